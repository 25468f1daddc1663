// The lesson format: a small table (a scenario file) and the steps a player takes on it to learn one
// Stop! box of the book. Shared with the browser lesson player (docs: LESSONS-API, kept by the lessons helper).
import type { Command, DecisionChoice } from '../engine/commands';
import type { Vec } from '../../../geometry/shapes';
import type { FireTarget } from '../engine/commands';

export interface Lesson {
  id: string;
  title: string;
  /** The Stop! box's page, 'p.12'; for a lesson on a rule no Stop! box covers, the rule's own page. */
  book: string;
  /** A lesson drawn from a Stop! box (the default), or on a rule a Patrol needs that no Stop! box covers. */
  source?: 'stop' | 'rule';
  /** What a player needs for a Patrol: a lesson marked so counts towards "ready for a Patrol". */
  patrol?: boolean;
  /**
   * The battle waits after the lesson's last order until its closing steps are read: the computer's side
   * does not act under a recap that describes the table as it stood (play-test 2, 27).
   */
  holdAfterLastOrder?: boolean;
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
export type LessonStep = StepClaims &
  (
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
        /** Ringed on the table; with a point for an answer, the first is the figure going there (an arrow). */
        figures?: string[];
      }
    | {
        kind: 'demo';
        text: string;
        demo: string;
        explain: string;
        book?: string;
        /** Places the demo talks about, marked on the table while it is the step and while its lines show. */
        marks?: readonly { at: [number, number]; within: number }[];
      }
  );

/**
 * What a step says about the table as data (who sees whom, a group, odds, what fires, a place, a swath
 * side): `claims.ts` asks the game the same questions and fails on any difference.
 */
export interface StepClaims {
  claims?: Claim[];
}

export interface LessonExpect {
  do: Command['do'];
  figure?: string;
  /** For fire (any target), charge, retrieve. */
  target?: string;
  /** For fire: the dice each target must get, when the lesson's story depends on how they are shared. */
  dice?: Record<string, number>;
  /**
   * For move / fastMove / throwGrenade: where it must end or land. An order ending within `within` inches
   * is carried out to `at` exactly (likewise a clicked answer near a `decide` step's point is that point).
   */
  near?: { at: Vec; within: number };
}

/** When a claim is judged: on the table the step is shown on, or after the step was played. */
export type ClaimWhen = 'before' | 'after';

export type Claim = { when?: ClaimWhen } & (
  | { kind: 'sees'; from: string; to: string; is: boolean }
  /** These figures are one group, exactly (one id alone: a group of one). */
  | { kind: 'group'; members: string[] }
  /** The distance between two figures, to the nearest half inch. */
  | { kind: 'distance'; from: string; to: string; inches: number }
  /** The chance that a declared shot scores `hits` on `target`, as the fire preview works it out. */
  | { kind: 'fireOdds'; figure: string; targets: FireTarget[]; target: string; hits: number; chance: [number, number] }
  /** The swath from `figure` through `first`, to the shooter's own `side`, takes in exactly these figures. */
  | { kind: 'swath'; figure: string; first: string; side: 'left' | 'right'; covers: string[] }
  /** Whether the figure fired (in any way) during the step. */
  | { kind: 'fires'; figure: string; is: boolean }
  /** Whether a test of this kind was taken during the step (by `figure`, when named). */
  | { kind: 'test'; test: string; figure?: string; is: boolean }
  /** Where a figure stands: within `within` inches of `place`. */
  | { kind: 'at'; figure: string; place: Vec; within: number }
  | { kind: 'ammo'; figure: string; is: 'loaded' | 'outOfAmmo' }
  | { kind: 'status'; figure: string; is: string }
  | { kind: 'inCover'; figure: string; from: string; cover: boolean; concealed: boolean }
  /** Whether the charge preview (figure charging target) offers the target a shot among its outcomes. */
  | { kind: 'chargeOffersFire'; figure: string; target: string; is: boolean }
  /** Whether the In Sight step preview, with `figure` stepped to `to`, names `enemy` as in sight. */
  | { kind: 'stepSees'; figure: string; to: Vec; enemy: string; is: boolean }
  /** The In Sight test of the step: `figure` threw `dice` dice, with (or without) the temporary leader's -1d6. */
  | { kind: 'inSightThrow'; figure: string; dice: number; temporary: boolean }
  /** Whether the figure left the table by the player's own edge during the step. */
  | { kind: 'exits'; figure: string; is: boolean }
  /** Whether the battle or encounter is over. */
  | { kind: 'ended'; is: boolean }
);
