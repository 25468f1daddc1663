// Every die of the game goes through the shared seeded source (core/dice/source.ts). A step opens one
// DiceBox on the state's dice and turns each roll into a 'roll' event at once, so the log keeps rolls in
// the order they happened. A d100 is two d10s read as digits (a 10 reads 0; [0,0] is 100).
import { DiceBox, type DiceState, type OwnerOf } from '../../core/dice/source';
import type { RollRecord, RollRequest } from '../../core/dice/roll';
import type { ApPurpose } from './purposes';
import type { ApEvent } from './types';

/** Digits of a d100 from two d10 faces (1-10 generated, 0-9 scripted) and its total, 1-100. */
export function d100Of(faces: readonly number[]): { tens: number; units: number; total: number } {
  const tens = (faces[0] ?? 0) % 10,
    units = (faces[1] ?? 0) % 10;
  const total = tens * 10 + units;
  return { tens, units, total: total === 0 ? 100 : total };
}

export class Dice {
  private readonly box: DiceBox;
  constructor(
    state: DiceState,
    private readonly events: ApEvent[],
    private readonly ownerOf?: OwnerOf,
  ) {
    this.box = new DiceBox(state, ownerOf);
  }

  private one(req: Omit<RollRequest, 'purpose'> & { purpose: ApPurpose }): { dice: number[]; rec: RollRecord } {
    const dice = this.box.roll(req);
    const rec = this.box.drain()[0]!;
    return { dice, rec };
  }

  private push(
    purpose: ApPurpose,
    who: readonly string[],
    dice: number[],
    scripted: boolean,
    total?: number,
    note?: string,
  ): void {
    const e: ApEvent = { type: 'roll', purpose, who: [...who], dice, scripted };
    if (total !== undefined) e.total = total;
    if (note) e.note = note;
    this.events.push(e);
  }

  /** A d100 test roll: the event shows [tens, units] and the total. */
  d100(purpose: ApPurpose, who: readonly string[], note?: string): number {
    const { dice, rec } = this.one({ purpose, count: 2, sides: 10, who, read: 'asRolled' });
    const r = d100Of(dice);
    this.push(purpose, who, [r.tens, r.units], rec.scripted, r.total, note);
    return r.total;
  }

  /** n dice of `sides` faces, one roll; the event shows them and their total. */
  roll(purpose: ApPurpose, count: number, sides: number, who: readonly string[], note?: string): number[] {
    if (count <= 0) return [];
    const { dice, rec } = this.one({ purpose, count, sides, who, read: 'total' });
    // A scripted face outside the die is read at the nearest face, so a file can't break the arithmetic.
    const faces = dice.map((d) => Math.min(sides, Math.max(1, Math.round(d))));
    this.push(
      purpose,
      who,
      faces,
      rec.scripted,
      faces.reduce((a, b) => a + b, 0),
      note,
    );
    return faces;
  }

  /**
   * Deviation: one roll [clock, distance dice...]. A scripted array is read whole; generated, the clock is a
   * d12 and the distance dice are thrown after it with their own faces (still one event, one queue entry).
   */
  deviation(count: number, sides: number, who: readonly string[]): { clock: number; dist: number[] } {
    if (this.ownerOf?.({ purpose: 'deviation', count: 1, who: [...who] }) !== undefined) {
      // A player's own throw: the clock die, then the distance dice, each asked as the dice they are.
      const clock = this.one({ purpose: 'deviation', count: 1, sides: 12, who, read: 'asRolled' }).dice[0]!;
      const dist = this.one({ purpose: 'deviation', count, sides, who, read: 'asRolled' }).dice;
      this.push('deviation', who, [clock, ...dist], false);
      return { clock, dist };
    }
    const first = this.one({ purpose: 'deviation', count: 1 + count, sides: 12, who, read: 'asRolled' });
    let clock = first.dice[0]!;
    let dist = first.dice.slice(1);
    if (!first.rec.scripted) {
      dist = this.one({ purpose: 'deviation', count, sides, who, read: 'asRolled' }).dice;
    }
    clock = Math.min(12, Math.max(1, Math.round(clock)));
    dist = dist.map((d) => Math.min(sides, Math.max(1, Math.round(d))));
    this.push('deviation', who, [clock, ...dist], first.rec.scripted);
    return { clock, dist };
  }

  state(): DiceState {
    return this.box.state();
  }
}
