// The sim command for encounters: `play` on a generated encounter, `batch` with its figures, progress
// and HTML report (the same figures from one thread or several), and one-line errors with exit 2.
import { describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { run } from '../../../../src/sim/run';
import { parseArgs } from '../../../../src/sim/args';

const dir = join(__dirname, '../../../fixtures/scenarios/solo');
const capture = (argv: string[]) => {
  const out: string[] = [];
  const err: string[] = [];
  const code = run(argv, { out: (l) => out.push(l), err: (l) => err.push(l) });
  return { code, out, err };
};

describe('sim play on a generated encounter', () => {
  it('sets the encounter up, plays the computer on both sides to the end, and closes with the final line', () => {
    const r = capture(['play', join(dir, 'raid-ai.json')]);
    expect(r.code).toBe(0);
    const lines = r.out.map((l) => JSON.parse(l) as { type: string; action?: string; reason?: string });
    expect(lines[lines.length - 1]!.type).toBe('final');
    expect(lines.filter((l) => l.type === 'pef' && l.action === 'placed')).toHaveLength(3);
    expect(lines.filter((l) => l.type === 'end')).toHaveLength(1);
    expect(lines.find((l) => l.type === 'encounter')).toMatchObject({ kind: 'raid', np: 'enemy' });
  }, 30_000);

  it('is the same game twice from the same seed', () => {
    const a = capture(['play', join(dir, 'defend-ai.json'), '--seed', 'twice']);
    const b = capture(['play', join(dir, 'defend-ai.json'), '--seed', 'twice']);
    expect(b.out).toEqual(a.out);
  }, 30_000);
});

describe('sim batch', () => {
  it('prints the figures as one JSON object, with progress on stderr', () => {
    const r = capture(['batch', join(dir, 'patrol-ai.json'), '--runs', '4', '--workers', '1', '--turns', '12']);
    expect(r.code).toBe(0);
    expect(r.out).toHaveLength(1);
    const f = JSON.parse(r.out[0]!) as Record<string, unknown> & {
      results: Record<string, Record<string, number>>;
      runs: number;
    };
    expect(f.runs).toBe(4);
    expect(Object.values(f.results.patrol!).reduce((a, b) => a + b, 0)).toBe(4);
    for (const k of ['reasons', 'turns', 'casualties', 'reactions', 'pefs', 'npMovement', 'errors'])
      expect(f).toHaveProperty(k);
    expect(r.err[r.err.length - 1]).toBe('batch: 4/4 runs (100%)');
  }, 60_000);

  it('gives the same figures on worker threads as in one thread, and writes a self-contained report', () => {
    const report = join(mkdtempSync(join(tmpdir(), 'batch-')), 'out.html');
    const one = capture(['batch', join(dir, 'defend-ai.json'), '--runs', '4', '--workers', '1', '--turns', '8']);
    const two = capture([
      'batch',
      join(dir, 'defend-ai.json'),
      '--runs',
      '4',
      '--workers',
      '2',
      '--turns',
      '8',
      '--report',
      report,
    ]);
    expect(two.code).toBe(0);
    const strip = (s: string) => {
      const { ms: _ms, workers: _w, ...rest } = JSON.parse(s) as Record<string, unknown>;
      return rest;
    };
    expect(strip(two.out[0]!)).toEqual(strip(one.out[0]!));
    const html = readFileSync(report, 'utf8');
    expect(html).toMatch(/^<!doctype html>/);
    expect((html.match(/<svg /g) ?? []).length).toBeGreaterThan(5);
    expect(html).not.toMatch(/<script|<link|src=|href=/);
  }, 120_000);

  it.each([
    [
      ['batch', 'f.json'],
      'error: sim batch: --runs N is required (sim batch FILE.json --runs N [--seed S] [--turns N] [--report out.html] [--roster FILE] [--workers K] [--shard K/M])',
    ],
    [['batch', 'f.json', '--runs', '0'], 'error: sim batch: --runs expects a whole number of at least 1, got "0"'],
    [
      ['batch', 'f.json', '--runs', '2', '--fast'],
      'error: sim batch: unknown option "--fast" (--runs N, --seed S, --turns N, --report FILE, --roster FILE, --workers K, --shard K/M)',
    ],
    [
      ['batch', '--runs', '2'],
      'error: sim batch: missing FILE (sim batch FILE.json --runs N [--seed S] [--turns N] [--report out.html] [--roster FILE] [--workers K] [--shard K/M])',
    ],
    [['batch', 'a.json', 'b.json', '--runs', '2'], 'error: sim batch: unexpected argument "b.json" (only one FILE)'],
    [['batch', 'a.json', '--report'], 'error: sim batch: --report needs a value'],
  ])('%j', (argv, line) => {
    const p = parseArgs(argv);
    expect(p.ok ? 'ok' : p.error).toBe(line);
  });

  it('a bad file is one line and exit 2', () => {
    const r = capture(['batch', join(dir, 'nope.json'), '--runs', '2']);
    expect(r.code).toBe(2);
    expect(r.err).toHaveLength(1);
    expect(r.err[0]).toMatch(/^error: .*nope\.json: file not found$/);
  });
});
