// The game state. Plain JSON data only, so a game can be saved, sent, replayed and compared; the rules
// turn one state into the next. Built from a checked scenario by the ruleset (rulesets/chain-reaction/start.ts):
// the state knows the game's words (vocab.ts), not the file's.
import type { Conditions, Stance, TableSize, TerrainPiece, Vec } from '../../geometry/shapes';
import type { Status } from './status';
import type { DiceState } from '../../core/dice/source';
import type { DiceWait } from './engine/diceWait';
import type { Ammo, Control, Encounter, Force, MeleeWeapon, TableKind, Weapon } from '../../core/vocab';
import type { Pending } from './engine/decisions';

/** The seed used when neither the file nor the command line gives one. */
export const DEFAULT_SEED = 'chain-reaction';

/**
 * What a figure new to the table has done so far: nothing. One place for every way a figure arrives (a file,
 * the roster, an enemy placed from a PEF), so a new piece of bookkeeping cannot be forgotten in one of them.
 * Key order is kept as the states were always written (saved games and the fingerprint compare JSON).
 */
export function freshBookkeeping(): Pick<
  FigureState,
  'actedTurn' | 'moved' | 'fastMoved' | 'fired' | 'hunkeredBefore' | 'record'
> {
  return {
    actedTurn: 0,
    moved: false,
    fastMoved: false,
    fired: false,
    hunkeredBefore: false,
    record: { hitEnemy: false, meleed: false, outOfTheFight: false, hunkeredDown: false, leftBattlefield: false },
  };
}

export interface FigureState {
  id: string;
  side: string;
  rep: number;
  star: boolean;
  weapon: Weapon;
  /** A second pistol in the other hand (p.18): both may be fired at once, each as snap fire. */
  offHand?: Weapon;
  melee: MeleeWeapon;
  at: Vec;
  /** Degrees in [0, 360): 0 = +x, 90 = toward the player's edge. */
  facing: number;
  stance: Stance;
  status: Status;
  ammo: Ammo;
  /** Star Power dice a Star has left (Rep at the start); 0 for everyone else. */
  starPower: number;
  /** The turn this figure last activated (0 = not yet); a figure acts once a turn. */
  actedTurn: number;
  /** What it has done in the current activation. */
  moved: boolean;
  fastMoved: boolean;
  fired: boolean;
  /** Scored Hunker Down once already: a second one becomes Leave the Battlefield. */
  hunkeredBefore: boolean;
  /** Ducking back or hunkered down from this figure: the two can't see each other while it stands. */
  hidingFrom?: string;
  /** A readied grenade: 'now' may be thrown this activation, 'later' from the next one or in reaction. */
  grenade?: 'now' | 'later';
  /** Inches of this activation's move already spent in place (standing up, readying a grenade). */
  spent?: number;
  /** Reloaded this activation: it may still move, but no faster than normal. */
  reloaded?: boolean;
  /** The turn it last threw a grenade (one a turn). */
  grenadeTurn?: number;
  /** The turn its rocket launcher fired (it fires once a turn and is then out of ammo). */
  rocketTurn?: number;
  /** Figures it is locked in melee with (replaced, never changed in place: the reducer's copy shares it). */
  meleeWith?: readonly string[];
  /** Evenly Matched results it scored this turn (each gives its next attacker +1d6). */
  evenTurn?: number;
  evenCount?: number;
  /** Above the ground floor of a building: which building and which floor (1 = first floor up). */
  floor?: { building: string; level: number };
  /** Its Charge into Melee throw as a target this activation: every charger of the activation reads the same dice. */
  chargeThrow?: { readonly turn: number; readonly leader: string; readonly dice: readonly number[] };
  /** Carrying an out-of-the-fight friend, or being carried. */
  carrying?: string;
  carriedBy?: string;
  /** Set only while an In Sight its own forced move brought on is being played: that move is not done yet. */
  stillMoving?: 'duckBack' | 'hunkerDown';
  /** Went prone this activation: its movement is over, but it stood still (cover and In Sight count it so). */
  wentProne?: boolean;
  /** Picked up a wounded friend this activation: it may walk on with what is left of its move (p.22). */
  pickedUp?: boolean;
  /** What it did in this encounter, for Rep up and down afterwards. */
  record: FigureRecord;
}

/** Read-only: a step sets a mark by replacing the record, so the reducer's copy of a figure may share it. */
export interface FigureRecord {
  readonly hitEnemy: boolean;
  readonly meleed: boolean;
  readonly outOfTheFight: boolean;
  readonly hunkeredDown: boolean;
  readonly leftBattlefield: boolean;
}

/** Where the turn stands: the activation dice and which side is acting. */
export interface TurnState {
  dice: Record<string, number>;
  /** Side ids, highest die first. */
  order: string[];
  /** Index into `order` of the side acting now. */
  index: number;
  /** Sides whose part of this turn has begun (their start-of-phase steps are done). */
  begun?: string[];
}

/** A solo encounter in progress: its kind and whatever its rules keep track of (src/rulesets/chain-reaction/solo). */
export interface EncounterState {
  kind: 'patrol' | 'raid' | 'defend';
  /** The side the player controls (the other is the non-player force). */
  player: string;
  [key: string]: unknown;
}

/** The group acting now. */
export interface ActiveGroup {
  side: string;
  leader: string;
  figures: string[];
  /** Enemy figures already seen during this activation: only newcomers trigger In Sight. */
  seen: string[];
  /** The group's one Fast Move throw this activation. */
  fastDice?: number[];
}

export interface SideState {
  id: string;
  control: Control;
  force: Force;
  /** The side's figure ids in the file's order: the roster order that breaks leader ties. */
  figures: string[];
}

/** Two people each with a side (head to head), or sharing the player's side, each with a group (same side). */
export interface People {
  mode: 'headToHead' | 'sameSide';
  players: { name: string; side: string; figures?: string[] }[];
}

/** A generated encounter's request, as the scenario file's "generate" gives it. */
export interface Generate {
  encounter: Encounter;
  terrain: TableKind;
  /** The project's own: the player sets the group up in the zone before turn 1 (solo/deploy.ts). */
  deploy?: boolean;
}

export interface GameState {
  /** 0 before the first activation roll. */
  turn: number;
  seed: string;
  /** Sides in the file's order, which is also the order of the activation dice. */
  sides: SideState[];
  figures: Record<string, FigureState>;
  terrain: TerrainPiece[];
  /** The table's size; absent for Chain Reaction's own 36" x 36" (so its saved games read as before). */
  table?: TableSize;
  conditions: Conditions;
  /** The generator request, kept for the code that lays out terrain and PEFs. */
  generate?: Generate;
  dice: DiceState;
  turnState?: TurnState;
  active?: ActiveGroup;
  /** Leaders of the groups last time they were worked out, for breaking ties the same way. */
  leaders: string[];
  /** Building areas brought down by rockets ("b1:0:1": building, level, area). */
  collapsed?: string[];
  /** Solo play: the encounter being played, when there is one. */
  encounter?: EncounterState;
  /** A choice a human player must make before the command that raised it can finish. */
  pending?: Pending;
  /** A roll a player throws at the table, waited for before the command that needs it can finish. */
  diceWait?: DiceWait;
  /**
   * Sides that enter their own dice but are handed to the computer now (Watch): out of the dice's entering
   * list while so, put back when taken back (play-test 4, 10).
   */
  watchedDice?: string[];
  /**
   * The people at the screen when more than one plays (the file's `players`): the words name them and their
   * forces ("Ana's soldiers", "Ben chooses"). The rules never read it; absent in solo play.
   */
  people?: People;
  /** Set when the battle is over. */
  ended?: { reason: string; winner?: string; text: string };
}

export function normaliseFacing(deg: number): number {
  const f = deg % 360;
  return f < 0 ? f + 360 : f + 0; // + 0 turns -0 into 0
}
