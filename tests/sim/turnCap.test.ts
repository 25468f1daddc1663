// `sim play` and `sim batch` never run for ever: a plain battle stops at 50 turns (or --turns N) and the
// run is reported as unfinished. stand-off.json seals the two computer sides apart with a closed building
// across the table, so nothing but the cap can stop it.
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { run } from '../../src/sim/run';
import { DEFAULT_TURNS } from '../../src/rulesets/chain-reaction';
import { FIXTURES } from './helpers';

const STAND_OFF = join(FIXTURES, 'stand-off.json');

function sim(...argv: string[]): { code: number; out: string[]; err: string[] } {
  const out: string[] = [];
  const err: string[] = [];
  const code = run(argv, { out: (l) => out.push(l), err: (l) => err.push(l) });
  return { code, out, err };
}

const lastLine = (out: string[]) =>
  JSON.parse(out[out.length - 1] ?? '{}') as { type: string; turn: number; unfinished?: string };

describe('the turn cap', () => {
  it('play stops a battle that would never end at 50 turns and says it is unfinished', () => {
    const r = sim('play', STAND_OFF, '--summary');
    expect(r.code).toBe(0);
    expect(r.err).toEqual([]);
    expect(lastLine(r.out)).toMatchObject({ type: 'final', turn: DEFAULT_TURNS, unfinished: 'turnCap' });
    expect(DEFAULT_TURNS).toBe(50);
  });

  it('play --turns N stops it at N', () => {
    const r = sim('play', STAND_OFF, '--turns', '7');
    expect(r.code).toBe(0);
    expect(lastLine(r.out)).toMatchObject({ type: 'final', turn: 7, unfinished: 'turnCap' });
    // Every event line comes before the final one, and no turn past the cap was begun.
    const turns = r.out.map((l) => JSON.parse(l) as { type: string; turn?: number }).filter((e) => e.type === 'turn');
    expect(turns.map((e) => e.turn)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('a battle that ends within the cap is not marked unfinished', () => {
    const r = sim('play', join(FIXTURES, 'riker-vs-hans.json'), '--summary');
    expect(r.code).toBe(0);
    expect(lastLine(r.out).unfinished).toBeUndefined();
  });

  it('batch caps every run at 50 turns by default and counts them as unfinished', () => {
    const r = sim('batch', STAND_OFF, '--runs', '3', '--workers', '1');
    expect(r.code).toBe(0);
    const figures = JSON.parse(r.out[0] ?? '{}');
    expect(figures).toMatchObject({
      runs: 3,
      turnCap: 50,
      errors: [],
      results: { battle: { unfinished: 3 } },
      reasons: { turnCap: 3 },
      turns: { min: 50, max: 50 },
    });
  });

  it('batch --turns N caps each run at N', () => {
    const r = sim('batch', STAND_OFF, '--runs', '2', '--workers', '1', '--turns', '4');
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out[0] ?? '{}')).toMatchObject({
      turnCap: 4,
      results: { battle: { unfinished: 2 } },
      turns: { max: 4 },
    });
  });

  it('a bad --turns is one line and exit 2, for both commands', () => {
    expect(sim('play', STAND_OFF, '--turns', '0')).toEqual({
      code: 2,
      out: [],
      err: ['error: sim play: --turns expects a whole number of at least 1, got "0"'],
    });
    expect(sim('batch', STAND_OFF, '--runs', '2', '--turns=x')).toEqual({
      code: 2,
      out: [],
      err: ['error: sim batch: --turns expects a whole number of at least 1, got "x"'],
    });
  });
});
