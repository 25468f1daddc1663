// The Patrol lesson's worked example (play-test 2, finding 32): the step says what Next will show, the
// lines come once (not again as a paragraph), and the end lines are quoted as the solo screen says them.
import { PATROL_SPOTS } from '../../../../src/rulesets/chain-reaction/lessons/patrolSpots';
import { describe, expect, it } from 'vitest';
import { LESSONS } from '../../../../src/rulesets/chain-reaction/lessons';
import { next, startLesson } from '../../../../src/rulesets/chain-reaction/lessons/runner';
import { openLesson } from '../../../../src/rulesets/chain-reaction/lessons/tutor';
import { patrolReconSection } from '../../../../src/rulesets/chain-reaction/rules/encounterObjectives';
import type { GameState } from '../../../../src/rulesets/chain-reaction/state';

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

  it('marks the five spots on the table while its step and its lines are up, and no longer after', () => {
    const opened = openLesson('patrol');
    if (!opened.ok) throw new Error(opened.error);
    const tutor = opened.value.tutor;
    const state = () => tutor.state as GameState;
    while (tutor.at < demoAt) {
      expect(tutor.marks(state())).toEqual([]);
      const step = tutor.step();
      if (step?.kind === 'ask') tutor.choose((lesson.steps[tutor.at] as { answer: number }).answer);
      expect(tutor.next()).toBeDefined();
    }
    const marks = tutor.marks(state());
    expect(marks).toHaveLength(5);
    // The spots the demo's lines are about: the rule finds sections 1, 2 and 3 at three of them; 7" from the
    // far edge and 20" from it count for nothing.
    const found = marks.map((m) => patrolReconSection(m.at));
    expect(found).toEqual([1, null, 2, 3, null]);
    const { width, height } = state().table ?? { width: 36, height: 36 };
    for (const m of marks) expect(m.at[0] > 0 && m.at[0] < width && m.at[1] > 0 && m.at[1] < height).toBe(true);
    // Next: the lines show under the following step, and the spots stay marked beside them.
    expect(tutor.next()).toBeDefined();
    expect(tutor.marks(state())).toEqual(marks);
    // Past that step too: gone.
    const step = tutor.step();
    if (step?.kind === 'ask') tutor.choose((lesson.steps[tutor.at] as { answer: number }).answer);
    tutor.next();
    expect(tutor.marks(state())).not.toEqual(marks);
  });

  it('says each spot as its distance from the far edge (play-test 18a: "halfway down" for a spot 20" in)', () => {
    for (const { at, where } of PATROL_SPOTS) expect(where).toMatch(new RegExp(`^${at[1]}" from the far edge`));
  });
});
