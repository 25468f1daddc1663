// Damage: dice totalled against a kill number (every whole kill number kills one, the rest is lost), dice split
// between factions in a fight (even faces to the named target, odd faces shared out in turn among the rest),
// the blast circle, and the default choice of casualties (nearest the nearest attacker, ties in file order).
import type { Vec } from '../../geometry/shapes';
import { dist } from '../../geometry/vec';
import type { KillNumbers } from './factions';
import type { Share } from './events';
import type { AcFigure, AcState } from './state';
import type { TerrainKind } from './tables';
import type { Cover } from './vocab';

export interface KillResult {
  killed: number;
  leftOver: number;
}

/** Every whole kill number in the total kills one figure, up to the figures there are; the rest is lost. */
export function killsFrom(total: number, kill: number, available: number): KillResult {
  const killed = Math.max(0, Math.min(available, Math.floor(total / kill)));
  return { killed, leftOver: total - killed * kill };
}

export function killNumber(k: KillNumbers, cover: Cover): number {
  return k[cover];
}

export function share(
  side: string,
  faction: string,
  dice: number[],
  kill: number,
  cover: Cover,
  available: number,
  where?: TerrainKind,
  holding?: number,
): Share {
  const total = dice.reduce((a, b) => a + b, 0);
  return {
    side,
    faction,
    dice,
    total,
    kill,
    cover,
    ...(where ? { where } : {}),
    available,
    ...(holding !== undefined ? { holding } : {}),
    ...killsFrom(total, kill, available),
  };
}

/**
 * How one roll's dice are split when it goes into a fight of several factions: even faces to the target,
 * odd faces dealt one at a time, in dice order, to the other factions in the order given.
 */
export function splitDice(dice: readonly number[], target: string, others: readonly string[]): Map<string, number[]> {
  const out = new Map<string, number[]>([[target, []]]);
  for (const o of others) out.set(o, []);
  let next = 0;
  for (const d of dice) {
    if (d % 2 === 0 || others.length === 0) out.get(target)!.push(d);
    else {
      out.get(others[next % others.length]!)!.push(d);
      next++;
    }
  }
  return out;
}

/** The default casualties: the figures nearest the nearest attacker, ties in the target's file order. */
export function nearestCasualties(candidates: readonly AcFigure[], attackers: readonly Vec[], count: number): string[] {
  const d = (f: AcFigure) => (attackers.length ? Math.min(...attackers.map((a) => dist(a, f.at))) : 0);
  return candidates
    .map((f, i) => ({ f, i, d: d(f) }))
    .sort((a, b) => a.d - b.d || a.i - b.i)
    .slice(0, count)
    .map((x) => x.f.id);
}

/** Live figures among ids, in file order. */
export function liveAmong(s: AcState, ids: readonly string[]): AcFigure[] {
  const set = new Set(ids);
  return s.figures.filter((f) => set.has(f.id) && f.status === 'active');
}
