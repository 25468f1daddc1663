// The table's overlays. Two layers: the underlay changes only when the game, the selection or a toggle changes
// (the game's own picture under the figures, the 12" sections, the set-up zone, the objective, who may act, In
// Sight marks); the pointer layer follows the mouse (the game's sight line and cover, the dragged path and the
// group's ghosts, the move ruler, the fire swath, the blast circle, the charge and turn previews). Whatever the
// game draws comes as plain strokes (core/sketch.ts) through its pointer part (core/pointerOrders.ts).
import type Phaser from 'phaser';
import type { Vec } from '../../geometry/shapes';
import { TABLE_SIZE } from '../../geometry/shapes';
import type { Controller, TableState } from '../../app/controller';
import type { Settings } from '../../app/settings';
import { sideColour } from '../../app/paint/colours';
import { dashedPath, dashedRing, line, ring } from './draw';
import { LabelPool } from './labels';
import { PPI } from './units';
import type { PointerNote } from '../../app/preview/note';
import type { Sketch } from '../../core/sketch';
import { drawSketch, type SketchLabels } from './sketch';
import { highlightRings, withOrderNote } from './highlight';
import { drawDeployDrag, drawDeployZone } from './deployOverlay';
import { drawObjective } from './objectiveOverlay';
import type { ObjectiveMark, RulesetView } from '../../core/rulesetView';

type G = Phaser.GameObjects.Graphics;

export class OverlayPainter {
  readonly under: G;
  readonly pointer: G;
  private labels: LabelPool;
  /** Labels the game puts under the figures (a PEF's "?"), drawn with the underlay. */
  private underLabels: LabelPool;
  /** Whether the game's often-used labels are made yet. */
  private reserved = false;
  /** In Sight marks to show: where a figure came into view this activation. */
  marks: Vec[] = [];
  /** Where grenades landed (or went off wide) this activation. */
  grenadeMarks: Vec[] = [];
  labelScale = 1;
  /** Where a game's `clear` label may go round a token, off the other tokens and words (the scene sets it). */
  clearSpot?: SketchLabels['clearSpot'];
  /** The game's view: its pointer part, the set-up zone and placing verdicts (the scene sets it each frame). */
  view?: Pick<RulesetView<TableState, unknown, unknown, unknown>, 'setUpZone' | 'placing' | 'pointerOrders'>;
  /** The figures last lit up from a panel (read by the browser tests). */
  highlighted: string[] = [];
  /** The game's sketch last drawn on the pointer layer (read by the browser tests). */
  lastSketch?: Sketch;

  constructor(scene: Phaser.Scene, underDepth: number, pointerDepth: number) {
    this.under = scene.add.graphics().setDepth(underDepth);
    this.pointer = scene.add.graphics().setDepth(pointerDepth);
    this.labels = new LabelPool(scene, pointerDepth + 0.5);
    this.underLabels = new LabelPool(scene, underDepth + 0.6);
  }

  private get parts() {
    return this.view?.pointerOrders;
  }

  /** The game's work ahead of the pointer in idle time (vision polygons); false when nothing is left. */
  warm(s: TableState, budgetMs: number, now: () => number): boolean {
    return this.parts?.warm?.(s, budgetMs, now) ?? false;
  }

  /** The layer under the tokens. */
  drawUnder(s: TableState, ctl: Controller, settings: Settings, objective: readonly ObjectiveMark[] | undefined): void {
    const g = this.under;
    g.clear();
    const ov = settings.overlays;
    const game = this.parts?.underlay?.(s, ctl.selected, ov, sideColour);
    const sel = ctl.fig(ctl.selected);
    this.underLabels.begin();
    const draw = (sk: Sketch | undefined) => {
      if (sk) drawSketch(g, sk, { pool: this.underLabels, scale: this.labelScale, apart: true });
    };
    draw(game?.ground);
    if (ov.sections) {
      g.lineStyle(2, 0xffffff, 0.45);
      for (const i of [12, 24]) {
        g.lineBetween(i * PPI, 0, i * PPI, TABLE_SIZE * PPI);
        g.lineBetween(0, i * PPI, TABLE_SIZE * PPI, i * PPI);
      }
    }
    draw(game?.reach);
    drawDeployZone(g, this.view?.setUpZone?.(s));
    drawObjective(g, objective);
    draw(game?.groups);
    for (const id of ctl.orders().figures) {
      const f = ctl.fig(id);
      if (!f) continue;
      // The can-act ring, edged in black on both sides so it reads beside a yellow player's discs too (play-test
      // 10b, 7: on Cy's yellow figures the yellow ring barely showed).
      ring(g, f.at, 0.8, 3, 0xfff36a, 0.9);
      ring(g, f.at, 0.8 - 3 / 2 / PPI - 0.03, 1.25, 0x000000, 0.7);
      ring(g, f.at, 0.8 + 3 / 2 / PPI + 0.03, 1.25, 0x000000, 0.7);
    }
    if (sel) {
      ring(g, sel.at, 1.0, 3, 0xffffff, 1);
      ring(g, sel.at, 1.12, 1.5, 0x000000, 0.6);
    }
    draw(game?.marks);
    this.underLabels.end();
    for (const m of this.marks) this.inSightMark(g, m);
    for (const m of this.grenadeMarks) this.grenadeMark(g, m);
  }

  /**
   * While the 2" question is open: the rest of the path, dashed orange, and the mark where the figure came
   * into view. The figure stands on the mark then, so the mark is a wide ring round its token with the
   * diamond just above it, drawn over everything on the pointer layer (a sight line must not hide it).
   */
  private questionMark(g: G, at: Vec, path: readonly Vec[]): void {
    dashedPath(g, path, 4, 0xff8c1a, 0.95);
    g.lineStyle(4, 0xff8c1a, 0.95).strokeCircle(at[0] * PPI, at[1] * PPI, 1.25 * PPI);
    const x = at[0] * PPI,
      y = (at[1] - 1.75) * PPI,
      r = 0.4 * PPI;
    g.fillStyle(0xff8c1a, 0.95)
      .fillTriangle(x, y - r, x + r, y, x - r, y)
      .fillTriangle(x, y + r, x + r, y, x - r, y);
    g.lineStyle(2, 0x000000, 0.9)
      .strokeTriangle(x, y - r, x + r, y, x - r, y)
      .strokeTriangle(x, y + r, x + r, y, x - r, y);
  }

  /** A game's sketch drawn, its note returned (core/sketch.ts). */
  private sketch(g: G, sketch: Sketch | undefined): PointerNote | undefined {
    this.lastSketch = sketch;
    if (!sketch) return undefined;
    drawSketch(g, sketch, { pool: this.labels, scale: this.labelScale, clearSpot: this.clearSpot });
    return sketch.note;
  }

  /** A dark cross in a red ring where a grenade came down, wide enough to show round a token standing there. */
  private grenadeMark(g: G, at: Vec): void {
    ring(g, at, 1.05, 3, 0xff3b1a, 0.95);
    line(g, [at[0] - 0.95, at[1] - 0.95], [at[0] + 0.95, at[1] + 0.95], 4, 0x1a1a1a, 0.9);
    line(g, [at[0] - 0.95, at[1] + 0.95], [at[0] + 0.95, at[1] - 0.95], 4, 0x1a1a1a, 0.9);
  }

  private inSightMark(g: G, at: Vec): void {
    const x = at[0] * PPI,
      y = at[1] * PPI,
      r = 0.65 * PPI;
    g.lineStyle(3, 0xff8c1a, 0.9).strokeCircle(x, y, r * 1.35);
    g.fillStyle(0xff8c1a, 0.95)
      .fillTriangle(x, y - r, x + r, y, x - r, y)
      .fillTriangle(x, y + r, x + r, y, x - r, y);
    g.lineStyle(2, 0x000000, 0.9)
      .strokeTriangle(x, y - r, x + r, y, x - r, y)
      .strokeTriangle(x, y + r, x + r, y, x - r, y);
  }

  /** The pointer layer; returns the note for the tooltip. */
  drawPointer(s: TableState, ctl: Controller, settings: Settings): PointerNote | undefined {
    const g = this.pointer;
    g.clear();
    const words = this.parts?.labels;
    if (!this.reserved && words) {
      // Made once up front: creating a text object in the middle of following the pointer costs a frame.
      this.labels.reserve(words.map(([t, bg]) => [t, bg]));
      this.reserved = true;
    }
    this.labels.begin();
    const note = withOrderNote(this.pointerBody(g, s, ctl, settings), s, ctl, !!settings.coach);
    if (ctl.decisionPreview) this.questionMark(g, ctl.decisionPreview.at, ctl.decisionPreview.path);
    this.highlighted = highlightRings(g, s, ctl.highlight);
    this.labels.end();
    return note;
  }

  private pointerBody(g: G, s: TableState, ctl: Controller, settings: Settings): PointerNote | undefined {
    const parts = this.parts;
    const sel = ctl.fig(ctl.selected);
    const mode = ctl.mode;
    // The step question's circle stays while the pointer is off the table (over the question that names it,
    // play-test 9, 6a); the walk and its tip follow the pointer only on the table.
    if (ctl.stepPick && ctl.away && !ctl.drag) {
      const pick = ctl.stepPick;
      this.lastSketch = {
        strokes: [
          { kind: 'ring', at: pick.from, r: pick.reach, width: 2.5, colour: 0xfff2a8, alpha: 0.95, dashed: true },
        ],
      };
      dashedRing(g, [pick.from[0], pick.from[1]], pick.reach, 2.5, 0xfff2a8, 0.95);
      return undefined;
    }
    // Nothing follows a pointer that has left the table (a drag keeps its path).
    if (ctl.away && !ctl.drag) return undefined;
    if (ctl.stepPick) return this.sketch(g, parts?.stepSketch?.(s, ctl.stepPick, ctl.pointer));
    const d = ctl.drag;
    const dragged = d ? ctl.fig(d.figure) : undefined;
    if (d && dragged) {
      const at: Vec = d.path[d.path.length - 1] ?? [dragged.at[0], dragged.at[1]];
      const placing = drawDeployDrag(g, [dragged.at[0], dragged.at[1]], at, this.view?.placing?.(s, dragged.id, at));
      if (placing) return placing;
    }
    if (d) {
      const f = ctl.fig(d.figure)!;
      const full: Vec[] = [[f.at[0], f.at[1]], ...d.path];
      dashedPath(g, full, 2, 0xff6a5a, 0.8);
      // A group move: where the others would go, in the same formation.
      for (const m of ctl.movers(f.id).slice(1)) {
        const o = ctl.fig(m.id)!;
        const ghost: Vec[] = [[o.at[0], o.at[1]], ...d.path.map((q): Vec => [q[0] + m.offset[0], q[1] + m.offset[1]])];
        dashedPath(g, ghost, 1.5, 0xfff2a8, 0.7);
        ring(g, ghost[ghost.length - 1]!, 0.5, 1.5, 0xfff2a8, 0.7);
      }
      // The ruler: the game's walk along the path and its label.
      return this.sketch(g, parts?.dragSketch?.(s, f.id, d.path, d.fast));
    }
    if (sel && mode !== 'select') {
      // The game's picture of the mode: the swath, the blast circle, the charge...
      const aim = { targets: ctl.targets, side: ctl.swathSide };
      const look = { mode, shooter: sel.id, hover: ctl.hover, pointer: ctl.pointer, aim };
      const sk = parts?.aim?.sketch?.(s, look);
      if (sk) return this.sketch(g, sk);
    }
    if (mode === 'turn' && sel) {
      line(g, [sel.at[0], sel.at[1]], ctl.pointer, 2, 0xffffff, 0.8);
      return { text: 'Click to face this way.', tone: 'info' };
    }
    // Select mode: the game's sight and cover follow the pointer.
    return this.sketch(g, parts?.look?.(s, ctl.selected, ctl.hover, ctl.pointer, settings.overlays));
  }
}
