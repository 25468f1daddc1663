// Order dice with reactions behind the Ruleset door: the scenario check, the starting state, the reducer,
// the computer player, the words, the tables and odds, and the sim side (final line, outcome, show, queries).
import type { Ruleset } from '../../core/ruleset';
import { begin, reduce } from './engine';
import { checkScenario, schema, type OdScenario } from './scenario';
import { startingState } from './start';
import { aiReaction, computerOrder } from './ai';
import { eventWords } from './words';
import { answerQuery, commandsOf, controlOf, finalLine, outcome, queriesOf, showTable } from './door';
import { odds, tableList, tableText } from './reference';
import { copyState, type OdCommand, type OdEvent, type OdNeed, type OdState } from './state';

export type OrderDice = Ruleset<OdState, OdCommand, OdEvent, OdNeed, OdScenario> & typeof sim;

/** The computer's command for whatever the game waits for: an order for a drawn die, or a reaction. */
export function computerCommand(state: OdState, need: OdNeed): OdCommand {
  if (need.kind === 'decision')
    return { do: 'react', unit: need.question.unit, reaction: aiReaction(copyState(state), need.question) };
  const side = need.kind === 'command' ? need.side : '';
  return computerOrder(copyState(state), side);
}

const sim = {
  final: finalLine,
  outcome,
  show: showTable,
  queries: queriesOf,
  answer: answerQuery,
  commands: commandsOf,
  controlOf,
  turnOf: (s: OdState): number => s.turn,
};

export const orderDice: OrderDice = {
  name: 'order-dice',
  title: 'Order dice with reactions',
  scenario: { schema, check: checkScenario },
  startingState,
  begin: (state, opts) => begin(state, opts),
  reduce: (state, command, opts) => reduce(state, command, opts),
  decisions: ['react'],
  computerCommand: (state, need) => computerCommand(state, need),
  wording: { event: eventWords },
  tables: { list: tableList, text: tableText },
  odds,
  ...sim,
};
