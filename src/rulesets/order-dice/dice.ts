// The one place this game's rolls meet the shared dice source: every roll goes through the step's DiceBox,
// names its purpose from this game's list, and becomes a 'roll' event at the moment it is made.
import type { DiceBox } from '../../core/dice/source';
import type { OdEvent, OdState } from './state';
import type { OdPurpose } from './vocab';

/** Core's purpose type, whatever it is today (Chain Reaction's list now, a plain string after the kernel's change). */
type CorePurpose = Parameters<DiceBox['roll']>[0]['purpose'];

export interface Ctx {
  s: OdState;
  box: DiceBox;
  events: OdEvent[];
  /** The unit whose side throws the roll being made (own dice: ownDice.ts reads it). */
  thrower?: string;
}

export interface Throw {
  purpose: OdPurpose;
  count: number;
  sides?: number;
  who?: readonly string[];
  target?: number;
  note?: string;
  /** The unit whose side throws these dice, when not the first one named (the shooter throws the damage). */
  by?: string;
}

export function roll(ctx: Ctx, t: Throw): number[] {
  if (t.count <= 0) return [];
  ctx.thrower = t.by ?? t.who?.[0];
  const dice = ctx.box.roll({
    // CAST (marked): core's Purpose is still Chain Reaction's list until the kernel makes it a plain string.
    purpose: t.purpose as unknown as CorePurpose,
    count: t.count,
    ...(t.sides !== undefined ? { sides: t.sides } : {}),
    who: t.who ?? [],
    read: t.target !== undefined ? 'total' : 'asRolled',
    // The number to beat travels with the roll, so a person throwing their own dice is told it.
    ...(t.target !== undefined ? { target: t.target } : {}),
    ...(t.note ? { note: t.note } : {}),
  });
  for (const r of ctx.box.drain()) ctx.events.push({ type: 'roll', ...r });
  return dice;
}

/** A 2d6 test: at or under the target passes, and a double 1 always passes. */
export function passes(dice: readonly number[], target: number): boolean {
  const [a = 0, b = 0] = dice;
  return a + b <= target || (a === 1 && b === 1);
}

export function test2d6(
  ctx: Ctx,
  purpose: OdPurpose,
  who: string,
  target: number,
): { passed: boolean; total: number; dice: number[] } {
  const dice = roll(ctx, { purpose, count: 2, who: [who], target });
  return { passed: passes(dice, target), total: (dice[0] ?? 0) + (dice[1] ?? 0), dice };
}
