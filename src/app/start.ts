// The state a battle starts from: the scenario's own figures and terrain, or, for a solo encounter
// ("generate" in the file), the encounter's set-up - the non-player side, its PEFs and building watches -
// made with the game's own dice by the solo rules (src/sim/encounter.ts, as `sim` does it).
import type { GameEvent } from '../core/engine/events';
import { initialState, type GameState } from '../core/state';
import type { Scenario } from '../scenario/schema';
import { buildEncounter } from '../sim/encounter';

export function startingState(scenario: Scenario): { state: GameState; events: GameEvent[] } {
  if (scenario.generate) return buildEncounter(scenario);
  return { state: initialState(scenario), events: [] };
}
