// Moves the rules force on a figure: Duck Back and Hunker Down (to the nearest cover within 6" against
// the cause, else prone where it stands) and Leave the Battlefield (to the nearest edge at Fast Move).
import { nearestCover } from '../../geometry/nearestCover';
import { moveAlongPath } from '../../geometry/movement';
import { hasCover } from '../../geometry/cover';
import { TABLE_SIZE, type Vec } from '../../geometry/shapes';
import { resolveFastMove } from '../rules/fastMove';
import type { FigureState } from '../state';
import type { Ctx } from './ctx';
import { dist } from './world';

/** Other figures' bases may not be shared: a spot must be a base-width clear of everyone else. */
function freeSpot(ctx: Ctx, self: FigureState): (p: Vec) => boolean {
  const others = Object.values(ctx.s.figures).filter((o) => o.id !== self.id && o.id !== self.carrying && o.status !== 'offTable');
  return (p) => others.every((o) => dist(o.at, p) >= 1);
}

function relocate(ctx: Ctx, f: FigureState, path: Vec[], why: string): void {
  const to = path[path.length - 1]!;
  if (dist(to, f.at) < 0.01) return;
  const from = f.at;
  f.at = [to[0], to[1]];
  // A carried friend goes where its bearer goes (app soak case 1225: a bearer hunkered down without it).
  const carried = f.carrying ? ctx.s.figures[f.carrying] : undefined;
  if (carried) carried.at = [to[0], to[1]];
  ctx.touched();
  let inches = 0;
  for (let i = 1; i < path.length; i++) inches += dist(path[i - 1]!, path[i]!);
  ctx.emit({ type: 'move', figure: f.id, from, to: f.at, path, inches: Math.round(inches * 100) / 100, why });
}

/** Duck Back or Hunker Down: seek cover from the cause within 6", else go prone in place. */
export function seekCover(ctx: Ctx, f: FigureState, cause: FigureState, status: 'duckBack' | 'hunkerDown'): void {
  const w = ctx.world();
  const found = nearestCover({ id: f.id, at: f.at }, cause.at, {
    reach: 6,
    terrain: ctx.s.terrain,
    hasCoverAt: (p) => hasCover(w, { id: f.id, at: p }, cause.at),
    canStand: freeSpot(ctx, f),
  });
  ctx.setStatus(f, status, status === 'duckBack' ? `ducks back from ${cause.id}` : `hunkers down away from ${cause.id}`);
  f.hidingFrom = cause.id;
  if (found.found) {
    relocate(ctx, f, found.path, `${status === 'duckBack' ? 'ducking back' : 'hunkering down'}: ${found.reason}`);
  } else if (f.stance !== 'prone') {
    f.stance = 'prone';
    ctx.touched();
    ctx.emit({ type: 'stance', figure: f.id, stance: 'prone', why: `no cover within 6" of ${f.id}: drops prone where it is` });
  }
}

/** The nearest point of the table edge. */
export function nearestEdge(p: Vec): Vec {
  const options: Vec[] = [[0, p[1]], [TABLE_SIZE, p[1]], [p[0], 0], [p[0], TABLE_SIZE]];
  return options.reduce((a, b) => (dist(a, p) <= dist(b, p) ? a : b));
}

export function startLeaving(ctx: Ctx, f: FigureState, why: string): void {
  f.record.leftBattlefield = true;
  ctx.setStatus(f, 'leaving', why);
  f.hidingFrom = undefined;
  leaveMove(ctx, f);
}

/** A leaving figure runs for the nearest edge at Fast Move; reaching it, it is off the table. */
export function leaveMove(ctx: Ctx, f: FigureState): void {
  if (f.status !== 'leaving') return;
  const fm = resolveFastMove({ figures: [{ id: f.id, rep: f.rep }] }, ctx.roll);
  const inches = fm.figures[0]?.maxMove ?? 8;
  const edge = nearestEdge(f.at);
  // Aim a little past the edge so reaching it is unambiguous.
  const dx = edge[0] - f.at[0];
  const dy = edge[1] - f.at[1];
  const len = Math.hypot(dx, dy) || 1;
  const beyond: Vec = [edge[0] + (dx / len) * 0.01, edge[1] + (dy / len) * 0.01];
  const mv = moveAlongPath([f.at, beyond], { allowance: inches, terrain: ctx.s.terrain, tableSize: null, standUp: f.stance === 'prone' });
  if (f.stance === 'prone') f.stance = 'standing';
  relocate(ctx, f, mv.path, `leaving the battlefield at Fast Move (${inches}")`);
  const at = f.at;
  if (at[0] <= 0 || at[1] <= 0 || at[0] >= TABLE_SIZE || at[1] >= TABLE_SIZE || dist(at, edge) < 0.05) {
    f.at = [Math.min(TABLE_SIZE, Math.max(0, at[0])), Math.min(TABLE_SIZE, Math.max(0, at[1]))];
    ctx.setStatus(f, 'offTable', 'has left the table');
    leaveWithCarried(ctx, f);
  }
}

/** A friend carried off the table is saved with its bearer. */
function leaveWithCarried(ctx: Ctx, f: FigureState): void {
  if (!f.carrying) return;
  const c = ctx.s.figures[f.carrying];
  if (c) {
    c.at = [f.at[0], f.at[1]];
    ctx.setStatus(c, 'offTable', `carried off the table by ${f.id}`);
  }
}
