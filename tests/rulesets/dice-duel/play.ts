// The dice duel's answers to the app's session (core/ruleset.ts RulesetPlay): a replay step's command
// checked, its short name, the hand-over command, the computer's answer to an open question, and when a
// command stopped part way (a hit waits for the side hit to choose who falls).
import { err, ok, type Result } from '../../../src/core/result';
import type { FileIssue, RulesetPlay } from '../../../src/core/ruleset';
import { computerCommand } from './rules';
import { CONTROLS, type DuelCommand, type DuelControl, type DuelNeed, type DuelState } from './types';

const issue = (path: string, message: string): Result<DuelCommand, FileIssue> => err({ path, message });

/** One command of a replay's steps (the file's commands, plus the casualty answer and hand-over). */
export function readCommand(raw: unknown): Result<DuelCommand, FileIssue> {
  const c =
    typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? (raw as Record<string, unknown>) : undefined;
  if (!c) return issue('', 'expected a command {"do", ...}');
  const name = (k: string) => typeof c[k] === 'string' && c[k] !== '';
  switch (c['do']) {
    case 'shoot':
      if (!name('figure')) return issue('figure', 'expected a figure');
      if (!name('target')) return issue('target', 'expected a figure');
      return ok({ do: 'shoot', figure: c['figure'] as string, target: c['target'] as string });
    case 'pass':
      return ok(name('side') ? { do: 'pass', side: c['side'] as string } : { do: 'pass' });
    case 'casualty':
      return name('figure')
        ? ok({ do: 'casualty', figure: c['figure'] as string })
        : issue('figure', 'expected a figure');
    case 'control':
      if (!name('side')) return issue('side', 'expected a side');
      if (!(CONTROLS as readonly unknown[]).includes(c['control']))
        return issue('control', 'expected "script", "ai" or "human"');
      return ok({ do: 'control', side: c['side'] as string, control: c['control'] as DuelControl });
    default:
      return issue('do', `unknown command ${JSON.stringify(c['do'])} (expected shoot, pass, casualty or control)`);
  }
}

export const duelPlay: RulesetPlay<DuelState, DuelCommand, DuelNeed> = {
  command: readCommand,
  label: (c) => c.do + ('figure' in c ? ` ${c.figure}` : ''),
  control: (side, control) => ({ do: 'control', side, control }),
  fallback: (state, need) => (need.kind === 'decision' ? computerCommand(state, need) : undefined),
  handOver: (state) => ({
    ...state,
    sides: state.sides.map((s) => (s.control === 'script' ? { ...s, control: 'human' as const } : s)),
  }),
  held: (state) => (state.pending ? 'question' : undefined),
};
