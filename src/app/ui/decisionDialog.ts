// The dialog for a choice the rules leave to the player (a Star's Free Will, how far to go on after coming
// into sight, where a group member steps...). It draws the game's question (`view.question`, core/question.ts):
// its words, what happened before it, the odds, and its answers as buttons carrying ready commands, a distance
// slider, or a step picked on the table. The answer goes to the engine as the command the button carries.
import type { App } from '../app';
import type { Controller } from '../controller';
import type { QuestionChoice, QuestionView } from '../../core/question';
import { h } from './dom';
import { closeModal, openModal } from './modal';
import { glossify } from './glossaryText';
import { whyLink } from './whyLink';

type Command = Parameters<App['send']>[0];

/** Asks the question the game is waiting on, if the game has one to show. */
export function showDecision(app: App, ctl: Controller): void {
  const session = app.session;
  if (!session) return;
  const q = session.ruleset.view?.question?.(session.state, session.need);
  if (!q) return;
  const answer = (command: Command) => {
    ctl.decisionPreview = undefined;
    ctl.stepPick = undefined;
    closeModal();
    app.send(command);
  };
  if (q.step) {
    // "Nobody else steps" answered the rest of this move's step questions already.
    if (ctl.noMoreSteps === q.step.command) {
      answer(q.step.stay.command);
      return;
    }
    showStep(ctl, q, q.step, answer);
    return;
  }
  const body = h('div', { class: 'decision' });
  if (q.soFar.length) {
    const list = h(
      'ul',
      {},
      q.soFar.slice(-6).map((t) => h('li', {}, ...glossify(t))),
    );
    body.append(h('div', { class: 'so-far' }, h('b', {}, 'So far:'), list));
    // The list scrolls when long: open it at its newest line, the one the question follows from, with the
    // first line in view whole (play-test 9, 7: it was cut in half).
    requestAnimationFrame(() => wholeLines(list));
  }
  // The question, its terms marked, and the rule it asks about; then its odds when a throw decides it.
  body.append(h('p', {}, ...glossify(q.text), whyLink(q.section)));
  const odds = session.ruleset.view?.decisionOdds?.(session.state, session.need);
  if (odds) body.append(h('p', { class: 'odds', 'data-role': 'decision-odds' }, odds));
  if (q.choices) {
    const row = h('div', { class: 'choices' });
    for (const o of q.choices.options) {
      row.append(
        button(o, () => answer(o.command), {
          onmouseenter: () => {
            if (!o.points) return;
            ctl.select(o.points.from);
            ctl.hover = o.points.at;
            ctl.version++;
          },
        }),
      );
    }
    body.append(row);
    body.append(h('p', { class: 'muted' }, q.choices.fallback));
  } else if (q.distance) {
    const d = q.distance;
    const out = h('output', {}, `${d.start.toFixed(1)}"`);
    const warn = h('p', { class: 'muted', 'data-role': 'sight-warning' });
    const slider = h('input', {
      type: 'range',
      min: 0,
      max: d.most,
      step: 0.05,
      value: d.start,
      'aria-label': 'inches further',
    }) as HTMLInputElement;
    const sayWarn = () => {
      warn.textContent = d.warn(Number(slider.value));
    };
    slider.addEventListener('input', () => {
      out.textContent = `${Number(slider.value).toFixed(1)}"`;
      sayWarn();
    });
    sayWarn();
    ctl.decisionPreview = d.preview
      ? { at: [...d.preview.at], path: d.preview.path.map((p) => [...p]), seen: [...d.preview.seen] }
      : undefined;
    ctl.version++;
    body.append(
      h('p', { class: 'muted' }, d.note),
      h('div', { class: 'slider' }, slider, out),
      warn,
      h(
        'div',
        { class: 'choices' },
        button(d.stop, () => answer(d.stop.command)),
        h(
          'button',
          {
            type: 'button',
            class: 'primary',
            onclick: () => answer(d.go.command(Number(slider.value))),
            'data-choice': d.go.key,
          },
          d.go.label,
        ),
      ),
    );
  }
  openModal(q.title, body, { dismissable: false, id: 'decision-dialog', docked: true });
}

/** An answer's button: the page marks it with its key (tests press it by that). */
function button(o: QuestionChoice<Command>, onclick: () => void, more: Record<string, unknown> = {}): HTMLElement {
  return h(
    'button',
    { type: 'button', class: o.primary ? 'primary' : '', 'data-choice': o.key, onclick, ...more },
    o.label,
  );
}

/** A group member's step before the In Sight test: the player clicks the spot on the table, or stays. */
function showStep(
  ctl: Controller,
  q: QuestionView<Command>,
  s: NonNullable<QuestionView<Command>['step']>,
  answer: (c: Command) => void,
): void {
  ctl.stepPick = { figure: s.figure, from: [...s.from], reach: s.reach };
  ctl.select(s.figure);
  ctl.version++;
  const body = h(
    'div',
    { class: 'decision' },
    h('p', {}, ...glossify(q.text), whyLink(q.section)),
    h('p', { class: 'muted' }, s.note),
    h(
      'div',
      { class: 'choices' },
      button(s.stay, () => answer(s.stay.command)),
      button(s.nobody, () => {
        ctl.noMoreSteps = s.command;
        answer(s.nobody.command);
      }),
    ),
  );
  openModal(q.title, body, { dismissable: false, id: 'decision-dialog', docked: true });
}

/**
 * A scrolling list opened at its end, its box cut to a whole number of text lines so the top line shows whole:
 * the lines are all one height (the CSS sets it), so the end sits on a line's foot and the box's top on a
 * line's top.
 */
function wholeLines(list: HTMLElement): void {
  list.style.maxHeight = '';
  const lh = parseFloat(getComputedStyle(list).lineHeight);
  if (list.scrollHeight > list.clientHeight + 1 && lh > 0)
    list.style.maxHeight = `${Math.max(1, Math.floor(list.clientHeight / lh)) * lh}px`;
  list.scrollTop = list.scrollHeight;
}
