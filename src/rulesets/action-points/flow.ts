// The clock: ten combat phases a round, six rounds. In each phase the figures whose BODY column marks it
// act, highest BODY first (ties: the side with fewer acting figures, then a 1d2); each act starts with
// its morale test and has 3 AP. The game ends after the last round or when a side has no figure able to act.
import { AP_PER_ACT, PHASES_PER_ROUND } from './tables';
import { bodyOf, canAct, phasesOf } from './figures';
import { startOfActMorale } from './morale';
import { isDriver, vehicleOf } from './crew';
import { noteSeen } from './fog';
import { syncCarried } from './evacuation';
import { fig, type Ctx } from './ctx';
import type { ApNeed, Figure } from './types';
import { agree } from './wording';

/** The order figures act in this phase (rulings), rolling `initiative` only when two sides tie. */
function actingOrder(c: Ctx, phase: number): string[] {
  const acting = c.s.figures.filter((f) => canAct(f) && phasesOf(f).includes(phase));
  const count = (side: string) => acting.filter((f) => f.side === side).length;
  const sideIndex = (side: string) => c.s.sides.findIndex((s) => s.id === side);
  const bodies = [...new Set(acting.map(bodyOf))].sort((a, b) => b - a);
  const order: string[] = [];
  for (const b of bodies) {
    const tier = acting.filter((f) => bodyOf(f) === b);
    const sides = [...new Set(tier.map((f) => f.side))].sort(
      (x, y) => count(x) - count(y) || sideIndex(x) - sideIndex(y),
    );
    const out: string[][] = [];
    for (let i = 0; i < sides.length;) {
      let j = i + 1;
      while (j < sides.length && count(sides[j]!) === count(sides[i]!)) j++;
      const tied = sides.slice(i, j);
      if (tied.length > 1) {
        const roll = c.dice.roll('initiative', 1, 2, tied, `initiative at BODY ${b}`)[0]!;
        if (roll === 2) tied.reverse();
      }
      out.push(tied);
      i = j;
    }
    for (const side of out.flat()) order.push(...tier.filter((f) => f.side === side).map((f) => f.id));
  }
  return order;
}

function winnerOf(c: Ctx): string | null {
  const best = Math.max(...c.s.sides.map((s) => s.points));
  const top = c.s.sides.filter((s) => s.points === best);
  return top.length === 1 ? top[0]!.id : null;
}

function end(c: Ctx, reason: string): ApNeed {
  const winner = winnerOf(c);
  c.s.ended = { reason, winner };
  c.events.push({ type: 'end', reason, winner });
  return endedNeed(c);
}

export function endedNeed(c: Ctx): ApNeed {
  const e = c.s.ended!;
  return e.winner ? { kind: 'ended', reason: e.reason, winner: e.winner } : { kind: 'ended', reason: e.reason };
}

function sideOut(c: Ctx): string | null {
  for (const side of c.s.sides) if (!c.s.figures.some((f) => f.side === side.id && canAct(f))) return side.id;
  return null;
}

/** On from wherever the clock stands to the next command asked of a side (or the end). */
export function advance(c: Ctx, maxTurns?: number): ApNeed {
  const k = c.s.clock;
  for (;;) {
    syncCarried(c);
    if (c.s.ended) return endedNeed(c);
    const out = sideOut(c);
    if (out) return end(c, `${out} ${agree(out, 'has', 'have')} no figure left able to act`);
    if (k.queue.length === 0) {
      let phase = k.phase + 1,
        round = k.round;
      if (phase > PHASES_PER_ROUND) {
        phase = 1;
        round += 1;
      }
      if (round > c.s.maxRounds) return end(c, `${c.s.maxRounds} rounds played`);
      if (maxTurns !== undefined && round > maxTurns) return { kind: 'turnLimit', turn: k.round };
      if (round !== k.round) c.s.smoke = c.s.smoke.filter((s) => s.untilRound >= round);
      k.round = round;
      k.phase = phase;
      k.started = false;
      k.queue = actingOrder(c, phase);
      if (k.queue.length) c.events.push({ type: 'phase', round, phase, order: [...k.queue] });
      continue;
    }
    const f = fig(c, k.queue[0]!);
    if (!canAct(f)) {
      finishAct(c);
      continue;
    }
    if (!k.started) {
      k.started = true;
      k.ap = AP_PER_ACT;
      k.attacked = false;
      c.events.push({ type: 'act', figure: f.id, ap: k.ap });
      // A vehicle counts as moving from its drive until its driver's next act begins.
      const car = isDriver(c.s, f) ? vehicleOf(c.s, f) : undefined;
      if (car) car.moving = false;
      noteSeen(c.s);
      const keeps = startOfActMorale(c, f);
      f.actedAt = (k.round - 1) * PHASES_PER_ROUND + k.phase;
      if (!keeps) {
        finishAct(c);
        continue;
      }
    }
    return { kind: 'command', side: f.side, figure: f.id, ap: k.ap, phase: k.phase, round: k.round };
  }
}

export function finishAct(c: Ctx): void {
  c.s.clock.queue.shift();
  c.s.clock.started = false;
  c.s.clock.ap = 0;
}

export function actingNow(c: Ctx): Figure | undefined {
  const id = c.s.clock.started ? c.s.clock.queue[0] : undefined;
  return id ? fig(c, id) : undefined;
}
