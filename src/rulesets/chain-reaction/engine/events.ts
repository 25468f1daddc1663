// What the engine reports. Every event is plain JSON and carries what the log needs to explain it:
// the rule, the table row, the dice, the target number and each modifier with its reason.
// The contract fixes `roll`, `test`, `status` and `final`; the others are the project's own.
import type { Vec } from '../../../geometry/shapes';
import type { RollRecord } from '../../../core/dice/roll';
import type { AppliedModifier, TableRef } from '../../../core/tables/types';
import type { SoloEvent } from './soloEvents';

export interface RollEvent extends RollRecord {
  type: 'roll';
}

export interface TestEvent {
  type: 'test';
  test: string;
  figure?: string;
  figures?: string[];
  causes?: string[];
  passed?: number;
  result: string;
  row?: TableRef;
  modifiers?: AppliedModifier[];
  /** Tests where each figure throws its own count of dice (In Sight): the Rep, the changes and the count. */
  throws?: DiceThrow[];
  /** A thrown grenade: where it landed (or went off wide of, when it missed). */
  at?: Vec;
  text?: string;
}

/** One figure's dice for a test: Rep plus the modifiers gives the count (floored at the table's minimum). */
export interface DiceThrow {
  figure: string;
  rep: number;
  dice: number;
  modifiers: AppliedModifier[];
}

export interface StatusEvent {
  type: 'status';
  figure: string;
  from: string;
  to: string;
  why?: string;
}

export type GameEvent =
  | RollEvent
  | TestEvent
  | StatusEvent
  | { type: 'turn'; turn: number }
  | {
      type: 'activation';
      turn: number;
      dice: Record<string, number>;
      order: string[];
      /**
       * Each side's best leader's Rep when the dice were thrown (0: nobody on the table who could lead), so the
       * line can say who could act without guessing from a later table. Missing in games saved before it.
       */
      bestLeader?: Record<string, number>;
      /**
       * Solo play: each side's PEFs still on the table at the throw (they act as Rep 4 groups). Missing in plain
       * battles and in games saved before it.
       */
      pefsOnTable?: Record<string, number>;
      text: string;
    }
  | { type: 'activate'; side: string; leader: string; figures: string[]; text: string }
  | { type: 'endActivation'; side: string; leader: string; figures: string[] }
  | {
      type: 'move';
      figure: string;
      from: Vec;
      to: Vec;
      path: Vec[];
      inches: number;
      fast?: boolean;
      why?: string;
      text?: string;
      /** a move a Reaction Test forced */ involuntary?: 'duckBack' | 'hunkerDown' | 'leaving';
    }
  | { type: 'facing'; figure: string; facing: number }
  | { type: 'stance'; figure: string; stance: 'standing' | 'prone'; why?: string }
  | { type: 'ammo'; figure: string; ammo: string; why?: string }
  | { type: 'inSight'; trigger: string; at: Vec; seen: string[]; text: string }
  | {
      type: 'fire';
      figure: string;
      weapon: string;
      targets: { figure: string; dice: number[]; hit: boolean; why: string }[];
      snap?: boolean;
      reaction?: string;
      text: string;
    }
  | { type: 'damage'; figure: string; by: string; die: number; impact: number; result: string; text: string }
  | { type: 'melee'; attacker: string; defender: string; text: string; result: string; throws?: DiceThrow[] }
  | { type: 'blast'; at: Vec; inside: string[]; escapes: Record<string, string>; text: string }
  | {
      type: 'decision';
      id: string;
      figure?: string;
      kind: string;
      choice: unknown;
      by: 'player' | 'policy';
      text: string;
    }
  | { type: 'answer'; when: 'before' | 'after'; index: number; query: unknown; result: unknown }
  | { type: 'end'; reason: string; winner?: string; text: string }
  | { type: 'note'; text: string }
  /**
   * A move came into sight of the enemy, but the answers to the questions before the test (going on
   * along the path, the group's steps) left nobody in sight, so no In Sight test is taken.
   */
  | { type: 'inSightLost'; figure: string; after: 'goingOn' | 'short' | 'steps'; text: string }
  | SoloEvent
  | {
      type: 'final';
      turn: number;
      figures: Record<string, { status: string; at: Vec; stance: string; rep: number; ammo: string }>;
    };
