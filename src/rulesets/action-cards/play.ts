// The app session's questions to this game (core/ruleset.ts RulesetPlay): a replay's command checked, a
// command's short name, handing a side to the computer and back, the computer's answer to an open question,
// the file's script running out, and whether a step stopped at a question.
import type { RulesetPlay } from '../../core/ruleset';
import { computerCommand } from './ai';
import type { AcCommand, AcNeed } from './commands';
import { checkCommand } from './scenario';
import { enteringDiceFor } from './ownDice';
import { type AcState, sideOf } from './state';

export const play: RulesetPlay<AcState, AcCommand, AcNeed> = {
  command: (raw) => checkCommand(raw) as ReturnType<RulesetPlay<AcState, AcCommand, AcNeed>['command']>,
  label: (c) => ('group' in c ? `${c.do} ${c.group}` : c.do === 'control' ? `${c.do} ${c.side}` : c.do),
  enterDice: enteringDiceFor,
  control: (side, control) => ({ do: 'control', side, control }),
  fallback: (state, need) => (need.kind === 'decision' ? computerCommand(state, need) : undefined),
  handOver: (state) => ({
    ...state,
    sides: state.sides.map((x) => (x.control === 'script' ? { ...x, control: 'human' as const } : x)),
  }),
  held: (state) => {
    if (state.diceWait) return 'dice';
    const head = state.removals[0];
    return head && sideOf(state, head.side)?.control === 'human' ? 'question' : undefined;
  },
};
