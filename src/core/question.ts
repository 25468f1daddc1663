// A question the rules leave to the person (a Star's Free Will, how far to go on after coming into sight,
// where a group member steps), as plain data the host's decision dialog draws (src/app/ui/decisionDialog.ts).
// The answers have the plain table's choice shape (core/board.ts BoardChoice, with a ready command), keyed
// as the page marks them. Words are the game's, built from the question's numbers. (Not importing board.ts,
// which imports rulesetView.ts, which imports this.)

type BoardPoint = readonly [number, number];

/** An answer button; `primary` is the computer's default; `points` the figures the answer is about (hover). */
export interface QuestionChoice<C> {
  key: string;
  label: string;
  command: C;
  primary?: boolean;
  points?: { from: string; at: string };
}

export interface QuestionView<C> {
  /** The dialog's title ("Free Will"). */
  title: string;
  /** The question, a sentence. */
  text: string;
  /** The rules reference section it is about (core/reference.ts), for its "why?" link. */
  section?: string;
  /**
   * The turn the question is asked in, when the game's state (held from before the step that raised it)
   * still shows an earlier one: the bar says this turn, not the last (play-test 4, 17).
   */
  turn?: number;
  /** What happened in this command before the question, a line each, oldest first. */
  soFar: readonly string[];
  /** The answers as buttons, with a line naming the computer's default. */
  choices?: { options: readonly QuestionChoice<C>[]; fallback: string };
  /** A distance: a slider from 0 to `most` inches, a stop button and a go button. */
  distance?: {
    most: number;
    start: number;
    /** What the table shows meanwhile (drawn by the host's table while the dialog is open). */
    note: string;
    preview?: { at: BoardPoint; path: BoardPoint[]; seen: string[] };
    /** The line under the slider for a distance. */
    warn(inches: number): string;
    stop: QuestionChoice<C>;
    go: { key: string; label: string; command(inches: number): C };
  };
  /** A figure's step: a spot clicked on the table within `reach` of `from`, staying, or nobody else stepping. */
  step?: {
    figure: string;
    from: BoardPoint;
    reach: number;
    note: string;
    stay: QuestionChoice<C>;
    /** Answers this and every later step question of the same command (`command` names it) with staying. */
    nobody: QuestionChoice<C>;
    command: object;
  };
}
