// The shared envelope every rules system's file shares: its outer shape checked, one line naming the field,
// the table's size first (the terrain's points must lie on it), everything else kept for the ruleset.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkEnvelope } from '../../src/scenario/envelope';
import { errorLine } from '../../src/scenario/issues';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Any = any;
const base = (): Any => ({
  version: 1,
  rules: 'order-dice',
  seed: 's',
  sides: [
    { id: 'blue', control: 'script', units: [{ id: 'u1' }] },
    { id: 'red', control: 'ai', units: [] },
  ],
});
const line = (f: Any): string => {
  const r = checkEnvelope(f);
  return r.ok ? 'ok' : errorLine(r.error, 'file');
};
const square = (x: number, y: number) => [
  [x, y],
  [x + 2, y],
  [x + 2, y + 2],
];

describe('the shared envelope', () => {
  it('fills its defaults and keeps what the ruleset owns', () => {
    const r = checkEnvelope(base());
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value).toMatchObject({
      rules: 'order-dice',
      table: { width: 36, height: 36 },
      light: 'day',
      terrain: [],
      dice: {},
      commands: [],
      queries: [],
    });
    expect(r.value.sides[0]).toEqual({ id: 'blue', control: 'script', units: [{ id: 'u1' }] });
  });

  it('a table up to 72" x 48", with the terrain on it', () => {
    const f = base();
    f.table = { width: 72, height: 48 };
    f.terrain = [{ id: 'sc1', type: 'scrub', polygon: square(68, 44) }];
    expect(line(f)).toBe('ok');
    f.terrain[0].polygon[1] = [70, 50];
    expect(line(f)).toBe(
      'error: terrain[0].polygon[1]: [70, 50] is off the table (x must be from 0 to 72 and y from 0 to 48)',
    );
    f.table = { width: 80, height: 48 };
    expect(line(f)).toBe(
      'error: table.width: expected a length in inches from 1 to 72 (the largest table is 72" x 48")',
    );
    f.table = { width: 36 };
    expect(line(f)).toBe('error: table.height: missing (expected a length in inches from 1 to 48)');
    delete f.table;
    f.terrain[0].polygon = square(35, 2);
    expect(line(f)).toBe('error: terrain[0].polygon[1]: [37, 2] is off the table (x and y must be from 0 to 36)');
  });

  it('one line naming the field for a bad outer shape', () => {
    const cases: [(f: Any) => void, string][] = [
      [(f) => (f.version = 2), 'error: version: expected 1, got 2'],
      [(f) => delete f.sides[1].control, 'error: sides[1].control: missing (expected a control: script, ai, human)'],
      [(f) => (f.sides = []), 'error: sides: expected at least 1 entry in a list of sides'],
      [(f) => (f.light = 'dusk'), 'error: light: unknown light "dusk" (day, night)'],
      [
        (f) => (f.dice = { hit: [7] }),
        "error: dice.hit[0]: expected one roll's dice (a list like [4, 6]), got a number (7)",
      ],
      [(f) => (f.commands = [3]), 'error: commands[0]: expected a command (an object), got a number (3)'],
      [(f) => (f.queries = [{}]), 'error: queries[0].ask: missing (expected a query name (a string))'],
      [
        (f) => (f.generate = { terrain: 'swamp' }),
        'error: generate.terrain: unknown table kind "swamp" (clear, urban, wooded, mountain, random)',
      ],
      [
        (f) => (f.terrain = [{ id: 'x', type: 'fence', kind: 'stone', line: square(1, 1) }]),
        'error: terrain[0].kind: unknown fence kind "stone" (wooden, wire)',
      ],
    ];
    for (const [change, want] of cases) {
      const f = base();
      change(f);
      expect(line(f)).toBe(want);
    }
    expect(line([])).toBe('error: file: expected a JSON object at the top level, got a list');
  });

  it("every Chain Reaction fixture's envelope is sound", () => {
    const dir = 'tests/fixtures/scenarios';
    const files = fs
      .readdirSync(dir, { recursive: true })
      .map(String)
      .filter((f) => f.endsWith('.json') && !/bad-|broken-|unknown-/.test(f));
    expect(files.length).toBeGreaterThan(20);
    for (const f of files) {
      const data = JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8'));
      expect(`${f}: ${line(data)}`).toBe(`${f}: ok`);
    }
  });
});
