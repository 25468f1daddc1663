// A person at the plain table, played by a seeded chooser: it selects a figure it may select, presses an
// enabled choice, and gives any target the choice asks for (a figure among those offered, a point on the
// table, the faces of a roll), exactly as the board host would from clicks. The computer's sides play
// through the session as usual. Tests of every game drive whole battles this way, so what the board offers
// is proved to be playable to the end; the board host's own monkey test uses it too.
import type { AnyRuleset, RulesetNeed } from '../../core/ruleset';
import type { BoardChoice, BoardPoint } from '../../core/board';
import type { Session } from '../session';

/** A uniform number in [0, 1): the caller's seeded stream (never Math.random in tests that must repeat). */
export type Chooser = () => number;

export interface ChoiceStep {
  /** The choice pressed, by key. */
  key: string;
  selected?: string;
  /** What it was given: a figure, a point or faces. */
  target?: string | BoardPoint | readonly number[];
  /** The command was refused by the rules (a defect of the board part: it offered it). */
  refused?: string;
}

export interface PlayResult {
  steps: ChoiceStep[];
  /** Why the person could not go on, if stuck (nothing enabled, no point accepted...). */
  stuck?: string;
  over: boolean;
}

function pick<T>(xs: readonly T[], r: Chooser): T {
  return xs[Math.floor(r() * xs.length)]!;
}

/**
 * Points a careful person would try once random clicks have missed: around every figure (where most aims
 * and moves go: a boxed-in grenadier's few good points lie by the figures near it), then the whole table on
 * an inch grid, then a half-inch one. Fixed, so a stuck button costs the seeded stream nothing.
 */
function* carefulPoints(figures: readonly BoardPoint[], width: number, height: number): Generator<BoardPoint> {
  const inside = (x: number, y: number) => x >= 0 && y >= 0 && x <= width && y <= height;
  for (const radius of [0, 0.6, 1, 1.5, 2.5, 4, 6]) {
    const n = radius === 0 ? 1 : 12;
    for (const [fx, fy] of figures)
      for (let k = 0; k < n; k++) {
        const a = (2 * Math.PI * k) / n;
        const x = Math.round((fx + radius * Math.cos(a)) * 10) / 10;
        const y = Math.round((fy + radius * Math.sin(a)) * 10) / 10;
        if (inside(x, y)) yield [x, y];
      }
  }
  for (const step of [1, 0.5])
    for (let x = step / 2; x < width; x += step) for (let y = step / 2; y < height; y += step) yield [x, y];
}

/** The command a choice makes with a random target, or why none could be found. */
function commandOf<C>(
  choice: BoardChoice<C>,
  view: { width: number; height: number; figures: readonly { at: BoardPoint }[] },
  r: Chooser,
): { command: C; target?: ChoiceStep['target'] } | { why: string } {
  const { width, height } = view;
  if (choice.command !== undefined) return { command: choice.command };
  const t = choice.target;
  if (!t) return { why: `choice ${choice.key} has neither a command nor a target` };
  if (t.kind === 'figure') {
    if (t.among.length === 0) return { why: `choice ${choice.key} offers no figure to pick` };
    const f = pick(t.among, r);
    return { command: t.command(f), target: f };
  }
  if (t.kind === 'faces') {
    const faces = Array.from({ length: t.ask.count }, () => 1 + Math.floor(r() * t.ask.sides));
    return { command: t.command(faces), target: faces };
  }
  for (let i = 0; i < 60; i++) {
    const at: BoardPoint = [Math.round(r() * width * 10) / 10, Math.round(r() * height * 10) / 10];
    const res = t.command(at);
    if (res.ok) return { command: res.command, target: at };
  }
  // A button with few good points (a prone figure boxed in by woods and a vehicle) is honest but missed by
  // random clicks: look where a person would before calling it stuck.
  for (const at of carefulPoints(
    view.figures.map((f) => f.at),
    width,
    height,
  )) {
    const res = t.command(at);
    if (res.ok) return { command: res.command, target: at };
  }
  return {
    why: `choice ${choice.key}: no point on the table was accepted (60 random, then around figures and a grid)`,
  };
}

/**
 * One person's move: select (maybe), press a choice, give its target. Returns the step, or why it is stuck.
 */
export function personStep<R extends AnyRuleset>(session: Session<R>, r: Chooser): ChoiceStep | { stuck: string } {
  const board = session.ruleset.board;
  if (!board) return { stuck: `${session.ruleset.title} has no plain table` };
  const state = session.state;
  const need = session.need;
  const view = board.view(state);
  const selectable = board.selectable(state, need);
  const tries: (string | undefined)[] = [undefined, ...selectable];
  // Try the selections in a random order, the empty one among them, until one offers an enabled choice.
  for (let i = tries.length - 1; i > 0; i--) {
    const j = Math.floor(r() * (i + 1));
    [tries[i], tries[j]] = [tries[j], tries[i]];
  }
  for (const selected of tries) {
    const choices = board.choices(state, need, selected).filter((c) => c.enabled);
    if (choices.length === 0) continue;
    const choice = pick(choices, r);
    const made = commandOf(choice, view, r);
    if ('why' in made) return { stuck: made.why };
    const res = session.apply(made.command, 'human');
    const step: ChoiceStep = { key: choice.key, selected, target: made.target };
    if (!res.ok) step.refused = res.error;
    return step;
  }
  const n = need as RulesetNeed;
  return { stuck: `no enabled choice for ${'side' in n ? n.side : n.kind} with any selection` };
}

/** Plays the session to its end (or `maxSteps`): people by the chooser, the computer by its policy. */
export function playByChoices<R extends AnyRuleset>(session: Session<R>, r: Chooser, maxSteps = 5000): PlayResult {
  const steps: ChoiceStep[] = [];
  for (let i = 0; i < maxSteps && !session.over; i++) {
    const by = session.waitingFor();
    if (by === 'nobody') break;
    if (by !== 'human') {
      const res = session.playComputer();
      if (res === null) return { steps, stuck: 'the computer had nothing to play', over: session.over };
      if (!res.ok) return { steps, stuck: `the computer's command was refused: ${res.error}`, over: session.over };
      continue;
    }
    const step = personStep(session, r);
    if ('stuck' in step) return { steps, stuck: step.stuck, over: session.over };
    steps.push(step);
    if (step.refused) return { steps, stuck: `choice ${step.key} was refused: ${step.refused}`, over: session.over };
  }
  return { steps, over: session.over };
}
