// The rules reference the page's words link to (the "why?" links, the glossary marks, the pointer note's
// rule): the reference part of the game on the table (core/reference.ts), set once the page knows it.
// Until then, and for a game without one, nothing is linked or marked.
import type { GlossaryEntry, ReferencePart, RuleCite, RuleSection } from '../../core/reference';

let part: ReferencePart | undefined;

export function useReference(p: ReferencePart | undefined): void {
  part = p;
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
