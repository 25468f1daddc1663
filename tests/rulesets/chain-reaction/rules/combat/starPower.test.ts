import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { listRoller } from '../../../../../src/core/dice/roll';
import { asTexts } from '../../../../../src/rulesets/chain-reaction/odds/enumerate';
import {
  reduceDamage,
  resolveStarHit,
  resolveStarPower,
  starAdvantages,
  starHitOdds,
  starPowerAtStart,
  STAR_DAMAGE_LEVELS,
} from '../../../../../src/rulesets/chain-reaction/rules/starPower';

describe('Star Power (p.4)', () => {
  it('a Rep 5 Star starts the encounter with 5 dice', () => {
    expect(starPowerAtStart(5)).toBe(5);
  });

  it('book example: one out of the fight and one dead, rolls 2,2,4,5,6 → still out of the fight, 5 dice become 4', () => {
    const r = resolveStarPower(
      { who: 'star', starPower: 5, results: ['outOfTheFight', 'obviouslyDead'] },
      listRoller([[2, 2, 4, 5, 6]]),
    );
    expect(r).toMatchObject({
      reductions: 2,
      used: 2,
      lost: 1,
      starPowerBefore: 5,
      starPowerAfter: 4,
      worst: 'outOfTheFight',
    });
    // The dead result went down to out of the fight; the other out of the fight to knocked down.
    expect(r.after).toEqual(['knockedDown', 'outOfTheFight']);
  });

  it('1-3 reduces, 4-5 do nothing and stay, 6 does nothing and is lost', () => {
    expect(resolveStarPower({ starPower: 3, results: ['obviouslyDead'] }, listRoller([[1, 4, 5]]))).toMatchObject({
      after: ['outOfTheFight'],
      starPowerAfter: 3,
    });
    expect(resolveStarPower({ starPower: 2, results: ['obviouslyDead'] }, listRoller([[3, 3]]))).toMatchObject({
      after: ['knockedDown'],
      used: 2,
    });
    expect(resolveStarPower({ starPower: 2, results: ['outOfTheFight'] }, listRoller([[6, 6]]))).toMatchObject({
      after: ['outOfTheFight'],
      lost: 2,
      starPowerAfter: 0,
    });
  });

  it('spare reductions are wasted once everything is down to knocked down', () => {
    expect(resolveStarPower({ starPower: 4, results: ['outOfTheFight'] }, listRoller([[1, 2, 3, 6]]))).toMatchObject({
      reductions: 3,
      used: 1,
      after: ['knockedDown'],
      starPowerAfter: 3,
    });
  });

  it('no dice, or nothing worse than knocked down: no roll', () => {
    const none = listRoller([]);
    expect(resolveStarPower({ starPower: 0, results: ['obviouslyDead'] }, none)).toMatchObject({
      dice: [],
      worst: 'obviouslyDead',
      ref: { row: 'notRolled' },
    });
    expect(resolveStarPower({ starPower: 5, results: ['knockedDown'] }, none)).toMatchObject({
      dice: [],
      starPowerAfter: 5,
    });
    expect(none.used()).toBe(0);
  });

  it('reductions go to the worst result first', () => {
    expect(reduceDamage(['outOfTheFight', 'obviouslyDead'], 1).after).toEqual(['outOfTheFight', 'outOfTheFight']);
    expect(reduceDamage(['obviouslyDead', 'obviouslyDead'], 3).after).toEqual(['knockedDown', 'outOfTheFight']);
  });

  it('property: the worst result drops by one level per reduction until knocked down, and never rises', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...STAR_DAMAGE_LEVELS), { minLength: 1, maxLength: 4 }),
        fc.integer({ min: 0, max: 8 }),
        (res, n) => {
          const { after, used } = reduceDamage(res, n);
          const lv = (x: string) => STAR_DAMAGE_LEVELS.indexOf(x as never);
          const total = (xs: string[]) => xs.reduce((s, x) => s + lv(x), 0);
          expect(used).toBe(Math.min(n, total(res)));
          expect(total(after)).toBe(total(res) - used);
          after.forEach((a, i) => expect(lv(a)).toBeLessThanOrEqual(lv(res[i]!)));
        },
      ),
    );
  });
});

describe('Larger Than Life and Cheating Death (p.4-5), after Star Power', () => {
  it('Hotchkiss (Rep 5) killed by a Rep 4: Star Power fails, Larger Than Life makes it out of the fight', () => {
    const r = resolveStarHit(
      { who: 'hotchkiss', star: true, rep: 5, attackerRep: 4, starPower: 5, results: ['obviouslyDead'] },
      listRoller([[4, 4, 5, 6, 6]]),
    );
    expect(r.starPower.after).toEqual(['obviouslyDead']);
    expect(r).toMatchObject({ final: 'outOfTheFight', rep: 5, starPowerAfter: 3 });
    expect(r.advantages).toMatchObject({
      largerThanLife: true,
      cheatingDeath: false,
      ref: { table: 'starAdvantages', row: 'largerThanLife' },
    });
  });

  it('Hotchkiss (Rep 5) killed by a Rep 5: Star Power fails, he cheats death and leaves the table at Rep 4', () => {
    const r = resolveStarHit(
      { who: 'hotchkiss', star: true, rep: 5, attackerRep: 5, starPower: 5, results: ['obviouslyDead'] },
      listRoller([[4, 5, 5, 6, 4]]),
    );
    expect(r).toMatchObject({ final: 'cheatedDeath', rep: 4, starPowerAfter: 4 });
    expect(r.advantages).toMatchObject({ largerThanLife: false, cheatingDeath: true });
  });

  it('a Star who declines to cheat death dies; a Grunt with Star Power gets neither advantage', () => {
    expect(starAdvantages('obviouslyDead', { star: true, rep: 5, attackerRep: 6, cheatDeath: false })).toMatchObject({
      final: 'obviouslyDead',
      rep: 5,
    });
    expect(starAdvantages('obviouslyDead', { star: false, rep: 5, attackerRep: 3 })).toMatchObject({
      final: 'obviouslyDead',
      largerThanLife: false,
    });
  });

  it('advantages only touch a dead result; out of the fight stays out of the fight', () => {
    expect(starAdvantages('outOfTheFight', { star: true, rep: 5, attackerRep: 3 })).toMatchObject({
      final: 'outOfTheFight',
      largerThanLife: false,
    });
  });

  it('Star Power that saves the Star makes the advantages moot', () => {
    const r = resolveStarHit(
      { star: true, rep: 5, attackerRep: 6, starPower: 2, results: ['obviouslyDead'] },
      listRoller([[1, 2]]),
    );
    expect(r).toMatchObject({ final: 'knockedDown', rep: 5 });
  });

  it('odds: 2 dice against one dead result from a higher Rep → dead is cheated 1/4, out 1/2, knocked down 1/4', () => {
    expect(
      asTexts(starHitOdds({ star: true, rep: 4, attackerRep: 5, starPower: 2, results: ['obviouslyDead'] })),
    ).toEqual({ cheatedDeath: '1/4', knockedDown: '1/4', outOfTheFight: '1/2' });
    // Against a lower Rep, Larger Than Life turns the 1/4 into out of the fight.
    expect(
      asTexts(starHitOdds({ star: true, rep: 4, attackerRep: 3, starPower: 2, results: ['obviouslyDead'] })),
    ).toEqual({ knockedDown: '1/4', outOfTheFight: '3/4' });
  });
});
