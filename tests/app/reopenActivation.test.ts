// A reopened game (Menu -> "Continue the battle" / "See how it ended") rebuilds its log from the saved record:
// every activation line must read as it did live, not be guessed again from the final table (play-test 11c, HIGH).
import { describe, expect, it } from 'vitest';
import { App } from '../../src/app/app';
import { DEFAULT_OPTIONS, type BattleOptions } from '../../src/app/newBattle';
import type { LogBuilder } from '../../src/rulesets/chain-reaction/view/logModel';
import { memoryStore } from './helpers';
import type { GameEvent } from '../../src/rulesets/chain-reaction/engine/events';
import type { GameState } from '../../src/rulesets/chain-reaction/state';
import { shownEventText } from '../../src/rulesets/chain-reaction/view/names';

const allLines = (app: App) => (app.log as unknown as LogBuilder).lines().map((l) => l.text);
const activationLines = (app: App) =>
  (app.log as unknown as LogBuilder)
    .lines()
    .map((l) => l.text)
    .filter((t) => /^Turn \d+: activation dice /.test(t));

/** Plays a watched battle to its end (or `last` turns), then reopens it the way the menu does. */
function liveAndReopened(opts: Partial<BattleOptions>, last = 40): { live: string[]; reopened: string[] } {
  const store = memoryStore();
  const app = new App(store);
  expect(app.newBattle({ ...DEFAULT_OPTIONS, ...opts, watch: true }).ok).toBe(true);
  for (let n = 0; n < 20000 && !app.session!.over && app.session!.state.turn <= last; n++)
    expect(app.stepComputer()?.ok).toBe(true);
  const live = activationLines(app);
  const again = new App(store);
  expect(again.continueSaved().ok).toBe(true);
  return { live, reopened: activationLines(again) };
}

describe('reopening a game keeps its activation lines (play-test 11c, HIGH)', () => {
  it('skirmish wren2-1212, ended on turn 2: "See how it ended" reads turn 1 as it was live', () => {
    const { live, reopened } = liveAndReopened({ kind: 'skirmish', seed: 'wren2-1212' });
    expect(live[0]).toBe(
      "Turn 1: activation dice your soldiers 6, the enemy soldiers 3; your soldiers need Rep 6 but your soldiers' best leader is Rep 5, so none of your soldiers' groups can act; the enemy soldiers act, with groups led by Rep 3 or better.",
    );
    expect(reopened).toEqual(live);
  });

  it.each([
    ['skirmish', 'wren2-0707'],
    ['patrol', 'wren2-0202'],
    ['raid', 'wren2-0303'],
  ] as const)('%s %s: every activation line after Continue equals the live one', (kind, seed) => {
    const { live, reopened } = liveAndReopened({ kind, seed }, 8);
    expect(live.length).toBeGreaterThan(1);
    expect(reopened).toEqual(live);
  });
});

describe('one case, one wording: a side whose best leader is below its die (play-test 11c, Defend wren2-0303)', () => {
  it('turn 14 says "best leader is Rep 5" as turns 12 and 15 do, never "no leader of that Rep"', () => {
    const { live } = liveAndReopened({ kind: 'defend', seed: 'wren2-0303' }, 15);
    const turns = [12, 14, 15].map((n) => live.find((l) => l.startsWith(`Turn ${n}: `)));
    for (const l of turns) expect(l).toMatch(/your force needs Rep 6 but your force's best leader is Rep 5;/);
    expect(live.filter((l) => l.includes('no leader of that Rep'))).toEqual([]);
  });
});

describe('an activation event without its record of the leaders (built before the engine kept it)', () => {
  it('read on a later table, it states the rule and claims nothing about who could act', () => {
    const app = new App(memoryStore());
    expect(app.newBattle({ ...DEFAULT_OPTIONS, kind: 'skirmish', seed: 'wren2-1212', watch: true }).ok).toBe(true);
    for (let n = 0; n < 20000 && !app.session!.over; n++) expect(app.stepComputer()?.ok).toBe(true);
    const events = app.session!.history.flatMap((h) => h.events) as GameEvent[];
    const first = events.find((e) => e.type === 'activation' && e.turn === 1);
    expect(first?.type === 'activation' && first.bestLeader).toBeTruthy();
    const { bestLeader: _, ...old } = first as Extract<GameEvent, { type: 'activation' }>;
    expect(shownEventText(old, app.session!.state as GameState)).toBe(
      'Turn 1: activation dice your soldiers 6, the enemy soldiers 3; your soldiers go first: only groups led by Rep 6 or better may act.',
    );
  });
});

describe("a reopened game's can't-fire-back lines give the reason of their moment (play-test 11c)", () => {
  // "otter-4404" showed it until walks ended a whole base clear of fallen figures (fix15a); "fix15a-otter-11" now.
  it('Patrol fix15a-otter-11 read after "See how it ended" equals the live log, line for line', () => {
    const store = memoryStore();
    const app = new App(store);
    expect(app.newBattle({ ...DEFAULT_OPTIONS, kind: 'patrol', seed: 'fix15a-otter-11', watch: true }).ok).toBe(true);
    for (let n = 0; n < 20000 && !app.session!.over; n++) expect(app.stepComputer()?.ok).toBe(true);
    const live = allLines(app);
    // Was "Ash would fire back but has no line of sight to Boris: Ash is off the table." once reopened.
    expect(live).toContain(
      "Ash would fire back but can't: Boris is behind Ash, who faces away (a figure sees only to its front half).",
    );
    const again = new App(store);
    expect(again.continueSaved().ok).toBe(true);
    expect(allLines(again)).toEqual(live);
  });
});

describe("a reopened game's PEF moves say why they stopped as they did live (play-test 11c)", () => {
  it.each([
    ['patrol', 'wren2-0101'],
    ['patrol', 'wren2-0202'],
    ['defend', 'reo-10'],
  ] as const)('%s %s: the whole log after Continue equals the live one', (kind, seed) => {
    const store = memoryStore();
    const app = new App(store);
    expect(app.newBattle({ ...DEFAULT_OPTIONS, kind, seed, watch: true }).ok).toBe(true);
    for (let n = 0; n < 20000 && !app.session!.over; n++) expect(app.stepComputer()?.ok).toBe(true);
    const live = allLines(app);
    const again = new App(store);
    expect(again.continueSaved().ok).toBe(true);
    expect(allLines(again)).toEqual(live);
  });
});
