// The starting state from a checked scenario: units with their pins and facings (toward the table's
// centre unless the file says), one die per unit in the bag, the dice seeded and scripted.
import { seededDice } from '../../core/dice/source';
import { generateTerrainFromSeed } from '../../terrain';
import { GAME, VEHICLE } from './tables';
import { bearing } from './place';
import type { OdScenario } from './scenario';
import type { OdEvent, OdState, Unit } from './state';
import type { OdPiece } from './terrain';

export function startingState(sc: OdScenario, opts: { seed?: string } = {}): { state: OdState; events: OdEvent[] } {
  const seed = opts.seed ?? sc.seed;
  const table = { width: sc.table?.width ?? 36, height: sc.table?.height ?? 36 };
  const centre: [number, number] = [table.width / 2, table.height / 2];
  const units: Unit[] = [];
  const bag: Record<string, number> = {};
  for (const s of sc.sides) {
    bag[s.id] = 0;
    for (const u of s.units) {
      const first = u.figures[0]!.at;
      units.push({
        id: u.id,
        ...(u.name ? { name: u.name } : {}),
        side: s.id,
        quality: u.quality,
        kind: u.kind,
        figures: u.figures.map((f) => ({ id: f.id, weapon: f.weapon, at: [f.at[0], f.at[1]], alive: true })),
        strength: u.figures.length,
        pins: u.pins,
        order: null,
        facing: u.facing ?? Math.round(bearing(first, centre)),
        destroyed: false,
        ...(u.kind === 'vehicle' ? { armour: u.armour ?? VEHICLE.defaultArmour, turret: u.turret ?? false } : {}),
      });
      bag[s.id] = (bag[s.id] ?? 0) + 1;
    }
  }
  const state: OdState = {
    seed,
    // CAST (marked): the file's purposes are this game's; core's Purpose is Chain Reaction's list for now.
    dice: seededDice(seed, (sc.dice ?? {}) as unknown as Parameters<typeof seededDice>[1]),
    table,
    terrain: [...generated(sc, seed), ...(sc.terrain as OdPiece[])],
    sides: sc.sides.map((s) => ({
      id: s.id,
      ...(s.name ? { name: s.name } : {}),
      control: s.control,
      reactions: s.reactions ?? (s.control === 'human' ? 'ask' : 'computer'),
      ...(s.casualties ? { casualties: s.casualties } : {}),
    })),
    units,
    objectives: (sc.objectives ?? []).map((o) => ({ id: o.id, at: [o.at[0], o.at[1]] })),
    turn: 1,
    maxTurns: sc.turns ?? GAME.turns,
    bag,
    bagScript: [...(sc.bag ?? [])],
    phase: { kind: 'order', side: '' },
    action: null,
    actionNo: 0,
    kills: Object.fromEntries(sc.sides.map((s) => [s.id, 0])),
    scriptLeft: sc.commands.length,
  };
  // The rulings give this game no night rule: a file's night is kept and said in the log (decision 61).
  return { state, events: sc.light === 'night' ? [{ type: 'ignored', field: 'light', value: 'night' }] : [] };
}

/** The shared generator's table (36" x 36", the book's rolls under the game's seed), when the file asks for one. */
function generated(sc: OdScenario, seed: string): OdPiece[] {
  if (!sc.generate) return [];
  const kind = sc.generate.terrain;
  return generateTerrainFromSeed(`${seed}:terrain`, kind === 'random' ? {} : { overall: kind }).pieces as OdPiece[];
}
