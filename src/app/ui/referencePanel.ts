// The rules reference: a drawer over the left of the table with every section of the book in its order
// (title, page, the rule in our words, its tables), a search box that filters sections by their words,
// and each table opening in place. Opened from the toolbar, the Q key, and every "why?" link, which
// lands on one section. It is not a modal, so a question docked over the log stays answerable.
import type { RuleSection } from '../../core/reference';
import { pageWords } from '../../core/reference';
import type { RulesetTables } from '../../core/ruleset';
import { h } from './dom';
import { glossify } from './glossaryText';
import { tableBody } from './tableDialog';
import { refAbout, refSearch, refSection, refTables } from './rulesReference';
import './reference.css';

let root: HTMLElement | undefined;
let list: HTMLElement;
let search: HTMLInputElement;
let count: HTMLElement;

/** "the Crisis table (p.13)": the table's name and page as the button says it. */
function tableWords(tables: RulesetTables, id: string): string {
  const v = tables.view?.(id);
  const title = v?.label ?? tables.list.find((t) => t.id === id)?.title ?? id;
  return `the ${title} table${v?.page !== undefined ? ` (p.${v.page})` : ''}`;
}

function tableButton(tables: RulesetTables, id: string): HTMLElement {
  const box = h('div', { class: 'ref-table', 'data-table': id, hidden: true });
  const b = h(
    'button',
    {
      type: 'button',
      class: 'small',
      'aria-expanded': 'false',
      onclick: () => {
        const open = box.hidden;
        if (open && !box.firstChild) box.append(tableBody(tables, id));
        box.hidden = !open;
        b.setAttribute('aria-expanded', String(open));
        b.textContent = `${open ? 'Hide' : 'Show'} ${tableWords(tables, id)}`;
      },
    },
    `Show ${tableWords(tables, id)}`,
  );
  return h('div', {}, b, box);
}

function sectionEl(s: RuleSection): HTMLElement {
  const tables = refTables();
  return h(
    'article',
    { class: 'ref-section', id: `ref-${s.id}`, 'data-section': s.id },
    h('h3', {}, s.title, h('span', { class: 'ref-page' }, pageWords(s.page).replace(/^, /, ''))),
    h('div', { class: 'ref-chapter muted' }, s.chapter ?? ''),
    (s.text ?? []).map((t) => h('p', {}, ...glossify(t))),
    tables ? (s.tables ?? []).map((id) => tableButton(tables, id)) : [],
  );
}

function build(): HTMLElement {
  search = h('input', {
    type: 'search',
    id: 'ref-search',
    placeholder: 'Search the rules: "duck back", "swath", "grenade"...',
    'aria-label': 'Search the rules',
    oninput: () => filter(),
    onkeydown: (e: Event) => {
      if ((e as KeyboardEvent).key === 'Escape') closeReference();
    },
  }) as HTMLInputElement;
  count = h('span', { class: 'muted ref-count' });
  list = h('div', { class: 'ref-list' });
  const el = h(
    'aside',
    { id: 'reference', role: 'dialog', 'aria-label': 'Rules reference', hidden: true },
    h(
      'div',
      { class: 'ref-head' },
      h('h2', {}, 'Rules reference'),
      h('span', { class: 'muted' }, refAbout()),
      h('button', { class: 'close', type: 'button', 'aria-label': 'Close', onclick: () => closeReference() }, '×'),
    ),
    h('div', { class: 'ref-search' }, search, count),
    list,
  );
  document.body.append(el);
  return el;
}

/** Shows the sections matching the search box (all of them when it is empty). */
function filter(): void {
  const hits = refSearch(search.value);
  list.replaceChildren(...hits.map(sectionEl));
  if (hits.length === 0) list.append(h('p', { class: 'muted' }, 'No section has all those words.'));
  count.textContent = search.value.trim() ? `${hits.length} found` : `${hits.length} sections`;
}

export function referenceOpen(): boolean {
  return !!root && !root.hidden;
}

/** Opens the reference; with a section id, clears the search and lands on that section, marked. */
export function openReference(sectionId?: string): void {
  root ??= build();
  const target = sectionId ? refSection(sectionId) : undefined;
  if (target || !list.firstChild) {
    search.value = '';
    filter();
  }
  root.hidden = false;
  document.body.dataset.reference = 'open';
  list.querySelectorAll('.ref-section.landed').forEach((e) => e.classList.remove('landed'));
  if (target) {
    const el = document.getElementById(`ref-${target.id}`);
    if (el) {
      el.classList.add('landed');
      el.scrollIntoView({ block: 'start' });
    }
  } else search.focus();
}

export function closeReference(): void {
  if (!root) return;
  root.hidden = true;
  delete document.body.dataset.reference;
  (document.activeElement as HTMLElement | null)?.blur?.();
}

export function toggleReference(): void {
  if (referenceOpen()) closeReference();
  else openReference();
}
