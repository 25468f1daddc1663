// What the book has that the engine lacked: lit areas at night in the scenario file (the night sight limit
// does not apply toward a figure inside one).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { play } from '../../src/sim/play';
import { validateScenario } from '../../src/scenario/validate';
import { ENGINE, answers, load } from './helpers';

describe('lit areas at night ("lit" in the scenario file)', () => {
  it('16" apart at night: the figure under the lamp is seen, the one in the dark is not', () => {
    const r = play(load(ENGINE, 'lit-area-night.json'), { turns: 1 });
    expect(answers(r.events, 'before')).toEqual([true, false]);
  });

  it('without the lit area neither sees the other beyond 12"', () => {
    const s = load(ENGINE, 'lit-area-night.json');
    s.lit = [];
    expect(answers(play(s, { turns: 1 }).events, 'before')).toEqual([false, false]);
  });

  it('a lit area that is not a polygon is refused with one line naming the field', () => {
    const raw = JSON.parse(readFileSync(join(ENGINE, 'lit-area-night.json'), 'utf8')) as Record<string, unknown>;
    raw.lit = [[[1, 1], [2, 2]]];
    const r = validateScenario(raw);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(`${r.issue.path}: ${r.issue.message}`).toMatch(/^lit\[0\]/);
  });
});
