// Shooting with scripted dice: the 3+ roll and its modifiers, the 7+ rule, damage by quality, casualties
// nearest the shooters, the pin, morale at half strength, and the exact odds before the roll.
import { describe, expect, it } from 'vitest';
import { file, of, orderDice, play, rolls, started, unit, WOODS_BEFORE_RED } from './helpers';
import { firePlan, planOdds } from '../../../src/rulesets/order-dice/shooting';

const fire = (target = 'r') => ({ do: 'order', unit: 'b', order: 'fire', target });

describe('order dice: shooting', () => {
  it('hits on 3+ at short range in the open, damage 4+ against regulars, one pin', () => {
    const p = play(
      file({
        blue: [unit('b', [5, 30], 2)],
        red: [unit('r', [5, 22], 3)],
        bag: ['blue'],
        dice: { hit: [[3, 2]], damage: [[4]] },
        commands: [fire(), { do: 'react', unit: 'r', reaction: 'none' }],
      }),
    );
    const shot = of(p.events, 'shoot')[0]!;
    expect(shot.needs).toEqual([3, 3]);
    expect([shot.hits, shot.kills]).toEqual([1, 1]);
    // The casualty is the red figure nearest the nearest shooter: r.1 at [5,22] is 8" from b.1.
    expect(of(p.events, 'casualty').map((c) => c.figure)).toEqual(['r.1']);
    expect(p.final.units.r).toMatchObject({ pins: 1 });
  });

  it('adds -1 long range, -1 soft cover, -1 per pin, -1 inexperienced, -1 down: 7+ needs a 6 then 4+', () => {
    const data = file({
      blue: [unit('b', [5, 30], 1, 'rifle', { quality: 'inexperienced', pins: 1 })],
      red: [unit('r', [5, 13], 1)],
      terrain: WOODS_BEFORE_RED,
      bag: ['blue'],
      dice: { orderTest: [[2, 2]], hit: [[6]], hitExtra: [[4]], damage: [[6]] },
      commands: [fire(), { do: 'react', unit: 'r', reaction: 'none' }],
    });
    // The order test passed takes the pin off before shooting, so: long 1 + soft 1 + inexperienced 1 = 6+.
    let p = play(data);
    expect(of(p.events, 'shoot')[0]!.needs).toEqual([6]);
    // Kept pinned (2 pins, one lost to the test) the same shot needs 7+: a 6 then 4+.
    p = play({
      ...data,
      sides: [
        {
          ...(data.sides as object[])[0]!,
          units: [unit('b', [5, 30], 1, 'rifle', { quality: 'inexperienced', pins: 2 })],
        },
        (data.sides as object[])[1],
      ],
    });
    const shot = of(p.events, 'shoot')[0]!;
    expect(shot.needs).toEqual([7]);
    expect(rolls(p.events, 'hitExtra')[0]!.dice).toEqual([4]);
    expect(shot.hits).toBe(1);
  });

  it('a 7+ shot whose second die falls short misses; beyond 9+ cannot hit at all', () => {
    const s = started(
      file({
        blue: [unit('b', [5, 30], 1, 'rifle', { quality: 'inexperienced', pins: 4 })],
        red: [unit('r', [5, 13], 1)],
        terrain: [
          {
            id: 'w',
            type: 'rocky',
            polygon: [
              [3, 10],
              [8, 10],
              [8, 13.5],
              [3, 13.5],
            ],
          },
        ],
      }),
    );
    // long 1 + hard 2 + inexperienced 1 + 4 pins = 11+: no hit possible.
    const plan = firePlan(s, 'b', 'r');
    expect(plan.lines[0]!.need).toBe(11);
    expect(planOdds(s, plan).pin).toBe(0);
  });

  it('gives the exact chance of each number of kills and of the pin', () => {
    const s = started(file({ blue: [unit('b', [5, 30], 2)], red: [unit('r', [5, 22], 3)] }));
    const o = planOdds(s, firePlan(s, 'b', 'r'));
    // Two shots at 3+ (4/6), each killing a regular on 4+ (3/6): 1/3 a shot.
    expect(o.kills[0]).toBeCloseTo((2 / 3) ** 2, 12);
    expect(o.kills[1]).toBeCloseTo(2 * (1 / 3) * (2 / 3), 12);
    expect(o.kills[2]).toBeCloseTo(1 / 9, 12);
    expect(o.pin).toBeCloseTo(1 - (1 / 3) ** 2, 12);
  });

  it('a unit down to half its figures tests morale when it takes casualties, and breaks on a fail', () => {
    const p = play(
      file({
        blue: [unit('b', [5, 30], 2, 'smg')],
        red: [unit('r', [5, 22], 4)],
        bag: ['blue'],
        dice: { hit: [[5, 5, 5, 5]], damage: [[5, 5, 1, 1]], morale: [[6, 5]] },
        commands: [fire(), { do: 'react', unit: 'r', reaction: 'none' }],
      }),
    );
    // smg reaches 12": 8" away, 4 shots. Two kills leave 2 of 4: a morale test against 9 - 1 pin = 8; 11 fails.
    expect(of(p.events, 'morale')[0]).toMatchObject({ passed: false, total: 11, target: 8 });
    expect(p.final.units.r!.status).toBe('destroyed');
  });

  it('a unit shot down to nobody takes no pin: it is destroyed, and its side, with no units left, loses at once (play-test 4, 15)', () => {
    const p = play(
      file({
        blue: [unit('b', [5, 30], 2)],
        red: [unit('r', [5, 22], 1)],
        bag: ['blue'],
        dice: { hit: [[6, 6]], damage: [[6, 6]] },
        commands: [fire(), { do: 'react', unit: 'r', reaction: 'none' }],
      }),
    );
    expect(of(p.events, 'destroyed')[0]).toMatchObject({ unit: 'r' });
    expect(of(p.events, 'pin').filter((e) => e.unit === 'r')).toEqual([]);
    expect(p.final.units.r!.status).toBe('destroyed');
    expect(p.final.figures['r.1']!.status).toBe('dead');
    expect(p.final.winner).toBe('blue');
  });

  it('pins at or above morale destroy a unit', () => {
    const p = play(
      file({
        blue: [unit('b', [5, 30], 1)],
        red: [unit('r', [5, 22], 3, 'rifle', { quality: 'inexperienced', pins: 7 })],
        bag: ['blue'],
        dice: { hit: [[6]], damage: [[1]] },
        commands: [fire(), { do: 'react', unit: 'r', reaction: 'none' }],
      }),
    );
    expect(of(p.events, 'destroyed')[0]).toMatchObject({ unit: 'r' });
    expect(p.final.winner).toBe('blue');
  });

  it('refuses a shot at a unit out of sight, naming sight', () => {
    const p = play(
      file({
        blue: [unit('b', [5, 30], 1)],
        red: [unit('r', [5, 10], 1)],
        terrain: [
          {
            id: 'h',
            type: 'building',
            polygon: [
              [2, 18],
              [10, 18],
              [10, 22],
              [2, 22],
            ],
            dv: 3,
          },
        ],
        bag: ['blue'],
        commands: [fire()],
      }),
    );
    expect(p.illegal).toMatch(/sight/);
  });
});

describe('order dice: an advance whose target is out of sight after the move', () => {
  // A building between x 10-14, y 0-10: from [5, 20] Red's unit at [20, 4] is in sight 21.9" away; from
  // [5, 14], 6" on, the line to it crosses the building.
  const terrain = [
    {
      id: 'h',
      type: 'building',
      polygon: [
        [10, 0],
        [14, 0],
        [14, 10],
        [10, 10],
      ],
      dv: 3,
    },
  ];
  const advance = (to: [number, number]) => ({ do: 'order', unit: 'b', order: 'advance', to, target: 'r' });

  it('takes no shot, says why, and the target has nothing to react to', () => {
    const data = file({
      blue: [unit('b', [5, 20], 1)],
      red: [unit('r', [20, 4], 1)],
      terrain,
      bag: ['blue'],
      redControl: 'human',
    });
    expect(firePlan(started(data), 'b', 'r').lines).toHaveLength(1);
    const p = play({ ...data, commands: [advance([5, 14])] });
    expect(of(p.events, 'move')[0]!.to).toEqual([5, 14]);
    const shot = of(p.events, 'shoot');
    expect(shot).toHaveLength(1);
    expect(shot[0]).toMatchObject({ shots: 0, why: 'after its move, no figure of the target in sight' });
    expect(orderDice.wording!.event!(shot[0]!)).toBe(
      'b takes no shot at r: after its move, no figure of the target in sight',
    );
    // No shot, so no fire-back or down question: the turn goes on to the next die.
    expect(of(p.events, 'reaction')).toEqual([]);
    expect(rolls(p.events, 'hit')).toEqual([]);
  });

  it('still in sight after the move: the target is asked, then shot at', () => {
    const data = file({
      blue: [unit('b', [5, 20], 1)],
      red: [unit('r', [20, 4], 1)],
      terrain,
      bag: ['blue'],
      dice: { hit: [[5]], damage: [[6]] },
    });
    const p = play({ ...data, commands: [advance([8, 22]), { do: 'react', unit: 'r', reaction: 'none' }] });
    expect(of(p.events, 'shoot')[0]).toMatchObject({ shots: 1, hits: 1, kills: 1 });
  });
});
