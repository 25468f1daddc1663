// The decision dialog's question (view/question.ts) over random tables where a person plays one side and
// answers every question by pressing one of the dialog's own buttons: each button's command is taken by the
// engine, the keys are what the page marks (the fallback's JSON is the primary one), a distance's go button
// takes any inch on the slider, and no sentence shows "undefined" or "null".
import { describe, expect, it } from 'vitest';
import seedrandom from 'seedrandom';
import { randomSkirmish } from '../../../../src/rulesets/chain-reaction/sim/skirmish';
import { begin, reduce, type Need, type Step } from '../../../../src/rulesets/chain-reaction/game';
import { aiCommand } from '../../../../src/rulesets/chain-reaction/players/plainBattle';
import type { GameState } from '../../../../src/rulesets/chain-reaction/state';
import type { Command } from '../../../../src/rulesets/chain-reaction/engine/commands';
import { questionView } from '../../../../src/rulesets/chain-reaction/view/question';
import { groupOfFigure } from '../../../../src/rulesets/chain-reaction/engine/world';

/** What a range input with step 0.05 from 0 holds when set to v: the nearest notch, never above max. */
const snapped = (v: number, max: number): number =>
  Math.min(Math.round(v / 0.05) * 0.05, Math.floor(max / 0.05 + 1e-9) * 0.05);

describe('the decision dialog question', () => {
  it('every button it offers is an answer the engine takes, on random tables', () => {
    const kinds = new Map<string, number>();
    const alone = [0, 0];
    for (let n = 0; n < 30; n++) {
      let s: GameState = randomSkirmish(`question-${n}`, { minFigures: 3, maxFigures: 6 });
      s = { ...s, sides: s.sides.map((x, i) => (i === 0 ? { ...x, control: 'human' } : x)) };
      const human = s.sides[0]!.id;
      const rng = seedrandom.alea(`question-moves-${n}`);
      const first = begin(s);
      s = first.state;
      let need: Need = first.need;
      for (let k = 0; k < 150 && need.kind !== 'ended' && need.kind !== 'turnLimit'; k++) {
        let r: Step;
        if (need.kind === 'decision' && need.side === human) {
          const q = questionView(s, need)!;
          expect(q, need.decision.kind).toBeDefined();
          kinds.set(need.decision.kind, (kinds.get(need.decision.kind) ?? 0) + 1);
          const words = [
            q.title,
            q.text,
            ...q.soFar,
            q.choices?.fallback ?? '',
            q.distance?.note ?? '',
            q.step?.note ?? '',
          ];
          for (const w of words) expect(w).not.toMatch(/undefined|\bnull\b|\[object/);
          const buttons: Command[] = [];
          if (q.choices) {
            const keys = q.choices.options.map((o) => o.key);
            expect(new Set(keys).size).toBe(keys.length);
            expect(q.choices.options.filter((o) => o.primary).map((o) => o.key)).toEqual([
              JSON.stringify(need.decision.fallback),
            ]);
            buttons.push(...q.choices.options.map((o) => o.command));
          }
          if (q.distance) {
            expect(q.distance.start).toBeGreaterThanOrEqual(0);
            expect(q.distance.start).toBeLessThanOrEqual(q.distance.most);
            expect(q.distance.warn(q.distance.most)).toMatch(/"/);
            buttons.push(q.distance.stop.command, q.distance.go.command(rng() * q.distance.most));
            // Play-test 34: the slider's 0.05" notches snap its start and its far end; pressing "Go on this
            // far" untouched still goes the distance the dialog showed, and the far notch the whole way.
            const d = q.distance;
            const chosen = (v: number) => (d.go.command(snapped(v, d.most)) as { choice: number }).choice;
            expect(chosen(d.start)).toBeCloseTo(d.start, 3);
            expect(chosen(d.most)).toBeCloseTo(d.most, 3);
          }
          // Still in sight where it stops: the words name who of the group may step, or say nobody can (play-test
          // 16a: "the others may step up to 2"" to a mover alone in its group).
          if (need.decision.kind === 'inSightExtra' && q.distance) {
            const mover = need.decision.figure;
            // On an activation's first order nothing is active yet: the engine then activates the mover's
            // group (its members yet to act), so those are who may step (play-test 17a, goingOnSteppers.test.ts).
            const activating =
              s.active?.figures ??
              (groupOfFigure(s, mover)?.members ?? []).filter((id) => s.figures[id]?.actedTurn !== s.turn);
            const mates = activating.filter(
              (id) => id !== mover && s.figures[id]?.status === 'carryOn' && s.figures[id]?.stance !== 'prone',
            );
            const near = q.distance.warn(0);
            expect(near).not.toMatch(/the others/);
            if (mates.length === 0) expect(near).toMatch(/with nobody else of the group able to step/);
            for (const m of mates) expect(near).toContain(m);
            alone[mates.length === 0 ? 0 : 1]! += 1;
          }
          if (q.step) buttons.push(q.step.stay.command, q.step.nobody.command);
          expect(buttons.length, need.decision.kind).toBeGreaterThan(0);
          for (const b of buttons) expect(reduce(s, b).ok, JSON.stringify(b)).toBe(true);
          r = reduce(s, buttons[Math.floor(rng() * buttons.length)]!);
        } else if (need.kind === 'command' && need.side === human) {
          const mine = Object.values(s.figures).filter(
            (f) =>
              f.side === human && f.status === 'carryOn' && !f.moved && (!s.active || s.active.figures.includes(f.id)),
          );
          const f = mine[Math.floor(rng() * mine.length)];
          r = f
            ? reduce(s, {
                do: rng() < 0.5 ? 'move' : 'fastMove',
                figure: f.id,
                path: [
                  [
                    Math.min(35, Math.max(1, f.at[0] + (rng() - 0.5) * 14)),
                    Math.min(35, Math.max(1, f.at[1] + (rng() - 0.2) * 14)),
                  ],
                ],
              } as Command)
            : { ok: false, error: 'nobody' };
          if (!r.ok) r = reduce(s, { do: 'endActivation' });
        } else if (need.kind === 'command') r = reduce(s, aiCommand(s, need));
        else if (need.kind === 'decision') r = reduce(s, { do: 'decide', choice: need.decision.fallback });
        else break;
        if (!r.ok) break;
        s = r.state;
        need = r.need;
      }
    }
    // Movers alone in their group and with others both came into sight.
    expect(alone[0]).toBeGreaterThan(0);
    expect(alone[1]).toBeGreaterThan(0);
    // The three shapes of question all came up.
    expect([...kinds.keys()]).toEqual(expect.arrayContaining(['inSightExtra', 'inSightStep']));
    expect([...kinds.keys()].some((k) => !k.startsWith('inSight') || k === 'inSightTarget')).toBe(true);
  });

  it('asks nothing when the game waits for a command', () => {
    const s = randomSkirmish('question-none', { minFigures: 3, maxFigures: 3 });
    const first = begin(s);
    expect(questionView(first.state, first.need)).toBeUndefined();
  });
});
