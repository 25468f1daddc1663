// Watch and take over at any moment: the player's side handed to the computer mid-battle plays on by
// itself (an open question included, answered as the computer would), is taken back later, and the
// switch is a step of the game, so a saved replay plays back to the same state.
import { describe, expect, it } from 'vitest';
import { App } from '../../src/app/app';
import { DEFAULT_OPTIONS } from '../../src/app/newBattle';
import { readGameFile, sessionFromFile } from '../../src/app/gameFile';
import { memoryStore } from './helpers';
import { watchedSide } from '../../src/app/ui/watchToggle';

const ASKS_AT_START = 'start-q-0';

function stepUntil(app: App, done: () => boolean, limit = 400): void {
  for (let i = 0; i < limit && !done(); i++) if (!app.stepComputer()) break;
}

describe('watch and take over', () => {
  it('with a question open, Watch lets the computer answer it and play on; take over gives it back', () => {
    const app = new App(memoryStore());
    expect(app.newBattle({ ...DEFAULT_OPTIONS, kind: 'patrol', seed: ASKS_AT_START })).toEqual({ ok: true });
    expect(app.need()!.kind).toBe('decision');
    expect(app.humanTurn()).toBe(true);

    expect(app.setControl('player', 'ai').ok).toBe(true);
    expect(app.humanTurn()).toBe(false);
    expect(app.session!.waitingFor()).toBe('ai');
    const before = app.session!.history.length;
    stepUntil(app, () => app.session!.history.length > before + 8 || app.session!.over);
    expect(app.session!.history.length).toBeGreaterThan(before + 1);
    // The open question was answered by the computer, with its usual answer.
    expect(app.session!.steps[1]).toMatchObject({ by: 'ai', command: { do: 'decide' } });

    expect(app.setControl('player', 'human').ok).toBe(true);
    stepUntil(app, () => app.humanTurn() || app.session!.over);
    expect(app.humanTurn() || app.session!.over).toBe(true);

    // The replay holds the switches and plays back to the very same state.
    const file = readGameFile(app.exportReplay(), 'r');
    expect(file.ok).toBe(true);
    const again = sessionFromFile(file.ok ? file.value : (undefined as never), 'r');
    expect(again.ok).toBe(true);
    if (again.ok) expect(JSON.stringify(again.value.state)).toBe(JSON.stringify(app.session!.state));
  });

  it('a side that does not exist is refused and nothing changes', () => {
    const app = new App(memoryStore());
    app.newBattle({ ...DEFAULT_OPTIONS, kind: 'raid', seed: 'w-1' });
    const n = app.session!.history.length;
    expect(app.setControl('nobody', 'ai').ok).toBe(false);
    expect(app.session!.history.length).toBe(n);
  });

  it('a player-deployed encounter waits for the set-up, and the replay keeps where the group stood', () => {
    const app = new App(memoryStore());
    expect(app.newBattle({ ...DEFAULT_OPTIONS, kind: 'patrol', seed: 'dep-1', deploy: true })).toEqual({ ok: true });
    expect(app.need()).toMatchObject({ kind: 'command', deploying: true });
    const first = app.session!.state.sides[0]!.figures[0]!;
    expect(app.send({ do: 'place', placements: [{ figure: first, at: [3, 26] }] }).ok).toBe(true);
    expect(app.send({ do: 'place', placements: [{ figure: first, at: [3, 12] }] }).ok).toBe(false);
    expect(app.send({ do: 'startBattle' }).ok).toBe(true);
    expect(app.need()!).not.toMatchObject({ deploying: true });
    const file = readGameFile(app.exportReplay(), 'r');
    const again = file.ok ? sessionFromFile(file.value, 'r') : undefined;
    expect(again?.ok).toBe(true);
    if (again?.ok) {
      expect(again.value.state.figures[first]!.at).toEqual([3, 26]);
      expect(JSON.stringify(again.value.state)).toBe(JSON.stringify(app.session!.state));
    }
  });

  // Play-test 4: head to head, Watch handed the file's first side to the computer whoever sat at the screen.
  it('head to head: Watch hands over the side of whoever is at the screen', () => {
    const app = new App(memoryStore());
    const r = app.newBattle(
      { ...DEFAULT_OPTIONS, kind: 'skirmish', seed: 'duel-8', groupSize: 1 },
      { mode: 'headToHead', names: ['Ana', 'Ben'] },
    );
    expect(r.ok).toBe(true);
    const side = (name: string) => app.players.players.find((p) => p.name === name)!.side;
    expect(side('Ana')).not.toBe(side('Ben'));
    app.takeSeat('Ben');
    expect(watchedSide(app)).toBe(side('Ben'));
    app.takeSeat('Ana');
    expect(watchedSide(app)).toBe(side('Ana'));
  });
});
