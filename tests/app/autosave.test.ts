import { describe, expect, it } from 'vitest';
import { battle, memoryStore, untilHuman } from './helpers';
import {
  AUTOSAVE_KEY,
  autosaveSummary,
  clearAutosave,
  continueLine,
  readAutosave,
  writeAutosave,
} from '../../src/app/autosave';
import { App } from '../../src/app/app';
import { DEFAULT_OPTIONS } from '../../src/app/newBattle';

describe('the autosave', () => {
  it('writes the game and reads it back to the same state', () => {
    const store = memoryStore();
    const s = battle({ seed: 'auto-1' });
    untilHuman(s);
    s.apply({ do: 'endActivation' });
    untilHuman(s);
    writeAutosave(store, s, 'Skirmish "auto-1"', new Date('2025-01-02T03:04:05Z'));
    expect(autosaveSummary(store)).toEqual({
      savedAt: '2025-01-02T03:04:05.000Z',
      turn: s.state.turn,
      steps: s.steps.length,
      title: 'Skirmish "auto-1"',
      game: 'chain-reaction',
    });
    // A save written before the game was kept beside the file: read from the file.
    const { game: _g, ...older } = JSON.parse(store.getItem(AUTOSAVE_KEY)!) as Record<string, unknown>;
    const oldStore = memoryStore();
    oldStore.setItem(AUTOSAVE_KEY, JSON.stringify(older));
    expect(autosaveSummary(oldStore)?.game).toBe('chain-reaction');
    const back = readAutosave(store);
    expect(back.ok && back.value.session.state).toEqual(s.state);
    clearAutosave(store);
    expect(autosaveSummary(store)).toBeUndefined();
  });

  it('a damaged save is reported, not thrown', () => {
    const store = memoryStore();
    store.setItem(AUTOSAVE_KEY, '{"file": "{not json"}');
    const r = readAutosave(store);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatch(/^error: autosave: /);
    store.setItem(AUTOSAVE_KEY, 'garbage');
    expect(readAutosave(store)).toEqual({ ok: false, error: 'error: autosave: there is no saved game' });
  });

  it('the app saves at every activation, and continuing resumes exactly', () => {
    const store = memoryStore();
    const app = new App(store);
    expect(app.newBattle({ ...DEFAULT_OPTIONS, seed: 'auto-2' }).ok).toBe(true);
    let guard = 0;
    while (!(app.humanTurn() && app.need()?.kind === 'command') && guard++ < 300) {
      const need = app.need();
      if (app.humanTurn() && need?.kind === 'decision') app.send({ do: 'decide', choice: need.decision.fallback });
      else app.stepComputer();
    }
    expect(app.send({ do: 'endActivation' }).ok).toBe(true);
    const saved = autosaveSummary(store);
    expect(saved?.steps).toBe(app.session!.steps.length);
    const again = new App(store);
    expect(again.continueSaved().ok).toBe(true);
    expect(again.session!.state).toEqual(app.session!.state);
  });

  it("another game's menu says whose the saved battle is; its own menu shows the plain line", () => {
    const saved = { savedAt: 'x', turn: 4, steps: 60, title: 'Raid "wren2-0404"', over: true, game: 'chain-reaction' };
    const title = (g: string) => (g === 'chain-reaction' ? 'Chain Reaction 3.1' : g);
    expect(continueLine(saved, 'chain-reaction', 'today', title)).toBe(
      'Raid "wren2-0404" - finished on turn 4, 60 commands, saved today.',
    );
    expect(continueLine(saved, 'action-cards', 'today', title)).toBe(
      'Your last battle was of Chain Reaction 3.1: Raid "wren2-0404" - finished on turn 4, 60 commands, saved today. Continue opens it there.',
    );
  });
});
