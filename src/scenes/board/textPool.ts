// Reused Phaser texts for the plain table's words (names, marks, badges, odds): a redraw takes what it needs
// from the pool and hides the rest, so a long battle does not make and destroy texts every step. Texts are
// scaled against the camera's zoom so they keep one size on screen.
import type Phaser from 'phaser';

export class TextPool {
  private texts: Phaser.GameObjects.Text[] = [];
  private used = 0;

  constructor(
    private readonly scene: Phaser.Scene,
    private readonly depth: number,
  ) {}

  begin(): void {
    this.used = 0;
  }

  /** A word at a world point; `size` in screen pixels, `px` world pixels per screen pixel. */
  put(
    x: number,
    y: number,
    text: string,
    size: number,
    px: number,
    colour: string,
    originX: number,
    originY: number,
    bold = false,
  ): Phaser.GameObjects.Text {
    let t = this.texts[this.used];
    if (!t) {
      t = this.scene.add
        .text(0, 0, '', {
          fontFamily: 'system-ui, sans-serif',
          fontSize: '26px',
          color: '#ffffff',
          stroke: '#000000',
          strokeThickness: 5,
        })
        .setDepth(this.depth);
      this.texts.push(t);
    }
    this.used++;
    // Drawn at twice the size and scaled down, so the words stay sharp when the camera zooms out.
    t.setText(text)
      .setColor(colour)
      .setFontStyle(bold ? 'bold' : 'normal')
      .setOrigin(originX, originY)
      .setPosition(x, y)
      .setScale((size / 26) * px)
      .setWordWrapWidth(null)
      .setVisible(true);
    return t;
  }

  end(): void {
    for (let i = this.used; i < this.texts.length; i++) this.texts[i]!.setVisible(false);
  }
}

/** Boxes already covered by words, so a new word that would overlap one is left out. */
export class Boxes {
  private boxes: [number, number, number, number][] = [];

  /** Takes the box if it is free; false when it overlaps one taken. */
  place(x: number, y: number, w: number, h: number): boolean {
    for (const [bx, by, bw, bh] of this.boxes) if (x < bx + bw && bx < x + w && y < by + bh && by < y + h) return false;
    this.boxes.push([x, y, w, h]);
    return true;
  }
}

/**
 * Keeps a text inside a rectangle of the world (the camera's view): wrapped to at most `maxWidth` world pixels
 * (long odds lines break between words) and moved in from any edge it would cross.
 */
export function keepInside(
  t: Phaser.GameObjects.Text,
  view: { x: number; y: number; width: number; height: number },
  maxWidth: number,
): void {
  const scale = t.scaleX || 1;
  if (t.displayWidth > maxWidth) t.setWordWrapWidth(maxWidth / scale, true);
  const w = t.displayWidth;
  const h = t.displayHeight;
  const left = t.x - w * t.originX;
  const top = t.y - h * t.originY;
  const dx = Math.max(view.x - left, 0) + Math.min(view.x + view.width - (left + w), 0);
  const dy = Math.max(view.y - top, 0) + Math.min(view.y + view.height - (top + h), 0);
  if (dx || dy) t.setPosition(t.x + dx, t.y + dy);
}
