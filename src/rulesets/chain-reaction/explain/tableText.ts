// A table view as plain text with aligned columns, for the CLI, the log and snapshot tests.
import type { TableView } from './tableView';

const SEP = ' | ';

/** Renders a view; the row at `markRow` (an index into view.rows) gets a "<" at its end. */
export function renderTable(view: TableView, markRow?: number): string {
  const header = [view.rowHeader, ...view.columns.map((c) => c.label)];
  const body = view.rows.map((r) => [r.label, ...r.cells]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((cells) => (cells[i] ?? '').length)));
  const line = (cells: readonly string[]) =>
    widths
      .map((w, i) => (cells[i] ?? '').padEnd(w))
      .join(SEP)
      .trimEnd();
  const out: string[] = [`${view.label} (p.${view.page})`, view.rolls];
  if (view.modifiers.length) {
    out.push(`Modifiers: ${view.modifiers.map((m) => (m.change ? `${m.label} ${m.change}` : m.label)).join('; ')}`);
  }
  out.push('', line(header), widths.map((w) => '-'.repeat(w)).join('-+-'));
  body.forEach((cells, i) => out.push(line(cells) + (i === markRow ? '  <' : '')));
  if (view.notes.length) out.push('', ...view.notes.map((n) => `- ${n}`));
  return out.join('\n');
}
