// The table's data for an order-dice game: the log (grouped by turn and die, each reaction naming its moment
// and why, with the test's dice and odds), the order bar, the shot preview's odds and the after-battle page.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checked, file, orderDice, started, unit } from './helpers';
import { playScenario } from '../../../src/rulesets/order-dice/play';
import { logModel, afterBattle } from '../../../src/rulesets/order-dice/view';
import { orderBar, shotPreview } from '../../../src/rulesets/order-dice/bar';

const sc = checked(JSON.parse(readFileSync('tests/fixtures/order-dice/fire-back.json', 'utf8')));

describe('order dice: view', () => {
  it('logs the reaction with its moment, its why, its dice and the exact odds of the test', () => {
    const p = playScenario(sc);
    const log = logModel(() => p.state);
    log.add(p.events);
    const line = log.lines().find((l) => l.type === 'reaction')!;
    // The screen names units and sides (the file's ids stay in the sim's output).
    expect(line.text).toBe(
      `Red's Squad 1 tests to fire back when the enemy declared its shot (shot at from 14", within 20"): 4 and 4 = 8 against 10, passed`,
    );
    expect(line.detail).toMatchObject({ dice: [4, 4], target: 10, odds: '91.7% to pass 2d6 at or under 10' });
    expect(line.figures).toEqual(['r1', 'r2']);
    expect(log.groups.map((g) => g.title).slice(0, 3)).toEqual(['Turn 1', 'A Blue die', 'A Red die']);
    const ids = new Set(p.state.units.flatMap((u) => [u.id, ...u.figures.map((f) => f.id)]));
    const tokens = log.lines().flatMap((l) => [l.text, ...(l.detail?.notes ?? [])].join(' ').split(/[^A-Za-z0-9.-]+/));
    expect(tokens.map((t) => t.replace(/\.+$/, '')).filter((t) => ids.has(t))).toEqual([]);
  });

  it('offers the six orders to a unit of the side whose die is drawn, and says why not to others', () => {
    const s = started(file({ blue: [unit('b', [5, 30], 2)], red: [unit('r', [5, 22], 2)], bag: ['blue'] }));
    const need = orderDice.begin(s).need;
    expect(orderBar(s, need, 'b').map((c) => c.enabled)).toEqual([true, true, true, true, true, true]);
    expect(orderBar(s, need, 'r')[0]).toMatchObject({ enabled: false, why: "the die drawn is blue's" });
  });

  it('previews a shot with the chance of each number of kills and of the pin', () => {
    const s = started(file({ blue: [unit('b', [5, 30], 2)], red: [unit('r', [5, 22], 3)] }));
    const p = shotPreview(s, 'b', 'r');
    expect(p.lines).toHaveLength(2);
    expect(p.odds!.r).toBe('kills 0: 44.4%, 1: 44.4%, 2: 11.1%; pin 88.9%');
  });

  it('has an after-battle page once the game is over', () => {
    const data = file({
      blue: [unit('b', [5, 30], 4)],
      red: [unit('r', [5, 5], 4)],
      blueControl: 'ai',
      redControl: 'ai',
    });
    const p = playScenario(checked(data));
    const page = afterBattle(p.state)!;
    expect(page.sides.map((x) => x.id)).toEqual(['blue', 'red']);
    expect(page.title).toMatch(/^(Blue wins|Red wins|A draw)$/);
    // Why it ended, in names and the numbers that decided it.
    expect(page.text).toMatch(
      /^(after the last turn; enemy units destroyed: Blue \d+, Red \d+|(Blue|Red) has no units left) \(turn \d\)$/,
    );
  });
});
