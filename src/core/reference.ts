// A game's rules reference as the screen uses it: its sections by id (the "why?" links and the pointer note's
// rule), its glossary (the terms marked in the log's lines) and which rule a refused order rests on. A
// ruleset's optional `reference` part (core/ruleset.ts) gives these; the hosts never read a game's own files.

/** A section of the rules, as a link names it. */
export interface RuleSection {
  id: string;
  title: string;
  /** The book page it is printed on, when the game has a book. */
  page?: number;
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
  section(id: string): RuleSection | undefined;
  glossary: readonly GlossaryEntry[];
  /** The rule behind a refusal's sentence, if the game knows it. */
  cite(text: string): RuleCite | undefined;
}

/** ", p.16" for a section with a page, else nothing. */
export function pageWords(page: number | undefined): string {
  return page === undefined ? '' : `, p.${page}`;
}
