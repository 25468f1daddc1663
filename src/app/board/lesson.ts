// A lesson of a game played on the plain table, as the page shows it: the lessons a game offers for play
// (its `lessons` part with `file`, core/ruleset.ts), the battle a lesson opens, its steps, and how it stands
// after each step of the battle (what is still to do, or the goal met). It reads only the lessons part and
// the Session, never a game's state. No Phaser and no DOM, so Node tests drive it as the page does.
import type { AnyRuleset, LessonStep } from '../../core/ruleset';
import { err, ok, type Result } from '../../core/result';
import { Session } from '../session';

export interface LessonEntry {
  id: string;
  title: string;
}

/** The lessons of a game that a person can open at the table (none when its part lacks file/steps/check). */
export function playableLessons(ruleset: AnyRuleset): LessonEntry[] {
  const p = ruleset.lessons;
  if (!p?.file || !p.steps || !p.check) return [];
  return p.list().map((l) => ({ id: l.id, title: l.title }));
}

export class BoardLesson {
  readonly steps: readonly LessonStep[];
  /** The check's answer for each state seen (states are never changed, so it never goes stale). */
  private readonly seen = new WeakMap<object, string | undefined>();

  private constructor(
    readonly ruleset: AnyRuleset,
    readonly id: string,
    readonly title: string,
  ) {
    this.steps = ruleset.lessons!.steps!(id);
  }

  /** The lesson's battle (its file checked and set going) and the lesson to show beside it, or one line. */
  static open(ruleset: AnyRuleset, id: string): Result<{ session: Session; lesson: BoardLesson }> {
    const entry = playableLessons(ruleset).find((l) => l.id === id);
    if (!entry) return err(`error: lesson: ${ruleset.title} has no lesson ${JSON.stringify(id)}`);
    const file = ruleset.lessons!.file!(id) as Record<string, unknown>;
    const checked = ruleset.scenario.check(file);
    if (!checked.ok) return err(`error: lesson ${entry.title}: ${checked.error.path}: ${checked.error.message}`);
    try {
      const session = new Session(ruleset, checked.value, file);
      return ok({ session, lesson: new BoardLesson(ruleset, id, entry.title) });
    } catch (e) {
      return err(`error: lesson ${entry.title}: the game failed while setting it up (${String(e)})`);
    }
  }

  private check(state: unknown): string | undefined {
    const key = state as object;
    if (!this.seen.has(key)) this.seen.set(key, this.ruleset.lessons!.check!(this.id, state));
    return this.seen.get(key);
  }

  /**
   * How the lesson stands in this battle: done once any state so far met the goal (the computer playing on
   * does not take it back; an undo to before it does), else the words of what is still to do now.
   */
  status(session: Session): { done: boolean; text: string } {
    if (session.history.some((e) => this.check(e.state) === undefined))
      return { done: true, text: 'Goal met: the lesson is done.' };
    return { done: false, text: this.check(session.state)! };
  }
}
