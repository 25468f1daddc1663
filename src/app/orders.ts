// Sends the player's commands, fitting a dragged move to what the figure can actually do first: a path
// longer than the allowance is cut where the allowance runs out (as a player would stop the tape
// measure there). For a fast move the group's dice decide the allowance; the engine is asked, without
// keeping the answer, which of the possible allowances the path fits, so the throw is made only once.
import type { Command } from '../rulesets/chain-reaction/engine/commands';
import { reduce } from '../rulesets/chain-reaction/game';
import { moveAlongPath, NORMAL_MOVE, FAST_MOVE_PER_DIE } from '../geometry/movement';
import type { Vec } from '../geometry/shapes';
import type { GameState } from '../rulesets/chain-reaction/state';
import type { App } from './app';
import type { CrApplied as Applied } from './crSession';
import type { Controller } from './controller';

function cutTo(s: GameState, figure: string, path: readonly Vec[], allowance: number): Vec[] | undefined {
  const f = s.figures[figure];
  if (!f) return undefined;
  const mv = moveAlongPath([f.at, ...path], {
    allowance,
    terrain: s.terrain,
    standUp: f.stance === 'prone',
    ...(f.spent ? { extraCosts: [{ inches: f.spent, reason: 'already spent' }] } : {}),
  });
  // Stop a hair short of the end so rounding can't push the path over the allowance.
  const pts = mv.path.slice(1).map((p) => [Math.round(p[0] * 1000) / 1000, Math.round(p[1] * 1000) / 1000] as Vec);
  if (!mv.complete && pts.length) {
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

export function sendCommand(app: App, cmd: Command): Applied {
  const s = app.session?.state;
  return app.send(s ? fitCommand(s, cmd) : cmd);
}

const needKind = (app: App): string | undefined => app.session?.need.kind;

/**
 * A group move: each figure's move in turn. It stops when the game asks the player something, when a
 * move brings the enemy into sight (the player should think again), or when it is no longer the
 * player's turn; a figure whose move is refused is passed over. The message line says what happened.
 */
export function sendGroupMove(
  app: App,
  cmds: readonly Command[],
): { moved: string[]; skipped: string[]; stopped?: string } {
  const moved: string[] = [];
  const skipped: string[] = [];
  let stopped: string | undefined;
  for (const [i, cmd] of cmds.entries()) {
    const who = ('figure' in cmd && cmd.figure) || '?';
    if (!app.humanTurn() || needKind(app) !== 'command') {
      stopped = `${cmds
        .slice(i)
        .map((c) => ('figure' in c ? c.figure : '?'))
        .join(', ')} did not move: the game is waiting for something else`;
      break;
    }
    const res = sendCommand(app, cmd);
    if (!res.ok) {
      skipped.push(`${who} (${res.error})`);
      continue;
    }
    moved.push(who);
    const left = cmds.slice(i + 1).map((c) => ('figure' in c ? c.figure : '?'));
    if (!left.length) break;
    if (needKind(app) === 'decision') {
      stopped = `${who}'s move asks a question first; ${left.join(', ')} wait`;
      break;
    }
    if (res.events.some((e) => e.type === 'inSight')) {
      stopped = `${who} came into sight of the enemy; ${left.join(', ')} wait for new orders`;
      break;
    }
  }
  if (cmds.length > 1) {
    const parts = [moved.length ? `Group move: ${moved.join(', ')} moved.` : 'Group move: nobody moved.'];
    if (skipped.length) parts.push(`Could not move: ${skipped.join('; ')}.`);
    if (stopped) parts.push(`Stopped: ${stopped}.`);
    app.say(parts.join(' '), moved.length === 0);
  }
  return { moved, skipped, ...(stopped ? { stopped } : {}) };
}

/**
 * What a click or drag on the table sends: a group move, or one command. An order given in a mode
 * (throw, charge, retrieve, turn) that went through ends that mode, so the next click selects again and
 * the mode's preview (a blast circle, the retrieve hint) goes away; a refused one leaves it on to try again.
 * A single command's result is handed back (a group move reports on the message line instead).
 */
export function sendFromTable(app: App, ctl: Controller, cmds: readonly Command[]): Applied | undefined {
  if (cmds.length > 1) {
    sendGroupMove(app, cmds);
    return undefined;
  }
  const cmd = cmds[0];
  if (!cmd) return undefined;
  const res = sendCommand(app, cmd);
  if (res.ok && cmd.do !== 'decide' && ctl.mode !== 'select') ctl.done();
  return res;
}
