// The Challenge test as a command (p.23): a figure acting now attempts a deed the rules don't cover. Its
// Rep is moved one up (very easy) or down (very difficult); 2d6, a 6 always failing; two passed succeeds,
// none fails; one passed lets the owner try once more (where one passed then counts as none) or give up.
// What success and failure mean on the table is the players' to carry out: the engine rolls and records.
import { playChallenge, type ChallengeDecision, type ChallengeOutcome } from '../rules/challenge';
import type { FigureState } from '../state';
import type { Command } from './commands';
import type { Ctx } from './ctx';
import type { Done } from './actions';

export function takeChallenge(ctx: Ctx, f: FigureState, cmd: Extract<Command, { do: 'challenge' }>): Done {
  const deed = cmd.what ? ` (${cmd.what})` : '';
  const told = new Set<ChallengeOutcome>();
  const tell = (a: ChallengeOutcome) => {
    if (told.has(a)) return;
    told.add(a);
    ctx.emit({
      type: 'test',
      test: 'challenge',
      figure: f.id,
      passed: a.passed,
      result: a.result,
      row: a.table,
      modifiers: a.modifiers,
      text: `${f.id} takes the Challenge${deed}${a.reroll ? ', second try' : ''}: ${a.dice.join(', ')} against ${a.target} — ${a.passed} passed.`,
    });
  };
  const play = playChallenge(
    { who: f.id, rep: f.rep, ...(cmd.difficulty ? { difficulty: cmd.difficulty } : {}) },
    ctx.roll,
    (first) => {
      tell(first);
      return ctx.decide({
        kind: 'challengeRetry',
        figure: f.id,
        options: ['reroll', 'quit'],
        fallback: cmd.onePass ?? 'reroll',
        text: `${f.id} passed one die on the Challenge${deed} (${first.dice.join(', ')}): try once more, where one die passed then fails, or give up`,
      }) as ChallengeDecision;
    },
  );
  for (const a of play.attempts) tell(a);
  ctx.emit({
    type: 'note',
    text: `Challenge${deed}: ${f.id} ${play.result === 'success' ? 'succeeds' : play.result === 'quit' ? 'gives up' : 'fails and suffers the consequences'}.`,
  });
  return { ok: true };
}
