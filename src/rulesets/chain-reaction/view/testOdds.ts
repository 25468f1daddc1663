// The exact chances behind a test the engine took, worked out again from what the event says, with the
// core's own odds functions (the same rule code walked over every throw), through the odds models the
// what-if panel also uses (src/app/chain/oddsModels.ts). Shown when a log line opens: "what were my
// chances?" Tests whose inputs the event does not fully carry get no odds rather than wrong ones.
import type { GameEvent, RollEvent } from '../engine/events';
import { explainOdds } from '../explain/odds';
import { listOf } from '../explain/phrases';
import { answer, keyLabel, questionFor, type FigureFacts } from './oddsModels';

export type { FigureFacts } from './oddsModels';

/** Odds for a test (or damage, or melee) event, given the rolls thrown for it and the figures' Rep. */
export function oddsForTest(
  t: GameEvent,
  rolls: readonly RollEvent[],
  fig: (id: string) => FigureFacts | undefined,
): string | undefined {
  if (choseByFreeWill(t)) return undefined;
  try {
    const q = questionFor(t, rolls, fig);
    if (!q) return undefined;
    const text = groupFastMoveOdds(t, q, fig) ?? explainOdds(answer(q), (k) => keyLabel(q, k));
    // Free Will is a Star's on a Crisis test and on recovering from Hunker Down, never after damage.
    const freeWill =
      t.type === 'test' && (t.test === 'crisis' || (t.test === 'recover' && t.causes?.includes('hunkerDown')));
    const star = (freeWill && q.values.star) === true;
    if (star) return `${text} (a Star may choose by Free Will instead)`;
    return noShotOdds(t) ?? text;
  } catch {
    return undefined;
  }
}

/**
 * A group's Fast Move is one throw read against each figure's own Rep: the odds of each, named (play-test 10a,
 * 30: "moves 16" 25/36" were Ace's alone, for Ace and Bo). Figures of the same Rep share one list.
 */
function groupFastMoveOdds(
  t: GameEvent,
  q: ReturnType<typeof questionFor> & object,
  fig: (id: string) => FigureFacts | undefined,
): string | undefined {
  if (t.type !== 'test' || t.test !== 'fastMove' || (t.figures?.length ?? 0) < 2) return undefined;
  const byRep = new Map<number, string[]>();
  for (const id of t.figures!) {
    const rep = fig(id)?.rep;
    if (rep === undefined) return undefined;
    byRep.set(rep, [...(byRep.get(rep) ?? []), id]);
  }
  if (byRep.size < 2) return undefined;
  return [...byRep]
    .map(([rep, ids]) => {
      const one = { ...q, values: { ...q.values, rep } };
      return `${listOf(ids)} (Rep ${rep}): ${explainOdds(answer(one), (k) => keyLabel(one, k))}`;
    })
    .join('; ');
}

/**
 * A Star's test decided by Free Will (he chose his dice passed): no dice were thrown for him, so his line
 * takes none of the group's throw and no odds (play-test 2 finding 4: Ash's line showed Ivo's dice, and
 * "may choose instead" after he chose). The event says so only in its words (crisisText, hunkerRecoverText).
 */
export function choseByFreeWill(e: GameEvent): boolean {
  return (
    e.type === 'test' &&
    / and, as a Star, takes the result of |\(Star, by Free Will\)|\(a Star may always choose to\)/.test(e.text ?? '')
  );
}

/** The line shown where a Free Will test's dice would be. */
export function freeWillWords(figure: string | undefined, test?: string): string {
  // A Star goes for a wounded friend by choice: nothing was thrown (play-test 10a, 14: "Star chooses 1 (100.0%)").
  if (test === 'retrieveWounded')
    return `No dice: ${figure ?? 'the Star'} is a Star, and a Star may always choose to fetch a wounded friend, so nothing was thrown.`;
  return `No dice: ${figure ?? 'the Star'} chose the result by Free Will, so nothing was thrown for this test.`;
}

export function isRoll(e: GameEvent): e is RollEvent {
  return e.type === 'roll';
}

/**
 * A charge at a target that cannot fire whatever the throw (out of ammo, down, no sight): the row's chances
 * of a shot are not chances of anything (play-test 47), so the odds say "no shot" for every throw.
 */
function noShotOdds(t: GameEvent): string | undefined {
  if (t.type !== 'test' || t.test !== 'chargeIntoMelee') return undefined;
  const m = /, but (.+?): no shot, and /.exec(t.text ?? '');
  return m ? `No shot whatever the throw: 100% (${m[1]}).` : undefined;
}

/**
 * A group's test is thrown once (with its Leader Die), and each figure of the group gets its own test line:
 * the first line carries the throw, the later ones none. This remembers each kind of test's last throw, so a
 * later line of the same test takes the same dice (play-test 9, 1: Lev's Crisis line, after Ivo's Retrieve
 * wounded throw came between, lost the shared dice and its odds left out the Leader Die).
 */
export class SharedThrows {
  private last = new Map<string, RollEvent[]>();
  /** Each figure's last Charge into Melee throw: a target throws once for every charger of one activation. */
  private chargeThrow = new Map<string, RollEvent>();

  /** The rolls a test line shows: its own throw, or the group throw it shares (a figure that threw it). */
  forTest(e: GameEvent, rolls: RollEvent[]): RollEvent[] {
    if (e.type !== 'test') return rolls;
    if (e.test === 'chargeIntoMelee') return this.forCharge(e.figures ?? [], rolls);
    if (rolls.length) {
      this.last.set(e.test, rolls);
      return choseByFreeWill(e) ? [] : rolls;
    }
    // A Star who chose by Free Will threw nothing: the group's dice are the others'.
    if (choseByFreeWill(e)) return [];
    const shared = (this.last.get(e.test) ?? []).filter((r) => r.purpose === e.test || r.purpose === 'leaderDie');
    const own = shared.filter((r) => r.purpose === e.test);
    const who = e.figure ?? e.figures?.[0];
    // Only a throw this figure was part of (another group's throw is not this one's).
    if (who && own.length && !own.some((r) => r.who.includes(who))) return [];
    return shared;
  }

  /** The target read again against a second charger the dice it threw against the first (play-test 10a, 9:
   *  Rico's line showed Lenny's throw): the charger's own throw, then the target's reused one. */
  private forCharge(figures: readonly string[], rolls: RollEvent[]): RollEvent[] {
    for (const r of rolls) if (r.purpose === 'chargeIntoMelee' && r.who[0]) this.chargeThrow.set(r.who[0], r);
    const target = figures[1];
    const reused = target && !rolls.some((r) => r.who.includes(target)) ? this.chargeThrow.get(target) : undefined;
    return reused ? [...rolls, reused] : rolls;
  }
}
