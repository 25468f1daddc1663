// The plain table's holder: the battle of a game other than Chain Reaction being played at this page, if any.
// The menu starts one here (a new battle, a file, the autosave); the scene (src/scenes/BoardScene.ts) and the
// page's panels (src/app/board/ui) listen to it. One battle at a time; starting another replaces it.
import type { KeyValueStore } from '../autosave';
import type { Session } from '../session';
import { BoardGame, type BoardChange } from './boardGame';

export type HostChange = BoardChange;

export class BoardHost {
  game?: BoardGame;
  private listeners: ((c: HostChange) => void)[] = [];
  private unhook?: () => void;
  /** Milliseconds between two of the computer's commands, handed to every battle. */
  pace = 400;

  constructor(readonly store?: KeyValueStore) {}

  on(l: (c: HostChange) => void): () => void {
    this.listeners.push(l);
    return () => {
      this.listeners = this.listeners.filter((x) => x !== l);
    };
  }

  private emit(c: HostChange): void {
    for (const l of [...this.listeners]) l(c);
  }

  /** A battle begins (or goes on from a file or the autosave) on the plain table. */
  start(session: Session, title: string): BoardGame {
    this.unhook?.();
    const game = new BoardGame(session, title, this.store);
    game.pace = this.pace;
    this.game = game;
    this.unhook = game.on((c) => this.emit(c));
    game.autosave();
    this.emit('battle');
    return game;
  }

  setPace(ms: number): void {
    this.pace = ms;
    if (this.game) this.game.pace = ms;
  }
}
