// Files written from the two contract pages alone (SCENARIO.md, SCENARIO-variants.md), as an outside tester
// would, that the sim once answered wrongly: a die face no die of that roll can show was played (it must be one
// line, exit 2); a bag die with more faces than six was refused; a stand-and-shoot given as the one answer to an
// assault was refused at the escape window before it; an ambush's reason read "on a advance order"; an action-point
// command with one wrong field was answered with the list of every kind of command; order dice's unknown purpose
// was "dice: unknown field" and a too-big size zod's own words; (session 16) a file saved with a byte-order mark
// ended in "error: internal" and exit 1; an order-dice facing given as a word was called missing; an
// action-cards move "to" off the table was played as a move toward the edge; a Chain Reaction figure set down in
// a building's wall or on a wall line was played (it failed only at its first move).
import { describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO, validFile } from './helpers';
import { run } from '../../src/sim/run';

const fixture = (game: string, name: string) => join(REPO, 'tests', 'fixtures', game, name);

function sim(...args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = run(args, { out: (l) => out.push(l), err: (l) => err.push(l) });
  return { code, out, err, events: out.map((l) => JSON.parse(l) as Record<string, unknown>) };
}

describe('a scripted face no die of that roll can show is a bad file', () => {
  it('action cards: a 7 in a shooting roll (d6)', () => {
    const r = sim('play', fixture('action-cards', 'contract-bad-shoot-face.json'));
    expect([r.code, r.out, r.err]).toEqual([2, [], ['error: dice.shoot[0][0]: expected a die from 1 to 6']]);
  });

  it('action points: a 10 as a digit of a d100', () => {
    const r = sim('play', fixture('action-points', 'contract-bad-d100-digit.json'));
    expect([r.code, r.out, r.err]).toEqual([2, [], ['error: dice.shoot[0][0]: expected a digit from 0 to 9']]);
  });

  it('action points: an 11 on a damage die (a d10 at most)', () => {
    const r = sim('play', fixture('action-points', 'contract-bad-damage-face.json'));
    expect([r.code, r.out, r.err]).toEqual([2, [], ['error: dice.damage[0][0]: expected a die from 1 to 10']]);
  });
});

describe('action cards: a command point off the table is a bad file, as a figure placed there is', () => {
  const path = fixture('action-cards', 'contract-move-off-table.json');
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const variant = (edit: (f: any) => void) => {
    const data = JSON.parse(readFileSync(path, 'utf8'));
    edit(data);
    const file = join(mkdtempSync(join(tmpdir(), 'contract16-')), 'ac.json');
    writeFileSync(file, JSON.stringify(data));
    return sim('play', file);
  };

  it('a move "to" above the top edge', () => {
    const r = sim('play', path);
    expect([r.code, r.out, r.err]).toEqual([2, [], ['error: commands[0].to: [18, -3] is off the 36" x 36" table']]);
  });

  it('a figure\'s "place" beyond the right edge of a wider table, and the same move on the table plays', () => {
    const r = variant((f) => {
      f.table = { width: 48, height: 36 };
      f.commands[0].to = [18, 26];
      f.commands[0].place = { s1: [18, 26], s2: [49, 26] };
    });
    expect([r.code, r.err]).toEqual([2, ['error: commands[0].place.s2: [49, 26] is off the 48" x 36" table']]);
    const good = variant((f) => (f.commands[0].to = [18, 26]));
    expect([good.code, good.err]).toEqual([0, []]);
    expect(good.events.find((e) => e.type === 'move')).toMatchObject({ figure: 's1', to: [18, 26] });
  });
});

describe('action points: a command that fits no kind of command names its wrong field', () => {
  it('an unknown "do" by name', () => {
    const r = sim('play', fixture('action-points', 'contract-bad-command.json'));
    expect(r.code).toBe(2);
    expect(r.err).toHaveLength(1);
    expect(r.err[0]).toMatch(/^error: commands\[0\]\.do: unknown command "fly" \(walk, run, .*endAct\)$/);
  });

  it('a negative number of grenades says its bound in plain words', () => {
    const r = sim('play', fixture('action-points', 'contract-bad-grenades.json'));
    expect([r.code, r.err]).toEqual([2, ['error: sides[0].figures[0].grenades: expected at least 0']]);
  });

  it('a turn whose facing is a word', () => {
    const r = sim('play', fixture('action-points', 'contract-bad-turn-facing.json'));
    expect([r.code, r.err]).toEqual([2, ['error: commands[0].facing: expected a number, got "left"']]);
  });
});

describe('order dice', () => {
  it('a bag of eight dice takes a scripted 8: the last die, a red one', () => {
    const r = sim('play', fixture('order-dice', 'contract-bag-eight.json'), '--turns', '1');
    expect(r.code).toBe(0);
    const bags = r.events.filter((e) => e.type === 'roll' && e.purpose === 'bag');
    expect(bags[0]).toMatchObject({ dice: [8], scripted: true, sides: 8 });
    // Four blue dice, then four red: the eighth die is red's.
    expect(r.events.find((e) => e.type === 'draw')).toMatchObject({ side: 'red' });
    expect(r.events.at(-1)).toMatchObject({ type: 'final', unfinished: 'turnCap' });
  });

  it('a stand-and-shoot given as the one answer to an assault is taken when the assaulters arrive', () => {
    const r = sim('play', fixture('order-dice', 'contract-assault-stand.json'));
    expect(r.err).toEqual([]);
    expect(r.code).toBe(0);
    const reactions = r.events.filter((e) => e.type === 'reaction');
    expect(reactions).toHaveLength(1);
    expect(reactions[0]).toMatchObject({ unit: 'r1', reaction: 'standAndShoot', moment: 'assaultArrived' });
    // It shoots before the close quarters: its scripted hits (6, 6) are the first hit roll.
    const hit = r.events.findIndex((e) => e.type === 'roll' && e.purpose === 'hit');
    const close = r.events.findIndex((e) => e.type === 'roll' && e.purpose === 'closeQuarters');
    expect(r.events[hit]).toMatchObject({ who: ['r1'], dice: [6, 6], scripted: true });
    expect(hit).toBeLessThan(close);
  });

  it('an ambush on an advance reads "on an advance order"', () => {
    const r = sim('play', fixture('order-dice', 'contract-ambush-advance.json'));
    expect(r.code).toBe(0);
    const ambush = r.events.find((e) => e.type === 'reaction' && e.reaction === 'ambush');
    expect(ambush?.why).toBe('r1 moved on an advance order within its field of fire, 11" away');
  });

  it('a field of the wrong type is called wrong, not missing, and its value is named', () => {
    const path = fixture('order-dice', 'contract-bad-facing-word.json');
    const r = sim('play', path);
    expect([r.code, r.out, r.err]).toEqual([
      2,
      [],
      ['error: sides[0].units[0].facing: expected a number, got a string ("up"); also wrong: sides[1].units[0].pins'],
    ]);
    // With the facing mended, the next wrong field (pins: "one") is named the same way.
    const mended = JSON.parse(readFileSync(path, 'utf8'));
    delete mended.sides[0].units[0].facing;
    const file = join(mkdtempSync(join(tmpdir(), 'contract16-')), 'pins.json');
    writeFileSync(file, JSON.stringify(mended));
    expect(sim('play', file).err).toEqual(['error: sides[1].units[0].pins: expected a number, got a string ("one")']);
  });

  it('an unknown dice purpose is named in the path, and a size too big says its limit in plain words', () => {
    const purpose = sim('play', fixture('order-dice', 'contract-bad-purpose.json'));
    expect(purpose.code).toBe(2);
    expect(purpose.err[0]).toMatch(/^error: dice\.shoot: unknown dice purpose "shoot" \(expected one of bag, /);
    const table = sim('play', fixture('order-dice', 'contract-bad-table.json'));
    expect([table.code, table.err]).toEqual([2, ['error: table.height: expected at most 48']]);
  });
});

describe('a file saved with a byte-order mark (as Windows editors write it)', () => {
  it('plays as the same file without one, with no internal error', () => {
    const plain = join(REPO, 'tests', 'fixtures', 'scenarios', 'riker-vs-hans.json');
    const withMark = join(mkdtempSync(join(tmpdir(), 'contract16-')), 'bom.json');
    writeFileSync(withMark, '\ufeff' + readFileSync(plain, 'utf8'));
    const a = sim('play', plain, '--seed', 'contract16-bom');
    const b = sim('play', withMark, '--seed', 'contract16-bom');
    expect(b.err).toEqual(a.err);
    expect(b.code).toBe(0);
    expect(b.out).toEqual(a.out);
  });
});

describe('chain reaction: a figure set down in a wall is a bad file', () => {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const play = (edit: (f: any) => void) => {
    const data = validFile();
    data.commands = []; // riker's scripted move starts from its own spot; this test moves the figure
    edit(data);
    const file = join(mkdtempSync(join(tmpdir(), 'contract16-')), 'cr.json');
    writeFileSync(file, JSON.stringify(data));
    return sim('play', file, '--turns', '1');
  };

  it("in building b1's west wall, on wall s1: one line each, exit 2", () => {
    const wall = play((f) => (f.sides[0].figures[0].at = [10, 13]));
    expect([wall.code, wall.out, wall.err]).toEqual([
      2,
      [],
      ['error: sides[0].figures[0].at: [10, 13] is in the wall of building b1'],
    ]);
    const line = play((f) => (f.sides[1].figures[1].at = [19, 24]));
    expect([line.code, line.err]).toEqual([2, ['error: sides[1].figures[1].at: [19, 24] is in wall s1']]);
  });

  // Inside impassable ground stays playable: the engine lets a figure caught there walk out (caughtInImpassable).
  it('in the doorway, inside the building, a base clear of the wall line, or in impassable ground, it plays', () => {
    for (const at of [
      [13, 16],
      [12, 12],
      [19, 24.6],
      [32, 22],
    ]) {
      const r = play((f) => {
        f.terrain.push({
          id: 'x1',
          type: 'impassable',
          polygon: [
            [30, 20],
            [34, 20],
            [34, 24],
            [30, 24],
          ],
        });
        f.sides[0].figures[0].at = at;
      });
      expect([r.code, r.err]).toEqual([0, []]);
      expect(r.events.at(-1)).toMatchObject({ type: 'final' });
    }
  });
});

describe('action points: a figure without its facing is a bad file (SCENARIO-variants.md lists "facing" as required)', () => {
  it('one line naming the field, exit 2 (it was played facing 0)', () => {
    const data = JSON.parse(readFileSync(fixture('action-points', 'contract-by-hand.json'), 'utf8'));
    delete data.sides[0].figures[0].facing;
    const file = join(mkdtempSync(join(tmpdir(), 'contract17-')), 'ap.json');
    writeFileSync(file, JSON.stringify(data));
    const r = sim('play', file);
    expect([r.code, r.out, r.err]).toEqual([
      2,
      [],
      ['error: sides[0].figures[0].facing: missing (expected a facing in degrees (0 = +x, 90 = down the table))'],
    ]);
  });
});
