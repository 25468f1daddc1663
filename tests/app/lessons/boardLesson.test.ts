// The plain table's lesson model: which games offer lessons to open, the battle a lesson opens, and how it
// stands (still to do, then done; done stays done as the computer plays on, an undo to before it reopens it).
import { describe, expect, it } from 'vitest';
import { RULESETS } from '../../../src/rulesets';
import { BoardLesson, playableLessons } from '../../../src/app/board/lesson';
import { LESSONS as OD } from '../../../src/rulesets/order-dice/lessons';
import { playAsPerson, playOthers } from './tableLesson';

describe('lessons on the plain table', () => {
  it('the three newer games offer two lessons each; Chain Reaction keeps its own lesson player', () => {
    for (const name of ['action-cards', 'action-points', 'order-dice'])
      expect(playableLessons(RULESETS[name]!)).toHaveLength(2);
    expect(playableLessons(RULESETS['chain-reaction']!)).toEqual([]);
  });

  it('opens a lesson, says what is left, then the goal met; an undo reopens it', () => {
    const rules = RULESETS['order-dice']!;
    const opened = BoardLesson.open(rules, 'fireBack');
    if (!opened.ok) throw new Error(opened.error);
    const { session, lesson } = opened.value;
    expect(lesson.title).toBe('Reactions: fire back when shot at');
    expect(lesson.steps.length).toBe(3);
    playOthers(session);
    expect(lesson.status(session)).toEqual({
      done: false,
      text: 'Your Riflemen are being shot at: answer with Fire back.',
    });
    const lessonOd = OD.find((l) => l.id === 'fireBack')!;
    expect(playAsPerson(rules, session, 'fireBack', lessonOd.solution).refused).toBeUndefined();
    expect(lesson.status(session).done).toBe(true);
    expect(session.undo()).toBe(true);
    expect(lesson.status(session).done).toBe(false);
  });

  it('an unknown lesson is one line', () => {
    const r = BoardLesson.open(RULESETS['action-points']!, 'nope');
    expect(r).toEqual({ ok: false, error: 'error: lesson: Action-point percentile skirmish has no lesson "nope"' });
  });
});
