// The rules reference as one list in the book's order, with look-ups by id and a word search. The
// sections' words are ours (see basics/reaction/combat/solo); pages and tables are the book's.
import { BASICS } from './basics';
import { COMBAT } from './combat';
import { GLOSSARY } from './glossary';
import { REACTION } from './reaction';
import { SOLO } from './solo';
import type { GlossaryTerm, RefSection } from './types';

export type { GlossaryTerm, RefSection } from './types';
export { GLOSSARY } from './glossary';

export const SECTIONS: readonly RefSection[] = [...BASICS, ...REACTION, ...COMBAT, ...SOLO];

const BY_ID = new Map(SECTIONS.map((s) => [s.id, s]));
const TERM_BY_ID = new Map(GLOSSARY.map((t) => [t.id, t]));

export function sectionById(id: string): RefSection | undefined {
  return BY_ID.get(id);
}

export function termById(id: string): GlossaryTerm | undefined {
  return TERM_BY_ID.get(id);
}

/** "Duck Back, p.14" - how a link or a refusal names its section. */
export function sectionCite(id: string): string {
  const s = BY_ID.get(id);
  return s ? `${s.title}, p.${s.page}` : '';
}

function words(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^a-z0-9/"]+/)
    .filter((w) => w.length > 0);
}

/** Everything a section can be found by: title, chapter, text, its tables' ids and its glossary terms. */
function haystack(s: RefSection): string {
  const terms = (s.terms ?? []).map((t) => TERM_BY_ID.get(t)?.term ?? t);
  return [s.title, s.chapter, ...s.text, ...(s.tables ?? []), ...terms, `p.${s.page}`].join(' ').toLowerCase();
}

const HAY = new Map(SECTIONS.map((s) => [s.id, haystack(s)]));

/**
 * Sections holding every word of the query (any order, prefixes count: "hunk" finds Hunker Down), title
 * matches first, then in the book's order. An empty query gives every section.
 */
export function searchSections(query: string): RefSection[] {
  const q = words(query);
  if (q.length === 0) return [...SECTIONS];
  const hits = SECTIONS.filter((s) => {
    const hay = HAY.get(s.id)!;
    return q.every((w) => hay.includes(w));
  });
  const inTitle = (s: RefSection) => q.every((w) => s.title.toLowerCase().includes(w));
  return [...hits.filter(inTitle), ...hits.filter((s) => !inTitle(s))];
}
