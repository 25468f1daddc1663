// A rocket landing inside a building (p.24). The footprint is cut into its ground-floor areas (strips
// across its longer side, about 6" each; upper floors stack on them), the area under the blast is the one
// hit, and the collapse rule decides whether it caves in. Occupants are the figures standing in that
// strip on that floor: a figure sent upstairs is on its floor's area, not the ground floor's.
import type { BuildingPiece, Vec } from '../../../geometry/shapes';
import { insidePolygon } from '../../../geometry/segments';
import { resolveCollapse, type BuildingArea } from '../rules/collapse';
import type { FigureState } from '../state';
import type { Ctx } from './ctx';
import { applyDamage, applyFall } from './damage';
import { crisisTests, TestBook } from './reactions';
import { isActiveStatus } from './world';
import { collapseText } from '../explain/collapse';

function bounds(poly: readonly Vec[]): { x0: number; y0: number; x1: number; y1: number } {
  const xs = poly.map((p) => p[0]);
  const ys = poly.map((p) => p[1]);
  return { x0: Math.min(...xs), y0: Math.min(...ys), x1: Math.max(...xs), y1: Math.max(...ys) };
}

/** Which ground-floor strip of the building a point falls in. */
function stripOf(b: BuildingPiece, p: Vec, strips: number): number {
  const { x0, y0, x1, y1 } = bounds(b.polygon);
  const wide = x1 - x0 >= y1 - y0;
  const t = wide ? (p[0] - x0) / Math.max(1e-9, x1 - x0) : (p[1] - y0) / Math.max(1e-9, y1 - y0);
  return Math.min(strips - 1, Math.max(0, Math.floor(t * strips)));
}

export function buildingAt(ctx: Ctx, p: Vec): BuildingPiece | undefined {
  return ctx.s.terrain.find((t): t is BuildingPiece => t.type === 'building' && insidePolygon(p[0], p[1], t.polygon));
}

/** The floor a figure stands on in building `b` (0 outside it or on the ground floor). */
export function levelIn(f: FigureState, b: BuildingPiece): number {
  return f.floor?.building === b.id ? f.floor.level : 0;
}

/** `level`: the floor the rocket struck (its target's floor). */
export function rocketOnBuilding(ctx: Ctx, b: BuildingPiece, at: Vec, cause: FigureState, level = 0): void {
  const floors = Math.max(1, b.floors);
  const strips = Math.max(1, Math.round(b.areas / floors));
  const down = new Set(ctx.s.collapsed ?? []);
  // The building's areas are totals over its floors (RULINGS): each floor holds `strips` of them.
  const inArea = (lv: number, i: number) =>
    Object.values(ctx.s.figures)
      .filter(
        (f) =>
          f.status !== 'offTable' &&
          insidePolygon(f.at[0], f.at[1], b.polygon) &&
          levelIn(f, b) === lv &&
          stripOf(b, f.at, strips) === i,
      )
      .map((f) => f.id);
  const areas: BuildingArea[] = [];
  for (let lv = 0; lv < floors; lv++) {
    for (let i = 0; i < strips; i++) {
      const id = `${b.id}:${lv}:${i}`;
      const a: BuildingArea = { id, level: lv, occupants: inArea(lv, i), collapsed: down.has(id) };
      if (lv + 1 < floors) a.above = `${b.id}:${lv + 1}:${i}`;
      areas.push(a);
    }
  }
  const hitId = `${b.id}:${Math.min(floors - 1, level)}:${stripOf(b, at, strips)}`;
  const res = resolveCollapse({ areas, hit: hitId }, ctx.roll);
  if (!res.ok) return;
  if (res.collapsed.length) {
    ctx.s.collapsed = [...down, ...res.collapsed];
    ctx.emit({ type: 'note', text: collapseText(b.id, res.collapsed.length, res.die) });
  } else {
    ctx.emit({ type: 'note', text: collapseText(b.id, 0, res.die) });
  }
  for (const id of res.obviouslyDead) {
    const f = ctx.fig(id);
    if (isActiveStatus(f) || f.status === 'outOfTheFight') applyFall(ctx, f, 'obviouslyDead');
  }
  // Those on an upper area that falls take the Recover test from damage (no damage die is rolled).
  for (const id of res.recoverTest) {
    const f = ctx.fig(id);
    // The floor it stood on is gone: it comes down to the ground with it.
    delete f.floor;
    ctx.touched();
    if (isActiveStatus(f))
      applyDamage(
        ctx,
        f,
        [
          {
            kind: 'ranged',
            die: 0,
            impact: 0,
            result: 'recoverTest',
            knockedDown: true,
            ref: { table: 'collapse', row: '1-3' },
          },
        ],
        0,
        undefined,
      );
  }
  const book = new TestBook();
  for (const id of res.crisisTest) {
    const f = ctx.fig(id);
    if (isActiveStatus(f)) book.add(f, 'firedOn', cause);
  }
  if (book.size) crisisTests(ctx, book.list(), 0);
}
