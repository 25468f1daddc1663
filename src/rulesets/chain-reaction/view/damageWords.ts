// Several hits on one figure in words: each damage line says which hit it is ("hit 2 of 3"), and the last
// says that the worst result of the hits and their Recover tests stands, and which that is. Without it the
// lines read as contradicting each other ("obviously dead", then "knocked down", then "out of the fight").
// The engine's damage sentences stay as they are (the fingerprint hashes them); these are rebuilt as shown.
import type { GameEvent, TestEvent } from '../engine/events';
import { modifiersPhrase } from '../explain/phrases';

type DamageEvent = Extract<GameEvent, { type: 'damage' }>;

const RANK = ['knockedDown', 'outOfTheFight', 'obviouslyDead'] as const;
const WORDS: Record<string, string> = {
  knockedDown: 'knocked down',
  outOfTheFight: 'out of the fight',
  obviouslyDead: 'obviously dead',
};

/** Where a damage line stands in its run of hits on the same figure: its place and the results before it. */
export interface DamageRun {
  figure: string;
  results: string[];
  /** The results of the Recover tests from these hits already told (a run goes on through them). */
  recovered?: string[];
}

/** A Recover test thrown for a hit over the Impact (not the one to climb out of Hunker Down). */
export function isDamageRecover(e: GameEvent): e is TestEvent {
  return e.type === 'test' && e.test === 'recover' && !!e.figure && !!e.causes?.includes('damage');
}

/** The run after this event: a damage line starts or goes on; its own Recover tests go on; anything else ends it. */
export function runAfter(run: DamageRun | undefined, e: GameEvent): DamageRun | undefined {
  if (e.type === 'damage') return nextRun(run, e);
  if (run && isDamageRecover(e) && e.figure === run.figure)
    return { ...run, recovered: [...(run.recovered ?? []), e.result] };
  return undefined;
}

/**
 * The run of hits (and Recover tests) on `figure` just before events[i], read back from the events. Before a
 * damage line only hits count: a Recover test before it closed an earlier run.
 */
export function runBefore(events: readonly GameEvent[], i: number, figure: string): DamageRun | undefined {
  const results: string[] = [];
  const recovered: string[] = [];
  const hitsOnly = events[i]?.type === 'damage';
  for (let j = i - 1; j >= 0; j--) {
    const x = events[j]!;
    if (x.type === 'roll') continue;
    if (x.type === 'damage' && x.figure === figure) results.unshift(x.result);
    else if (!hitsOnly && isDamageRecover(x) && x.figure === figure && !results.length) recovered.unshift(x.result);
    else break;
  }
  return results.length ? { figure, results, recovered } : undefined;
}

/**
 * The run of hits on `figure` that a fall at events[i] comes from: the "goes prone" and Star Power lines
 * between the last Recover test and the fall are stepped over.
 */
export function runBeforeFall(events: readonly GameEvent[], i: number, figure: string): DamageRun | undefined {
  let j = i;
  while (j > 0 && ['roll', 'stance', 'note'].includes(events[j - 1]!.type)) j--;
  return runBefore(events, j, figure);
}

/**
 * The fall's reason when no hit of the run rolled obviously dead but a Recover test for a hit over the Impact
 * came out 0 passed: the engine says "the hit was fatal" for every death, which the damage line above
 * ("knocked down, Recover test") contradicts (play-test 17a).
 */
export function recoverDeathWhy(run: DamageRun | undefined, figure: string): string | undefined {
  if (!run || run.figure !== figure || run.results.includes('obviouslyDead')) return undefined;
  return run.recovered?.includes('obviouslyDead')
    ? '0 passed on the Recover test for a hit over the Impact'
    : undefined;
}

/** The hit (1-based) that left the figure obviously dead, if one of the run did. */
export function fatalHit(run: DamageRun | undefined): number | undefined {
  const i = run ? run.results.indexOf('obviouslyDead') : -1;
  return i < 0 ? undefined : i + 1;
}

/**
 * Why a Recover test after a fatal hit is still thrown, for the line and the own-dice box: the figure is
 * already dead from hit N, and (RULINGS: each hit over the Impact gets its own test, the worst stands) this
 * test can't change that; when Star Power comes next it may lower the death, and then this test counts.
 */
export function afterFatalWhy(figure: string, hit: number, starPowerNext: boolean): string {
  if (starPowerNext)
    return `Hit ${hit} left ${figure} obviously dead; this test counts only if Star Power, thrown after the Recover tests, lowers that.`;
  return `${figure} is already obviously dead from hit ${hit}, and this test can't change that: the rules still throw it (each hit over the Impact gets its own Recover test, and the worst result stands).`;
}

/**
 * A Recover test after one of the same hits was obviously dead (play-test 2, 8/21/25/29): never "passes,
 * knocked down" for a dead man. The test's own numbers stay: "Recover test for Jax (2 of 2, one for each hit
 * over the Impact): 2 passed, which on its own would mean knocked down. Jax is already obviously dead …".
 */
export function recoverAfterFatalLine(e: TestEvent, run: DamageRun, after: readonly GameEvent[]): string | undefined {
  const hit = fatalHit(run);
  if (!hit || !e.figure || e.figure !== run.figure) return undefined;
  const of = run.results.filter((r) => r === 'recoverTest').length;
  const nth = (run.recovered?.length ?? 0) + 1;
  const which = of > 1 ? ` (${nth} of ${of}, one for each hit over the Impact)` : '';
  const changes = modifiersPhrase(e.modifiers ?? []);
  const own = WORDS[e.result] ?? e.result;
  return `Recover test for ${e.figure}${which}${changes ? ` (${changes})` : ''}: ${e.passed ?? 0} passed, which on its own would mean ${own}. ${afterFatalWhy(e.figure, hit, starPowerAhead(e.figure, after))}`;
}

/** Whether this figure's Star Power is thrown among the events still to come in this run. */
function starPowerAhead(figure: string, after: readonly GameEvent[]): boolean {
  for (const x of after) {
    if (x.type === 'roll') {
      if (x.purpose === 'starPower' && x.who?.includes(figure)) return true;
      continue;
    }
    if (x.type === 'note' && x.text.startsWith(`${figure} uses Star Power`)) return true;
    if (!(isDamageRecover(x) && x.figure === figure)) return false;
  }
  return false;
}

/** The run after this damage event: the earlier run if it continues, else a new one. */
export function nextRun(run: DamageRun | undefined, e: DamageEvent): DamageRun {
  return run && run.figure === e.figure
    ? { figure: e.figure, results: [...run.results, e.result] }
    : { figure: e.figure, results: [e.result] };
}

/** The events of the same figure's run still to come: its later hits, then the Recover tests they cause. */
function restOf(
  e: DamageEvent,
  after: readonly GameEvent[],
): { hits: DamageEvent[]; recovers: string[]; starPower: boolean } {
  const hits: DamageEvent[] = [];
  const recovers: string[] = [];
  let starPower = false;
  for (const x of after) {
    if (x.type === 'roll') continue;
    if (x.type === 'damage' && x.figure === e.figure && !recovers.length) hits.push(x);
    else if (x.type === 'test' && x.test === 'recover' && x.figure === e.figure && x.result) recovers.push(x.result);
    else {
      // A Star's Star Power comes next and may lower the result (its own line says so).
      starPower = x.type === 'note' && x.text.startsWith(`${e.figure} uses Star Power`);
      break;
    }
  }
  return { hits, recovers, starPower };
}

/** "Damage on Kurt (hit 2 of 3): …"; on the last hit, "Of the 3 hits and the 2 Recover tests below, the worst stands: …". */
export function damageLine(e: DamageEvent, run: DamageRun, after: readonly GameEvent[]): string {
  const { hits, recovers, starPower } = restOf(e, after);
  const k = run.results.length;
  const n = k + hits.length;
  if (n < 2) return e.text;
  const text = e.text.replace(/^Damage on ([^:]+): /, `Damage on $1 (hit ${k} of ${n}): `);
  if (hits.length) return text;
  const levels = [...run.results.filter((r) => r !== 'recoverTest'), ...recovers];
  const worst = RANK.filter((r) => levels.includes(r)).at(-1);
  // The Recover tests come on the lines below this one: say so, so the result isn't read before its test.
  const over = run.results.filter((r) => r === 'recoverTest').length;
  const tests = over > 1 ? ` and the ${over} Recover tests below` : over ? ' and the Recover test below' : '';
  // Recover tests still to come can't beat obviously dead, so that result is said at once.
  const pending = worst !== 'obviouslyDead' && !recovers.length && run.results.some((r) => r === 'recoverTest');
  if (!worst || pending) return `${text} Of the ${n} hits${tests}, the worst result stands.`;
  return `${text} Of the ${n} hits${tests}, the worst result stands: ${WORDS[worst]}${starPower ? ', before Star Power' : ''}.`;
}
