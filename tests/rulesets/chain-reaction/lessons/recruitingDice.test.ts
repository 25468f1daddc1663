// Lesson 3's worked example shows each die with the force's +1 and the Rep it gives, not the raw faces
// alone (play-test 10a, 8: "(5) then (2) ..." then the Reps, leaving the +1 just taught to the reader).
import { describe, expect, it } from 'vitest';
import { LESSONS } from '../../../../src/rulesets/chain-reaction/lessons';
import { walk } from './walk';
import { RECRUITING_TABLE } from '../../../../src/rulesets/chain-reaction/tables/recruiting';

describe('lesson 3, recruiting', () => {
  it('reads each die with the +1 and its Rep', () => {
    const lesson = LESSONS.find((l) => l.id === 'recruiting')!;
    const explained = walk(lesson).plays.at(-1)!.explained ?? '';
    expect(explained).toContain(
      'The dice, each +1 (police or soldier recruit): 5+1=6: Rep 5; 2+1=3: Rep 4; 1+1=2: Rep 4; 3+1=4: Rep 4; 6+1=7: Rep 5.',
    );
    expect(explained).not.toMatch(/\(5\) then \(2\)/);
  });

  it('places a 6 on the row where the table has it: the last, at the bottom (play-test 11c: "the top row")', () => {
    const lesson = LESSONS.find((l) => l.id === 'recruiting')!;
    const step = lesson.steps.find((st) => 'explain' in st && st.explain?.includes('5 + 1 = 6'));
    const last = RECRUITING_TABLE.rows.at(-1)!;
    expect(last.row).toBe('6 or more');
    expect(step && 'explain' in step ? step.explain : '').toContain(`"${last.row}" row at the bottom`);
    expect(step && 'explain' in step ? step.explain : '').not.toContain('top row');
  });
});
