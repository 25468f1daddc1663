// The NP Force Movement table carried out through the engine: the roll is taken as each enemy group
// activates; "outnumbers 2 to 1" splits the group, one half to firing cover and one round the rolled
// flank; "move to cover that allows fire" takes the nearest such cover; otherwise the group stays in
// cover or takes the nearest, and fires if it can.
import { describe, expect, it } from 'vitest';
import { runBattle } from '../../../../src/rulesets/chain-reaction/game';
import { coverFrom } from '../../../../src/geometry/cover';
import { worldOf } from '../../../../src/rulesets/chain-reaction/engine/world';
import type { Purpose } from '../../../../src/rulesets/chain-reaction/purposes';
import type { Vec } from '../../../../src/geometry/shapes';
import { readCtx } from '../../../../src/rulesets/chain-reaction/solo/readCtx';
import { firesFrom } from '../../../../src/rulesets/chain-reaction/solo/moves';
import { BARE, encounter, ofType, patrolSide } from './helpers';

const woods = {
  id: 'w1',
  type: 'woods' as const,
  polygon: [
    [22, 10],
    [32, 10],
    [32, 13],
    [22, 13],
  ] as Vec[],
};

function play(enemyAt: Vec[], script: Partial<Record<Purpose, number[][]>>) {
  const { state } = encounter({
    generate: { encounter: 'patrol', terrain: 'clear' },
    terrain: [...BARE, woods] as never,
    sides: [
      patrolSide(2, 30, 'script', 10),
      {
        id: 'enemy',
        control: 'ai',
        force: 'guerilla',
        figures: enemyAt.map((at, i) => ({
          id: `e${i + 1}`,
          rep: 4,
          weapon: 'AR' as const,
          at: [at[0], at[1]] as [number, number],
          facing: 90,
        })),
      },
    ],
    dice: { activation: [[1, 4]], ...script },
  });
  (state.encounter as unknown as { pefs: unknown[] }).pefs = [];
  const run = runBattle(state);
  return { start: state, ...run };
}

const dist = (a: Vec, b: Vec) => Math.hypot(a[0] - b[0], a[1] - b[1]);
const four: Vec[] = [
  [26, 8],
  [27.5, 8],
  [29, 8],
  [30.5, 8],
];

describe('NP Force Movement', () => {
  it('2 passed and outnumbering: splits, the first half to firing cover, the rest round the rolled flank', () => {
    const r = play(four, { npMovement: [[1, 2]], flank: [[2]] });
    const plan = ofType(r.events, 'npPlan')[0]!;
    expect(plan).toMatchObject({
      result: 'splitAndFlank',
      column: 'outnumbers',
      fire: ['e1', 'e2'],
      flank: ['e3', 'e4'],
      flankSide: 'left',
    });
    // Facing the player group at the bottom left, the enemy's left hand is toward the bottom right.
    const flankPoint: Vec = [18.97, 35];
    for (const id of ['e3', 'e4']) {
      const before = r.start.figures[id]!.at;
      const after = r.state.figures[id]!.at;
      // Woods (half speed) lie across the way, so a bound may gain only a few inches.
      expect(dist(after, flankPoint)).toBeLessThan(dist(before, flankPoint) - 2);
    }
    const w = worldOf(r.state);
    const ctx = readCtx(r.state);
    const targets = ['star', 'g1'].map((id) => r.state.figures[id]!);
    for (const id of ['e1', 'e2']) {
      const f = r.state.figures[id]!;
      if (f.status !== 'carryOn') continue;
      expect(coverFrom(w, { id, at: f.at }, r.state.figures.star!.at).cover).toBe(true);
      expect(firesFrom(ctx, f, f.at, targets)).toBe(true);
    }
  });

  it('1 passed and outnumbering: the whole group moves to cover from which it can fire, then fires', () => {
    const r = play(four, { npMovement: [[1, 6]] });
    expect(ofType(r.events, 'npPlan')[0]).toMatchObject({
      result: 'moveToFiringCover',
      column: 'outnumbers',
      fire: ['e1', 'e2', 'e3', 'e4'],
      flank: [],
    });
    const w = worldOf(r.state);
    const movers = new Set(
      ofType(r.events, 'move')
        .filter((m) => !m.why)
        .map((m) => m.figure),
    );
    expect([...movers].sort()).toEqual(['e1', 'e2', 'e3', 'e4']);
    for (const id of movers) {
      const f = r.state.figures[id]!;
      if (f.status === 'carryOn') expect(coverFrom(w, { id, at: f.at }, r.state.figures.star!.at).cover).toBe(true);
    }
    expect(ofType(r.events, 'fire').some((e) => e.figure.startsWith('e'))).toBe(true);
  });

  it('not outnumbering, 1 passed: out of cover, each goes to the nearest cover', () => {
    const r = play(
      [
        [26, 8],
        [27.5, 8],
      ],
      { npMovement: [[3, 5]] },
    );
    expect(ofType(r.events, 'npPlan')[0]).toMatchObject({ result: 'holdOrNearestCover', column: 'otherwise' });
    for (const id of ['e1', 'e2']) {
      const m = ofType(r.events, 'move').find((e) => e.figure === id && !e.why)!;
      // Straight into the woods' edge 2" away.
      expect(m.to[1]).toBeGreaterThanOrEqual(10);
      expect(dist(m.to, m.from)).toBeLessThan(3);
    }
  });

  it('0 passed, already in cover: nobody moves, and those who can fire do', () => {
    // Just inside the woods' near edge: in cover, and able to see out.
    const r = play(
      [
        [26, 12.4],
        [27.5, 12.4],
      ],
      { npMovement: [[5, 6]] },
    );
    expect(ofType(r.events, 'npPlan')[0]).toMatchObject({ result: 'holdOrNearestCover' });
    expect(ofType(r.events, 'move').filter((e) => e.figure.startsWith('e') && !e.why)).toEqual([]);
    expect(ofType(r.events, 'fire').filter((e) => e.figure.startsWith('e')).length).toBeGreaterThan(0);
  });

  it('not outnumbering, 2 passed: moves to cover from which it can fire at the closest player group', () => {
    const r = play(
      [
        [26, 8],
        [27.5, 8],
      ],
      { npMovement: [[2, 2]] },
    );
    expect(ofType(r.events, 'npPlan')[0]).toMatchObject({
      result: 'moveToFiringCover',
      column: 'otherwise',
      against: 'star',
    });
  });
});
