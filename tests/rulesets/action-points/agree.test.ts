// A plural side name takes a plural verb in the log and on the end card (play-test 59: "Regulars wins").
import { describe, expect, it } from 'vitest';
import { agree, eventText } from '../../../src/rulesets/action-points/wording';

describe('action points: verbs agree with side names', () => {
  it('"Regulars win", "Militia wins", "Regulars have 10 victory points"', () => {
    expect(agree('Regulars', 'wins', 'win')).toBe('win');
    expect(agree('Militia', 'wins', 'win')).toBe('wins');
    expect(agree('Jess', 'wins', 'win')).toBe('wins');
    expect(eventText({ type: 'points', side: 'Regulars', points: 10, why: 'Luka out of action' } as never)).toBe(
      'Regulars have 10 victory points (Luka out of action).',
    );
  });
});
