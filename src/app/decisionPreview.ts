// What a player needs in front of them when the rules stop to ask: what happened in this command up to
// the question (the shot that prompted a Free Will choice, say), and for the 2" after In Sight, where
// the moving figure came into view and the rest of its path. The pending command is run once more with
// the default answer and the result thrown away; only what came before the question is shown, so
// nothing the answer could change is given away.
import { reduce } from '../rulesets/chain-reaction/game';
import type { GameEvent } from '../core/engine/events';
import type { GameState } from '../core/state';
import type { Vec } from '../geometry/shapes';

function dryRun(s: GameState): GameEvent[] | undefined {
  const p = s.pending;
  if (!p) return undefined;
  const res = reduce(s, { do: 'decide', choice: p.decision.fallback });
  return res.ok ? res.events : undefined;
}

/** The events of the pending command before its open question. */
export function eventsBeforeQuestion(s: GameState): GameEvent[] {
  const p = s.pending;
  const events = dryRun(s);
  if (!p || !events) return [];
  const id = `${p.decision.kind}:${p.decision.seq}`;
  const cut = events.findIndex((e) => e.type === 'decision' && e.id === id);
  return cut < 0 ? [] : events.slice(0, cut);
}

export function inSightPreview(s: GameState): { at: Vec; path: Vec[] } | undefined {
  const p = s.pending;
  if (!p || p.decision.kind !== 'inSightExtra' || !p.command || (p.command.do !== 'move' && p.command.do !== 'fastMove')) return undefined;
  // The point where the figure came into view does not depend on the answer (only how far it goes on).
  const seen = (dryRun(s) ?? []).find((e) => e.type === 'inSight' && e.trigger === p.decision.figure);
  if (!seen || seen.type !== 'inSight') return undefined;
  const f = s.figures[p.decision.figure];
  const path: Vec[] = f ? [f.at, ...p.command.path] : [...p.command.path];
  return { at: seen.at, path };
}
