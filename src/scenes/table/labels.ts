// A small pool of text labels for overlays (dice counts on targets, cover badges), reused frame to
// frame so following the pointer never creates or destroys game objects. Drawing a text's letters is
// the costly part, so a label is matched to one that already shows the same words where possible.
import type Phaser from 'phaser';
import type { Vec } from '../../geometry/shapes';
import { PPI } from './units';

interface Label {
  text: Phaser.GameObjects.Text;
  key: string;
  originX: number;
  scale: number;
  used: boolean;
}

export class LabelPool {
  private items: Label[] = [];

  constructor(
    private readonly scene: Phaser.Scene,
    private readonly depth: number,
  ) {}

  begin(): void {
    for (const l of this.items) l.used = false;
  }

  /** Creates labels with these words now (hidden), so showing them later costs nothing. */
  reserve(texts: readonly [string, string][]): void {
    this.begin();
    for (const [t, bg] of texts) this.put([0, 0], t, bg);
    this.end();
  }

  private make(): Label {
    const t = this.scene.add
      .text(0, 0, '', {
        fontFamily: 'system-ui, sans-serif',
        fontSize: '11px',
        fontStyle: 'bold',
        color: '#ffffff',
        padding: { x: 3, y: 1 },
        resolution: 2,
      })
      .setOrigin(0.5)
      .setDepth(this.depth)
      .setVisible(false);
    const l: Label = { text: t, key: '', originX: 0.5, scale: 1, used: false };
    this.items.push(l);
    return l;
  }

  put(at: Vec, text: string, bg: string, dx = 0, dy = 0, scale = 1, originX = 0.5): Phaser.GameObjects.Text {
    const key = `${text}\u0000${bg}`;
    const l =
      this.items.find((x) => !x.used && x.key === key) ??
      this.items.find((x) => !x.used && !x.text.visible) ??
      this.make();
    l.used = true;
    const t = l.text;
    if (l.key !== key) {
      t.setText(text).setBackgroundColor(bg);
      l.key = key;
    }
    if (l.originX !== originX) {
      t.setOrigin(originX, 0.5);
      l.originX = originX;
    }
    if (l.scale !== scale) {
      t.setScale(scale);
      l.scale = scale;
    }
    t.setPosition(at[0] * PPI + dx, at[1] * PPI + dy);
    if (!t.visible) t.setVisible(true);
    return t;
  }

  /** Moves a label just put so its box's top left corner is at (x, y), in world pixels. */
  moveTo(t: Phaser.GameObjects.Text, x: number, y: number): void {
    const l = this.items.find((i) => i.text === t);
    if (!l) return;
    if (l.originX !== 0) {
      t.setOrigin(0, 0.5);
      l.originX = 0;
    }
    t.setPosition(x, y + t.displayHeight / 2);
  }

  end(): void {
    for (const l of this.items) if (!l.used && l.text.visible) l.text.setVisible(false);
  }
}
