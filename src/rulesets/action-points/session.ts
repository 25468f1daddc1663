// What the app's shared session asks of this game (core/ruleset.ts RulesetPlay): a replay step checked, a
// command's label, the hand-over command, and handing scripted sides to the screen when the script ends.
// The game asks no questions outside commands; a step is held only for the faces of a player's own roll.
import { z } from 'zod';
import type { RulesetPlay } from '../../core/ruleset';
import { err, ok } from '../../core/result';
import { apCommandSchema, pathText } from './scenario';
import { enteringDiceFor } from './ownDice';
import type { ApNeed, ApState, ApStepCommand } from './types';

const diceSchema = z.object({ do: z.literal('dice'), faces: z.array(z.number().int()) });
const controlSchema = z.object({ do: z.literal('control'), side: z.string(), control: z.enum(['human', 'ai']) });

export const apPlay: RulesetPlay<ApState, ApStepCommand, ApNeed> = {
  command(raw) {
    const asControl = controlSchema.safeParse(raw);
    if (asControl.success) return ok(asControl.data);
    const asDice = diceSchema.safeParse(raw);
    if (asDice.success) return ok(asDice.data);
    if ((raw as { do?: unknown } | null)?.do === 'dice')
      return err({ path: 'faces', message: 'expected a list of whole numbers (the faces entered)' });
    const parsed = apCommandSchema.safeParse(raw);
    if (parsed.success) return ok(parsed.data as ApStepCommand);
    const iss = parsed.error.issues[0]!;
    return err({ path: pathText(iss.path), message: iss.message });
  },
  label: (c) =>
    c.do === 'control'
      ? `${c.side} to ${c.control}`
      : c.do === 'dice'
        ? `dice ${c.faces.join(', ')}`
        : `${c.do} ${c.figure}`,
  control: (side, control) => ({ do: 'control', side, control }),
  fallback: () => undefined,
  handOver: (state) => ({
    ...state,
    sides: state.sides.map((s) => (s.control === 'script' ? { ...s, control: 'human' } : s)),
  }),
  held: (state) => (state.diceWait ? 'dice' : undefined),
  enterDice: enteringDiceFor,
};
