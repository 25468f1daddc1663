// What a side can ask the engine to do. These mirror the scenario contract's commands one for one,
// plus `decide`, which answers a pending decision (Free Will, Cheating Death, the 2" after In Sight...).
import type { Vec } from '../../../geometry/shapes';

export interface FireTarget {
  figure: string;
  dice: number;
}

/** Where another figure of the moving group steps (up to 2") if this move brings on an In Sight test. */
export interface InSightStep {
  figure: string;
  to: Vec;
}

export type Command =
  | { do: 'move'; figure: string; path: Vec[]; inSightSteps?: InSightStep[] }
  | { do: 'fastMove'; figure: string; path: Vec[]; inSightSteps?: InSightStep[] }
  | { do: 'turn'; figure: string; facing: number }
  | { do: 'prone'; figure: string }
  | { do: 'stand'; figure: string }
  | { do: 'reload'; figure: string }
  | { do: 'fire'; figure: string; targets: FireTarget[]; swath?: 'left' | 'right'; offHand?: FireTarget[] }
  | { do: 'readyGrenade'; figure: string }
  | { do: 'throwGrenade'; figure: string; at: Vec }
  | { do: 'charge'; figure: string; target: string }
  | { do: 'retrieve'; figure: string; target?: string; take?: 'capture' | 'dispatch' }
  | { do: 'endActivation'; figure?: string }
  | { do: 'changeFloor'; figure: string; floor: number }
  | { do: 'disableGrenade'; figure: string }
  | {
      do: 'challenge';
      figure: string;
      difficulty?: 'normal' | 'veryEasy' | 'veryDifficult';
      what?: string;
      onePass?: 'reroll' | 'quit';
    }
  | { do: 'decide'; choice: DecisionChoice }
  /** The faces of one roll a player threw at the table (entered dice, engine/enteredDice.ts); never in a file's script. */
  | { do: 'dice'; faces: number[] }

  /** Before turn 1 of an encounter set up by the player: where figures start (solo/deploy.ts). */
  | { do: 'place'; placements: { figure: string; at: Vec }[] }
  /** Ends the set-up: the PEFs go down and turn 1 begins. */
  | { do: 'startBattle' }
  /** Hands a side to the computer or back to the screen, at any moment (game.ts). */
  | { do: 'control'; side: string; control: 'human' | 'ai' };

/** An answer to a pending decision: a number of dice passed, yes/no, or a point to move to. */
export type DecisionChoice = number | boolean | string | Vec | null;

export const COMMAND_NAMES = [
  'move',
  'fastMove',
  'turn',
  'prone',
  'stand',
  'reload',
  'fire',
  'readyGrenade',
  'throwGrenade',
  'charge',
  'retrieve',
  'endActivation',
  'changeFloor',
  'challenge',
  'disableGrenade',
  'decide',
  'place',
  'startBattle',
  'control',
] as const;
export type CommandName = (typeof COMMAND_NAMES)[number];
