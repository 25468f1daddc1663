// The Challenge test in words: the target after difficulty, the dice (a 6 never passing), and
// whether the deed is done, may be tried once more, or failed.
import type { ChallengeOutcome, ChallengePlay } from '../rules/challenge';
import { CHALLENGE_TABLE } from '../tables/challenge';
import { diceList, noteOf, passPhrase } from './phrases';
import type { Explanation } from './types';

const VERDICTS = {
  success: 'done',
  mayRerollOrQuit: 'it may be tried once more, or given up',
  fail: 'it fails',
} as const;

export function explainChallenge(o: ChallengeOutcome): Explanation {
  const hard = o.modifiers.length ? `, ${o.modifiers.map((m) => m.id === 'veryEasy' ? 'very easy' : 'very difficult').join(', ')}: ${o.target} or under` : '';
  const head = `${o.reroll ? 'Second try at a challenge' : 'Challenge'}${o.who ? ` for ${o.who}` : ''} (Rep ${o.rep}${hard})`;
  const demoted = o.counted < o.passed ? ', which counts as none on a second try' : '';
  return {
    text: `${head}: rolled ${diceList(o.dice)} — ${passPhrase(o.dice, o.target, { neverPasses: CHALLENGE_TABLE.alwaysFails })}${demoted}: ${VERDICTS[o.result]}.`,
    table: o.table, dice: [...o.dice], target: o.target, modifiers: o.modifiers.map(noteOf),
  };
}

/** Both tries, and a word when the owner chose to give up after the first. */
export function explainChallengePlay(p: ChallengePlay): Explanation[] {
  const out = p.attempts.map(explainChallenge);
  const last = out[out.length - 1];
  const who = p.attempts[0]?.who ?? 'The figure';
  if (p.result === 'quit' && last) out[out.length - 1] = { ...last, text: `${last.text} ${who} gives up.` };
  return out;
}
