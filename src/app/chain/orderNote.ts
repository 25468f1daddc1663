// The lines the table adds beside the pointer before an order goes: while a move is dragged, the chance
// of winning the In Sight it would bring on and the Fast Move's odds (always); with the coach on, every test the order would
// bring on and its odds, for moves, charges, throws and retrieving. The engine's dry run is kept for the
// last order asked about, so following the pointer does not run it again for the same order.
import type { Command } from '../../rulesets/chain-reaction/engine/commands';
import type { GameState } from '../../rulesets/chain-reaction/state';
import type { Controller } from '../controller';
import { simplify } from '../controller';
import { coachLines, type CoachLine } from '../../rulesets/chain-reaction/view/coach';
import { COACH_NO_TEST } from '../../rulesets/chain-reaction/explain/coach';

let memo: { state: GameState; key: string; lines: CoachLine[] } | undefined;

/** The order the pointer would give now, if any. */
export function pendingOrder(ctl: Controller): Command | undefined {
  const d = ctl.drag;
  if (d) {
    const f = ctl.fig(d.figure);
    if (!f || d.path.length === 0) return undefined;
    return { do: d.fast ? 'fastMove' : 'move', figure: f.id, path: simplify([f.at, ...d.path]).slice(1) };
  }
  const f = ctl.commandable();
  if (!f) return undefined;
  const t = ctl.fig(ctl.hover);
  if (ctl.mode === 'charge' && t && t.side !== f.side) return { do: 'charge', figure: f.id, target: t.id };
  if (ctl.mode === 'retrieve' && t && t.status === 'outOfTheFight')
    return { do: 'retrieve', figure: f.id, target: t.id };
  if (ctl.mode === 'throw')
    return {
      do: 'throwGrenade',
      figure: f.id,
      at: [Math.round(ctl.pointer[0] * 4) / 4, Math.round(ctl.pointer[1] * 4) / 4],
    };
  return undefined;
}

export function linesFor(s: GameState, cmd: Command): CoachLine[] {
  const key = JSON.stringify(cmd);
  if (memo && memo.state === s && memo.key === key) return memo.lines;
  const lines = coachLines(s, cmd);
  memo = { state: s, key, lines };
  return lines;
}

let timer: ReturnType<typeof setTimeout> | undefined;

/**
 * The dry run's lines for the order under the pointer. Run in the frame, a dry run costs a few
 * milliseconds to tens of them on a crowded table: unless `now`, it is put off until the pointer rests
 * (40 ms), then the note is redrawn; meanwhile the last answer for the same figure and order kind stands (else nothing is said yet).
 */
function linesSoon(s: GameState, ctl: Controller, cmd: Command, now: boolean): CoachLine[] | undefined {
  const key = JSON.stringify(cmd);
  if (now || (memo && memo.state === s && memo.key === key)) return linesFor(s, cmd);
  if (timer !== undefined) clearTimeout(timer);
  timer = setTimeout(() => {
    timer = undefined;
    if (ctl.state() !== s || JSON.stringify(pendingOrder(ctl)) !== key) return;
    linesFor(s, cmd);
    ctl.version++;
  }, 40);
  const same = memo && memo.state === s && sameKind(memo.key, cmd);
  return same ? memo!.lines : undefined;
}

const sameKind = (key: string, cmd: Command): boolean => {
  const was = JSON.parse(key) as { do: string; figure?: string };
  return was.do === cmd.do && was.figure === ('figure' in cmd ? cmd.figure : undefined);
};

/** Extra lines for the pointer's note; `coach` is the player's setting; `now` skips the wait (tests). */
export function orderNote(s: GameState, ctl: Controller, coach: boolean, now = false): CoachLine[] {
  const cmd = pendingOrder(ctl);
  if (!cmd || (!coach && !ctl.drag)) return [];
  const lines = linesSoon(s, ctl, cmd, now);
  if (!lines) return [];
  if (coach) return lines.length ? lines : [{ test: 'none', text: COACH_NO_TEST, figures: [] }];
  // Without the coach: what no other preview tells - the In Sight and the Fast Move a drag brings on.
  return lines.filter((l) => l.test === 'inSight' || l.test === 'fastMove');
}
