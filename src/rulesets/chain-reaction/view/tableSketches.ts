// What Chain Reaction draws on the table outside an order (core/sketch.ts): under the figures, the night and its
// lit areas, the selected figure's vision and ranges, the groups with their links, leaders and hulls, and the
// PEFs; following the pointer, the sight line and its blocker, the cover badges and the hovered figure's vision.
// Moved from scenes/table/overlays.ts unchanged (same strokes in the same order, same colours and words).
import type { Shown } from '../../../core/pointerOrders';
import type { Sketch, Stroke, Underlay } from '../../../core/sketch';
import type { Vec } from '../../../geometry/shapes';
import { TABLE_SIZE } from '../../../geometry/shapes';
import { SIGHT } from '../../../geometry/world';
import { hull } from '../../../geometry/hull';
import { groupsOf } from '../engine/world';
import { isDeploying } from '../solo/deploy';
import { soloOf } from '../solo/types';
import type { FigureState, GameState } from '../state';
import { WEAPONS } from '../tables/weapons';
import { THROW_REACH } from './preview/blast';
import { coverPreview, sightNote, sightPreview, visibilityOf, type SightPreview } from './preview/sight';
import { tableWorld } from './tablePointer';
import { groundNote } from './groundNote';

/** Answers kept per state: a new state means new answers, the same state the same ones. */
export function perState<T>(): (s: GameState, key: string, make: () => T) => T {
  const memo = new WeakMap<GameState, Map<string, T>>();
  return (s, key, make) => {
    let m = memo.get(s);
    if (!m) memo.set(s, (m = new Map()));
    let v = m.get(key);
    if (v === undefined) m.set(key, (v = make()));
    return v;
  };
}

const visions = perState<Vec[]>();
const visionOf = (s: GameState, f: FigureState): Vec[] =>
  visions(s, f.id, () => visibilityOf(tableWorld(s), f).polygon);

/** The cover badges, always these words (the table makes their labels up front). */
export const BADGES = [
  { text: 'COVER', bg: '#2f8a3a' },
  { text: 'CONCEALED', bg: '#6a3aa0' },
  { text: 'IN THE OPEN', bg: '#7a5a2a' },
] as const;
export const DICE_BG = '#b01818';
export const TABLE_LABELS: readonly (readonly [string, string])[] = [
  ...BADGES.map((b) => [b.text, b.bg] as const),
  ...[1, 2, 3].map((n) => [`${n}d`, DICE_BG] as const),
];

/**
 * Works out the vision polygons ahead of the pointer, a few figures at a time, while the browser is idle:
 * following the mouse then only draws. Returns false when every figure is done.
 */
export function warmVision(s: GameState, budgetMs: number, now: () => number): boolean {
  const start = now();
  for (const f of Object.values(s.figures)) {
    if (f.status === 'offTable') continue;
    let made = false;
    visions(s, f.id, () => ((made = true), visibilityOf(tableWorld(s), f).polygon));
    if (made && now() - start > budgetMs) return true;
  }
  return false;
}

const poly = (points: readonly Vec[], colour: number, fill: number, width: number, alpha: number): Stroke[] => [
  { kind: 'fill', points, colour, alpha: fill },
  { kind: 'path', points, width, colour, alpha, closed: true },
];

/** The side's colour as the table paints it (app/paint/colours.ts sideColour, by the side's place). */
export type SideColour = (index: number) => number;

/**
 * Night on the table: the ground darkened (tokens sit above this layer and stay bright), the lit areas warm, and
 * the 12" sight limit round the selected figure, beyond which nobody outside a lit area is seen.
 */
function night(s: GameState, sel: FigureState | undefined): Stroke[] {
  if (s.conditions.light !== 'night') return [];
  const T = TABLE_SIZE;
  const out: Stroke[] = [
    {
      kind: 'fill',
      points: [
        [0, 0],
        [T, 0],
        [T, T],
        [0, T],
      ],
      colour: 0x05081a,
      alpha: 0.5,
    },
  ];
  for (const lit of s.conditions.lit ?? []) out.push(...poly(lit, 0xffd27a, 0.18, 1.5, 0.5));
  if (sel && sel.status !== 'offTable')
    out.push({ kind: 'ring', at: sel.at, r: SIGHT.limited, width: 2.5, colour: 0x9fc3ff, alpha: 0.9, dashed: true });
  return out;
}

function groups(s: GameState, colourOf: SideColour): Stroke[] {
  const out: Stroke[] = [];
  const w = tableWorld(s);
  s.sides.forEach((side, i) => {
    const colour = colourOf(i);
    for (const grp of groupsOf(s, side.id, w)) {
      for (const l of grp.links)
        out.push({ kind: 'line', from: s.figures[l.a]!.at, to: s.figures[l.b]!.at, width: 3, colour, alpha: 0.55 });
      if (grp.members.length > 1) {
        const pts: Vec[] = [];
        for (const id of grp.members) {
          const p = s.figures[id]!.at;
          for (let k = 0; k < 10; k++)
            pts.push([p[0] + Math.cos((k / 10) * Math.PI * 2) * 1.1, p[1] + Math.sin((k / 10) * Math.PI * 2) * 1.1]);
        }
        out.push(...poly(hull(pts), colour, 0.08, 1.5, 0.6));
      }
      // A figure on its own has no outline and no mark: a ring round it read as the yellow "can act" ring
      // (play-test 9, 11). A group's leader wears a dashed ring in the group's colour, never yellow.
      if (grp.members.length > 1)
        out.push({
          kind: 'ring',
          at: s.figures[grp.leader]!.at,
          r: 0.7,
          width: 2.5,
          colour,
          alpha: 0.95,
          dashed: true,
        });
    }
  });
  return out;
}

/** Buildings whose boxes lie within this many inches of each other share one tag (play-test 17a). */
const TAG_GROUP_GAP = 3;

type Bounds = { left: number; top: number; right: number; bottom: number };

const boundsOf = (pts: readonly Vec[]): Bounds => ({
  left: Math.min(...pts.map((p) => p[0])),
  top: Math.min(...pts.map((p) => p[1])),
  right: Math.max(...pts.map((p) => p[0])),
  bottom: Math.max(...pts.map((p) => p[1])),
});

const near = (a: Bounds, b: Bounds): boolean =>
  Math.max(a.left - b.right, b.left - a.right, a.top - b.bottom, b.top - a.bottom) < TAG_GROUP_GAP;

/** The boxes in groups of neighbours, each group's boxes near one another in a chain. */
function neighbours(boxes: readonly Bounds[]): Bounds[][] {
  const groups: Bounds[][] = [];
  for (const b of boxes) {
    const touching = groups.filter((g) => g.some((x) => near(x, b)));
    const merged = [...touching.flat(), b];
    for (const g of touching) groups.splice(groups.indexOf(g), 1);
    groups.push(merged);
  }
  return groups;
}

/**
 * Defend: the building the player defends, outlined in gold with a tag on its top wall, so the table shows which
 * one "the building you defend" is (play-test 8, 12). Once the enemy is known to be after one building, that
 * one; before, every building the player holds (the ones the enemy's target is chosen from). Neighbouring
 * buildings share one tag over the topmost of them: one each printed over each other on a crowded table
 * ("BUILDING TO DEFENDDING TO DEFEND", play-test 17a); the gold outlines say which buildings it means.
 */
export function defendedBuildings(s: GameState): Stroke[] {
  const enc = soloOf(s);
  if (enc?.kind !== 'defend') return [];
  const ids = new Set(
    enc.defend?.building ? [enc.defend.building] : enc.buildings.filter((b) => b.exempt).map((b) => b.id),
  );
  const out: Stroke[] = [];
  const boxes: Bounds[] = [];
  for (const t of s.terrain) {
    if (t.type !== 'building' || !ids.has(t.id)) continue;
    out.push({ kind: 'path', points: t.polygon, width: 5, colour: 0xffd700, alpha: 0.95, closed: true });
    boxes.push(boundsOf(t.polygon));
  }
  for (const g of neighbours(boxes)) {
    const top = g.reduce((a, b) => (b.top < a.top ? b : a));
    out.push({
      kind: 'label',
      at: [(top.left + top.right) / 2, top.top],
      text: g.length > 1 ? 'BUILDINGS TO DEFEND' : 'BUILDING TO DEFEND',
      bg: '#7a5a00',
      dy: -9,
    });
  }
  return out;
}

/** PEFs still on the table, when the battle is a solo encounter. */
export function pefsOf(s: GameState): { id: string; at: Vec }[] {
  const pefs = (s.encounter as { pefs?: { id: string; at: Vec; resolved?: unknown }[] } | undefined)?.pefs;
  return Array.isArray(pefs) ? pefs.filter((p) => !p.resolved && Array.isArray(p.at)) : [];
}

/** The layer under the tokens, in the four parts the table's own marks go between. */
export function underlay(s: GameState, selected: string | undefined, shown: Shown, colourOf: SideColour): Underlay {
  const sel = selected ? s.figures[selected] : undefined;
  const reach: Stroke[] = [];
  if (shown.vision && sel && sel.status !== 'offTable') reach.push(...poly(visionOf(s, sel), 0xfff2a8, 0.16, 1.5, 0.6));
  if (shown.ranges && sel) {
    const range = WEAPONS[sel.weapon].range;
    if (range < 100)
      reach.push({ kind: 'ring', at: sel.at, r: range, width: 2, colour: 0xffd27a, alpha: 0.8, dashed: true });
    reach.push({ kind: 'ring', at: sel.at, r: THROW_REACH, width: 1.5, colour: 0xffffff, alpha: 0.6, dashed: true });
  }
  const marks: Stroke[] = defendedBuildings(s);
  for (const p of pefsOf(s))
    marks.push(
      { kind: 'disc', at: p.at, r: 0.6, colour: 0x3a2a5a, alpha: 0.9 },
      { kind: 'ring', at: p.at, r: 0.6, width: 2, colour: 0xd8c8ff, alpha: 0.9 },
      { kind: 'label', at: p.at, text: '?', bg: 'rgba(0,0,0,0)', size: 1.5 },
    );
  return {
    ground: { strokes: night(s, sel) },
    reach: { strokes: reach },
    // While the group is set up its 4" links are always shown: they are what the placing is about.
    groups: { strokes: shown.cohesion || isDeploying(s) ? groups(s, colourOf) : [] },
    marks: { strokes: marks },
  };
}

function sightLine(sp: SightPreview, faint: boolean): Stroke[] {
  const alpha = faint ? 0.55 : 0.95;
  if (sp.clear) return [{ kind: 'line', from: sp.from, to: sp.to, width: 3, colour: 0x3ee86b, alpha }];
  const stop = sp.at ?? sp.to;
  const out: Stroke[] = [
    { kind: 'line', from: sp.from, to: stop, width: 3, colour: 0xff4d4d, alpha },
    { kind: 'line', from: stop, to: sp.to, width: 2, colour: 0xff4d4d, alpha: alpha * 0.6, dashed: true },
  ];
  if (sp.at) out.push({ kind: 'disc', at: sp.at, r: 0.18, colour: 0xff4d4d, alpha: 1 });
  const shape = sp.shape;
  const edge = (points: readonly Vec[], width: number, closed: boolean): Stroke => ({
    kind: 'path',
    points,
    width,
    colour: 0xff4d4d,
    alpha: 0.9,
    closed,
  });
  if (shape?.kind === 'figure')
    out.push({ kind: 'ring', at: shape.figure.at, r: 0.7, width: 3, colour: 0xff4d4d, alpha: 1 });
  else if (shape?.kind === 'piece') {
    const t = shape.piece;
    if (t.type === 'wall' || t.type === 'fence') out.push(edge(t.line, 5, false));
    else if (t.type === 'hill') out.push(edge(t.crest, 5, false));
    else out.push(edge(t.polygon, 4, true));
  }
  return out;
}

/** Select mode: the hovered figure's vision, the sight line from the selected figure, and the cover badges. */
export function look(
  s: GameState,
  selected: string | undefined,
  hover: string | undefined,
  pointer: readonly [number, number],
  shown: Shown,
): Sketch | undefined {
  const sel = selected ? s.figures[selected] : undefined;
  const hov = hover ? s.figures[hover] : undefined;
  const strokes: Stroke[] = [];
  let note: Sketch['note'];
  if (shown.vision && hov && hov.id !== sel?.id && hov.status !== 'offTable')
    strokes.push({ kind: 'path', points: visionOf(s, hov), width: 1.5, colour: 0xa8e0ff, alpha: 0.8, closed: true });
  if (shown.los && sel && sel.status !== 'offTable' && hov?.id !== sel.id) {
    const sp = sightPreview(s, tableWorld(s), sel, hov ?? (pointer as Vec));
    strokes.push(...sightLine(sp, !hov));
    note = sightNote(sp, sel.id, hov?.id);
  }
  if (shown.cover && sel && hov && hov.id !== sel.id && hov.status !== 'offTable') {
    const c = coverPreview(tableWorld(s), hov, sel, s);
    // Badges stacked to the right of the token, clear of its own labels; the table moves one that would lie on
    // a neighbour's token or words to a free spot round the token (play-test 7, 22).
    const badge = (b: (typeof BADGES)[number], dy: number): Stroke => ({
      kind: 'label',
      at: hov.at,
      text: b.text,
      bg: b.bg,
      dx: 0.75,
      dy,
      left: true,
      clear: true,
    });
    let y = c.cover && c.concealed ? -8 : 0;
    if (c.cover) {
      strokes.push(badge(BADGES[0], y));
      y += 16;
    }
    if (c.concealed) strokes.push(badge(BADGES[1], y));
    if (!c.cover && !c.concealed) strokes.push(badge(BADGES[2], 0));
    const why = c.reasons.length
      ? ` Cover from ${sel.id}: ${c.reasons.join('; ')}.`
      : ` No cover or concealment from ${sel.id}.`;
    note = { text: `${note ? note.text : ''}${why}`.trim(), tone: note?.tone ?? 'info' };
  }
  // Nothing to look from or at: say what the bare ground under the pointer is, where its look alone can't.
  if (!note && !sel && !hov) note = groundNote(s.terrain, pointer as Vec);
  return note ? { strokes, note } : { strokes };
}
