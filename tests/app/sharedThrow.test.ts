// A group's Crisis test is thrown once, with its Leader Die; every figure of the group gets a line. Play-test 9,
// 1: the second figure's line (Lev, after Ivo's Retrieve wounded throw came between) lost the shared dice, and
// its odds left out the Leader Die that its own line counted. And a Leader Die that did not pass showed on the
// Dice line while the detail said "No modifiers applied.": the detail now says it was thrown and added nothing.
import { describe, expect, it } from 'vitest';
import { LogBuilder, type LogLine } from '../../src/rulesets/chain-reaction/view/logModel';
import { buildChains, walk } from '../../src/rulesets/chain-reaction/view/chainTree';
import type { GameEvent } from '../../src/rulesets/chain-reaction/engine/events';
import { App } from '../../src/app/app';
import { DEFAULT_OPTIONS } from '../../src/app/newBattle';
import { memoryStore } from './helpers';

const roll = (purpose: string, who: string[], dice: number[], target: number): GameEvent => ({
  type: 'roll',
  purpose,
  who,
  dice,
  target,
  read: 'pass',
  passed: Math.min(2, dice.filter((d) => d <= target).length),
  scripted: true,
});

const leaderMod = { id: 'leaderDie', label: 'Leader Die', value: 1, reason: 'Jax rolled 4 against Rep 4' };
const crisis = (figure: string): GameEvent => ({
  type: 'test',
  test: 'crisis',
  figure,
  causes: ['manDown'],
  passed: 1,
  result: 'duckBack',
  row: { table: 'crisis', row: '1', column: 'manDown' },
  modifiers: [leaderMod],
  text: `${figure} takes the Crisis test (man down; +1 Leader Die): 1 passed — duck back.`,
});
const retrieve = (figure: string): GameEvent => ({
  type: 'test',
  test: 'retrieveWounded',
  figure,
  passed: 0,
  result: 'stays',
  text: `${figure}, ducking back, will not go to fetch Kurt.`,
});

// The order the engine gives them (seed vole-3381, turn 1): the group's throw, Ivo's line and his own
// Retrieve wounded throw, then Lev's line with no throw of its own.
const EVENTS: GameEvent[] = [
  roll('crisis', ['Ivo', 'Lev'], [6, 5], 3),
  roll('leaderDie', ['Jax'], [4], 4),
  crisis('Ivo'),
  roll('retrieveWounded', ['Ivo'], [6], 3),
  retrieve('Ivo'),
  crisis('Lev'),
];
const fig = (id: string) => ({ rep: id === 'Jax' ? 4 : 3, star: false });

function lineOf(lines: LogLine[], re: RegExp): LogLine {
  const l = lines.find((x) => re.test(x.text));
  expect(l, lines.map((x) => x.text).join('\n')).toBeDefined();
  return l!;
}

describe('the second figure of a shared Crisis test', () => {
  it('shows the same dice and the same odds (with the Leader Die) as the first', () => {
    const log = new LogBuilder(fig);
    log.add(EVENTS);
    const ivo = lineOf(log.lines(), /^Ivo takes the Crisis/).detail!;
    const lev = lineOf(log.lines(), /^Lev takes the Crisis/).detail!;
    expect(lev.rolls).toEqual(ivo.rolls);
    expect(lev.rolls.join(' ')).toMatch(/Leader Die/);
    // 2d6 at Rep 3 with a Rep 4 Leader Die: carry on 7/12 (without it, duck back would be the likeliest).
    expect(ivo.odds).toMatch(/^Carry on 7\/12/);
    expect(lev.odds).toBe(ivo.odds);
    // The group's one throw is no charge target's throw read again (play-test 10b, 21).
    expect(lev.notes.join(' ')).not.toMatch(/charge/);
  });

  it('in the chain view too', () => {
    const nodes = buildChains(EVENTS, fig).flatMap((a) => walk(a.roots));
    const lev = nodes.find((n) => /^Lev takes the Crisis/.test(n.text))!;
    const ivo = nodes.find((n) => /^Ivo takes the Crisis/.test(n.text))!;
    expect(lev.rolls).toEqual(ivo.rolls);
    expect(lev.odds).toBe(ivo.odds);
  });

  it('takes no throw of another group it was not part of', () => {
    const log = new LogBuilder(fig);
    log.add([...EVENTS.slice(0, 5), crisis('Zed')]);
    expect(lineOf(log.lines(), /^Zed takes the Crisis/).detail?.rolls ?? []).toEqual([]);
  });

  it('seed vole-3381 (skirmish, watched), turn 1: Ivo and Lev read the same throw', () => {
    const app = new App(memoryStore());
    expect(app.newBattle({ ...DEFAULT_OPTIONS, kind: 'skirmish', seed: 'vole-3381', watch: true }).ok).toBe(true);
    for (let n = 0; n < 400 && !app.session!.over; n++) expect(app.stepComputer()?.ok).toBe(true);
    const lines = (app.log as unknown as LogBuilder).lines();
    const ivo = lineOf(lines, /^Ivo takes the Crisis test \(man down; \+1 Leader Die\)/).detail!;
    const lev = lineOf(lines, /^Lev takes the Crisis test \(man down; \+1 Leader Die\)/).detail!;
    expect(lev.odds).toBe(ivo.odds);
    expect(lev.rolls).toEqual(ivo.rolls);
    expect(lev.rolls.some((r) => /^Leader Die for Jax/.test(r))).toBe(true);
  });
});

describe('a Leader Die that did not pass', () => {
  it('is named in the detail, with its die and why it added nothing', () => {
    const log = new LogBuilder(fig);
    log.add([
      roll('crisis', ['Bo'], [4, 3], 5),
      roll('leaderDie', ['Ash'], [6], 5),
      {
        type: 'test',
        test: 'crisis',
        figure: 'Bo',
        causes: ['manDown'],
        passed: 2,
        result: 'carryOn',
        row: { table: 'crisis', row: '2', column: 'manDown' },
        modifiers: [],
        text: 'Bo takes the Crisis test (man down): 2 passed — carry on.',
      },
    ]);
    const d = lineOf(log.lines(), /^Bo takes/).detail!;
    expect(d.modifiers).toEqual([]);
    expect(d.notes).toContain(
      'The Leader Die was thrown but did not count: Ash rolled 6 against Rep 5 (a pass needs 5 or less), so it adds no die passed.',
    );
  });
});
