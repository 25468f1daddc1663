// The menu's lessons fetched on first use (their content is not in the first paint): whether they are here,
// still on their way, or failed to come (the line to show, with a way to try again). The card and the list
// both read it; a failed fetch is not tried again until the player asks, so a redraw cannot loop on it.
import type { LessonListed, LessonsPart } from '../../core/ruleset';

/** The plain line shown when the lessons' chunk did not arrive; `why` (the browser's reason) goes in a tooltip. */
export const LESSONS_FAILED = 'The lessons could not be fetched. Check the connection, then try again.';

export class LessonsLoader {
  /** The lessons, once fetched; empty until then. */
  list: readonly LessonListed[] = [];
  /** The browser's reason the last fetch failed; undefined while nothing has failed (or a retry is under way). */
  failed: string | undefined;
  private loading: Promise<void> | undefined;
  /** Called when the fetch settles, either way: the latest view asking (card or list) draws itself again. */
  private settled: () => void = () => {};

  constructor(private readonly part: LessonsPart) {}

  /** True when the lessons are here; otherwise starts the fetch (unless the last one failed) and returns false. */
  here(redraw: () => void): boolean {
    if (this.list.length) return true;
    this.settled = redraw;
    if (this.failed !== undefined || this.loading) return false;
    this.loading = (this.part.load?.() ?? Promise.resolve())
      .then(
        () => {
          this.list = this.part.list();
          if (!this.list.length) this.failed = 'the lessons came back empty';
        },
        (e: unknown) => {
          this.failed = e instanceof Error ? e.message : String(e);
        },
      )
      .finally(() => {
        this.loading = undefined;
        this.settled();
      });
    return false;
  }

  /** Forgets a failed fetch and starts another; `redraw` runs when it settles. */
  retry(redraw: () => void): void {
    this.failed = undefined;
    this.here(redraw);
  }
}
