// `sim lessons` and `sim lessons --check`: one JSON line per lesson, the check solving each through the
// engine; a stray word is one error line and exit 2. Also through the real command line once.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO } from './helpers';
import { run } from '../../src/sim/run';
import { LESSONS } from '../../src/rulesets/chain-reaction/lessons';

function sim(args: string[]): { code: number; out: string[]; err: string[] } {
  const out: string[] = [];
  const err: string[] = [];
  const code = run(args, { out: (l) => out.push(l), err: (l) => err.push(l) });
  return { code, out, err };
}

describe('sim lessons', () => {
  it('lists each lesson once, in order, with its title, Stop! page and step count', () => {
    const { code, out, err } = sim(['lessons']);
    expect(code).toBe(0);
    expect(err).toEqual([]);
    const rows = out.map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(rows.map((r) => Object.keys(r))).toEqual(LESSONS.map(() => ['lesson', 'title', 'book', 'steps']));
    expect(rows.map((r) => r['lesson'])).toEqual(LESSONS.map((l) => l.id));
    expect(rows.find((r) => r['lesson'] === 'in-sight')).toMatchObject({ book: 'p.12', steps: 8 });
    for (const r of rows) expect(r['book']).toMatch(/^p\.\d+$/);
  });

  it('--check solves every lesson and exits 0', () => {
    const { code, out } = sim(['lessons', '--check']);
    expect(out.map((l) => JSON.parse(l))).toEqual(LESSONS.map((l) => ({ lesson: l.id, solved: true })));
    expect(code).toBe(0);
  });

  it('a stray option or word: one error line, exit 2, nothing on stdout', () => {
    for (const args of [
      ['lessons', '--chek'],
      ['lessons', 'extra'],
      ['lessons', '--check', '--seed', '3'],
    ]) {
      const { code, out, err } = sim(args);
      expect(code).toBe(2);
      expect(out).toEqual([]);
      expect(err).toHaveLength(1);
      expect(err[0]).toMatch(/^error: sim lessons: unknown (option|argument) /);
    }
  });

  it('as a process: the same lines and exit 0; a bad flag exits 2 with exactly one stderr line', () => {
    const tsx = join(REPO, 'node_modules', '.bin', 'tsx');
    const main = join('src', 'sim', 'main.ts');
    const listed = spawnSync(tsx, [main, 'lessons'], { cwd: REPO, encoding: 'utf8' });
    expect(listed.status).toBe(0);
    expect(listed.stdout.trim().split('\n')).toEqual(sim(['lessons']).out);
    const bad = spawnSync(tsx, [main, 'lessons', '--nope'], { cwd: REPO, encoding: 'utf8' });
    expect(bad.status).toBe(2);
    expect(bad.stdout).toBe('');
    expect(bad.stderr.trim().split('\n')).toEqual([
      'error: sim lessons: unknown option --nope (expected nothing, --check or --rules NAME)',
    ]);
  }, 60_000);
});
