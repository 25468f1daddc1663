// Moving: the straight line and its stops (entering a feature, just past a wall, fence or river, short of
// impassable ground, the move allowance, a faster faction), measuring out of a feature from its edge, the group
// placed around the measured figure, contact that locks both groups, and the vehicles' and helicopters' ways.
import { describe, expect, it } from 'vitest';
import { dist } from '../../../src/geometry/vec';
import { eventText, moveLength } from '../../../src/rulesets/action-cards/wording';
import { drive } from './drive';
import { file, row, start, type SideSpec } from './setup';

const WOODS = {
  id: 'wood',
  type: 'woods',
  polygon: [
    [10, 14],
    [20, 14],
    [20, 24],
    [10, 24],
  ],
};
const WALL = {
  id: 'wall',
  type: 'wall',
  line: [
    [4, 10],
    [30, 10],
  ],
};
const POOL = {
  id: 'pond',
  type: 'impassable',
  polygon: [
    [2, 12],
    [8, 12],
    [8, 16],
    [2, 16],
  ],
};

function game(
  sides: SideSpec[],
  terrain: unknown[] = [],
  deck = ['blue:triple', 'red:single', 'red:single', 'red:single'],
) {
  return start(file(sides, { terrain, deck }));
}
const red: SideSpec = { id: 'red', faction: 'police', groups: [row('r', 4, [28, 34])] };

function moved(sides: SideSpec[], terrain: unknown[], cmds: Parameters<typeof drive>[1]) {
  const d = drive(game(sides, terrain), cmds);
  expect(d.illegal).toBeUndefined();
  return d;
}

describe('moving', () => {
  it('goes in a straight line up to 8" and no further', () => {
    const d = moved(
      [{ id: 'blue', faction: 'police', groups: [row('b', 1, [4, 2])] }, red],
      [],
      [{ do: 'move', group: 'b', figure: 'b1', to: [4, 20] }],
    );
    expect(d.state.figures[0]!.at).toEqual([4, 10]);
    expect(d.events.find((e) => e.type === 'move')).toMatchObject({ stop: 'limit', distance: 8 });
  });

  it('a faster faction goes 16"', () => {
    const d = moved(
      [{ id: 'blue', faction: 'burrowers', groups: [row('b', 1, [4, 2])] }, red],
      [],
      [{ do: 'move', group: 'b', figure: 'b1', to: [4, 30] }],
    );
    expect(d.state.figures[0]!.at).toEqual([4, 18]);
  });

  it('ends on the edge of the first feature it enters', () => {
    const d = moved(
      [{ id: 'blue', faction: 'police', groups: [row('b', 1, [15, 8])] }, red],
      [WOODS],
      [{ do: 'move', group: 'b', figure: 'b1', to: [15, 16] }],
    );
    const at = d.state.figures[0]!.at;
    expect(at[1]).toBeCloseTo(14, 1);
    expect(d.events.find((e) => e.type === 'move')).toMatchObject({ stop: 'feature', by: 'wood' });
  });

  it('a move out of a feature is measured from its edge', () => {
    const d = moved(
      [{ id: 'blue', faction: 'police', groups: [row('b', 1, [15, 22])] }, red],
      [WOODS],
      [{ do: 'move', group: 'b', figure: 'b1', to: [15, 2] }],
    );
    // Leaves the woods at y = 14, then 8" more.
    expect(d.state.figures[0]!.at[1]).toBeCloseTo(6, 5);
  });

  it('says a 16" line out of the trees is 8" free inside them and then the 8" move (play-test 5 #13)', () => {
    const d = moved(
      [{ id: 'blue', faction: 'police', groups: [row('b', 1, [15, 22])] }, red],
      [WOODS],
      [{ do: 'move', group: 'b', figure: 'b1', to: [15, 2] }],
    );
    const e = d.events.find((x) => x.type === 'move')!;
    expect(e.type === 'move' && e.inside).toEqual({ piece: 'wood', distance: 8 });
    const names: Record<string, string> = { b: 'squad Alpha', wood: 'the trees' };
    expect(eventText(e, (id) => names[id] ?? id)).toBe(
      'squad Alpha moves 16" (the first 8", leaving the trees where the move began, do not count against the move; then 8") to the end of its move',
    );
  });

  it('the two parts of a move begun inside add up to the whole said (12.27" from 2.64" inside: 2.6 + 9.7 = 12.3)', () => {
    expect(moveLength(12.27, { distance: 2.64, piece: 'the water' })).toBe(
      '12.3" (the first 2.6", leaving the water where the move began, do not count against the move; then 9.7")',
    );
  });

  it('a move that begins in the open says only its length', () => {
    expect(moveLength(7.96)).toBe('8"');
    expect(moveLength(3, { distance: 3, piece: 'the trees' })).toBe(
      '3" (all inside the trees where the move began, so none of the distance counts against the move)',
    );
  });

  it('ends just past the first wall it crosses', () => {
    const d = moved(
      [{ id: 'blue', faction: 'police', groups: [row('b', 1, [15, 6])] }, red],
      [WALL],
      [{ do: 'move', group: 'b', figure: 'b1', to: [15, 14] }],
    );
    const y = d.state.figures[0]!.at[1];
    expect(y).toBeGreaterThan(10);
    expect(y).toBeLessThan(11);
    expect(d.events.find((e) => e.type === 'move')).toMatchObject({ stop: 'barrier', by: 'wall' });
  });

  it('stops short of impassable ground', () => {
    const d = moved(
      [{ id: 'blue', faction: 'police', groups: [row('b', 1, [5, 6])] }, red],
      [POOL],
      [{ do: 'move', group: 'b', figure: 'b1', to: [5, 14] }],
    );
    expect(d.state.figures[0]!.at[1]).toBeLessThan(12);
  });

  it('places the rest of the group around the measured figure: within 4" of it, each within 2" of another', () => {
    const d = moved(
      [{ id: 'blue', faction: 'police', groups: [row('b', 4, [4, 2])] }, red],
      [],
      [{ do: 'move', group: 'b', figure: 'b1', to: [4, 10] }],
    );
    const figs = d.state.figures.filter((f) => f.side === 'blue');
    const lead = figs[0]!.at;
    for (const f of figs) {
      expect(dist(f.at, lead)).toBeLessThanOrEqual(4 + 1e-9);
      if (f !== figs[0]) expect(figs.some((o) => o !== f && dist(o.at, f.at) <= 2 + 1e-9)).toBe(true);
      for (const o of figs) if (o !== f) expect(dist(o.at, f.at)).toBeGreaterThanOrEqual(1 - 1e-9);
    }
  });

  it('prefers to set the group down inside the feature the measured figure entered', () => {
    const d = moved(
      [{ id: 'blue', faction: 'police', groups: [row('b', 4, [12, 8])] }, red],
      [WOODS],
      [{ do: 'move', group: 'b', figure: 'b1', to: [12, 18] }],
    );
    for (const f of d.state.figures.filter((x) => x.side === 'blue')) expect(f.at[1]).toBeGreaterThanOrEqual(14 - 1e-6);
  });

  it('a "place" that breaks the cluster rule is refused with one line', () => {
    const d = drive(game([{ id: 'blue', faction: 'police', groups: [row('b', 2, [4, 2])] }, red]), [
      { do: 'move', group: 'b', figure: 'b1', to: [4, 6], place: { b2: [12, 6] } },
    ]);
    expect(d.illegal).toMatch(/within 4"/);
  });

  it('contact with an enemy ends the move and locks both groups; a locked group cannot move', () => {
    const d = drive(
      game([
        { id: 'blue', faction: 'swarm', groups: [row('b', 1, [10, 10])] },
        { id: 'red', faction: 'police', groups: [row('r', 1, [10, 15])] },
      ]),
      [
        { do: 'move', group: 'b', figure: 'b1', to: [10, 20] },
        { do: 'move', group: 'b', figure: 'b1', to: [2, 2] },
      ],
    );
    expect(d.state.figures[0]!.at).toEqual([10, 14]);
    expect(d.events.find((e) => e.type === 'lock')).toMatchObject({ groups: ['b', 'r'], by: 'b' });
    expect(d.illegal).toMatch(/locked in hand to hand/);
  });
});

describe('vehicles and helicopters', () => {
  it('a ground vehicle goes straight ahead and then turns; a move aside is refused', () => {
    const car = { id: 'car', vehicle: 'road', figures: [{ id: 'car1', at: [4, 4], facing: 0 }] };
    const ok = drive(game([{ id: 'blue', faction: 'police', groups: [car as never] }, red]), [
      { do: 'move', group: 'car', figure: 'car1', to: [10, 4], facing: 90 },
    ]);
    expect(ok.state.figures[0]).toMatchObject({ at: [10, 4], facing: 90 });
    const bad = drive(game([{ id: 'blue', faction: 'police', groups: [car as never] }, red]), [
      { do: 'move', group: 'car', figure: 'car1', to: [4, 10] },
    ]);
    expect(bad.illegal).toMatch(/straight ahead/);
  });

  it('a road vehicle stops short of woods', () => {
    const car = { id: 'car', vehicle: 'road', figures: [{ id: 'car1', at: [15, 6], facing: 90 }] };
    const d = drive(game([{ id: 'blue', faction: 'police', groups: [car as never] }, red], [WOODS]), [
      { do: 'move', group: 'car', figure: 'car1', to: [15, 13.9] },
    ]);
    expect(d.state.figures[0]!.at[1]).toBeLessThan(14);
  });

  it('a helicopter takes off, flies anywhere over terrain, and lands: one action each', () => {
    const heli = { id: 'heli', vehicle: 'helicopter', figures: [{ id: 'h1', at: [15, 6] }] };
    const refused = drive(game([{ id: 'blue', faction: 'police', groups: [heli as never] }, red], [WOODS, WALL]), [
      { do: 'move', group: 'heli', figure: 'h1', to: [15, 30] },
    ]);
    expect(refused.illegal).toMatch(/take off/);
    const d = drive(game([{ id: 'blue', faction: 'police', groups: [heli as never] }, red], [WOODS, WALL]), [
      { do: 'special', group: 'heli', action: 'takeOff' },
      { do: 'move', group: 'heli', figure: 'h1', to: [15, 30] },
      { do: 'special', group: 'heli', action: 'land' },
    ]);
    expect(d.illegal).toBeUndefined();
    expect(d.state.figures[0]!.at).toEqual([15, 30]);
    expect(d.state.groups[0]!.flying).toBe(false);
  });
});

describe('burrowing', () => {
  it('goes under with a special action and comes up with the next, never within 8" of an enemy', () => {
    const sides: SideSpec[] = [
      { id: 'blue', faction: 'burrowers', groups: [row('b', 2, [4, 2])] },
      { id: 'red', faction: 'police', groups: [row('r', 2, [20, 20])] },
    ];
    const near = drive(game(sides), [
      { do: 'special', group: 'b', action: 'burrow' },
      { do: 'move', group: 'b', figure: 'b1', to: [20, 25] },
    ]);
    expect(near.illegal).toMatch(/within 8"/);
    const d = drive(game(sides), [
      { do: 'special', group: 'b', action: 'burrow' },
      { do: 'move', group: 'b', figure: 'b1', to: [20, 30] },
    ]);
    expect(d.illegal).toBeUndefined();
    expect(d.state.figures[0]!.at).toEqual([20, 30]);
    expect(d.events.find((e) => e.type === 'move')).toMatchObject({ surfaced: true });
  });
});
