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
  const words = diceAskWords(ask, name);
  const tie = tiedBefore(ask, before);
  if (tie === undefined) return { ...words, sofar };
  // A tied In Sight is thrown again (play-test 32): the prompt says so, or it reads as the same question twice.
  const each = `${tie} ${tie === 1 ? 'success' : 'successes'}`;
  return {
    ...words,
    title: `${words.title}: tied, throw again`,
    decides: `The last throw was a tie at ${each} each, so the In Sight dice are thrown again. ${words.decides}`,
    sofar,
  };
}

/** The successes of the last In Sight throw for the same figures, when this ask is its re-throw after a tie. */
function tiedBefore(ask: DiceAsk, before: readonly GameEvent[]): number | undefined {
  if (ask.purpose !== 'inSight') return undefined;
  const key = ask.who.join(',');
  let last: number | undefined;
  for (const e of before) {
    // A test ends the throw it belongs to: a later In Sight starts from nothing.
    if (e.type === 'test') last = undefined;
    else if (e.type === 'roll' && e.purpose === 'inSight' && e.who?.join(',') === key) last = e.successes ?? 0;
  }
  return last;
}
