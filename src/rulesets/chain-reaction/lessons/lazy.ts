// Chain Reaction's lessons part as the ruleset carries it. The lessons' content (twenty-odd small tables, their
// steps, answers and checks: the largest part of the game's text) is in part.ts, fetched by `load()`, so the
// browser's first paint does not carry it. Until then the part lists nothing and opens nothing. The registry
// (rulesets/index.ts, used by the sim and Node) hands the content over at once with `useLessons`.
import { err } from '../../../core/result';
import type { LessonsPart } from '../../../core/ruleset';
import { loadView } from '../view/lazy';

let content: LessonsPart | undefined;

/** The lessons' content, ready: every member below answers from it from now on. */
export function useLessons(part: LessonsPart): void {
  content = part;
}

const NOT_LOADED = "Chain Reaction's lessons are not loaded yet";

export const lazyLessons: LessonsPart = {
  // A lesson is played on the table, so the table's words (view/lazy.ts) come with the lessons.
  load: async () => {
    await Promise.all([loadView(), content ? undefined : import('./part').then((m) => useLessons(m.crLessons))]);
  },
  list: () => content?.list() ?? [],
  solve: (id) => content?.solve(id) ?? { solved: false, why: NOT_LOADED },
  open: (id, opts) => content?.open?.(id, opts) ?? err(`error: ${NOT_LOADED}`),
  coach: (state, need, side) => content?.coach?.(state, need, side) ?? [],
};
