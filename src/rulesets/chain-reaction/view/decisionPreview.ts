// What a player needs in front of them when the rules stop to ask: what happened in this command up to
// the question (the shot that prompted a Free Will choice, say), and for the 2" after In Sight, where
// the moving figure came into view and the rest of its path. The pending command is run once more with
// the default answer and the result thrown away; only what came before the question is shown, so
// nothing the answer could change is given away.
import { reduce } from '../game';
import type { GameEvent } from '../engine/events';
import { wordsInOrder } from './names';
import type { FigureState, GameState } from '../state';
import type { Vec } from '../../../geometry/shapes';

// One dry run per held question (the dialog, the bar and the coach all ask for it on each redraw).
const dryMemo = new WeakMap<GameState, GameEvent[] | undefined>();

/**
 * The pending command's events, run with the default answer to this question and to every later one it
 * raises: a question after this one would otherwise end the run with nothing but its own note, and the
 * first In Sight of a Patrol (a contact, the enemies found, the test won) showed an empty "So far" (play-test
 * 4, 17). A roll waiting for a player's faces ends the run with what came before it.
 */
function dryRun(s: GameState): GameEvent[] | undefined {
  if (!s.pending) return undefined;
  if (dryMemo.has(s)) return dryMemo.get(s);
  let at = s;
  let events: GameEvent[] | undefined;
  // Each answer finishes a question or raises the next; a command raises only a few.
  for (let guard = 0; guard < 50 && at.pending; guard++) {
    const res = reduce(at, { do: 'decide', choice: at.pending.decision.fallback });
    if (!res.ok) break;
    if (res.need.kind === 'dice') {
      events = res.need.before;
      break;
    }
    at = res.state;
    if (!at.pending) events = res.events;
  }
  dryMemo.set(s, events);
  return events;
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

/**
 * The turn the open question is asked in. The engine holds the state from before the step that raised it,
 * so a question raised while a new turn starts (a contact in the PEFs' move) comes with the last turn's
 * number, or 0 before turn 1 (play-test 4, 17 and 22: "Before turn 1" after turn 1's activation dice).
 */
export function questionTurn(s: GameState): number {
  let turn = s.turn;
  for (const e of eventsBeforeQuestion(s)) if (e.type === 'turn') turn = e.turn;
  return turn;
}

/**
 * What the question's dialog lists under "So far": the lines of the events before it (no dice), as the log
 * says them (sides and places by name, "PEF 2", "the soldiers win"), the last `n`, recruits left to the log.
 */
export function soFarLines(s: GameState, n = 6): string[] {
  return soFarOf(eventsBeforeQuestion(s), s, n);
}

/** The "So far" lines of these events (the last `n`), each said as the log says it. */
export function soFarOf(events: readonly GameEvent[], s: GameState, n = 6): string[] {
  // Each line read with the events around it, as the log reads them: a Recover test after a fatal hit of the
  // same shot is "which on its own would mean ...", not "1 passed, out of the fight" (play-test 8, 8).
  const say = wordsInOrder(events, s);
  return (
    events
      // No dice, and no recruit one by one: the PEF's line names them all, and seven recruits would push the
      // contact and How Many Enemy out of the last six (play-test 4, 17); the log keeps each.
      .filter((e) => e.type !== 'roll' && !(e.type === 'test' && e.test === 'recruiting'))
      .map(say)
      .filter((t): t is string => !!t)
      .slice(-n)
  );
}

/** For the 2" after In Sight: where the figure came into view (from the question itself) and its path on from there. */
export function inSightPreview(
  s: GameState,
): { at: Vec; path: Vec[]; seen: string[]; inSightUpTo?: number } | undefined {
  const p = s.pending;
  if (
    !p ||
    p.decision.kind !== 'inSightExtra' ||
    !p.command ||
    (p.command.do !== 'move' && p.command.do !== 'fastMove')
  )
    return undefined;
  const o = p.decision.options;
  if (Array.isArray(o) || !('inchesUpTo' in o) || !o.at) return undefined;
  const f = s.figures[p.decision.figure];
  const full: Vec[] = f ? [f.at, ...p.command.path] : [...p.command.path];
  return {
    at: o.at,
    path: pathFrom(full, o.at),
    seen: o.seen ?? [],
    ...(o.inSightUpTo !== undefined ? { inSightUpTo: o.inSightUpTo } : {}),
  };
}

/** The rest of a path from the point on it nearest to `at`. */
function pathFrom(path: readonly Vec[], at: Vec): Vec[] {
  let best = 0,
    bestD = Infinity;
  for (let i = 1; i < path.length; i++) {
    const d = distToSegment(at, path[i - 1]!, path[i]!);
    if (d < bestD - 1e-9) {
      bestD = d;
      best = i;
    }
  }
  return path.length < 2 ? [at] : [at, ...path.slice(best)];
}

function distToSegment(p: Vec, a: Vec, b: Vec): number {
  const dx = b[0] - a[0],
    dy = b[1] - a[1];
  const len2 = dx * dx + dy * dy;
  const t = len2 < 1e-12 ? 0 : Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / len2));
  return Math.hypot(p[0] - (a[0] + t * dx), p[1] - (a[1] + t * dy));
}

const standingMemo = new WeakMap<GameState, GameState>();

/**
 * The state as the table should show it while a question is open, or a player's own roll is awaited: the
 * engine keeps the figures of the paused command at their start, but the question is asked with them where
 * they have got to (the mover at the point it came into view, the steps taken so far; play-test 8, 9, for a
 * roll). Without a question it is the state itself.
 */
export function standingView(s: GameState): GameState {
  const where = s.pending?.decision.where ?? s.diceWait?.where;
  const appeared = s.pending?.decision.appeared ?? s.diceWait?.appeared;
  if (!where && !appeared) return s;
  let v = standingMemo.get(s);
  if (!v) {
    // Figures placed during the command (enemies a PEF turned out to be) are copies of the engine's own state.
    const figures = { ...(appeared as Record<string, FigureState> | undefined), ...s.figures };
    for (const [id, w] of Object.entries(where ?? {})) {
      const f = figures[id];
      if (f) figures[id] = { ...f, at: [w.at[0], w.at[1]], facing: w.facing };
    }
    const placed = Object.values((appeared ?? {}) as Record<string, FigureState>).filter((f) => !s.figures[f.id]);
    const sides = placed.length
      ? s.sides.map((side) => ({
          ...side,
          figures: [...side.figures, ...placed.filter((f) => f.side === side.id).map((f) => f.id)],
        }))
      : s.sides;
    v = { ...s, figures, sides };
    standingMemo.set(s, v);
  }
  return v;
}
