// Explanations of shooting, damage, Stars, charges, melee, grenades, blasts, outgunned and collapse,
// each from the real resolver with scripted dice, checked word for word.
import { describe, expect, it } from 'vitest';
import { listRoller as L } from '../../../src/core/dice/roll';
import {
  explainBlastEffect, explainCharge, explainCollapse, explainDamage, explainEscapeBlast, explainFire, explainMelee, explainOutgunned,
  explainRangedDie, explainReadyGrenade, explainStarAdvantages, explainStarHit, explainStarPower, explainThrowGrenade,
  type Explanation,
} from '../../../src/core/explain/index';
import { blastEffect } from '../../../src/core/rules/blast';
import { resolveCharge } from '../../../src/core/rules/charge';
import { resolveCollapse } from '../../../src/core/rules/collapse';
import { resolveDamage } from '../../../src/core/rules/damage';
import { resolveFire } from '../../../src/core/rules/fire';
import { resolveEscapeBlast, resolveReadyGrenade, resolveThrowGrenade } from '../../../src/core/rules/grenade';
import { resolveMelee } from '../../../src/core/rules/melee';
import { outgunned } from '../../../src/core/rules/outgunned';
import { rangedDie } from '../../../src/core/rules/ranged';
import { resolveStarHit, resolveStarPower, starAdvantages } from '../../../src/core/rules/starPower';
import { rowFor } from '../../../src/core/tables/index';

function expectRow(e: Explanation, label: string, cell?: string) {
  const hit = rowFor(e.table!);
  expect(hit?.row.label).toBe(label);
  if (cell !== undefined) expect(hit!.row.cells[hit!.columnIndex ?? 0]).toBe(cell);
}

describe('Ranged fire', () => {
  it("the book's example: Billy Pink (Rep 5, SAR) at Hans in cover rolls 3 and 6: an 8 misses, an 11 hits", () => {
    const e = explainFire(resolveFire({ shooter: { id: 'billy', rep: 5, weapon: 'SAR' }, targets: [{ id: 'hans', dice: 2, inCover: true }] }, L([[3, 6]])));
    expect(e.text).toBe('billy fires the semi-automatic rifle (Rep 5): rolled 3 and 6. '
      + 'At hans (first target): 6 + Rep 5 = 11: a hit; 3 + Rep 5 = 8: a miss (target in cover). 1 hit in all.');
    expect(e.parts!.map((p) => p.text)).toEqual(['6 + Rep 5 = 11: a hit.', '3 + Rep 5 = 8: a miss (target in cover).']);
    expectRow(e.parts![0]!, '10+');
    expectRow(e.parts![1]!, '8');
  });

  it('two targets, the second one missing on an 8 for more than one reason', () => {
    const e = explainFire(resolveFire({ shooter: { id: 'hans', rep: 4, weapon: 'AR' }, targets: [{ id: 'bob', dice: 1 }, { id: 'carl', dice: 2, inCover: true }] }, L([[6, 4, 1]])));
    expect(e.text).toBe('hans fires the assault rifle (Rep 4): rolled 6, 4 and 1. At bob (first target): 6 + Rep 4 = 10: a hit. '
      + 'At carl (second target): 4 + Rep 4 = 8: a miss (target in cover and 2nd or later target); 1 + Rep 4 = 5: too low, a miss. 1 hit in all.');
  });

  it('a shotgun keeps its best three, a Rep 3 pitiful shot, and two 1s empty it', () => {
    const e = explainFire(resolveFire({ shooter: { id: 'rook', rep: 3, weapon: 'SG' }, targets: [{ id: 'bob', dice: 3, inCover: true }] }, L([[6, 5, 1, 1, 2, 3], [2]])));
    expect(e.text).toBe('rook fires the shotgun (Rep 3): rolled 6, 5, 1, 1, 2 and 3, keeping the best 3: 6, 5 and 3. '
      + 'At bob (first target): 6 + Rep 3 = 9: a miss (target in cover), but a pitiful shot rolls 2 against 3: a hit after all; '
      + '5 + Rep 3 = 8: a miss (target in cover); 3 + Rep 3 = 6: too low, a miss. 1 hit in all. 2 natural 1s came up: out of ammo after this shot.');
    expect(e.dice).toEqual([6, 5, 1, 1, 2, 3]);
  });

  it('snap fire is named, and a 9 that hits says nothing stopped it', () => {
    const e = explainFire(resolveFire({ shooter: { id: 'hans', rep: 4, weapon: 'SAR', snapFire: true }, targets: [{ id: 'bob', dice: 1 }] }, L([[6]])));
    expect(e.text).toBe('hans fires the semi-automatic rifle as snap fire (Rep 4): rolled 6. At bob (first target): 6 + Rep 4 = 10: a hit. 1 hit in all.');
    expect(e.modifiers).toEqual([{ label: 'Snap fire', reason: 'misses on an 8 or 9' }]);
    expect(explainRangedDie(rangedDie(5, { rep: 4, targetOrder: 2 })).text).toBe('5 + Rep 4 = 9: a hit (nothing on the 9 row stops it).');
  });

  it('a refused shot says why', () => {
    expect(explainFire(resolveFire({ shooter: { rep: 3, weapon: 'G' }, targets: [{ dice: 1 }] }, L([]))).text).toBe("Can't fire: Hand grenade is thrown, not fired.");
  });

  it('a rocket must be reloaded', () => {
    const e = explainFire(resolveFire({ shooter: { id: 'rl', rep: 5, weapon: 'RL' }, targets: [{ dice: 1 }] }, L([[2]])));
    expect(e.text).toBe('rl fires the rocket launcher (Rep 5): rolled 2. At the first target: 2 + Rep 5 = 7: too low, a miss. '
      + '0 hits in all. The launcher must be reloaded before it fires again.');
  });
});

describe('Damage', () => {
  it.each([
    [1, 'Damage to bob: rolled 1 against Impact 3 — a 1 always kills: Obviously dead.', '1'],
    [3, 'Damage to bob: rolled 3 against Impact 3 — at or under it: Out of the fight.', 'At or under Impact'],
    [4, 'Damage to bob: rolled 4 against Impact 3 — over it: knocked down, and a Recover test decides the rest.', 'Over Impact'],
  ] as const)('die %i', (die, text, row) => {
    const e = explainDamage(resolveDamage({ impact: 3, kind: 'ranged', who: 'bob' }, L([[die]])), 'bob');
    expect(e.text).toBe(text);
    expect(e.target).toBe(3);
    expectRow(e, row);
  });

  it('melee damage is named so', () => {
    const e = explainDamage(resolveDamage({ impact: 1, kind: 'melee' }, L([[5]])));
    expect(e.text).toBe('Melee damage: rolled 5 against Impact 1 — over it: knocked down, and a Recover test decides the rest.');
    expect(e.table).toEqual({ table: 'meleeDamage', row: 'overImpact' });
  });
});

describe('Star Power and advantages', () => {
  it('dice at 1-3 lower the damage, a 6 is lost', () => {
    const e = explainStarPower(resolveStarPower({ starPower: 3, results: ['outOfTheFight'] }, L([[2, 1, 6]])), 'anna');
    expect(e.text).toBe('Star Power for anna: rolled 2, 1 and 6 — 2 dice at 1-3 (only 1 needed): Out of the fight becomes Knocked down; '
      + 'a 6 is lost, leaving 2 Star Power dice.');
  });

  it('nothing to roll', () => {
    expect(explainStarPower(resolveStarPower({ starPower: 0, results: ['outOfTheFight'] }, L([]))).text).toBe('Star Power: no Star Power dice left to roll.');
    expect(explainStarPower(resolveStarPower({ starPower: 2, results: ['knockedDown'] }, L([]))).text)
      .toBe('Star Power: nothing worse than knocked down, so no Star Power is rolled.');
  });

  it('Larger Than Life against a weaker foe; Cheating Death against an equal one', () => {
    const base = { who: 'anna', starPower: 3, results: ['obviouslyDead'] as const, star: true, rep: 5 };
    const ltl = explainStarHit(resolveStarHit({ ...base, results: [...base.results], attackerRep: 4 }, L([[4, 5, 6]])), 'anna');
    expect(ltl.text).toBe('Star Power for anna: rolled 4, 5 and 6 — no dice at 1-3: Obviously dead stands; a 6 is lost, leaving 2 Star Power dice. '
      + 'Larger Than Life: a Star is not killed by a foe of lower Rep, so Out of the fight instead.');
    expect(ltl.parts).toHaveLength(2);
    const cd = explainStarHit(resolveStarHit({ ...base, results: [...base.results], attackerRep: 5 }, L([[4, 5, 5]])), 'anna');
    expect(cd.text).toBe('Star Power for anna: rolled 4, 5 and 5 — no dice at 1-3: Obviously dead stands. Cheating Death: the Star lives on, but at Rep 4.');
    expect(explainStarAdvantages(starAdvantages('obviouslyDead', { star: true, rep: 5, attackerRep: 5, cheatDeath: false }), 'anna').text)
      .toBe('anna: Nothing saves the Star: Obviously dead.');
  });
});

describe('Charge into melee', () => {
  it('the target in cover passes more and fires first', () => {
    const [e] = explainCharge(resolveCharge({ target: { id: 'bob', rep: 4, inCover: true }, chargers: [{ id: 'carl', rep: 4 }] }, L([[2, 5], [1, 3, 6]])));
    expect(e!.text).toBe('Charge into melee: carl (Rep 4) rolled 2 and 5 — one die at or under 4, so 1 passed; '
      + 'bob (Rep 4, 3d6: target in cover) rolled 1, 3 and 6 — two at or under 4, so 2 passed. The target passed more: bob fires at carl before contact.');
    expectRow(e!, 'Target passed more', 'Target fires');
  });

  it('from the rear the target has no dice at all', () => {
    const [e] = explainCharge(resolveCharge({ target: { id: 'bob', rep: 4 }, chargers: [{ id: 'carl', rep: 4, direction: 'rear' }] }, L([[2, 5]])));
    expect(e!.text).toBe('Charge into melee: carl (Rep 4) rolled 2 and 5 — one die at or under 4, so 1 passed; '
      + 'bob (Rep 4, 0d6: charged in the rear) has no dice, so 0 passed. The charger passed more: bob may not fire before contact. '
      + 'From the rear: one extra die in the first round of melee.');
  });
});

describe('Melee', () => {
  it('a win by one becomes Impact 1 damage', () => {
    const e = explainMelee(resolveMelee({ attacker: { id: 'carl', rep: 4, weapon: 'one-hand' }, defender: { id: 'bob', rep: 4 } }, L([[1, 2, 4, 5, 6], [2, 4, 5, 6], [4]])));
    expect(e.text).toBe('Melee: carl (Rep 4, 5d6: one-hand melee weapon) rolled 1, 2, 4, 5 and 6 — 2 successes; bob (Rep 4) rolled 2, 4, 5 and 6 — 1 success. '
      + 'carl wins by 1, so bob takes Impact 1: rolled 4 against Impact 1 — over it: knocked down, and a Recover test decides the rest.');
    expect(e.modifiers).toEqual([{ label: 'carl: One-hand melee weapon', reason: '+1d6 applied' }]);
    expectRow(e, 'More successes');
  });

  it('equal successes', () => {
    const e = explainMelee(resolveMelee({ attacker: { id: 'carl', rep: 3 }, defender: { id: 'bob', rep: 3, prone: true } }, L([[1, 4, 5, 6], [2, 4, 5]])));
    expect(e.text).toBe('Melee: carl (Rep 3, 4d6: opponent is prone) rolled 1, 4, 5 and 6 — 1 success; bob (Rep 3) rolled 2, 4 and 5 — 1 success. '
      + 'Same successes: evenly matched, and the fight goes on.');
    expectRow(e, 'Same successes', 'Evenly matched');
  });
});

describe('Grenades and blasts', () => {
  it('readying', () => {
    const e = explainReadyGrenade(resolveReadyGrenade({ id: 'hans', rep: 4 }, L([[5]])), 'hans');
    expect(e.text).toBe('hans readies a grenade (Rep 4): rolled 5, over 4, so it failed: ready, but it must wait for a later activation or a reaction.');
    expectRow(e, 'Pass 0', 'Throw later');
  });

  it('throwing at an unseen spot, and too far', () => {
    const e = explainThrowGrenade(resolveThrowGrenade({ id: 'hans', rep: 4, spotVisible: false }, L([[3, 5]])), 'hans');
    expect(e.text).toBe('hans throws a grenade (Rep 4, spot out of sight): rolled 3 and 5 — one die at or under 4, so 1 passed: '
      + 'it misses, though those near the spot still take a Crisis test.');
    expectRow(e, 'Pass 1', 'Missed');
    expect(explainThrowGrenade(resolveThrowGrenade({ rep: 4, spotVisible: true, distance: 8 }, L([]))).text)
      .toBe('Can\'t throw: grenades reach 6", the spot is 8" away.');
  });

  it('diving clear of a dropped grenade', () => {
    const [r] = resolveEscapeBlast([{ id: 'bob', rep: 4 }], L([[6]]));
    const e = explainEscapeBlast(r!);
    expect(e.text).toBe('bob dives for the ground (Rep 4): rolled 6, over 4, so it failed: caught by the blast.');
    expectRow(e, 'Pass 0', 'Caught by the blast');
  });

  it('what a blast does', () => {
    expect(explainBlastEffect(blastEffect({ id: 'a', prone: true }, 2), 2).text).toBe('a is prone, so the blast passes over: a Crisis test, no damage.');
    expect(explainBlastEffect(blastEffect({ id: 'b', coverDV: 3 }, 2), 2).text).toBe('b is behind cover strong enough to stop Impact 2: a Crisis test, no damage.');
    expect(explainBlastEffect(blastEffect({ id: 'c', coverDV: 1 }, 2), 2).text).toBe("c's cover is too weak for Impact 2: a damage roll.");
    expect(explainBlastEffect(blastEffect({ id: 'd' }, 5), 5).text).toBe('d is caught in the open: a damage roll against Impact 5.');
  });
});

describe('Outgunned', () => {
  it('by ranking, by having no answer, and never a Star', () => {
    expect(explainOutgunned(outgunned('SAW', { weapon: 'AR' }), 'bob').text).toBe('bob is outgunned: ranking 4 against 3.');
    expect(explainOutgunned(outgunned('P', { weapon: 'AR' })).text).toBe('The target is not outgunned: ranking 2 against 3.');
    expect(explainOutgunned(outgunned('P', { weapon: 'AR', ammo: 'outOfAmmo' }), 'bob').text).toBe('bob is outgunned: it is out of ammo.');
    const star = explainOutgunned(outgunned('RL', { weapon: 'P', star: true }), 'anna');
    expect(star.text).toBe('anna is a Star, and a Star is never outgunned.');
    expectRow(star, '2');
  });
});

describe('Collapse', () => {
  const areas = [
    { id: 'g1', level: 0, above: 'u1', occupants: ['x'] },
    { id: 'u1', level: 1, occupants: ['y'] },
    { id: 'u2', level: 1, occupants: ['z'] },
  ];

  it('caves in, taking the whole upper level with the last ground area', () => {
    const e = explainCollapse(resolveCollapse({ areas, hit: 'g1' }, L([[2]])));
    expect(e.text).toBe('Rocket hit on area g1: rolled 2, so it caves in, bringing down g1, u1 and u2. With their support gone, level 1 comes down too. '
      + 'Killed: x. Falling with the floor, y and z take a Recover test.');
    expectRow(e, '1-3', 'Caves in');
  });

  it('holds, or has nothing above', () => {
    expect(explainCollapse(resolveCollapse({ areas, hit: 'g1' }, L([[5]]))).text).toBe('Rocket hit on area g1: rolled 5, so it holds. x takes a Crisis test.');
    expect(explainCollapse(resolveCollapse({ areas, hit: 'u1' }, L([]))).text).toBe('Rocket hit on area u1: nothing stands above it, so no roll. y takes a Crisis test.');
    expect(explainCollapse(resolveCollapse({ areas, hit: 'nope' }, L([]))).text).toBe('No collapse roll: no area nope.');
  });
});
