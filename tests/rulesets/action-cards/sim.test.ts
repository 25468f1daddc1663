// `sim` on this game's files, through the registry: play (JSON lines, the final line, the los answers), show
// (the table as text), batch (per-faction wins with 95% intervals), and one line with exit 2 for a bad file
// or an illegal command.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { run } from '../../../src/sim/run';
import { wilson } from '../../../src/rulesets/action-cards/batch';

const DIR = join(__dirname, '../../fixtures/action-cards');

function sim(...args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = run(args, { out: (l) => out.push(l), err: (l) => err.push(l) });
  return { code, out, err };
}

describe('sim with action-card files', () => {
  it('play: every roll and rule as a JSON line, the answers before and after, the final line last', () => {
    const r = sim('play', join(DIR, 'worked-example.json'));
    expect(r.code).toBe(0);
    expect(r.err).toEqual([]);
    const lines = r.out.map((l) => JSON.parse(l));
    expect(lines[0]).toMatchObject({ type: 'answer', when: 'before', index: 0, result: true });
    expect(lines.filter((l) => l.type === 'roll').map((l) => [l.purpose, l.dice.length])).toEqual([
      ['shoot', 8],
      ['shoot', 12],
    ]);
    const last = lines[lines.length - 1];
    expect(Object.keys(last).slice(0, 3)).toEqual(['type', 'turn', 'winner']);
    expect(last).toMatchObject({ type: 'final', turn: 1, winner: 'aliens' });
    expect(last.figures.a1).toMatchObject({ status: 'dead', at: [4, 32] });
  });

  it('show: a title, then one character per inch', () => {
    const r = sim('show', join(DIR, 'four-factions.json'));
    expect(r.code).toBe(0);
    expect(r.out[0]).toMatch(/four-factions\.json/);
    expect(r.out.slice(1, 37).every((l) => l.length === 48)).toBe(true);
    expect(r.out[4]).toBe('...AAAA...................................BBB...');
  });

  it('batch: per-faction wins with a 95% interval', () => {
    const r = sim('batch', join(DIR, 'hold-building.json'), '--runs', '4', '--workers', '1');
    expect(r.code).toBe(0);
    const figures = JSON.parse(r.out[r.out.length - 1]!);
    expect(figures.runs).toBe(4);
    const f = figures.factions;
    expect(f.police.wins + f.diggers.wins + (figures.results.undecided ?? 0)).toBe(4);
    expect(f.police.ci95).toEqual(wilson(f.police.wins, 4));
  });

  it('the Wilson interval of 9 wins in 20 is 0.258..0.658', () => {
    expect(wilson(9, 20)).toEqual([0.258, 0.658]);
    expect(wilson(0, 10)[0]).toBe(0);
  });

  for (const [name, want] of [
    ['bad-faction.json', 'error: sides[0].faction: unknown faction "dragons"'],
    [
      'illegal-no-sight.json',
      'error: commands[0] (shoot): shoot: group g has no line of sight to h (blocked by house)',
    ],
  ] as const)
    it(`${name}: one line, exit 2`, () => {
      const r = sim('play', join(DIR, name));
      expect(r.code).toBe(2);
      expect(r.err).toHaveLength(1);
      expect(r.err[0]!.startsWith(want)).toBe(true);
    });
});
