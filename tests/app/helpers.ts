// Shared setup for the app tests: a new battle from fixed choices, and a plain Map as localStorage.
import { validateScenario } from '../../src/scenario/validate';
import { buildBattleScenario, DEFAULT_OPTIONS, type BattleOptions } from '../../src/app/newBattle';
import { Session } from '../../src/app/session';
import type { KeyValueStore } from '../../src/app/autosave';

export function battle(opts: Partial<BattleOptions> = {}): Session {
  const source = buildBattleScenario({ ...DEFAULT_OPTIONS, ...opts });
  const v = validateScenario(source);
  if (!v.ok) throw new Error(`${v.issue.path}: ${v.issue.message}`);
  return new Session(v.scenario, source);
}

export function memoryStore(): KeyValueStore & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => { map.set(k, v); },
    removeItem: (k) => { map.delete(k); },
  };
}

/**
 * Plays the computer's commands until the player is asked for a command (or the battle ends); the
 * player's decisions on the way (Free Will and the like) take the default answer. Returns the steps.
 */
export function untilHuman(s: Session, limit = 500): number {
  let n = 0;
  for (;;) {
    const who = s.waitingFor();
    if (who === 'ai' || who === 'script') {
      const r = s.playComputer();
      if (!r || !r.ok) throw new Error(`computer step failed: ${r ? (r as { error: string }).error : 'nothing to play'}`);
    } else if (who === 'human' && s.need.kind === 'decision') {
      const r = s.apply({ do: 'decide', choice: s.need.decision.fallback });
      if (!r.ok) throw new Error(r.error);
    } else return n;
    if (++n > limit) throw new Error('the computer never handed over');
  }
}
