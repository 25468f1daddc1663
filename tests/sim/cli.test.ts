// The real command, started as a process the way users start it: JSON lines on stdout, exactly one
// error line on stderr, exit status 0 or 2. Spawns are slow, so the many bad-file cases live in
// validate.test.ts and only a handful run here.
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { REPO } from './helpers';
import { play, type PlayOptions } from '../../src/sim/play';
import { readScenarioFile } from '../../src/sim/readScenarioFile';

function sim(...args: string[]) {
  const r = spawnSync(join(REPO, 'node_modules', '.bin', 'tsx'), [join('src', 'sim', 'main.ts'), ...args], {
    cwd: REPO,
    encoding: 'utf8',
  });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

const fixture = (name: string) => join('tests', 'fixtures', 'scenarios', name);

/** The closing line `play` gives in-process for the same file and options: the process must print the same. */
function finalLine(name: string, options: PlayOptions = {}): unknown {
  const loaded = readScenarioFile(join(REPO, fixture(name)));
  if (!loaded.ok) throw new Error(loaded.error.message);
  return play(loaded.value, options).events.at(-1);
}

describe('sim play (as a process)', () => {
  it('plays a good file: JSON lines, the last one final, exit 0', () => {
    const r = sim('play', fixture('riker-vs-hans.json'));
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    const lines = r.out
      .trimEnd()
      .split('\n')
      .map((l) => JSON.parse(l) as { type: string });
    expect(lines.every((l) => typeof l.type === 'string')).toBe(true);
    // The file's commands ran: Riker moved 8" up the table and his scripted 6 and 3 both hit Hans.
    expect(lines).toContainEqual(
      expect.objectContaining({ type: 'move', figure: 'riker', from: [18, 30], to: [18, 22] }),
    );
    expect(lines).toContainEqual(
      expect.objectContaining({
        type: 'fire',
        figure: 'riker',
        targets: [expect.objectContaining({ figure: 'hans', dice: [6, 3], hit: true })],
      }),
    );
    const last = lines[lines.length - 1];
    expect(last).toMatchObject({
      type: 'final',
      turn: 1,
      figures: { riker: { status: 'carryOn', at: [18, 22], stance: 'standing', rep: 5, ammo: 'loaded' } },
    });
    expect(last).toEqual(finalLine('riker-vs-hans.json'));
  });

  it('--summary prints one object, with --seed and --turns accepted', () => {
    const r = sim('play', fixture('riker-vs-hans.json'), '--summary', '--seed', 'other', '--turns', '2');
    expect(r).toEqual({
      code: 0,
      out: `${JSON.stringify(finalLine('riker-vs-hans.json', { seed: 'other', turns: 2 }))}\n`,
      err: '',
    });
    expect((JSON.parse(r.out) as { type: string; turn: number }).turn).toBeLessThanOrEqual(2);
  });

  it.each([
    [
      'bad-weapon.json',
      'error: sides[1].figures[0].weapon: unknown weapon "LASER" (AR, BAP, BAR, G, MP, P, RL, SAR, SG, SAW, SMG)',
    ],
    [
      'broken-json.json',
      `error: ${fixture('broken-json.json')}: not valid JSON at line 4, column 21: a comma before "}" (trailing comma)`,
    ],
  ])('a bad file (%s) gets one stderr line and exit 2', (name, line) => {
    expect(sim('play', fixture(name))).toEqual({ code: 2, out: '', err: `${line}\n` });
  });

  it('batch plays N seeds and prints one JSON object of figures, progress on stderr', () => {
    const r = sim('batch', fixture('riker-vs-hans.json'), '--runs', '3', '--workers', '1');
    expect(r.code).toBe(0);
    const figures = JSON.parse(r.out);
    expect(figures).toMatchObject({ runs: 3, errors: [] });
    expect(Object.values(figures.results.battle as Record<string, number>).reduce((a, b) => a + b, 0)).toBe(3);
    expect(r.err).toMatch(/3\/3 runs/);
  });
});
