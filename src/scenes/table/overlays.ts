// The table's overlays, drawn from the rules' own answers (src/app/preview, which goes through the
// engine's world adapter like `sim`'s queries). Two layers: the underlay changes only when the game,
// the selection or a toggle changes (groups and their links, the selected figure's vision, ranges,
// who may act, In Sight marks); the pointer layer follows the mouse (line of sight and its blocker,
// cover badges, the move ruler, the fire swath, the blast circle, the charge and turn previews).
import type Phaser from 'phaser';
import type { FigureState, GameState } from '../../rulesets/chain-reaction/state';
import type { Vec } from '../../geometry/shapes';
import { TABLE_SIZE } from '../../geometry/shapes';
import { groupsOf } from '../../rulesets/chain-reaction/engine/world';
import { WEAPONS, type WeaponStats } from '../../rulesets/chain-reaction/tables/weapons';
import { SIGHT, type World } from '../../geometry/world';
import type { Controller } from '../../app/controller';
import type { Settings } from '../../app/settings';
import {
  sightNote,
  sightPreview,
  visibilityOf,
  coverPreview,
  type SightPreview,
} from '../../rulesets/chain-reaction/view/preview/sight';
import { swathPreview } from '../../rulesets/chain-reaction/view/preview/fire';
import { blastPreview, THROW_REACH } from '../../rulesets/chain-reaction/view/preview/blast';
import { chargePreview } from '../../rulesets/chain-reaction/view/preview/charge';
import { sideColour } from '../../app/paint/colours';
import { dashed, dashedPath, dashedRing, disc, fillPoly, line, ring, strokePoly, TABLE_BOX } from './draw';
import { clipPolygonToBox } from '../../geometry/clip';
import { LabelPool } from './labels';
import { PPI } from './units';
import type { PointerNote } from '../../app/preview/note';
import type { Sketch } from '../../core/sketch';
import { drawSketch } from './sketch';
import { highlightRings, withOrderNote } from './highlight';
import { drawDeployDrag, drawDeployZone } from './deployOverlay';
import { drawObjective } from './objectiveOverlay';
import type { ObjectiveMark, RulesetView } from '../../core/rulesetView';
import { isDeploying } from '../../rulesets/chain-reaction/solo/deploy';

type G = Phaser.GameObjects.Graphics;

/** The figure in full, as this painter reads it (the controller knows figures only by where they stand). */
const figOf = (s: GameState, id: string | undefined): FigureState | undefined => (id ? s.figures[id] : undefined);

/** The cover badges, always these words, so their labels are made once. */
const BADGES = [
  { text: 'COVER', bg: '#2f8a3a' },
  { text: 'CONCEALED', bg: '#6a3aa0' },
  { text: 'IN THE OPEN', bg: '#7a5a2a' },
] as const;
const DICE_BG = '#b01818';

function hull(points: Vec[]): Vec[] {
  const pts = [...points].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  if (pts.length < 3) return pts;
  const cross = (o: Vec, a: Vec, b: Vec) => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
  const lower: Vec[] = [];
  for (const p of pts) {
    while (lower.length >= 2 && cross(lower[lower.length - 2]!, lower[lower.length - 1]!, p) <= 0) lower.pop();
    lower.push(p);
  }
  const upper: Vec[] = [];
  for (const p of pts.reverse()) {
    while (upper.length >= 2 && cross(upper[upper.length - 2]!, upper[upper.length - 1]!, p) <= 0) upper.pop();
    upper.push(p);
  }
  return [...lower.slice(0, -1), ...upper.slice(0, -1)];
}

/** Caches keyed on the state object: a new state means new answers, the same state the same ones. */
class Memo<T> {
  private state?: GameState;
  private map = new Map<string, T>();
  has(s: GameState, key: string): boolean {
    return this.state === s && this.map.has(key);
  }
  get(s: GameState, key: string, make: () => T): T {
    if (this.state !== s) {
      this.state = s;
      this.map.clear();
    }
    let v = this.map.get(key);
    if (v === undefined) {
      v = make();
      this.map.set(key, v);
    }
    return v;
  }
}

export class OverlayPainter {
  readonly under: G;
  readonly pointer: G;
  private labels: LabelPool;
  /** "?" labels of the PEFs, drawn with the underlay. */
  private pefLabels: LabelPool;
  private vision = new Memo<Vec[]>();
  private swaths = new Memo<ReturnType<typeof swathPreview>>();
  private charges = new Memo<ReturnType<typeof chargePreview>>();
  /** In Sight marks to show: where a figure came into view this activation. */
  marks: Vec[] = [];
  /** Where grenades landed (or went off wide) this activation. */
  grenadeMarks: Vec[] = [];
  labelScale = 1;
  /** The game's view: the set-up zone and placing verdicts come from it (the scene sets it each frame). */
  view?: Pick<RulesetView<GameState, unknown, unknown, unknown>, 'setUpZone' | 'placing' | 'pointerOrders'>;
  /** The figures last lit up from a panel (read by the browser tests). */
  highlighted: string[] = [];

  constructor(scene: Phaser.Scene, underDepth: number, pointerDepth: number) {
    this.under = scene.add.graphics().setDepth(underDepth);
    this.pointer = scene.add.graphics().setDepth(pointerDepth);
    this.labels = new LabelPool(scene, pointerDepth + 0.5);
    // Made up front: creating a text object in the middle of following the pointer costs a frame.
    this.labels.reserve([
      ...BADGES.map((b) => [b.text, b.bg] as [string, string]),
      ...[1, 2, 3].map((n) => [`${n}d`, DICE_BG] as [string, string]),
    ]);
    this.pefLabels = new LabelPool(scene, underDepth + 0.6);
  }

  private visionOf(s: GameState, w: World, f: FigureState): Vec[] {
    return this.vision.get(s, f.id, () => visibilityOf(w, f).polygon);
  }

  /**
   * Works out the vision polygons ahead of the pointer, a few figures at a time, while the browser is
   * idle: following the mouse then only draws. Returns false when every figure is done.
   */
  warmVision(s: GameState, w: World, budgetMs: number, now: () => number): boolean {
    const start = now();
    for (const f of Object.values(s.figures)) {
      if (f.status === 'offTable' || this.vision.has(s, f.id)) continue;
      this.visionOf(s, w, f);
      if (now() - start > budgetMs) return true;
    }
    return false;
  }

  /** The layer under the tokens. */
  drawUnder(
    s: GameState,
    w: World,
    ctl: Controller,
    settings: Settings,
    objective: readonly ObjectiveMark[] | undefined,
  ): void {
    const g = this.under;
    g.clear();
    const ov = settings.overlays;
    const sel = figOf(s, ctl.selected);
    drawNight(g, s, sel);
    if (ov.sections) {
      g.lineStyle(2, 0xffffff, 0.45);
      for (const i of [12, 24]) {
        g.lineBetween(i * PPI, 0, i * PPI, TABLE_SIZE * PPI);
        g.lineBetween(0, i * PPI, TABLE_SIZE * PPI, i * PPI);
      }
    }
    if (ov.vision && sel && sel.status !== 'offTable') {
      const poly = this.visionOf(s, w, sel);
      fillPoly(g, poly, 0xfff2a8, 0.16);
      strokePoly(g, poly, 1.5, 0xfff2a8, 0.6);
    }
    if (ov.ranges && sel) {
      const range = WEAPONS[sel.weapon].range;
      if (range < 100) dashedRing(g, sel.at, range, 2, 0xffd27a, 0.8);
      dashedRing(g, sel.at, THROW_REACH, 1.5, 0xffffff, 0.6);
    }
    drawDeployZone(g, this.view?.setUpZone?.(s));
    drawObjective(g, objective);
    // While the group is set up its 4" links are always shown: they are what the placing is about.
    if (ov.cohesion || isDeploying(s)) {
      s.sides.forEach((side, i) => {
        const colour = sideColour(i);
        for (const grp of groupsOf(s, side.id, w)) {
          for (const l of grp.links) {
            const a = s.figures[l.a]!,
              b = s.figures[l.b]!;
            line(g, a.at, b.at, 3, colour, 0.55);
          }
          if (grp.members.length > 1) {
            const pts: Vec[] = [];
            for (const id of grp.members) {
              const p = s.figures[id]!.at;
              for (let k = 0; k < 10; k++)
                pts.push([
                  p[0] + Math.cos((k / 10) * Math.PI * 2) * 1.1,
                  p[1] + Math.sin((k / 10) * Math.PI * 2) * 1.1,
                ]);
            }
            const h = hull(pts);
            fillPoly(g, h, colour, 0.08);
            strokePoly(g, h, 1.5, colour, 0.6);
          }
          // The leader wears a gold ring.
          ring(g, s.figures[grp.leader]!.at, 0.66, 2.5, 0xffd700, 0.9);
        }
      });
    }
    for (const id of ctl.orders().figures) {
      const f = s.figures[id];
      if (f) ring(g, f.at, 0.8, 3, 0xfff36a, 0.85);
    }
    if (sel) {
      ring(g, sel.at, 1.0, 3, 0xffffff, 1);
      ring(g, sel.at, 1.12, 1.5, 0x000000, 0.6);
    }
    this.pefLabels.begin();
    for (const p of pefsOf(s)) {
      disc(g, p.at, 0.6, 0x3a2a5a, 0.9);
      ring(g, p.at, 0.6, 2, 0xd8c8ff, 0.9);
      this.pefLabels.put(p.at, '?', 'rgba(0,0,0,0)', 0, 0, 1.5 * this.labelScale);
    }
    this.pefLabels.end();
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

  /** A game's sketch drawn, its note returned (a step picked, a move dragged: core/sketch.ts). */
  private sketch(g: G, sketch: Sketch | undefined): PointerNote | undefined {
    if (!sketch) return undefined;
    drawSketch(g, sketch);
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

  private sightLine(g: G, sp: SightPreview, faint: boolean): void {
    const alpha = faint ? 0.55 : 0.95;
    if (sp.clear) {
      line(g, sp.from, sp.to, 3, 0x3ee86b, alpha);
      return;
    }
    const stop = sp.at ?? sp.to;
    line(g, sp.from, stop, 3, 0xff4d4d, alpha);
    dashed(g, stop, sp.to, 2, 0xff4d4d, alpha * 0.6);
    if (sp.at) disc(g, sp.at, 0.18, 0xff4d4d, 1);
    const shape = sp.shape;
    if (shape?.kind === 'figure') ring(g, shape.figure.at, 0.7, 3, 0xff4d4d, 1);
    else if (shape?.kind === 'piece') {
      const t = shape.piece;
      if (t.type === 'wall' || t.type === 'fence') strokePoly(g, t.line, 5, 0xff4d4d, 0.9, false);
      else if (t.type === 'hill') strokePoly(g, t.crest, 5, 0xff4d4d, 0.9, false);
      else strokePoly(g, t.polygon, 4, 0xff4d4d, 0.9);
    }
  }

  /** The pointer layer; returns the note for the tooltip. */
  drawPointer(s: GameState, w: World, ctl: Controller, settings: Settings): PointerNote | undefined {
    const g = this.pointer;
    g.clear();
    this.labels.begin();
    const note = withOrderNote(this.pointerBody(g, s, w, ctl, settings), s, ctl, !!settings.coach);
    if (ctl.decisionPreview) this.questionMark(g, ctl.decisionPreview.at, ctl.decisionPreview.path);
    this.highlighted = highlightRings(g, s, ctl.highlight);
    this.labels.end();
    return note;
  }

  private pointerBody(g: G, s: GameState, w: World, ctl: Controller, settings: Settings): PointerNote | undefined {
    const ov = settings.overlays;
    const sel = figOf(s, ctl.selected);
    const hov = figOf(s, ctl.hover);
    const mode = ctl.mode;
    if (ctl.stepPick) return this.sketch(g, this.view?.pointerOrders?.stepSketch?.(s, ctl.stepPick, ctl.pointer));
    const d = ctl.drag;
    const dragged = d ? figOf(s, d.figure) : undefined;
    if (d && dragged) {
      const at: Vec = d.path[d.path.length - 1] ?? dragged.at;
      const placing = drawDeployDrag(g, dragged.at, at, this.view?.placing?.(s, dragged.id, at));
      if (placing) return placing;
    }
    if (ctl.drag) {
      const f = figOf(s, ctl.drag.figure)!;
      const full: Vec[] = [f.at, ...ctl.drag.path];
      dashedPath(g, full, 2, 0xff6a5a, 0.8);
      // A group move: where the others would go, in the same formation.
      for (const m of ctl.movers(f.id).slice(1)) {
        const o = s.figures[m.id]!;
        const ghost: Vec[] = [o.at, ...ctl.drag.path.map((q): Vec => [q[0] + m.offset[0], q[1] + m.offset[1]])];
        dashedPath(g, ghost, 1.5, 0xfff2a8, 0.7);
        ring(g, ghost[ghost.length - 1]!, 0.5, 1.5, 0xfff2a8, 0.7);
      }
      // The ruler: the game's walk along the path and its label.
      return this.sketch(g, this.view?.pointerOrders?.dragSketch?.(s, f.id, ctl.drag.path, ctl.drag.fast));
    }
    if (mode === 'fire' && sel) return this.firePreview(g, s, w, ctl, sel, hov);
    if (mode === 'throw' && sel) {
      dashedRing(g, sel.at, THROW_REACH, 2, 0xffffff, 0.8);
      const b = blastPreview(s, w, sel, ctl.pointer);
      fillPoly(
        g,
        clipPolygonToBox(circlePts(ctl.pointer, b.circle.radius), TABLE_BOX),
        b.inReach ? 0xff5a3a : 0x888888,
        0.22,
      );
      ring(g, ctl.pointer, b.circle.radius, 2, b.inReach ? 0xff5a3a : 0x999999, 0.9);
      for (const m of b.members) ring(g, s.figures[m.id]!.at, 0.68, 3, m.escape ? 0xffd24a : 0xff3030, 1);
      const who = b.members.map((m) => m.reason).join('; ') || 'nobody inside the circle';
      if (!b.inReach)
        return { text: `Too far: ${b.distance.toFixed(1)}" (a grenade reaches ${THROW_REACH}"). ${who}`, tone: 'bad' };
      return {
        text: `Throw ${b.distance.toFixed(1)}", spot ${b.spotVisible ? 'in view' : 'out of view'}. Odds: ${b.odds}. Inside: ${who}`,
        tone: 'info',
      };
    }
    if (mode === 'charge' && sel) {
      if (!hov || hov.side === sel.side) return { text: 'Point at the enemy to charge.', tone: 'info' };
      const c = this.charges.get(s, `${sel.id}>${hov.id}`, () => chargePreview(s, sel, hov));
      dashedRing(g, hov.at, 6, 2, c.ok ? 0x3ee86b : 0xff4d4d, 0.8);
      if (c.path) strokePoly(g, c.path, 4, 0x3ee86b, 0.9, false);
      line(g, c.path?.[c.path.length - 1] ?? sel.at, hov.at, 2, c.ok ? 0x3ee86b : 0xff4d4d, 0.7);
      return {
        text: c.ok ? `${c.text}. Charge test: ${c.odds}` : `Can't charge: ${c.text}`,
        tone: c.ok ? 'good' : 'bad',
      };
    }
    if (mode === 'turn' && sel) {
      line(g, sel.at, ctl.pointer, 2, 0xffffff, 0.8);
      return { text: 'Click to face this way.', tone: 'info' };
    }
    if (mode === 'retrieve' && sel) {
      for (const f of Object.values(s.figures))
        if (f.status === 'outOfTheFight' && !f.carriedBy && Math.hypot(f.at[0] - sel.at[0], f.at[1] - sel.at[1]) <= 8)
          ring(g, f.at, 0.7, 3, 0x7ae0ff, 1);
      return {
        text: 'Click a figure that is out of the fight (ringed) to retrieve a friend or take an enemy.',
        tone: 'info',
      };
    }
    // Select mode: sight and cover follow the pointer.
    let out: PointerNote | undefined;
    if (ov.vision && hov && hov.id !== sel?.id && hov.status !== 'offTable') {
      strokePoly(g, this.visionOf(s, w, hov), 1.5, 0xa8e0ff, 0.8);
    }
    if (ov.los && sel && sel.status !== 'offTable' && hov?.id !== sel.id) {
      const sp = sightPreview(s, w, sel, hov ?? ctl.pointer);
      this.sightLine(g, sp, !hov);
      out = sightNote(sp, sel.id, hov?.id);
    }
    if (ov.cover && sel && hov && hov.id !== sel.id && hov.status !== 'offTable') {
      const c = coverPreview(w, hov, sel, s);
      const k = this.labelScale;
      // Badges stacked to the right of the token, clear of its own labels.
      const x = 0.75 * PPI;
      let y = c.cover && c.concealed ? -8 * k : 0;
      if (c.cover) {
        this.labels.put(hov.at, BADGES[0].text, BADGES[0].bg, x, y, k, 0);
        y += 16 * k;
      }
      if (c.concealed) this.labels.put(hov.at, BADGES[1].text, BADGES[1].bg, x, y, k, 0);
      if (!c.cover && !c.concealed) this.labels.put(hov.at, BADGES[2].text, BADGES[2].bg, x, 0, k, 0);
      const why = c.reasons.length
        ? ` Cover from ${sel.id}: ${c.reasons.join('; ')}.`
        : ` No cover or concealment from ${sel.id}.`;
      out = { text: `${out ? out.text : ''}${why}`.trim(), tone: out?.tone ?? 'info' };
    }
    return out;
  }

  private firePreview(
    g: G,
    s: GameState,
    w: World,
    ctl: Controller,
    sel: FigureState,
    hov: FigureState | undefined,
  ): PointerNote | undefined {
    const first = ctl.targets[0]?.figure ?? (hov && hov.side !== sel.side ? hov.id : undefined);
    if (!first) return { text: `Point at an enemy in ${sel.id}'s sight to aim.`, tone: 'info' };
    const get = (side: 'left' | 'right') =>
      this.swaths.get(s, `${sel.id}>${first}:${side}`, () => swathPreview(s, w, sel, first, side));
    let side: 'left' | 'right' = ctl.targets.length ? ctl.swathSide : 'right';
    if (!ctl.targets.length) {
      const l = get('left'),
        r = get('right');
      if (l.ok && r.ok && l.targets.length > r.targets.length) side = 'left';
    }
    const sw = get(side);
    if (!sw.ok) {
      line(g, sel.at, s.figures[first]!.at, 2, 0xff4d4d, 0.8);
      return { text: `Can't fire at ${first}: ${sw.reason}.`, tone: 'bad' };
    }
    const blast = (WEAPONS[sel.weapon] as WeaponStats).blast;
    if (blast) {
      // A round that bursts (p.20): a blast circle on the target, not a swath; one target only.
      const at = s.figures[first]!.at;
      line(g, sel.at, at, 2, 0xffa040, 0.9);
      fillPoly(g, clipPolygonToBox(circlePts(at, blast / 2), TABLE_BOX), 0xff5a3a, 0.2);
      ring(g, at, blast / 2, 2, 0xff5a3a, 0.9);
      ring(g, at, 0.85, 4, ctl.targets.length ? 0xff3030 : 0x3ee86b, 1);
      return {
        text: `${WEAPONS[sel.weapon].label} at ${first}: on target, a ${blast}" blast circle bursts here.${ctl.targets.length ? '' : ' Click to aim.'}`,
        tone: 'good',
      };
    }
    const wedge = clipPolygonToBox(sw.wedge, TABLE_BOX);
    fillPoly(g, wedge, 0xffa040, 0.14);
    strokePoly(g, wedge, 1.5, 0xffa040, 0.7);
    line(g, sel.at, s.figures[first]!.at, 2, 0xffa040, 0.9);
    const k = this.labelScale;
    for (const t of sw.targets) ring(g, s.figures[t.id]!.at, 0.7, 3, 0x3ee86b, 0.95);
    for (const x of sw.excluded)
      if (x.why !== 'notTarget' && x.why !== 'outside') ring(g, s.figures[x.id]!.at, 0.7, 2, 0x999999, 0.8);
    for (const t of ctl.targets) {
      const f = s.figures[t.figure]!;
      ring(g, f.at, 0.85, 4, 0xff3030, 1);
      this.labels.put(f.at, `${t.dice}d`, DICE_BG, 0, 24 * k, k);
    }
    const names = sw.targets.map((t) => t.id).join(', ');
    if (!ctl.targets.length)
      return {
        text: `Aim at ${first}: the ${sw.width}" swath to the ${side} holds ${names}. Click to aim.`,
        tone: 'good',
      };
    const hovEx = hov ? sw.excluded.find((x) => x.id === hov.id) : undefined;
    return { text: hovEx ? hovEx.reason : `Swath (${side}, S to switch): ${names}.`, tone: hovEx ? 'bad' : 'info' };
  }
}

/** PEFs still on the table, when the battle is a solo encounter. */
export function pefsOf(s: GameState): { id: string; at: Vec }[] {
  const pefs = (s.encounter as { pefs?: { id: string; at: Vec; resolved?: unknown }[] } | undefined)?.pefs;
  return Array.isArray(pefs) ? pefs.filter((p) => !p.resolved && Array.isArray(p.at)) : [];
}

function circlePts(c: Vec, r: number): Vec[] {
  const out: Vec[] = [];
  for (let i = 0; i < 32; i++)
    out.push([c[0] + Math.cos((i / 32) * Math.PI * 2) * r, c[1] + Math.sin((i / 32) * Math.PI * 2) * r]);
  return out;
}

/**
 * Night on the table: the ground darkened (tokens sit above this layer and stay bright), the lit areas
 * warm, and the 12" sight limit round the selected figure, beyond which nobody outside a lit area is seen.
 */
function drawNight(g: G, s: GameState, sel: FigureState | undefined): void {
  if (s.conditions.light !== 'night') return;
  g.fillStyle(0x05081a, 0.5).fillRect(0, 0, TABLE_SIZE * PPI, TABLE_SIZE * PPI);
  for (const lit of s.conditions.lit ?? []) {
    fillPoly(g, lit, 0xffd27a, 0.18);
    strokePoly(g, lit, 1.5, 0xffd27a, 0.5);
  }
  if (sel && sel.status !== 'offTable') dashedRing(g, sel.at, SIGHT.limited, 2.5, 0x9fc3ff, 0.9);
}
