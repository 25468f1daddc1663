// The lesson panel: a column left of the table while a lesson is played. It shows the lesson's title and
// its Stop! page, how far along it is, what the last order or answer taught (with the page), a refused
// order's line, and the current step: Next for reading, the question's choices, "give the order on the
// table", or "answer the question". After the last step: try it in a battle, or replay with live dice.
// It sits beside the table, so it never covers the turn prompt under the table or the log's end.
import type { App } from '../app';
import { LessonPlayer } from '../lessons/player';
import { DEFAULT_OPTIONS } from '../newBattle';
import { byId, clear, h } from './dom';
import { showDecision } from './decisionDialog';
import type { Controller } from '../controller';
import { closeModal, modalOpen } from './modal';
import { allOf } from '../../core/allOf';

let listOpen = false;
let controller: Controller | undefined;

/** The page's input controller, handed over once when the page is put together (a refused answer re-asks). */
export function bindLessons(ctl: Controller): void {
  controller = ctl;
}

export function lessonControls(): Controller {
  if (!controller) throw new Error('lessons: bindLessons was not called when the page was put together');
  return controller;
}

/** The next time the menu page is drawn, it shows the list of lessons instead of the cards. */
export function showLessonList(open = true): void {
  listOpen = open;
}

export function lessonListOpen(): boolean {
  return listOpen;
}

let current: { player: LessonPlayer; root: HTMLElement; stop: () => void } | undefined;

function seed(): string {
  return `lesson-${Math.floor(Math.random() * 1e6).toString(36)}`;
}

/** Shows the panel for a lesson just started; it goes away by itself when another battle is started. */
export function showLessonPanel(player: LessonPlayer, ctl: Controller): void {
  current?.stop();
  const shell = byId('shell');
  const root = document.getElementById('lesson') ?? h('aside', { id: 'lesson', 'aria-label': 'Lesson' });
  if (!root.parentElement) shell.append(root);
  const app = player.app;
  const draw = () => {
    if (app.practice !== player) return stop();
    renderPanel(root, player, ctl);
  };
  const offApp = app.on(draw);
  const offPlayer = player.on(draw);
  const stop = () => {
    offApp();
    offPlayer();
    if (current?.player === player) {
      current = undefined;
      root.remove();
      delete document.body.dataset.lesson;
      window.dispatchEvent(new Event('resize'));
    }
  };
  current = { player, root, stop };
  document.body.dataset.lesson = 'on';
  draw();
  // The table's box narrowed: let Phaser measure it again.
  window.dispatchEvent(new Event('resize'));
}

function pageOf(book: string): HTMLElement {
  return h('span', { class: 'lesson-page' }, book);
}

function renderPanel(root: HTMLElement, p: LessonPlayer, ctl: Controller): void {
  const app = p.app;
  const lesson = p.opened;
  const total = p.tutor.total;
  const at = Math.min(p.at, total);
  clear(root);
  root.append(
    h(
      'header',
      { class: 'lesson-head' },
      h('h2', {}, lesson.title),
      h('p', { class: 'muted' }, `${lesson.where}${p.liveDice ? ' · live dice' : ''}`),
      h(
        'div',
        { class: 'lesson-bar', role: 'progressbar', 'aria-valuemin': 0, 'aria-valuemax': total, 'aria-valuenow': at },
        h('span', { style: `width:${Math.round((100 * at) / Math.max(1, total))}%` }),
      ),
      h(
        'p',
        { class: 'muted lesson-count' },
        p.finished ? `${allOf(total, 'step')} done` : `Step ${at + 1} of ${total}`,
      ),
    ),
  );
  if (p.taught)
    root.append(
      h(
        'div',
        {
          class: `lesson-taught${p.taught.right === false ? ' wrong' : ''}`,
          id: 'lesson-taught',
          role: 'status',
        },
        p.taught.right === undefined ? null : h('b', {}, p.taught.right ? 'Right. ' : 'Not quite. '),
        p.taught.text,
        ' ',
        pageOf(p.taught.book),
      ),
    );
  if (p.said.length)
    root.append(
      h(
        'ul',
        { class: 'lesson-said' },
        p.said.map((l) => h('li', {}, l)),
      ),
    );
  if (p.refused) root.append(h('p', { class: 'lesson-refused', id: 'lesson-refused', role: 'alert' }, p.refused));
  const step = stepBody(p, app, ctl);
  root.append(step);
  // A long explanation must not push the step (and its buttons) out of sight: bring it into view when it changes.
  const key = `${p.at}|${p.chosen ?? ''}`;
  if (root.dataset.shown !== key) {
    root.dataset.shown = key;
    step.scrollIntoView?.({ block: 'nearest' });
  }
}

function stepBody(p: LessonPlayer, app: App, ctl: Controller): HTMLElement {
  const body = h('section', { class: 'lesson-step', id: 'lesson-step', 'data-kind': p.kind });
  const s = p.step;
  if (!s) {
    body.append(
      h('h3', {}, 'Try this in a battle'),
      h('p', {}, p.opened.tryInBattle),
      h(
        'div',
        { class: 'lesson-buttons' },
        h(
          'button',
          {
            type: 'button',
            class: 'primary',
            id: 'lesson-battle',
            onclick: () => {
              const r = app.newBattle({ ...DEFAULT_OPTIONS, seed: seed() });
              if (!r.ok) app.say(r.error, true);
            },
          },
          'Start a battle',
        ),
        h(
          'button',
          { type: 'button', id: 'lesson-live', onclick: () => replay(p, ctl, seed()) },
          'Replay with live dice',
        ),
        h('button', { type: 'button', id: 'lesson-back', onclick: () => backToList() }, 'All lessons'),
      ),
    );
    return body;
  }
  body.append(h('p', { class: 'lesson-text' }, s.text));
  const book = s.book;
  if (book) body.append(h('p', { class: 'muted' }, 'See ', pageOf(book)));
  const k = p.kind;
  const named = p.figures();
  if (named.length)
    body.append(h('p', { class: 'muted lesson-named' }, `Ringed in cyan on the table: ${named.join(', ')}.`));
  const marks = p.marks().length;
  // A place asked for (an order's, an answer's), or the places a worked example talks about (its spots).
  if (marks && (k === 'do' || k === 'decide'))
    body.append(
      h(
        'p',
        { class: 'muted lesson-marked', id: 'lesson-marked' },
        'The place this step asks for is the dashed cyan ring on the table (an arrow shows who goes there).',
      ),
    );
  else if (marks)
    body.append(
      h(
        'p',
        { class: 'muted lesson-marked', id: 'lesson-marked' },
        `The ${marks === 1 ? 'spot' : `${marks} spots`} the worked example checks ${marks === 1 ? 'is' : 'are'} ringed in dashed cyan on the table.`,
      ),
    );
  if (k === 'read') body.append(nextButton(p));
  else if (k === 'ask' && s.choices) {
    body.append(
      h(
        'div',
        { class: 'lesson-choices' },
        s.choices.map((c, i) =>
          h(
            'button',
            {
              type: 'button',
              'data-choice': i,
              class: p.chosen === undefined ? '' : i === s.answer ? 'right' : i === p.chosen ? 'wrong' : '',
              disabled: p.chosen !== undefined,
              onclick: () => p.choose(i),
            },
            c,
          ),
        ),
      ),
    );
    if (p.chosen !== undefined) body.append(nextButton(p));
  } else if (k === 'do') {
    body.append(h('p', { class: 'lesson-hint muted' }, 'Give this order on the table, as in a battle.'));
  } else if (k === 'decide') {
    const asking = app.need()?.kind === 'decision' && app.humanTurn();
    body.append(
      h(
        'p',
        { class: 'lesson-hint muted' },
        asking ? 'Answer the question in the dialog.' : 'Wait: the game is getting to the question.',
      ),
    );
    // The game's question is asked in its own dialog; one answered too early, or refused, is asked again.
    if (asking && (p.reask || !modalOpen()))
      queueMicrotask(() => {
        const need = app.need();
        if (need?.kind !== 'decision' || app.practice !== p) return;
        if (p.reask) closeModal();
        p.reask = false;
        if (!modalOpen()) showDecision(app, ctl);
      });
  }
  body.append(
    h(
      'p',
      { class: 'lesson-foot' },
      h('button', { type: 'button', class: 'small', onclick: () => replay(p, ctl) }, 'Start again'),
    ),
  );
  return body;
}

function nextButton(p: LessonPlayer): HTMLElement {
  return h('button', { type: 'button', class: 'primary', id: 'lesson-next', onclick: () => p.next() }, 'Next');
}

/** The same lesson from its start: scripted dice again, or live dice from a new seed. */
function replay(p: LessonPlayer, ctl: Controller, liveDice?: string): void {
  const again = new LessonPlayer(p.app, p.lessons, p.id, liveDice);
  const r = again.start();
  if (!r.ok) p.app.say(r.error, true);
  else showLessonPanel(again, ctl);
}

/** To the menu page, showing the list of lessons (through the toolbar's own Menu button). */
function backToList(): void {
  showLessonList();
  document.getElementById('to-menu')?.click();
}
