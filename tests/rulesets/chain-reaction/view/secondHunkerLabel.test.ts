// The Crisis odds call Leave the battlefield "(a second Hunker Down)" for a figure that hunkered before only when
// a throw could hunker him: Man Down alone never does, its 0 passed leaves anyway (play-test 11c, Emil's odds).
import { describe, expect, it } from 'vitest';
import { keyLabel, type OddsQuestion } from '../../../../src/rulesets/chain-reaction/view/oddsModels';

const question = (causes: string[]): OddsQuestion => ({
  test: 'crisis',
  title: 'Crisis Test for Emil',
  knobs: [],
  values: { rep: 4 },
  fixed: { causes, hunkeredBefore: true },
});

describe('"a second Hunker Down" on the Crisis odds', () => {
  it('is not said on a Man Down test, where no throw hunkers', () => {
    expect(keyLabel(question(['manDown']), 'leaveTheBattlefield')).toBe('Leave the battlefield');
  });

  it('is still said when fired on, where 0 passed hunkers and a second time leaves', () => {
    expect(keyLabel(question(['firedOn']), 'leaveTheBattlefield')).toBe('Leave the battlefield (a second Hunker Down)');
    expect(keyLabel(question(['firedOn', 'manDown']), 'leaveTheBattlefield')).toBe('Leave the battlefield');
  });
});
