// Shared setup for the app tests: a new battle from fixed choices, and a plain Map as localStorage.
import { validateScenario } from '../../src/rulesets/chain-reaction/scenario/validate';
import { buildBattleScenario, DEFAULT_OPTIONS, type BattleOptions } from '../../src/app/newBattle';
import { Session } from '../../src/app/session';
import { chainReaction } from '../../src/rulesets/chain-reaction';
import type { CrSession } from '../../src/app/crSession';
import { markLoaded } from '../../src/rulesets/catalog';

// Files are read by the game their "rules" name, once its code is loaded (the page loads it when chosen).
markLoaded(chainReaction);
import type { KeyValueStore } from '../../src/app/autosave';
import { App } from '../../src/app/app';
import { Controller } from '../../src/app/controller';
import type { GameState } from '../../src/rulesets/chain-reaction/state';
import type { Command } from '../../src/rulesets/chain-reaction/engine/commands';
import { computerCommand } from '../../src/rulesets/chain-reaction/game';

export function battle(opts: Partial<BattleOptions> = {}): CrSession {
  const source = buildBattleScenario({ ...DEFAULT_OPTIONS, ...opts });
  const v = validateScenario(source);
  if (!v.ok) throw new Error(`${v.error.path}: ${v.error.message}`);
  return new Session(chainReaction, v.value, source);
}

export function memoryStore(): KeyValueStore & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => {
      map.set(k, v);
    },
    removeItem: (k) => {
      map.delete(k);
    },
  };
}

/**
 * Plays the computer's commands until the player is asked for a command (or the battle ends); the
 * player's decisions on the way (Free Will and the like) take the default answer. Returns the steps.
 */
export function untilHuman(s: CrSession, limit = 500): number {
  let n = 0;
  for (;;) {
    const who = s.waitingFor();
    if (who === 'ai' || who === 'script') {
      const r = s.playComputer();
      if (!r || !r.ok)
        throw new Error(`computer step failed: ${r ? (r as { error: string }).error : 'nothing to play'}`);
    } else if (who === 'human' && s.need.kind === 'decision') {
      const r = s.apply({ do: 'decide', choice: s.need.decision.fallback });
      if (!r.ok) throw new Error(r.error);
    } else return n;
    if (++n > limit) throw new Error('the computer never handed over');
  }
}

/**
 * One move of a battle played by people at one screen as the computer would play them: whoever is due takes the
 * seat; a question gets its fallback answer; a person's order is the computer's choice; else the computer (or the
 * file's script) moves. `by` says which it was; `ok` whether the move was taken.
 */
export function peopleStep(app: App): { by: 'seat' | 'person' | 'computer'; ok: boolean } {
  const s = app.session!;
  const due = app.hotSeat.due(s);
  if (due) {
    app.takeSeat(due.name);
    return { by: 'seat', ok: true };
  }
  const n = s.need;
  let cmd: Command;
  if (n.kind === 'decision') cmd = { do: 'decide', choice: n.decision.fallback };
  else if (n.kind === 'command' && app.humanTurn()) cmd = computerCommand(s.state, n);
  else return { by: 'computer', ok: !!app.stepComputer()?.ok };
  return { by: 'person', ok: app.send(cmd).ok };
}

/**
 * An app at the player's first command of a new battle on a clear table, with a controller on it; `edit`
 * may change the state there (to set figures where a test wants them).
 */
export function readyAt(seed: string, edit?: (s: GameState) => GameState): { app: App; ctl: Controller } {
  const app = new App();
  app.newBattle({ ...DEFAULT_OPTIONS, seed, terrain: 'clear' });
  let guard = 0;
  while (!(app.humanTurn() && app.need()?.kind === 'command') && guard++ < 300) {
    const need = app.need();
    if (app.humanTurn() && need?.kind === 'decision') app.send({ do: 'decide', choice: need.decision.fallback });
    else app.stepComputer();
  }
  if (edit) {
    const last = (app.session as unknown as { entries: { state: GameState }[] }).entries.at(-1)!;
    last.state = edit(last.state);
  }
  return { app, ctl: new Controller(app) };
}
