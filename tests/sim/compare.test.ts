// `sim compare` and the shards: two Patrols one Rep point apart are told apart at 95% (a fixed set of seeds,
// so the answer never changes); sharded batches and comparisons merge into exactly the unsharded figures
// (only the time taken and the thread count add up differently); every bad command line or part is one line.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { run } from '../../src/sim/run';
import type { Comparison } from '../../src/sim/compare';
import { shardRange } from '../../src/sim/shard';
import { REPO } from './helpers';

function sim(...argv: string[]): { code: number; out: string[]; err: string[] } {
  const out: string[] = [];
  const err: string[] = [];
  const code = run(argv, { out: (l) => out.push(l), err: (l) => err.push(l) });
  return { code, out, err };
}

const fx = (p: string) => join(REPO, 'tests', 'fixtures', p);
const REP4 = fx('compare/patrol-rep4.json');
const REP5 = fx('compare/patrol-rep5.json');
const SMALL = fx('action-points/ai-small.json');
const WIDE = fx('action-points/ai-wide.json');
const dir = mkdtempSync(join(tmpdir(), 'sim-compare-'));

/** Figures without the two fields that depend on how they were played (time, threads). */
const sansTiming = (line: string) => {
  const { ms: _ms, workers: _w, ...rest } = JSON.parse(line) as Record<string, unknown>;
  return rest;
};

describe('sim compare', () => {
  it('separates a Patrol of Rep 5s from the same Patrol of Rep 4s, with intervals', () => {
    const dir2 = join(dir, 'report.html');
    const r = sim('compare', REP4, REP5, '--runs', '60', '--workers', '2', '--json', '--report', dir2);
    expect(r.err).toEqual([]);
    expect(r.code).toBe(0);
    const c = JSON.parse(r.out[0]!) as Comparison;
    const blue = c.rows.find((x) => x.outcome === 'blue wins')!;
    expect(blue.a.n).toBe(60);
    expect(blue.b.p).toBeGreaterThan(blue.a.p);
    expect(blue.clear).toBe(true);
    expect(blue.a.low).toBeLessThan(blue.a.p);
    expect(blue.b.high).toBeGreaterThan(blue.b.p);
    // The page: self-contained, with the interval plot.
    const html = readFileSync(dir2, 'utf8');
    expect(html).toContain('<svg');
    expect(html).toContain('blue wins');
    expect(html).not.toMatch(/<script|https?:\/\/(?!www\.w3\.org)/);
  }, 240_000);

  it('prints the outcomes side by side, saying which differences are clear', () => {
    const r = sim('compare', SMALL, WIDE, '--runs', '6', '--workers', '1');
    expect(r.code).toBe(0);
    expect(r.out[0]).toMatch(/^compare: 6 runs of each file/);
    expect(r.out.some((l) => / wins .*%.*%.*points, (not )?clear at 95% \(z = /.test(l))).toBe(true);
    expect(r.out.at(-1)).toContain('two-proportion z-test');
  }, 120_000);

  it('bad input is one line and status 2', () => {
    const cases: [string[], RegExp][] = [
      [['compare', SMALL, '--runs', '3'], /^error: sim compare: needs two files/],
      [['compare', SMALL, WIDE], /^error: sim compare: --runs N is required/],
      [['compare', SMALL, fx('nope.json'), '--runs', '3'], /nope\.json.*file not found/],
      [['compare', SMALL, WIDE, '--runs', '3', '--shard', '3/2'], /--shard expects K\/M/],
      [['compare', SMALL, WIDE, '--runs', '3', '--shard', '1/2', '--report', 'x.html'], /--report goes with sim merge/],
      [['batch', SMALL, '--runs', '3', '--shard', 'one'], /^error: sim batch: --shard expects K\/M/],
      [['merge'], /^error: sim merge: missing PART files/],
      [['merge', fx('nope.json')], /nope\.json: file not found/],
      [['merge', SMALL], /not a part of a sharded sim batch or sim compare/],
    ];
    for (const [argv, line] of cases) {
      const r = sim(...argv);
      expect(r.code, argv.join(' ')).toBe(2);
      expect(r.out).toEqual([]);
      expect(r.err).toHaveLength(1);
      expect(r.err[0]).toMatch(line);
    }
  });
});

describe('shards', () => {
  it('cover the run numbers once each, in order', () => {
    const ranges = [1, 2, 3].map((k) => shardRange(10, { k, m: 3 }));
    expect(ranges).toEqual([
      { from: 0, to: 3 },
      { from: 3, to: 6 },
      { from: 6, to: 10 },
    ]);
    expect(shardRange(2, { k: 1, m: 3 })).toEqual({ from: 0, to: 0 });
  });

  /** Each shard's partial result written to a file; the files. */
  function parts(argv: string[], m: number, name: string): string[] {
    return Array.from({ length: m }, (_, i) => {
      const r = sim(...argv, '--shard', `${i + 1}/${m}`);
      expect(r.code).toBe(0);
      const path = join(dir, `${name}-${i + 1}.json`);
      writeFileSync(path, r.out[0]!);
      return path;
    });
  }

  it('a sharded batch merges into the unsharded figures (Chain Reaction and a plain game)', () => {
    for (const file of [fx('scenarios/riker-vs-hans.json'), SMALL]) {
      const argv = ['batch', file, '--runs', '7', '--workers', '1'];
      const whole = sim(...argv);
      expect(whole.code).toBe(0);
      const files = parts(argv, 3, 'batch');
      const merged = sim('merge', ...[...files].reverse());
      expect(merged.err).toEqual([]);
      expect(sansTiming(merged.out[0]!)).toEqual(sansTiming(whole.out[0]!));
    }
  }, 240_000);

  it('a sharded comparison merges into the unsharded one', () => {
    const argv = ['compare', SMALL, WIDE, '--runs', '5', '--workers', '1'];
    const whole = sim(...argv, '--json');
    const files = parts(argv, 2, 'compare');
    const merged = sim('merge', ...files, '--json');
    expect(merged.out).toEqual(whole.out);
    expect(sim('merge', ...files).out).toEqual(sim(...argv).out);
  }, 240_000);

  it('refuses parts that are missing, repeated or of another run, in one line', () => {
    const a = parts(['batch', SMALL, '--runs', '4', '--workers', '1'], 2, 'a');
    const b = parts(['batch', SMALL, '--runs', '4', '--workers', '1', '--seed', 'other'], 2, 'b');
    const cases: [string[], RegExp][] = [
      [[a[0]!], /runs 2 to 3 are missing/],
      [[a[1]!], /runs 0 to 1 are missing/],
      [[a[0]!, a[0]!, a[1]!], /repeats runs 0 to 1/],
      [[a[0]!, b[1]!], /not a part of the same run/],
    ];
    for (const [files, line] of cases) {
      const r = sim('merge', ...files);
      expect(r.code).toBe(2);
      expect(r.err).toHaveLength(1);
      expect(r.err[0]).toMatch(line);
    }
  }, 120_000);
});
