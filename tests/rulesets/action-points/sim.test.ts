// The contract's files through the shared sim, in process: good files play (queries answered before and
// after, d100 rolls as [tens, units], the final line), bad files and illegal commands get one line and
// exit 2 with the contract's words, and `show` draws the table.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { run } from '../../../src/sim/run';

const DIR = join(import.meta.dirname, '..', '..', 'fixtures', 'action-points');

function sim(...argv: string[]): { code: number; out: string[]; err: string[] } {
  const out: string[] = [],
    err: string[] = [];
  const code = run(argv, { out: (l) => out.push(l), err: (l) => err.push(l) });
  return { code, out, err };
}
const json = (lines: string[]) =>
  lines
    .flatMap((l) => l.split('\n'))
    .filter((l) => l.startsWith('{'))
    .map((l) => JSON.parse(l));

describe('sim play', () => {
  it('plays the scripted file to the end of its script, answering the queries before and after', () => {
    const r = sim('play', join(DIR, 'spot-shoot.json'));
    expect(r.code).toBe(0);
    const lines = json(r.out);
    const answers = lines.filter((l) => l.type === 'answer');
    expect(answers.map((a) => [a.when, a.query.ask, a.result])).toEqual([
      ['before', 'los', true],
      ['before', 'spot', 10],
      ['before', 'shoot', 40],
      ['before', 'cover', 'soft'],
      ['after', 'los', true],
      ['after', 'spot', expect.any(Number)],
      ['after', 'shoot', expect.any(Number)],
      ['after', 'cover', 'soft'],
    ]);
    const rolls = lines.filter((l) => l.type === 'roll');
    expect(rolls.slice(0, 3).map((x) => [x.purpose, x.dice, x.total])).toEqual([
      ['spot', [0, 5], 5],
      ['shoot', [2, 4], 24],
      ['damage', [3, 2], 5],
    ]);
    const final = lines.at(-1);
    expect(final.type).toBe('final');
    expect(Object.keys(final).slice(0, 3)).toEqual(['type', 'turn', 'winner']);
    expect(final.figures.rec).toMatchObject({ status: 'mediumWound', at: [10, 10.5] });
    expect(final.figures.vet).toMatchObject({ status: 'active', at: [10, 30] });
  });
  it('plays an all-computer file to its end', () => {
    const r = sim('play', join(DIR, 'ai-small.json'), '--seed', 'sim-test');
    expect(r.code).toBe(0);
    const final = json(r.out).at(-1);
    expect(final.type).toBe('final');
    expect(final.unfinished).toBeUndefined();
    expect(['blue', 'red', null]).toContain(final.winner);
  });
  it('plays on a 72" x 48" table', () => {
    const r = sim('play', join(DIR, 'ai-wide.json'));
    expect(r.code).toBe(0);
    const final = json(r.out).at(-1);
    expect(final.reason).toMatch(/no figure left|rounds played/);
    for (const f of Object.values(final.figures) as { at: number[] }[]) {
      expect(f.at[0]).toBeLessThanOrEqual(72);
      expect(f.at[1]).toBeLessThanOrEqual(48);
    }
  });
  it('plays a file written by hand from SCENARIO-variants.md alone (every terrain kind it names) to its end', () => {
    const r = sim('play', join(DIR, 'contract-by-hand.json'));
    expect(r.err).toEqual([]);
    expect(r.code).toBe(0);
    const lines = json(r.out);
    expect(lines.filter((l) => l.type === 'answer').map((a) => a.query.ask)).toEqual(['los', 'los', 'los', 'los']);
    for (const roll of lines.filter((l) => l.type === 'roll' && ['spot', 'shoot', 'morale'].includes(l.purpose)))
      expect(roll.dice).toHaveLength(2);
    const final = lines.at(-1);
    expect(final.type).toBe('final');
    expect(final.unfinished).toBeUndefined();
    expect(final.reason).toMatch(/no figure left|rounds played/);
    expect(Object.keys(final.figures).sort()).toEqual(
      ['n-gun', 'n-knife', 'n-lead', 'n-scout', 's-lead', 's-pistol', 's-rifle', 's-sniper'].sort(),
    );
  });
  it('the same hand-written file broken in one field: one line naming it, exit 2, nothing played', () => {
    const dir = mkdtempSync(join(tmpdir(), 'ap-hand-'));
    const good = JSON.parse(readFileSync(join(DIR, 'contract-by-hand.json'), 'utf8'));
    good.sides[1].figures[2].stance = 'crouching';
    writeFileSync(join(dir, 'bad.json'), JSON.stringify(good));
    const r = sim('play', join(dir, 'bad.json'));
    expect(r.code).toBe(2);
    expect(r.out).toEqual([]);
    expect(r.err).toHaveLength(1);
    expect(r.err[0]).toMatch(/^error: sides\[1\]\.figures\[2\]\.stance: .*crouching/);
  });
  it('a file with a vehicle and an IED is checked whole: good plays, each bad field is one line and exit 2', () => {
    expect(sim('play', join(DIR, 'vehicle-ied.json')).code).toBe(0);
    const dir = mkdtempSync(join(tmpdir(), 'ap-vehicle-'));
    // The file as parsed JSON, spoiled one field at a time.
    type File = { vehicles: [Record<string, unknown>, ...Record<string, unknown>[]]; ieds: [Record<string, unknown>] };
    const bad: [(f: File) => void, RegExp][] = [
      [
        (f) => (f.vehicles[0].type = 'Sherman'),
        /^error: vehicles\[0\]\.type: unknown vehicle type "Sherman" \(expected one of Technical, Humvee,/,
      ],
      [(f) => (f.vehicles[0].side = 'green'), /^error: vehicles\[0\]\.side: no side "green"/],
      [(f) => (f.vehicles[0].crew = ['r1']), /^error: vehicles\[0\]\.crew\[0\]: no figure "r1" of side "blue"/],
      [(f) => (f.vehicles[0].crew = []), /^error: vehicles\[0\]\.crew: expected at least one crew figure/],
      [
        (f) => f.vehicles.push({ ...f.vehicles[0], id: 'hv2' }),
        /^error: vehicles\[1\]\.crew\[0\]: figure "b4" is already crew/,
      ],
      [(f) => (f.vehicles[0].id = 'b1'), /^error: vehicles\[0\]\.id: id "b1" is used twice/],
      [
        (f) => (f.vehicles[0].weapons = ['laser']),
        /^error: vehicles\[0\]\.weapons\[0\]: unknown mounted weapon "laser"/,
      ],
      [(f) => (f.vehicles[0].at = [50, 3]), /^error: vehicles\[0\]\.at: \[50, 3\] is off the 36" x 36" table/],
      [(f) => (f.ieds[0].pen = 0), /^error: ieds\[0\]\.pen: expected a PEN \(a whole number 1 to 30\)/],
      [(f) => (f.ieds[0].id = 'hv1'), /^error: ieds\[0\]\.id: id "hv1" is used twice/],
    ];
    for (const [spoil, line] of bad) {
      const file = JSON.parse(readFileSync(join(DIR, 'vehicle-ied.json'), 'utf8'));
      spoil(file);
      writeFileSync(join(dir, 'bad.json'), JSON.stringify(file));
      const r = sim('play', join(dir, 'bad.json'));
      expect(r.code).toBe(2);
      expect(r.out).toEqual([]);
      expect(r.err).toHaveLength(1);
      expect(r.err[0]).toMatch(line);
    }
  });
  it('a file with a landed Blackhawk and a Bradley plays: take off, fly, land; the chaingun fires (decisions 87, 88)', () => {
    const r = sim('play', join(DIR, 'vehicle-guns-flight.json'));
    expect([r.code, r.err]).toEqual([0, []]);
    const events = json(r.out);
    expect(events.filter((e) => e.type === 'flight')).toEqual([
      { type: 'flight', figure: 'heli', up: true },
      { type: 'flight', figure: 'heli', up: false },
    ]);
    expect(events.find((e) => e.type === 'move')).toMatchObject({
      figure: 'heli',
      how: 'fly',
      to: [25, 16],
      inches: 12,
    });
    const fire = events.find((e) => e.type === 'test' && e.test === 'fire chaingun');
    expect([fire.roll, fire.pass, fire.chance.chance]).toEqual([11, true, 70]);
    expect(events.find((e) => e.type === 'blast')).toMatchObject({ kill: ['r1'], what: 'chaingun' });
    // Bad fields of the new kinds: one line each, exit 2.
    const dir = mkdtempSync(join(tmpdir(), 'ap-guns-'));
    type File = { vehicles: Record<string, unknown>[]; commands: Record<string, unknown>[] };
    const bad: [(f: File) => void, RegExp][] = [
      [(f) => (f.vehicles[1]!.type = 'Humvee'), /^error: vehicles\[1\]\.weapons\[0\]: a Humvee mounts no chaingun/],
      [(f) => (f.vehicles[1]!.landed = true), /^error: vehicles\[1\]\.landed: a Bradley is no helicopter/],
      [(f) => (f.vehicles[0]!.landed = 'yes'), /^error: vehicles\[0\]\.landed: expected landed: true or false/],
      [(f) => (f.commands[0]!.do = 'hover'), /^error: commands\[0\]\.do: unknown command "hover" \(.*takeOff, land/],
    ];
    for (const [spoil, line] of bad) {
      const file = JSON.parse(readFileSync(join(DIR, 'vehicle-guns-flight.json'), 'utf8'));
      spoil(file);
      writeFileSync(join(dir, 'bad.json'), JSON.stringify(file));
      const b = sim('play', join(dir, 'bad.json'));
      expect([b.code, b.out, b.err.length]).toEqual([2, [], 1]);
      expect(b.err[0]).toMatch(line);
    }
    // A command the rules refuse (here: flying a helicopter that has not taken off) is one line, exit 2.
    const file = JSON.parse(readFileSync(join(DIR, 'vehicle-guns-flight.json'), 'utf8')) as File;
    file.commands.shift();
    writeFileSync(join(dir, 'grounded.json'), JSON.stringify(file));
    const g = sim('play', join(dir, 'grounded.json'));
    expect(g.code).toBe(2);
    expect(g.err.join('\n')).toContain('heli is on the ground: take off first (1 AP)');
  });
  it('marks a game stopped by --turns as unfinished', () => {
    // Seed "b" is still fighting after round 1 (seed "d" is over within it).
    const cut = json(sim('play', join(DIR, 'ai-skirmish.json'), '--seed', 'b', '--turns', '1').out).at(-1);
    expect(cut).toMatchObject({ turn: 1, unfinished: 'turnCap', winner: null });
    const over = json(sim('play', join(DIR, 'ai-skirmish.json'), '--seed', 'd', '--turns', '1').out).at(-1);
    expect(over.unfinished).toBeUndefined();
    expect(over.reason).toBe('blue has no figure left able to act');
  });
});

describe('bad files and illegal commands: one line, exit 2', () => {
  const cases: [string, RegExp][] = [
    ['bad-rank.json', /^error: sides\[0\]\.figures\[0\]\.rank: unknown rank "captain"/],
    ['bad-weapon.json', /^error: sides\[1\]\.figures\[1\]\.weapon: unknown weapon "laser"/],
    ['bad-purpose.json', /^error: dice\.hit: unknown dice purpose "hit"/],
    ['bad-command-figure.json', /^error: commands\[0\]\.figure: no figure "nobody"/],
    ['bad-off-table.json', /^error: sides\[0\]\.figures\[0\]\.at: \[40, 10\] is off the 36" x 36" table/],
    ['illegal-sight.json', /^error: commands\[0\] \(spot vet\): .*sight/],
    ['illegal-ap.json', /^error: commands\[1\] \(shoot vet\): .*AP/],
    ['illegal-once.json', /^error: commands\[1\] \(shoot vet\): .*once/],
    ['illegal-phase.json', /^error: commands\[0\] \(walk rec\): .*phase/],
  ];
  for (const [file, line] of cases)
    it(file, () => {
      const r = sim('play', join(DIR, file));
      expect(r.code).toBe(2);
      expect(r.err).toHaveLength(1);
      expect(r.err[0]).toMatch(line);
      if (file.startsWith('bad-')) expect(r.out).toEqual([]);
    });
});

describe('sim show', () => {
  it('draws the table one character per inch under a title', () => {
    const r = sim('show', join(DIR, 'spot-shoot.json'));
    expect(r.code).toBe(0);
    const lines = r.out.flatMap((l) => l.split('\n'));
    expect(lines[0]).toContain('spot-shoot.json');
    const rows = lines.slice(1, 37);
    expect(rows.every((row) => row.length === 36)).toBe(true);
    expect(rows[30]![10]).toBe('B');
    expect(rows[10]![10]).toBe('R');
    expect(rows[6]![8]).toBe('T');
  });
});
