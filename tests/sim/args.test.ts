import { describe, expect, it } from 'vitest';
import { parseArgs } from '../../src/sim/args';
import { run } from '../../src/sim/run';
import { FIXTURES } from './helpers';
import { join } from 'node:path';

const error = (argv: string[]) => {
  const r = parseArgs(argv);
  return r.ok ? 'ok' : r.error;
};

describe('the sim command line', () => {
  it('reads play with its options in any order', () => {
    expect(parseArgs(['play', '--seed', 'abc', 'f.json', '--summary', '--turns=3'])).toEqual({
      ok: true,
      value: { command: 'play', file: 'f.json', seed: 'abc', summary: true, turns: 3 },
    });
    expect(parseArgs(['play', 'f.json', '--seed=x=y'])).toEqual({
      ok: true,
      value: { command: 'play', file: 'f.json', seed: 'x=y', summary: false },
    });
  });

  it('knows help in three spellings', () => {
    for (const h of ['help', '--help', '-h']) expect(parseArgs([h])).toEqual({ ok: true, value: { command: 'help' } });
  });

  it.each([
    [[], 'error: missing command (play, batch, compare, merge, show, help); try "sim help"'],
    [['fight', 'f.json'], 'error: unknown command "fight" (play, batch, compare, merge, show, help); try "sim help"'],
    [
      ['batch', 'f.json'],
      'error: sim batch: --runs N is required (sim batch FILE.json --runs N [--seed S] [--turns N] [--report out.html] [--roster FILE] [--workers K] [--shard K/M])',
    ],
    [['show'], 'error: sim show: missing FILE (sim show FILE.json [--seed S])'],
    [['show', 'a.json', '--fast'], 'error: sim show: unknown option "--fast" (--seed S)'],
    [['play'], 'error: sim play: missing FILE (sim play FILE.json [--seed S] [--summary] [--turns N])'],
    [['play', 'a.json', 'b.json'], 'error: sim play: unexpected argument "b.json" (only one FILE)'],
    [['play', 'a.json', '--fast'], 'error: sim play: unknown option "--fast" (--seed S, --summary, --turns N)'],
    [['play', 'a.json', '--seed'], 'error: sim play: --seed needs a value'],
    [['play', 'a.json', '--seed', '--summary'], 'error: sim play: --seed needs a value'],
    [['play', 'a.json', '--turns', '0'], 'error: sim play: --turns expects a whole number of at least 1, got "0"'],
    [
      ['play', 'a.json', '--turns', 'many'],
      'error: sim play: --turns expects a whole number of at least 1, got "many"',
    ],
    [['play', 'a.json', '--turns=2.5'], 'error: sim play: --turns expects a whole number of at least 1, got "2.5"'],
    [['play', 'a.json', '--summary=yes'], 'error: sim play: --summary takes no value'],
    [['play', 'a.json', '-x'], 'error: sim play: unknown option "-x" (--seed S, --summary, --turns N)'],
    [['show', 'a.json', '--seed='], 'error: sim show: --seed needs a value'],
    [['batch', 'a.json', '--runs', '2', '--workers', '--seed', 's'], 'error: sim batch: --workers needs a value'],
  ])('%j', (argv, line) => {
    expect(error(argv)).toBe(line);
  });
});

describe('run (the tool without a process)', () => {
  const capture = (argv: string[]) => {
    const out: string[] = [];
    const err: string[] = [];
    const code = run(argv, { out: (l) => out.push(l), err: (l) => err.push(l) });
    return { code, out, err };
  };

  it('prints the help text on stdout and exits 0', () => {
    const r = capture(['help']);
    expect(r.code).toBe(0);
    expect(r.err).toEqual([]);
    expect(r.out.join('\n')).toContain('sim play FILE.json [--seed S] [--summary] [--turns N]');
  });

  it('a missing file is one line naming the file, exit 2', () => {
    const r = capture(['play', 'no/such/file.json']);
    expect(r).toEqual({ code: 2, out: [], err: ['error: no/such/file.json: file not found'] });
  });

  it('a file naming a figure it does not define is refused, exit 2', () => {
    const r = capture(['play', join(FIXTURES, 'unknown-figure.json')]);
    expect(r).toEqual({
      code: 2,
      out: [],
      err: ['error: commands[1].targets[0].figure: no figure "bob" in this file'],
    });
  });

  it('a directory is not a scenario', () => {
    const r = capture(['play', FIXTURES]);
    expect(r).toEqual({ code: 2, out: [], err: [`error: ${FIXTURES}: is a directory, not a file`] });
  });

  it('the same seed gives the same output; another seed changes only the dice the file does not script', () => {
    const file = join(FIXTURES, 'riker-vs-hans.json');
    const a = capture(['play', file, '--seed', 's1']);
    expect(a.code).toBe(0);
    expect(capture(['play', file, '--seed', 's1'])).toEqual(a);
    const b = capture(['play', file, '--seed', 's2']);
    expect(b.code).toBe(0);
    expect(b.out).not.toEqual(a.out);
    type Roll = { type: string; purpose: string; dice: number[]; scripted: boolean };
    const rollsOf = (out: string[]) => out.map((l) => JSON.parse(l) as Roll).filter((e) => e.type === 'roll');
    const scripted = (out: string[]) =>
      rollsOf(out)
        .filter((e) => e.scripted)
        .map((e) => [e.purpose, e.dice]);
    expect(scripted(a.out)).toEqual([
      ['rangedCombat', [3, 6]],
      ['crisis', [4, 6]],
    ]);
    expect(scripted(b.out)).toEqual(scripted(a.out));
    // The activation dice are not in the file, so they come from the seed.
    expect(rollsOf(a.out)[0]).toMatchObject({ purpose: 'activation', scripted: false });
    expect(rollsOf(a.out)[0]!.dice).not.toEqual(rollsOf(b.out)[0]!.dice);
  });
});

describe("compare's command line (one option table with batch's, its own words)", () => {
  const USAGE =
    'sim compare A.json B.json --runs N [--seed S] [--turns N] [--report out.html] [--workers K] [--shard K/M] [--json]';
  it.each([
    [['compare', 'a.json', '--runs', '3'], `error: sim compare: needs two files (${USAGE})`],
    [
      ['compare', 'a.json', 'b.json', 'c.json', '--runs', '3'],
      'error: sim compare: unexpected argument "c.json" (only two files)',
    ],
    [['compare', 'a.json', 'b.json'], `error: sim compare: --runs N is required (${USAGE})`],
    [
      ['compare', 'a.json', 'b.json', '--runs', '0'],
      'error: sim compare: --runs expects a whole number of at least 1, got "0"',
    ],
    [
      ['compare', 'a.json', 'b.json', '--runs', '3', '--roster', 'r.json'],
      'error: sim compare: unknown option "--roster" (--runs N, --seed S, --turns N, --report FILE, --workers K, --shard K/M, --json)',
    ],
    [['compare', 'a.json', 'b.json', '--runs', '3', '--json=yes'], 'error: sim compare: --json takes no value'],
    [
      ['compare', 'a.json', 'b.json', '--runs', '3', '--shard', '1/2', '--report', 'x.html'],
      'error: sim compare: --report goes with sim merge when the comparison is sharded',
    ],
    [
      ['batch', 'a.json', '--runs', '3', '--json'],
      'error: sim batch: unknown option "--json" (--runs N, --seed S, --turns N, --report FILE, --roster FILE, --workers K, --shard K/M)',
    ],
    [
      ['batch', 'a.json', '--runs', '3', '--shard', '1/2', '--report', 'x.html'],
      'error: sim batch: --report goes with sim merge when the batch is sharded',
    ],
  ])('%j → one line', (argv, line) => expect(error(argv)).toBe(line));

  it('reads every option compare takes, and batch its roster', () => {
    expect(
      parseArgs([
        'compare',
        'a.json',
        'b.json',
        '--runs=4',
        '--seed',
        's',
        '--turns',
        '9',
        '--workers',
        '2',
        '--shard',
        '1/3',
        '--json',
      ]),
    ).toEqual({
      ok: true,
      value: {
        command: 'compare',
        files: ['a.json', 'b.json'],
        runs: 4,
        json: true,
        seed: 's',
        turns: 9,
        workers: 2,
        shard: { k: 1, m: 3 },
      },
    });
    expect(parseArgs(['batch', 'a.json', '--runs', '2', '--roster', 'r.json', '--report', 'o.html'])).toEqual({
      ok: true,
      value: { command: 'batch', file: 'a.json', runs: 2, roster: 'r.json', report: 'o.html' },
    });
  });
});
