// The game around the chapter, with scripted dice: the bag and its draw, turns, orders and the order test,
// rally, movement over rough ground, weapon teams' arcs, vehicles and penetration, indirect fire, the end.
import { describe, expect, it } from 'vitest';
import { checked, file, of, orderDice, play, rolls, squad, team, unit, vehicle } from './helpers';
import type { OdCommand } from '../../../src/rulesets/order-dice/state';
import { playScenario } from '../../../src/rulesets/order-dice/play';
import { eventWords } from '../../../src/rulesets/order-dice/words';

const order = (u: string, o: string, more: Record<string, unknown> = {}) => ({
  do: 'order',
  unit: u,
  order: o,
  ...more,
});
const react = (u: string, r: string) => ({ do: 'react', unit: u, reaction: r });

/** Blue's unit b, with `pins` pins, passes its order test (1, 2) and rallies with the die `die`. */
const rally = (pins: number, die: number) =>
  play(
    file({
      blue: [unit('b', [5, 30], 1, 'rifle', { pins })],
      red: [unit('r', [5, 3], 1)],
      bag: ['blue'],
      dice: { orderTest: [[1, 2]], rally: [[die]] },
      commands: [order('b', 'rally')],
    }),
  );

describe('order dice: the bag and turns', () => {
  it('draws with one die over the dice left, sides in file order', () => {
    const p = play(
      file({
        blue: [unit('b', [5, 30], 1), unit('b2', [8, 30], 1)],
        red: [unit('r', [5, 3], 1), unit('r2', [8, 3], 1)],
        dice: { bag: [[3]] },
      }),
    );
    const roll = rolls(p.events, 'bag')[0]!;
    expect(roll).toMatchObject({ dice: [3], sides: 4 });
    expect(of(p.events, 'draw')[0]).toMatchObject({ side: 'red', left: { blue: 2, red: 1 } });
  });

  it('a drawn die whose side has no unit without an order is set aside', () => {
    const s = orderDice.startingState(
      checked(file({ blue: [unit('b', [5, 30], 1)], red: [unit('r', [5, 3], 1)], bag: ['blue', 'blue', 'red'] })),
    ).state;
    s.bag.blue = 2; // one more blue die than blue units: the second blue draw finds no unit to order
    const b = orderDice.begin(s);
    const r = orderDice.reduce(b.state, order('b', 'down') as OdCommand);
    expect(r.ok && of(r.events, 'setAside')).toEqual([{ type: 'setAside', side: 'blue' }]);
    expect(r.ok && r.need).toMatchObject({ kind: 'command', side: 'red' });
  });

  it('when the bag is empty the turn ends: orders end (Down too), Ambush is kept, pins stay', () => {
    const p = play(
      file({
        blue: [unit('b', [5, 30], 1)],
        red: [unit('r', [5, 3], 1, 'rifle', { pins: 1 })],
        bag: ['blue', 'red', 'red'],
        commands: [order('b', 'ambush'), order('r', 'down')],
      }),
    );
    expect(of(p.events, 'turn').map((t) => [t.turn, t.bag])).toEqual([
      [1, { blue: 1, red: 1 }],
      [2, { blue: 0, red: 1 }],
    ]);
    expect(p.final.units.b!.order).toBe('ambush');
    expect(p.final.units.r!.pins).toBe(1);
    // Down needs no order test even when pinned.
    expect(rolls(p.events, 'orderTest')).toHaveLength(0);
  });

  it('an order for the other side, or for a unit that already has one, is refused naming turn', () => {
    let p = play(
      file({
        blue: [unit('b', [5, 30], 1)],
        red: [unit('r', [5, 3], 1)],
        bag: ['blue'],
        commands: [order('r', 'down')],
      }),
    );
    expect(p.illegal).toContain('turn');
    p = play(
      file({
        blue: [unit('b', [5, 30], 1), unit('b2', [9, 30], 1)],
        red: [unit('r', [5, 3], 1)],
        bag: ['blue', 'blue'],
        commands: [order('b', 'down'), order('b', 'rally')],
      }),
    );
    expect(p.illegal).toContain('turn');
  });
});

describe('order dice: orders', () => {
  it('a pinned unit takes an order test: a pass loses a pin, a failure goes Down instead', () => {
    const pass = play(
      file({
        blue: [unit('b', [5, 30], 1, 'rifle', { pins: 2 })],
        red: [unit('r', [5, 3], 1)],
        bag: ['blue'],
        dice: { orderTest: [[3, 4]] },
        commands: [order('b', 'run', { to: [5, 25] })],
      }),
    );
    expect(of(pass.events, 'orderTest')[0]).toMatchObject({ passed: true, total: 7, target: 7 });
    expect(pass.final.units.b!.pins).toBe(1);
    expect(of(pass.events, 'move')).toHaveLength(1);
    const fail = play(
      file({
        blue: [unit('b', [5, 30], 1, 'rifle', { pins: 2 })],
        red: [unit('r', [5, 3], 1)],
        bag: ['blue'],
        dice: { orderTest: [[4, 4]] },
        commands: [order('b', 'run', { to: [5, 25] })],
      }),
    );
    expect(of(fail.events, 'order')[0]).toMatchObject({ order: 'down' });
    expect(of(fail.events, 'move')).toHaveLength(0);
    expect(fail.final.units.b!.pins).toBe(2);
  });

  it('rally loses 1d6 pins', () => {
    const p = rally(4, 2);
    // The order test takes one (4 -> 3), the rally two more.
    expect(p.final.units.b!.pins).toBe(1);
  });

  it('a rally says its die: how many pins it could take and how many went (play-test: pins went, no die said)', () => {
    const p = rally(2, 5);
    const lines = p.events.map((e) => eventWords(e as never));
    expect(lines).toContain('b loses 1 pin (1 now)');
    expect(lines).toContain(
      'b rallies: a die with no target, rolled 5, so up to 5 pins go, but only 1 was left to lose; it loses 1 pin (0 now)',
    );
  });

  it('a rally with no pins says there is nothing to remove, not "only 0 were left to lose" (play-test 15)', () => {
    const line = eventWords(of(rally(0, 4).events, 'unpin')[0]!);
    expect(line).toBe('b rallies, but has no pins to lose: the die (rolled 4) removes nothing');
    expect(line).not.toMatch(/\b0 (were|pins)\b/);
  });

  it('run moves 12", advance 6"; rough ground counts double', () => {
    const terrain = [
      {
        id: 'w',
        type: 'woods',
        polygon: [
          [0, 10],
          [36, 10],
          [36, 20],
          [0, 20],
        ],
      },
    ];
    const p = play(
      file({
        blue: [unit('b', [5, 30], 1), unit('b2', [20, 22], 1)],
        red: [unit('r', [5, 3], 1)],
        terrain,
        bag: ['blue', 'blue'],
        commands: [order('b', 'run', { to: [5, 10] }), order('b2', 'run', { to: [20, 5] })],
      }),
    );
    const [m1, m2] = of(p.events, 'move');
    // b: 10" of open ground, then 2" of movement buys 1" of woods.
    expect(m1!.to).toEqual([5, 19]);
    // b2: 2" of open ground, then 10" of movement buys 5" of woods.
    expect(m2!.to[1]).toBeCloseTo(15, 5);
    expect(m2!.stopped).toContain('rough ground');
  });

  it('a Run ends in base contact with a unit in its way, never over its bases (play-test 15: 0.19" apart)', () => {
    const p = play(
      file({
        blue: [unit('b', [5, 30], 2), unit('b2', [5, 20], 1)],
        red: [unit('r', [30, 3], 1)],
        bag: ['blue'],
        commands: [order('b', 'run', { to: [5, 20.19] })],
      }),
    );
    const [m] = of(p.events, 'move');
    // The lead stops 1" (one base) short of b2's figure; its second figure, 1" to its right, is clear too.
    expect(m!.to[0]).toBe(5);
    expect(m!.to[1]).toBeCloseTo(21, 1);
    expect(m!.to[1]).toBeGreaterThanOrEqual(21 - 1e-6);
    expect(m!.stopped).toBe('stopped in base contact with another unit, not over its bases');
    expect(eventWords(m!)).toMatch(/^b moves 9" \(stopped in base contact with another unit, not over its bases\)/);
  });

  it('an assault ends in base contact with its target, not over it, and still fights', () => {
    // The lead aims 1" short of the target's figure nearest it; the second assaulter, ahead and to its right,
    // would land 0.7" from the target's other figure.
    const p = play(
      file({
        blue: [
          squad('b', [
            ['rifle', [5, 20]],
            ['rifle', [6, 19]],
          ]),
        ],
        red: [
          squad('r', [
            ['rifle', [5, 14]],
            ['rifle', [6.5, 13.5]],
          ]),
        ],
        bag: ['blue'],
        commands: [{ do: 'order', unit: 'b', order: 'run', target: 'r' }],
      }),
    );
    const m = of(p.events, 'move').find((e) => e.unit === 'b')!;
    const red: [number, number][] = [
      [5, 14],
      [6.5, 13.5],
    ];
    const blue: [number, number][] = [
      [0, 0],
      [1, -1],
    ];
    const gaps = blue.flatMap(([i, j]) => red.map(([x, y]) => Math.hypot(m.to[0] + i - x, m.to[1] + j - y)));
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(1 - 1e-6);
    expect(Math.min(...gaps)).toBeLessThanOrEqual(1.05);
    expect(of(p.events, 'assault')[0]).toMatchObject({ unit: 'b', target: 'r', contact: true });
  });

  it('a building is entered by a door only; a vehicle stops before woods', () => {
    const terrain = [
      {
        id: 'h',
        type: 'building',
        polygon: [
          [2, 20],
          [12, 20],
          [12, 24],
          [2, 24],
        ],
        dv: 3,
        openings: [{ kind: 'door', at: [10, 24] }],
      },
      {
        id: 'w',
        type: 'woods',
        polygon: [
          [20, 20],
          [30, 20],
          [30, 24],
          [20, 24],
        ],
      },
    ];
    const car = { id: 'c', quality: 'regular', kind: 'vehicle', figures: [{ id: 'c.1', weapon: 'mmg', at: [25, 30] }] };
    const p = play(
      file({
        blue: [unit('b', [5, 30], 1), unit('b2', [10, 30], 1), car],
        red: [unit('r', [5, 3], 1)],
        terrain,
        bag: ['blue', 'blue', 'blue'],
        commands: [
          order('b', 'run', { to: [5, 22] }),
          order('b2', 'run', { to: [10, 22] }),
          order('c', 'run', { to: [25, 15] }),
        ],
      }),
    );
    const [m1, m2, m3] = of(p.events, 'move');
    expect(m1!.to[1]).toBeGreaterThan(24);
    expect(m2!.to).toEqual([10, 22]);
    expect(m3!.to[1]).toBeGreaterThan(24);
  });
});

describe('order dice: teams, vehicles, indirect fire', () => {
  const mmg = (facing: number) => team('mg', [5, 30], facing);

  it('a heavy weapon fires only in its 90-degree front arc; the team may pivot instead of moving', () => {
    const back = play(
      file({
        blue: [mmg(90)],
        red: [unit('r', [5, 10], 2)],
        bag: ['blue'],
        commands: [order('mg', 'fire', { target: 'r' })],
      }),
    );
    expect(back.illegal).toContain('fire arc');
    const piv = play(
      file({
        blue: [mmg(90)],
        red: [
          squad('r', [
            ['rifle', [5, 14]],
            ['rifle', [6, 14.5]],
          ]),
        ],
        bag: ['blue'],
        dice: { hit: [[1, 1, 1, 1, 1]] },
        commands: [order('mg', 'advance', { facing: 270, target: 'r' }), react('r', 'none')],
      }),
    );
    expect(of(piv.events, 'pivot')[0]).toMatchObject({ facing: 270 });
    // Five mmg shots (the crew's rifle does not fire), at -1 for the Advance: 4+.
    expect(of(piv.events, 'shoot')[0]).toMatchObject({ shots: 5, needs: [4] });
  });

  it('small arms cannot hurt a vehicle; an anti-tank hit penetrates on 1d6 + 4 at or above the armour', () => {
    const tank = vehicle('t', [5, 18], 9);
    const p = play(
      file({
        blue: [unit('b', [5, 30], 2), unit('at', [8, 30], 1, 'at launcher')],
        red: [tank],
        bag: ['blue', 'blue'],
        dice: { hit: [[6, 6], [6]], penetration: [[5]], vehicleDamage: [[5]] },
        commands: [
          order('b', 'fire', { target: 't' }),
          react('t', 'none'),
          order('at', 'fire', { target: 't' }),
          react('t', 'none'),
        ],
      }),
    );
    expect(rolls(p.events, 'penetration')).toHaveLength(1);
    expect(rolls(p.events, 'damage')).toHaveLength(0);
    expect(of(p.events, 'vehicleHit')[0]).toMatchObject({ unit: 't', result: 'destroyed' });
    expect(p.final.winner).toBe('blue');
  });

  it('indirect fire hits on 6 whatever the cover, needs a spotter, and keeps its minimum range', () => {
    const mortar = (at: [number, number]) => team('m', at, 270, 'mortar');
    const wall = [
      {
        id: 'h',
        type: 'building',
        polygon: [
          [0, 24],
          [8, 24],
          [8, 26],
          [0, 26],
        ],
        dv: 3,
      },
    ];
    // Behind a building, no one sees the target: no shot.
    let p = play(
      file({
        blue: [mortar([5, 30])],
        red: [unit('r', [5, 10], 3)],
        terrain: wall,
        bag: ['blue'],
        commands: [order('m', 'fire', { target: 'r' })],
      }),
    );
    expect(p.illegal).toContain('sight');
    // A friend within 6" of the team sees it: the mortar fires, hitting on 6; HE gives 1d2 pins and strikes 1d6 figures.
    p = play(
      file({
        blue: [mortar([5, 30]), unit('spot', [10, 28], 1)],
        red: [unit('r', [5, 10], 3)],
        terrain: wall,
        bag: ['blue'],
        dice: { hit: [[6]], hePins: [[2]], heFigures: [[2]], damage: [[4, 3]] },
        commands: [order('m', 'fire', { target: 'r' }), react('r', 'none')],
      }),
    );
    expect(of(p.events, 'shoot')[0]).toMatchObject({ needs: [6], hits: 1, kills: 1, indirect: true });
    expect(p.final.units.r!.pins).toBe(2);
    expect(rolls(p.events, 'damage')[0]!.dice).toEqual([4, 3]);
    p = play(
      file({
        blue: [mortar([5, 30])],
        red: [unit('r', [5, 21], 3)],
        bag: ['blue'],
        commands: [order('m', 'fire', { target: 'r' })],
      }),
    );
    expect(p.illegal).toContain('too close');
  });
});

describe('order dice: the end', () => {
  // A side with no units left loses at once: shooting.test.ts, 'a unit shot down to nobody'.
  it('after the last turn the side that destroyed more units wins; equal is a draw', () => {
    const p = play(
      file({
        blue: [unit('b', [5, 30], 1)],
        red: [unit('r', [5, 3], 1)],
        turns: 1,
        bag: ['blue', 'red'],
        commands: [order('b', 'down'), order('r', 'down')],
      }),
    );
    expect(of(p.events, 'ended')[0]).toMatchObject({ winner: null });
    expect(p.state.phase.kind).toBe('ended');
  });

  it('the same seed and commands give the same game; all-computer games play to the end', () => {
    const data = file({
      blue: [unit('b', [5, 30], 4), unit('b2', [20, 30], 3, 'smg')],
      red: [unit('r', [5, 5], 4), unit('r2', [25, 5], 3, 'assault rifle')],
      blueControl: 'ai',
      redControl: 'ai',
    });
    const a = play(data);
    const b = play(data);
    expect(JSON.stringify(a.events)).toBe(JSON.stringify(b.events));
    expect(a.state.phase.kind).toBe('ended');
    const c = play({ ...data, seed: 'other' });
    expect(JSON.stringify(c.events)).not.toBe(JSON.stringify(a.events));
  });
});

describe('order dice: the host turn cap', () => {
  it('stops before a turn past the cap and marks the final line unfinished', () => {
    const data = file({
      blue: [unit('b', [5, 35], 6)],
      red: [unit('r', [5, 1], 6)],
      blueControl: 'ai',
      redControl: 'ai',
    });
    const p = playScenario(checked(data), { turns: 2 });
    expect(p.final.unfinished).toBe('turnCap');
    expect(p.final.turn).toBe(2);
    expect(of(p.events, 'turn').map((t) => t.turn)).toEqual([1, 2]);
  });
});
