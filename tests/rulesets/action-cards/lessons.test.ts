// The two lessons: each one's reference solution, played through the reducer, meets its goal; a wrong
// solution (one shot only) would not, which is what the linked-fire lesson teaches.
import { describe, expect, it } from 'vitest';
import { actionCards } from '../../../src/rulesets/action-cards';
import { LESSONS } from '../../../src/rulesets/action-cards/lessons';

describe('lessons', () => {
  it('lists the card turn and linked fire', () => {
    expect(actionCards.lessons!.list().map((l) => l.id)).toEqual(['cardTurn', 'linkedFire']);
  });

  for (const l of LESSONS)
    it(`${l.id}: the reference solution solves it`, () => {
      expect(actionCards.lessons!.solve(l.id)).toEqual({ solved: true });
    });

  it('one 8d6 shot alone does not kill an alien (the reason to link)', () => {
    const lesson = LESSONS.find((l) => l.id === 'linkedFire')!;
    const sc = actionCards.scenario.check(lesson.file);
    if (!sc.ok) throw new Error(sc.error.message);
    let s = actionCards.begin(actionCards.startingState(sc.value).state).state;
    for (const c of [lesson.solution[0]!, { do: 'endCard' as const }]) {
      const r = actionCards.reduce(s, c);
      if (!r.ok) throw new Error(r.error);
      s = r.state;
    }
    expect(lesson.goal(s)).toMatch(/no alien fell/);
  });

  it('the card turn names the figure each move is measured from (play-test 36: another leader went 6")', () => {
    const steps = actionCards.lessons!.steps!('cardTurn');
    const lesson = LESSONS.find((l) => l.id === 'cardTurn')!;
    const sc = actionCards.scenario.check(lesson.file);
    if (!sc.ok) throw new Error(sc.error.message);
    let s = actionCards.begin(actionCards.startingState(sc.value).state).state;
    for (const [i, c] of lesson.solution.entries()) {
      const r = actionCards.reduce(s, c);
      if (!r.ok) throw new Error(r.error);
      s = r.state;
      const moved = r.events.find((e) => e.type === 'move');
      if (!moved || moved.type !== 'move') throw new Error('no move');
      const leader = actionCards.board!.view(s).figures.find((f) => f.id === moved.figure)!.label;
      const words = steps[i + 1]!.text;
      // The step names the leader the solution moves, and the distance that leader's move made.
      expect(words).toContain(`led by ${leader}`);
      expect(words).toContain(`${Math.round(moved.distance * 10) / 10}"`);
    }
    // The other side is named by its own kind, not as a numbered second police (play-test 36: "Police 2").
    expect(actionCards.board!.view(s).sides.map((x) => x.name)).toEqual(['Police', 'Soldiers']);
  });
});
