// A plural side name takes a plural verb in the log and on the end card (play-test 59: "Regulars wins").
import { describe, expect, it } from 'vitest';
import { agree, eventText } from '../../../src/rulesets/action-points/wording';
import { reasonWords } from '../../../src/rulesets/action-points/board/names';

describe('action points: verbs agree with side names', () => {
  it('"Regulars win", "Militia wins", "Regulars have 10 victory points"', () => {
    expect(agree('Regulars', 'wins', 'win')).toBe('win');
    expect(agree('Militia', 'wins', 'win')).toBe('wins');
    expect(agree('Jess', 'wins', 'win')).toBe('wins');
    expect(eventText({ type: 'points', side: 'Regulars', points: 10, why: 'Luka out of action' } as never)).toBe(
      'Regulars have 10 victory points (Luka out of action).',
    );
  });

  it('one figure in a phase "acts"; a morale marker says who tests, never "it"', () => {
    expect(eventText({ type: 'phase', round: 1, phase: 6, order: ['Viktor'] } as never)).toBe(
      'Round 1, combat phase 6: Viktor acts.',
    );
    expect(eventText({ type: 'phase', round: 1, phase: 7, order: ['Hale', 'Okafor'] } as never)).toBe(
      'Round 1, combat phase 7: Hale, Okafor act, in that order.',
    );
    const marker = eventText({ type: 'marker', figure: 'Viktor', why: 'shot at by Hale' } as never);
    expect(marker).toBe('Viktor gets a morale marker (shot at by Hale) and tests morale at the start of the next act.');
    expect(marker).not.toMatch(/\bit\b/);
  });

  it('why the battle ended names the side with its verb agreeing: "Regulars have", not "Regulars has" (issue 19)', () => {
    const state = { sides: [{ id: 's1', name: 'Regulars' }, { id: 'militia' }] } as never;
    expect(reasonWords(state, 's1 has no figure left able to act')).toBe('Regulars have no figure left able to act');
    expect(reasonWords(state, 'militia has no figure left able to act')).toBe('Militia has no figure left able to act');
  });
});
