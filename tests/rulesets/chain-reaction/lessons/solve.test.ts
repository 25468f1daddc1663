// Every lesson is solved by its own reference solution, on its scripted dice, through the real engine;
// and the first lessons' explanations quote the numbers the engine rolled.
import { describe, expect, it } from 'vitest';
import { LESSONS, lessonById } from '../../../../src/rulesets/chain-reaction/lessons';
import { next, solve, startLesson, tryAnswer, tryOrder } from '../../../../src/rulesets/chain-reaction/lessons/runner';

describe('lessons are solved by their reference solutions', () => {
  it.each(LESSONS.map((l) => [l.id, l]))('%s', (_id, lesson) => {
    expect(solve(lesson)).toEqual({ solved: true });
  });

  it('the activation lesson shows the doubles thrown again and yellow acting Rep 5 then Rep 4', () => {
    const lesson = lessonById('activation')!;
    const play = startLesson(lesson);
    if (!play.ok) throw new Error(play.error);
    let p = next(next(play.value));
    expect(p.explained).toContain('(3, 3) then (5, 4)');
    const moved = tryOrder(
      next(p),
      lesson.steps[3]!.kind === 'do' ? lesson.steps[3]!.solution : { do: 'endActivation' },
    );
    if (!moved.ok) throw new Error(moved.error);
    p = next(moved.value);
    const ended = tryOrder(p, { do: 'endActivation' });
    if (!ended.ok) throw new Error(ended.error);
    expect(ended.value.explained).toContain('yellow5, then yellow4');
    expect(ended.value.step).toBe(lesson.steps.length);
  });

  it('the In Sight lesson: the leader alone throws for the pair, blue wins and sarge fires first', () => {
    const lesson = lessonById('in-sight')!;
    const start = startLesson(lesson);
    if (!start.ok) throw new Error(start.error);
    let p = start.value;
    for (const step of lesson.steps) {
      const r =
        step.kind === 'do' ? tryOrder(p, step.solution) : step.kind === 'decide' ? tryAnswer(p, step.solution) : null;
      if (r && !r.ok) throw new Error(r.error);
      p = r ? r.value : next(p);
    }
    const test = p.events.find((e) => e.type === 'test' && e.test === 'inSight');
    expect(test).toMatchObject({ result: expect.any(String) });
    const throwers = p.events.flatMap((e) => (e.type === 'roll' && e.purpose === 'inSight' ? e.who : []));
    expect(throwers).toEqual(['sarge', 'watcher']);
    expect(p.explained).toMatch(/sarge .*3d6.*blue wins/);
    expect(p.explained).toContain('sarge fires');
  });
});
