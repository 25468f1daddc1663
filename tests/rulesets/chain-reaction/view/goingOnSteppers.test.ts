// The In Sight going-on question names who may still step before the test. On the first order of an
// activation the question is asked before the group is marked active, and it said "with nobody else of the
// group able to step", though the game then asked Sarge and Kay to step (play-test 17a, lesson "On your own",
// step 5). The words must name the figures the engine then asks.
import { describe, expect, it } from 'vitest';
import { alone } from '../../../../src/rulesets/chain-reaction/lessons/alone';
import { next, startLesson, tryAnswer, tryOrder } from '../../../../src/rulesets/chain-reaction/lessons/runner';
import { questionView } from '../../../../src/rulesets/chain-reaction/view/question';

describe('the going-on question on the first order of an activation', () => {
  it('names the group members the game then asks to step', () => {
    const started = startLesson(alone);
    if (!started.ok) throw new Error(started.error);
    let p = next(next(next(started.value)));
    const move = alone.steps[3]!;
    if (move.kind !== 'do') throw new Error('step 4 is not an order');
    const moved = tryOrder(p, move.solution);
    if (!moved.ok) throw new Error(moved.error);
    p = moved.value;
    if (p.need.kind !== 'decision') throw new Error('no going-on question');
    const q = questionView(p.state, p.need)!;
    const said = q.distance!.warn(0);
    expect(said).not.toMatch(/nobody else/);
    expect(said).toBe(
      'Lee is still in sight there: Sarge and Kay may step up to 2" and then the In Sight test is taken.',
    );
    // What the game asks next: Sarge's step, then Kay's.
    const asked: string[] = [];
    for (let i = 0; i < 3 && p.step < alone.steps.length; i++) {
      const step = alone.steps[p.step]!;
      if (step.kind !== 'decide') break;
      const r = tryAnswer(p, step.solution);
      if (!r.ok) throw new Error(r.error);
      p = r.value;
      if (p.need.kind === 'decision' && p.need.decision.kind === 'inSightStep') asked.push(p.need.decision.figure);
    }
    expect(asked).toEqual(['Sarge', 'Kay']);
  });
});
