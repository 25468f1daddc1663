// The action-card skirmish as a ruleset: the object the hosts reach through the registry (core/ruleset.ts),
// with the sim's side (final line, table text, batch outcome, sight queries, the file's commands and controls).
import type { Ruleset } from '../../core/ruleset';
import type { PreviewPicture } from '../../core/ruleset';
import { computerCommand } from './ai';
import type { AcCommand, AcNeed } from './commands';
import { begin, reduce } from './ownDice';
import type { AcEvent } from './events';
import { acScenarioSchema, checkScenario, type AcScenario } from './scenario';
import { startingState } from './start';
import { answer, final, outcome, show, turnOf, type LosQuery } from './sim';
import type { AcState } from './state';
import { terrainTableText } from './tables';
import { eventText } from './wording';
import { AC_DECISIONS } from './vocab';
import { orderBar, shotPreview, movePreview } from './preview';
import { REFERENCE } from './reference';
import { referenceFrom } from '../../core/reference';
import { play } from './play';
import { batchStats } from './batch';
import { view } from './view';
import { lessons } from './lessons';
import { acBench } from './bench';
import { board } from './board';
import { acContinuation } from './continuation';
import { scriptEndPlain } from './engine';

export type ActionCards = Ruleset<AcState, AcCommand, AcEvent, AcNeed, AcScenario> & {
  turnOf: typeof turnOf;
  /** The table as text without the title (tests). */
  table: typeof show;
  reference: typeof REFERENCE;
};

export const actionCards: ActionCards = {
  name: 'action-cards',
  title: 'Action-card skirmish',
  scenario: { schema: acScenarioSchema, check: checkScenario },
  startingState,
  begin,
  reduce,
  decisions: AC_DECISIONS,
  computerCommand: (s, need) => computerCommand(s, need),
  wording: { event: eventText },
  tables: {
    list: [{ id: 'terrain', title: 'Terrain' }],
    text: (id) => (id === 'terrain' ? terrainTableText() : undefined),
  },
  previews: {
    shoot: shotPreview as (s: AcState, ...a: never[]) => PreviewPicture,
    move: movePreview as (s: AcState, ...a: never[]) => PreviewPicture,
  },
  orderBar,
  final,
  show: (_sc, state, file) => [`${file}: the action-card skirmish, turn ${state.turn}`, ...show(state).split('\n')],
  table: show,
  outcome,
  turnOf,
  commands: (sc) => (sc.commands ?? []) as AcCommand[],
  controlOf: (s, side) => s.sides.find((x) => x.id === side)?.control ?? 'script',
  seedOf: (sc) => sc.seed,
  // The scenario's own last turn ends the game; the host needs no cap of its own.
  turnCap: () => null,
  queries: (sc) => (sc.queries ?? []) as LosQuery[],
  answer: (s, q) => answer(s, q as LosQuery).result,
  scriptEnd: scriptEndPlain,
  reference: REFERENCE,
  rulesReference: referenceFrom('The action-card skirmish, in our words.', REFERENCE),
  continuation: acContinuation,
  play,
  batchStats,
  view,
  lessons,
  bench: acBench,
  board,
};

/** For `sim --rules-module` (a module that exports `ruleset`), until the registry line is in. */
export const ruleset = actionCards;
