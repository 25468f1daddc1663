// The arc of fire ("swath", book p. 16, RULINGS "Shooting"): which figures a shooter may spread its
// Target dice over. The wedge starts at the shooter, is bounded by the line to the first target and the
// line to a point `width` inches to the shooter's left or right of that target (square to the line of
// fire). Sight comes in as a callback so any LOS model can be plugged in.
import type { GeoFigure, Polygon, Vec } from './shapes';
import { add, dirFromDeg, dist, dot, EPS, leftOf, r3, r3v, rightOf, scale, sub, unit } from './vec';

export type SwathSide = 'left' | 'right';

export interface SwathInput {
  shooter: GeoFigure;
  /** Id of the first target: it fixes where the swath begins. */
  first: string;
  side: SwathSide;
  /** Swath width in inches: the weapon's Target. */
  width: number;
  /** Weapon range in inches, centre to centre. */
  range: number;
  figures: readonly GeoFigure[];
  canSee: (shooter: GeoFigure, target: GeoFigure) => boolean;
  /** Who may be shot at. Default: figures of other sides that can be targeted. */
  isTarget?: (shooter: GeoFigure, fig: GeoFigure) => boolean;
}

export interface SwathTarget {
  id: string;
  /** 1 for the first target, 2 for the second, ... (the book's "second or higher target"). */
  order: number;
  /** Inches across the swath from the first target's line, measured at the first target's distance. */
  across: number;
  /** Distance from the shooter, centre to centre. */
  distance: number;
  reason: string;
}

export interface SwathExcluded {
  id: string;
  why: 'notTarget' | 'outside' | 'range' | 'sight';
  reason: string;
}

export type SwathResult =
  | {
      ok: true;
      side: SwathSide;
      width: number;
      /** First target first, then by inches across the swath, then nearer the shooter, then roster order. */
      targets: SwathTarget[];
      excluded: SwathExcluded[];
      /** The wedge out to the weapon's range, for drawing: apex, the first ray, an arc, the far ray. */
      wedge: Polygon;
      /** The point `width` inches beside the first target that fixes the far edge. */
      edgePoint: Vec;
    }
  | { ok: false; reason: string };

export function defaultIsTarget(shooter: GeoFigure, fig: GeoFigure): boolean {
  return fig.side !== shooter.side && fig.targetable && !fig.offTable;
}

/**
 * Where a point sits relative to the wedge: `along` the line of fire and `across` it toward the chosen
 * side, rescaled to the first target's distance so that 0..width means inside. Exposed for drawing and tests.
 */
export function swathFrame(
  shooterAt: Vec,
  firstAt: Vec,
  side: SwathSide,
): (p: Vec) => { along: number; across: number } {
  const d = unit(sub(firstAt, shooterAt));
  const n = side === 'left' ? leftOf(d) : rightOf(d);
  const reach = dist(shooterAt, firstAt);
  return (p) => {
    const v = sub(p, shooterAt);
    const along = dot(v, d);
    const perp = dot(v, n);
    return { along, across: along > EPS ? (perp / along) * reach : perp >= 0 ? Infinity : -Infinity };
  };
}

export function computeSwath(input: SwathInput): SwathResult {
  const { shooter, side, width, range, figures, canSee } = input;
  const isTarget = input.isTarget ?? defaultIsTarget;
  const first = figures.find((f) => f.id === input.first);
  if (!first) return { ok: false, reason: `no figure called ${input.first}` };
  if (first.id === shooter.id) return { ok: false, reason: `${shooter.id} cannot be its own first target` };
  const reach = dist(shooter.at, first.at);
  if (reach < EPS) return { ok: false, reason: `${first.id} stands on the shooter's spot: no line of fire` };
  if (!isTarget(shooter, first)) return { ok: false, reason: `${first.id} may not be fired at` };
  if (reach > range + EPS)
    return { ok: false, reason: `${first.id} is ${r3(reach)}" away, beyond the ${range}" range` };
  if (!canSee(shooter, first)) return { ok: false, reason: `${shooter.id} has no line of sight to ${first.id}` };

  const frame = swathFrame(shooter.at, first.at, side);
  const w = Math.max(0, width);
  const targets: (SwathTarget & { index: number })[] = [];
  const excluded: SwathExcluded[] = [];
  figures.forEach((fig, index) => {
    if (fig.id === shooter.id) return;
    const distance = dist(shooter.at, fig.at);
    if (fig.id === first.id) {
      targets.push({
        id: fig.id,
        order: 1,
        across: 0,
        distance: r3(distance),
        reason: `${fig.id} is the first target: the swath starts on it`,
        index,
      });
      return;
    }
    if (!isTarget(shooter, fig)) {
      excluded.push({
        id: fig.id,
        why: 'notTarget',
        reason: `${fig.id} is not a target (${fig.side === shooter.side ? 'same side' : 'cannot be targeted'})`,
      });
      return;
    }
    const { along, across } = frame(fig.at);
    const tol = 1e-9 * Math.max(1, reach);
    if (along <= EPS || across < -tol || across > w + tol) {
      const where =
        along <= EPS
          ? 'behind the shooter'
          : across < 0
            ? `on the other side of the line to ${first.id}`
            : `${r3(across)}" across, past the ${w}" swath`;
      excluded.push({ id: fig.id, why: 'outside', reason: `${fig.id} is outside the swath: ${where}` });
      return;
    }
    if (distance > range + EPS) {
      excluded.push({
        id: fig.id,
        why: 'range',
        reason: `${fig.id} is in the swath but ${r3(distance)}" away, beyond the ${range}" range`,
      });
      return;
    }
    if (!canSee(shooter, fig)) {
      excluded.push({ id: fig.id, why: 'sight', reason: `${fig.id} is in the swath but out of sight` });
      return;
    }
    const a = Math.min(w, Math.max(0, across));
    targets.push({
      id: fig.id,
      order: 0,
      across: r3(a),
      distance: r3(distance),
      reason: `${fig.id} is ${r3(a)}" across the ${side} swath, ${r3(distance)}" away, in sight`,
      index,
    });
  });

  targets.sort((p, q) =>
    p.id === first.id
      ? -1
      : q.id === first.id
        ? 1
        : p.across - q.across || p.distance - q.distance || p.index - q.index,
  );
  const ordered = targets.map(({ index: _index, ...t }, i) => ({ ...t, order: i + 1 }));

  const d = unit(sub(first.at, shooter.at));
  const edgePoint = add(first.at, scale(side === 'left' ? leftOf(d) : rightOf(d), w));
  return {
    ok: true,
    side,
    width: w,
    targets: ordered,
    excluded,
    wedge: wedgePolygon(shooter.at, first.at, edgePoint, range),
    edgePoint: r3v(edgePoint),
  };
}

/** Apex, out along the first ray to `radius`, round an arc, back along the far ray. */
export function wedgePolygon(apex: Vec, firstAt: Vec, edgePoint: Vec, radius: number, arcSteps = 8): Polygon {
  const r = Number.isFinite(radius) ? radius : 72;
  const a1 = Math.atan2(firstAt[1] - apex[1], firstAt[0] - apex[0]);
  let a2 = Math.atan2(edgePoint[1] - apex[1], edgePoint[0] - apex[0]);
  // The wedge is always narrower than a half turn; take the short way round.
  if (a2 - a1 > Math.PI) a2 -= 2 * Math.PI;
  if (a1 - a2 > Math.PI) a2 += 2 * Math.PI;
  const pts: Vec[] = [r3v(apex)];
  for (let i = 0; i <= arcSteps; i++) {
    const a = a1 + ((a2 - a1) * i) / arcSteps;
    pts.push(r3v(add(apex, scale(dirFromDeg((a * 180) / Math.PI), r))));
  }
  return pts;
}
