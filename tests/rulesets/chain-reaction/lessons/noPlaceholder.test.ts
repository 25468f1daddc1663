// Every lesson played with its reference answers explains each step with what happened: no "(nothing this
// time)" slot opens an explanation (play-test 10a, 25: lesson 16's capture step began with one).
import { describe, expect, it } from 'vitest';
import { LESSONS } from '../../../../src/rulesets/chain-reaction/lessons';
import { walk } from './walk';
import { questionView } from '../../../../src/rulesets/chain-reaction/view/question';

describe('lesson explanations', () => {
  for (const lesson of LESSONS)
    it(`${lesson.title}: no step explains itself with an empty slot`, () => {
      const w = walk(lesson);
      expect(w.error).toBeUndefined();
      for (const p of w.plays) expect(p.explained ?? '', p.explained).not.toContain('(nothing this time)');
    });
});

describe('lesson 16, the capture', () => {
  it("quotes Sarge's move once the question is answered", () => {
    const lesson = LESSONS.find((l) => l.title.startsWith('The wounded'))!;
    const at = lesson.steps.findIndex((s) => s.kind === 'decide' && s.solution === 'capture');
    const explained = walk(lesson).plays[at + 1]!.explained ?? '';
    expect(explained).toMatch(
      /^Sarge moves [\d.]+" \(into contact with Foe\)\. Foe is now captured .*: taken prisoner by Sarge\./,
    );
  });
});

describe('lesson 16, the capture question', () => {
  it('is titled by what it asks, not "In Sight" (play-test 10a, 24)', () => {
    const lesson = LESSONS.find((l) => l.title.startsWith('The wounded'))!;
    const at = lesson.steps.findIndex((s) => s.kind === 'decide' && s.solution === 'capture');
    const p = walk(lesson).plays[at]!;
    const need = p.need;
    expect(need.kind).toBe('decision');
    expect(questionView(p.state, need)?.title).toBe('Prisoner or dispatch');
  });
});
