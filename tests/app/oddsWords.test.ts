// The Odds panel's lead sentence agrees with the side's name: "Soldiers win", "North wins" (play-test 49/53).
import { describe, expect, it } from 'vitest';
import { leadLine, pluralName } from '../../src/app/odds/oddsWords';

describe('the Odds panel words', () => {
  it('reads a name ending in a single s as many, a number after it aside', () => {
    expect(['Soldiers', 'Armoured aliens', 'Soldiers 2', 'Regulars'].map(pluralName)).toEqual([true, true, true, true]);
    expect(['North', 'Militia', 'Red', 'Swarm', 'Moss'].map(pluralName)).toEqual([false, false, false, false, false]);
  });

  it('says "win" for many and "wins" for one', () => {
    expect(leadLine('Soldiers', '100% (99–100)', 500)).toBe(
      'Soldiers win 100% (99–100) of 500 fights played on from here.',
    );
    expect(leadLine('North', '34% (30–38)', 500)).toBe('North wins 34% (30–38) of 500 fights played on from here.');
  });
});
