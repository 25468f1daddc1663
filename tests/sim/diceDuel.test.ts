// The proof that the door opens, headless: the dice duel (tests/rulesets/dice-duel/) is registered while the
// tests run, and plays through the real `sim` (play, show, batch, --summary, --turns), the shared driver and
// the engine soak, with no line of src/ naming it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO } from './helpers';
import { run } from '../../src/sim/run';
import { soakOne } from '../../src/sim/soak';
import { drive } from '../../src/core/drive';
import { checkFile, registerRuleset, RULESETS, rulesetNamed, unregisterRuleset } from '../../src/rulesets';
import { ruleset as duel } from '../rulesets/dice-duel';
import { startingState } from '../rulesets/dice-duel/sim';
import type { DuelScenario } from '../rulesets/dice-duel/types';

const DIR = join('tests', 'rulesets', 'dice-duel');
const file = (name: string) => join(REPO, DIR, name);

function sim(...args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = run(args, { out: (l) => out.push(l), err: (l) => err.push(l) });
  return { code, out, err };
}

function scenarioOf(name: string): DuelScenario {
  const r = checkFile(JSON.parse(readFileSync(file(name), 'utf8')));
  if (!r.ok) throw new Error(r.error.message);
  return r.value.scenario as DuelScenario;
}

describe('before it is registered', () => {
  it('a file naming it is one line naming the field, exit 2', () => {
    const known = Object.keys(RULESETS)
      .map((n) => `"${n}"`)
      .join(', ');
    expect(sim('play', file('duel.json'))).toEqual({
      code: 2,
      out: [],
      err: [`error: rules: unknown rules "dice-duel" (expected one of ${known})`],
    });
  });
});

describe('the dice duel through the sim, registered at run time', () => {
  beforeAll(() => {
    expect(registerRuleset(duel).ok).toBe(true);
  });
  afterAll(() => unregisterRuleset(duel.name));

  it('the registry holds it beside Chain Reaction, and no ruleset may take a built-in name', () => {
    expect(Object.keys(RULESETS).at(-1)).toBe('dice-duel');
    expect(Object.keys(RULESETS)).toContain('chain-reaction');
    expect(rulesetNamed('dice-duel').ok).toBe(true);
    expect(registerRuleset({ ...duel, name: 'chain-reaction' })).toEqual({
      ok: false,
      error: 'the rules name "chain-reaction" is built in',
    });
  });

  it('sim play: the worked example, die by die (a miss, the computer hits, the script side loses its nearest)', () => {
    const r = sim('play', file('duel.json'));
    expect(r.code).toBe(0);
    expect(r.err).toEqual([]);
    const lines = r.out.map((l) => JSON.parse(l) as Record<string, unknown>);
    // ann misses cy on a 2 (10" away: 4+ needed); cy (ai) hits ann on a 5; north, a script side, is asked who
    // falls and the default policy takes the figure nearest the shooter: ann (10") before bo (14.1").
    // Turn 2: north first, and its script is spent, so play stops there.
    expect(lines.map((e) => e['type'])).toEqual([
      'answer',
      'roll',
      'turn',
      'roll',
      'shot',
      'roll',
      'shot',
      'down',
      'roll',
      'turn',
      'answer',
      'final',
    ]);
    expect(lines[4]).toEqual({ type: 'shot', figure: 'ann', target: 'cy', distance: 10, needed: 4, hit: false });
    expect(lines[6]).toEqual({ type: 'shot', figure: 'cy', target: 'ann', distance: 10, needed: 4, hit: true });
    expect(lines[7]).toEqual({ type: 'down', figure: 'ann', chosenBy: 'north' });
    expect(lines[0]).toMatchObject({ when: 'before', result: true });
    expect(lines[10]).toMatchObject({ when: 'after', result: false });
    expect(lines.at(-1)).toEqual({
      type: 'final',
      turn: 2,
      winner: null,
      figures: {
        ann: { status: 'down', at: [10, 4] },
        bo: { status: 'standing', at: [20, 4] },
        cy: { status: 'standing', at: [10, 14] },
      },
    });
    for (const e of lines.filter((l) => l['type'] === 'roll')) expect(e).toMatchObject({ scripted: true });
  });

  it('--summary prints the final line only; --turns caps an all-computer duel as unfinished', () => {
    const all = sim('play', file('duel-win.json'));
    expect(sim('play', file('duel-win.json'), '--summary').out).toEqual([all.out.at(-1)]);
    expect(JSON.parse(all.out.at(-1)!)).toMatchObject({ winner: 'north', turn: 1 });
    const capped = sim('play', file('duel-ai.json'), '--turns', '1', '--summary');
    expect(capped.code).toBe(0);
    expect(JSON.parse(capped.out[0]!)).toMatchObject({ type: 'final', turn: 1, unfinished: 'turnCap' });
    const whole = JSON.parse(sim('play', file('duel-ai.json'), '--summary').out[0]!);
    expect(whole.unfinished).toBeUndefined();
    expect(['north', 'south']).toContain(whole.winner);
  });

  it('a bad file is one line naming the field, exit 2', () => {
    const bad = JSON.parse(readFileSync(file('duel.json'), 'utf8'));
    bad.dice = { luck: [[3]] };
    const dir = mkdtempSync(join(tmpdir(), 'duel-'));
    try {
      writeFileSync(join(dir, 'bad.json'), JSON.stringify(bad));
      expect(sim('play', join(dir, 'bad.json'))).toEqual({
        code: 2,
        out: [],
        err: ['error: dice.luck: unknown purpose (expected initiative, shot, setup)'],
      });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('an illegal scripted command is one line naming it, exit 2 (the word "turn" for the wrong side)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'duel-'));
    try {
      const wrong = JSON.parse(readFileSync(file('duel.json'), 'utf8'));
      wrong.commands = [{ do: 'shoot', figure: 'cy', target: 'ann' }];
      writeFileSync(join(dir, 'wrong.json'), JSON.stringify(wrong));
      const r = sim('play', join(dir, 'wrong.json'), '--summary');
      expect(r).toEqual({ code: 2, out: [], err: ["error: commands[0] (shoot cy): not south's turn: north acts now"] });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('the driver hands back a refused scripted command with its place and reason', () => {
    const sc = { ...scenarioOf('duel.json'), commands: [{ do: 'shoot' as const, figure: 'cy', target: 'ann' }] };
    const { state } = startingState(sc);
    const r = drive(duel, state, { commands: sc.commands, humans: 'script' });
    expect(r.illegal).toEqual({
      index: 0,
      command: { do: 'shoot', figure: 'cy', target: 'ann' },
      error: "not south's turn: north acts now",
    });
  });

  it('sim show draws the table', () => {
    const r = sim('show', file('duel-ai.json'));
    expect(r.code).toBe(0);
    expect(r.out[0]).toBe(`${file('duel-ai.json')} — dice duel on a 48" x 24" table (seed duel-ai)`);
    expect(r.out.slice(1, 25).every((l) => l.length === 48)).toBe(true);
    expect(r.out[3]!.indexOf('A')).toBe(10);
    expect(r.out[3]!.indexOf('B')).toBe(30);
  });

  it('sim batch counts winners, reasons, turns and losses with the shared figures', () => {
    const r = sim('batch', file('duel-ai.json'), '--runs', '12', '--workers', '1');
    expect(r.code).toBe(0);
    const f = JSON.parse(r.out[0]!);
    expect(f).toMatchObject({ seed: 'duel-ai', turnCap: 20, runs: 12, errors: [], reasons: { sideDown: 12 } });
    expect(Object.values(f.results as Record<string, number>).reduce((a, b) => a + b, 0)).toBe(12);
    expect(Object.keys(f.results).every((k) => k === 'north wins' || k === 'south wins')).toBe(true);
    // Each finished duel took the loser's two figures.
    const lostAll = (f.lost.north.total as number) + (f.lost.south.total as number);
    expect(lostAll).toBeGreaterThanOrEqual(24);
  });

  it('batch --report writes the shared charts for a ruleset without its own, self-contained', () => {
    const dir = mkdtempSync(join(tmpdir(), 'duel-'));
    try {
      const page = join(dir, 'report.html');
      expect(sim('batch', file('duel-ai.json'), '--runs', '4', '--workers', '1', '--report', page).code).toBe(0);
      const html = readFileSync(page, 'utf8');
      for (const chart of ['Results', 'How the games ended', 'Turns played', 'Figures lost per side (all runs)'])
        expect(html).toContain(`aria-label="${chart}"`);
      expect(html).toContain('Batch of 4 runs');
      expect(html).not.toMatch(/<script|src="http/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('the driver stops at a human side, for its command and for its decision', () => {
    const sc = scenarioOf('duel.json');
    const human = { ...sc, sides: sc.sides.map((s) => ({ ...s, control: 'human' as const })) };
    const first = drive(duel, startingState(human).state, { commands: human.commands });
    expect(first.need).toEqual({ kind: 'command', side: 'north' });
    expect(first.commandsUsed).toBe(0);
    // ann's shot hits (scripted 6): south, a person, is asked who falls, and the drive waits.
    const hit = { ...human, dice: { initiative: [[5, 2]], shot: [[6]] } };
    const s0 = startingState(hit).state;
    const step = duel.reduce(duel.begin(s0).state, { do: 'shoot', figure: 'ann', target: 'cy' });
    if (!step.ok) throw new Error(step.error);
    const waiting = drive(duel, step.state, {});
    expect(waiting.need).toEqual({ kind: 'decision', side: 'south', decision: 'casualty', options: ['cy'] });
  });

  it('the same seed gives the same duel, and its logged dice replay it exactly (any seed)', () => {
    const sc = scenarioOf('duel-ai.json');
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 12 }), (seed) => {
        const a = drive(duel, startingState(sc, { seed }).state);
        const b = drive(duel, startingState(sc, { seed }).state);
        expect(JSON.stringify(b)).toBe(JSON.stringify(a));
        const script: Record<string, number[][]> = {};
        for (const e of a.events) if (e.type === 'roll') (script[e.purpose] ??= []).push([...e.dice]);
        const replay = drive(duel, startingState({ ...sc, dice: script }, { seed: `${seed}-other` }).state);
        expect(duel.final(replay.state)).toEqual(duel.final(a.state));
        expect(a.need.kind).toBe('ended');
      }),
      { numRuns: 40 },
    );
  });

  it('plays through the engine soak: 300 all-computer duels, every invariant kept, every one ended', () => {
    const outcomes = Array.from({ length: 300 }, (_, i) => soakOne(i, {}, 'duel-test', duel));
    expect(outcomes.filter((o) => o.problem).map((o) => `${o.seed}: ${o.problem}`)).toEqual([]);
    expect(new Set(outcomes.map((o) => o.reason))).toEqual(new Set(['sideDown']));
    expect(new Set(outcomes.map((o) => o.label)).size).toBeGreaterThan(4);
  });

  it('the soak catches a broken duel (a figure that falls twice)', () => {
    const c = duel.soak!.case(0, 'x', {});
    const id = Object.keys(c.state.figures)[0]!;
    const twice = [
      { type: 'down' as const, figure: id, chosenBy: 'north' },
      { type: 'down' as const, figure: id, chosenBy: 'north' },
    ];
    expect(duel.soak!.broken(c.state, twice, c.state)).toBe(`event 1: ${id} falls twice`);
  });
});

describe('no host names the dice duel', () => {
  it('no file under src/ imports from tests/ or names it', () => {
    const hits: string[] = [];
    const walk = (d: string) => {
      for (const e of readdirSync(d)) {
        const p = join(d, e);
        if (statSync(p).isDirectory()) walk(p);
        else if (/from\s+'[^']*tests\/|'dice-duel'|diceDuel/.test(readFileSync(p, 'utf8'))) hits.push(p);
      }
    };
    walk(join(REPO, 'src'));
    expect(hits).toEqual([]);
  });
});

describe('the real command line, with --rules-module', () => {
  const cli = (...args: string[]) => {
    const r = spawnSync(join(REPO, 'node_modules', '.bin', 'tsx'), [join('src', 'sim', 'main.ts'), ...args], {
      cwd: REPO,
      encoding: 'utf8',
    });
    return { code: r.status, out: r.stdout, err: r.stderr };
  };
  const MODULE = ['--rules-module', join(DIR, 'index.ts')];

  it('plays the file as the in-process run does, byte for byte', () => {
    registerRuleset(duel);
    const inProcess = sim('play', join(DIR, 'duel.json'));
    unregisterRuleset(duel.name);
    const r = cli('play', join(DIR, 'duel.json'), ...MODULE);
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    expect(r.out).toBe(`${inProcess.out.join('\n')}\n`);
  });

  it('batch on two worker threads finds the ruleset through its module, with the same figures as one thread', () => {
    const two = cli('batch', join(DIR, 'duel-ai.json'), '--runs', '6', '--workers', '2', ...MODULE);
    const one = cli('batch', join(DIR, 'duel-ai.json'), '--runs', '6', '--workers', '1', ...MODULE);
    expect(two.code).toBe(0);
    const strip = (s: string) => {
      const { ms: _ms, workers: _w, ...rest } = JSON.parse(s) as Record<string, unknown>;
      return rest;
    };
    expect(strip(two.out)).toEqual(strip(one.out));
    expect(JSON.parse(two.out).workers).toBe(2);
  });

  it('the engine soak plays it from the command line, on two worker threads, every invariant kept', () => {
    const r = spawnSync(
      join(REPO, 'node_modules', '.bin', 'tsx'),
      [join('src', 'sim', 'soak.ts'), '40', '--workers', '2', ...MODULE],
      { cwd: REPO, encoding: 'utf8' },
    );
    expect(r.status).toBe(0);
    const report = JSON.parse(r.stdout) as { rules: string; games: number; problems: number; endings: object };
    expect(report).toMatchObject({ rules: 'dice-duel', games: 40, workers: 2, problems: 0 });
    const ended = Object.entries(report.endings as Record<string, number>);
    expect(ended.every(([k]) => k.endsWith(':sideDown'))).toBe(true);
    expect(ended.reduce((n, [, v]) => n + v, 0)).toBe(40);
  });

  it('a module that cannot be loaded is one line, exit 2', () => {
    const r = cli('play', join(DIR, 'duel.json'), '--rules-module', 'tests/rulesets/nowhere.ts');
    expect(r.code).toBe(2);
    expect(r.out).toBe('');
    expect(r.err).toMatch(/^error: --rules-module tests\/rulesets\/nowhere\.ts: cannot be loaded \(.*\)\n$/);
  });
});
