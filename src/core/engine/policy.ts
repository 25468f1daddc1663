// The stated default policy for sides the computer plays ('ai'), one command at a time, so its
// actions go through the same reducer and rules as anyone's. For this engine stage it is plain:
// reload when empty; a grenade when one would hurt more than a shot (grenadeOrder.ts); fire at the
// nearest enemy in sight and range with every die; otherwise advance
// up to a normal move toward the nearest enemy; end the activation when nobody has anything to do.
// (The book's non-player movement table for solo encounters replaces the advance in a later stage.)
import { moveAlongPath, NORMAL_MOVE } from '../../geometry/movement';
import type { Vec } from '../../geometry/shapes';
import { WEAPONS } from '../tables/weapons';
import type { FigureState, GameState } from '../state';
import type { Command } from './commands';
import { makeCtx } from './ctx';
import type { Need } from './reduce';
import { canFireAt } from './shoot';
import { grenadeOrder } from './grenadeOrder';
import { checkPath } from './move';
import { dist, groupsOf, isActiveStatus } from './world';

/** Stop this far short of the enemy when advancing. */
const KEEP_OFF = 3;

export function aiCommand(state: GameState, need: Need & { kind: 'command' }): Command {
  const ctx = makeCtx(state);
  const s = ctx.s;
  const members = s.active
    ? s.active.figures
    : groupsOf(s, need.side, ctx.world()).find((g) => g.leader === need.groups[0])?.members ?? [];
  const enemies = Object.values(s.figures).filter((e) => e.side !== need.side && isActiveStatus(e));
  for (const id of members) {
    const f = s.figures[id]!;
    if (f.status !== 'carryOn' || f.carriedBy || f.meleeWith?.length) continue;
    if (f.actedTurn === s.turn && !s.active) continue;
    if (f.ammo === 'outOfAmmo' && !f.reloaded && !f.fastMoved && !f.fired) return { do: 'reload', figure: f.id };
    const grenade = grenadeOrder(ctx, f, enemies);
    if (grenade) return grenade;
    const targets = enemies.filter((e) => canFireAt(ctx, f, e).ok).sort((a, b) => dist(f.at, a.at) - dist(f.at, b.at));
    if (!f.fired && f.ammo !== 'outOfAmmo' && targets.length) {
      return { do: 'fire', figure: f.id, targets: [{ figure: targets[0]!.id, dice: WEAPONS[f.weapon].target || 1 }] };
    }
    if (!f.moved && !f.fired && enemies.length) {
      const path = advancePath(state, f, enemies);
      if (path) return { do: 'move', figure: f.id, path };
    }
  }
  return { do: 'endActivation' };
}

function advancePath(state: GameState, f: FigureState, enemies: FigureState[]): Vec[] | undefined {
  const near = [...enemies].sort((a, b) => dist(f.at, a.at) - dist(f.at, b.at))[0]!;
  const d = dist(f.at, near.at);
  const go = Math.min(NORMAL_MOVE - (f.spent ?? 0) - (f.stance === 'prone' ? NORMAL_MOVE / 2 : 0), d - KEEP_OFF);
  if (go < 0.5) return undefined;
  const to: Vec = [f.at[0] + ((near.at[0] - f.at[0]) * go) / d, f.at[1] + ((near.at[1] - f.at[1]) * go) / d];
  const mv = moveAlongPath([f.at, to], { allowance: NORMAL_MOVE - (f.spent ?? 0), terrain: state.terrain, standUp: f.stance === 'prone' });
  // Stop a shade short of where the allowance ran out, so the walk is sure to fit when it is made.
  const pts = mv.path.map((p) => [p[0], p[1]] as [number, number]);
  if (!mv.complete && pts.length >= 2) {
    const a = pts[pts.length - 2]!;
    const b = pts[pts.length - 1]!;
    const len = dist(a, b);
    if (len > 0.1) pts[pts.length - 1] = [b[0] - ((b[0] - a[0]) * 0.05) / len, b[1] - ((b[1] - a[1]) * 0.05) / len];
  }
  const end = pts[pts.length - 1]!;
  if (!mv.complete && mv.stopped !== 'ford' && dist(end, f.at) < 0.5) return undefined;
  // Never end on another figure's base.
  const crowded = Object.values(state.figures).some((o) => o.id !== f.id && o.status !== 'offTable' && dist(o.at, end) < 1);
  if (crowded || dist(end, f.at) < 0.5) return undefined;
  const path = pts.map((p) => [Math.round(p[0] * 1000) / 1000, Math.round(p[1] * 1000) / 1000] as Vec);
  // Only offer a walk the reducer will accept.
  const extra = f.spent ? { inches: f.spent, reason: 'already spent' } : undefined;
  return checkPath(state.terrain, f, path, NORMAL_MOVE, extra).ok ? path : undefined;
}
