// Seeded battles for the wording tests: solo encounters and plain skirmishes played by the computer, the
// same way scripts/fingerprint.ts plays them, cut short so the tests stay quick. WORDS_SEEDS=N plays N of
// each kind instead of the few the everyday run uses.
import { runBattle } from '../../../../src/rulesets/chain-reaction/game';
import type { GameEvent } from '../../../../src/rulesets/chain-reaction/engine/events';
import type { GameState } from '../../../../src/rulesets/chain-reaction/state';
import { buildEncounter, randomEncounterScenario } from '../../../../src/rulesets/chain-reaction/sim/encounter';
import { randomSkirmish } from '../../../../src/rulesets/chain-reaction/sim/skirmish';

export interface PlayedBattle {
  seed: string;
  events: GameEvent[];
  state: GameState;
}

const KINDS = ['patrol', 'raid', 'defend'] as const;
const TABLES = ['clear', 'urban', 'wooded', 'mountain'] as const;

/** How many battles of each kind: a handful by default, more through WORDS_SEEDS. */
export const SEEDS_PER_KIND = Number(process.env.WORDS_SEEDS ?? 2);
const MAX_TURNS = Number(process.env.WORDS_TURNS ?? 10);

/** Room for the bigger runs: the log works out exact odds for every test, which takes time on long battles. */
export const TEST_TIMEOUT = 20_000 * Math.max(1, SEEDS_PER_KIND) * Math.max(1, MAX_TURNS / 10);

let cache: PlayedBattle[] | undefined;

export function playedBattles(): PlayedBattle[] {
  if (cache) return cache;
  const out: PlayedBattle[] = [];
  for (let i = 0; i < SEEDS_PER_KIND; i++) {
    for (const kind of KINDS) {
      const seed = `words-${kind}-${i}`;
      const s = randomEncounterScenario(seed, {
        encounter: kind,
        terrain: TABLES[i % TABLES.length]!,
        minFigures: 2,
        maxFigures: 4,
      });
      const built = buildEncounter(s);
      const r = runBattle(built.state, { maxTurns: MAX_TURNS });
      // The setup's events first (the encounter's opening line, the PEFs placed): the log shows them too.
      out.push({ seed, events: [...built.events, ...r.events], state: r.state });
    }
    const seed = `words-sk-${i}`;
    const r = runBattle(randomSkirmish(seed, { minFigures: 2, maxFigures: 5 }), { maxTurns: MAX_TURNS });
    out.push({ seed, events: r.events, state: r.state });
  }
  cache = out;
  return out;
}
