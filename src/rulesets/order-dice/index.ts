// Order dice with reactions behind the Ruleset door: the scenario check, the starting state, the reducer,
// the computer player, the words, the tables and odds, and the sim side (final line, outcome, show, queries).
import type { Ruleset } from '../../core/ruleset';
import { begin, reduce } from './ownDice';
import { checkScenario, schema, type OdScenario } from './scenario';
import { startingState } from './start';
import { aiReaction, computerOrder } from './ai';
import { eventWords } from './words';
import { answerQuery, commandsOf, controlOf, finalLine, outcome, queriesOf, seedOf, show } from './door';
import { odds, tableList, tableText } from './reference';
import { soak } from './soak';
import { play } from './playPart';
import { view } from './view';
import { lessons } from './lessons';
import { orderBar, shotPreview } from './bar';
import { board } from './board';
import { copyState, type OdCommand, type OdEvent, type OdNeed, type OdState } from './state';
import { odContinuation } from './continuation';

export type OrderDice = Ruleset<OdState, OdCommand, OdEvent, OdNeed, OdScenario>;

/**
 * The computer's command for whatever the game waits for: an order for a drawn die, or a reaction. For a
 * side the file scripts, a reaction the file does not give is the default policy: none.
 */
export function computerCommand(state: OdState, need: OdNeed): OdCommand {
  if (need.kind === 'decision' && need.losses)
    return { do: 'casualties', unit: need.losses.unit, figures: need.losses.nearest.slice(0, need.losses.count) };
  const q = need.kind === 'command' || need.kind === 'decision' ? need.question : undefined;
  if (q) {
    if (controlOf(state, q.side) === 'script') return { do: 'react', unit: q.unit, reaction: 'none' };
    return { do: 'react', unit: q.unit, reaction: aiReaction(copyState(state), q) };
  }
  return computerOrder(copyState(state), need.kind === 'command' ? need.side : '');
}

export const orderDice: OrderDice = {
  name: 'order-dice',
  title: 'Order dice with reactions',
  scenario: { schema, check: checkScenario },
  startingState,
  begin: (state, opts) => begin(state, opts),
  reduce: (state, command, opts) => reduce(state, command, opts),
  decisions: ['react'],
  computerCommand: (state, need) => computerCommand(state, need),
  controlOf,
  commands: commandsOf,
  seedOf,
  // The game ends by itself after its turns (six unless the file says).
  turnCap: () => null,
  queries: queriesOf,
  answer: answerQuery,
  final: finalLine,
  outcome,
  show,
  soak,
  wording: { event: eventWords },
  tables: { list: tableList, text: tableText },
  odds,
  orderBar,
  previews: { shot: shotPreview },
  view,
  turnOf: (s) => s.turn,
  continuation: odContinuation,
  play,
  board,
  lessons,
};
