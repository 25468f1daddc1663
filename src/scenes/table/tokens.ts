// The figures' tokens: a base in the side's colour with a nose showing its facing, the Rep (with a star
// for a Star), a short name above, the weapon underneath with its ammo state, and badges for status and
// stance beside it. A token is redrawn only when its look changes; moving or turning just moves or rotates it.
// Layers, bottom to top: the fallen (base, then words), the standing figures' words, the standing bases,
// their Reps. So a label (a DEAD badge, "RL EMPTY") may hide under a neighbour but never covers a live
// figure. Zoomed far out the words step back; the hovered and selected figures' words come forward.
import type Phaser from 'phaser';
import type { Vec } from '../../geometry/shapes';
import type { TokenLook } from '../../core/rulesetView';
import { cssColour, sideColour } from '../../app/paint/colours';
import { figureColourIndex, type PeopleTable } from '../../app/players/players';
import { PPI } from './units';
import { freeSpot, placeLabels, type Box as LabelBox, type LabelAsk } from '../../app/board/labels';
import { fallenBadgesShown } from '../../app/board/fallenBadges';

type Box = [number, number, number, number];

/**
 * What the tokens read of a game's state: each side's figures in roster order, where each figure stands and
 * faces, and the people (for colours). Everything else a token shows comes from the game's look.
 */
export interface TokenTable extends PeopleTable {
  sides: readonly { id: string; figures: readonly string[] }[];
  figures: Readonly<Record<string, { side: string; at: Vec; facing: number } | undefined>>;
}

interface Token {
  id: string;
  base: Phaser.GameObjects.Graphics;
  rep: Phaser.GameObjects.Text;
  name: Phaser.GameObjects.Text;
  weapon: Phaser.GameObjects.Text;
  badge: Phaser.GameObjects.Text;
  key: string;
  at: Vec;
  facing: number;
  down: boolean;
  /** Words hidden because another token's words already stand there (shown again in focus). */
  crowded: { name: boolean; weapon: boolean; badge: boolean };
  /** The short name, and the whole name shown in focus (play-test 8, 13: "Rocket…" for the Rocketeer). */
  names: [string, string];
}

/** Depths relative to the layer's own. */
const Z = { downBase: -0.6, downRep: -0.55, downWords: -0.5, words: -0.3, base: 0, rep: 0.1, focusWords: 0.3 };

const R = 0.5 * PPI;

export class TokenLayer<S extends TokenTable = TokenTable> {
  private tokens = new Map<string, Token>();
  private labelScale = 1;
  private far = false;
  private focus: readonly (string | undefined)[] = [];
  /** Words printed on the table (buildings' names), in table pixels: the figures' words keep off them if they can. */
  private keepOff: { x: number; y: number; w: number; h: number }[] = [];
  /** Thin lines from words set out past the neighbours (a hemmed-in name or status badge) to their tokens. */
  private leaders?: Phaser.GameObjects.Graphics;
  /** Those lines as drawn, [from x, from y, to x, to y] in world pixels (the browser tests check what they cross). */
  leaderSegments: [number, number, number, number][] = [];

  constructor(
    private readonly scene: Phaser.Scene,
    private readonly depth: number,
    /** The game's look of a figure's token (its view's tokenLook). */
    private readonly looks: (s: S, id: string) => TokenLook | undefined,
  ) {}

  private make(id: string): Token {
    const s = this.scene;
    const base = s.add.graphics().setDepth(this.depth);
    const rep = s.add
      .text(0, 0, '', {
        fontFamily: 'system-ui, sans-serif',
        fontSize: '17px',
        fontStyle: 'bold',
        color: '#ffffff',
        stroke: '#000000',
        strokeThickness: 3,
        resolution: 2,
      })
      .setOrigin(0.5)
      .setDepth(this.depth + 0.1);
    const name = s.add
      .text(0, 0, '', {
        fontFamily: 'system-ui, sans-serif',
        fontSize: '11px',
        color: '#ffffff',
        stroke: '#000000',
        strokeThickness: 3,
        resolution: 2,
      })
      .setOrigin(0.5, 1);
    const weapon = s.add
      .text(0, 0, '', {
        fontFamily: 'system-ui, sans-serif',
        fontSize: '11px',
        color: '#f4f1e8',
        backgroundColor: 'rgba(0,0,0,0.55)',
        padding: { x: 2, y: 0 },
        resolution: 2,
      })
      .setOrigin(0.5, 0);
    const badge = s.add
      .text(0, 0, '', {
        fontFamily: 'system-ui, sans-serif',
        fontSize: '10px',
        fontStyle: 'bold',
        color: '#ffffff',
        padding: { x: 2, y: 0 },
        resolution: 2,
      })
      .setOrigin(0, 0.5);
    return {
      id,
      base,
      rep,
      name,
      weapon,
      badge,
      key: '',
      at: [0, 0],
      facing: 0,
      down: false,
      crowded: { name: false, weapon: false, badge: false },
      names: ['', ''],
    };
  }

  private paint(t: Token, look: TokenLook, fill: number): void {
    const g = t.base;
    g.clear();
    // Shadow, base, rim.
    g.fillStyle(0x000000, 0.35).fillCircle(1.5, 2, R);
    g.fillStyle(fill, 1).fillCircle(0, 0, R);
    g.lineStyle(2, look.down ? 0x444444 : 0x101010, 1).strokeCircle(0, 0, R);
    if (look.innerRim) g.lineStyle(2, 0x101010, look.down ? 0.5 : 0.9).strokeCircle(0, 0, R - 4);
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
    this.fitRep(t);
    t.names = [look.name, look.fullName ?? look.name];
    t.name.setText(t.names[this.focus.includes(t.id) ? 1 : 0]);
    t.weapon.setText(look.weapon).setColor(look.weaponColour);
    const b = look.badges;
    t.badge.setText(b.map((x) => x.text).join(' ')).setVisible(b.length > 0);
    if (b.length) t.badge.setBackgroundColor(cssColour(b[0]!.colour));
    t.key = `${look.key}|${fill}`;
    t.down = look.down;
    this.layer(t);
  }

  /** Depth and strength of a token's words: under the live bases, stepped back when far, forward in focus. */
  private layer(t: Token): void {
    const focused = this.focus.includes(t.id);
    const d = this.depth;
    t.base.setDepth(d + (t.down ? Z.downBase : Z.base));
    t.rep.setDepth(d + (t.down ? Z.downRep : Z.rep));
    const words = d + (focused ? Z.focusWords : t.down ? Z.downWords : Z.words);
    t.name.setDepth(words);
    t.weapon.setDepth(words);
    t.badge.setDepth(words);
    const alpha = focused ? 1 : t.down ? 0.55 : this.far ? 0.35 : 1;
    t.weapon.setAlpha(alpha).setVisible(t.base.visible && (focused || !t.crowded.weapon));
    t.badge.setAlpha(focused || !t.down ? 1 : 0.75);
    t.badge.setVisible(t.base.visible && t.badge.text !== '' && (focused || !t.crowded.badge));
    // Far out a name is only shown in focus: eight names on 1" tokens at that size are a smudge.
    t.name.setAlpha(alpha).setVisible(t.base.visible && (focused || (!this.far && !t.crowded.name)));
  }

  /**
   * Each token's words take the first spot round it that covers no word already placed and no other
   * token (app/board/labels.ts: a name above, else a diagonal, below or beside; the weapon below first;
   * status badges to the right first): standing figures first (the player's side before the others, in
   * roster order), the fallen last. A word with no free spot is held back; it comes forward on hover.
   */
  private declutter(): void {
    const k = this.labelScale;
    // The hovered and selected figures' words are placed first, so they take free spots and push the others
    // aside, rather than coming forward at their usual spots over a neighbour's words (issue 19: a selected
    // figure's status badge printed over the next name in a packed contact).
    const rank = (t: Token) => {
      const f = this.focus.indexOf(t.id);
      return f >= 0 ? f - this.focus.length : Number(t.down);
    };
    const order = [...this.tokens.values()].filter((t) => t.base.visible).sort((a, b) => rank(a) - rank(b));
    this.chooseNames(order);
    const discs = order.map((t) => ({ at: [t.at[0] * PPI, t.at[1] * PPI] as const, r: R }));
    const asks: LabelAsk[] = [];
    const words: [Token, 'name' | 'weapon' | 'badge'][] = [];
    order.forEach((t, i) => {
      asks.push({ token: i, kind: 'name', w: t.name.width * k, h: t.name.height * k });
      words.push([t, 'name']);
      // A figure in focus shows every word: its weapon too is set out past the others if it must be.
      const inFocus = this.focus.includes(t.id);
      asks.push({ token: i, kind: 'under', w: t.weapon.width * k, h: t.weapon.height * k, far: inFocus });
      words.push([t, 'weapon']);
      // A fallen figure's DEAD/OUT sits on its own base; a standing one's badges find room beside it.
      if (!t.down && t.badge.text) {
        asks.push({ token: i, kind: 'badges', w: t.badge.width * k, h: t.badge.height * k });
        words.push([t, 'badge']);
      }
    });
    // A name or status badge hemmed in on every side is set out past its neighbours, with a thin line to its
    // token, so every standing figure's name and state can be read in a packed contact.
    const lines = this.leaderLines();
    lines.clear();
    this.leaderSegments = [];
    placeLabels(discs, asks, 1, undefined, ['name', 'badges'], this.keepOff).forEach((b, n) => {
      const [t, which] = words[n]!;
      t.crowded[which] = !b;
      if (!b) return;
      t[which].setOrigin(0, 0).setPosition(b.x, b.y);
      if (!b.far) return;
      const d = discs[asks[n]!.token]!;
      const cx = Math.max(b.x, Math.min(d.at[0], b.x + b.w));
      const cy = Math.max(b.y, Math.min(d.at[1], b.y + b.h));
      const len = Math.hypot(cx - d.at[0], cy - d.at[1]) || 1;
      // From the token's rim, not its middle, so the line does not cross the Rep.
      const sx = d.at[0] + ((cx - d.at[0]) / len) * R;
      const sy = d.at[1] + ((cy - d.at[1]) / len) * R;
      lines.lineStyle(1.5 * k, 0xffffff, 0.8).lineBetween(sx, sy, cx, cy);
      this.leaderSegments.push([sx, sy, cx, cy]);
    });
    // A fallen figure's badge, on its own base, only where it covers nobody standing and no other badge.
    const shown = fallenBadgesShown(
      order.map((t) => ({
        at: [t.at[0] * PPI, t.at[1] * PPI] as const,
        down: t.down,
        badge: t.badge.text !== '',
        w: t.badge.width * k,
      })),
      R,
    );
    order.forEach((t, i) => {
      if (t.down) t.crowded.badge = !shown[i];
    });
    for (const t of order) this.layer(t);
  }

  /**
   * Each token's name: whole in focus, and whole too when no other token stands within its reach (play-test 8,
   * 13: the Rocketeer alone on the table read "Rocket…"); else the short form, so a packed row stays legible.
   */
  private chooseNames(order: readonly Token[]): void {
    const k = this.labelScale;
    for (const t of order) {
      const [short, full] = t.names;
      let want = this.focus.includes(t.id) || short === full ? full : short;
      if (want !== full) {
        if (t.name.text !== full) t.name.setText(full);
        const [x, y] = [t.at[0] * PPI, t.at[1] * PPI];
        const across = (t.name.width * k) / 2 + R + 4 * k;
        const alone = order.every(
          (o) => o === t || Math.abs(o.at[0] * PPI - x) > across || Math.abs(o.at[1] * PPI - y) > 3 * R,
        );
        if (alone) want = full;
      }
      if (t.name.text !== want) t.name.setText(want);
    }
  }

  private leaderLines(): Phaser.GameObjects.Graphics {
    this.leaders ??= this.scene.add.graphics().setDepth(this.depth + Z.words - 0.01);
    return this.leaders;
  }

  /**
   * The hovered and selected figures: their words come to the front at full strength, laid out first (the
   * words round them move aside for them).
   */
  setFocus(ids: readonly (string | undefined)[]): void {
    if (ids.length === this.focus.length && ids.every((x, i) => x === this.focus[i])) return;
    this.focus = [...ids];
    for (const t of this.tokens.values()) {
      const name = t.names[this.focus.includes(t.id) ? 1 : 0];
      if (t.name.text !== name) t.name.setText(name);
    }
    this.declutter();
  }

  /** The table's own words (boxes in inches), which the figures' words keep off when they can. */
  setKeepOff(boxes: readonly { x: number; y: number; w: number; h: number }[]): void {
    this.keepOff = boxes.map((b) => ({ x: b.x * PPI, y: b.y * PPI, w: b.w * PPI, h: b.h * PPI }));
    this.declutter();
  }

  /** Whether the table is shown so small that the words should step back. */
  setFar(far: boolean): void {
    if (far === this.far) return;
    this.far = far;
    for (const t of this.tokens.values()) this.layer(t);
  }

  private place(t: Token, at: Vec, facing: number): void {
    const x = at[0] * PPI,
      y = at[1] * PPI;
    t.at = at;
    t.facing = facing;
    t.base.setPosition(x, y).setRotation((facing * Math.PI) / 180);
    t.rep.setPosition(x, y);
    // The words' own spots until declutter lays them out round the token.
    t.name.setOrigin(0.5, 1).setPosition(x, y - R - 1);
    t.weapon.setOrigin(0.5, 0).setPosition(x, y + R + 1);
    // A fallen figure's DEAD/OUT sits on its own base, where nobody else stands; a standing one's beside it.
    if (t.down) t.badge.setOrigin(0.5, 0.5).setPosition(x, y + R * 0.45);
    else t.badge.setOrigin(0, 0.5).setPosition(x + R + 3, y);
  }

  /** Brings every token in line with the state: created, redrawn, moved or hidden as needed. */
  sync(s: S): void {
    const seen = new Set<string>();
    s.sides.forEach((side, sideIndex) => {
      for (const id of side.figures) {
        const f = s.figures[id];
        if (!f) continue;
        seen.add(id);
        let t = this.tokens.get(id);
        if (!t) {
          t = this.make(id);
          this.tokens.set(id, t);
          this.applyScale(t);
        }
        const look = this.looks(s, id);
        const visible = !look?.hidden;
        this.setVisible(t, visible);
        if (!visible) continue;
        // Same side: each person's group in its own colour (players.ts figureColourIndex).
        const colour = look?.down ? 0x7a7a7a : sideColour(figureColourIndex(s, id, sideIndex));
        // The colour is part of what was painted: a token first drawn before the people were known (or handed
        // to another person) is drawn again, not left in the side's blue (play-test 2 finding 11).
        if (look && `${look.key}|${colour}` !== t.key) this.paint(t, look, colour);
        this.place(t, f.at, f.facing);
      }
    });
    for (const [id, t] of this.tokens)
      if (!seen.has(id)) {
        this.destroy(t);
        this.tokens.delete(id);
      }
    this.declutter();
  }

  private setVisible(t: Token, v: boolean): void {
    if (t.base.visible === v) return;
    t.base.setVisible(v);
    t.rep.setVisible(v);
    t.weapon.setVisible(v);
    if (!v) t.badge.setVisible(false);
    else t.badge.setVisible(t.badge.text !== '');
    this.layer(t);
  }

  /** Moves one token without touching the state (animations). */
  moveTo(id: string, at: Vec, facing?: number): void {
    const t = this.tokens.get(id);
    if (t) this.place(t, at, facing ?? t.facing);
  }

  positionOf(id: string): Vec | undefined {
    return this.tokens.get(id)?.at;
  }

  /** What a token shows, in world pixels (left, top, right, bottom): its base and the words it shows now
   * (none for a figure off the table or carried). */
  boundsOf(id: string): Box | undefined {
    const t = this.tokens.get(id);
    if (!t || !t.base.visible) return undefined;
    const x = t.at[0] * PPI,
      y = t.at[1] * PPI;
    const box: Box = [x - R, y - R, x + R, y + R];
    for (const w of [t.rep, t.name, t.weapon, t.badge]) {
      if (!w.visible || !w.text) continue;
      const b = w.getBounds();
      box[0] = Math.min(box[0], b.x);
      box[1] = Math.min(box[1], b.y);
      box[2] = Math.max(box[2], b.right);
      box[3] = Math.max(box[3], b.bottom);
    }
    return box;
  }

  /**
   * Where a passing tag (a cover badge) of this size, in world pixels, can sit beside the token at `at`
   * (inches) covering no token and no word shown now nor any box of `also` (app/board/labels.ts freeSpot);
   * undefined when nowhere round it is free.
   */
  clearSpot(at: Vec, w: number, h: number, also: readonly LabelBox[]): LabelBox | undefined {
    const discs: { at: [number, number]; r: number }[] = [];
    const taken: LabelBox[] = [...also];
    for (const t of this.tokens.values()) {
      if (!t.base.visible) continue;
      discs.push({ at: [t.at[0] * PPI, t.at[1] * PPI], r: R });
      for (const word of [t.name, t.weapon, t.badge]) {
        if (!word.visible || !word.text) continue;
        const b = word.getBounds();
        taken.push({ x: b.x, y: b.y, w: b.width, h: b.height });
      }
    }
    return freeSpot({ at: [at[0] * PPI, at[1] * PPI], r: R }, w, h, this.labelScale, discs, taken);
  }

  /**
   * The Rep grows with the other words when zoomed out, but never past its own base: in a dense contact a Rep
   * wider than the base printed over the next figure's Rep and base (play-test 16a, 8: "5★" over two
   * neighbours at 1024 and 1366, bases 1.1" apart).
   */
  private fitRep(t: Token): void {
    const w = t.rep.width || 1,
      h = t.rep.height || 1;
    const k = Math.min(this.labelScale, (2 * R) / w, (2 * R - 2) / h);
    if (Math.abs(t.rep.scaleX - k) > 0.001) t.rep.setScale(k);
  }

  private applyScale(t: Token): void {
    this.fitRep(t);
    t.name.setScale(this.labelScale);
    t.weapon.setScale(this.labelScale);
    t.badge.setScale(this.labelScale);
  }

  /** Labels grow when zoomed far out so they stay readable. */
  setLabelScale(k: number): void {
    if (Math.abs(k - this.labelScale) < 0.01) return;
    this.labelScale = k;
    for (const t of this.tokens.values()) this.applyScale(t);
    this.declutter();
  }

  private destroy(t: Token): void {
    t.base.destroy();
    t.rep.destroy();
    t.name.destroy();
    t.weapon.destroy();
    t.badge.destroy();
  }

  clear(): void {
    for (const t of this.tokens.values()) this.destroy(t);
    this.tokens.clear();
  }
}
