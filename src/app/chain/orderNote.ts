// The lines the table adds beside the pointer before an order goes: while a move is dragged, the tests the
// game says no other preview tells (Chain Reaction: the In Sight a move would bring on and the Fast Move's
// odds), always; with the coach on, every test the order would bring on and its odds. The order is the
// game's answer to the pointer's gesture (core/pointerOrders.ts); the tests come from its coach's dry run,
// kept for the last order asked about, so following the pointer does not run it again for the same order.
import type { CoachLine } from '../../core/rulesetView';
import type { Gesture, PointerOrders } from '../../core/pointerOrders';

/** What the note reads of the table's controller (app/controller.ts) and, through it, of the game's view. */
export interface NoteTable<S, C> {
  mode: string;
  drag?: Gesture['drag'];
  hover?: string;
  pointer: readonly [number, number];
  /** Bumped to have the table redrawn. */
  version: number;
  state(): S | undefined;
  commandable(): { id: string } | undefined;
  app: {
    session?: {
      ruleset: { view?: { pointerOrders?: PointerOrders<S, C, never>; coach?(state: S, command: C): CoachLine[] } };
    };
  };
}

let memo: { state: unknown; key: string; lines: CoachLine[] } | undefined;

/** What the pointer is doing, as the game reads it. */
function gesture<S, C>(ctl: NoteTable<S, C>): Gesture {
  const f = ctl.commandable();
  return {
    mode: ctl.mode,
    ...(ctl.drag ? { drag: ctl.drag } : {}),
    ...(f ? { figure: f.id } : {}),
    ...(ctl.hover ? { hover: ctl.hover } : {}),
    pointer: ctl.pointer,
  };
}

/** The order the pointer would give now, if any. */
export function pendingOrder<S, C>(ctl: NoteTable<S, C>): C | undefined {
  const s = ctl.state();
  const orders = ctl.app.session?.ruleset.view?.pointerOrders;
  return s && orders ? orders.pending(s, gesture(ctl)) : undefined;
}

function linesFor<S, C>(s: S, cmd: C, ctl: NoteTable<S, C>): CoachLine[] {
  const key = JSON.stringify(cmd);
  if (memo && memo.state === s && memo.key === key) return memo.lines;
  const lines = ctl.app.session?.ruleset.view?.coach?.(s, cmd) ?? [];
  memo = { state: s, key, lines };
  return lines;
}

let timer: ReturnType<typeof setTimeout> | undefined;

/**
 * The dry run's lines for the order under the pointer. Run in the frame, a dry run costs a few
 * milliseconds to tens of them on a crowded table: unless `now`, it is put off until the pointer rests
 * (40 ms), then the note is redrawn; meanwhile the last answer for the same figure and order kind stands (else nothing is said yet).
 */
function linesSoon<S, C>(s: S, ctl: NoteTable<S, C>, cmd: C, now: boolean): CoachLine[] | undefined {
  const key = JSON.stringify(cmd);
  if (now || (memo && memo.state === s && memo.key === key)) return linesFor(s, cmd, ctl);
  if (timer !== undefined) clearTimeout(timer);
  timer = setTimeout(() => {
    timer = undefined;
    if (ctl.state() !== s || JSON.stringify(pendingOrder(ctl)) !== key) return;
    linesFor(s, cmd, ctl);
    ctl.version++;
  }, 40);
  const same = memo && memo.state === s && sameKind(memo.key, key);
  return same ? memo!.lines : undefined;
}

/** Two orders of the same kind ("do") for the same figure, from their keys (the commands as JSON). */
const sameKind = (was: string, now: string): boolean => {
  const a = JSON.parse(was) as { do?: unknown; figure?: unknown };
  const b = JSON.parse(now) as { do?: unknown; figure?: unknown };
  return a.do === b.do && a.figure === b.figure;
};

/** Extra lines for the pointer's note; `coach` is the player's setting; `now` skips the wait (tests). */
export function orderNote<S, C>(s: S, ctl: NoteTable<S, C>, coach: boolean, now = false): CoachLine[] {
  const orders = ctl.app.session?.ruleset.view?.pointerOrders;
  const cmd = pendingOrder(ctl);
  if (!orders || cmd === undefined || (!coach && !ctl.drag)) return [];
  const lines = linesSoon(s, ctl, cmd, now);
  if (!lines) return [];
  if (coach) return lines.length ? lines : [{ test: 'none', text: orders.noTest, figures: [] }];
  // Without the coach: what no other preview tells (the game's dragTests).
  return lines.filter((l) => orders.dragTests.includes(l.test));
}
