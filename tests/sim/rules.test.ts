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
    expect(lineFor({ ...validFile(), rules: 'kill-team' })).toBe(
      'error: rules: unknown rules "kill-team" (expected one of "chain-reaction", "action-cards", "action-points", "order-dice")',
    );
    expect(lineFor({ ...validFile(), rules: 3 })).toBe(
      'error: rules: expected the name of a rules system (a string), got a number (3)',
    );
    // Not fooled by names every object has.
    expect(lineFor({ ...validFile(), rules: 'toString' })).toBe(
      'error: rules: unknown rules "toString" (expected one of "chain-reaction", "action-cards", "action-points", "order-dice")',
    );
  });

  it('the rules are checked before the rest of the file (the ruleset checks the rest)', () => {
    const f = validFile();
    f.sides[0].figures[0].weapon = 'LASER';
    expect(lineFor({ ...f, rules: 'kill-team' })).toMatch(/^error: rules: unknown rules "kill-team"/);
    // A known game checks the rest of the file by its own schema: Chain Reaction's sides are not its sides.
    expect(lineFor({ ...f, rules: 'order-dice' })).toMatch(/^error: sides\[0\]/);
    expect(lineFor(f)).toMatch(/^error: sides\[0\]\.figures\[0\]\.weapon: unknown weapon "LASER"/);
  });

  it('sim play: exit 2, one stderr line, nothing on stdout', () => {
    const file = join(FIXTURES, 'unknown-rules.json');
    expect(sim('play', file)).toEqual({
      code: 2,
      out: [],
      err: [
        'error: rules: unknown rules "kill-team" (expected one of "chain-reaction", "action-cards", "action-points", "order-dice")',
      ],
    });
    expect(sim('show', file).code).toBe(2);
    expect(sim('batch', file, '--runs', '1').code).toBe(2);
  });

  it('sim play of the same file naming chain-reaction plays as usual', () => {
    const r = sim('play', join(FIXTURES, 'riker-vs-hans.json'), '--summary');
    expect(r.code).toBe(0);
    expect(r.err).toEqual([]);
  });

  it('the app reads a file with unknown rules, or a game whose code is not loaded, as one line naming the field', () => {
    const text = JSON.stringify({ ...validFile(), rules: 'kill-team' });
    expect(readGameFile(text, 'battle.json')).toEqual({
      ok: false,
      error:
        'error: rules: unknown rules "kill-team" (expected one of "chain-reaction", "action-cards", "action-points", "order-dice")',
    });
    // The page loads a game's code when it is chosen or named by a file (rulesets/catalog.ts) before reading.
    expect(readGameFile(JSON.stringify({ ...validFile(), rules: 'action-points' }), 'battle.json')).toEqual({
      ok: false,
      error: 'error: rules: the code of Action-point percentile skirmish is not loaded yet: choose the game first',
    });
  });

  it('the registry holds Chain Reaction under its name, beside the three other games', () => {
    expect(Object.keys(RULESETS)).toEqual(['chain-reaction', 'action-cards', 'action-points', 'order-dice']);
    const cr = rulesetNamed('chain-reaction');
    expect(cr.ok && cr.value.title).toBe('Chain Reaction 3.1');
  });
});
