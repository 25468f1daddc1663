// Bases never overlap on a table: where a walk must stop so as not to end on the middle of someone's base.
import { BASE_RADIUS, type Vec } from '../../../geometry/shapes';
import { cutPath, r3 } from '../../../geometry/vec';
import type { FigureState, GameState } from '../state';
import { dist } from './world';

/**
 * Whose base the move would end on the middle of. Two figures on one spot never happens on a table; the
 * computer keeps a whole base-width clear when it picks where to go, but a move cut short (by the ground, or
 * a player's drag to the table's corner) could end on someone (soak case 71260). Half a base is the floor.
 */
export function baseUnder(s: GameState, f: FigureState, at: Vec): string | undefined {
  for (const o of Object.values(s.figures)) {
    if (o.id === f.id || o.id === f.carrying || o.carriedBy || o.status === 'offTable') continue;
    if (dist(o.at, at) < BASE_RADIUS - 1e-6) return o.id;
  }
  return undefined;
}

/** The walk, stopped short of any base it would end on (undefined when it would end on one wherever it stopped). */
export function shortOfBases(s: GameState, f: FigureState, path: Vec[]): Vec[] | undefined {
  const end = path[path.length - 1]!;
  if (!baseUnder(s, f, end)) return path;
  let total = 0;
  for (let i = 1; i < path.length; i++) total += dist(path[i - 1]!, path[i]!);
  for (let back = 0.05; back < total - 1e-9; back += 0.05) {
    const cut = cutPath(path, total - back);
    const tip = cut[cut.length - 1]!;
    if (!baseUnder(s, f, tip)) return cut.map((p) => [r3(p[0]), r3(p[1])] as Vec);
  }
  return undefined;
}
