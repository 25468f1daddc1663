// The action-point game through the app's shared session (src/app/session.ts), with no app code of its own:
// a person's commands and the computer's turns to the end, undo with the same dice, Watch as a step, and the
// autosave and replay file read back to the very same state.
import { describe, expect, it } from 'vitest';
import { Session } from '../../../src/app/session';
import { readAutosave, writeAutosave } from '../../../src/app/autosave';
import { fileText, readGameFile, replayDocument, sessionFromFile } from '../../../src/app/gameFile';
import { markLoaded } from '../../../src/rulesets/catalog';
import { actionPoints } from '../../../src/rulesets/action-points';
import { computerCommand } from '../../../src/rulesets/action-points/ai';
import { memoryStore } from '../../app/helpers';
import { scenario } from './helpers';

markLoaded(actionPoints);

function game(seed: string): Session<typeof actionPoints> {
  const source: Record<string, unknown> = {
    ...scenario({
      blue: [
        { id: 'b1', rank: 'veteran', at: [10, 33], facing: 270 },
        { id: 'b2', at: [16, 33], facing: 270 },
      ],
      red: [
        { id: 'r1', rank: 'veteran', at: [10, 3], facing: 90 },
        { id: 'r2', at: [16, 3], facing: 90 },
      ],
    }),
    seed,
  };
  (source.sides as { control: string }[])[0]!.control = 'human';
  (source.sides as { control: string }[])[1]!.control = 'ai';
  const sc = actionPoints.scenario.check(source);
  if (!sc.ok) throw new Error(sc.error.message);
  return new Session(actionPoints, sc.value, source);
}

/** The person gives what the computer would; the computer plays red. */
function step(s: Session<typeof actionPoints>): void {
  if (s.waitingFor() === 'human') {
    const need = s.need;
    if (need.kind !== 'command') throw new Error('no command asked');
    expect(s.apply(computerCommand(s.state, need)).ok).toBe(true);
  } else expect(s.playComputer()?.ok).toBe(true);
}

describe('the action-point game through the shared session', () => {
  it('plays to its end', () => {
    const s = game('ap-session-1');
    for (let guard = 0; !s.over && guard < 2000; guard++) step(s);
    expect(s.over).toBe(true);
    expect(s.need.kind).toBe('ended');
  });
  it('undo takes back the last command; the same command then gives the same dice', () => {
    const s = game('ap-session-2');
    for (let i = 0; i < 6 && !s.over; i++) step(s);
    while (s.waitingFor() !== 'human' && !s.over) step(s);
    const before = structuredClone(s.state);
    const need = s.need;
    expect(need.kind).toBe('command');
    if (need.kind !== 'command') return;
    const cmd = computerCommand(s.state, need);
    s.apply(cmd);
    const after = structuredClone(s.state);
    expect(s.undo()).toBe(true);
    expect(s.state).toEqual(before);
    s.apply(cmd);
    expect(s.state).toEqual(after);
  });
  it('Watch is a step; autosave and the replay file read back to the same state', () => {
    const s = game('ap-session-3');
    for (let i = 0; i < 8 && !s.over; i++) step(s);
    expect(s.setControl('blue', 'ai').ok).toBe(true);
    expect(s.steps.at(-1)).toEqual({ by: 'human', command: { do: 'control', side: 'blue', control: 'ai' } });
    const store = memoryStore();
    writeAutosave(store, s, 'Action points');
    const back = readAutosave(store);
    expect(back.ok && back.value.session.state).toEqual(s.state);
    const doc = replayDocument(s);
    expect(doc.rules).toBe('action-points');
    const file = readGameFile(fileText(doc), 'ap.json');
    expect(file.ok).toBe(true);
    if (!file.ok) return;
    const again = sessionFromFile(file.value, 'ap.json');
    expect(again.ok && again.value.state).toEqual(s.state);
  });
});
