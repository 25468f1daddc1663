// The app's shared session playing this game (no edit to src/app): a person's faction against two computer
// factions to the end, the person's casualty questions answered both ways (the default and the farthest
// figures), undo with the same dice, Watch as a step, and the autosave and the replay file read back to the
// very same state.
import { describe, expect, it } from 'vitest';
import { Session } from '../../../src/app/session';
import { readAutosave, writeAutosave } from '../../../src/app/autosave';
import { fileText, readGameFile, replayDocument, sessionFromFile } from '../../../src/app/gameFile';
import { markLoaded } from '../../../src/rulesets/catalog';
import { actionCards } from '../../../src/rulesets/action-cards';
import type { AcCommand, AcNeed } from '../../../src/rulesets/action-cards/commands';
import { memoryStore } from '../../app/helpers';
import { randomFile } from './setup';

markLoaded(actionCards);

function game(seed: number) {
  const source = randomFile(seed) as { sides: { control: string }[] };
  source.sides[0]!.control = 'human';
  const sc = actionCards.scenario.check(source);
  if (!sc.ok) throw new Error(sc.error.message);
  return new Session(actionCards, sc.value, source);
}

/** The person's move: the computer's suggestion, or for a casualty question every other time the farthest figures. */
function personCommand(s: Session<typeof actionCards>, i: number): AcCommand {
  const need = s.need as AcNeed;
  if (need.kind === 'decision' && need.decision === 'casualties' && i % 2 === 1)
    return { do: 'casualties', figures: need.candidates.slice(-need.count) };
  // Naming a target in a three-way fight: every other time the last offered instead of the computer's.
  if (need.kind === 'decision' && need.decision === 'meleeTarget' && i % 2 === 1)
    return { do: 'meleeTarget', target: need.options[need.options.length - 1]! };
  return actionCards.computerCommand(s.state, need as never);
}

function playOut(s: Session<typeof actionCards>): number {
  let asked = 0;
  for (let i = 0; !s.over && i < 3000; i++) {
    if (s.waitingFor() === 'human') {
      if ((s.need as AcNeed).kind === 'decision') asked++;
      expect(s.apply(personCommand(s, asked)).ok).toBe(true);
    } else expect(s.playComputer()?.ok).toBe(true);
  }
  return asked;
}

describe('the action-card skirmish through the shared session', () => {
  it('plays games of two to six factions with a person in them to their end', () => {
    let asked = 0;
    for (const seed of [2, 3, 4, 5, 6]) {
      const s = game(seed);
      asked += playOut(s);
      expect(s.over).toBe(true);
      expect(s.need.kind).toBe('ended');
    }
    // The person was asked to choose casualties, and answered both ways.
    expect(asked).toBeGreaterThan(1);
  });

  it("undo takes back the person's command; the same command then gives the same dice", () => {
    const s = game(11);
    while (s.waitingFor() !== 'human' && !s.over) s.playComputer();
    const before = structuredClone(s.state);
    const cmd = personCommand(s, 0);
    expect(s.apply(cmd).ok).toBe(true);
    const after = structuredClone(s.state);
    expect(s.undo()).toBe(true);
    expect(s.state).toEqual(before);
    s.apply(cmd);
    expect(s.state).toEqual(after);
  });

  it("Watch hands the person's faction to the computer as a step of its own", () => {
    const s = game(12);
    expect(s.setControl('side0', 'ai').ok).toBe(true);
    expect(s.waitingFor()).not.toBe('human');
    expect(s.steps[s.steps.length - 1]).toEqual({
      by: 'human',
      command: { do: 'control', side: 'side0', control: 'ai' },
    });
  });

  it('is saved and read back, autosave and replay file, to the very same state', () => {
    const s = game(13);
    for (let i = 0; i < 12 && !s.over; i++) {
      if (s.waitingFor() === 'human') s.apply(personCommand(s, i));
      else s.playComputer();
    }
    const store = memoryStore();
    writeAutosave(store, s, 'Action cards');
    const back = readAutosave(store);
    expect(back.ok && back.value.session.state).toEqual(s.state);
    const doc = replayDocument(s);
    expect(doc.rules).toBe('action-cards');
    const file = readGameFile(fileText(doc), 'ac.json');
    if (!file.ok) throw new Error(file.error);
    const again = sessionFromFile(file.value, 'ac.json');
    expect(again.ok && again.value.state).toEqual(s.state);
  });
});
