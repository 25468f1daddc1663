// The lesson format: a small table (a scenario file) and the steps a player takes on it to learn one
// Stop! box of the book. Shared with the browser lesson player (docs: LESSONS-API, kept by the lessons helper).
import type { Command, DecisionChoice } from '../engine/commands';
import type { Vec } from '../../../geometry/shapes';

export interface Lesson {
  id: string;
  title: string;
  /** The Stop! box's page, 'p.12'. */
  book: string;
  /** One line for the menu card. */
  topic: string;
  /** A scenario file per SCENARIO.md; its `commands` are empty: the steps give them. */
  scenario: unknown;
  steps: LessonStep[];
  /** The closing "try this in a battle" step's words. */
  tryInBattle: string;
}

/**
 * One step. `read` and `ask` are passed with `next`; `do` takes an order checked against `expect`;
 * `decide` answers the question the engine has asked. Words in `text`/`explain` may hold tokens filled
 * from the events the engine produced (see `fill.ts`), so the numbers shown are the ones rolled.
 * `demo` runs a small engine-backed calculation outside a battle (after the battle, recruiting) and
 * shows its lines; a player who does not know the kind shows `text` as a read step.
 */
export type LessonStep =
  | { kind: 'read'; text: string; book?: string; figures?: string[] }
  | { kind: 'ask'; text: string; choices: string[]; answer: number; explain: string; book?: string }
  | {
      kind: 'do';
      text: string;
      expect: LessonExpect;
      solution: Command;
      explain: string;
      book?: string;
      figures?: string[];
    }
  | {
      kind: 'decide';
      text: string;
      solution: DecisionChoice;
      accept?: DecisionChoice[];
      explain: string;
      book?: string;
    }
  | { kind: 'demo'; text: string; demo: string; explain: string; book?: string };

export interface LessonExpect {
  do: Command['do'];
  figure?: string;
  /** For fire (any target), charge, retrieve. */
  target?: string;
  /**
   * For move / fastMove / throwGrenade: where it must end or land. An order ending within `within` inches
   * is carried out to `at` exactly (likewise a clicked answer near a `decide` step's point is that point).
   */
  near?: { at: Vec; within: number };
}
