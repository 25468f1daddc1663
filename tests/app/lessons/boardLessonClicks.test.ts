// Every lesson of a game with a plain table, opened as the menu opens it and played through the table's host
// object by the clicks a person would make (select, press, click a point or a figure), the computer's turns
// played between: the lesson panel's status goes from what is still to do to the goal met, and the battle is
// never written over the person's autosave.
import { describe, expect, it } from 'vitest';
import { RULESETS } from '../../../src/rulesets';
import { BoardHost } from '../../../src/app/board/host';
import type { BoardGame } from '../../../src/app/board/boardGame';
import { BoardLesson, playableLessons } from '../../../src/app/board/lesson';
import { AUTOSAVE_KEY } from '../../../src/app/autosave';
import { memoryStore } from '../helpers';
import { LESSON_CLICKS, type Click } from './lessonClicks';

function computer(g: BoardGame): void {
  for (let i = 0; i < 500 && g.stepComputer(); i++);
}

function click(g: BoardGame, c: Click): void {
  const r =
    'select' in c
      ? g.clickFigure(c.select)
      : 'press' in c
        ? g.press(c.press)
        : 'point' in c
          ? g.clickPoint(c.point)
          : g.clickFigure(c.figure);
  if (!r.ok) throw new Error(`${JSON.stringify(c)}: ${r.error}`);
}

describe('lessons played by clicks on the plain table', () => {
  for (const [name, lessons] of Object.entries(LESSON_CLICKS))
    for (const [id, clicks] of Object.entries(lessons))
      // A game whose plain table is not in yet is skipped (shown as skipped), not passed.
      it.runIf(!!RULESETS[name]!.board)(`${name} ${id}`, () => {
        const rules = RULESETS[name]!;
        expect(playableLessons(rules).map((l) => l.id)).toContain(id);
        const store = memoryStore();
        const host = new BoardHost(store);
        const opened = BoardLesson.open(rules, id);
        if (!opened.ok) throw new Error(opened.error);
        const g = host.start(opened.value.session, 'lesson', opened.value.lesson);
        computer(g);
        expect(g.lesson!.status(g.session).done).toBe(false);
        for (const c of clicks) {
          click(g, c);
          computer(g);
        }
        expect(g.lesson!.status(g.session)).toEqual({ done: true, text: 'Goal met: the lesson is done.' });
        expect(store.getItem(AUTOSAVE_KEY)).toBeNull();
      });
});
