// Before an order is given: which tests will it bring on, and with what chances? The order is run through
// the engine on a copy of the state (every side played by the computer, so questions take their default
// answer; dice from a different seed, so nothing of the real throws to come leaks out; a Fast Move's dice
// set to their best, so the sight check covers the whole reach). Only what is known before the first
// test's dice fall is told: whom the move brings into sight, each side's dice, and the exact odds.
import type { Command } from '../engine/commands';
import type { GameEvent, RollEvent, TestEvent } from '../engine/events';
import type { GameState } from '../state';
import { reduce } from '../game';
import { seededDice } from '../../../core/dice/source';
import { explainOdds } from '../explain/odds';
import { toPercent, ZERO } from '../odds/fraction';
import { coachInSightText, coachTestText } from '../explain/coach';
import { answer, keyLabel, questionFor, type OddsQuestion } from './oddsModels';

export interface CoachLine {
  test: string;
  text: string;
  question?: OddsQuestion;
  /** In Sight: the chance the mover's side wins, 0 to 1. */
  win?: number;
  /** Figures the test is about (brought into sight, the leaders). */
  figures: string[];
}

/** The dry run's events: the order on a copy where the computer answers every question. */
function dryRun(s: GameState, cmd: Command): GameEvent[] | undefined {
  if (s.pending) return undefined;
  const copy: GameState = {
    ...s,
    sides: s.sides.map((x) => ({ ...x, control: 'ai' as const })),
    dice: seededDice(`coach:${s.turn}`, { fastMove: [[1, 1]] }),
  };
  try {
    const r = reduce(copy, cmd);
    return r.ok ? r.events : undefined;
  } catch {
    return undefined;
  }
}

/** The tests an order brings on, up to the first whose dice decide what follows. */
export function coachLines(s: GameState, cmd: Command): CoachLine[] {
  const events = dryRun(s, cmd);
  if (!events) return [];
  const who = 'figure' in cmd && typeof cmd.figure === 'string' ? cmd.figure : undefined;
  const me = who ? s.figures[who]?.side : undefined;
  const fig = (id: string) => {
    const f = s.figures[id];
    return f ? { rep: f.rep, star: f.star, side: f.side } : undefined;
  };
  const out: CoachLine[] = [];
  let rolls: RollEvent[] = [];
  let seen: string[] = [];
  for (const e of events) {
    if (e.type === 'roll') {
      rolls.push(e);
      continue;
    }
    if (e.type === 'inSight') seen = e.seen;
    if (e.type !== 'test') continue;
    const t: TestEvent = e;
    const q = questionFor(t, rolls, fig);
    rolls = [];
    if (!q) break;
    const odds = answer(q);
    if (t.test === 'inSight' && me) {
      const win = odds.get(me) ?? ZERO;
      const throws = (t.throws ?? []).map((th) => ({
        leader: th.figure,
        dice: th.dice,
        mine: fig(th.figure)?.side === me,
      }));
      out.push({
        test: 'inSight',
        text: coachInSightText(cmd.do === 'charge' ? 'charging' : 'moving', seen, throws, toPercent(win)),
        question: q,
        win: Number(win.n) / Number(win.d),
        figures: [...seen, ...(t.figures ?? [])],
      });
    } else {
      out.push({
        test: t.test,
        text: coachTestText(
          q.title,
          explainOdds(odds, (k) => keyLabel(q, k)),
        ),
        question: q,
        figures: t.figure ? [t.figure] : [...(t.figures ?? [])],
      });
    }
    // A Fast Move's dice were set to their best: what comes after still follows from the path alone.
    if (t.test !== 'fastMove') break;
  }
  return out;
}
