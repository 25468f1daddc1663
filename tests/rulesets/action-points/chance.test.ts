// Every d100 test's arithmetic: the base by rank, each modifier on its own line, the 5..95 clamp, and how
// a roll reads (success at or under, critical at a tenth, fumble 96-00), with the d100's digits.
import { describe, expect, it } from 'vitest';
import {
  moraleChance,
  readTest,
  shootChance,
  spotChance,
  meleeChance,
  parryChance,
  throwChance,
} from '../../../src/rulesets/action-points/chance';
import { d100Of } from '../../../src/rulesets/action-points/dice';
import { chanceText } from '../../../src/rulesets/action-points/wording';
import { testOdds } from '../../../src/rulesets/action-points/odds';
import { fig, scenario, start, WOODS } from './helpers';

const woods = WOODS;

describe('d100 digits', () => {
  it('reads [tens, units], with [0,0] as 100 and a generated 10 as the digit 0', () => {
    expect(d100Of([3, 7]).total).toBe(37);
    expect(d100Of([0, 5]).total).toBe(5);
    expect(d100Of([0, 0]).total).toBe(100);
    expect(d100Of([10, 10]).total).toBe(100);
    expect(d100Of([10, 4])).toEqual({ tens: 0, units: 4, total: 4 });
  });
});

describe('reading a test', () => {
  it('succeeds at or under, criticals at a tenth (at least 01), fumbles on 96-00', () => {
    expect(readTest(40, 40)).toEqual({ pass: true, critical: false, fumble: false });
    expect(readTest(41, 40).pass).toBe(false);
    expect(readTest(4, 40).critical).toBe(true);
    expect(readTest(5, 40).critical).toBe(false);
    expect(readTest(1, 5).critical).toBe(true);
    expect(readTest(96, 95)).toEqual({ pass: false, critical: false, fumble: true });
    expect(readTest(100, 95).fumble).toBe(true);
    expect(testOdds(40)).toEqual({ pass: 0.4, critical: 0.04, fumble: 0.05 });
  });
});

describe('shooting chance', () => {
  it("writes the issue's example: veteran, target kneeling in soft cover, aimed 2 AP = 40%", () => {
    const { state } = start(
      scenario({
        terrain: [woods],
        blue: [{ id: 'vet', rank: 'veteran', at: [10, 30], facing: 270 }],
        red: [{ id: 'rec', at: [10, 10.5], facing: 90, stance: 'kneeling' }],
      }),
    );
    const c = shootChance(state, fig(state, 'vet'), fig(state, 'rec'), 2);
    expect(c.chance).toBe(40);
    expect(chanceText(c)).toBe(
      'veteran 60%, aimed 2 AP +20%, target kneeling \u221220%, target in soft cover \u221220% = 40%',
    );
  });
  it('adds +30% within 4" and drops the prone penalty there', () => {
    const { state } = start(
      scenario({ blue: [{ id: 'a', at: [10, 14], facing: 270 }], red: [{ id: 'b', at: [10, 11], stance: 'prone' }] }),
    );
    const c = shootChance(state, fig(state, 'a'), fig(state, 'b'));
    expect(c.mods.map((m) => m.key)).toEqual(['within4']);
    expect(c.chance).toBe(80);
  });
  it('clamps to 95% and 5%', () => {
    const { state } = start(
      scenario({
        blue: [{ id: 'a', rank: 'elite', weapon: 'sniper rifle', at: [10, 30], stance: 'prone', facing: 270 }],
        red: [{ id: 'b', rank: 'novice', at: [10, 5], stance: 'prone', prepared: true }],
      }),
    );
    const hi = shootChance(state, fig(state, 'b'), fig(state, 'a'));
    expect(hi.raw).toBe(40 - 30 + 20);
    const snap = shootChance(state, fig(state, 'b'), fig(state, 'a'), 0, true);
    expect(snap.raw).toBe(0);
    expect(snap.chance).toBe(5);
    const best = shootChance(state, fig(state, 'a'), fig(state, 'b'), 2);
    // 70 + aim 20 - prone 30 - prepared 50 + shooter prone 20 + scope 25 = 55
    expect(best.chance).toBe(55);
  });
  it('takes wounds off: light -20, medium half, serious down to 10', () => {
    const { state } = start(
      scenario({ blue: [{ id: 'a', rank: 'veteran', at: [10, 30], facing: 270 }], red: [{ id: 'b', at: [10, 5] }] }),
    );
    const a = fig(state, 'a'),
      b = fig(state, 'b');
    a.wound = 'light';
    expect(shootChance(state, a, b).chance).toBe(40);
    a.wound = 'medium';
    expect(shootChance(state, a, b).chance).toBe(30);
    a.wound = 'serious';
    expect(shootChance(state, a, b).chance).toBe(10);
  });
});

describe('spotting chance', () => {
  it('counts stance, cover, light, scope, motion and extra AP', () => {
    const { state } = start(
      scenario({
        terrain: [woods],
        light: 'dusk',
        blue: [{ id: 's', rank: 'veteran', weapon: 'sniper rifle', at: [10, 30], facing: 270 }],
        red: [
          { id: 't', at: [10, 10.5], stance: 'prone' },
          { id: 'u', at: [11.5, 10.5] },
        ],
      }),
    );
    const s = fig(state, 's');
    s.motion = 'walk';
    const c = spotChance(state, s, fig(state, 't'), 2);
    // 60 - prone 30 + another target within 2" 10 - soft cover 30 - dusk 25 + scope 20 - spotter walking 10 + 20
    expect(c.raw).toBe(15);
    expect(c.mods.map((m) => m.key)).toEqual([
      'targetProne',
      'extraTarget',
      'softCover',
      'dusk',
      'scope',
      'spotterWalking',
      'aim',
    ]);
  });
});

describe('hand to hand, parry, throw and morale chances', () => {
  it('reads the attack table by ranks and the parry with the defender as attacker, less 10%', () => {
    const { state } = start(
      scenario({
        blue: [{ id: 'a', rank: 'veteran', at: [10, 10] }],
        red: [{ id: 'b', rank: 'novice', at: [10, 11] }],
      }),
    );
    const a = fig(state, 'a'),
      b = fig(state, 'b');
    expect(meleeChance(state, a, b).chance).toBe(80);
    expect(parryChance(state, b, a).chance).toBe(30);
    expect(meleeChance(state, a, b, 'charge').chance).toBe(95);
    expect(parryChance(state, b, a, 'feint').chance).toBe(5);
    expect(throwChance(state, a, [10, 20]).chance).toBe(60);
  });
  it('adds up morale: friends within 6", markers after the first, a friend hit, own wound', () => {
    const { state } = start(
      scenario({
        blue: [
          { id: 'm', rank: 'veteran', at: [10, 30] },
          { id: 'f1', at: [12, 30] },
          { id: 'f2', at: [8, 30] },
        ],
        red: [{ id: 'e', at: [10, 5] }],
      }),
    );
    const m = fig(state, 'm');
    m.markers = 3;
    m.friendHit = true;
    m.wound = 'light';
    const c = moraleChance(state, m);
    expect(c.mods.map((x) => [x.key, x.value])).toEqual([
      ['friendNear', 20],
      ['extraMarker', -20],
      ['friendHit', -30],
      ['lightWound', -20],
    ]);
    expect(c.chance).toBe(20);
  });
});
