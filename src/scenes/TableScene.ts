// The battle table: for now the empty 36" x 36" cloth with its nine sections, redrawn to fit the window.
// Later issues draw terrain, figures and overlays here; the scene only turns input into commands and
// events into pictures.
import Phaser from 'phaser';
import { TABLE_SIZE } from '../geometry/shapes';
import { fitTable, toScreen } from './tableLayout';

export class TableScene extends Phaser.Scene {
  private cloth?: Phaser.GameObjects.Graphics;
  private labels: Phaser.GameObjects.Text[] = [];

  constructor() {
    super('table');
  }

  create(): void {
    this.cloth = this.add.graphics();
    this.draw();
    this.scale.on(Phaser.Scale.Events.RESIZE, () => this.draw());
  }

  private draw(): void {
    const g = this.cloth;
    if (!g) return;
    const l = fitTable(this.scale.width, this.scale.height);
    g.clear();
    const [x0, y0] = toScreen(l, [0, 0]);
    const side = TABLE_SIZE * l.scale;
    g.fillStyle(0x6f8f4e, 1).fillRect(x0, y0, side, side);
    // Inch ticks along the edges and the nine 12" sections.
    g.lineStyle(1, 0x000000, 0.12);
    for (let i = 1; i < TABLE_SIZE; i++) {
      const [sx] = toScreen(l, [i, 0]);
      const [, sy] = toScreen(l, [0, i]);
      g.lineBetween(sx, y0, sx, y0 + (i % 6 === 0 ? 8 : 4));
      g.lineBetween(x0, sy, x0 + (i % 6 === 0 ? 8 : 4), sy);
    }
    g.lineStyle(2, 0xffffff, 0.35);
    for (const i of [12, 24]) {
      const [sx] = toScreen(l, [i, 0]);
      const [, sy] = toScreen(l, [0, i]);
      g.lineBetween(sx, y0, sx, y0 + side);
      g.lineBetween(x0, sy, x0 + side, sy);
    }
    g.lineStyle(3, 0x2b2b2b, 1).strokeRect(x0, y0, side, side);
    for (const t of this.labels) t.destroy();
    this.labels = [];
    for (let s = 1; s <= 9; s++) {
      const [cx, cy] = toScreen(l, [((s - 1) % 3) * 12 + 6, Math.floor((s - 1) / 3) * 12 + 6]);
      this.labels.push(this.add.text(cx, cy, String(s), { fontSize: `${Math.round(l.scale * 3)}px`, color: '#ffffff' })
        .setAlpha(0.25).setOrigin(0.5));
    }
    const [, by] = toScreen(l, [0, TABLE_SIZE]);
    this.labels.push(this.add.text(x0 + side / 2, by + 4, "Player's edge (sections 7-9) — 36\" x 36\"", {
      fontSize: '13px', color: '#e8e4d8',
    }).setOrigin(0.5, 0));
  }
}
