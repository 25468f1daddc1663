// Chain Reaction 3.1 as a ruleset: the object the app and the sim reach through the registry. This file only
// names the pieces of its folder for the boundary (core/ruleset.ts); the sim's parts are in sim/.
import type { Ruleset } from '../../core/ruleset';
import type { GameState } from './state';
import type { Command } from './engine/commands';
import type { GameEvent } from './engine/events';
import { DECISION_KINDS } from './engine/decisions';
import { TABLE_IDS, TABLES, isTableId, rowFor, tableText } from './tables';
import { oddsLabel } from './explain/odds';
import { GLOSSARY, searchSections, sectionById } from './reference/index';
import { refusalCite } from './reference/refusals';
import { scenarioSchema, type Scenario } from './scenario/schema';
import { validateScenario } from './scenario/validate';
import { begin, computerCommand, controlOf, reduce, type Need } from './game';
import { startingState } from './start';
import { DEFAULT_SEED } from './state';
import { answerQuery } from './sim/queries';
import { finalEvent, outcomeOf, showTitle } from './sim/final';
import { showTable } from './sim/show';
import { crCampaign } from './sim/parts';
import { lazyLessons } from './lessons/lazy';
import { chainReactionPlay } from './play';
import { loadedView, loadView } from './view/lazy';
import { crContinuation } from './sim/continuation';
import { resolveRecruit } from './rules/recruiting';

/** Most turns a plain battle (no "generate") is played when the command line sets none; an encounter has its own. */
export const DEFAULT_TURNS = 50;

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
  controlOf,
  commands: (sc) => sc.commands as Command[],
  seedOf: (sc) => sc.seed ?? DEFAULT_SEED,
  turnCap: (sc) => (sc.generate ? null : DEFAULT_TURNS),
  queries: (sc) => sc.queries,
  answer: (state, query) => answerQuery(state, query as Scenario['queries'][number]),
  final: finalEvent,
  outcome: outcomeOf,
  show: (sc, state, file) => showTable(state, showTitle(sc, state, file)),
  campaign: crCampaign as ChainReaction['campaign'],
  lessons: lazyLessons,
  // The soak, the bench and `sim batch`'s figures are the sim's only: the registry adds them (sim/nodeParts.ts).
  // The engine writes each event's sentence as it happens; the wording layer takes these over.
  wording: { event: (e) => ('text' in e && typeof e.text === 'string' ? e.text : '') },
  tables: {
    list: TABLE_IDS.map((id) => ({ id, title: TABLES[id].label })),
    text: (id) => (isTableId(id) ? tableText(id) : undefined),
    view: (id) => (isTableId(id) ? TABLES[id] : undefined),
    row: rowFor,
  },
  rulesReference: {
    about: "Chain Reaction 3.1, in our words, with the book's pages",
    search: searchSections,
    section: sectionById,
    glossary: GLOSSARY,
    cite: refusalCite,
  },
  odds: oddsLabel,
  turnOf: (s) => s.turn,
  continuation: crContinuation,
  play: chainReactionPlay,
  // The table's words, fetched after the first paint (view/lazy.ts): `load` brings them.
  get view() {
    return loadedView();
  },
  load: loadView,
  // A new battle's figures get their Reps from the book's Recruiting table.
  newBattle: { recruitRep: (force, roll) => resolveRecruit({ force }, roll).rep },
  // Previews and the order bar are drawn today from app/preview and app/ui/actionBar.ts (Chain Reaction's
  // own, in the app); they come behind these two fields when those files move here.
};

/** The campaign part with its roster types, for the app's campaign (app/crSession.ts names it). */
export { crCampaign };
