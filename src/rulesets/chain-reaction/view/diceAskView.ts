// The own-dice prompt's words (core/rulesetView.ts DiceAskView): what the roll decides, how many dice, the
// target and exact odds (explain/diceAsk.ts), and what the step has told so far, as the log says it.
import type { DiceAsk } from '../../../core/dice/entered';
import type { DiceAskView } from '../../../core/rulesetView';
import type { GameEvent } from '../engine/events';
import type { GameState } from '../state';
import { diceAskWords } from '../explain/diceAsk';
import { eventText } from '../explain/eventText';
import { sideName } from '../explain/places';
import { explainRoll } from '../explain/roll';
import { shownEventText } from './names';

/** The prompt for one roll; sides by the game's names for them ("the soldiers"), never their ids. */
export function diceAskView(s: GameState | undefined, ask: DiceAsk, before: readonly GameEvent[]): DiceAskView {
  const name = (id: string) => (s && sideName(s, id)) || id;
  // The rolls already entered in this step are among `before`: nothing is logged until its last roll is in.
  const sofar = before
    .map((e) => (e.type === 'roll' ? explainRoll(e, name).text : s ? shownEventText(e, s) : eventText(e)))
    .filter((t): t is string => !!t)
    .slice(-5);
  return { ...diceAskWords(ask, name), sofar };
}
