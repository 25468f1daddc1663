// The computer with a launcher or blast heavy weapon (decision 70): it fires at what is worth the round, at
// the chance the reducer rolls (fireChance) times what the blast is expected to do: each known enemy in the
// kill zone counts 1, in the damage zone 0.3; an enemy vehicle it lands on, what a hit is worth by the damage
// table (vehicleHitWorth). It never fires where a friend (or itself) stands within the damage zone plus half the
// rank's mean deviation (a miss strays in any direction), and wants an expected worth of at least 0.4 and more than its best rifle shot. A
// launcher that needs setting up is set up where its team stands, which then holds its ground. A Javelin or
// missile round is kept for an enemy vehicle it can hurt while one is left (decision 92).
import { dist } from '../../geometry/vec';
import { DEVIATION, GRENADES, type Launcher } from './tables';
import { friendsOf, onTable } from './figures';
import { knownEnemies } from './fog';
import { seesVehicle } from './chance';
import { vehicleHitWorth } from './vehicles';
import { fireBlocked, fireCheck, fireChance, launcherOf, roundsLeft as roundsLeftOf, type FireAim } from './launchers';
import type { ApCommand, ApState, Figure } from './types';

/** How far a miss lands from the aimed point on average, in inches (the rank's deviation dice). */
export function meanStray(f: Figure, L: Launcher): number {
  const row = DEVIATION[L.deviation]!;
  const d = row[f.rank === 'veteran' || f.rank === 'elite' ? 'high' : 'low'];
  const mean = (d.count * (d.sides + 1)) / 2;
  return d.halve || row.unit === 'metre' ? mean / 2 : mean;
}

/** The best firing now, with its expected worth, or null when none is worth a round. */
export function launcherShot(state: ApState, f: Figure, aim: number): { cmd: ApCommand; worth: number } | null {
  const L = launcherOf(f);
  if (!L || fireBlocked(state, f) || state.clock.ap < 1 + aim) return null;
  const b = GRENADES[L.blast]!;
  const foes = knownEnemies(state, f);
  const friends = [f, ...friendsOf(state, f).filter((o) => o.id !== f.id && onTable(o))];
  const safe = (at: readonly [number, number]) =>
    !friends.some((o) => dist(o.at, at) <= b.damageRadius + meanStray(f, L) / 2);
  const blastWorth = (at: readonly [number, number]) =>
    foes.reduce((n, o) => n + (dist(o.at, at) <= b.killRadius ? 1 : dist(o.at, at) <= b.damageRadius ? 0.3 : 0), 0);
  let best: { cmd: ApCommand; worth: number } | null = null;
  const consider = (cmd: ApCommand & { do: 'fire' }, hit: number) => {
    const a = fireCheck(state, f, cmd);
    if (typeof a === 'string') return;
    const worth = (fireChance(state, f, aim, a as FireAim).chance / 100) * hit;
    if (!best || worth > best.worth) best = { cmd, worth };
  };
  const base = { do: 'fire' as const, figure: f.id, ...(aim ? { aim } : {}) };
  // Missiles go at vehicles first (decision 92): none at figures while an enemy vehicle they can hurt is left.
  const saved = L.blast === 'javelin' && armourLeft(state, f, b.pen);
  for (const t of saved ? [] : foes) {
    if (t.inside || !safe(t.at)) continue;
    const hit = blastWorth(t.at);
    consider({ ...base, target: t.id }, hit);
    // One it cannot aim at (not spotted): the ground it stands on.
    consider({ ...base, at: [t.at[0], t.at[1]] }, hit);
  }
  for (const v of state.vehicles ?? []) {
    if (v.side === f.side || v.destroyed || !seesVehicle(state, f, v) || !safe(v.at)) continue;
    consider({ ...base, target: v.id }, vehicleHitWorth(v, b.pen) + blastWorth(v.at));
  }
  const found = best as { cmd: ApCommand; worth: number } | null;
  return found && found.worth >= MIN_WORTH ? found : null;
}
/** Whether an enemy vehicle that a round of this PEN can hurt is still on the table. */
export function armourLeft(state: ApState, f: Figure, pen: number): boolean {
  return (state.vehicles ?? []).some((v) => v.side !== f.side && !v.destroyed && vehicleHitWorth(v, pen) > 0);
}

/** Below this expected worth a round is kept (a rifle shot or a move does better). */
const MIN_WORTH = 0.4;

/** Set up the launcher where it stands (the whole act) while it needs it: a team fires from where it is set. */
export function launcherSetUp(state: ApState, f: Figure): ApCommand | null {
  const L = launcherOf(f);
  if (!L || (f.launcherSetUpLeft ?? 0) <= 0 || f.setUpLeft > 0 || state.clock.ap < 3 || roundsLeftOf(f) <= 0)
    return null;
  return { do: 'setUp', figure: f.id };
}

/** A set-up launcher with rounds left stays put: a move would undo the set-up. */
export function holdsGround(f: Figure): boolean {
  const L = launcherOf(f);
  return !!L && L.setUp > 0 && (f.launcherSetUpLeft ?? 0) === 0 && roundsLeftOf(f) > 0;
}
