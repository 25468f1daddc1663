// Edges of the variant games' files that play-test 17b left open, each through the sim as a user runs it:
// an action-points facing no bearing could be (1e300 was played), a seed written as a number, and commands
// still in the script when the battle is over (they passed in silence).
import { describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO } from './helpers';
import { run } from '../../src/sim/run';

const DIR = mkdtempSync(join(tmpdir(), 'variants18-'));
let written = 0;

/** A fixture changed by `edit` and written out; `raw` rewrites its text (for 1e400, which JSON turns into Infinity). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
function file(game: string, name: string, edit: (f: any) => void, raw = (t: string) => t): string {
  const data = JSON.parse(readFileSync(join(REPO, 'tests', 'fixtures', game, name), 'utf8'));
  edit(data);
  const path = join(DIR, `${game}-${String(++written)}.json`);
  writeFileSync(path, raw(JSON.stringify(data)));
  return path;
}

function sim(...args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = run(args, { out: (l) => out.push(l), err: (l) => err.push(l) });
  return { code, out, err };
}

const RANGE = 'expected a facing in degrees from -360 to 360 (0 = +x, 90 = down the table)';

describe('action points: a facing is degrees within a full turn either way', () => {
  it('a figure facing 1e300, 1e400 (Infinity) or 361: one line, exit 2', () => {
    for (const raw of ['1e300', '1e400', '361']) {
      const path = file(
        'action-points',
        'contract-by-hand.json',
        (f) => (f.sides[0].figures[0].facing = 4242),
        (t) => t.replace('"facing":4242', `"facing":${raw}`),
      );
      expect(sim('play', path)).toEqual({ code: 2, out: [], err: [`error: sides[0].figures[0].facing: ${RANGE}`] });
    }
  });
  it('a turn to 1e300: one line, exit 2; a word is still "expected a number"', () => {
    const huge = file('action-points', 'contract-bad-turn-facing.json', (f) => (f.commands[0].facing = 1e300));
    expect(sim('play', huge)).toEqual({ code: 2, out: [], err: [`error: commands[0].facing: ${RANGE}`] });
    const word = sim('play', join(REPO, 'tests', 'fixtures', 'action-points', 'contract-bad-turn-facing.json'));
    expect(word.err).toEqual(['error: commands[0].facing: expected a number, got "left"']);
  });
  it('-90 and 360 still play', () => {
    for (const v of [-90, 360]) {
      const r = sim(
        'play',
        file('action-points', 'contract-bad-turn-facing.json', (f) => (f.commands[0].facing = v)),
      );
      expect([r.code, r.err]).toEqual([0, []]);
    }
  });
});

// SCENARIO-variants.md writes "seed": "any string"; Chain Reaction's file reads a number as its text
// (docs/rules-notes/scenario.md), and the shared envelope does. The other three refused 42, each in its own words.
describe('a seed written as a number is read as its text, in every game', () => {
  const files: [string, string][] = [
    ['action-points', 'contract-by-hand.json'],
    ['action-cards', 'by-hand.json'],
    ['order-dice', 'contract-by-hand.json'],
  ];
  for (const [game, name] of files)
    it(`${game}: 42 plays exactly as "42"`, () => {
      const number = sim(
        'play',
        file(game, name, (f) => (f.seed = 42)),
      );
      const text = sim(
        'play',
        file(game, name, (f) => (f.seed = '42')),
      );
      expect([number.code, number.err]).toEqual([0, []]);
      expect(number.out).toEqual(text.out);
    });
  it('a list is still one line naming the seed', () => {
    for (const [game, name] of files) {
      const r = sim(
        'play',
        file(game, name, (f) => (f.seed = [4, 2])),
      );
      expect([r.code, r.out, r.err.length]).toEqual([2, [], 1]);
      expect(r.err[0]).toMatch(/^error: seed: expected a (seed \(a )?string\)?, got a list$/);
    }
  });
});

// The contract stops play at the battle's end; commands the script still held then used to pass in silence. Each
// game's file ends its battle early: action cards on the first card (an event card lets the aliens shoot first and
// wipe out the soldiers, pt17b's ac4), action points after its one round, order dice after its one turn.
describe('commands left when the battle ends: one warning line, exit 0, the game as before', () => {
  const cases: [string, string][] = [
    ['action-cards', 'warning: commands[0]: the battle ended on turn 1, so this command was not played'],
    [
      'action-points',
      'warning: commands[1] to commands[5]: the battle ended on turn 1, so these 5 commands were not played',
    ],
    [
      'order-dice',
      'warning: commands[2] to commands[3]: the battle ended on turn 1, so these 2 commands were not played',
    ],
  ];
  for (const [game, line] of cases)
    it(game, () => {
      const path = join(REPO, 'tests', 'fixtures', game, 'script-after-end.json');
      const r = sim('play', path);
      expect([r.code, r.err]).toEqual([0, [line]]);
      const last = JSON.parse(r.out.at(-1)!) as { type: string; unfinished?: string };
      expect([last.type, last.unfinished]).toEqual(['final', undefined]);
      // The script one command shorter has nothing left over, and plays the same game.
      const shorter = sim(
        'play',
        file(game, 'script-after-end.json', (f) => f.commands.splice(-1)),
      );
      expect(shorter.out).toEqual(r.out);
    });
  it('a script used to its last command says nothing', () => {
    const path = file('action-points', 'script-after-end.json', (f) => f.commands.splice(1));
    expect(sim('play', path).err).toEqual([]);
  });
});
