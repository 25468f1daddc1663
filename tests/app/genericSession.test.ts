// The app's session is shared code over any ruleset: a game that lives only in the tests (fixtures/highRoll.ts)
// plays through it with no edit to src/app - the computer's turns, the player's commands, undo back to the
// player's last command with the same dice, Watch as a step of its own, the autosave and the replay file
// read back to the very same state, and a file's bad step named in one line.
import { describe, expect, it } from 'vitest';
import { Session } from '../../src/app/session';
import { readAutosave, writeAutosave } from '../../src/app/autosave';
import { fileText, readGameFile, replayDocument, sessionFromFile } from '../../src/app/gameFile';
import { markLoaded } from '../../src/rulesets/catalog';
import { memoryStore } from './helpers';
import { App } from '../../src/app/app';
import { DEFAULT_OPTIONS } from '../../src/app/newBattle';
import { highRoll, type HrScenario } from './fixtures/highRoll';

markLoaded(highRoll);

function game(seed: string, b: 'ai' | 'script' = 'ai', commands: HrScenario['commands'] = []) {
  const source = {
    rules: 'high-roll',
    seed,
    sides: [
      { id: 'a', control: 'human' },
      { id: 'b', control: b },
    ],
    commands,
  };
  const sc = highRoll.scenario.check(source);
  if (!sc.ok) throw new Error(sc.error.message);
  return new Session(highRoll, sc.value, source);
}

/** The player rolls each turn; the computer answers; until the game ends. */
function playOut(s: Session<typeof highRoll>): void {
  for (let guard = 0; !s.over && guard < 200; guard++) {
    if (s.waitingFor() === 'human') expect(s.apply({ do: 'roll' }).ok).toBe(true);
    else expect(s.playComputer()?.ok).toBe(true);
  }
}

describe('a game that is not Chain Reaction, through the shared session', () => {
  it('plays to its end: the player on the screen, the computer between', () => {
    const s = game('hr-1');
    expect(s.waitingFor()).toBe('human');
    expect(s.playComputer()).toBeNull();
    playOut(s);
    expect(s.over).toBe(true);
    expect(s.need).toMatchObject({ kind: 'ended', reason: 'reached10' });
    const st = s.state;
    expect(Math.max(st.score.a, st.score.b)).toBeGreaterThanOrEqual(10);
    expect(s.steps.some((x) => x.by === 'ai')).toBe(true);
  });

  it("undo takes back the player's command and the computer's reply; the same command gives the same dice", () => {
    const s = game('hr-2');
    s.apply({ do: 'roll' });
    s.playComputer();
    const mark = s.history.length;
    const asked = structuredClone(s.state);
    expect(s.apply({ do: 'roll' }).ok).toBe(true);
    s.playComputer();
    const after = structuredClone(s.state);
    expect(s.undo()).toBe(true);
    expect(s.history.length).toBe(mark);
    expect(s.state).toEqual(asked);
    s.apply({ do: 'roll' });
    s.playComputer();
    expect(s.state).toEqual(after);
  });

  it('Watch hands the side to the computer as a step of its own', () => {
    const s = game('hr-3');
    expect(s.setControl('a', 'ai').ok).toBe(true);
    expect(s.waitingFor()).toBe('ai');
    expect(s.steps).toEqual([{ by: 'human', command: { do: 'control', side: 'a', control: 'ai' } }]);
  });

  it('a scripted side plays its file commands, then is handed to the screen', () => {
    const s = game('hr-4', 'script', [{ do: 'pass' }]);
    s.apply({ do: 'roll' });
    expect(s.waitingFor()).toBe('script');
    expect(s.playComputer()?.ok).toBe(true);
    s.apply({ do: 'roll' });
    expect(s.waitingFor()).toBe('human');
    expect(s.state.control.b).toBe('human');
  });

  it('is saved and read back (autosave and replay file) to the very same state, naming its rules', () => {
    const s = game('hr-5');
    for (let i = 0; i < 3; i++) {
      s.apply({ do: 'roll' });
      s.playComputer();
    }
    const store = memoryStore();
    writeAutosave(store, s, 'High roll');
    const back = readAutosave(store);
    expect(back.ok).toBe(true);
    if (back.ok) {
      expect(back.value.session.ruleset.name).toBe('high-roll');
      expect(back.value.session.state).toEqual(s.state);
    }
    const doc = replayDocument(s);
    expect(doc.rules).toBe('high-roll');
    const file = readGameFile(fileText(doc), 'hr.json');
    expect(file.ok).toBe(true);
    if (!file.ok) return;
    const again = sessionFromFile(file.value, 'hr.json');
    expect(again.ok && again.value.state).toEqual(s.state);
  });

  it("names a replay's bad step in one line, in the game's own terms", () => {
    const s = game('hr-6');
    s.apply({ do: 'roll' });
    const doc = replayDocument(s) as { replay: { steps: unknown[] } };
    doc.replay.steps[0] = { by: 'human', command: { do: 'fly' } };
    expect(readGameFile(fileText(doc), 'hr.json')).toEqual({
      ok: false,
      error: 'error: replay.steps[0].command: expected {"do": "roll"}, {"do": "pass"} or a control',
    });
  });

  it('is refused with one line by an app of Chain Reaction (the default ruleset)', async () => {
    const s = game('hr-7');
    const app = new App(memoryStore());
    const r = await app.openFileText(fileText(replayDocument(s)), 'hr.json');
    expect(r).toEqual({
      ok: false,
      error: 'error: rules: this table draws only Chain Reaction 3.1 so far, not High roll (a test game)',
    });
    expect(app.session).toBeUndefined();
  });

  it('is played by an App given its ruleset (App<R>): the file, commands, the computer, the autosave', async () => {
    const store = memoryStore();
    const app = new App(store, highRoll);
    const r = await app.openFileText(fileText(replayDocument(game('hr-8'))), 'hr.json');
    expect(r).toEqual({ ok: true, value: { kind: 'replay' } });
    app.takeOver();
    expect(app.session?.ruleset).toBe(highRoll);
    let rolls = 0;
    for (let guard = 0; app.session && !app.session.over && guard < 200; guard++) {
      if (app.humanTurn()) {
        // Typed by the game: a Chain Reaction command would not compile here.
        expect(app.send({ do: 'roll' }).ok).toBe(true);
        rolls++;
      } else expect(app.stepComputer()?.ok).toBe(true);
    }
    expect(app.session?.over).toBe(true);
    expect(rolls).toBeGreaterThan(0);
    const end = app.view();
    // The autosave brings the same game back through the same app.
    const again = new App(store, highRoll);
    expect(again.continueSaved()).toEqual({ ok: true, value: undefined });
    expect(again.view()).toEqual(end);
    // The new-battle screen still makes Chain Reaction's files: refused with one line, the battle kept.
    const nb = app.newBattle({ ...DEFAULT_OPTIONS, seed: 'x' });
    expect(nb.ok).toBe(false);
    expect(!nb.ok && nb.error.split('\n')).toHaveLength(1);
    expect(app.view()).toEqual(end);
  });
});
