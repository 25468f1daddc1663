// People are "their" or their name, never "its" (play-test 9, 13: "Sgt Dunn clears its weapon.", "Baker
// suffers a medium wound on top of its wounds"): every log sentence said of a figure, checked for "its".
import { describe, expect, it } from 'vitest';
import { eventText } from '../../../src/rulesets/action-points/wording';
import type { ApEvent } from '../../../src/rulesets/action-points/types';

const said = (e: Record<string, unknown>): string => eventText(e as unknown as ApEvent);

describe('action points: a figure is never "it"', () => {
  it('a jam cleared, a wound on wounds, a weapon set up, a broken run, a failed rally', () => {
    const lines = [
      said({ type: 'unjam', figure: 'Sgt Dunn' }),
      said({ type: 'wound', figure: 'Baker', band: 'medium', worst: 'critical' }),
      said({ type: 'setUp', figure: 'Reyes', left: 2 }),
      said({ type: 'setUp', figure: 'Reyes', left: 1 }),
      said({ type: 'failedMorale', figure: 'Tran', roll: 93, result: 'broken' }),
      said({ type: 'fallsBack', figure: 'Tran', was: 'tacticalRetreat', result: 'retire' }),
    ];
    for (const l of lines) expect(l).not.toMatch(/\bits\b|\bit\b|\(s\)/);
    expect(lines[0]).toBe('Sgt Dunn clears the jam.');
    expect(lines[1]).toBe('Baker suffers a medium wound on top of their wounds: now a critical wound.');
    expect(lines[2]).toBe('Reyes sets up their weapon: 2 phases to go.');
    expect(lines[3]).toBe('Reyes sets up their weapon: 1 phase to go.');
  });
});
