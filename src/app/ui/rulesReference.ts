// The rules reference the page's words link to (the "why?" links, the glossary marks, the pointer note's
// rule): the reference part of the game on the table (core/reference.ts), set once the page knows it.
// Until then, and for a game without one, nothing is linked or marked.
import type { GlossaryEntry, ReferencePart, RuleCite, RuleSection } from '../../core/reference';
import type { RulesetTables } from '../../core/ruleset';

let part: ReferencePart | undefined;
let tables: RulesetTables | undefined;

/** The game's reference, and its tables for the sections' "Show the table" buttons. */
export function useReference(p: ReferencePart | undefined, t?: RulesetTables): void {
  part = p;
  tables = t;
}

export function refTables(): RulesetTables | undefined {
  return tables;
}

export function refAbout(): string {
  return part?.about ?? '';
}

export function refSearch(query: string): readonly RuleSection[] {
  return part?.search(query) ?? [];
}

export function refSection(id: string): RuleSection | undefined {
  return part?.section(id);
}

export function refCite(text: string): RuleCite | undefined {
  return part?.cite(text);
}

export function refGlossary(): readonly GlossaryEntry[] {
  return part?.glossary ?? [];
}
