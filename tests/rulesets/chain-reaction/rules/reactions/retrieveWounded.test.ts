// Willingness to retrieve wounded: a Grunt's 1d6 against Rep, a Star's free choice, exact odds.
import { describe, expect, it } from 'vitest';
import { listRoller, type RollRequest } from '../../../../../src/core/dice/roll';
import { asTexts } from '../../../../../src/rulesets/chain-reaction/odds/enumerate';
import {
  resolveRetrieveWounded,
  retrieveWoundedOdds,
} from '../../../../../src/rulesets/chain-reaction/rules/retrieveWounded';

describe('retrieve wounded', () => {
  it('a Grunt passing 1d6 will try', () => {
    const out = resolveRetrieveWounded({ id: 'g', rep: 4 }, listRoller([[4]]));
    expect(out).toMatchObject({
      dice: [4],
      passed: 1,
      willing: true,
      result: 'willTry',
      table: { table: 'retrieveWounded', row: '1' },
    });
  });

  it('a Grunt failing will not', () => {
    const out = resolveRetrieveWounded({ id: 'g', rep: 4 }, listRoller([[5]]));
    expect(out).toMatchObject({
      passed: 0,
      willing: false,
      result: 'wontTry',
      table: { table: 'retrieveWounded', row: '0' },
    });
  });

  it('a Star throws nothing and may always choose to', () => {
    const roll = listRoller([]);
    const out = resolveRetrieveWounded({ id: 's', rep: 5, star: true }, roll);
    expect(roll.used()).toBe(0);
    expect(out).toMatchObject({ star: true, willing: true, result: 'starMayChoose' });
  });

  it('rolls 1d6 for purpose retrieveWounded against Rep', () => {
    const asked: RollRequest[] = [];
    const inner = listRoller([[2]]);
    resolveRetrieveWounded({ id: 'g', rep: 3 }, (r) => {
      asked.push(r);
      return inner(r);
    });
    expect(asked).toEqual([expect.objectContaining({ purpose: 'retrieveWounded', count: 1, who: ['g'], target: 3 })]);
  });

  it('odds: Rep 4 will try 2/3; Rep 3 1/2; a Star always may', () => {
    expect(asTexts(retrieveWoundedOdds({ id: 'g', rep: 4 }))).toEqual({ willTry: '2/3', wontTry: '1/3' });
    expect(asTexts(retrieveWoundedOdds({ id: 'g', rep: 3 }))).toEqual({ willTry: '1/2', wontTry: '1/2' });
    expect(asTexts(retrieveWoundedOdds({ id: 's', rep: 5, star: true }))).toEqual({ starMayChoose: '1' });
  });
});
