// A field the game does not read is said, not dropped in silence (play-test 14b, MEDIUM: "armor" for the
// contract's "armour" played the figure with no armour, "wepon", "qualty" and "seeed" likewise, exit 0 and no
// word). The sim prints one warning line per such field on stderr, with the nearest field the game does read,
// and still plays; no file the project ships draws a warning.
/* eslint-disable @typescript-eslint/no-explicit-any -- the test edits parsed JSON files of any shape */
import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { run } from '../../src/sim/run';
import { pickScenario } from '../../src/rulesets';
import { unknownFields } from '../../src/scenario/unknownFields';

function sim(args: string[]): { code: number; out: string[]; err: string[] } {
  const out: string[] = [];
  const err: string[] = [];
  const code = run(args, { out: (l) => out.push(l), err: (l) => err.push(l) });
  return { code, out, err };
}

/** A shipped file with one field renamed (its first figure's, or the file's own). */
function misspelt(path: string, edit: (f: Record<string, any>) => void): string {
  const f = JSON.parse(readFileSync(path, 'utf8')) as Record<string, any>;
  edit(f);
  const dir = mkdtempSync(join(tmpdir(), 'unknown-'));
  const out = join(dir, 'file.json');
  writeFileSync(out, JSON.stringify(f));
  return out;
}

const rename = (o: Record<string, any>, from: string, to: string) => {
  o[to] = o[from];
  delete o[from];
};

describe('a field the game does not read', () => {
  it.each([
    [
      'action points: armour misspelt',
      'tests/fixtures/action-points/ai-small.json',
      (f: Record<string, any>) => (f.sides[0].figures[0].armor = 'full'),
      /^warning: sides\[0\]\.figures\[0\]\.armor: not a field this game reads, so it is ignored \(did you mean "armour"\?\)$/,
    ],
    [
      'Chain Reaction: stance misspelt',
      'tests/fixtures/scenarios/riker-vs-hans.json',
      (f: Record<string, any>) => rename(f.sides[0].figures[0], 'stance', 'stanse'),
      /^warning: sides\[0\]\.figures\[0\]\.stanse: .* \(did you mean "stance"\?\)$/,
    ],
    [
      // The action cards' top level kept any key as read (play-test 15): its misspelt "turns" said nothing.
      'action cards: a top-level field misspelt',
      'tests/fixtures/action-cards/by-hand.json',
      (f: Record<string, any>) => (f.turnz = 3),
      /^warning: turnz: not a field this game reads, so it is ignored$/,
    ],
    [
      'a top-level seed misspelt',
      'tests/fixtures/order-dice/contract-by-hand.json',
      (f: Record<string, any>) => (f.seeed = 'x'),
      /^warning: seeed: .* \(did you mean "seed"\?\)$/,
    ],
  ])('%s: one warning line, and the game is still played', (_name, path, edit, line) => {
    const file = misspelt(path, edit);
    const r = sim(['play', file]);
    expect(r.err.filter((l) => l.startsWith('warning:'))).toEqual([expect.stringMatching(line)]);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out.at(-1)!).type).toBe('final');
  });

  it('no file the project ships draws one (the checked scenario keeps every field its game reads)', () => {
    const files = execSync("git ls-files 'tests/fixtures/*.json' 'examples/*.json' 'public/*.json'")
      .toString()
      .trim()
      .split('\n')
      .filter(Boolean);
    let checked = 0;
    for (const path of files) {
      let raw: Record<string, unknown> | null;
      try {
        raw = JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown> | null;
      } catch {
        continue; // a broken file of the tests' own (they check the refusals)
      }
      if (!raw || typeof raw !== 'object' || Array.isArray(raw)) continue;
      const { replay: _r, ...file } = raw;
      const picked = pickScenario(file);
      if (!picked.ok) continue;
      checked++;
      expect(unknownFields(file, picked.value.scenario), path).toEqual([]);
    }
    expect(checked).toBeGreaterThan(40);
  });
});
