// Order dice at the plain table: "Advance, fire at X" is offered only for an enemy unit that some point the
// advance can reach sees and can shoot (play-test pt16a-23: behind a wood line, every offer ended "no shot:
// no figure of the target in sight"), and the offer says when the target is out of sight where it stands now.
import { describe, expect, it } from 'vitest';
import { Session } from '../../../src/app/session';
import type { BoardPoint } from '../../../src/core/board';
import { orderDice } from '../../../src/rulesets/order-dice';
import { checked, file, unit } from './helpers';

const board = orderDice.board!;

/** A building from x 0 to 36 between y 12 and 16: nothing north of it sees anything south of it. */
const BLOCK = {
  id: 'block',
  type: 'building',
  polygon: [
    [0, 12],
    [36, 12],
    [36, 16],
    [0, 16],
  ],
};

function keysOf(data: Record<string, unknown>, selected: string): string[] {
  const s = new Session(orderDice, checked(data), data);
  return board.choices(s.state, s.need, selected).map((c) => c.key);
}

describe('order dice: an Advance-and-fire offer is a shot the move can really give', () => {
  it('a unit behind a building the move cannot get round is offered no Advance-and-fire at it', () => {
    const data = file({
      blueControl: 'human',
      redControl: 'human',
      bag: ['blue', 'red'],
      terrain: [BLOCK],
      // Blue 12" north of the building's far side; red just south of it, 16" away: in rifle reach plus the
      // move, so the old distance-only test offered it, but no point within 6" sees past the building.
      blue: [unit('b', [18, 2], 2)],
      red: [unit('r', [18, 18], 2), unit('open', [30, 8], 2)],
    } as never);
    const keys = keysOf(data, 'b.1');
    expect(keys).not.toContain('advance-fire:r');
    // The unit in the open north of the building is seen from where it stands: still offered.
    expect(keys).toContain('advance-fire:open');
  });

  it('a target out of sight now but seen from a point the move reaches is offered, and says so', () => {
    const data = file({
      blueControl: 'human',
      redControl: 'human',
      bag: ['blue', 'red'],
      // A short building hides red from blue; stepping 5" east clears its corner.
      terrain: [
        {
          id: 'hut',
          type: 'building',
          polygon: [
            [14, 10],
            [19, 10],
            [19, 12],
            [14, 12],
          ],
        },
      ],
      blue: [unit('b', [17, 4], 1)],
      red: [unit('r', [17, 20], 1)],
    } as never);
    const s = new Session(orderDice, checked(data), data);
    const fire = board.choices(s.state, s.need, 'b.1').find((c) => c.key === 'fire')!;
    expect(fire.enabled).toBe(false);
    const af = board.choices(s.state, s.need, 'b.1').find((c) => c.key === 'advance-fire:r');
    expect(af).toBeDefined();
    expect(af!.title).toMatch(/not in sight from where it stands now/);
    if (af!.target?.kind !== 'point') throw new Error('a point');
    // A point east, past the hut's corner, gives the shot.
    const east: BoardPoint = [23, 4];
    expect(af!.target.preview!(east)!.note).toMatch(/then fires/);
  });
});
