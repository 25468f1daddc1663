// `sim show`: the table of a scenario as text, for people and for tests.
import { describe, expect, it } from 'vitest';
import { run } from '../../src/sim/run';

function show(args: string[]): { code: number; out: string[]; err: string[] } {
  const out: string[] = [];
  const err: string[] = [];
  const code = run(['show', ...args], { out: (l) => out.push(l), err: (l) => err.push(l) });
  return { code, out, err };
}

describe('sim show', () => {
  it('draws the fixture table inch by inch: building with door and window, woods, hill crest, wall, road, figures', () => {
    const { code, out } = show(['tests/fixtures/scenarios/riker-vs-hans.json']);
    expect(code).toBe(0);
    // Row y of the table, without the row label and the section bars.
    const row = (y: number) =>
      out
        .find((l) => l.startsWith(`${String(y).padStart(2, ' ')} |`))!
        .slice(4)
        .replace(/\|/g, '');
    expect(row(13).slice(10, 16)).toBe('#####W'); // b1 spans x 10-16 with its window on the east wall at y 13
    expect(row(15).slice(10, 16)).toBe('###D##'); // and its door on the south wall at x 13
    expect(row(6).slice(22, 30)).toBe('TTTTTTTT'); // woods w1, x 22-30
    expect(row(24).slice(2, 10)).toBe('^^^^^^^^'); // the crest of h1
    expect(row(24).slice(16, 22)).toBe('------'); // the low wall s1
    expect(row(32)).toBe(','.repeat(36)); // the road across the bottom
    expect(row(30)[18]).toBe('r'); // riker at (18, 30)
    expect(out).toContain('r = blue riker: Rep 5 Star AR at (18, 30) facing 270°, standing, carryOn');
    expect(out.some((l) => l.startsWith('terrain: 1 building, 1 woods, 1 hill, 1 wall, 1 road'))).toBe(true);
  });

  it('refuses a missing file argument and a bad file with one line and status 2', () => {
    expect(show([])).toMatchObject({ code: 2, err: ['error: sim show: missing FILE (sim show FILE.json [--seed S])'] });
    const bad = show(['tests/fixtures/scenarios/bad-weapon.json']);
    expect(bad.code).toBe(2);
    expect(bad.err).toHaveLength(1);
    expect(bad.err[0]).toMatch(/^error: sides\[1\]\.figures\[0\]\.weapon: unknown weapon "LASER"/);
  });
});
