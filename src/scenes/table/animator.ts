// Plays what just happened, one beat at a time, from the game's pictures of its events (core/pictures.ts):
// moves glide along their paths, shots streak from the shooter to each target, blasts swell, and dice,
// damage and new statuses float up beside the figure.
// Everything is short, follows the speed setting, and can be skipped at once; the state itself is
// already settled, so skipping only jumps the pictures to the end. With reduced motion asked for
// (prefers-reduced-motion), nothing glides, streaks, swells or floats: moves land at once, and a shot,
// blast or message is shown still for its beat, so the pause to follow it stays but the motion goes.
import type Phaser from 'phaser';
import type { Picture } from '../../core/pictures';
import type { Vec } from '../../geometry/shapes';
import { dashed, disc, line, ring } from './draw';
import type { TokenLayer } from './tokens';
import { PPI } from './units';
import { liftClear, type Box } from '../../app/board/labels';

/** How far above a figure's centre a passing word's foot sits: over the token and its name (R 16 px, a name about 15 above it). */
const FLOAT_ABOVE = 32;

interface Anim {
  duration: number;
  start?: number;
  step(t: number): void;
  end(): void;
}

interface Floater {
  text: string;
  at: Vec;
  born: number;
  life: number;
  colour: string;
  obj?: Phaser.GameObjects.Text;
}

export class Animator {
  private queue: Anim[] = [];
  private current?: Anim;
  private floaters: Floater[] = [];
  private fx: Phaser.GameObjects.Graphics;
  private now = 0;
  /** Milliseconds of one beat; 0 plays nothing. */
  beat = 420;
  /** Called when the last animation finishes. */
  onIdle?: () => void;
  /** The page asks for reduced motion: still pictures, instant moves. */
  reduced = false;

  constructor(
    private readonly scene: Phaser.Scene,
    private readonly tokens: Pick<TokenLayer, 'moveTo'>,
    depth: number,
  ) {
    this.fx = scene.add.graphics().setDepth(depth);
  }

  get busy(): boolean {
    return this.current !== undefined || this.queue.length > 0;
  }

  /** Queues a batch of the game's pictures; `where` gives a figure's spot (read as each is queued). */
  play(pictures: readonly Picture[], where: (id: string) => Vec | undefined): void {
    if (this.beat <= 0) return;
    for (const p of pictures) this.enqueue(p, where);
  }

  private float(text: string, at: Vec | undefined, colour: string, life = 1.6): void {
    if (!at) return;
    this.floaters.push({ text, at, born: -1, life: life * Math.max(this.beat, 200), colour });
  }

  private enqueue(p: Picture, where: (id: string) => Vec | undefined): void {
    const beat = this.beat;
    const vec = (q: readonly [number, number]): Vec => [q[0], q[1]];
    switch (p.kind) {
      case 'glide': {
        const path = p.path.map(vec);
        const total = p.inches;
        this.queue.push({
          duration: this.reduced ? 0 : Math.min(3 * beat, Math.max(beat * 0.4, (total / 8) * beat * 2)),
          step: (t) => {
            const { at, heading } = along(path, t * total);
            this.tokens.moveTo(p.figure, at, heading);
          },
          end: () => this.tokens.moveTo(p.figure, vec(p.to)),
        });
        break;
      }
      case 'shot': {
        const from = where(p.from);
        const targets = p.targets.map((t) => ({ at: where(t.figure), hit: t.hit }));
        this.queue.push({
          duration: beat * 1.1,
          step: (t) => {
            if (!from) return;
            for (const x of targets) {
              if (!x.at) continue;
              const k = Math.min(1, t * 2.5);
              const tip: Vec = [from[0] + (x.at[0] - from[0]) * k, from[1] + (x.at[1] - from[1]) * k];
              dashed(this.fx, from, tip, 3, x.hit ? 0xff3b3b : 0xffe45a, 1 - t * 0.5, 0.6, 0.3);
              if (k >= 1) ring(this.fx, x.at, 0.6 + t * 0.5, 3, x.hit ? 0xff3b3b : 0xffe45a, 1 - t);
            }
          },
          end: () => undefined,
        });
        break;
      }
      case 'throw': {
        const from = where(p.from),
          to = vec(p.to);
        this.queue.push({
          duration: beat * 0.8,
          step: (t) => {
            if (from)
              dashed(
                this.fx,
                from,
                [from[0] + (to[0] - from[0]) * t, from[1] + (to[1] - from[1]) * t],
                2,
                0xffffff,
                0.9,
                0.4,
                0.25,
              );
            ring(this.fx, to, 0.5, 3, 0xff3b1a, t);
          },
          end: () => undefined,
        });
        break;
      }
      case 'blast': {
        const at = vec(p.at);
        this.queue.push({
          duration: beat * 1.4,
          step: (t) => {
            disc(this.fx, at, p.r * Math.min(1, t * 1.6), 0xff7a1a, 0.45 * (1 - t));
            ring(this.fx, at, p.r * Math.min(1, t * 1.6), 3, 0xffd27a, 1 - t);
          },
          end: () => undefined,
        });
        break;
      }
      case 'alert': {
        const at = vec(p.at);
        this.queue.push({
          duration: beat * 1.2,
          step: (t) => {
            ring(this.fx, at, 0.6 + t * 2, 4, 0xff8c1a, 1 - t);
          },
          end: () => undefined,
        });
        break;
      }
      case 'clash': {
        const a = where(p.a),
          d = where(p.b);
        this.queue.push({
          duration: beat,
          step: (t) => {
            if (a && d) line(this.fx, a, d, 5, 0xff3070, 1 - t);
          },
          end: () => undefined,
        });
        break;
      }
      case 'float':
        this.float(p.text, p.at ? vec(p.at) : p.figure ? where(p.figure) : undefined, p.colour, p.beats);
        break;
    }
  }

  /** Jumps every queued picture to its end. */
  skip(): void {
    if (this.current) {
      this.current.end();
      this.current = undefined;
    }
    for (const a of this.queue) a.end();
    this.queue = [];
    this.fx.clear();
    for (const f of this.floaters) f.obj?.destroy();
    this.floaters = [];
    this.onIdle?.();
  }

  update(now: number): void {
    this.now = now;
    const wasBusy = this.busy;
    this.fx.clear();
    while (true) {
      if (!this.current) {
        this.current = this.queue.shift();
        if (!this.current) break;
        this.current.start = now;
      }
      const a = this.current;
      const t = a.duration <= 0 ? 1 : (now - a.start!) / a.duration;
      if (t >= 1) {
        a.end();
        this.current = undefined;
        continue;
      }
      // Reduced motion: the picture as it stands half-way, held still for the beat.
      a.step(this.reduced ? 0.5 : t);
      break;
    }
    this.drawFloaters();
    if (wasBusy && !this.busy) {
      this.fx.clear();
      this.onIdle?.();
    }
  }

  private drawFloaters(): void {
    const keep: Floater[] = [];
    const taken: Box[] = [];
    for (const f of this.floaters) {
      if (f.born < 0) f.born = this.now;
      const t = (this.now - f.born) / f.life;
      if (t >= 1) {
        f.obj?.destroy();
        continue;
      }
      if (!f.obj) {
        f.obj = this.scene.add
          .text(0, 0, f.text, {
            fontFamily: 'system-ui, sans-serif',
            fontSize: '13px',
            fontStyle: 'bold',
            color: f.colour,
            stroke: '#000000',
            strokeThickness: 3,
            resolution: 2,
          })
          .setOrigin(0.5, 1)
          .setDepth(this.fx.depth + 1);
      }
      // Above the figure's name, and clear of the other passing words still up (they stack, newest on top).
      const rise = this.reduced ? 0 : t * 22;
      const w = f.obj.displayWidth,
        h = f.obj.displayHeight;
      const x = f.at[0] * PPI;
      const top = liftClear({ x: x - w / 2, y: f.at[1] * PPI - FLOAT_ABOVE - rise - h, w, h }, taken);
      taken.push({ x: x - w / 2, y: top, w, h });
      f.obj.setPosition(x, top + h).setAlpha(this.reduced || t < 0.7 ? 1 : (1 - t) / 0.3);
      keep.push(f);
    }
    this.floaters = keep;
  }
}

/** The point `d` inches along a polyline, and the heading there in degrees. */
export function along(path: readonly Vec[], d: number): { at: Vec; heading: number | undefined } {
  let run = 0;
  for (let i = 1; i < path.length; i++) {
    const a = path[i - 1]!,
      b = path[i]!;
    const len = Math.hypot(b[0] - a[0], b[1] - a[1]);
    const heading = len > 1e-9 ? (Math.atan2(b[1] - a[1], b[0] - a[0]) * 180) / Math.PI : undefined;
    if (run + len >= d || i === path.length - 1) {
      const t = len < 1e-9 ? 1 : Math.min(1, Math.max(0, (d - run) / len));
      return { at: [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t], heading };
    }
    run += len;
  }
  return { at: path[path.length - 1] ?? [0, 0], heading: undefined };
}
