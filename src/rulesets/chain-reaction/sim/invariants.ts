// Invariants every battle must keep, checked over a whole event log and final state. Used by the soak
// (npm run soak) and the tests (tests/soak/check.ts re-exports them); it lives in src so the soak needs nothing from tests/.
import { STATUSES } from '../status';
import { PURPOSES } from '../purposes';
import type { GameEvent } from '../engine/events';
import type { GameState } from '../state';

const DOWN = new Set(['outOfTheFight', 'obviouslyDead', 'offTable', 'captured']);

/** Returns the first broken invariant, or undefined. */
export function brokenInvariant(
  initial: GameState,
  events: readonly GameEvent[],
  final: GameState,
): string | undefined {
  const status = new Map(Object.values(initial.figures).map((f) => [f.id, f.status as string]));
  let chainCut = false;
  for (const [i, e] of events.entries()) {
    if (e.type === 'roll') {
      if (!(PURPOSES as readonly string[]).includes(e.purpose))
        return `event ${i}: roll with unknown purpose ${e.purpose}`;
      if (!e.dice.every((d) => Number.isInteger(d) && d >= 1 && d <= 6)) return `event ${i}: bad dice ${e.dice}`;
    }
    if (e.type === 'status') {
      if (!(STATUSES as readonly string[]).includes(e.to)) return `event ${i}: illegal status ${e.to}`;
      if (status.get(e.figure) !== e.from)
        return `event ${i}: ${e.figure} went from ${e.from} but was ${status.get(e.figure)}`;
      if (DOWN.has(e.from) && e.from !== 'outOfTheFight') return `event ${i}: ${e.figure} came back from ${e.from}`;
      status.set(e.figure, e.to);
    }
    // Figures out of the fight, dead, captured or gone never act.
    const actor =
      e.type === 'fire'
        ? e.figure
        : e.type === 'move' && !e.why
          ? e.figure
          : e.type === 'melee'
            ? e.attacker
            : undefined;
    if (actor && DOWN.has(status.get(actor) ?? ''))
      return `event ${i}: ${actor} acts (${e.type}) while ${status.get(actor)}`;
    if (e.type === 'activate')
      for (const id of e.figures)
        if (DOWN.has(status.get(id) ?? '')) return `event ${i}: ${id} activates while ${status.get(id)}`;
    if (e.type === 'note' && e.text.includes('cut short')) chainCut = true;
  }
  if (chainCut) return 'a reaction chain hit the safety limit';
  for (const f of Object.values(final.figures)) {
    if (!(STATUSES as readonly string[]).includes(f.status)) return `${f.id} ends with status ${f.status}`;
    if (f.stance !== 'standing' && f.stance !== 'prone') return `${f.id} ends with stance ${f.stance}`;
    if (!(f.at[0] >= 0 && f.at[0] <= 36 && f.at[1] >= 0 && f.at[1] <= 36))
      return `${f.id} ends off the table at ${f.at}`;
    if (f.rep < 2) return `${f.id} ends at Rep ${f.rep}`;
    if (status.get(f.id) !== f.status) return `${f.id}'s events say ${status.get(f.id)} but the state says ${f.status}`;
  }
  return undefined;
}

/** Every roll of a log as per-purpose queues: replaying them as a script must give the same battle. */
export function rollsAsScript(events: readonly GameEvent[]): Record<string, number[][]> {
  const script: Record<string, number[][]> = {};
  for (const e of events) if (e.type === 'roll') (script[e.purpose] ??= []).push([...e.dice]);
  return script;
}
