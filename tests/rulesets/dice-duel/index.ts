// The dice duel as a ruleset: the proof that the door (src/core/ruleset.ts) opens. It lives only in tests/
// and reaches the hosts through the registry alone: `registerRuleset(ruleset)` in a test, or
// `npm run --silent sim -- play tests/rulesets/dice-duel/duel.json --rules-module tests/rulesets/dice-duel/index.ts`.
// Two sides of a few figures; each turn a d6 each for initiative, then one shot a side (a d6, 4+ within
// 12", 5+ beyond); a hit makes the side hit choose who falls. Nobody standing: that side loses.
import type { Ruleset } from '../../../src/core/ruleset';
import { begin, computerCommand, reduce } from './rules';
import { checkDuel, duelSchema } from './scenario';
import { duelPlay } from './play';
import { duelBoard } from './board';
import { answer, duelSoak, DUEL_SEED, finalLine, outcome, show, startingState } from './sim';
import type { DuelCommand, DuelEvent, DuelNeed, DuelQuery, DuelScenario, DuelState } from './types';

export type DiceDuel = Ruleset<DuelState, DuelCommand, DuelEvent, DuelNeed, DuelScenario>;

/** A name as a person reads it: the file's id with a capital ("ann" → "Ann"). */
const named = (id: string): string => id.charAt(0).toUpperCase() + id.slice(1);

/** Words for the log, with the figures' and sides' names. */
function eventText(e: DuelEvent): string {
  switch (e.type) {
    case 'roll':
      return `${named(e.purpose)} roll: ${e.dice.join(', ')}`;
    case 'turn':
      return `Turn ${e.turn}: ${e.order.map(named).join(' then ')}.`;
    case 'shot':
      return `${named(e.figure)} shoots at ${named(e.target)} (${Math.round(e.distance * 10) / 10}", needs ${e.needed}+): ${e.hit ? 'hit' : 'miss'}.`;
    case 'down':
      return `${named(e.figure)} falls (${named(e.chosenBy)} chose).`;
    case 'control':
      return `${named(e.side)} is now played by ${e.control === 'ai' ? 'the computer' : e.control === 'human' ? 'a person' : 'the script'}.`;
    case 'ended':
      return `${named(e.winner)} wins the duel.`;
  }
}

export const ruleset: DiceDuel = {
  name: 'dice-duel',
  title: 'Dice duel (test ruleset)',
  scenario: { schema: duelSchema, check: checkDuel },
  startingState,
  begin,
  reduce,
  decisions: ['casualty'],
  computerCommand,
  controlOf: (s, side) => s.sides.find((x) => x.id === side)?.control ?? 'script',
  commands: (sc) => sc.commands,
  seedOf: (sc) => sc.seed ?? DUEL_SEED,
  turnCap: () => 20,
  queries: (sc) => sc.queries,
  answer: (s, q) => answer(s, q as DuelQuery),
  final: finalLine,
  outcome,
  show,
  soak: duelSoak,
  turnOf: (s) => s.turn,
  play: duelPlay,
  board: duelBoard,
  wording: { event: eventText },
  tables: {
    list: [{ id: 'toHit', title: 'To hit' }],
    text: (id) => (id === 'toHit' ? 'd6: 4+ within 12", 5+ beyond' : undefined),
  },
};

export const diceDuel = ruleset;
