// Shows one of a game's tables (as its ruleset's `tables.view` gives it) with the row a roll used
// highlighted, so a player can check the log's reading against the whole table. A game whose tables have
// no view shows the table's plain text instead. It reads the game only through `Ruleset.tables`.
import type { RulesetTables } from '../../core/ruleset';
import type { TableRef } from '../../core/tables/types';
import type { TableShown } from '../../core/tables/view';
import { h } from './dom';
import { openModal } from './modal';

/** The table's title for the dialog's head: its label, else its name in the list, else its id. */
function titleOf(tables: RulesetTables, id: string): string {
  return tables.view?.(id)?.label ?? tables.list.find((t) => t.id === id)?.title ?? id;
}

export function showTable(tables: RulesetTables, id: string, mark?: TableRef): void {
  openModal(`${titleOf(tables, id)} table`, tableBody(tables, id, mark), { wide: true, id: 'table-dialog' });
}

/** The table itself (rows, modifiers, notes), for the dialog and for the rules reference. */
export function tableBody(tables: RulesetTables, id: string, mark?: TableRef): HTMLElement {
  const v = tables.view?.(id);
  if (!v) return h('pre', { class: 'table-view' }, tables.text(id) ?? `No table named ${titleOf(tables, id)}.`);
  return shownBody(v, mark && mark.table === id ? tables.row?.(mark) : undefined);
}

function shownBody(v: TableShown, hit: { rowIndex: number; columnIndex?: number } | undefined): HTMLElement {
  const head = h(
    'tr',
    {},
    h('th', {}, v.rowHeader),
    v.columns.map((c) =>
      h(
        'th',
        { class: hit?.columnIndex !== undefined && v.columns[hit.columnIndex]?.id === c.id ? 'mark' : '' },
        c.label,
      ),
    ),
  );
  const rows = v.rows.map((r, i) =>
    h(
      'tr',
      { class: hit?.rowIndex === i ? 'mark' : '' },
      h('th', {}, r.label),
      r.cells.map((c) => h('td', {}, c)),
    ),
  );
  return h(
    'div',
    { class: 'table-view' },
    h('p', { class: 'muted' }, `${v.rolls}.${v.page !== undefined ? ` Book page ${v.page}.` : ''}`),
    h('table', {}, h('thead', {}, head), h('tbody', {}, rows)),
    v.modifiers.length
      ? h(
          'div',
          {},
          h('b', {}, 'Modifiers'),
          h(
            'ul',
            {},
            v.modifiers.map((m) => h('li', {}, `${m.label}${m.change ? ` (${m.change})` : ''}`)),
          ),
        )
      : null,
    v.notes.length
      ? h(
          'ul',
          { class: 'muted' },
          v.notes.map((n) => h('li', {}, n)),
        )
      : null,
    hit ? h('p', {}, 'The highlighted row is the one used.') : null,
  );
}
