// The order-dice log in words a new player can check (play-test 61–64): a reaction test with its dice and
// result, a shooting with its faces grouped by weapon in full names, the bag's size explained when units keep
// an Ambush die, verbs that agree with plural unit names, and "1 unit" on the end card.
import { describe, expect, it } from 'vitest';
import { file, play, squad, started, unit, orderDice } from './helpers';
import { afterBattle, logModel } from '../../../src/rulesets/order-dice/view';
import { eventWords } from '../../../src/rulesets/order-dice/words';
import { PURPOSES } from '../../../src/rulesets/order-dice/vocab';
import type { OdCommand, OdState } from '../../../src/rulesets/order-dice/state';

const order = (u: string, o: string, more: Record<string, unknown> = {}) => ({
  do: 'order',
  unit: u,
  order: o,
  ...more,
});
const react = (u: string, r: string, more: Record<string, unknown> = {}) => ({
  do: 'react',
  unit: u,
  reaction: r,
  ...more,
});

function screen(p: { state: OdState; events: Parameters<ReturnType<typeof logModel>['add']>[0] }): string[] {
  const log = logModel(() => p.state);
  log.add(p.events);
  return log.lines().map((l) => l.text);
}

describe('order dice: the log says the dice', () => {
  it('a failed reaction test names its faces, the number it needed and the pin', () => {
    const p = play(
      file({
        blue: [unit('b', [5, 30], 1), unit('b2', [30, 34], 1)],
        red: [unit('r', [5, 14], 1, 'rifle', { name: 'Raiders' }), unit('r2', [30, 1], 1)],
        bag: ['blue'],
        dice: { reactionTest: [[6, 5]], hit: [[1]] },
        commands: [order('b', 'fire', { target: 'r' }), react('r', 'fireBack')],
      }),
    );
    const lines = screen(p);
    expect(lines).toContain(
      `Red's Raiders test to fire back when the enemy declared its shot (shot at from 16", within 20"): 6 and 5 = 11 against 9, failed, and take a pin`,
    );
    expect(lines).toContain(`Blue's Squad 1 is given a Fire order at Red's Raiders`);
  });

  it('a shooting lists each weapon in full with the faces thrown, then the damage dice and what they needed', () => {
    // Two riflemen with a light machine gun between them: the rifles' faces come together in one group.
    const mixed = squad('b', [
      ['rifle', [5, 30]],
      ['lmg', [6, 30]],
      ['rifle', [7, 30]],
    ]);
    const p = play(
      file({
        blue: [mixed, unit('b2', [30, 34], 1)],
        red: [unit('r', [5, 18], 4), unit('r2', [30, 1], 1)],
        bag: ['blue'],
        redControl: 'script',
        dice: { hit: [[4, 1, 2, 6, 3, 5]], damage: [[4, 2, 6, 1]] },
        commands: [order('b', 'fire', { target: 'r' }), react('r', 'none')],
      }),
    );
    const shot = screen(p).find((t) => t.startsWith(`Blue's Squad 1 shoots`))!;
    expect(shot).toBe(
      `Blue's Squad 1 shoots Red's Squad 1 at 12": 2 rifle shots needing 3+ (rolled 4, 5); ` +
        `4 light machine gun shots needing 3+ (rolled 1, 2, 6, 3): 4 hits; ` +
        `damage dice 4, 2, 6, 1, each killing on 4+: 2 killed`,
    );
    expect(shot).not.toMatch(/lmg/);
  });
});

describe('order dice: the bag and plural names', () => {
  it('a draw the scenario or lesson sets says so without "the file" (play-test 41)', () => {
    expect(eventWords({ type: 'draw', side: 'red', left: { red: 1 }, scripted: true })).toBe(
      'a red die is drawn (set beforehand, not by chance)',
    );
    expect(eventWords({ type: 'draw', side: 'red', left: { red: 1 }, scripted: false })).toBe('a red die is drawn');
  });
  it('a new turn says which units kept their die on Ambush, so a smaller bag is explained', () => {
    const words = eventWords({ type: 'turn', turn: 4, bag: { north: 2, south: 1 }, ambush: { north: 1, south: 2 } });
    expect(words).toBe(
      'turn 4 begins; the bag holds 2 north, 1 south, a die for each unit standing and not on Ambush ' +
        '(units on Ambush keep their die: 1 north, 2 south)',
    );
    // Played: a unit on Ambush at the end of turn 1 is not in turn 2's bag, and the line says so.
    let s = started(file({ blue: [unit('b', [5, 30], 1)], red: [unit('r', [30, 2], 1)], bag: ['blue', 'red'] }));
    const events = [];
    for (const c of [order('b', 'ambush'), order('r', 'down')]) {
      const r = orderDice.reduce(s, c as OdCommand);
      if (!r.ok) throw new Error(r.error);
      s = r.state;
      events.push(...r.events);
    }
    const turn2 = events.find((e) => e.type === 'turn' && e.turn === 2)!;
    expect(eventWords(turn2)).toMatch(/holds 0 blue, 1 red, .*units on Ambush keep their die: 1 blue\)/);
  });

  it('the last line counts "1 objective", not "1 objectives"', () => {
    const p = play(
      file({
        blue: [unit('b', [5, 30], 1)],
        red: [unit('r', [30, 2], 1)],
        objectives: [{ id: 'o1', at: [5, 31] }],
        turns: 1,
        bag: ['blue', 'red'],
        commands: [order('b', 'down'), order('r', 'down')],
      }),
    );
    const end = p.events.find((e) => e.type === 'ended');
    expect(end && eventWords(end)).toMatch(
      /blue destroyed 0 enemy units, held 1 objective; red destroyed 0 enemy units, held 0 objectives/,
    );
  });

  it('the end card says "1 unit" and "1 enemy unit destroyed"', () => {
    const p = play(
      file({
        blue: [unit('b', [5, 30], 1)],
        red: [unit('r', [5, 18], 1)],
        bag: ['blue'],
        dice: { hit: [[6]], damage: [[6]] },
        commands: [order('b', 'fire', { target: 'r' }), react('r', 'none')],
      }),
    );
    const page = afterBattle(p.state)!;
    expect(page.sides.map((x) => [x.detail, x.count])).toEqual([
      ['1 unit', '1 standing, 1 enemy unit destroyed'],
      ['1 unit', '0 standing, 0 enemy units destroyed'],
    ]);
  });
});

// Play-test 14b (HIGH): a line's dice read "orderTest: 3, 6 against 7" and "reactionTest: 4, 4 against 10".
describe('every kind of roll is named in words', () => {
  it.each(PURPOSES.map((p) => [p]))('%s', (purpose) => {
    const t = eventWords({ type: 'roll', purpose, dice: [3, 6], target: 7 } as never);
    expect(t).toMatch(/^[A-Z][a-z]+(?:[ -][a-z]+)*: 3, 6 against 7$/);
    expect(t).not.toMatch(/[a-z][A-Z]/);
  });
});
