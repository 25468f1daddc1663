// The new-battle card of a game played on the plain table: the game's own knobs (a number, a yes/no, one of a
// few choices, a list of records such as the game's own factions), a seed, and Start. The game makes the scenario file from them (board.newBattle.make); the
// host checks it and sets the battle going. Chain Reaction keeps its own card (menuPanel.ts).
import type { BoardKnob, BoardKnobValue, RecordRow } from '../../../core/board';
import type { AnyRuleset } from '../../../core/ruleset';
import type { Knob, KnobValue } from '../../../core/rulesetView';
import { recordsInput } from './recordsKnob';
import { h } from '../../ui/dom';
import { newBoardBattle } from '../start';
import type { Session } from '../../session';

function knobInput(k: BoardKnob, value: BoardKnobValue | undefined): { el: HTMLElement; read(): BoardKnobValue } {
  if (k.kind === 'records') return recordsInput(k, Array.isArray(value) ? (value as RecordRow[]) : []);
  return plainInput(k, value as KnobValue | undefined);
}

function plainInput(k: Knob, value: KnobValue | undefined): { el: HTMLElement; read(): KnobValue } {
  const id = `knob-${k.key}`;
  if (k.kind === 'flag') {
    const box = h('input', { type: 'checkbox', id, checked: value === true }) as HTMLInputElement;
    return { el: box, read: () => box.checked };
  }
  if (k.kind === 'choice') {
    const sel = h(
      'select',
      { id },
      k.options.map((o) => h('option', { value: o, selected: o === value }, o)),
    ) as HTMLSelectElement;
    return { el: sel, read: () => sel.value };
  }
  const n = h('input', {
    type: 'number',
    id,
    min: k.min,
    max: k.max,
    value: String(value ?? k.min),
  }) as HTMLInputElement;
  // Out of range or not a number: the nearest allowed value, so Start never sends what the game can't read.
  return {
    el: n,
    read: () => {
      const v = Number(n.value);
      return Number.isFinite(v) ? Math.max(k.min, Math.min(k.max, v)) : k.min;
    },
  };
}

export function boardNewBattleCard(
  ruleset: AnyRuleset,
  gameChoice: HTMLElement,
  seedValue: string,
  start: (session: Session, title: string) => void,
  fail: (line: string) => void,
): HTMLElement {
  const nb = ruleset.board!.newBattle!;
  const inputs = nb.knobs.map((k) => ({ k, ...knobInput(k, nb.values[k.key]) }));
  const seed = h('input', { id: 'board-seed', type: 'text', value: seedValue, spellcheck: false }) as HTMLInputElement;
  const go = () => {
    const values: Record<string, BoardKnobValue> = { ...nb.values };
    for (const i of inputs) values[i.k.key] = i.read();
    const r = newBoardBattle(ruleset, values, seed.value.trim() || seedValue);
    if (!r.ok) fail(r.error);
    else start(r.value.session, r.value.title);
  };
  const row = (label: string, el: HTMLElement, check = false) =>
    h('label', { class: check ? 'row check' : 'row' }, h('span', {}, label), el);
  return h(
    'section',
    { class: 'card', id: 'board-new' },
    h('h2', {}, 'New battle'),
    gameChoice,
    ...inputs.map((i) =>
      i.k.kind === 'records'
        ? h('div', { class: 'row records-row' }, h('span', {}, i.k.label), i.el)
        : row(i.k.label, i.el, i.k.kind === 'flag'),
    ),
    row('Seed', seed),
    h('small', { class: 'muted' }, 'the same seed gives the same battle and dice'),
    h('div', {}, h('button', { type: 'button', class: 'primary', id: 'board-start', onclick: go }, 'Start the battle')),
  );
}
