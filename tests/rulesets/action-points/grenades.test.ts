// Grenades: the throw as a test, kill and damage zones, hard cover halving, deviation on a miss (distance
// by rank, direction 1d12 as a clock hour from the throw's line), and smoke blocking sight.
import { describe, expect, it } from 'vitest';
import { fig, ofType, play, scenario } from './helpers';

const thrower = (rank: string) => ({ id: 't', rank, at: [10, 30], facing: 270, grenades: 1, smoke: 1 });

describe('a thrown grenade', () => {
  it('lands on the point on a success: kill zone 4d10, damage zone 1d10', () => {
    const r = play(
      scenario({
        blue: [thrower('average')],
        red: [
          { id: 'k', rank: 'novice', at: [10, 16] },
          { id: 'd', rank: 'novice', at: [15, 16] },
          { id: 'o', rank: 'novice', at: [30, 16] },
        ],
        dice: { throw: [[2, 0]], damage: [[1, 1, 1, 1], [2]] },
        commands: [{ do: 'throw', figure: 't', at: [10, 15] }],
      }),
    );
    expect(r.illegal).toBeUndefined();
    expect(ofType(r.events, 'blast')[0]).toMatchObject({ at: [10, 15], kill: ['k'], damage: ['d'] });
    expect(ofType(r.events, 'damage').map((d) => [d.figure, d.dice])).toEqual([
      ['k', [1, 1, 1, 1]],
      ['d', [2]],
    ]);
    expect(fig(r.state, 't').grenades).toBe(0);
  });
  it('halves damage behind hard cover between the centre and the figure', () => {
    const r = play(
      scenario({
        terrain: [
          {
            id: 'rk',
            type: 'rocky',
            polygon: [
              [12, 13],
              [13, 13],
              [13, 17],
              [12, 17],
            ],
          },
        ],
        blue: [thrower('average')],
        red: [{ id: 'd', rank: 'novice', at: [15, 15] }],
        dice: { throw: [[2, 0]], damage: [[9]] },
        commands: [{ do: 'throw', figure: 't', at: [10, 15] }],
      }),
    );
    expect(ofType(r.events, 'damage')[0]).toMatchObject({ figure: 'd', dice: [9], net: 4, band: 'medium' });
  });
  it('deviates on a miss: novice 1d6", 3 o\'clock is a right angle clockwise of the throw', () => {
    const r = play(
      scenario({
        blue: [thrower('novice')],
        red: [{ id: 'x', at: [30, 5] }],
        dice: { throw: [[9, 0]], deviation: [[3, 4]] },
        commands: [
          { do: 'endAct', figure: 'x' },
          { do: 'throw', figure: 't', at: [10, 15] },
        ],
      }),
    );
    // Thrown up the table (270 deg); 3 o'clock turns 90 deg clockwise: toward +x.
    expect(ofType(r.events, 'deviate')[0]).toMatchObject({ clock: 3, inches: 4, landed: [14, 15] });
    expect(ofType(r.events, 'roll').find((e) => e.purpose === 'deviation')?.dice).toEqual([3, 4]);
  });
  it("veterans halve the d6, rounding up; 12 o'clock carries on along the line", () => {
    const r = play(
      scenario({
        blue: [thrower('veteran')],
        red: [{ id: 'x', at: [30, 5] }],
        dice: { throw: [[9, 0]], deviation: [[12, 5]] },
        commands: [{ do: 'throw', figure: 't', at: [10, 15] }],
      }),
    );
    expect(ofType(r.events, 'deviate')[0]).toMatchObject({ clock: 12, inches: 3, landed: [10, 12] });
  });
  it('smoke blocks sight for 1d6 rounds', () => {
    const r = play(
      scenario({
        blue: [thrower('average')],
        red: [{ id: 'x', rank: 'novice', at: [10, 5] }],
        dice: { throw: [[1, 0]], smoke: [[2]] },
        commands: [
          { do: 'throw', figure: 't', at: [10, 15], smoke: true },
          { do: 'spot', figure: 't', target: 'x' },
        ],
      }),
    );
    expect(ofType(r.events, 'smoke')[0]).toMatchObject({ untilRound: 2 });
    expect(r.illegal).toMatch(/sight/);
  });
});
