// Chain Reaction's questions for the decision dialog (core/question.ts): a Star's Free Will, Cheating Death,
// how far to go on after coming into sight (up to 2"), where each other figure of the moving group steps (up
// to 2", picked on the table), whom to fire at after winning an In Sight, and the rest. The answers carry
// their `decide` commands; the words come from the question and the events before it.
import type { QuestionChoice, QuestionView } from '../../../core/question';
import type { Command, DecisionChoice } from '../engine/commands';
import type { DecisionKind, DecisionRequest } from '../engine/decisions';
import type { Need } from '../engine/need';
import type { GameState } from '../state';
import { sectionForDecision } from '../reference/links';
import { inSightPreview, questionTurn, soFarLines } from './decisionPreview';
import { plainPlaces } from '../explain/places';
import { listOf, whose } from '../explain/phrases';
import { mayStepIn } from '../engine/groupStep';
import { groupOfFigure } from '../engine/world';

const FREE_WILL: Record<string, string> = {
  '2': 'Take 2 passed',
  '1': 'Take 1 passed',
  '0': 'Take 0 passed',
  roll: 'Roll the dice like anyone else',
};

function choiceLabel(d: DecisionRequest, o: DecisionChoice): string {
  if (d.kind === 'freeWill') return FREE_WILL[String(o)] ?? String(o);
  if (d.kind === 'cheatDeath')
    return o === true ? 'Cheat death: leave the table alive, one Rep lower' : 'Fall: take the result';
  if (d.kind === 'captureOrDispatch') return o === 'dispatch' ? 'Dispatch' : 'Take prisoner';
  if (d.kind === 'challengeRetry') return o === 'quit' ? 'Give up' : 'Try again';
  if (d.kind === 'reactionGrenade') return o === true ? 'Throw the grenade' : 'Fire instead';
  if (d.kind === 'retrieveWounded') return o === true ? 'Go for the wounded friend' : 'Leave the friend';
  return String(o);
}

const decide = (choice: DecisionChoice): Command => ({ do: 'decide', choice });

function answer(key: string, label: string, choice: DecisionChoice, primary = false): QuestionChoice<Command> {
  return { key, label, command: decide(choice), ...(primary ? { primary } : {}) };
}

/** A question's box is titled by what it asks; the In Sight questions by the test (play-test 10a, 24: the
 * capture question came titled "In Sight"). */
const TITLES: Partial<Record<DecisionKind, string>> = {
  freeWill: 'Free Will',
  cheatDeath: 'Cheating Death',
  captureOrDispatch: 'Prisoner or dispatch',
  retrieveWounded: 'Carry the wounded along?',
  challengeRetry: 'Challenge: try again?',
  reactionGrenade: 'Throw a grenade?',
};

/** The question open in this state for the person, as the dialog shows it. */
export function questionView(s: GameState, need: Need): QuestionView<Command> | undefined {
  if (need.kind !== 'decision') return undefined;
  const d = need.decision;
  const section = sectionForDecision(d.kind);
  const turn = questionTurn(s);
  const base = {
    text: `${plainPlaces(d.text, s)}.`,
    ...(section ? { section } : {}),
    ...(turn !== s.turn ? { turn } : {}),
  };
  if (!Array.isArray(d.options) && 'stepUpTo' in d.options) {
    const o = d.options;
    const pending = s.pending;
    return {
      ...base,
      title: 'In Sight: step up to 2"',
      soFar: [],
      step: {
        figure: d.figure,
        from: o.from,
        reach: o.stepUpTo,
        note: `Click a spot on the table inside the dashed ${o.stepUpTo}" circle round ${d.figure}: the preview shows where the walk ends and which enemies ${d.figure} would see from there (only figures in sight take part in the test). Slow ground shortens the step.`,
        stay: answer('null', `${d.figure} stays put`, null, true),
        nobody: answer('none', 'Nobody else steps', null),
        // Every step question of one move comes from the same pending command.
        command: pending?.command ?? pending ?? d,
      },
    };
  }
  const soFar = soFarLines(s);
  const title = TITLES[d.kind] ?? 'In Sight';
  if (Array.isArray(d.options)) {
    const options = d.options.map((o) => {
      const key = JSON.stringify(o);
      const c = answer(key, choiceLabel(d, o), o, key === JSON.stringify(d.fallback));
      return d.kind === 'inSightTarget' && typeof o === 'string' ? { ...c, points: { from: d.figure, at: o } } : c;
    });
    return {
      ...base,
      title,
      soFar,
      choices: {
        options,
        fallback: `${s.people ? "The game's" : "The computer's"} default would be: ${choiceLabel(d, d.fallback)}.`,
      },
    };
  }
  const most = d.options.inchesUpTo;
  const pre = inSightPreview(s);
  const keep = d.options.inSightUpTo ?? most;
  const seen = pre?.seen.length ? pre.seen.join(', ') : 'the enemy';
  const stepping = mayStepIn(asActivating(s, d.figure), d.figure).map((f) => f.id);
  return {
    ...base,
    title,
    soFar,
    distance: {
      most,
      start: typeof d.fallback === 'number' ? d.fallback : keep,
      note: `The orange mark on the table shows where ${d.figure} came into view of ${seen}; the dashed orange line is the rest of ${whose(d.figure)} path.`,
      ...(pre ? { preview: { at: pre.at, path: pre.path, seen: pre.seen } } : {}),
      warn: (v) =>
        v > keep + 1e-6
          ? `Beyond ${keep.toFixed(1)}" ${d.figure} is out of sight of every enemy: then nobody steps and no In Sight test is taken.`
          : stepping.length
            ? `${d.figure} is still in sight there: ${listOf(stepping)} may step up to 2" and then the In Sight test is taken.`
            : `${d.figure} is still in sight there, with nobody else of the group able to step (a step is up to 2"): the In Sight test is taken there.`,
      stop: answer('0', `Stop where ${d.figure} came into view`, 0),
      go: {
        key: 'slider',
        label: 'Go on this far',
        command: (v) =>
          decide(Math.round(sliderInches(v, typeof d.fallback === 'number' ? d.fallback : keep, most) * 1000) / 1000),
      },
    },
  };
}

/**
 * The state as the engine reads it when the mover's order runs: on the first order of an activation the
 * question is asked from the state before it, with no group active yet, and the engine then activates the
 * mover's group (turn.ts activateGroup: its members who have not acted this turn). Without this the words said
 * "nobody else of the group able to step" and the game then asked Sarge and Kay to step (play-test 17a).
 */
function asActivating(s: GameState, mover: string): GameState {
  if (s.active) return s;
  const g = groupOfFigure(s, mover);
  if (!g) return s;
  const figures = g.members.filter((id) => s.figures[id]?.actedTurn !== s.turn);
  return { ...s, active: { side: g.side, leader: g.leader, figures, seen: [] } };
}

/** The dialog's slider moves in notches of 0.05" (src/app/ui/decisionDialog.ts), so the browser snaps a start
 *  or a most of 0.98" to 0.95": "up to 1.0"" would then log "0.9"". A value within a notch of where the slider
 *  started, or of its far end, means that distance exactly (play-test 34). */
export const SLIDER_NOTCH = 0.05;
export function sliderInches(v: number, start: number, most: number): number {
  if (v >= most - SLIDER_NOTCH + 1e-9) return most;
  if (Math.abs(v - start) < SLIDER_NOTCH - 1e-9) return start;
  return v;
}
