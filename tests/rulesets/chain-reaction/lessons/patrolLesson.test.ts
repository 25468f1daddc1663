// The Patrol lesson's worked example (play-test 2, finding 32): the step says what Next will show, the
// lines come once (not again as a paragraph), and the end lines are quoted as the solo screen says them.
import { describe, expect, it } from 'vitest';
import { LESSONS } from '../../../../src/rulesets/chain-reaction/lessons';
import { next, startLesson } from '../../../../src/rulesets/chain-reaction/lessons/runner';

describe('the Patrol lesson', () => {
  const lesson = LESSONS.find((l) => l.id === 'patrol')!;
  const demoAt = lesson.steps.findIndex((s) => s.kind === 'demo');

  it('its demo step names the spots it checks and shows each line once, in the words the game uses', () => {
    const step = lesson.steps[demoAt]!;
    expect(step.text).toMatch(/five spots/);
    const started = startLesson(lesson);
    if (!started.ok) throw new Error(started.error);
    let play = started.value;
    while (play.step < demoAt) play = next(play);
    const after = next(play);
    const said = after.said ?? [];
    expect(said.some((l) => /reconnoitres section 1\./.test(l))).toBe(true);
    // Not repeated in the explanation above the list.
    expect(after.explained).not.toContain('reconnoitres');
    const ends = said.filter((l) => /"/.test(l)).join('\n');
    expect(ends).toContain('You win.');
    expect(ends).toContain('You lose.');
    expect(ends).toContain('your force');
    expect(ends).not.toMatch(/the player/i);
  });
});
