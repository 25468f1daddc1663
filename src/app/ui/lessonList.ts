// The lessons on the menu: a card that opens the list, and the list itself (each lesson's title, what it
// teaches, the book's page, whether a Patrol needs it and whether it is done), drawn in the menu page in place
// of the cards. Above the list: what a Patrol still needs, or "Ready for a Patrol" once it needs nothing.
// Playing one starts its table and the lesson panel beside it.
import type { App } from '../app';
import type { LessonListed, LessonsPart } from '../../core/ruleset';
import { LessonPlayer } from '../lessons/player';
import { LESSONS_FAILED, LessonsLoader } from '../lessons/loader';
import { loadProgress, patrolReadiness, statusWords } from '../lessons/progress';
import { h } from './dom';
import { lessonControls, showLessonList, showLessonPanel } from './lessonPanel';
import { startFirstPatrol, type CoachSource } from './patrolCoach';
import { PLAYER_SIDE } from '../newBattle';
import { CHAIN_REACTION } from '../crSession';
import './lessons.css';

/** The menu's lessons: Chain Reaction's, read through its lessons part (title, page, tag, ready). */
const PART: LessonsPart = CHAIN_REACTION.lessons!;
/** The lessons once the part's content is fetched (not in the first paint), or why the fetch failed. */
const LOADER = new LessonsLoader(PART);
/** The fetched list (empty until then); the code below reads it as a plain list. */
let LESSONS: readonly LessonListed[] = [];

/** Whether the lessons are here; if not, fetches them (unless the last fetch failed) and redraws when it settles. */
function lessonsHere(redraw: () => void): boolean {
  const here = LOADER.here(redraw);
  LESSONS = LOADER.list;
  return here;
}

/** The failed fetch in one plain line, with the button that tries again (the browser's reason as its tooltip). */
function failedLine(redraw: () => void, id: string): HTMLElement {
  return h(
    'p',
    { class: 'error', id, role: 'alert', title: LOADER.failed ?? '' },
    `${LESSONS_FAILED} `,
    h(
      'button',
      { type: 'button', class: 'small', id: `${id}-retry`, onclick: () => LOADER.retry(redraw) },
      'Try again',
    ),
  );
}

function doneCount(app: App): number {
  const p = loadProgress(app.store);
  return LESSONS.filter((l) => p[l.id] === 'done').length;
}

/** The menu's card: how many lessons there are and how many are done, and the way in. */
export function lessonsCard(app: App, redraw: () => void): HTMLElement {
  const here = lessonsHere(redraw);
  return h(
    'section',
    { class: 'card', id: 'lessons-card' },
    h('h2', {}, 'Lessons'),
    // One paragraph, so the menu still fits a 1024x768 window without scrolling.
    h(
      'p',
      { class: 'muted' },
      here
        ? `Learn the rules one part at a time on a small table: ${LESSONS.length} lessons, ${doneCount(app)} done. `
        : LOADER.failed !== undefined
          ? 'Learn the rules one part at a time on a small table.'
          : 'Learn the rules one part at a time on a small table (loading the lessons...)',
      here ? readinessLine(app) : null,
    ),
    LOADER.failed !== undefined ? failedLine(redraw, 'lessons-card-failed') : null,
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

/** "Ready for a Patrol", or how many of the lessons a Patrol needs are still to do. */
function readinessLine(app: App): HTMLElement {
  const r = patrolReadiness(loadProgress(app.store), LESSONS);
  return r.ready
    ? h('span', { class: 'patrol-ready', id: 'patrol-ready', 'data-ready': 'true' }, '✔ Ready for a Patrol')
    : h(
        'span',
        { class: 'patrol-ready muted', id: 'patrol-ready', 'data-ready': 'false' },
        `A Patrol needs ${r.missing.length} more of the ${r.needed} lessons marked "Patrol".`,
      );
}

/** What a Patrol still needs, by lesson title; or the mark that it needs nothing more. */
function patrolNeeds(app: App): HTMLElement {
  const r = patrolReadiness(loadProgress(app.store), LESSONS);
  if (r.ready)
    return h(
      'div',
      { class: 'patrol-needs ready', id: 'patrol-needs', 'data-ready': 'true' },
      h('b', {}, '✔ Ready for a Patrol. '),
      'Every lesson a Patrol needs is done: play "Your first Patrol", or start one from the menu.',
    );
  return h(
    'div',
    { class: 'patrol-needs', id: 'patrol-needs', 'data-ready': 'false' },
    h('b', {}, `Before your first Patrol (${r.needed - r.missing.length} of ${r.needed} done), still to do: `),
    r.missing.map((l) => l.title).join('; '),
    '.',
  );
}

/** The list of lessons, in the menu page's root. */
export function renderLessonList(app: App, root: HTMLElement, redraw: () => void, fail: (line: string) => void): void {
  if (!lessonsHere(redraw)) {
    const back = h(
      'button',
      { type: 'button', class: 'small', id: 'lessons-back', onclick: () => (showLessonList(false), redraw()) },
      'Back to the menu',
    );
    root.append(
      h(
        'header',
        { class: 'menu-head' },
        h('h1', {}, 'Lessons'),
        LOADER.failed !== undefined ? failedLine(redraw, 'lessons-failed') : h('p', { class: 'muted' }, 'Loading...'),
        back,
      ),
    );
    return;
  }
  const progress = loadProgress(app.store);
  const play = (i: number) => {
    const player = new LessonPlayer(app, PART, LESSONS[i]!.id);
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
      patrolNeeds(app),
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
            h('p', {}, l.topic ?? ''),
            h(
              'p',
              { class: 'muted' },
              `${l.where ?? String(l.book)} · ${l.steps} steps`,
              l.tag ? h('span', { class: 'lesson-patrol', title: l.tag.title }, l.tag.text) : null,
            ),
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
    firstPatrolCard(app, fail),
  );
}

/** The coach's words and lessons, from Chain Reaction's lessons part (its `coach`). */
function patrolCoach(app: App): CoachSource {
  return {
    notes: (a) => {
      const need = a.need();
      const state = a.session?.state;
      return need && state && PART.coach ? PART.coach(state, need, PLAYER_SIDE) : [];
    },
    title: (id) => LESSONS.find((l) => l.id === id)?.title,
    open: (id) => {
      if (!LESSONS.some((l) => l.id === id)) return;
      const player = new LessonPlayer(app, PART, id);
      const r = player.start();
      if (!r.ok) return app.say(r.error, true);
      showLessonPanel(player, lessonControls());
    },
  };
}

/** The guided Patrol at the end of the list: live dice, a coach beside the table. */
function firstPatrolCard(app: App, fail: (line: string) => void): HTMLElement {
  const ready = patrolReadiness(loadProgress(app.store), LESSONS).ready;
  return h(
    'section',
    { class: 'card lesson-item first-patrol', id: 'first-patrol' },
    h(
      'div',
      { class: 'lesson-item-text' },
      h('h3', {}, 'Your first Patrol'),
      h(
        'p',
        {},
        'A real Patrol with live dice, from contact to the after-battle page. Before each order a coach names the rules it brings in, links their lessons and shows the odds; the orders are all yours.',
      ),
      h('p', { class: 'muted' }, ready ? 'You are ready for it.' : 'Best played once the Patrol lessons are done.'),
    ),
    h(
      'button',
      {
        type: 'button',
        class: ready ? 'primary' : '',
        id: 'play-first-patrol',
        onclick: () => {
          showLessonList(false);
          const error = startFirstPatrol(app, patrolCoach(app));
          if (error) fail(error);
        },
      },
      'Play',
    ),
  );
}
