// The what-if panel: a test's odds opened up. Its knobs (Rep, cover, the modifiers, the Leader's Rep) are
// set as they were when the test was taken; changing one works the exact distribution out again through
// the same odds model the log uses (the game's view: core/rulesetView.ts WhatIfView), one bar per result.
import type { Knob, OddsModel, WhatIfView } from '../../core/rulesetView';
import { clear, h } from './dom';

let panel: HTMLElement | undefined;

function root(): HTMLElement {
  if (panel?.isConnected) return panel;
  panel = h('section', {
    id: 'whatif-panel',
    class: 'float-panel',
    role: 'dialog',
    'aria-label': 'What if',
    hidden: true,
  });
  document.body.append(panel);
  return panel;
}

export function closeWhatIf(): void {
  const p = root();
  p.hidden = true;
  clear(p);
}

export function whatIfOpen(): boolean {
  return !!panel && !panel.hidden;
}

/** The distribution as rows: result, exact fraction, percentage and a bar; likeliest first. */
function bars(view: WhatIfView, q: OddsModel): HTMLElement {
  return h(
    'table',
    { class: 'whatif-odds' },
    view
      .answer(q)
      .map((r) =>
        h(
          'tr',
          { 'data-key': r.key },
          h('th', {}, r.label),
          h('td', { class: 'frac' }, r.fraction),
          h('td', { class: 'pct' }, r.percent),
          h('td', { class: 'bar' }, h('span', { style: `width:${(r.chance * 100).toFixed(1)}%` })),
        ),
      ),
  );
}

function knobEl(k: Knob, q: OddsModel, set: (v: number | boolean | string) => void): HTMLElement {
  const v = q.values[k.key];
  const id = `whatif-${k.key}`;
  if (k.kind === 'flag') {
    const box = h('input', { type: 'checkbox', id, 'data-knob': k.key, checked: !!v }) as HTMLInputElement;
    box.addEventListener('change', () => set(box.checked));
    return h('label', { class: 'knob flag', for: id }, box, ` ${k.label}`);
  }
  if (k.kind === 'choice') {
    const sel = h(
      'select',
      { id, 'data-knob': k.key },
      k.options.map((o) => h('option', { value: o, selected: o === v }, o)),
    ) as HTMLSelectElement;
    sel.addEventListener('change', () => set(sel.value));
    return h('label', { class: 'knob', for: id }, `${k.label} `, sel);
  }
  const input = h('input', {
    type: 'number',
    id,
    'data-knob': k.key,
    min: k.min,
    max: k.max,
    step: 1,
    value: Number(v),
  }) as HTMLInputElement;
  const step = (d: number) => set(Math.max(k.min, Math.min(k.max, Number(v) + d)));
  input.addEventListener('change', () => {
    const n = Math.round(Number(input.value));
    if (Number.isFinite(n)) set(Math.max(k.min, Math.min(k.max, n)));
  });
  return h(
    'label',
    { class: 'knob number', for: id },
    h('span', {}, k.label),
    h('button', { type: 'button', class: 'small', 'data-step': `${k.key}-`, onclick: () => step(-1) }, '−'),
    input,
    h('button', { type: 'button', class: 'small', 'data-step': `${k.key}+`, onclick: () => step(1) }, '+'),
  );
}

/** Opens the panel on a question; `was` is the question as the test was taken, kept to compare with. */
export function openWhatIf(view: WhatIfView, question: OddsModel): void {
  const was = question;
  let q = question;
  const p = root();
  const draw = () => {
    clear(p);
    const changed = JSON.stringify(q.values) !== JSON.stringify(was.values);
    p.append(
      h(
        'div',
        { class: 'float-head' },
        h('h2', {}, `What if: ${q.title}`),
        h('button', { type: 'button', class: 'close', 'aria-label': 'Close', onclick: closeWhatIf }, '×'),
      ),
      h(
        'p',
        { class: 'muted' },
        'Change a number or a box: the chances below are worked out exactly, by walking every way the dice can fall through the same rule the game used.',
      ),
      h(
        'div',
        { class: 'knobs' },
        q.knobs.length
          ? q.knobs.map((k) =>
              knobEl(k, q, (v) => {
                q = view.withValue(q, k.key, v);
                draw();
              }),
            )
          : h('p', { class: 'muted' }, 'This throw has nothing to change: the same dice every time.'),
      ),
      h('h3', {}, changed ? 'With your changes' : 'As the test was taken'),
      bars(view, q),
      h(
        'div',
        { class: 'whatif-was' },
        changed && [
          h('h3', {}, 'As the test was taken'),
          bars(view, was),
          h(
            'button',
            { type: 'button', class: 'small', onclick: () => ((q = was), draw()) },
            'Back to the real values',
          ),
        ],
      ),
    );
  };
  draw();
  p.hidden = false;
}
