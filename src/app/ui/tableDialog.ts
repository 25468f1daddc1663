// Shows one of the book's tables (as the core's display-ready view) with the row a roll used
// highlighted, so a player can check the log's reading against the whole table.
import { rowFor, tableView, type TableId } from '../../rulesets/chain-reaction/tables/index';
import type { TableRef } from '../../core/tables/types';
import { h } from './dom';
import { openModal } from './modal';

export function showTable(id: TableId, mark?: TableRef): void {
  openModal(`${tableView(id).label} table`, tableBody(id, mark), { wide: true, id: 'table-dialog' });
}

/** The table itself (rows, modifiers, notes), for the dialog and for the rules reference. */
export function tableBody(id: TableId, mark?: TableRef): HTMLElement {
  const v = tableView(id);
  const hit = mark ? rowFor(mark) : undefined;
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
  const body = h(
    'div',
    { class: 'table-view' },
    h('p', { class: 'muted' }, `${v.rolls}. Book page ${v.page}.`),
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
  return body;
}
