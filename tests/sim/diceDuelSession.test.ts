// The dice duel through the app's shared session too (src/app/session.ts, no edit there): a person plays
// north against the computer, a hit on the person's side stops for the person's casualty choice, undo gives
// the same dice again, and the game is saved and read back (autosave and replay file) to the same state.
import { describe, expect, it } from 'vitest';
import { Session } from '../../src/app/session';
import { readAutosave, writeAutosave } from '../../src/app/autosave';
import { fileText, readGameFile, replayDocument, sessionFromFile } from '../../src/app/gameFile';
import { markLoaded } from '../../src/rulesets/catalog';
import { memoryStore } from '../app/helpers';
import { ruleset as duel } from '../rulesets/dice-duel';
import { computerCommand } from '../rulesets/dice-duel/rules';
import type { DuelNeed } from '../rulesets/dice-duel/types';

markLoaded(duel);

function game(seed: string) {
  const source = {
    version: 1,
    rules: 'dice-duel',
    seed,
    sides: [
      {
        id: 'north',
        control: 'human',
        figures: [
          { id: 'ann', at: [10, 4] },
          { id: 'bo', at: [20, 4] },
        ],
      },
      {
        id: 'south',
        control: 'ai',
        figures: [
          { id: 'cy', at: [10, 14] },
          { id: 'di', at: [22, 14] },
        ],
      },
    ],
  };
  const sc = duel.scenario.check(source);
  if (!sc.ok) throw new Error(sc.error.message);
  return new Session(duel, sc.value, source);
}

/** The person plays as the computer would (shoot the nearest; a casualty nearest the shooter). */
function personStep(s: Session<typeof duel>): void {
  const need = s.need as DuelNeed;
  if (need.kind !== 'command' && need.kind !== 'decision') throw new Error(`no question: ${need.kind}`);
  expect(s.apply(computerCommand(s.state, need)).ok).toBe(true);
}

describe('the dice duel through the shared session', () => {
  it('plays to its end, and a hit on the person stops for the person to choose who falls', () => {
    const s = game('duel-session-1');
    let asked = false;
    for (let guard = 0; !s.over && guard < 200; guard++) {
      if (s.waitingFor() === 'human') {
        if ((s.need as DuelNeed).kind === 'decision') asked = true;
        personStep(s);
      } else expect(s.playComputer()?.ok).toBe(true);
    }
    expect(s.over).toBe(true);
    expect(s.need).toMatchObject({ kind: 'ended', reason: 'sideDown' });
    expect(asked).toBe(true);
  });

  it('undo takes back a turn, and the same commands give the same dice', () => {
    const s = game('duel-session-2');
    personStep(s);
    while (s.waitingFor() === 'ai') s.playComputer();
    const mark = s.history.length;
    const before = structuredClone(s.state);
    personStep(s);
    while (!s.over && s.waitingFor() === 'ai') s.playComputer();
    const after = structuredClone(s.state);
    expect(s.undo()).toBe(true);
    expect(s.history.length).toBe(mark);
    expect(s.state).toEqual(before);
    personStep(s);
    while (!s.over && s.waitingFor() === 'ai') s.playComputer();
    expect(s.state).toEqual(after);
  });

  it('is saved and read back, autosave and replay file, to the very same state', () => {
    const s = game('duel-session-3');
    for (let i = 0; i < 3 && !s.over; i++) {
      if (s.waitingFor() === 'human') personStep(s);
      while (!s.over && s.waitingFor() === 'ai') s.playComputer();
    }
    const store = memoryStore();
    writeAutosave(store, s, 'Dice duel');
    const back = readAutosave(store);
    expect(back.ok && back.value.session.state).toEqual(s.state);
    const doc = replayDocument(s);
    const file = readGameFile(fileText(doc), 'duel.json');
    expect(file.ok).toBe(true);
    if (!file.ok) return;
    const again = sessionFromFile(file.value, 'duel.json');
    expect(again.ok && again.value.state).toEqual(s.state);
  });
});
