// Plays a lesson through the same engine as a battle: starts its table, checks the player's order
// against the step's `expect`, runs it, lets the computer play its side until the player is asked
// again, and moves on. Pure (no DOM): the browser player and `sim lessons --check` both use it.
import { err, ok, type Result } from '../../../core/result';
import { validateScenario } from '../scenario/validate';
import { begin, computerCommand, reduce, type Need } from '../game';
import { startingState } from '../start';
import type { GameState } from '../state';
import type { GameEvent } from '../engine/events';
import type { Command, DecisionChoice } from '../engine/commands';
import { codeWords } from '../explain/words';
import { fillTokens } from './fill';
import { wordsInOrder } from '../view/names';
import { fitOrder, orderProblem, sameChoice } from './check';
import { runDemo } from './demos';
import type { Lesson, LessonStep } from './types';

export interface LessonPlay {
  lesson: Lesson;
  /** The step the player is on; `lesson.steps.length` once every step is done. */
  step: number;
  state: GameState;
  need: Need;
  /** The events of the last thing that happened (the start, an order, an answer). */
  events: GameEvent[];
  /** The game's own words for `events` (the explain layer), in order. */
  said?: string[];
  /** The explanation of the step just finished, its tokens filled from the events (what really happened). */
  explained?: string;
}

/** The computer's side plays on until the player is asked something: guards an endless loop. */
const MAX_COMPUTER_COMMANDS = 400;

/** The lesson's table, begun; with `liveDice` its scripted dice are dropped and that seed rolls instead. */
export function startLesson(lesson: Lesson, opts: { liveDice?: string } = {}): Result<LessonPlay> {
  const raw = lesson.scenario as Record<string, unknown>;
  const file = opts.liveDice !== undefined ? { ...raw, seed: opts.liveDice, dice: {} } : raw;
  const checked = validateScenario(file);
  if (!checked.ok) return err(`lesson ${lesson.id}: ${checked.error.path}: ${checked.error.message}`);
  try {
    const start = startingState(checked.value);
    const first = begin(start.state);
    const played = computerPlays(first.state, first.need);
    const events = [...start.events, ...first.events, ...played.events];
    return ok({ lesson, step: 0, state: played.state, need: played.need, events, said: words(events, played.state) });
  } catch (e) {
    return err(`lesson ${lesson.id}: the table could not start (${(e as Error).message})`);
  }
}

/** The player's order for a 'do' step: checked against `expect`, then reduced. */
export function tryOrder(play: LessonPlay, command: Command): Result<LessonPlay> {
  const step = play.lesson.steps[play.step];
  if (!step) return err('the lesson is over');
  if (step.kind !== 'do') return err(`this step asks you to ${stepVerb(step)}, not to give an order`);
  if (play.need.kind !== 'command') return err(waitingFor(play.need));
  const problem = orderProblem(step.expect, command);
  if (problem) return err(problem);
  return run(play, step, fitOrder(step.expect, command));
}

/** The player's answer for a 'decide' step. */
export function tryAnswer(play: LessonPlay, choice: DecisionChoice): Result<LessonPlay> {
  const step = play.lesson.steps[play.step];
  if (!step) return err('the lesson is over');
  if (step.kind !== 'decide') return err(`this step asks you to ${stepVerb(step)}, not to answer a question`);
  if (play.need.kind !== 'decision') return err(`the game has asked no question here: ${waitingFor(play.need)}`);
  // The lesson's own answer that the player's matches is what is given (a click near the spot is the spot).
  const matched = [step.solution, ...(step.accept ?? [])].find((a) => sameChoice(a, choice));
  if (matched === undefined) return err(`not this answer here: ${step.text}`);
  return run(play, step, { do: 'decide', choice: matched });
}

/** Moves past a 'read', 'ask' or 'demo' step (a demo shows its lines in `said`). */
export function next(play: LessonPlay): LessonPlay {
  const step = play.lesson.steps[play.step];
  if (!step || step.kind === 'do' || step.kind === 'decide') return play;
  if (step.kind === 'demo') {
    const demo = runDemo(step.demo, play.state);
    const explained = fillTokens(step.explain, demo.events, demo.lines);
    return { ...play, step: play.step + 1, state: demo.state, events: demo.events, said: demo.lines, explained };
  }
  const explained =
    step.kind === 'ask' ? fillTokens(step.explain, play.events, [], wordsInOrder(play.events, play.state)) : undefined;
  return { ...play, step: play.step + 1, ...(explained !== undefined ? { explained } : {}) };
}

/** Plays every step with its solution (reading, answering `answer`, ordering `solution`). */
export function solve(
  lesson: Lesson,
  opts: { liveDice?: string } = {},
): { solved: boolean; failedAt?: number; why?: string } {
  const started = startLesson(lesson, opts);
  if (!started.ok) return { solved: false, failedAt: 0, why: started.error };
  let play = started.value;
  while (play.step < lesson.steps.length) {
    const at = play.step;
    const step = lesson.steps[at]!;
    let r: Result<LessonPlay>;
    if (step.kind === 'do') r = tryOrder(play, step.solution);
    else if (step.kind === 'decide') r = tryAnswer(play, step.solution);
    else r = ok(next(play));
    if (!r.ok) return { solved: false, failedAt: at, why: `step ${at + 1} (${step.kind}): ${r.error}` };
    play = r.value;
  }
  return { solved: true };
}

/**
 * Whether the battle still goes on from step `at`: true unless the lesson holds its battle after its last
 * order and no step from `at` on asks for an order or an answer to the game's question.
 */
export function ordersFrom(lesson: Lesson, at: number): boolean {
  return !lesson.holdAfterLastOrder || lesson.steps.slice(at).some((s) => s.kind === 'do' || s.kind === 'decide');
}

/**
 * Runs the player's command, then the computer's side until the player is asked again; after the last
 * order of a lesson that holds its battle the computer waits (the host holds it too).
 */
function run(play: LessonPlay, step: LessonStep & { explain: string }, command: Command): Result<LessonPlay> {
  let res;
  try {
    res = reduce(play.state, command);
  } catch (e) {
    return err(`the engine could not carry that out (${(e as Error).message})`);
  }
  if (!res.ok) return err(res.error);
  const played = ordersFrom(play.lesson, play.step + 1)
    ? computerPlays(res.state, res.need)
    : { state: res.state, need: res.need, events: [] };
  const events = [...res.events, ...played.events];
  const said = words(events, played.state);
  return ok({
    ...play,
    step: play.step + 1,
    state: played.state,
    need: played.need,
    events,
    said,
    explained: fillTokens(step.explain, events, [], wordsInOrder(events, played.state)),
  });
}

/** The computer plays each side not played by a person, until a person is asked or the game stops. */
function computerPlays(state: GameState, need: Need): { state: GameState; need: Need; events: GameEvent[] } {
  const events: GameEvent[] = [];
  for (let n = 0; n < MAX_COMPUTER_COMMANDS; n++) {
    if (need.kind !== 'command') break;
    const side = state.sides.find((s) => s.id === (need as { side: string }).side);
    if (!side || side.control === 'human') break;
    const r = reduce(state, computerCommand(state, need));
    if (!r.ok) break;
    events.push(...r.events);
    state = r.state;
    need = r.need;
  }
  return { state, need, events };
}

/** The game's sentences for these events as the screen shows them: sides and places by name, never ids. */
function words(events: readonly GameEvent[], state: GameState): string[] {
  const say = wordsInOrder(events, state);
  return events.flatMap((e) => {
    const t = say(e);
    return t ? [t] : [];
  });
}

function stepVerb(step: LessonStep): string {
  if (step.kind === 'do') return 'give an order';
  if (step.kind === 'decide') return "answer the game's question";
  if (step.kind === 'ask') return "answer the lesson's question";
  return 'read on';
}

/** Why no order can be given now, in one line. */
function waitingFor(need: Need): string {
  if (need.kind === 'decision') return `first answer the game's question: ${need.decision.text}`;
  if (need.kind === 'ended') return `the battle is over (${codeWords(need.reason)})`;
  if (need.kind === 'turnLimit') return 'the battle stopped at its turn limit';
  return `it is ${need.side}'s turn to act`;
}
