// The lessons on the plain table, as plain DOM: the list of a game's lessons on its new-battle card (a
// button each), and the panel beside the table while one is played (its title, its steps in order, and a
// status line: what is still to do, or the goal met). The words are the game's (its lessons part).
import { h, clear } from '../../ui/dom';
import type { AnyRuleset } from '../../../core/ruleset';
import type { Session } from '../../session';
import { BoardLesson, playableLessons } from '../lesson';

/** The "Lessons" part of a game's card: a button per lesson; none when the game has none to play here. */
export function lessonButtons(
  ruleset: AnyRuleset,
  start: (session: Session, title: string, lesson: BoardLesson) => void,
  fail: (line: string) => void,
): HTMLElement | undefined {
  const list = playableLessons(ruleset);
  if (!list.length || !ruleset.board) return undefined;
  return h(
    'div',
    { class: 'board-lessons', id: 'board-lessons' },
    h('h3', {}, 'Lessons'),
    ...list.map((l) =>
      h(
        'button',
        {
          type: 'button',
          id: `lesson-${l.id}`,
          onclick: () => {
            const r = BoardLesson.open(ruleset, l.id);
            if (!r.ok) fail(r.error);
            else start(r.value.session, `Lesson: ${l.title}`, r.value.lesson);
          },
        },
        l.title,
      ),
    ),
  );
}

/** Fills the lesson panel for this battle (hidden when it is no lesson). */
export function renderLessonPanel(
  root: HTMLElement,
  lesson: BoardLesson | undefined,
  session: Session | undefined,
): void {
  root.hidden = !lesson || !session;
  if (!lesson || !session) {
    clear(root);
    return;
  }
  const status = lesson.status(session);
  clear(root);
  root.append(
    h('h3', {}, lesson.title),
    h(
      'ol',
      { class: 'lesson-steps' },
      lesson.steps.map((s) => h('li', {}, s.text)),
    ),
    h(
      'p',
      { id: 'board-lesson-status', class: status.done ? 'lesson-done' : 'lesson-todo', role: 'status' },
      status.done ? status.text : `To do: ${status.text}`,
    ),
  );
}
