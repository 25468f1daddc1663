// "Your first Patrol": a real Patrol with live dice, played as any battle (saved, with its after-battle
// page), and a coach in the lesson column. Before each of the player's orders the coach names the rules the
// orders open now bring into play, with each one's lesson (a link) and the exact odds
// (rulesets/chain-reaction/lessons/coach.ts). It never gives an order and never refuses one. The game's
// own words and lessons come in through `CoachSource` (built by the lesson list), so this file needs no game.
import type { App } from '../app';
import { DEFAULT_OPTIONS } from '../newBattle';
import { byId, clear, h } from './dom';

/** One note of the coach: the rule an order brings in, its lesson and page, and what it means here. */
export interface CoachLine {
  rule: string;
  lesson: string;
  book: string;
  text: string;
}

/** What the coach reads: its notes for the moment, a lesson's title, and how to open that lesson. */
export interface CoachSource {
  notes(app: App): CoachLine[];
  title(lesson: string): string | undefined;
  open(lesson: string): void;
}

let stopCoach: (() => void) | undefined;

/** Starts a Patrol from a fresh seed and puts the coach beside it. */
export function startFirstPatrol(app: App, coach: CoachSource, seed = randomSeed()): string | undefined {
  const r = app.newBattle({ ...DEFAULT_OPTIONS, kind: 'patrol', seed, groupSize: 4, starRep: 5 });
  if (!r.ok) return r.error;
  showCoach(app, coach);
  return undefined;
}

function randomSeed(): string {
  return `first-patrol-${Math.floor(Math.random() * 1e6).toString(36)}`;
}

/** The coach's column for the battle now on the table; it goes away when another battle or a lesson starts. */
export function showCoach(app: App, coach: CoachSource): void {
  stopCoach?.();
  const session = app.session;
  if (!session) return;
  const root = document.getElementById('lesson') ?? h('aside', { id: 'lesson', 'aria-label': 'Coach' });
  if (!root.parentElement) byId('shell').append(root);
  let shown = '';
  const draw = () => {
    if (app.session !== session || app.practice) return stop();
    const notes = coach.notes(app);
    const key = JSON.stringify([notes, session.over]);
    if (key === shown) return;
    shown = key;
    clear(root);
    root.append(
      h(
        'header',
        { class: 'lesson-head' },
        h('h2', {}, 'Your first Patrol'),
        h(
          'p',
          { class: 'muted' },
          'Live dice. The coach names the rules your next order brings in; the orders are yours.',
        ),
      ),
    );
    if (session.over) {
      root.append(h('p', { class: 'lesson-text' }, 'The Patrol is over: the after-battle page has what came of it.'));
      return;
    }
    if (!notes.length) {
      root.append(h('p', { class: 'muted', id: 'coach-wait' }, 'The other side is acting: watch the log.'));
      return;
    }
    root.append(
      h(
        'ul',
        { class: 'coach-notes', id: 'coach-notes' },
        notes.map((n) => {
          const title = coach.title(n.lesson);
          return h(
            'li',
            { class: 'coach-note', 'data-lesson': n.lesson },
            h('b', {}, `${n.rule}. `),
            n.text,
            ' ',
            title
              ? h(
                  'button',
                  {
                    type: 'button',
                    class: 'small link',
                    title: 'Opens the lesson; your Patrol is saved: Continue on the menu brings you back',
                    onclick: () => coach.open(n.lesson),
                  },
                  `Lesson: ${title} (${n.book})`,
                )
              : null,
          );
        }),
      ),
    );
  };
  const off = app.on(draw);
  const stop = () => {
    off();
    if (stopCoach === stop) {
      stopCoach = undefined;
      if (!app.practice) {
        root.remove();
        delete document.body.dataset.lesson;
        window.dispatchEvent(new Event('resize'));
      }
    }
  };
  stopCoach = stop;
  document.body.dataset.lesson = 'on';
  draw();
  window.dispatchEvent(new Event('resize'));
}
