// Whole acts with scripted dice: a worked phase written out by hand from the tables, the phase order and
// initiative, and the contract's refusals (sight, AP, once, phase).
import { describe, expect, it } from 'vitest';
import { fig, ofType, play, scenario, texts, WOODS } from './helpers';

const woods = WOODS;
const building = {
  id: 'b1',
  type: 'building',
  polygon: [
    [20, 14],
    [26, 14],
    [26, 20],
    [20, 20],
  ],
  openings: [],
};

describe('a worked act (veteran spots then shoots a kneeling average in woods)', () => {
  // Phase 2 is the veteran's (BODY 15). Spot: 60 - kneeling 20 - soft cover 30 = 10%, roll 05: seen (1 AP).
  // Shoot with 1 AP of aim: 60 + 10 - 20 - 20 = 30%, roll 24: hit (2 AP). Damage 2d10 = 6 + 5 = 11, no
  // armour: a critical wound (10-12). Consciousness 20%: roll 88, out. Blue scores 10. The shot's
  // morale marker comes first, hit or miss; red has nobody left able to act: blue wins.
  const file = scenario({
    terrain: [woods],
    blue: [{ id: 'vet', rank: 'veteran', at: [10, 30], facing: 270 }],
    red: [{ id: 'rec', at: [10, 10.5], facing: 90, stance: 'kneeling' }],
    dice: { spot: [[0, 5]], shoot: [[2, 4]], damage: [[6, 5]], consciousness: [[8, 8]] },
    commands: [
      { do: 'spot', figure: 'vet', target: 'rec' },
      { do: 'shoot', figure: 'vet', target: 'rec', aim: 1 },
      { do: 'endAct', figure: 'vet' },
    ],
  });
  const r = play(file);
  it('plays as written by hand', () => {
    expect(r.illegal).toBeUndefined();
    const lines = texts(r.events).filter((l) => !l.includes(' roll for '));
    expect(lines).toEqual([
      'Round 1, combat phase 2: vet acts.',
      'vet acts with 3 AP.',
      'vet: spot rec for 1 AP, 2 left.',
      'vet tries to spot rec: veteran 60%, target kneeling \u221220%, target in soft cover \u221230% = 10%; rolled 05: success.',
      'vet has spotted rec.',
      'vet: shoot rec for 2 AP, 0 left.',
      'vet shoots at rec: veteran 60%, aimed 1 AP +10%, target kneeling \u221220%, target in soft cover \u221220% = 30%; rolled 24: success.',
      'rec gets a morale marker (shot at by vet) and tests morale at the start of the next act.',
      'rec takes damage 6+5 = 11: a critical wound.',
      'rec suffers a critical wound.',
      'rec tests to stay conscious: consciousness 20% = 20%; rolled 88: failure.',
      'rec passes out.',
      'blue has 10 victory points (rec out of action).',
      'The game ends: red has no figure left able to act. blue wins.',
    ]);
    expect(r.need).toMatchObject({ kind: 'ended', winner: 'blue' });
  });
  it('shows every d100 as [tens, units] with its total', () => {
    const rolls = ofType(r.events, 'roll');
    expect(rolls.map((e) => [e.purpose, e.dice, e.total])).toEqual([
      ['spot', [0, 5], 5],
      ['shoot', [2, 4], 24],
      ['damage', [6, 5], 11],
      ['consciousness', [8, 8], 88],
    ]);
  });
});

describe('phase order', () => {
  it('acts by BODY, highest first; equal sides roll 1d2 for initiative', () => {
    const r = play(
      scenario({
        blue: [
          { id: 'b1', at: [5, 30] },
          { id: 'bv', rank: 'veteran', at: [8, 30] },
        ],
        red: [{ id: 'r1', at: [5, 5] }],
        dice: { initiative: [[2]] },
        commands: [{ do: 'endAct', figure: 'bv' }],
      }),
    );
    const phases = ofType(r.events, 'phase');
    expect(phases[0]).toMatchObject({ phase: 2, order: ['bv'] });
    // Phase 3: one average a side at BODY 13, a tie in numbers (1 each): the 1d2 (2) puts red first.
    expect(phases[1]).toMatchObject({ phase: 3, order: ['r1', 'b1'] });
    expect(ofType(r.events, 'roll').find((e) => e.purpose === 'initiative')?.dice).toEqual([2]);
  });
  it('puts the side with fewer acting figures first on a BODY tie', () => {
    const r = play(
      scenario({
        blue: [
          { id: 'b1', at: [5, 30] },
          { id: 'b2', at: [8, 30] },
        ],
        red: [{ id: 'r1', at: [5, 5] }],
      }),
    );
    expect(ofType(r.events, 'phase')[0]).toMatchObject({ phase: 3, order: ['r1', 'b1', 'b2'] });
  });
});

describe('refusals name their cause', () => {
  const base = {
    terrain: [building],
    blue: [{ id: 'a', rank: 'veteran', at: [23, 30], facing: 270 }],
    red: [
      { id: 'hid', at: [23, 8] },
      { id: 'open', at: [10, 20] },
    ],
  };
  it('sight: no line of sight through a building', () => {
    const r = play(scenario({ ...base, commands: [{ do: 'spot', figure: 'a', target: 'hid' }] }));
    expect(r.illegal).toMatch(/sight/);
  });
  it('phase: a figure outside its combat phase', () => {
    const r = play(scenario({ ...base, commands: [{ do: 'walk', figure: 'open', to: [10, 22] }] }));
    expect(r.illegal).toMatch(/phase/);
    expect(r.illegal).toContain('phase 2 is not its combat phase (it acts in 3, 5, 7, 9)');
  });
  it('AP: a walk longer than the AP left, an aim the AP cannot pay', () => {
    expect(play(scenario({ ...base, commands: [{ do: 'walk', figure: 'a', to: [12, 22] }] })).illegal).toMatch(/AP/);
    const r = play(
      scenario({
        ...base,
        commands: [
          { do: 'kneel', figure: 'a' },
          { do: 'shoot', figure: 'a', target: 'open', aim: 2 },
        ],
      }),
    );
    expect(r.illegal).toMatch(/AP/);
  });
  it('once: a second shot in one act', () => {
    const r = play(
      scenario({
        ...base,
        dice: { shoot: [[9, 9]] },
        commands: [
          { do: 'shoot', figure: 'a', target: 'open' },
          { do: 'shoot', figure: 'a', target: 'open' },
        ],
      }),
    );
    expect(r.illegal).toMatch(/once/);
  });
  it('refuses a shot at a target in cover that is not spotted yet', () => {
    const r = play(
      scenario({
        terrain: [woods],
        blue: [{ id: 'a', rank: 'veteran', at: [10, 30], facing: 270 }],
        red: [{ id: 'b', at: [10, 10.5] }],
        commands: [{ do: 'shoot', figure: 'a', target: 'b' }],
      }),
    );
    expect(r.illegal).toContain('has not spotted that enemy yet: a spot comes first');
  });
  it('lets a figure with no AP left be followed by the next figure without endAct', () => {
    const r = play(
      scenario({
        blue: [{ id: 'a', rank: 'veteran', at: [10, 30], facing: 270 }],
        red: [{ id: 'b', at: [30, 5], facing: 90 }],
        commands: [
          { do: 'walk', figure: 'a', to: [10, 21] },
          { do: 'endAct', figure: 'b' },
        ],
      }),
    );
    expect(r.illegal).toBeUndefined();
    expect(fig(r.state, 'a').at).toEqual([10, 21]);
  });
});
