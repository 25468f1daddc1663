// Play-test 18a, seed pt18a-03 (same side, night Patrol, the group set up by hand): the start stopped on an In
// Sight question at once, and the log never told the set-up ("Set-up done", where each PEF went down). The start
// is run again from after the set-up once answered, and a step stopped by a question is logged only then; the
// set-up's lines now wait with the question and are told, once each, with the answer.
import { describe, expect, it } from 'vitest';
import { App } from '../../src/app/app';
import { DEFAULT_OPTIONS } from '../../src/app/newBattle';
import { memoryStore } from './helpers';

function started(store = memoryStore()): App {
  const app = new App(store);
  const opts = { ...DEFAULT_OPTIONS, seed: 'pt18a-03', kind: 'patrol' as const, light: 'night' as const, deploy: true };
  expect(app.newBattle(opts, { mode: 'sameSide', names: ['Ana', 'Ben'] }).ok).toBe(true);
  expect(app.send({ do: 'startBattle' }).ok).toBe(true);
  return app;
}

function answerAll(app: App): void {
  for (let i = 0; i < 20 && app.need()?.kind === 'decision'; i++) {
    const need = app.need()!;
    if (need.kind === 'decision') expect(app.send({ do: 'decide', choice: need.decision.fallback }).ok).toBe(true);
  }
}

const setUpLines = (app: App) =>
  app.log.lines().filter((l) => /^Set-up done|^PEF \d is placed in section/.test(l.text));

describe('a start that stops on a question', () => {
  it('tells the set-up once the question is answered, each line once', () => {
    const app = started();
    expect(app.need()?.kind).toBe('decision');
    answerAll(app);
    const lines = setUpLines(app).map((l) => l.text);
    expect(lines[0]).toMatch(/^Set-up done/);
    expect(lines.filter((t) => /^PEF \d is placed/.test(t))).toHaveLength(3);
    // Told before turn 1, and nothing told twice in the game's own events.
    const all = app.log.lines().map((l) => l.text);
    expect(all.indexOf(lines[0]!)).toBeLessThan(all.findIndex((t) => t.startsWith('Turn 1')));
    const placed = app.session!.events().filter((e) => e.type === 'pef' && e.action === 'placed');
    expect(placed).toHaveLength(3);
  });

  it('keeps them through an undo and a reload', () => {
    const store = memoryStore();
    const app = started(store);
    answerAll(app);
    app.undo();
    answerAll(app);
    expect(setUpLines(app)).toHaveLength(4);
    const again = new App(store);
    expect(again.continueSaved().ok).toBe(true);
    expect(setUpLines(again).map((l) => l.text)).toEqual(setUpLines(app).map((l) => l.text));
  });
});
