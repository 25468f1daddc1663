// The figures' tokens: a base in the side's colour with a nose showing its facing, the Rep (with a star
// for a Star), the weapon underneath with its ammo state, and badges for status and stance. A token is
// redrawn only when its look changes; moving or turning just moves or rotates it.
import type Phaser from 'phaser';
import type { FigureState, GameState } from '../../core/state';
import type { Vec } from '../../geometry/shapes';
import { tokenLook, type TokenLook } from '../../app/paint/token';
import { cssColour } from '../../app/paint/colours';
import { PPI } from './units';

interface Token {
  id: string;
  base: Phaser.GameObjects.Graphics;
  rep: Phaser.GameObjects.Text;
  weapon: Phaser.GameObjects.Text;
  badge: Phaser.GameObjects.Text;
  key: string;
  at: Vec;
  facing: number;
}

const R = 0.5 * PPI;

export class TokenLayer {
  private tokens = new Map<string, Token>();
  private labelScale = 1;

  constructor(private readonly scene: Phaser.Scene, private readonly depth: number) {}

  private make(id: string): Token {
    const s = this.scene;
    const base = s.add.graphics().setDepth(this.depth);
    const rep = s.add.text(0, 0, '', { fontFamily: 'system-ui, sans-serif', fontSize: '17px', fontStyle: 'bold', color: '#ffffff', stroke: '#000000', strokeThickness: 3, resolution: 2 })
      .setOrigin(0.5).setDepth(this.depth + 0.1);
    const weapon = s.add.text(0, 0, '', { fontFamily: 'system-ui, sans-serif', fontSize: '11px', color: '#f4f1e8', backgroundColor: 'rgba(0,0,0,0.55)', padding: { x: 2, y: 0 }, resolution: 2 })
      .setOrigin(0.5, 0).setDepth(this.depth + 0.2);
    const badge = s.add.text(0, 0, '', { fontFamily: 'system-ui, sans-serif', fontSize: '10px', fontStyle: 'bold', color: '#ffffff', padding: { x: 2, y: 0 }, resolution: 2 })
      .setOrigin(0.5, 1).setDepth(this.depth + 0.3);
    return { id, base, rep, weapon, badge, key: '', at: [0, 0], facing: 0 };
  }

  private paint(t: Token, look: TokenLook): void {
    const g = t.base;
    g.clear();
    // Shadow, base, rim.
    g.fillStyle(0x000000, 0.35).fillCircle(1.5, 2, R);
    g.fillStyle(look.fill, 1).fillCircle(0, 0, R);
    g.lineStyle(2, look.down ? 0x444444 : 0x101010, 1).strokeCircle(0, 0, R);
    if (!look.down) {
      // The nose: a bright wedge on the rim where the figure faces (drawn at +x; the token is rotated).
      g.fillStyle(0xffffff, 0.95).fillTriangle(R + 5, 0, R - 6, -7, R - 6, 7);
      g.lineStyle(1, 0x000000, 0.8).strokeTriangle(R + 5, 0, R - 6, -7, R - 6, 7);
    }
    if (look.cross) {
      g.lineStyle(3, 0x000000, 0.9);
      g.lineBetween(-R * 0.7, -R * 0.7, R * 0.7, R * 0.7);
      g.lineBetween(-R * 0.7, R * 0.7, R * 0.7, -R * 0.7);
    }
    t.rep.setText(look.star ? `${look.rep}★` : look.rep).setColor(look.star ? '#ffe27a' : '#ffffff');
    t.rep.setAlpha(look.down ? 0.6 : 1);
    t.weapon.setText(look.weapon).setColor(look.weaponColour).setAlpha(look.down ? 0.5 : 1);
    const b = look.badges;
    t.badge.setText(b.map((x) => x.text).join(' ')).setVisible(b.length > 0);
    if (b.length) t.badge.setBackgroundColor(cssColour(b[0]!.colour));
    t.key = look.key;
  }

  private place(t: Token, at: Vec, facing: number): void {
    const x = at[0] * PPI, y = at[1] * PPI;
    t.at = at;
    t.facing = facing;
    t.base.setPosition(x, y).setRotation((facing * Math.PI) / 180);
    t.rep.setPosition(x, y);
    t.weapon.setPosition(x, y + R + 1);
    t.badge.setPosition(x, y - R - 1);
  }

  /** Brings every token in line with the state: created, redrawn, moved or hidden as needed. */
  sync(s: GameState): void {
    const seen = new Set<string>();
    s.sides.forEach((side, sideIndex) => {
      for (const id of side.figures) {
        const f = s.figures[id];
        if (!f) continue;
        seen.add(id);
        let t = this.tokens.get(id);
        if (!t) { t = this.make(id); this.tokens.set(id, t); this.applyScale(t); }
        const visible = f.status !== 'offTable' && !f.carriedBy;
        this.setVisible(t, visible);
        if (!visible) continue;
        const look = tokenLook(f, sideIndex);
        if (look.key !== t.key) this.paint(t, look);
        this.place(t, f.at, f.facing);
        // The fallen lie under the standing.
        const d = look.down ? -0.5 : 0;
        t.base.setDepth(this.depth + d);
        t.rep.setDepth(this.depth + 0.1 + d);
      }
    });
    for (const [id, t] of this.tokens) if (!seen.has(id)) { this.destroy(t); this.tokens.delete(id); }
  }

  private setVisible(t: Token, v: boolean): void {
    t.base.setVisible(v); t.rep.setVisible(v); t.weapon.setVisible(v);
    if (!v) t.badge.setVisible(false);
  }

  /** Moves one token without touching the state (animations). */
  moveTo(id: string, at: Vec, facing?: number): void {
    const t = this.tokens.get(id);
    if (t) this.place(t, at, facing ?? t.facing);
  }

  positionOf(id: string): Vec | undefined {
    return this.tokens.get(id)?.at;
  }

  private applyScale(t: Token): void {
    t.rep.setScale(this.labelScale);
    t.weapon.setScale(this.labelScale);
    t.badge.setScale(this.labelScale);
  }

  /** Labels grow when zoomed far out so they stay readable. */
  setLabelScale(k: number): void {
    if (Math.abs(k - this.labelScale) < 0.01) return;
    this.labelScale = k;
    for (const t of this.tokens.values()) this.applyScale(t);
  }

  private destroy(t: Token): void {
    t.base.destroy(); t.rep.destroy(); t.weapon.destroy(); t.badge.destroy();
  }

  clear(): void {
    for (const t of this.tokens.values()) this.destroy(t);
    this.tokens.clear();
  }
}

export function figureVisible(f: FigureState): boolean {
  return f.status !== 'offTable' && !f.carriedBy;
}
