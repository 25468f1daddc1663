// A game's rules reference as the screen uses it: its sections by id (the "why?" links and the pointer note's
// rule), its glossary (the terms marked in the log's lines) and which rule a refused order rests on. A
// ruleset's optional `reference` part (core/ruleset.ts) gives these; the hosts never read a game's own files.

/** A section of the rules, as a link names it. */
export interface RuleSection {
  id: string;
  title: string;
  /** The book page it is printed on, when the game has a book. */
  page?: number;
  /** The chapter it sits under, for the reference drawer. */
  chapter?: string;
  /** The rule in our words, a paragraph a line. */
  text?: readonly string[];
  /** Ids of the game's tables (Ruleset.tables) that go with it. */
  tables?: readonly string[];
}

/** A term the screen marks, and its one line in our own words. */
export interface GlossaryEntry {
  id: string;
  /** The word as the glossary shows it. */
  term: string;
  text: string;
  /** The section that explains it in full. */
  section: string;
  /** The spellings that carry the tooltip (regular-expression sources, whole words). */
  forms: readonly string[];
  /** Match the forms case-sensitively (short capitalised words such as Rep, Star, Target). */
  exactCase?: boolean;
}

/** The rule a refused order's sentence rests on. */
export interface RuleCite {
  /** What the refusal is about, in a word or two (shown beside the page). */
  rule: string;
  section: string;
  title: string;
  page?: number;
}

export interface ReferencePart {
  /** What the reference is, in a line under its heading ("Chain Reaction 3.1, in our words, ..."). */
  about: string;
  /** The sections whose words hold every word of the query, in the book's order (all for an empty one). */
  search(query: string): readonly RuleSection[];
  section(id: string): RuleSection | undefined;
  glossary: readonly GlossaryEntry[];
  /** The rule behind a refusal's sentence, if the game knows it. */
  cite(text: string): RuleCite | undefined;
}

/** ", p.16" for a section with a page, else nothing. */
export function pageWords(page: number | undefined): string {
  return page === undefined ? '' : `, p.${page}`;
}

/**
 * A reference part from a game's sections in our words (a game with no book pages, no glossary and no refusal
 * cites): enough for the log's "why?" to name the rule and say it, never its key.
 */
export function referenceFrom(
  about: string,
  sections: Readonly<Record<string, { title: string; text: string }>>,
): ReferencePart {
  const all: RuleSection[] = Object.entries(sections).map(([id, x]) => ({ id, title: x.title, text: [x.text] }));
  return {
    about,
    search: (query) => {
      const words = query.toLowerCase().split(/\s+/).filter(Boolean);
      return all.filter((x) => words.every((w) => `${x.title} ${x.text?.join(' ')}`.toLowerCase().includes(w)));
    },
    section: (id) => all.find((x) => x.id === id),
    glossary: [],
    cite: () => undefined,
  };
}
