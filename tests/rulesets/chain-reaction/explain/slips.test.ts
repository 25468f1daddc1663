// Small wording slips a new player met (issue 19, item 8): each sentence as the player now reads it.
import { describe, expect, it } from 'vitest';
import { ordinal } from '../../../../src/rulesets/chain-reaction/explain/phrases';
import { sideDestroyedText } from '../../../../src/rulesets/chain-reaction/explain/battle';
import { refusalCite } from '../../../../src/rulesets/chain-reaction/reference/refusals';
import { explainRoll } from '../../../../src/rulesets/chain-reaction/explain/roll';
import { pefResolutionText } from '../../../../src/rulesets/chain-reaction/explain/pef';

describe('wording slips', () => {
  it('ordinals: 3rd, not 3th', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101, 111].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '23rd',
      '101st',
      '111th',
    ]);
  });

  it('a side named in the plural reads right: no "soldiers has"', () => {
    const t = sideDestroyedText(['soldiers'], 'gang');
    expect(t).toBe('Nobody is left able to fight on the soldiers side: gang holds the field.');
    expect(t).not.toMatch(/soldiers has/);
  });

  it('a readied grenade already held points to throwing it, not to readying one', () => {
    expect(refusalCite('Bo already holds a readied grenade')?.rule).toBe('throw it');
  });

  it('dice set in advance say so in words, not "[scripted]"', () => {
    const t = explainRoll({
      purpose: 'crisis',
      who: ['hans'],
      dice: [1, 2],
      read: 'pass',
      target: 4,
      passed: 2,
      scripted: true,
    } as never).text;
    expect(t).not.toMatch(/\[scripted\]/);
    expect(t).toMatch(/set in advance, not rolled/);
  });

  it('a contact ends with its own exclamation mark, not "contact!."', () => {
    expect(pefResolutionText('Ash', 'the PEF in the woods', [], [5, 6], [5, 6], 'contact')).toMatch(/contact!$/);
    expect(pefResolutionText('Ash', 'the PEF', [], [1, 2], [1, 2], 'falseAlarm')).toMatch(/false alarm\.$/);
  });
});
