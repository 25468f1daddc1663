// Sends the player's commands, fitted first by the game to what the figure can actually do (a dragged move
// longer than its allowance is cut where the allowance runs out: the ruleset view's pointerOrders.fit), and
// the group move: one figure's move after another, stopped when the game has something new to ask.
import type { PointerOrders } from '../core/pointerOrders';
import type { Applied } from './session';

/** What a click or drag on the table gives: its commands, and the figures a group drag leaves behind, with why. */
export interface TableOrders<C> {
  cmds: readonly C[];
  left?: readonly string[];
}

/** What sending asks of the app: its session's state, need and game's orders, the send, the message line. */
export interface Sender<S, C, E> {
  session?: {
    state: S;
    need: { kind: string };
    ruleset: {
      view?: {
        pointerOrders?: PointerOrders<S, C, E>;
        refusal?(state: S | undefined, cmd: C, error: string): string;
      };
    };
  };
  send(cmd: C): Applied<E>;
  say(text: string, error?: boolean): void;
  humanTurn(): boolean;
}

export function sendCommand<S, C, E>(app: Sender<S, C, E>, cmd: C): Applied<E> {
  const session = app.session;
  const fit = session?.ruleset.view?.pointerOrders?.fit;
  return app.send(session && fit ? fit(session.state, cmd) : cmd);
}

const needKind = <S, C, E>(app: Sender<S, C, E>): string | undefined => app.session?.need.kind;

/**
 * A group move: each figure's move in turn. It stops when the game asks the player something, when the
 * game says a move changed what the rest should do (Chain Reaction: it brought the enemy into sight, and
 * the player should think again), or when it is no longer the player's turn; a figure whose move is refused is passed over. The message line says what happened.
 */
export function sendGroupMove<S, C, E>(
  app: Sender<S, C, E>,
  cmds: readonly C[],
  left: readonly string[] = [],
): { moved: string[]; skipped: string[]; stopped?: string; asking?: string } {
  const orders = app.session?.ruleset.view?.pointerOrders;
  const name = (c: C): string => orders?.figureOf(c) ?? '?';
  const moved: string[] = [];
  const skipped: string[] = [];
  // Figures whose move the terrain cut short of where they were dragged (a building's wall), with why.
  const short: string[] = [];
  let stopped: string | undefined;
  // The figure whose move stopped at a question (In Sight's 2"): it has not got where it was sent yet.
  let asking: string | undefined;
  let waiting: string[] = [];
  for (const [i, cmd] of cmds.entries()) {
    const who = orders?.figureOf(cmd) || '?';
    if (!app.humanTurn() || needKind(app) !== 'command') {
      stopped = `${cmds.slice(i).map(name).join(', ')} did not move: the game is waiting for something else`;
      break;
    }
    const session = app.session;
    const cut = session && orders?.fitWhy?.(session.state, cmd);
    const res = sendCommand(app, cmd);
    if (!res.ok) {
      // Worded as a single move's refusal is: the game's plain names for the pieces, not their ids.
      const view = app.session?.ruleset.view;
      skipped.push(`${who} (${view?.refusal?.(app.session?.state, cmd, res.error) ?? res.error})`);
      continue;
    }
    const left = cmds.slice(i + 1).map(name);
    // A move stopped at a question is not yet where it was dragged: neither said moved nor cut short there
    // (play-test 17a: "Lev moved. Stopped short: Lev (deep water …)" while Lev's 2" question still waited).
    if (needKind(app) === 'decision') {
      asking = who;
      waiting = left;
      if (left.length) stopped = `${who}'s move asks a question first; ${left.join(', ')} wait`;
      break;
    }
    moved.push(who);
    if (cut) short.push(`${who} (${cut})`);
    if (!left.length) break;
    const why = orders?.groupStop(res.events);
    if (why) {
      stopped = `${who} ${why}; ${left.join(', ')} wait for new orders`;
      break;
    }
  }
  if (cmds.length > 1 || left.length) {
    const parts = [
      moved.length ? `Group move: ${moved.join(', ')} moved.` : asking ? 'Group move:' : 'Group move: nobody moved.',
    ];
    if (short.length) parts.push(`Stopped short: ${short.join('; ')}.`);
    if (skipped.length) parts.push(`Could not move: ${skipped.join('; ')}.`);
    // The figure at the question stands where it was asked, not yet where it was dragged: said so, then who waits.
    if (asking)
      parts.push(
        `${asking}'s move waits on a question: where ${asking} ends is told once it is answered${waiting.length ? `; ${waiting.join(', ')} ${waiting.length === 1 ? 'waits' : 'wait'} for new orders` : ''}.`,
      );
    else if (stopped) parts.push(`Stopped: ${stopped}.`);
    if (left.length) parts.push(`Stayed: ${left.join('; ')}.`);
    app.say(parts.join(' '), moved.length === 0 && !asking);
  }
  return { moved, skipped, ...(stopped ? { stopped } : {}), ...(asking ? { asking } : {}) };
}

/**
 * What a click or drag on the table sends: a group move, or one command. An order given in a mode
 * (throw, charge, retrieve, turn) that went through ends that mode, so the next click selects again and
 * the mode's preview (a blast circle, the retrieve hint) goes away; a refused one leaves it on to try again
 * (an answer to the game's question is not an order and leaves the mode as it is).
 * A single command's result is handed back (a group move reports on the message line instead).
 */
export function sendFromTable<S, C, E>(
  app: Sender<S, C, E>,
  ctl: { mode: string; done(): void },
  { cmds, left = [] }: TableOrders<C>,
): Applied<E> | undefined {
  // Those the drag left come with its own commands and are named with its own move, nowhere else.
  if (cmds.length > 1 || (cmds.length === 1 && left.length)) {
    sendGroupMove(app, cmds, left);
    return undefined;
  }
  const cmd = cmds[0];
  if (!cmd) return undefined;
  const res = sendCommand(app, cmd);
  const answers = app.session?.ruleset.view?.pointerOrders?.answers(cmd) ?? false;
  if (res.ok && !answers && ctl.mode !== 'select') ctl.done();
  return res;
}
