// The shape of the in-game rules reference: one section per heading of the book, in the book's order,
// each with its page, a short account of the rule in the project's own words (never the book's
// sentences), the tables it uses and the glossary terms it defines.
import type { TableId } from '../tables/index';

export interface RefSection {
  /** Stable id the "why?" links point at. */
  id: string;
  title: string;
  /** Book page the heading is printed on (its table of contents). */
  page: number;
  /** The chapter heading it sits under (the book's capitals), for grouping the list. */
  chapter: string;
  /** The rule, paraphrased: one short paragraph or bullet a line. */
  text: readonly string[];
  tables?: readonly TableId[];
  /** Glossary term ids this section defines. */
  terms?: readonly string[];
  /** The heading as the book's contents prints it, when that differs from `title`. */
  toc?: string;
}

export interface GlossaryTerm {
  id: string;
  /** The word as the glossary shows it. */
  term: string;
  /** One line in our own words. */
  text: string;
  /** The section that explains it in full. */
  section: string;
  /** The spellings that should carry the tooltip (regular-expression sources, whole words). */
  forms: readonly string[];
  /** Match the forms case-sensitively (short capitalised words such as Rep, Star, Target). */
  exactCase?: boolean;
}
