import { describe, expect, it } from 'vitest';
import { listRoller } from '../../../../../src/core/dice/roll';
import { asTexts } from '../../../../../src/rulesets/chain-reaction/odds/enumerate';
import { afterBattleOdds, resolveAfterBattle } from '../../../../../src/rulesets/chain-reaction/rules/afterBattle';

describe('After the Battle Recovery (2d6 vs Rep)', () => {
  it.each([
    ['outOfTheFight', [2, 3], 2, 'returns'],
    ['leftTheBattlefield', [2, 3], 2, 'returns'],
    ['outOfTheFight', [3, 5], 1, 'returns'],
    ['leftTheBattlefield', [3, 5], 1, 'gone'],
    ['outOfTheFight', [5, 6], 0, 'gone'],
    ['leftTheBattlefield', [5, 6], 0, 'gone'],
  ] as const)('Rep 4, %s, dice %j pass %i: %s', (absence, dice, passed, result) => {
    const r = resolveAfterBattle({ rep: 4, absence, who: 'boris' }, listRoller([dice]));
    expect(r).toMatchObject({ passed, result, returns: result === 'returns', target: 4 });
    expect(r.ref).toEqual({ table: 'afterBattle', row: String(passed), column: absence });
  });

  it('exact odds, Rep 4: out of the fight returns unless both dice fail (8/9); a runaway needs both (4/9)', () => {
    expect(asTexts(afterBattleOdds({ rep: 4, absence: 'outOfTheFight' }))).toEqual({ returns: '8/9', gone: '1/9' });
    expect(asTexts(afterBattleOdds({ rep: 4, absence: 'leftTheBattlefield' }))).toEqual({
      returns: '4/9',
      gone: '5/9',
    });
  });

  it('exact odds, Rep 3: 3/4 and 1/4', () => {
    expect(asTexts(afterBattleOdds({ rep: 3, absence: 'outOfTheFight' }))).toEqual({ returns: '3/4', gone: '1/4' });
    expect(asTexts(afterBattleOdds({ rep: 3, absence: 'leftTheBattlefield' }))).toEqual({
      returns: '1/4',
      gone: '3/4',
    });
  });
});
