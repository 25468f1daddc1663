// The lessons on the menu: a card that opens the list, and the list itself (each lesson's title, its
// one-line topic, the book's page and whether it is done), drawn in the menu page in place of the cards.
// Playing one starts its table and the lesson panel beside it.
import type { App } from '../app';
import { LESSONS } from '../../rulesets/chain-reaction/lessons/index';
import { LessonPlayer } from '../lessons/player';
import { loadProgress, statusWords } from '../lessons/progress';
import { h } from './dom';
import { lessonControls, showLessonList, showLessonPanel } from './lessonPanel';
import './lessons.css';

function doneCount(app: App): number {
  const p = loadProgress(app.store);
  return LESSONS.filter((l) => p[l.id] === 'done').length;
}

/** The menu's card: how many lessons there are and how many are done, and the way in. */
export function lessonsCard(app: App, redraw: () => void): HTMLElement {
  return h(
    'section',
    { class: 'card', id: 'lessons-card' },
    h('h2', {}, 'Lessons'),
    h(
      'p',
      { class: 'muted' },
      `Learn the rules one Stop! box at a time on a small table: ${LESSONS.length} lessons, ${doneCount(app)} done.`,
    ),
    h(
      'button',
      {
        type: 'button',
        class: 'primary',
        id: 'open-lessons',
        onclick: () => {
          showLessonList();
          redraw();
        },
      },
      'Open the lessons',
    ),
  );
}

/** The list of lessons, in the menu page's root. */
export function renderLessonList(app: App, root: HTMLElement, redraw: () => void, fail: (line: string) => void): void {
  const progress = loadProgress(app.store);
  const play = (i: number) => {
    const lesson = LESSONS[i]!;
    const player = new LessonPlayer(app, lesson);
    const r = player.start();
    if (!r.ok) return fail(r.error);
    showLessonList(false);
    showLessonPanel(player, lessonControls());
  };
  root.append(
    h(
      'header',
      { class: 'menu-head' },
      h('h1', {}, 'Lessons'),
      h(
        'p',
        { class: 'muted' },
        `Each lesson sets up a small table and walks through one part of the rules, with the page to read. ${doneCount(app)} of ${LESSONS.length} done.`,
      ),
      h(
        'button',
        {
          type: 'button',
          class: 'small',
          id: 'lessons-back',
          onclick: () => {
            showLessonList(false);
            redraw();
          },
        },
        'Back to the menu',
      ),
    ),
    h(
      'ol',
      { class: 'lesson-list', id: 'lesson-list' },
      LESSONS.map((l, i) => {
        const status = progress[l.id];
        return h(
          'li',
          { class: 'card lesson-item', 'data-lesson': l.id, 'data-status': status ?? 'new' },
          h(
            'div',
            { class: 'lesson-item-text' },
            h('h3', {}, `${i + 1}. ${l.title}`),
            h('p', {}, l.topic),
            h('p', { class: 'muted' }, `Stop! box ${l.book} · ${l.steps.length} steps`),
          ),
          h('span', { class: `lesson-status s-${status ?? 'new'}` }, statusWords(status)),
          h(
            'button',
            { type: 'button', class: status === 'done' ? '' : 'primary', id: `play-${l.id}`, onclick: () => play(i) },
            status === 'done' ? 'Play again' : status === 'started' ? 'Start again' : 'Play',
          ),
        );
      }),
    ),
  );
}
