// The later games' terrain in a Chain Reaction file: scrub, rubble, wooden and wire fences and a river load,
// are read as the book's nearest kinds (rocky, rocky, walls, water) and a battle over them plays to its end.
import { describe, expect, it } from 'vitest';
import { validateScenario } from '../../../src/rulesets/chain-reaction/scenario/validate';
import { startingState } from '../../../src/rulesets/chain-reaction/start';
import { runBattle } from '../../../src/rulesets/chain-reaction/game';
import { coverOf, worldOf } from '../../../src/rulesets/chain-reaction/engine/world';
import type { Scenario } from '../../../src/rulesets/chain-reaction/scenario/schema';

const square = (x: number, y: number, s: number) => [
  [x, y],
  [x + s, y],
  [x + s, y + s],
  [x, y + s],
];

function file(): Scenario {
  const r = validateScenario({
    version: 1,
    seed: 'new-terrain',
    terrain: [
      { id: 'sc1', type: 'scrub', polygon: square(4, 20, 6) },
      { id: 'ru1', type: 'rubble', polygon: square(26, 20, 6) },
      {
        id: 'f1',
        type: 'fence',
        kind: 'wooden',
        line: [
          [14, 24],
          [22, 24],
        ],
      },
      {
        id: 'f2',
        type: 'fence',
        kind: 'wire',
        line: [
          [14, 12],
          [22, 12],
        ],
      },
      {
        id: 'rv1',
        type: 'river',
        polygon: [
          [0, 16],
          [12, 16],
          [12, 17],
          [0, 17],
        ],
      },
    ],
    sides: [
      {
        id: 'blue',
        control: 'ai',
        force: 'military',
        figures: [
          { id: 'scrubby', rep: 4, weapon: 'AR', at: [7, 23], facing: 270 },
          { id: 'fenced', rep: 4, weapon: 'AR', at: [18, 24.6], facing: 270 },
          { id: 'rubbly', rep: 4, weapon: 'AR', at: [29, 23], facing: 270 },
        ],
      },
      {
        id: 'red',
        control: 'ai',
        force: 'military',
        figures: [
          { id: 'r1', rep: 4, weapon: 'AR', at: [7, 4], facing: 90 },
          { id: 'r2', rep: 4, weapon: 'AR', at: [18, 4], facing: 90 },
          { id: 'r3', rep: 4, weapon: 'AR', at: [29, 4], facing: 90 },
        ],
      },
    ],
  });
  if (!r.ok) throw new Error(`${r.error.path}: ${r.error.message}`);
  return r.value;
}

describe('scrub, rubble, fences and rivers in a Chain Reaction battle', () => {
  it('the file keeps them as given', () => {
    expect(file().terrain.map((t) => t.type)).toEqual(['scrub', 'rubble', 'fence', 'fence', 'river']);
  });

  it('the battle reads each as its nearest kind', () => {
    const { state } = startingState(file());
    expect(state.terrain.map((t) => [t.id, t.type])).toEqual([
      ['sc1', 'rocky'],
      ['ru1', 'rocky'],
      ['f1', 'wall'],
      ['f2', 'wall'],
      ['rv1', 'water'],
    ]);
    expect(state.terrain.find((t) => t.id === 'f1')).toMatchObject({ dv: 1 });
    expect(state.terrain.find((t) => t.id === 'f2')).toMatchObject({ dv: 0 });
  });

  it('a figure in scrub or rubble, or behind a fence, is in cover from the far side', () => {
    const { state } = startingState(file());
    const w = worldOf(state);
    const f = state.figures;
    expect(coverOf(w, f.scrubby!, f.r1!).sources.map((s) => s.kind)).toContain('rocky');
    expect(coverOf(w, f.rubbly!, f.r3!).sources.map((s) => s.kind)).toContain('rocky');
    expect(coverOf(w, f.fenced!, f.r2!).sources.map((s) => s.kind)).toContain('wall');
  });

  it('plays to its end over them', () => {
    const { state } = startingState(file());
    const run = runBattle(state, { maxTurns: 40 });
    expect(run.illegal).toBeUndefined();
    expect(['ended', 'turnLimit']).toContain(run.need.kind);
    expect(run.events.some((e) => e.type === 'roll')).toBe(true);
  });
});
