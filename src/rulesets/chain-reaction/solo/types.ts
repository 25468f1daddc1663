// What solo play keeps inside GameState.encounter: the PEFs still on the table, the buildings that may
// yet hide one, the objective's progress and the non-player group's current movement plan. Plain JSON,
// so an encounter saves, replays and compares like any other game state.
import type { Vec } from '../../../geometry/shapes';
import type { EncounterState, GameState } from '../state';
import type { Force } from '../tables/recruiting';
import type { PefResolution } from '../tables/pef';
import type { NpObjective } from '../tables/encounters';
import type { Flank, NpColumn, NpMove } from '../tables/npMovement';

export interface Pef {
  id: string;
  at: Vec;
  /** The section it was placed in. */
  section: number;
  /** Set once resolved: the PEF is then off the table. */
  resolved?: PefResolution;
}

/** A building's part in the PEF rules: one PEF on first sight within 12", then on first entry if that found nobody. */
export interface BuildingWatch {
  id: string;
  floors: number;
  /** A player figure has come within 12" with sight of it (its PEF was resolved then). */
  approached: boolean;
  /** The approach PEF was not enemies: entering it resolves a PEF per floor. */
  searchOnEntry: boolean;
  entered: boolean;
  /** Never makes PEFs: the player starts inside it, or it is the building the player defends. */
  exempt: boolean;
}

/** The NP Force Movement result for the group acting now (rolled just before it activates). */
export interface NpPlan {
  /** The activation it was rolled for (turn, leader, acting figures). */
  key: string;
  turn: number;
  leader: string;
  result: NpMove;
  column: NpColumn;
  /** Figures that take a firing position (everyone, unless the group splits). */
  fire: string[];
  /** Figures that swing round the flank on a split. */
  flank: string[];
  flankSide?: Flank;
  /** Leader of the closest player group, the one the plan is aimed at. */
  against?: string;
}

export interface RaidObjective {
  found: boolean;
  at?: Vec;
  /** The PEF or building where it was found. */
  where?: string;
  /** The player figure that reached it. */
  securedBy?: string;
  /** The log has said once that a player figure stands at it while enemies still guard it. */
  guardedNoted?: boolean;
}

export interface DefendObjective {
  kind: NpObjective;
  /** For rescue-or-recover: whether the enemy has found what it came for, and in which building. */
  found: boolean;
  building?: string;
  at?: Vec;
  /** Enemy PEFs resolved, for the enemy's Finding the Objective roll. */
  resolved: number;
  achievedBy?: string;
}

export interface SoloState extends EncounterState {
  /** The generated table's overall type (absent when the file gave the terrain). */
  overall?: string;
  /** The non-player side. */
  np: string;
  npForce: Force;
  pefs: Pef[];
  /** The next PEF resolution throws 3d6 and keeps the lowest two ("something's out there"). */
  wary: boolean;
  /** PEFs resolved so far, table and building ones alike. */
  resolved: number;
  buildings: BuildingWatch[];
  /** Enemy figures placed so far (numbers their ids). */
  placed: number;
  /** Enemies have been on the table at some point (Rep loss needs that). */
  enemiesSeen: boolean;
  /** Patrol: recon sections reached (1, 2, 3). */
  recon: number[];
  /** Player figures that left by their own edge. */
  exited: string[];
  raid?: RaidObjective;
  defend?: DefendObjective;
  npPlan?: NpPlan;
  /** After this turn the encounter is over (a guard for stand-offs; Defend is won by holding out). */
  turnLimit: number;
  /** Building PEFs made so far (numbers their ids). */
  buildingPefs: number;
  /** Before turn 1: the player is setting the group up; the PEFs go down when the battle starts (deploy.ts). */
  deploying?: boolean;
}

export function soloOf(s: GameState): SoloState | undefined {
  return s.encounter as SoloState | undefined;
}
