// The scenario file's optional "rules" field: absent or "chain-reaction" plays Chain Reaction, anything
// else is one error line naming the field and exit status 2 in sim, one line in the app's file reader.
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { FIXTURES, validFile } from './helpers';
import { run } from '../../src/sim/run';
import { checkScenario, rulesetNamed, rulesetOf, RULESETS } from '../../src/rulesets';
import { readGameFile } from '../../src/app/gameFile';
import { errorLine } from '../../src/scenario/issues';

function sim(...args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = run(args, { out: (l) => out.push(l), err: (l) => err.push(l) });
  return { code, out, err };
}

/** The games the program ships with, as the "unknown rules" line lists them. */
const KNOWN = Object.keys(RULESETS)
  .map((n) => `"${n}"`)
  .join(', ');

function lineFor(data: unknown): string {
  const r = checkScenario(data);
  return r.ok ? `ok ${rulesetOf(r.value).name}` : errorLine(r.error, 'file.json');
}

describe('the "rules" field', () => {
  it('defaults to chain-reaction, and naming it changes nothing', () => {
    const plain = validFile();
    const named = { ...validFile(), rules: 'chain-reaction' };
    expect(lineFor(plain)).toBe('ok chain-reaction');
    expect(lineFor(named)).toBe('ok chain-reaction');
    const a = checkScenario(plain);
    const b = checkScenario(named);
    expect(a.ok && b.ok && a.value).toEqual(b.ok && b.value);
  });

  it('an unknown name is one line naming the field', () => {
    expect(lineFor({ ...validFile(), rules: 'space-marines' })).toBe(
      `error: rules: unknown rules "space-marines" (expected one of ${KNOWN})`,
    );
    expect(lineFor({ ...validFile(), rules: 3 })).toBe(
      'error: rules: expected the name of a rules system (a string), got a number (3)',
    );
    // Not fooled by names every object has.
    expect(lineFor({ ...validFile(), rules: 'toString' })).toBe(
      `error: rules: unknown rules "toString" (expected one of ${KNOWN})`,
    );
  });

  it('the rules are checked before the rest of the file (the ruleset checks the rest)', () => {
    const f = validFile();
    f.sides[0].figures[0].weapon = 'LASER';
    expect(lineFor({ ...f, rules: 'space-marines' })).toMatch(/^error: rules: unknown rules "space-marines"/);
    expect(lineFor(f)).toMatch(/^error: sides\[0\]\.figures\[0\]\.weapon: unknown weapon "LASER"/);
  });

  it('sim play: exit 2, one stderr line, nothing on stdout', () => {
    const file = join(FIXTURES, 'unknown-rules.json');
    expect(sim('play', file)).toEqual({
      code: 2,
      out: [],
      err: [`error: rules: unknown rules "space-marines" (expected one of ${KNOWN})`],
    });
    expect(sim('show', file).code).toBe(2);
    expect(sim('batch', file, '--runs', '1').code).toBe(2);
  });

  it('sim play of the same file naming chain-reaction plays as usual', () => {
    const r = sim('play', join(FIXTURES, 'riker-vs-hans.json'), '--summary');
    expect(r.code).toBe(0);
    expect(r.err).toEqual([]);
  });

  it('the app reads a file with unknown rules as one line naming the field', () => {
    const text = JSON.stringify({ ...validFile(), rules: 'space-marines' });
    const read = readGameFile(text, 'battle.json');
    expect(read.ok).toBe(false);
    // The app lists the games its menu offers (rulesets/catalog.ts).
    expect(!read.ok && read.error).toMatch(
      /^error: rules: unknown rules "space-marines" \(expected one of "chain-reaction"/,
    );
  });

  it('the registry holds Chain Reaction under its name, first, beside the games that ship with it', () => {
    expect(Object.keys(RULESETS)[0]).toBe('chain-reaction');
    expect(Object.keys(RULESETS)).toEqual(
      expect.arrayContaining(['chain-reaction', 'action-cards', 'action-points', 'order-dice']),
    );
    const cr = rulesetNamed('chain-reaction');
    expect(cr.ok && cr.value.title).toBe('Chain Reaction 3.1');
  });
});
