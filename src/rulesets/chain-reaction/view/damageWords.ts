// Several hits on one figure in words: each damage line says which hit it is ("hit 2 of 3"), and the last
// says that the worst result of the hits and their Recover tests stands, and which that is. Without it the
// lines read as contradicting each other ("obviously dead", then "knocked down", then "out of the fight").
// The engine's damage sentences stay as they are (the fingerprint hashes them); these are rebuilt as shown.
import type { GameEvent } from '../engine/events';

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

/** "Damage on Kurt (hit 2 of 3): …"; on the last hit, "Of the 3 hits and their Recover tests, the worst stands: …". */
export function damageLine(e: DamageEvent, run: DamageRun, after: readonly GameEvent[]): string {
  const { hits, recovers, starPower } = restOf(e, after);
  const k = run.results.length;
  const n = k + hits.length;
  if (n < 2) return e.text;
  const text = e.text.replace(/^Damage on ([^:]+): /, `Damage on $1 (hit ${k} of ${n}): `);
  if (hits.length) return text;
  const levels = [...run.results.filter((r) => r !== 'recoverTest'), ...recovers];
  const worst = RANK.filter((r) => levels.includes(r)).at(-1);
  const tests = run.results.some((r) => r === 'recoverTest') ? ' and their Recover tests' : '';
  // Recover tests still to come can't beat obviously dead, so that result is said at once.
  const pending = worst !== 'obviouslyDead' && !recovers.length && run.results.some((r) => r === 'recoverTest');
  if (!worst || pending) return `${text} Of the ${n} hits${tests}, the worst result stands.`;
  return `${text} Of the ${n} hits${tests}, the worst result stands: ${WORDS[worst]}${starPower ? ', before Star Power' : ''}.`;
}
