// The game state at the start of a battle, built from a checked scenario. Plain JSON data only, so a
// game can be saved, sent, replayed and compared; the rules turn one state into the next.
import type { Conditions, Stance, Status, TerrainPiece, Vec } from '../geometry/shapes';
import { seededDice, type DiceState } from './dice/source';
import type { Generate, Scenario } from '../scenario/schema';
import type { Ammo, Control, Force, MeleeWeapon, Weapon } from '../scenario/vocab';
import { toTerrainPiece } from '../scenario/terrain';

/** The seed used when neither the file nor the command line gives one. */
export const DEFAULT_SEED = 'chain-reaction';

export interface FigureState {
  id: string;
  side: string;
  rep: number;
  star: boolean;
  weapon: Weapon;
  melee: MeleeWeapon;
  at: Vec;
  /** Degrees in [0, 360): 0 = +x, 90 = toward the player's edge. */
  facing: number;
  stance: Stance;
  status: Status;
  ammo: Ammo;
  /** Star Power dice a Star has left (Rep at the start); 0 for everyone else. */
  starPower: number;
}

export interface SideState {
  id: string;
  control: Control;
  force: Force;
  /** The side's figure ids in the file's order: the roster order that breaks leader ties. */
  figures: string[];
}

export interface GameState {
  /** 0 before the first activation roll. */
  turn: number;
  seed: string;
  /** Sides in the file's order, which is also the order of the activation dice. */
  sides: SideState[];
  figures: Record<string, FigureState>;
  terrain: TerrainPiece[];
  conditions: Conditions;
  /** The generator request, kept for the code that lays out terrain and PEFs. */
  generate?: Generate;
  dice: DiceState;
}

export function normaliseFacing(deg: number): number {
  const f = deg % 360;
  return f < 0 ? f + 360 : f + 0; // + 0 turns -0 into 0
}

export function initialState(scenario: Scenario, seedOverride?: string): GameState {
  const seed = seedOverride ?? scenario.seed ?? DEFAULT_SEED;
  const figures: Record<string, FigureState> = {};
  const sides: SideState[] = scenario.sides.map((side) => {
    for (const f of side.figures) {
      figures[f.id] = {
        id: f.id,
        side: side.id,
        rep: f.rep,
        star: f.star,
        weapon: f.weapon,
        melee: f.melee,
        at: [f.at[0], f.at[1]],
        facing: normaliseFacing(f.facing),
        stance: f.stance,
        status: f.status,
        ammo: f.ammo,
        starPower: f.star ? f.rep : 0,
      };
    }
    return { id: side.id, control: side.control, force: side.force, figures: side.figures.map((f) => f.id) };
  });
  const state: GameState = {
    turn: 0,
    seed,
    sides,
    figures,
    terrain: scenario.terrain.map(toTerrainPiece),
    conditions: { light: scenario.light, weather: scenario.weather },
    dice: seededDice(seed, scenario.dice),
  };
  if (scenario.generate) state.generate = { ...scenario.generate };
  return state;
}
