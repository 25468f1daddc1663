// A list-of-records knob on the new-battle card (core/board.ts RecordsKnob): rows the person adds from a preset
// ("start from the police") and then edits field by field. Reading never clamps: a value out of range goes to
// the game's check as typed, so the person gets one line saying which row and field, never a quietly changed
// battle. Ids: #knob-<key> (the list), #knob-<key>-preset and #knob-<key>-add, #knob-<key>-<row>-<field>,
// #knob-<key>-<row>-remove.
import type { RecordField, RecordRow, RecordsKnob } from '../../../core/board';
import type { KnobValue } from '../../../core/rulesetView';
import { h } from '../../ui/dom';

function fieldInput(f: RecordField, id: string, value: KnobValue | undefined): { el: HTMLElement; read(): KnobValue } {
  if (f.kind === 'flag') {
    const box = h('input', { type: 'checkbox', id, checked: value === true }) as HTMLInputElement;
    return { el: box, read: () => box.checked };
  }
  if (f.kind === 'choice') {
    const sel = h(
      'select',
      { id },
      f.options.map((o) => h('option', { value: o, selected: o === value }, o)),
    ) as HTMLSelectElement;
    return { el: sel, read: () => sel.value };
  }
  if (f.kind === 'text') {
    const t = h('input', { type: 'text', id, value: String(value ?? ''), maxlength: f.maxLength }) as HTMLInputElement;
    return { el: t, read: () => t.value.trim() };
  }
  const n = h('input', { type: 'number', id, min: f.min, max: f.max, step: 1, value: String(value ?? '') });
  // An empty or unreadable box reads as NaN, which the check names.
  return { el: n, read: () => (n.value.trim() === '' ? Number.NaN : Number(n.value)) };
}

/** The editor for one records knob, and how to read its rows back. */
export function recordsInput(k: RecordsKnob, start: readonly RecordRow[]): { el: HTMLElement; read(): RecordRow[] } {
  let rows: { preset: string; read(): Record<string, KnobValue> }[] = [];
  const list = h('div', { class: 'records-list' });
  const draw = (values: RecordRow[]) => {
    list.replaceChildren();
    rows = values.map((row, i) => {
      const preset = k.presets.find((p) => p.name === row.preset);
      const inputs = k.fields
        .filter((f) => !preset?.hidden?.includes(f.key))
        .map((f) => ({ f, ...fieldInput(f, `knob-${k.key}-${i}-${f.key}`, row.values[f.key]) }));
      const remove = h(
        'button',
        {
          type: 'button',
          id: `knob-${k.key}-${i}-remove`,
          onclick: () => draw(read().filter((_, j) => j !== i)),
        },
        'Remove',
      );
      list.append(
        h(
          'fieldset',
          { class: 'record', 'data-row': i },
          h('legend', {}, `${i + 1}. from ${row.preset}`),
          ...inputs.map((x) =>
            h(
              'label',
              { class: x.f.kind === 'flag' ? 'field check' : 'field' },
              h('span', {}, preset?.labels?.[x.f.key] ?? x.f.label),
              x.el,
            ),
          ),
          remove,
        ),
      );
      // Hidden fields keep the preset's values, so the row still carries every field.
      return {
        preset: row.preset,
        read: () => ({ ...row.values, ...Object.fromEntries(inputs.map((x) => [x.f.key, x.read()])) }),
      };
    });
    add.disabled = values.length >= k.max;
    if (k.counted) count.textContent = k.counted(values.length);
  };
  const read = (): RecordRow[] => rows.map((r) => ({ preset: r.preset, values: r.read() }));
  const pick = h(
    'select',
    { id: `knob-${k.key}-preset` },
    k.presets.map((p) => h('option', { value: p.name }, p.name)),
  ) as HTMLSelectElement;
  const add = h(
    'button',
    {
      type: 'button',
      id: `knob-${k.key}-add`,
      onclick: () => {
        const p = k.presets.find((q) => q.name === pick.value) ?? k.presets[0]!;
        draw([...read(), { preset: p.name, values: { ...p.values } }]);
      },
    },
    'Add',
  ) as HTMLButtonElement;
  const count = h('p', { class: 'records-count', id: `knob-${k.key}-count`, 'aria-live': 'polite' });
  draw(start.map((r) => ({ preset: r.preset, values: { ...r.values } })));
  const el = h(
    'div',
    { class: 'records', id: `knob-${k.key}` },
    list,
    k.counted ? count : null,
    h('div', { class: 'records-add' }, h('span', {}, 'Start from '), pick, add),
    k.hint ? h('small', { class: 'muted' }, k.hint) : null,
  );
  return { el, read };
}
