// Chain Reaction 3.1 as a ruleset: the object the app and the sim reach through the registry. Its code
// still lives in src/core (engine, rules, tables, odds, explain, solo, state.ts) and moves here as is;
// this file only names the pieces for the boundary (core/ruleset.ts).
import type { Ruleset } from '../../core/ruleset';
import type { GameState } from './state';
import type { Command } from './engine/commands';
import type { GameEvent } from './engine/events';
import { DECISION_KINDS } from './engine/decisions';
import { TABLE_IDS, TABLES, isTableId, tableText } from './tables';
import { oddsLabel } from './explain/odds';
import { scenarioSchema, type Scenario } from './scenario/schema';
import { validateScenario } from './scenario/validate';
import { begin, computerCommand, reduce, type Need } from './game';
import { startingState } from './start';

export type ChainReaction = Ruleset<GameState, Command, GameEvent, Need, Scenario>;

export const chainReaction: ChainReaction = {
  name: 'chain-reaction',
  title: 'Chain Reaction 3.1',
  scenario: { schema: scenarioSchema, check: validateScenario },
  startingState,
  begin,
  reduce,
  decisions: DECISION_KINDS,
  computerCommand,
  // The engine writes each event's sentence as it happens; the wording layer takes these over.
  wording: { event: (e) => ('text' in e && typeof e.text === 'string' ? e.text : '') },
  tables: {
    list: TABLE_IDS.map((id) => ({ id, title: TABLES[id].label })),
    text: (id) => (isTableId(id) ? tableText(id) : undefined),
  },
  odds: oddsLabel,
  // Previews and the order bar are drawn today from app/preview and app/ui/actionBar.ts (Chain Reaction's
  // own, in the app); they come behind these two fields when those files move here.
};
