// The first state from a checked file: sides and figures with their starting stance and kit, the terrain
// (laid out by hand, or generated from the seed with the shared generator), the table, the dice with the
// file's scripted queues, and the clock before phase 1 of round 1.
import { seededDice } from '../../core/dice/source';
import type { TerrainPiece, Vec } from '../../geometry/shapes';
import { generateTerrainFromSeed } from '../../terrain';
import { LAUNCHERS, VEHICLES, WEAPONS } from './tables';
import type { ApScenario } from './scenario';
import type { ApState, Figure } from './types';
import { nearestEdge } from './evacuation';

function terrainOf(sc: ApScenario, seed: string): Pick<ApState, 'terrain' | 'coverAreas'> {
  const terrain: TerrainPiece[] = [];
  const coverAreas: ApState['coverAreas'] = [];
  if (sc.generate) {
    const kind = sc.generate.terrain;
    const overall = kind === 'random' ? undefined : kind;
    terrain.push(...generateTerrainFromSeed(seed, overall ? { overall } : {}).pieces);
  }
  for (const p of sc.terrain) {
    if (p.type === 'scrub') coverAreas.push({ id: p.id, cover: 'soft', polygon: p.polygon });
    else if (p.type === 'rubble') coverAreas.push({ id: p.id, cover: 'medium', polygon: p.polygon });
    else if (p.type === 'fence') {
      if (p.kind === 'wooden') coverAreas.push({ id: p.id, cover: 'soft', line: p.line });
    } else if (p.type === 'river') terrain.push({ id: p.id, type: 'water', polygon: p.polygon });
    else terrain.push(p as TerrainPiece);
  }
  return { terrain, coverAreas };
}

export function startingState(sc: ApScenario, opts: { seed?: string } = {}): ApState {
  const seed = opts.seed ?? sc.seed;
  const figures: Figure[] = sc.sides.flatMap((s) =>
    s.figures.map((f): Figure => ({
      id: f.id,
      ...(f.name ? { name: f.name } : {}),
      side: s.id,
      rank: f.rank,
      weapon: f.weapon,
      melee: f.melee,
      ...(f.armour ? { armour: f.armour } : {}),
      stance: f.stance,
      motion: 'still',
      at: [f.at[0], f.at[1]],
      facing: f.facing,
      storey: f.storey,
      gear: [...f.gear],
      hidden: f.hidden,
      prepared: f.prepared,
      grenades: f.grenades,
      smoke: f.smoke,
      wound: 'none',
      conscious: true,
      out: null,
      markers: 0,
      fireKey: null,
      friendHit: false,
      causeAt: null,
      shaken: null,
      heldUntil: 0,
      seen: [],
      firedAt: -99,
      firedKind: 'none',
      inflictedAt: -99,
      actedAt: -99,
      jammed: false,
      setUpLeft: f.setUp ? 0 : (WEAPONS[f.weapon].setUpPhases ?? 0),
      // A launcher (decision 67): its rounds, and set up as the file says, as a heavy weapon is.
      ...(f.launcher
        ? {
            launcher: f.launcher,
            rounds: f.rounds ?? LAUNCHERS[f.launcher].rounds,
            launcherSetUpLeft: f.setUp ? 0 : LAUNCHERS[f.launcher].setUp,
          }
        : {}),
      tripped: false,
      fumble: null,
      fumbleUntil: -99,
      noParryUntil: -99,
      treated: false,
    })),
  );
  // The crew ride inside their vehicle (decision 55), at its place.
  for (const v of sc.vehicles)
    for (const id of v.crew) {
      const f = figures.find((x) => x.id === id);
      if (f) Object.assign(f, { inside: v.id, at: [v.at[0], v.at[1]] as Vec, stance: 'standing', motion: 'still' });
    }
  return {
    seed,
    dice: seededDice(seed, sc.dice),
    table: { width: sc.table.width, height: sc.table.height },
    light: sc.light,
    ...terrainOf(sc, seed),
    sides: sc.sides.map((s) => ({
      id: s.id,
      ...(s.name ? { name: s.name } : {}),
      control: s.control,
      points: 0,
      // The own edge is kept only where it means something (the mission), so other states stay as they were.
      ...(s.edge || sc.options.evacuate
        ? {
            edge:
              s.edge ??
              nearestEdge(
                figures.filter((f) => f.side === s.id).map((f) => f.at),
                sc.table,
              ),
          }
        : {}),
    })),
    figures,
    vehicles: sc.vehicles.map((v) => {
      const row = VEHICLES.find((r) => r.name === v.type)!;
      return {
        id: v.id,
        ...(v.name ? { name: v.name } : {}),
        side: v.side,
        type: v.type,
        at: [v.at[0], v.at[1]] as Vec,
        facing: v.facing,
        armour: row.armour,
        ied: row.ied,
        crew: [...v.crew],
        weapons: [...v.weapons],
        ...(v.rounds !== undefined ? { mountedRounds: v.rounds } : {}),
        ...(v.missiles !== undefined ? { missiles: v.missiles } : {}),
        ...(v.smokeSalvos !== undefined ? { smokeSalvos: v.smokeSalvos } : {}),
        ...(v.landed ? { landed: true } : {}),
        immobilised: false,
        weaponsLost: 0,
        destroyed: false,
      };
    }),
    ieds: sc.ieds.map((d) => ({ id: d.id, at: [d.at[0], d.at[1]] as Vec, pen: d.pen, spent: false })),
    smoke: [],
    blasts: [],
    options: { ...sc.options },
    clock: { round: 1, phase: 0, queue: [], ap: 0, attacked: false, started: false },
    maxRounds: sc.rounds,
    ended: null,
  };
}
