// What the app's shared session asks of this game (core/ruleset.ts RulesetPlay): a replay step checked, a
// command's label, the hand-over command, and handing scripted sides to the screen when the script ends.
// The game asks no questions outside commands, so there is nothing to fall back on or hold.
import { z } from 'zod';
import type { RulesetPlay } from '../../core/ruleset';
import { err, ok } from '../../core/result';
import { apCommandSchema, pathText } from './scenario';
import type { ApNeed, ApState, ApStepCommand } from './types';

const controlSchema = z.object({ do: z.literal('control'), side: z.string(), control: z.enum(['human', 'ai']) });

export const apPlay: RulesetPlay<ApState, ApStepCommand, ApNeed> = {
  command(raw) {
    const asControl = controlSchema.safeParse(raw);
    if (asControl.success) return ok(asControl.data);
    const parsed = apCommandSchema.safeParse(raw);
    if (parsed.success) return ok(parsed.data as ApStepCommand);
    const iss = parsed.error.issues[0]!;
    return err({ path: pathText(iss.path), message: iss.message });
  },
  label: (c) => (c.do === 'control' ? `${c.side} to ${c.control}` : `${c.do} ${c.figure}`),
  control: (side, control) => ({ do: 'control', side, control }),
  fallback: () => undefined,
  handOver: (state) => ({
    ...state,
    sides: state.sides.map((s) => (s.control === 'script' ? { ...s, control: 'human' } : s)),
  }),
  held: () => undefined,
};
