// The plain table's host (src/app/board) over the dice duel, a ruleset that lives only in tests/: a new battle
// from its knobs, clicks turned into commands (select, press, pick a target), the log in the game's words,
// undo, the autosave read back, the hot-seat hand-over between two people, the end in words, and one line
// for every bad input. playByChoices then plays many seeded duels to their end through what the board offers.
import { describe, expect, it } from 'vitest';
import seedrandom from 'seedrandom';
import { diceDuel } from '../rulesets/dice-duel';
import { BoardGame } from '../../src/app/board/boardGame';
import { boardSession, newBoardBattle } from '../../src/app/board/start';
import { playByChoices } from '../../src/app/board/playByChoices';
import { readAutosave } from '../../src/app/autosave';
import { markLoaded } from '../../src/rulesets/catalog';
import { memoryStore } from './helpers';
import { App } from '../../src/app/app';
import type { Session } from '../../src/app/session';

markLoaded(diceDuel);

function duel(opponent = 'the computer', seed = 'b-1', size = 2) {
  const r = newBoardBattle(diceDuel, { size, opponent }, seed);
  if (!r.ok) throw new Error(r.error);
  return r.value;
}

describe('the plain table host', () => {
  it('starts a new battle from the knobs and plays a shot by clicks', () => {
    const store = memoryStore();
    const { session, title } = duel();
    const g = new BoardGame(session, title, store);
    expect(title).toBe('Dice duel (test ruleset) "b-1"');
    // The computer may act first: let it, as the scene's timer would.
    for (let t = 0; !g.humanTurn() && t < 50; t++) g.tick(t * 1000);
    expect(g.humanTurn()).toBe(true);
    expect(g.selectable()).toEqual(['ann', 'bo']);
    // Shooting needs a figure selected first: the button says why.
    const shoot = g.choices().find((c) => c.key === 'shoot')!;
    expect(shoot).toMatchObject({ enabled: false, why: 'Select one of your standing figures first' });
    expect(g.press('shoot')).toEqual({ ok: false, error: 'Select one of your standing figures first' });
    expect(g.clickFigure('ann').ok).toBe(true);
    expect(g.selected).toBe('ann');
    expect(g.press('shoot').ok).toBe(true);
    expect(g.candidates()).toEqual(['cy', 'di']);
    const pic = g.preview('cy', [0, 0]);
    expect(pic?.odds?.cy).toMatch(/to hit$/);
    // A figure not offered is refused with one line; nothing is sent.
    const steps = session.steps.length;
    expect(g.clickFigure('bo')).toEqual({ ok: false, error: "Bo can't be picked for Ann shoots" });
    expect(session.steps.length).toBe(steps);
    expect(g.clickFigure('cy').ok).toBe(true);
    expect(session.steps.length).toBe(steps + 1);
    expect(g.log.lines().some((l) => /^Ann shoots at Cy/.test(l.text))).toBe(true);
    // Undo takes the shot back and the log with it.
    expect(g.undo()).toBe(true);
    expect(session.steps.length).toBe(steps);
    expect(g.log.lines().some((l) => /^Ann shoots at Cy/.test(l.text))).toBe(false);
    // Saved at the person's turn: the autosave reads back to the same place.
    g.autosave();
    const back = readAutosave(store);
    expect(back.ok && back.value.session.steps.length).toBe(steps);
    expect(back.ok && back.value.title).toBe(title);
  });

  it('plays to the end and names the winner', () => {
    const { session, title } = duel('the computer', 'b-end', 1);
    const g = new BoardGame(session, title);
    const r = seedrandom('end');
    playByChoices(session, r);
    expect(session.over).toBe(true);
    const end = g.end()!;
    expect(end.title).toMatch(/^Won by (North|South)$/);
    expect(end.rows).toHaveLength(2);
    expect(g.choices()).toEqual([]);
  });

  it('covers the table between two people until the next one takes the screen', () => {
    const { session, title } = duel('a second person', 'b-seat');
    const g = new BoardGame(session, title);
    expect(g.people).toEqual(['north', 'south']);
    const first = g.due()!;
    expect(first).toBeDefined();
    expect(g.choices()).toEqual([]);
    g.takeSeat(first);
    expect(g.due()).toBeUndefined();
    expect(g.press('pass').ok).toBe(true);
    // The other side acts next (or a new turn's winner of the roll): a hand-over only when the side changes.
    const next = g.actingSide();
    expect(g.due()).toBe(next === first ? undefined : next);
  });

  it('refuses bad input with one line', () => {
    const bad = boardSession(diceDuel, { version: 1, rules: 'dice-duel', sides: [] }, 'x.json');
    expect(bad).toEqual({ ok: false, error: 'error: sides: expected two sides' });
    const g = new BoardGame(duel('the computer', 'b-bad').session, 't');
    expect(g.giveFaces([3])).toEqual({ ok: false, error: 'no roll is waiting for its faces' });
    expect(g.press('nope')).toEqual({ ok: false, error: 'that choice is not offered now' });
  });

  it.each(['s1', 's2', 's3', 's4', 's5', 's6'])('playByChoices plays duel %s to its end', (seed) => {
    const { session } = duel(seed.endsWith('2') ? 'a second person' : 'the computer', seed, 1 + (Number(seed[1]) % 4));
    const res = playByChoices(session, seedrandom(seed));
    expect(res.stuck).toBeUndefined();
    expect(res.over).toBe(true);
  });

  it("the app hands a file or the autosave of such a game to the plain table; Chain Reaction's table keeps its own", () => {
    const store = memoryStore();
    const app = new App(store);
    const { session, title } = duel('the computer', 'b-app');
    const g = new BoardGame(session, title, store);
    for (let t = 0; !g.humanTurn() && t < 50; t++) g.tick(t * 1000);
    g.press('pass');
    g.autosave();
    const text = g.replayText();
    // Without a plain table set, the file is refused with one line, as before.
    const refused = app.importFile(text, 'duel.replay.json');
    expect(refused.ok).toBe(false);
    const opened: { session: Session; title: string }[] = [];
    app.plainTable = (s, t) => opened.push({ session: s, title: t });
    expect(app.importFile(text, 'duel.replay.json')).toEqual({ ok: true, value: { kind: 'replay' } });
    expect(opened[0]!.session.steps.length).toBe(session.steps.length);
    expect(app.session).toBeUndefined();
    expect(app.continueSaved()).toEqual({ ok: true, value: undefined });
    expect(opened[1]!.title).toBe(title);
    expect(opened[1]!.session.steps.length).toBe(session.steps.length);
  });
});
