// Scripted dice in a scenario file: per purpose, one list of dice for each roll of that purpose, in
// the order the rolls happen. Only the contract's purpose names are allowed, so a typo cannot hide.
import { z } from 'zod';
import { PURPOSES, isPurpose, type Purpose } from '../purposes';
import { expecting, intIn, shown } from '../../../scenario/fields';

const die = intIn(1, 6, 'a die');
/** One roll's dice; an empty list stands for a roll of no dice (e.g. all dice lost to modifiers). */
const roll = z.array(die, { error: expecting("one roll's dice (a list like [4, 6])", Array.isArray) });
const queue = z.array(roll, { error: expecting('a list of rolls (a list of lists like [[4, 6]])', Array.isArray) });

export const diceSchema = z
  .record(z.string(), queue, {
    error: expecting(
      'an object of dice lists by purpose',
      (v) => typeof v === 'object' && v !== null && !Array.isArray(v),
    ),
  })
  .superRefine((dice, ctx) => {
    for (const key of Object.keys(dice)) {
      if (!isPurpose(key)) {
        ctx.addIssue({
          code: 'custom',
          path: [key],
          message: `unknown dice purpose ${shown(key)} (${PURPOSES.join(', ')})`,
        });
      }
    }
  })
  .transform((dice) => dice as Partial<Record<Purpose, number[][]>>);

export type ScriptedDice = z.output<typeof diceSchema>;
