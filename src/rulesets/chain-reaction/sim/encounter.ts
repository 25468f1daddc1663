// Random all-computer encounters for soaks, batches and the bench. A generated encounter's starting
// state itself is the ruleset's (rulesets/chain-reaction/start.ts), re-exported here for old callers.
import seedrandom from 'seedrandom';
import type { Scenario, ScenarioInput } from '../scenario/schema';
import { ENCOUNTERS, TABLE_KINDS, WEAPONS } from '../../../scenario/vocab';
import { validateScenario } from '../scenario/validate';

export { buildEncounter, playerSideOf, type EncounterOptions } from '../start';

export interface RandomEncounterOptions {
  encounter?: (typeof ENCOUNTERS)[number];
  terrain?: (typeof TABLE_KINDS)[number];
  /** Player figures, inclusive range. */
  minFigures?: number;
  maxFigures?: number;
}

const STUDY_TABLES = ['clear', 'urban', 'wooded', 'mountain'] as const;

/** The i-th encounter of a study (the bench, the fingerprint, the outcome check, the profiles): the four table
 * kinds in turn, 3 to 5 figures a side to start, seeded `${prefix}-${i}`. One recipe, so their numbers compare. */
export function studyEncounter(prefix: string, i: number, encounter: (typeof ENCOUNTERS)[number] = 'patrol'): Scenario {
  return randomEncounterScenario(`${prefix}-${i}`, {
    encounter,
    terrain: STUDY_TABLES[i % STUDY_TABLES.length]!,
    minFigures: 3,
    maxFigures: 5,
  });
}

const PLAYER_FORCES = ['military', 'police', 'gang', 'guerilla', 'militia'] as const;

/** A scenario file for an all-computer encounter: a Star and Grunts of one force, entering at the bottom. */
export function randomEncounterScenario(seed: string, opts: RandomEncounterOptions = {}): Scenario {
  const rng = seedrandom.alea(`encounter:${seed}`);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rng() * xs.length)]!;
  const int = (lo: number, hi: number) => lo + Math.floor(rng() * (hi - lo + 1));
  const n = int(opts.minFigures ?? 2, opts.maxFigures ?? 6);
  const guns = WEAPONS.filter((w) => w !== 'G');
  const raw: ScenarioInput = {
    version: 1,
    seed,
    light: rng() < 0.1 ? 'night' : 'day',
    weather: rng() < 0.08 ? pick(['fog', 'rain', 'snow'] as const) : 'clear',
    generate: {
      encounter: opts.encounter ?? pick(ENCOUNTERS),
      terrain: opts.terrain ?? pick(['clear', 'urban', 'wooded', 'mountain'] as const),
    },
    sides: [
      {
        id: 'player',
        control: 'ai',
        force: pick(PLAYER_FORCES),
        figures: Array.from({ length: n }, (_, i) => ({
          id: i === 0 ? 'star' : `grunt${i}`,
          rep: i === 0 ? int(4, 5) : int(3, 5),
          star: i === 0,
          weapon: i === 0 ? 'AR' : pick(guns),
          at: [18 + (i % 2 === 0 ? i / 2 : -(i + 1) / 2) * 1.25, 33] as [number, number],
        })),
      },
    ],
  };
  const v = validateScenario(raw);
  if (!v.ok) throw new Error(`randomEncounterScenario made a bad file: ${v.error.path}: ${v.error.message}`);
  return v.value;
}
