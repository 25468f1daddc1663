// The action-point game's state, commands, events and needs. The state is plain JSON (saved, replayed,
// compared): figures with their rank, stance, motion, wounds, markers and what they have spotted; the
// clock (round, phase, who acts now and the AP left); smoke clouds; victory points; the shared dice.
import type { DiceState } from '../../core/dice/source';
import type { DiceAsk } from '../../core/dice/entered';
import type { TerrainPiece, Vec } from '../../geometry/shapes';
import type {
  Armour,
  Cover,
  LauncherKind,
  FailedMorale,
  Manoeuvre,
  MeleeFailedMorale,
  MeleeFumble,
  Rank,
  WeaponName,
  WoundBand,
} from './tables';

export const STANCES = ['standing', 'kneeling', 'prone'] as const;
export type Stance = (typeof STANCES)[number];
/** How a figure is moving: kept until it stops, kneels or drops (the Movement AP table's "stop"). */
export const MOTIONS = ['still', 'walk', 'run', 'crawl'] as const;
export type Motion = (typeof MOTIONS)[number];
export const CONTROLS = ['script', 'ai', 'human'] as const;
export type Control = (typeof CONTROLS)[number];
export const LIGHTS = ['day', 'dusk', 'night'] as const;
export type Light = (typeof LIGHTS)[number];
export const GEAR = ['thermal', 'nightVision', 'ghillie'] as const;
export type Gear = (typeof GEAR)[number];

export const FINAL_STATUSES = [
  'active',
  'lightWound',
  'mediumWound',
  'seriousWound',
  'criticalWound',
  'unconscious',
  'dead',
  'surrendered',
  'removed',
] as const;
export type FinalStatus = (typeof FINAL_STATUSES)[number];

/** What a failed morale test left the figure doing until its next active phase. */
export type Shaken = FailedMorale | MeleeFailedMorale;

export interface Figure {
  id: string;
  /** What a person reads (the file's `name`); absent, the board makes one from the weapon. */
  name?: string;
  side: string;
  rank: Rank;
  weapon: WeaponName;
  melee: 'knife' | 'unarmed';
  armour?: Armour;
  stance: Stance;
  motion: Motion;
  at: Vec;
  facing: number;
  storey: number;
  /** Riding inside this vehicle (its crew): moves with it, shoots only its mounted weapon, is not a target. */
  inside?: string;
  gear: Gear[];
  hidden: boolean;
  prepared: boolean;
  grenades: number;
  smoke: number;
  /** Worst wound band so far ('none' unhurt). */
  wound: WoundBand;
  conscious: boolean;
  out: 'surrendered' | 'removed' | null;
  /** Morale markers waiting for the test at the start of its next active phase. */
  markers: number;
  /** The worst "under fire by" morale key among them, if any. */
  fireKey: string | null;
  /** Saw a friend wounded or killed within 12" since its last test. */
  friendHit: boolean;
  /** Where the trouble came from (the last attacker), for retiring away from it. */
  causeAt: Vec | null;
  /** Set by a failed morale result that needs another test at its next active phase. */
  shaken: Shaken | null;
  /** Held down (prone/pinned/retired/broken) until this absolute phase index. */
  heldUntil: number;
  /** Spotted targets (kept while sight holds). */
  seen: string[];
  /** Absolute phase index of its last shot, and what it sounded like (spotting modifiers). */
  firedAt: number;
  firedKind: 'bolt' | 'auto' | 'heavy' | 'none';
  inflictedAt: number;
  /** Absolute phase index of the start of its last act (the morale table's "last combat phase"). */
  actedAt: number;
  jammed: boolean;
  /** Heavy weapon: set-up acts still needed before it fires. */
  setUpLeft: number;
  /** A launcher or blast heavy weapon carried beside its weapon (decision 67), its rounds left, set-up acts to go. */
  launcher?: LauncherKind;
  rounds?: number;
  launcherSetUpLeft?: number;
  /** Hand to hand: a tripped figure, a fumble's effect, an all-out attacker's lost parry. */
  tripped: boolean;
  fumble: MeleeFumble | null;
  fumbleUntil: number;
  noParryUntil: number;
  /** First aid given (the optional mission: once per casualty). */
  treated: boolean;
  /** The casualty this figure is carrying (the evacuation mission, evacuation.ts). */
  carrying?: string;
  /** Carried off the table or into a vehicle (its `out` is then 'removed'). */
  evacuated?: boolean;
}

/** A table edge: north is y = 0, the top as drawn. */
export const EDGES = ['north', 'south', 'west', 'east'] as const;
export type Edge = (typeof EDGES)[number];

export interface Smoke {
  at: Vec;
  radius: number;
  /** Lasts until the end of this round. */
  untilRound: number;
}

export interface Side {
  id: string;
  /** What a person reads (the file's `name`); absent, the board makes one from the id. */
  name?: string;
  control: Control;
  points: number;
  /** Its own table edge, for the evacuation mission (the file's, else the one nearest its figures). */
  edge?: Edge;
}

export interface Options {
  fixedArmour: boolean;
  snapFire: boolean;
  manoeuvres: boolean;
  firstAid: boolean;
  /** The evacuation mission (decision 80). Absent in states made before it: off. */
  evacuate?: boolean;
}

export interface Clock {
  round: number;
  phase: number;
  /** Figures still to act this phase, in order; the first is acting now. */
  queue: string[];
  ap: number;
  attacked: boolean;
  /** True once the acting figure's start-of-act tests are done. */
  started: boolean;
}

/** A vehicle from the file (vehicles.ts): its table row's armour and IED protection, and what hits did to it. */
export interface Vehicle {
  id: string;
  name?: string;
  side: string;
  type: string;
  at: Vec;
  facing: number;
  armour: number;
  /** IED protection; null for the aircraft, which no IED reaches. */
  ied: number | null;
  crew: string[];
  weapons: string[];
  immobilised: boolean;
  /** Rounds left for its blast gun (decisions 84, 87); absent: the gun's own count. */
  mountedRounds?: number;
  /** Missiles left (decision 92); absent: the launcher's own count. */
  missiles?: number;
  /** Smoke launcher salvos left (decision 93); absent: the default count. */
  smokeSalvos?: number;
  /** Mounted weapons destroyed so far (the first ones in `weapons` go first). */
  weaponsLost: number;
  destroyed: boolean;
  /** Driven since its driver's last act began (the "vehicle moving" modifiers). */
  moving?: boolean;
  /** A helicopter on the ground (decision 88): it must take off before it flies; absent, in the air. */
  landed?: boolean;
}
export type VehicleResult = 'noEffect' | 'immobilised' | 'weaponDestroyed' | 'destroyed';

export interface ApState {
  seed: string;
  dice: DiceState;
  table: { width: number; height: number };
  light: Light;
  terrain: TerrainPiece[];
  /** Non-blocking cover areas the geometry does not know (scrub, rubble, fences). */
  coverAreas: { id: string; cover: Cover; polygon?: readonly Vec[]; line?: readonly Vec[] }[];
  sides: Side[];
  figures: Figure[];
  smoke: Smoke[];
  /** Recent explosions, for the spotting modifier. */
  blasts: { at: Vec; phaseIndex: number; barrage?: { radius: number } }[];
  options: Options;
  clock: Clock;
  maxRounds: number;
  ended: { reason: string; winner: string | null } | null;
  /** Where each side last saw each enemy figure (fog.ts noteSeen): side id → figure id → place. */
  lastSeen?: Record<string, Record<string, Vec>>;
  /** Vehicles and IEDs from the file (absent in states made before they existed: none). */
  vehicles?: Vehicle[];
  /** `found`: the sides that have found it by a search (decision 65). */
  ieds?: { id: string; at: Vec; pen: number; spent: boolean; found?: string[] }[];
  /** A roll waiting for the faces its player throws: the command it stopped (none: the clock's own step). */
  diceWait?: { command?: ApStepCommand; ask: DiceAsk };
}

export type ApCommand =
  | { do: 'walk' | 'run' | 'crawl' | 'dive'; figure: string; to: Vec }
  | { do: 'turn'; figure: string; facing: number }
  /** The driver of a vehicle: pivot toward the point, then drive straight to it (crew.ts). */
  | { do: 'drive'; figure: string; to: Vec }
  /** A crew figure gets out beside its vehicle. */
  | { do: 'dismount'; figure: string }
  /** Look for IEDs within 12" in sight: one spot roll for them all (decision 65). */
  | { do: 'search'; figure: string; aim?: number }
  /** A crew figure on foot gets back into its own vehicle, from beside it (decision 63). */
  | { do: 'mount'; figure: string; vehicle: string }
  /** The pilot of a helicopter takes off or lands it (decision 88). */
  | { do: 'takeOff' | 'land'; figure: string }
  | { do: 'kneel' | 'prone' | 'stand' | 'stop' | 'clear' | 'setUp' | 'endAct'; figure: string }
  | { do: 'spot'; figure: string; target: string; aim?: number }
  | { do: 'shoot'; figure: string; target: string; aim?: number; snap?: boolean }
  | { do: 'throw'; figure: string; at: Vec; smoke?: boolean }
  /** Fire the carried launcher at a point, or at an enemy figure or vehicle (launchers.ts, decision 67). */
  | { do: 'fire'; figure: string; at?: Vec; target?: string; aim?: number }
  | { do: 'attack'; figure: string; target: string; manoeuvre?: Manoeuvre }
  | { do: 'firstAid'; figure: string; target: string }
  /** The evacuation mission: pick a casualty up, put it down, hand it off at the edge or a vehicle. */
  | { do: 'carry' | 'evacuate'; figure: string; target: string }
  | { do: 'putDown'; figure: string };

/** Handing a side to the computer (Watch) or back to a person: a step of its own, so a replay keeps it. */
export interface ControlCommand {
  do: 'control';
  side: string;
  control: 'human' | 'ai';
}
/** The faces a player threw for the roll waiting (own dice). */
export interface DiceCommand {
  do: 'dice';
  faces: number[];
}
export type ApStepCommand = ApCommand | ControlCommand | DiceCommand;

/** One modifier line of a test, as the preview and the log show it. */
export interface ModLine {
  key: string;
  text: string;
  value: number;
}
export interface Chance {
  /** What the base was ("veteran 60%"). */
  base: { text: string; value: number };
  mods: ModLine[];
  /** Sum before the clamp, and the chance rolled against. */
  raw: number;
  chance: number;
}

export type ApEvent =
  | { type: 'roll'; purpose: string; who: string[]; dice: number[]; total?: number; scripted: boolean; note?: string }
  | { type: 'phase'; round: number; phase: number; order: string[] }
  | { type: 'act'; figure: string; ap: number }
  | {
      type: 'test';
      figure: string;
      test: string;
      target?: string;
      chance: Chance;
      roll: number;
      pass: boolean;
      critical: boolean;
      fumble: boolean;
    }
  /** `why`: what the cost is made of, when more than the action's own price ("turning more than 90° +1 AP"). */
  | { type: 'ap'; figure: string; action: string; cost: number; left: number; why?: string }
  | { type: 'move'; figure: string; how: string; from: Vec; to: Vec; inches: number }
  /** A crew figure out of its vehicle, by its own choice or because the vehicle was destroyed. */
  | { type: 'dismount'; figure: string; vehicle: string; at: Vec }
  | { type: 'mount'; figure: string; vehicle: string }
  /** A helicopter (its id in `figure`, as a drive's move) takes off (up) or lands (decision 88). */
  | { type: 'flight'; figure: string; up: boolean }
  | { type: 'iedFound'; figure: string; ied: string; at: Vec }
  | { type: 'carry' | 'putDown'; figure: string; target: string }
  | { type: 'evacuated'; figure: string; target: string; edge?: Edge; vehicle?: string }
  | { type: 'stance'; figure: string; stance: Stance | 'stop' }
  | { type: 'turn'; figure: string; facing: number }
  | { type: 'seen'; figure: string; target: string; why: 'open' | 'spotted' | 'snap' }
  | {
      type: 'damage';
      figure: string;
      by: string;
      dice: number[];
      plus: number;
      armour: number;
      net: number;
      critical: boolean;
      band: WoundBand;
    }
  | { type: 'wound'; figure: string; band: WoundBand; worst: WoundBand }
  | { type: 'unconscious'; figure: string }
  | { type: 'marker'; figure: string; markers: number; why: string }
  | { type: 'failedMorale'; figure: string; roll: number; result: Shaken }
  /** A shaken figure fails its next test and the rules send it further (pinned → retire, retreat → broken). */
  | { type: 'fallsBack'; figure: string; was: Shaken; result: Shaken }
  | { type: 'surrender'; figure: string }
  | { type: 'removed'; figure: string; why: string }
  | { type: 'jam'; figure: string }
  | { type: 'unjam'; figure: string }
  /** `what`: the launcher's name (absent: a thrown grenade). */
  | { type: 'deviate'; figure: string; aimed: Vec; landed: Vec; clock: number; inches: number; what?: string }
  | { type: 'blast'; figure: string; at: Vec; kill: string[]; damage: string[]; what?: string }
  /** The grenade machine gun's rounds this firing (1d6/2, at most the rounds left). */
  | { type: 'rounds'; figure: string; rounds: number; left: number }
  | { type: 'ied'; ied: string; vehicle: string; at: Vec; pen: number; kill: string[]; damage: string[] }
  | { type: 'smoke'; figure: string; at: Vec; untilRound: number }
  | { type: 'burst'; figure: string; hits: string[] }
  | { type: 'parried'; figure: string; by: string }
  | { type: 'fumble'; figure: string; result: string }
  | { type: 'points'; side: string; points: number; why: string }
  | { type: 'control'; side: string; control: Control }
  | { type: 'setUp'; figure: string; left: number }
  | {
      type: 'vehicleHit';
      vehicle: string;
      /** The figure whose shot it was, or the IED's id. */
      by: string;
      pen: number;
      /** The armour, or for an IED the IED protection. */
      armour: number;
      roll?: number;
      result: VehicleResult;
    }
  | { type: 'end'; reason: string; winner: string | null }
  | { type: 'answer'; when: 'before' | 'after'; index: number; query: unknown; result: unknown };

export type ApNeed =
  | { kind: 'command'; side: string; figure: string; ap: number; phase: number; round: number }
  | { kind: 'decision'; side: string }
  | { kind: 'dice'; side: string; ask: DiceAsk }
  | { kind: 'turnLimit'; turn: number }
  | { kind: 'ended'; reason: string; winner?: string };
