// Chain Reaction's answers to the app's session (core/ruleset.ts RulesetPlay): how a replay file's step is
// checked, which command hands a side to the computer, the computer's answer to an open question, and
// when a command stops part way. The session itself (undo, saves, replays, watch) is shared code.
import type { RulesetPlay } from '../../core/ruleset';
import { err, ok, type Result } from '../../core/result';
import type { FileIssue } from '../../core/ruleset';
import { commandSchema } from './scenario/commandSchema';
import { fallbackMessage, formatPath, type LooseIssue } from '../../scenario/issues';
import type { Command, DecisionChoice } from './engine/commands';
import { enteringDiceFor } from './engine/enteredDice';
import type { Need } from './game';
import type { GameState } from './state';

function isChoice(v: unknown): v is DecisionChoice {
  if (v === null || typeof v === 'number' || typeof v === 'boolean' || typeof v === 'string') return true;
  return Array.isArray(v) && v.length === 2 && v.every((x) => typeof x === 'number' && Number.isFinite(x));
}

function issue(path: readonly PropertyKey[], message: string): { ok: false; error: FileIssue } {
  return err({ path: formatPath(path), message });
}

/** One command of a replay's steps: a decision's answer and entered faces are not in the scenario's commands. */
function readCommand(c: unknown): Result<Command, FileIssue> {
  const o = typeof c === 'object' && c !== null ? (c as Record<string, unknown>) : undefined;
  if (o?.do === 'decide') {
    if (!isChoice(o.choice)) return issue(['choice'], 'expected a number, true/false, a name, a point [x, y] or null');
    return ok({ do: 'decide', choice: o.choice });
  }
  if (o?.do === 'dice') {
    // Faces a player entered; whether they fit the roll is the engine's to say when the step is played.
    if (!Array.isArray(o.faces) || !o.faces.every((d) => Number.isInteger(d)))
      return issue(['faces'], 'expected a list of whole numbers (the faces entered)');
    return ok({ do: 'dice', faces: [...(o.faces as number[])] });
  }
  const parsed = commandSchema.safeParse(c, { error: (iss) => fallbackMessage(iss as LooseIssue) });
  if (parsed.success) return ok(parsed.data as Command);
  const first = parsed.error.issues[0];
  return issue(first?.path ?? [], first?.message ?? 'is not a valid command');
}

export const chainReactionPlay: RulesetPlay<GameState, Command, Need> = {
  command: readCommand,
  label: (c) => c.do + ('figure' in c && c.figure ? ` ${c.figure}` : ''),
  control: (side, control) => ({ do: 'control', side, control }),
  fallback: (_state, need) => (need.kind === 'decision' ? { do: 'decide', choice: need.decision.fallback } : undefined),
  handOver: (state) => ({
    ...state,
    sides: state.sides.map((s) => (s.control === 'script' ? { ...s, control: 'human' as const } : s)),
  }),
  held: (state) => (state.pending ? 'question' : state.diceWait ? 'dice' : undefined),
  enterDice: enteringDiceFor,
  quietUnplayed: true,
};
