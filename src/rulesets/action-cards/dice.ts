// The one place this game meets the shared dice source: every roll names one of this game's purposes
// (vocab.ts), and its record becomes a 'roll' event.
import { DiceBox, seededDice, type DiceState } from '../../core/dice/source';
import type { RollRecord } from '../../core/dice/roll';
import type { AcPurpose } from './vocab';

export type Script = Partial<Record<AcPurpose, number[][]>>;

export function acDice(seed: string, script: Script = {}): DiceState {
  return seededDice(seed, script);
}

/** Roll `count` dice (of `sides` faces) for a purpose, recorded in the box. */
export function rollFor(
  box: DiceBox,
  purpose: AcPurpose,
  count: number,
  opts: { who?: readonly string[]; note?: string; sides?: number; total?: boolean } = {},
): number[] {
  return box.roll({
    purpose,
    count,
    sides: opts.sides,
    who: opts.who,
    note: opts.note,
    read: opts.total ? 'total' : 'asRolled',
  });
}

/** A recorded roll as this game's event. */
export type RollEvent = { type: 'roll' } & RollRecord;

export function rollEvents(box: DiceBox): RollEvent[] {
  return box.drain().map((r) => ({ type: 'roll', ...r }));
}

export { DiceBox };
