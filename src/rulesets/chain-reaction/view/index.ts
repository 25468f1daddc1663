// Chain Reaction's view part (core/rulesetView.ts): the plain data the shared table draws - the log's lines
// with their "why" and odds, the chain view, the what-if panel's odds, the coach's dry run, the odds of a
// decision and of an order button. The hosts reach these only through the ruleset's `view`.
import type { OddsModel, OddsRow, RulesetView } from '../../../core/rulesetView';
import { toNumber, toPercent, toText } from '../odds/fraction';
import type { Command } from '../engine/commands';
import type { GameEvent } from '../engine/events';
import type { Need } from '../engine/need';
import type { GameState } from '../state';
import { buildChains } from './chainTree';
import { coachLines } from './coach';
import { decisionOdds, fireButtonTitle, grenadeButtonTitle } from './decisionOdds';
import { LogBuilder } from './logModel';
import { logWords, namedChains, wordsInOrder } from './names';
import { sideName } from '../explain/places';
import { afterBattlePage } from './afterBattle';
import { objectiveView } from './objective';
import { endTone, turnCountText, turnLimitText } from './encounterText';
import { ordersFor, whyNotOrders } from './orders';
import { refusalText } from './whyNot';
import { questionView } from './question';
import { diceAskView } from './diceAskView';
import { hoverCard } from './hoverCard';
import { tokenLook } from './token';
import { figureCard } from './figureCard';
import { eventPictures } from './pictures';
import { placing, setUpZone } from './setUp';
import { pointerOrders } from './pointerOrders';
import { fireOddsText, maxFireDice } from './preview/fire';
import { worldOf } from '../engine/world';
import type { World } from '../../../geometry/world';
import type { FireTarget } from '../engine/commands';
import { answer, keyLabel, withValue, type FigureFacts, type OddsQuestion } from './oddsModels';

export type ChainReactionView = RulesetView<GameState, Command, GameEvent, Need>;

/** A figure's Rep, Star and side as the state on the table has them (the odds are told from these). */
const factsFrom =
  (now: () => GameState | undefined) =>
  (id: string): FigureFacts | undefined => {
    const s = now();
    const f = s?.figures[id];
    // The side by the name the screen gives it: In Sight's odds are told per side ("the soldiers win").
    return s && f ? { rep: f.rep, star: f.star, side: sideName(s, f.side) } : undefined;
  };

function rows(model: OddsModel): OddsRow[] {
  const q = model as OddsQuestion;
  return [...answer(q)]
    .filter(([, p]) => p.n !== 0n)
    .sort(([ka, a], [kb, b]) => toNumber(b) - toNumber(a) || ka.localeCompare(kb))
    .map(([key, p]) => ({
      key,
      label: keyLabel(q, key),
      chance: toNumber(p),
      fraction: toText(p),
      percent: toPercent(p),
    }));
}

/** The table's geometry for a state, built once per state object (the hover card asks at every pointer move). */
const worlds = new WeakMap<GameState, World>();
function worldFor(s: GameState): World {
  let w = worlds.get(s);
  if (!w) worlds.set(s, (w = worldOf(s)));
  return w;
}

export const chainReactionView: ChainReactionView = {
  log: (now) => new LogBuilder(factsFrom(now), logWords(now)),
  chains: (events, states) => {
    const named = states.find((s) => s !== undefined);
    return namedChains(
      buildChains(
        events,
        (id) => {
          const f = states.map((s) => s?.figures[id]).find((x) => x !== undefined);
          return f ? { rep: f.rep, star: f.star, side: named ? sideName(named, f.side) : f.side } : undefined;
        },
        // The lines as the log says them (sides by name, "the soldiers win").
        named ? wordsInOrder(events, named) : undefined,
      ),
      named,
    );
  },
  whatIf: { answer: rows, withValue: (m, key, value) => withValue(m as OddsQuestion, key, value) },
  coach: coachLines,
  afterBattle: afterBattlePage,
  objective: objectiveView,
  turnBanner: (s) => {
    const terms = turnLimitText(s);
    return terms ? `${turnCountText(s)}. ${terms}` : undefined;
  },
  endTone: (s) => endTone(s),
  refusal: refusalText,
  // The same table geometry the hover card reads, built once per state.
  orderable: (s, need, humanSide) => ordersFor(s, need, humanSide, worldFor(s)),
  whyNotOrders: (s, need, id) => whyNotOrders(s, need, id, worldFor(s)),
  sideName: (s, id) => sideName(s, id),
  diceAsk: diceAskView,
  tokenLook: (s, id) => {
    const f = s.figures[id];
    return f
      ? tokenLook(
          f,
          s.sides.findIndex((x) => x.id === f.side),
        )
      : undefined;
  },
  pictures: eventPictures,
  setUpZone,
  placing,
  figureLine: (s, id) => {
    const f = s.figures[id];
    return f ? figureCard(f, s) : undefined;
  },
  hoverCard: (s, id, selected) => {
    const f = s.figures[id];
    if (!f || f.status === 'offTable') return undefined;
    const sel = selected ? s.figures[selected] : undefined;
    const card = hoverCard(s, worldFor(s), f, sel, s.sides[0]?.id);
    return { ...card, sideIndex: s.sides.findIndex((x) => x.id === f.side) };
  },
  preview: (s, order, id, args) => {
    const f = s.figures[id];
    if (order !== 'fire' || !f) return undefined;
    return { odds: fireOddsText(s, worldFor(s), f, args as readonly FireTarget[]), dice: maxFireDice(f) };
  },
  question: questionView,
  decisionOdds: (s, need) => (need.kind === 'decision' ? decisionOdds(s, need.decision) : undefined),
  orderTitle: (s, order, figure) => {
    const f = figure ? s.figures[figure] : undefined;
    return order === 'grenade' ? grenadeButtonTitle(f) : order === 'fire' ? fireButtonTitle(f) : undefined;
  },
  pointerOrders,
};
