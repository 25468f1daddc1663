// The dice duel's words: its dice purposes, state, commands, events and needs. A ruleset that lives only in
// tests/ to prove the door (src/core/ruleset.ts) opens: it plays through the sim, the batch, the soak and
// the session with no edit to any host.
import type { DiceState } from '../../../src/core/dice/source';
import type { RollRecord } from '../../../src/core/dice/roll';

/** Every roll the duel makes names one of these. */
export const DUEL_PURPOSES = ['initiative', 'shot', 'setup'] as const;
export type DuelPurpose = (typeof DUEL_PURPOSES)[number];

export const CONTROLS = ['script', 'ai', 'human'] as const;
export type DuelControl = (typeof CONTROLS)[number];

export const STATUSES = ['standing', 'down'] as const;
export type DuelStatus = (typeof STATUSES)[number];

export interface DuelFigure {
  id: string;
  side: string;
  at: [number, number];
  status: DuelStatus;
}

export interface DuelSide {
  id: string;
  control: DuelControl;
  figures: string[];
}

export interface DuelState {
  seed: string;
  dice: DiceState;
  table: { width: number; height: number };
  /** Turns begun so far (0 before the first). */
  turn: number;
  sides: DuelSide[];
  figures: Record<string, DuelFigure>;
  /** This turn's sides, by initiative, and how many of them have acted. */
  order: string[];
  acted: number;
  /** A hit waits for the side hit to choose which of its figures falls. */
  pending?: { side: string; shooter: string; options: string[] };
  ended?: { reason: 'sideDown'; winner: string };
}

export type DuelCommand =
  | { do: 'shoot'; figure: string; target: string }
  | { do: 'pass'; side?: string }
  /** The answer to a 'casualty' decision: the figure that falls. */
  | { do: 'casualty'; figure: string }
  /** A side handed to the computer, the script or a person (the app's hand-over). */
  | { do: 'control'; side: string; control: DuelControl };

export type DuelEvent =
  | ({ type: 'roll' } & RollRecord)
  | { type: 'turn'; turn: number; order: string[] }
  | { type: 'shot'; figure: string; target: string; distance: number; needed: number; hit: boolean }
  | { type: 'down'; figure: string; chosenBy: string }
  | { type: 'control'; side: string; control: DuelControl }
  | { type: 'ended'; winner: string };

export type DuelNeed =
  | { kind: 'command'; side: string }
  | { kind: 'decision'; side: string; decision: 'casualty'; options: string[] }
  | { kind: 'dice'; side: string }
  | { kind: 'turnLimit'; turn: number }
  | { kind: 'ended'; reason: string; winner?: string };

export interface DuelQuery {
  ask: 'los';
  from: string;
  to: string;
}

/** The checked file. */
export interface DuelScenario {
  version: 1;
  rules: 'dice-duel';
  seed?: string;
  table: { width: number; height: number };
  sides: { id: string; control: DuelControl; figures: { id: string; at: [number, number] }[] }[];
  dice: Partial<Record<DuelPurpose, number[][]>>;
  commands: DuelCommand[];
  queries: DuelQuery[];
}
