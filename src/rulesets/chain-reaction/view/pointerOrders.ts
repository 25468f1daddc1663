// Chain Reaction's answers about orders given with the pointer (core/pointerOrders.ts): the order a drag or a
// click in a mode would give, and a dragged move fitted to what the figure can actually do before it is sent:
// a path longer than the allowance is cut where the allowance runs out (as a player would stop the tape
// measure there). For a fast move the group's dice decide the allowance; the engine is asked, without
// keeping the answer, which of the possible allowances the path fits, so the throw is made only once.
import type { Gesture, PointerOrders } from '../../../core/pointerOrders';
import type { Command } from '../engine/commands';
import type { GameEvent } from '../engine/events';
import { reduce } from '../game';
import { moveAlongPath, NORMAL_MOVE, FAST_MOVE_PER_DIE } from '../../../geometry/movement';
import type { Vec } from '../../../geometry/shapes';
import { simplify } from '../../../geometry/simplify';
import type { GameState } from '../state';
import { COACH_NO_TEST } from '../explain/coach';
import { cutShortWhy } from '../explain/move';
import { stepTarget } from './preview/step';
import { aim } from './aim';
import { dragSketch, stepSketch } from './sketches';
import { look, TABLE_LABELS, underlay, warmVision } from './tableSketches';
import {
  canOrder,
  dragMove,
  followers,
  staysBehind,
  isFastMove,
  placeAt,
  pointerFigures,
  quickOrder,
  tableState,
  tableWorld,
} from './tablePointer';

/** The order the pointer would give now, if any. */
export function pendingOrder(s: GameState, g: Gesture): Command | undefined {
  const d = g.drag;
  if (d) {
    const f = s.figures[d.figure];
    if (!f || d.path.length === 0) return undefined;
    return { do: d.fast ? 'fastMove' : 'move', figure: f.id, path: simplify([f.at, ...d.path]).slice(1) };
  }
  const f = g.figure ? s.figures[g.figure] : undefined;
  if (!f) return undefined;
  const t = g.hover ? s.figures[g.hover] : undefined;
  if (g.mode === 'charge' && t && t.side !== f.side) return { do: 'charge', figure: f.id, target: t.id };
  if (g.mode === 'retrieve' && t && t.status === 'outOfTheFight') return { do: 'retrieve', figure: f.id, target: t.id };
  if (g.mode === 'throw')
    return {
      do: 'throwGrenade',
      figure: f.id,
      at: [Math.round(g.pointer[0] * 4) / 4, Math.round(g.pointer[1] * 4) / 4],
    };
  return undefined;
}

const round2 = (p: readonly [number, number]): Vec => [Math.round(p[0] * 100) / 100, Math.round(p[1] * 100) / 100];

/** A click in turn, throw, charge or retrieve mode (moved from app/controller.ts's pointerUp, unchanged). */
export function clickOrder(s: GameState, g: Gesture): { command: Command } | { why: string } | undefined {
  const f = g.figure ? s.figures[g.figure] : undefined;
  if (!f) return undefined;
  const p = g.pointer;
  const t = g.hover ? s.figures[g.hover] : undefined;
  switch (g.mode) {
    case 'turn': {
      const facing = Math.round(((Math.atan2(p[1] - f.at[1], p[0] - f.at[0]) * 180) / Math.PI + 360) % 360);
      return { command: { do: 'turn', figure: f.id, facing } };
    }
    case 'throw':
      return { command: { do: 'throwGrenade', figure: f.id, at: round2(p) } };
    case 'charge':
      return !t || t.side === f.side
        ? { why: 'Click an enemy figure to charge it.' }
        : { command: { do: 'charge', figure: f.id, target: t.id } };
    case 'retrieve':
      return !t || t.status !== 'outOfTheFight'
        ? { why: 'Click a figure that is out of the fight.' }
        : { command: { do: 'retrieve', figure: f.id, target: t.id } };
    default:
      return undefined;
  }
}

function cutTo(s: GameState, figure: string, path: readonly Vec[], allowance: number): Vec[] | undefined {
  const f = s.figures[figure];
  if (!f) return undefined;
  const mv = moveAlongPath([f.at, ...path], {
    allowance,
    terrain: s.terrain,
    standUp: f.stance === 'prone',
    ...(f.spent ? { extraCosts: [{ inches: f.spent, reason: 'already spent' }] } : {}),
  });
  // Stop a hair short of the end so rounding can't push the path over the allowance. A walk stopped by the
  // table's edge keeps the edge point itself: a drop past the edge then does what a drop on it does (leaves
  // by the player's own edge in an encounter), where before it ended a hair inside (play-test 15a, 3).
  const pts = mv.path.slice(1).map((p) => [Math.round(p[0] * 1000) / 1000, Math.round(p[1] * 1000) / 1000] as Vec);
  if (!mv.complete && mv.stopped !== 'tableEdge' && pts.length) {
    const a = mv.path[mv.path.length - 2]!,
      b = pts[pts.length - 1]!;
    const len = Math.hypot(b[0] - a[0], b[1] - a[1]);
    if (len > 0.05) pts[pts.length - 1] = [b[0] - ((b[0] - a[0]) * 0.02) / len, b[1] - ((b[1] - a[1]) * 0.02) / len];
  }
  return pts.length && Math.hypot(pts[pts.length - 1]![0] - f.at[0], pts[pts.length - 1]![1] - f.at[1]) > 0.05
    ? pts
    : undefined;
}

/**
 * Whether the command goes through whatever the player answers on the way. A question asked before the
 * move's dice (a Star's Free Will as the group activates) changes the dice that follow, so a fast move
 * that fits after one answer may be too long after another (app soak case 1271: the player's answer was
 * refused). Every offered choice is tried; a range or a spot is asked only after the dice, so its default
 * stands in for it.
 */
function fitsEveryAnswer(s: GameState, cmd: Command, depth = 0): boolean {
  const r = reduce(s, cmd);
  if (!r.ok) return false;
  const p = r.state.pending;
  if (!p || depth >= 4) return true;
  const choices = Array.isArray(p.decision.options) ? p.decision.options : [p.decision.fallback];
  return choices.every((choice) => fitsEveryAnswer(r.state, { do: 'decide', choice }, depth + 1));
}

/** The command as it will be sent: moves fitted to the allowance. */
export function fitCommand(s: GameState, cmd: Command): Command {
  if (cmd.do === 'move') {
    const path = cutTo(s, cmd.figure, cmd.path, NORMAL_MOVE);
    return path ? { ...cmd, path } : cmd;
  }
  if (cmd.do === 'fastMove') {
    if (fitsEveryAnswer(s, cmd)) return cmd;
    for (const passed of [2, 1, 0]) {
      const path = cutTo(s, cmd.figure, cmd.path, NORMAL_MOVE + FAST_MOVE_PER_DIE * passed);
      if (path && fitsEveryAnswer(s, { ...cmd, path })) return { ...cmd, path };
    }
  }
  return cmd;
}

/**
 * Why fitCommand cuts this move short, when the terrain does it within even the longest allowance the move
 * could have (a fast move's two passed dice): the allowance is never the reason given.
 */
export function fitWhy(s: GameState, cmd: Command): string | undefined {
  if (cmd.do !== 'move' && cmd.do !== 'fastMove') return undefined;
  const f = s.figures[cmd.figure];
  if (!f) return undefined;
  const mv = moveAlongPath([f.at, ...cmd.path], {
    allowance: cmd.do === 'move' ? NORMAL_MOVE : NORMAL_MOVE + FAST_MOVE_PER_DIE * 2,
    terrain: s.terrain,
    standUp: f.stance === 'prone',
    ...(f.spent ? { extraCosts: [{ inches: f.spent, reason: 'already spent' }] } : {}),
  });
  return mv.complete ? undefined : cutShortWhy(mv.stopped);
}

export const pointerOrders: PointerOrders<GameState, Command, GameEvent> = {
  pending: pendingOrder,
  click: clickOrder,
  // The engine's `decide` with the spot (moved from app/controller.ts's pointerUp).
  stepAnswer: (pick, p) => ({ do: 'decide', choice: stepTarget(pick, p) }),
  aim,
  stepSketch,
  dragSketch,
  underlay,
  look,
  warm: warmVision,
  labels: TABLE_LABELS,
  table: tableState,
  world: tableWorld,
  figures: pointerFigures,
  followers,
  staysBehind,
  can: canOrder,
  quick: quickOrder,
  move: dragMove,
  moveOf: (c) => {
    const fast = isFastMove(c);
    return fast === undefined ? undefined : { fast };
  },
  place: placeAt,
  fit: fitCommand,
  fitWhy,
  figureOf: (cmd) => ('figure' in cmd ? cmd.figure : undefined),
  answers: (cmd) => cmd.do === 'decide',
  // A move that brings the enemy into sight stops the rest of the group: the player should think again.
  groupStop: (events) => (events.some((e) => e.type === 'inSight') ? 'came into sight of the enemy' : undefined),
  // What no other preview tells while a move is dragged: the In Sight and the Fast Move it brings on.
  dragTests: ['inSight', 'fastMove'],
  noTest: COACH_NO_TEST,
};
