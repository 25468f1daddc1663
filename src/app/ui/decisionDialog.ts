// The dialogs for choices the rules leave to the player: a Star's Free Will, Cheating Death, how far to
// go on after coming into sight (up to 2"), where each other figure of the moving group steps (up to 2",
// picked on the table), and whom to fire at after winning an In Sight. The answer
// goes to the engine as a `decide` command.
import type { DecisionRequest } from '../../rulesets/chain-reaction/engine/decisions';
import type { DecisionChoice } from '../../rulesets/chain-reaction/engine/commands';
import type { Vec } from '../../geometry/shapes';
import type { App } from '../app';
import type { Controller } from '../controller';
import { inSightPreview, soFarLines } from '../../rulesets/chain-reaction/view/decisionPreview';
import { plainPlaces } from '../../rulesets/chain-reaction/explain/places';
import { h } from './dom';
import { closeModal, openModal } from './modal';
import { sectionForDecision } from '../../rulesets/chain-reaction/reference/links';
import { glossify } from './glossaryText';
import { whyLink } from './whyLink';

const FREE_WILL: Record<string, string> = {
  '2': 'Take 2 passed',
  '1': 'Take 1 passed',
  '0': 'Take 0 passed',
  roll: 'Roll the dice like anyone else',
};

function choiceLabel(d: DecisionRequest, o: DecisionChoice): string {
  if (d.kind === 'freeWill') return FREE_WILL[String(o)] ?? String(o);
  if (d.kind === 'cheatDeath')
    return o === true ? 'Cheat death: leave the table alive, one Rep lower' : 'Fall: take the result';
  if (d.kind === 'captureOrDispatch') return o === 'dispatch' ? 'Dispatch' : 'Take prisoner';
  if (d.kind === 'challengeRetry') return o === 'quit' ? 'Give up' : 'Try again';
  if (d.kind === 'reactionGrenade') return o === true ? 'Throw the grenade' : 'Fire instead';
  if (d.kind === 'retrieveWounded') return o === true ? 'Go for the wounded friend' : 'Leave the friend';
  return String(o);
}

export function showDecision(app: App, ctl: Controller, d: DecisionRequest): void {
  const answer = (choice: DecisionChoice) => {
    ctl.decisionPreview = undefined;
    ctl.stepPick = undefined;
    closeModal();
    app.send({ do: 'decide', choice });
  };
  if (!Array.isArray(d.options) && 'stepUpTo' in d.options) {
    const pending = app.session!.state.pending!;
    // "Nobody else steps" answered the rest of this move's step questions already.
    const move = pending.command ?? pending;
    if (ctl.noMoreSteps === move) {
      answer(null);
      return;
    }
    showStep(app, ctl, d, d.options, move, answer);
    return;
  }
  const body = h('div', { class: 'decision' });
  const before = soFarLines(app.session!.state);
  if (before.length)
    body.append(
      h(
        'div',
        { class: 'so-far' },
        h('b', {}, 'So far:'),
        h(
          'ul',
          {},
          before.map((t) => h('li', {}, ...glossify(t))),
        ),
      ),
    );
  // The question, its terms marked, and the rule it asks about; then its odds when a throw decides it.
  body.append(
    h('p', {}, ...glossify(`${plainPlaces(d.text, app.session!.state)}.`), whyLink(sectionForDecision(d.kind))),
  );
  const odds = app.session!.ruleset.view?.decisionOdds?.(app.session!.state, app.session!.need);
  if (odds) body.append(h('p', { class: 'odds', 'data-role': 'decision-odds' }, odds));
  if (Array.isArray(d.options)) {
    const row = h('div', { class: 'choices' });
    for (const o of d.options) {
      row.append(
        h(
          'button',
          {
            type: 'button',
            class: JSON.stringify(o) === JSON.stringify(d.fallback) ? 'primary' : '',
            'data-choice': JSON.stringify(o),
            onmouseenter: () => {
              if (d.kind === 'inSightTarget' && typeof o === 'string') {
                ctl.select(d.figure);
                ctl.hover = o;
                ctl.version++;
              }
            },
            onclick: () => answer(o),
          },
          choiceLabel(d, o),
        ),
      );
    }
    body.append(row);
    body.append(h('p', { class: 'muted' }, `The computer's default would be: ${choiceLabel(d, d.fallback)}.`));
  } else if ('inchesUpTo' in d.options) {
    const most = d.options.inchesUpTo;
    const pre = inSightPreview(app.session!.state);
    const keep = d.options.inSightUpTo ?? most;
    const start = typeof d.fallback === 'number' ? d.fallback : keep;
    const out = h('output', {}, `${start.toFixed(1)}"`);
    const warn = h('p', { class: 'muted', 'data-role': 'sight-warning' });
    const slider = h('input', {
      type: 'range',
      min: 0,
      max: most,
      step: 0.05,
      value: start,
      'aria-label': 'inches further',
    }) as HTMLInputElement;
    const sayWarn = () => {
      const v = Number(slider.value);
      warn.textContent =
        v > keep + 1e-6
          ? `Beyond ${keep.toFixed(1)}" ${d.figure} is out of sight of every enemy: then nobody steps and no In Sight test is taken.`
          : `${d.figure} is still in sight there: the others may step up to 2" and then the In Sight test is taken.`;
    };
    slider.addEventListener('input', () => {
      out.textContent = `${Number(slider.value).toFixed(1)}"`;
      sayWarn();
    });
    sayWarn();
    ctl.decisionPreview = pre;
    ctl.version++;
    const seen = pre?.seen.length ? pre.seen.join(', ') : 'the enemy';
    body.append(
      h(
        'p',
        { class: 'muted' },
        `The orange mark on the table shows where ${d.figure} came into view of ${seen}; the dashed orange line is the rest of its path.`,
      ),
      h('div', { class: 'slider' }, slider, out),
      warn,
      h(
        'div',
        { class: 'choices' },
        h('button', { type: 'button', onclick: () => answer(0), 'data-choice': '0' }, 'Stop where it came into view'),
        h(
          'button',
          {
            type: 'button',
            class: 'primary',
            onclick: () => answer(Math.round(Number(slider.value) * 1000) / 1000),
            'data-choice': 'slider',
          },
          'Go on this far',
        ),
      ),
    );
  }
  openModal(d.kind === 'freeWill' ? 'Free Will' : d.kind === 'cheatDeath' ? 'Cheating Death' : 'In Sight', body, {
    dismissable: false,
    id: 'decision-dialog',
    docked: true,
  });
}

/** A group member's step before the In Sight test: the player clicks the spot on the table, or stays. */
function showStep(
  app: App,
  ctl: Controller,
  d: DecisionRequest,
  o: { stepUpTo: number; from: Vec },
  command: object,
  answer: (c: DecisionChoice) => void,
): void {
  ctl.stepPick = { figure: d.figure, from: o.from, reach: o.stepUpTo };
  ctl.select(d.figure);
  ctl.version++;
  const body = h(
    'div',
    { class: 'decision' },
    h('p', {}, ...glossify(`${plainPlaces(d.text, app.session!.state)}.`), whyLink(sectionForDecision(d.kind))),
    h(
      'p',
      { class: 'muted' },
      `Click a spot on the table inside the dashed ${o.stepUpTo}" circle round ${d.figure}: the preview shows where the walk ends and which enemies ${d.figure} would see from there (only figures in sight take part in the test). Slow ground shortens the step.`,
    ),
    h(
      'div',
      { class: 'choices' },
      h(
        'button',
        { type: 'button', class: 'primary', 'data-choice': 'null', onclick: () => answer(null) },
        `${d.figure} stays put`,
      ),
      h(
        'button',
        {
          type: 'button',
          'data-choice': 'none',
          onclick: () => {
            ctl.noMoreSteps = command;
            answer(null);
          },
        },
        'Nobody else steps',
      ),
    ),
  );
  openModal('In Sight: step up to 2"', body, { dismissable: false, id: 'decision-dialog', docked: true });
}
