// The questions before an In Sight test (how far the mover goes on, where the others step) lead to the
// test. Over random tables a human side makes random moves; every question is checked: it names the
// enemy seen, it says where the mover came into view and shows it standing there, the default answer is
// always followed by the test, and an answer that walks everyone out of sight is followed by a line saying
// no test is taken (the book allows going out of sight). No answer reads as "null".
import { describe, expect, it } from 'vitest';
import seedrandom from 'seedrandom';
import { randomSkirmish } from '../../../../src/rulesets/chain-reaction/sim/skirmish';
import { begin, reduce, type Need, type Step } from '../../../../src/rulesets/chain-reaction/game';
import { aiCommand } from '../../../../src/rulesets/chain-reaction/players/plainBattle';
import type { GameState } from '../../../../src/rulesets/chain-reaction/state';
import type { GameEvent } from '../../../../src/rulesets/chain-reaction/engine/events';
import type { DecisionRequest, InSightExtraOptions } from '../../../../src/rulesets/chain-reaction/engine/decisions';

interface Asked {
  decision: DecisionRequest;
  answer: unknown;
}
interface Episode {
  asked: Asked[];
  events: GameEvent[];
  byDefault: boolean;
}

/** Plays random human moves on random tables and returns every move that raised an In Sight question. */
function episodes(seeds: number, answer: (d: DecisionRequest, rng: () => number) => unknown): Episode[] {
  const out: Episode[] = [];
  for (let n = 0; n < seeds; n++) {
    let s: GameState = randomSkirmish(`isq-${n}`, { minFigures: 3, maxFigures: 6 });
    s = { ...s, sides: s.sides.map((x, i) => (i === 0 ? { ...x, control: 'human' } : x)) };
    const rng = seedrandom.alea(`isq-moves-${n}`);
    const first = begin(s);
    s = first.state;
    let need: Need = first.need;
    for (let k = 0; k < 120 && need.kind !== 'ended'; k++) {
      let r: Step;
      const side = need.kind === 'command' ? need.side : undefined;
      if (need.kind === 'command' && s.sides.find((x) => x.id === side)?.control === 'human') {
        const ids = s.active
          ? s.active.figures
          : Object.values(s.figures)
              .filter((f) => f.side === side)
              .map((f) => f.id);
        const movers = ids
          .map((id) => s.figures[id]!)
          .filter((f) => f.status === 'carryOn' && !f.moved && (s.active || f.actedTurn !== s.turn));
        const f = movers[Math.floor(rng() * movers.length)];
        r = f
          ? reduce(s, {
              do: 'move',
              figure: f.id,
              path: [
                [
                  Math.min(35, Math.max(1, f.at[0] + (rng() - 0.5) * 14)),
                  Math.min(35, Math.max(1, f.at[1] + (rng() - 0.2) * 14)),
                ],
              ],
            })
          : { ok: false, error: 'nobody' };
        if (!r.ok) r = reduce(s, { do: 'endActivation' });
        if (!r.ok) break;
        const asked: Asked[] = [];
        const events = [...r.events];
        let byDefault = true;
        while (r.ok && r.state.pending) {
          const d = r.state.pending.decision;
          const a = d.kind === 'inSightExtra' || d.kind === 'inSightStep' ? answer(d, rng) : d.fallback;
          if (JSON.stringify(a) !== JSON.stringify(d.fallback)) byDefault = false;
          asked.push({ decision: d, answer: a });
          r = reduce(r.state, { do: 'decide', choice: a as never });
          if (r.ok) events.push(...r.events);
        }
        if (!r.ok) break;
        if (asked.some((x) => x.decision.kind === 'inSightExtra' || x.decision.kind === 'inSightStep'))
          out.push({ asked, events, byDefault });
      } else if (need.kind === 'command') r = reduce(s, aiCommand(s, need));
      else if (need.kind === 'decision') r = reduce(s, { do: 'decide', choice: need.decision.fallback });
      else break;
      if (!r.ok) break;
      s = r.state;
      need = r.need;
    }
  }
  return out;
}

/** Where a step question's figure stands. */
const stepFrom = (d: DecisionRequest): [number, number] => (d.options as unknown as { from: [number, number] }).from;

const tested = (events: readonly GameEvent[]) => events.some((e) => e.type === 'test' && e.test === 'inSight');

describe('In Sight questions lead to their test', () => {
  it('with the default answers every question is followed by the In Sight test, and names the enemy seen', () => {
    const eps = episodes(25, (d) => d.fallback);
    expect(eps.length).toBeGreaterThan(10);
    for (const ep of eps) {
      expect(tested(ep.events), ep.events.map((e) => ('text' in e ? e.text : e.type)).join(' | ')).toBe(true);
      const inSight = ep.events.find((e) => e.type === 'inSight');
      for (const { decision: d } of ep.asked) {
        if (d.kind !== 'inSightExtra') continue;
        const o = d.options as InSightExtraOptions;
        // It names whom the figure came into sight of, and where: the spot the In Sight test marks.
        expect(o.seen?.length).toBeGreaterThan(0);
        for (const id of o.seen!) expect(d.text).toContain(id);
        if (inSight?.type === 'inSight') expect(o.at).toEqual(inSight.at);
        // While it is asked, the mover is shown where it came into view.
        expect(d.where?.[d.figure]?.at).toEqual(o.at);
        expect(d.fallback).toBeLessThanOrEqual(o.inSightUpTo! + 1e-9);
      }
    }
  }, 90_000);

  it('any answer: a test follows, or the log says none is taken because nobody is in sight', () => {
    const eps = episodes(60, (d, rng) =>
      d.kind === 'inSightExtra'
        ? Math.round(rng() * (d.options as InSightExtraOptions).inchesUpTo * 100) / 100
        : rng() < 0.5
          ? null
          : [stepFrom(d)[0] + 1, stepFrom(d)[1]],
    );
    expect(eps.length).toBeGreaterThan(10);
    let noTest = 0;
    for (const ep of eps) {
      if (tested(ep.events)) continue;
      noTest++;
      expect(ep.events.some((e) => e.type === 'inSightLost' && /no In Sight test is taken/.test(e.text))).toBe(true);
      // Nobody is asked to step once the mover has left everyone's sight.
      const extra = ep.asked.find((x) => x.decision.kind === 'inSightExtra');
      if (
        extra &&
        (extra.answer as number) > ((extra.decision.options as InSightExtraOptions).inSightUpTo ?? Infinity) + 1e-6
      ) {
        expect(ep.asked.filter((x) => x.decision.kind === 'inSightStep')).toEqual([]);
      }
    }
    // Random answers do walk out of sight now and then; the check above must have had work to do.
    expect(noTest).toBeGreaterThan(0);
  }, 90_000);

  it('the answers read as words in the log, never as null', () => {
    const eps = episodes(20, (d, rng) =>
      d.kind === 'inSightStep' ? (rng() < 0.7 ? null : [stepFrom(d)[0], stepFrom(d)[1] + 1]) : 0,
    );
    const texts = eps.flatMap((ep) =>
      ep.events.flatMap((e) =>
        e.type === 'decision' && e.by === 'player' && (e.kind === 'inSightExtra' || e.kind === 'inSightStep')
          ? [e.text]
          : [],
      ),
    );
    expect(texts.length).toBeGreaterThan(10);
    for (const t of texts) {
      expect(t).not.toMatch(/null|undefined|\[\d/);
      expect(t).toMatch(
        /the player chooses to (stay where it is|step to \(\d+\.\d, \d+\.\d\)|stop where it came into view|go on \d+\.\d")\.$/,
      );
    }
  }, 90_000);
});
