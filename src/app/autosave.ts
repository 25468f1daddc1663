// The autosave: the game so far, written as a replay file into the browser's localStorage at every
// activation, so closing or reloading the page loses nothing. Reading it back goes through the same
// checks as importing a file. Storage is passed in, so tests give it a plain Map.
import { fileText, readGameFile, replayDocument, sessionFromFile } from './gameFile';
import type { Session } from './session';
import { err, ok, type Result } from '../core/result';
import { rulesOfText } from '../rulesets/catalog';

export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export const AUTOSAVE_KEY = 'chain-reaction.autosave';

export interface SaveSummary {
  savedAt: string;
  turn: number;
  steps: number;
  title: string;
  /** The battle had ended when it was saved. */
  over?: boolean;
  /** Which game it is (its rules' name): the one save slot holds the last battle of any game. */
  game: string;
}

/** The Continue card's line: "rl-charge.json - turn 1, 1 command, saved …" (play-test 10a, 20: "1 commands"). */
export function savedLine(saved: Omit<SaveSummary, 'game'>, when: string): string {
  const commands = `${saved.steps} ${saved.steps === 1 ? 'command' : 'commands'}`;
  return `${saved.title} - ${saved.over ? 'finished on turn' : 'turn'} ${saved.turn}, ${commands}, saved ${when}.`;
}

/**
 * The Continue card's line on a game's menu. One slot holds the last battle of any game, so another game's
 * save says whose it is (play-test 11c: the action-card menu offered a Chain Reaction Raid as its own).
 */
export function continueLine(
  saved: SaveSummary,
  chosen: string,
  when: string,
  titleOf: (game: string) => string,
): string {
  const line = savedLine(saved, when);
  return saved.game === chosen
    ? line
    : `Your last battle was of ${titleOf(saved.game)}: ${line} Continue opens it there.`;
}

interface Saved extends Omit<SaveSummary, 'game'> {
  /** Written with the save; a save from before it says so only in its file (read then, once per menu). */
  game?: string;
  file: string;
}

export function writeAutosave(store: KeyValueStore, session: Session, title: string, now: Date = new Date()): void {
  const saved: Saved = {
    savedAt: now.toISOString(),
    turn: session.ruleset.turnOf(session.state),
    steps: session.steps.length,
    title,
    ...(session.over ? { over: true } : {}),
    game: session.ruleset.name,
    file: fileText(replayDocument(session)),
  };
  try {
    store.setItem(AUTOSAVE_KEY, JSON.stringify(saved));
  } catch {
    // A full or disabled storage must not stop the game; the player can still export by hand.
  }
}

function readSaved(store: KeyValueStore): Saved | undefined {
  try {
    const text = store.getItem(AUTOSAVE_KEY);
    if (!text) return undefined;
    const saved = JSON.parse(text) as Saved;
    return typeof saved.file === 'string' ? saved : undefined;
  } catch {
    return undefined;
  }
}

/** The saved game's file text, to learn which game's code to load before continuing it. */
export function autosaveText(store: KeyValueStore): string | undefined {
  return readSaved(store)?.file;
}

export function autosaveSummary(store: KeyValueStore): SaveSummary | undefined {
  const s = readSaved(store);
  return s
    ? {
        savedAt: s.savedAt,
        turn: s.turn,
        steps: s.steps,
        title: s.title,
        ...(s.over ? { over: true } : {}),
        game: s.game ?? rulesOfText(s.file),
      }
    : undefined;
}

/** The saved game, played back to where it was left. */
export function readAutosave(store: KeyValueStore): Result<{ session: Session; title: string }> {
  const saved = readSaved(store);
  if (!saved) return err('error: autosave: there is no saved game');
  const file = readGameFile(saved.file, 'autosave');
  if (!file.ok) return file;
  const res = sessionFromFile(file.value, 'autosave');
  return res.ok ? ok({ session: res.value, title: saved.title }) : res;
}

export function clearAutosave(store: KeyValueStore): void {
  store.removeItem(AUTOSAVE_KEY);
}
