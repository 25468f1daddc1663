// The Odds button of the plain table, in Node, for each game behind the ruleset door: a battle started from
// the menu's knobs and played a while by clicks (playByChoices), the request the button builds (boardOdds),
// then the same jobs the page deals to its workers played by the worker's own code (playShare). Every run
// finishes, the rows are the table's sides under their names, the numbers repeat however the runs are dealt
// and match core/odds in one thread, and the battle on the table is not touched: not a step, not a die.
import { describe, expect, it } from 'vitest';
import seedrandom from 'seedrandom';
import { BoardGame } from '../../src/app/board/boardGame';
import { newBoardBattle } from '../../src/app/board/start';
import { playByChoices } from '../../src/app/board/playByChoices';
import { boardOdds, OVER_ODDS } from '../../src/app/board/odds';
import { playShare } from '../../src/app/odds/share';
import { deal } from '../../src/app/odds/oddsClient';
import type { OddsReply } from '../../src/app/odds/messages';
import { addRun, emptyTally, summarize, type OddsSummary } from '../../src/core/odds/tally';
import { refusal, runOdds } from '../../src/core/odds/runner';
import { rulesetNamed } from '../../src/rulesets';
import type { AnyRuleset } from '../../src/core/ruleset';
import type { KnobValue } from '../../src/core/rulesetView';

const RUNS = 6;

function game(name: string): AnyRuleset {
  const r = rulesetNamed(name);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

/** A battle from the menu's default knobs (changed by `knobs`), played by clicks for `steps` steps. */
function battle(ruleset: AnyRuleset, seed: string, steps: number, knobs: Record<string, KnobValue> = {}) {
  const made = newBoardBattle(ruleset, { ...ruleset.board!.newBattle!.values, ...knobs }, seed);
  if (!made.ok) throw new Error(made.error);
  const { session, title } = made.value;
  const r = seedrandom(seed);
  const played = playByChoices(session, r, steps);
  expect(played.stuck).toBeUndefined();
  // The odds wait for a held roll or question: one more click at a time until none is held.
  for (let i = 0; i < 50 && !session.over && refusal(ruleset, session.state); i++) playByChoices(session, r, 1);
  return new BoardGame(session, title);
}

/** The request's jobs dealt round `workers` as the page does, played by the worker's code, tallied. */
function playDealt(ruleset: AnyRuleset, rules: string, state: string, sides: readonly string[], workers: number) {
  const tally = emptyTally(sides);
  const replies: OddsReply[] = [];
  for (const runs of deal(RUNS, workers))
    playShare(ruleset, { rules, state, runs }, (m) => {
      replies.push(m);
      if (m.kind === 'runs') for (const x of m.runs) addRun(tally, x);
    });
  return { summary: summarize(tally), replies, faults: tally.errors };
}

describe('odds from the plain table, every game', () => {
  for (const [name, seed, steps] of [
    ['action-points', 'odds-ap', 12],
    ['order-dice', 'odds-od', 12],
    ['action-cards', 'odds-ac', 12],
  ] as const) {
    it(`${name}: the button's request plays on in the workers' code, repeats, and leaves the battle alone`, () => {
      const ruleset = game(name);
      const g = battle(ruleset, seed, steps);
      expect(g.session.over).toBe(false);
      expect(g.session.steps.length).toBeGreaterThan(0);
      const before = JSON.stringify(g.session.state);
      const stepsBefore = g.session.steps.length;

      const req = boardOdds(g);
      if (!req.ok) throw new Error(req.error);
      const o = req.value;
      expect(o.rules).toBe(name);
      expect(o.state).toBe(before);
      expect(o.sides).toEqual(g.view().sides.map((s) => s.id));
      // Rows are named as the table names the sides, never by id.
      for (const s of g.view().sides) expect(o.sideName(s.id)).toBe(s.name);
      // The panel's words on hidden things follow the game: action points plays on with unspotted figures where
      // they really stand, and says so; the others redraw what nobody can see (or never hold it).
      if (name === 'action-points') expect(o.knows).toMatch(/spotted.*really/);
      else expect(o.knows).toBeUndefined();
      // No winner is the game's own word, as its end page says it (play-test 46: "Out of turns" beside "A draw").
      expect(o.neither).toBe('A draw');

      const one = playDealt(ruleset, o.rules, o.state, o.sides, 1);
      expect(one.replies.at(-1)).toEqual({ kind: 'done' });
      // The first run is posted alone, so the panel shows an estimate at once.
      expect(one.replies[0]).toMatchObject({ kind: 'runs', runs: [{ i: 0 }] });
      expect(one.faults).toEqual([]);
      const s: OddsSummary = one.summary;
      expect(s.played).toBe(RUNS);
      expect(s.sides.map((x) => x.side)).toEqual(o.sides);
      // Each run ends one way for each side: won, lost or out of turns.
      for (const x of s.sides) expect(x.win.k + x.lose.k + x.outOfTurns.k).toBe(RUNS);
      expect(s.turns.reduce((n, [, c]) => n + c, 0)).toBe(RUNS);

      // Dealt round two workers or three, or played in one thread by core/odds: the same numbers.
      expect(playDealt(ruleset, o.rules, o.state, o.sides, 2).summary).toEqual(s);
      expect(playDealt(ruleset, o.rules, o.state, o.sides, 3).summary).toEqual(s);
      expect(summarize(runOdds(ruleset, JSON.parse(o.state), { runs: RUNS }))).toMatchObject({
        played: s.played,
        meanTurns: s.meanTurns,
        turns: s.turns,
      });

      // The battle on the table: not a step played, not a die read.
      expect(JSON.stringify(g.session.state)).toBe(before);
      expect(g.session.steps.length).toBe(stepsBefore);
    });
  }

  it('a bad position or a what-if that does not fit is one line, nothing thrown', () => {
    const ruleset = game('action-points');
    const replies: OddsReply[] = [];
    playShare(ruleset, { rules: 'action-points', state: '{not json', runs: [0] }, (m) => replies.push(m));
    expect(replies).toEqual([{ kind: 'refused', why: 'the position could not be read' }]);
  });

  it('head to head, no odds while the table is covered for the hand-over', () => {
    const ruleset = game('action-points');
    const made = newBoardBattle(ruleset, { ...ruleset.board!.newBattle!.values, player2: 'person' }, 'odds-hot');
    if (!made.ok) throw new Error(made.error);
    const g = new BoardGame(made.value.session, made.value.title);
    expect(g.hotSeat).toBe(true);
    const due = g.due();
    expect(due).toBeDefined();
    expect(boardOdds(g)).toEqual({ ok: false, error: `Pass the screen to ${g.sideName(due)} first.` });
    g.takeSeat(due!);
    expect(boardOdds(g).ok).toBe(true);
  });

  it('once the battle is over, the button refuses with its reason (play-test 34: it showed nothing)', () => {
    const ruleset = game('action-cards');
    const made = newBoardBattle(ruleset, ruleset.board!.newBattle!.values, 'odds-over');
    if (!made.ok) throw new Error(made.error);
    const r = seedrandom('odds-over');
    const played = playByChoices(made.value.session, r, 5000);
    expect(played.stuck).toBeUndefined();
    const g = new BoardGame(made.value.session, made.value.title);
    expect(g.session.over).toBe(true);
    expect(boardOdds(g)).toEqual({ ok: false, error: OVER_ODDS });
    expect(OVER_ODDS).toMatch(/^The battle is over/);
  });
});
