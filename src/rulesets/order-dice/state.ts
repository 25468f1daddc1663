// The order-dice game state: plain JSON, the shared dice inside it, so a seed and commands replay a game.
// Also the command, event and need shapes the reducer speaks.
import type { DiceState } from '../../core/dice/source';
import type { DiceAsk } from '../../core/dice/entered';
import type { RollRecord } from '../../core/dice/roll';
import type { Vec } from '../../geometry/shapes';
import type { Control, Moment, Order, Quality, Reaction, ReactionSetting, UnitKind, Weapon } from './vocab';
import type { Cover, OdPiece } from './terrain';

export interface Figure {
  id: string;
  weapon: Weapon;
  at: Vec;
  alive: boolean;
}

export interface Unit {
  id: string;
  /** The file's name for it, if any (the board names unnamed units by kind and number). */
  name?: string;
  side: string;
  quality: Quality;
  kind: UnitKind;
  figures: Figure[];
  /** Figures at the start, for the morale rule (half or more lost). */
  strength: number;
  pins: number;
  /** The die the unit holds now; null when it has none. */
  order: Order | null;
  /** Degrees, 0 = +x; heavy weapons and hull weapons fire within 45 degrees of it. */
  facing: number;
  destroyed: boolean;
  /** Vehicles only. */
  armour?: number;
  turret?: boolean;
  immobile?: boolean;
  weaponLost?: boolean;
  /** The action an ambusher failed a reaction test against (it may not try again against it). */
  failedAgainst?: number;
  /** The turn a heavy-weapon team sprang its one ambush. */
  ambushTurn?: number;
}

export interface SideState {
  id: string;
  /** The file's name for the side, if any. */
  name?: string;
  control: Control;
  reactions: ReactionSetting;
  /** Whether a person picks their side's casualties ('ask'), or they fall nearest the enemy ('computer'). */
  casualties?: ReactionSetting;
}

export interface Objective {
  id: string;
  at: Vec;
}

/** An order being carried out, kept so the reducer can stop at a reaction window and go on after. */
export interface Action {
  no: number;
  unit: string;
  order: Order;
  target?: string;
  to?: Vec;
  facing?: number;
  /** Where the action has got to (see engine/actions.ts). */
  stage: string;
  /** Answers given in this action's windows, keyed by moment and unit ("targeted:b1"). */
  asked: Record<string, Reaction>;
  /** Windows whose reaction has been carried out (so a step resumed after a question does not repeat it). */
  done: string[];
  /** The target's reaction to a shot or an assault. */
  response?: Reaction;
  /** For a run to cover or an escape given as a command: where to. */
  responseTo?: Vec;
  /** Assault: the unit finally fought (an escape through friends changes it). */
  fought?: string;
  /** Close quarters: the round being fought (0 first) and its kills, between the round's dice and its result. */
  round?: { no: number; attackerKills: number; defenderKills: number };
  /** Figures lost and not yet removed: each waits for its owner's pick (or the default), then all take effect. */
  losses?: Losses[];
}

/**
 * Figures a unit is to lose, rolled and not yet removed (the owner may pick which). Shooting's losses carry
 * the shot, which takes effect with them (its event, casualties, pins, vehicle damage, then morale).
 */
export interface Losses {
  unit: string;
  /** The enemy unit that caused them. */
  by: string;
  count: number;
  /** Every living figure of the unit, in the default order: nearest the shooter first, ties in file order. */
  nearest: string[];
  /** The figures that fall, once picked. */
  fell?: string[];
  shot?: ShotRoll;
  pointBlank?: boolean;
  /** The shot's line is already in the log (told before its owner was asked who falls). */
  told?: boolean;
}

/** The owner's pick of casualties: `count` of the unit's living figures fall. */
export interface LossQuestion {
  unit: string;
  side: string;
  by: string;
  count: number;
  /** The living figures, nearest the enemy first (the default pick is the first `count`). */
  nearest: string[];
  /** What caused them, in the game's words with ids ("shot by s2", "close quarters with s1"). */
  cause: 'shot' | 'closeQuarters';
}

export interface ReactQuestion {
  unit: string;
  side: string;
  moment: Moment;
  /** The enemy unit acting. */
  enemy: string;
  allowed: Reaction[];
  /** Why each allowed reaction is allowed, in words (the log's "why"). */
  why: Partial<Record<Reaction, string>>;
  /** Chance (0-1) that each allowed reaction's test passes. */
  chance: Partial<Record<Reaction, number>>;
}

export type Phase =
  | { kind: 'order'; side: string }
  | { kind: 'react'; question: ReactQuestion }
  /** A person picks which of their figures fall. */
  | { kind: 'casualties'; question: LossQuestion }
  | { kind: 'ended'; winner: string | null; reason: string }
  /** The host's turn cap (`--turns`) stopped play before the game's own end. */
  | { kind: 'capped'; turn: number };

export interface OdState {
  seed: string;
  dice: DiceState;
  table: { width: number; height: number };
  terrain: OdPiece[];
  sides: SideState[];
  units: Unit[];
  objectives: Objective[];
  turn: number;
  maxTurns: number;
  /** Dice left in the bag per side. */
  bag: Record<string, number>;
  /** The file's draws still to come, by side id. */
  bagScript: string[];
  phase: Phase;
  action: Action | null;
  actionNo: number;
  /** Enemy units each side has destroyed. */
  kills: Record<string, number>;
  /**
   * The file's commands not yet played. While some are left, a script side's reaction window waits for the
   * next one (a `react` answers it; anything else takes the default policy, none); once the file is played
   * out, its windows take the default policy at once, so play stops with everything the last command caused.
   */
  scriptLeft: number;
  /** A roll a person throws at the table (own dice, ownDice.ts): the step waits with its command for the faces. */
  diceWait?: { command?: OdCommand; ask: DiceAsk };
}

export type OrderCommand = {
  do: 'order';
  unit: string;
  order: Order;
  target?: string;
  to?: Vec;
  facing?: number;
};
export type ReactCommand = { do: 'react'; unit: string; reaction: Reaction; to?: Vec; target?: string };
/** Hands a side to the computer or back (the app's Watch / take over; a replay keeps it as a step). */
export type ControlCommand = { do: 'control'; side: string; control: 'human' | 'ai' };
/** The faces of the roll a person threw at the table (own dice). */
export type DiceCommand = { do: 'dice'; faces: number[] };
/** The owner's pick of the figures that fall (answers a casualties question). */
export type CasualtiesCommand = { do: 'casualties'; unit: string; figures: string[] };
export type OdCommand = OrderCommand | ReactCommand | ControlCommand | DiceCommand | CasualtiesCommand;

export type OdEvent =
  | ({ type: 'roll' } & RollRecord)
  | {
      type: 'turn';
      turn: number;
      bag: Record<string, number>;
      /** Per side, the units that kept their die on Ambush (and so are not in the bag). */
      ambush?: Record<string, number>;
    }
  | { type: 'draw'; side: string; left: Record<string, number>; scripted: boolean }
  | { type: 'setAside'; side: string }
  | { type: 'orderTest'; unit: string; passed: boolean; target: number; total: number; dice?: number[] }
  | { type: 'order'; unit: string; order: Order; target?: string; to?: Vec }
  | {
      type: 'reaction';
      unit: string;
      reaction: Reaction;
      moment: Moment;
      why: string;
      enemy: string;
      passed: boolean;
      test?: { total: number; target: number; dice?: number[] };
    }
  | { type: 'move'; unit: string; from: Vec; to: Vec; wanted: Vec; stopped?: string; why: string }
  | { type: 'pivot'; unit: string; facing: number; toward?: string }
  | {
      type: 'shoot';
      unit: string;
      target: string;
      shots: number;
      hits: number;
      kills: number;
      range: number;
      needs: number[];
      pointBlank?: boolean;
      indirect?: boolean;
      why: string;
    }
  | { type: 'casualty'; unit: string; figure: string }
  | { type: 'pin'; unit: string; pins: number; added: number }
  /** `rally`: the rally's 1d6, when a Rally order took the pins (none for the order test's one pin). */
  | { type: 'unpin'; unit: string; pins: number; removed: number; rally?: number }
  | { type: 'vehicleHit'; unit: string; total: number; armour: number; result: string }
  | { type: 'morale'; unit: string; passed: boolean; total: number; target: number; dice?: number[] }
  | { type: 'destroyed'; unit: string; by?: string; why: string }
  | {
      type: 'closeQuarters';
      attacker: string;
      defender: string;
      attackerKills: number;
      defenderKills: number;
      winner: string | null;
    }
  | { type: 'assault'; unit: string; target: string; contact: boolean }
  | {
      type: 'answer';
      when?: 'before' | 'after';
      index?: number;
      query: { ask: 'los'; from: string; to: string };
      result: boolean;
    }
  | { type: 'ended'; winner: string | null; reason: string }
  | { type: 'control'; side: string; control: 'human' | 'ai' }
  /**
   * A file's value kept but not played (decisions 61 and 62): night (no night rule in the rulings), or a scripted bag
   * face beyond the `left` dice in the bag, skipped.
   */
  | { type: 'ignored'; field: 'light' | 'bag'; value: string; left?: number };

export type OdNeed =
  /** A die waits for an order; for a script side a reaction window too (`question`), since the file answers it. */
  | { kind: 'command'; side: string; question?: ReactQuestion }
  /** A question for the side's player: a reaction (`question`) or which figures fall (`losses`). */
  | { kind: 'decision'; side: string; question?: ReactQuestion; losses?: LossQuestion }
  /** A person throws their own dice: the faces of this roll. */
  | { kind: 'dice'; side: string; ask: DiceAsk }
  | { kind: 'turnLimit'; turn: number }
  | { kind: 'ended'; reason: string; winner?: string };

export function unitOf(state: OdState, id: string): Unit | undefined {
  return state.units.find((u) => u.id === id);
}

export function liveFigures(u: Unit): Figure[] {
  return u.figures.filter((f) => f.alive);
}

export function activeUnits(state: OdState, side?: string): Unit[] {
  return state.units.filter((u) => !u.destroyed && (side === undefined || u.side === side));
}

export function sideOf(state: OdState, id: string): SideState | undefined {
  return state.sides.find((s) => s.id === id);
}

/** A working copy of the state; the terrain never changes, so it is shared (and its prepared sight kept). */
export function copyState(s: OdState): OdState {
  const { terrain, ...rest } = s;
  return { ...structuredClone(rest), terrain };
}

// Shooting's plain data (shooting.ts makes and uses it; kept here so pending losses can hold a shot).
export interface ShotLine {
  figure: string;
  from: Vec;
  weapon: Weapon;
  shots: number;
  /** Score needed on 1d6 (7+ and over through the second die). */
  need: number;
  range: number;
  cover: Cover;
  longRange: boolean;
  /** What moved `need` from the base 3+ (empty for indirect fire, which needs a 6 whatever). */
  mods: HitMod[];
}

/** One to-hit modifier: what it is in words and how much it adds to the score needed. */
export interface HitMod {
  what: string;
  add: number;
}

export interface FirePlan {
  shooter: string;
  target: string;
  lines: ShotLine[];
  /** Nearest range from the shooters to the target, as the chapter measures it. */
  range: number;
  indirect: boolean;
}

/** What a shooting's dice did, before anything is removed (so two fire at once). */
export interface ShotDice {
  hit: number[];
  second: number[];
  /** Damage dice against figures and the score each needs (absent against a vehicle). */
  damage?: number[];
  damageNeed?: number;
  /** Penetration dice against a vehicle, what each adds (the weapon's penetration, high explosive +2), the armour. */
  pen?: number[];
  penPlus?: number[];
  armour?: number;
  /** The vehicle damage dice, one for each hit through its armour. */
  vehicleDamage?: number[];
  /** High explosive: the die for how many figures a hit strikes, and the 1d2 of pins. */
  heFigures?: number;
  hePins?: number;
}

export interface ShotRoll {
  plan: FirePlan;
  hits: number;
  kills: number;
  pins: number;
  /** The faces thrown, for the log: to hit (in the plan's line order), the second dice of 7+ shots, damage. */
  dice?: ShotDice;
  vehicle?: 'immobilised' | 'weaponLost' | 'destroyed';
}
