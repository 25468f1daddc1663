// What a player (a person, the file's script or the computer) can say: the card's actions and the one decision.
import type { DiceAsk } from '../../core/dice/entered';
import type { Vec } from '../../geometry/shapes';

export type AcCommand =
  | { do: 'move'; group: string; figure: string; to: Vec; place?: Record<string, Vec>; facing?: number }
  | { do: 'shoot'; group: string; target: string; blastAt?: Vec; targetFaction?: string }
  | { do: 'special'; group: string; action: string }
  | { do: 'endCard' }
  /** The owner's choice of casualties when asked. */
  | { do: 'casualties'; figures: string[] }
  /** A side handed to the computer or back to a person (the app's Watch / take over). */
  | { do: 'control'; side: string; control: 'human' | 'ai' }
  /** The target faction a person names for their dice in a fight of three or more factions. */
  | { do: 'meleeTarget'; target: string }
  /** The faces a person threw for the roll the game waits on (their own dice, core/dice/entered.ts). */
  | { do: 'dice'; faces: number[] };

export const COMMAND_NAMES = [
  'move',
  'shoot',
  'special',
  'endCard',
  'casualties',
  'meleeTarget',
  'control',
  'dice',
] as const;

/** What the game waits for. */
export type AcNeed =
  | { kind: 'command'; side: string; card: string; actionsLeft: number }
  | { kind: 'decision'; side: string; decision: 'casualties'; count: number; candidates: string[] }
  /** A person's faction in a fight of three or more: which of `options` its even dice go against. */
  | { kind: 'decision'; side: string; decision: 'meleeTarget'; options: string[]; fight: string[] }
  | { kind: 'dice'; side: string; ask: DiceAsk }
  | { kind: 'turnLimit'; turn: number }
  | { kind: 'ended'; reason: string; winner?: string };
