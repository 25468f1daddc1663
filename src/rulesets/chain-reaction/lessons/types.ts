// TEMPORARY copy of the lesson API (LESSONS-API.md) until branch `lessons` is merged; its version wins.
import type { Command, DecisionChoice } from '../engine/commands';
import type { Vec } from '../../../geometry/shapes';

export interface Lesson {
  id: string;
  title: string;
  book: string;
  topic: string;
  scenario: unknown;
  steps: LessonStep[];
  tryInBattle: string;
}

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
  | { kind: 'decide'; text: string; solution: DecisionChoice; accept?: DecisionChoice[]; explain: string; book?: string };

export interface LessonExpect {
  do: Command['do'];
  figure?: string;
  target?: string;
  near?: { at: Vec; within: number };
}
