// The table as order dice reads it (RULINGS-variants.md, terrain mapped once): which ground is rough, which
// cover is soft or hard, what stops a vehicle. Sight and distance come from the shared geometry; the pieces
// geometry does not know (scrub, rubble, fences) never block sight, and a river reads as water.
import type { TerrainPiece, Vec } from '../../geometry/shapes';
import { makeWorld, type World } from '../../geometry/world';
import { canSee } from '../../geometry/los';
import { pointInPolygon, segmentCrossT } from '../../geometry/vec';

export type AreaKind = 'woods' | 'rocky' | 'water' | 'road' | 'impassable' | 'scrub' | 'rubble' | 'river';

export type OdPiece =
  | Extract<TerrainPiece, { type: 'building' }>
  | Extract<TerrainPiece, { type: 'hill' }>
  | { id: string; type: 'wall'; line: readonly Vec[]; dv?: number; tall?: boolean }
  | { id: string; type: 'fence'; line: readonly Vec[]; kind: 'wooden' | 'wire' }
  | { id: string; type: AreaKind; polygon: readonly Vec[]; fordable?: boolean };

export type Cover = 'none' | 'soft' | 'hard';

const ROUGH: readonly string[] = ['woods', 'rocky', 'rubble', 'scrub', 'water', 'river'];
const SOFT_AREA: readonly string[] = ['woods', 'scrub'];
const HARD_AREA: readonly string[] = ['rocky', 'rubble', 'building'];
/** Vehicles keep to open ground, roads, hills and scrub. */
const VEHICLE_BARRED: readonly string[] = ['woods', 'rocky', 'rubble', 'water', 'river', 'building', 'impassable'];
/** A wall or fence crossed this close to the target gives its cover. */
const BARRIER_REACH = 2;
/** A move into a building must cross its outline this close to a door. */
const DOOR_REACH = 1;

function geoPiece(p: OdPiece): TerrainPiece | undefined {
  switch (p.type) {
    case 'building':
    case 'hill':
      return p;
    case 'wall':
      return { id: p.id, type: 'wall', line: p.line, dv: p.dv ?? 3, ...(p.tall ? { tall: true } : {}) };
    case 'woods':
    case 'rocky':
    case 'water':
    case 'road':
    case 'impassable':
      return { id: p.id, type: p.type, polygon: p.polygon, ...(p.fordable ? { fordable: true } : {}) };
    case 'river':
      return { id: p.id, type: 'water', polygon: p.polygon };
    default:
      return undefined; // scrub, rubble, fences: they never block sight
  }
}

const worlds = new WeakMap<readonly OdPiece[], World>();

/** The shared geometry's world for these pieces, prepared once per terrain list. */
export function worldOf(terrain: readonly OdPiece[]): World {
  let w = worlds.get(terrain);
  if (!w) {
    w = makeWorld(terrain.map(geoPiece).filter((p): p is TerrainPiece => p !== undefined));
    worlds.set(terrain, w);
  }
  return w;
}

const dot = (id: string, at: Vec) => ({ id, at, facing: 0, status: 'carryOn' as const });

/** Sight between two points on the table (figures do not block; facing is the fire arc's business). */
export function sees(terrain: readonly OdPiece[], a: Vec, b: Vec): boolean {
  return canSee(worldOf(terrain), dot('a', a), dot('b', b), { ignoreFacing: true, ignoreFigures: true });
}

function areaAt(terrain: readonly OdPiece[], p: Vec, kinds: readonly string[]): boolean {
  return terrain.some((t) => 'polygon' in t && kinds.includes(t.type) && pointInPolygon(p, t.polygon));
}

export function isRough(terrain: readonly OdPiece[], p: Vec): boolean {
  return areaAt(terrain, p, ROUGH);
}

/** The target's cover against a shot from `from`: what it stands in, or a wall or fence just before it. */
export function coverOf(terrain: readonly OdPiece[], from: Vec, at: Vec): Cover {
  let best: Cover = 'none';
  const up = (c: Cover) => {
    if (c === 'hard' || (c === 'soft' && best === 'none')) best = c;
  };
  if (areaAt(terrain, at, HARD_AREA)) up('hard');
  else if (areaAt(terrain, at, SOFT_AREA)) up('soft');
  for (const t of terrain) {
    if (t.type !== 'wall' && t.type !== 'fence') continue;
    if (t.type === 'fence' && t.kind === 'wire') continue;
    for (let i = 0; i + 1 < t.line.length; i++) {
      const s = segmentCrossT(from, at, t.line[i]!, t.line[i + 1]!);
      if (s === null) continue;
      const d = Math.hypot(at[0] - from[0], at[1] - from[1]) * (1 - s);
      if (d <= BARRIER_REACH) up(t.type === 'wall' ? 'hard' : 'soft');
    }
  }
  return best;
}

/** A barred piece as a player names it, for "stopped by ..." (vehicles' ground). */
const PIECE_WORDS: Readonly<Record<string, string>> = {
  woods: 'woods',
  rocky: 'rocky ground',
  rubble: 'rubble',
  water: 'water',
  river: 'the river',
  building: 'a building',
  impassable: 'ground no unit can cross',
};

/**
 * What stops a step from a to b, in words for the move's line ("stopped by ..."), or undefined when it may be
 * taken: impassable ground, a building's wall away from its doors, vehicles' barred ground, walls and fences.
 */
export function stepBlock(terrain: readonly OdPiece[], a: Vec, b: Vec, vehicle: boolean): string | undefined {
  for (const t of terrain) {
    if (t.type === 'wall' || t.type === 'fence') {
      if (!vehicle) continue;
      for (let i = 0; i + 1 < t.line.length; i++)
        if (segmentCrossT(a, b, t.line[i]!, t.line[i + 1]!) !== null) return `a ${t.type}, which no vehicle can cross`;
      continue;
    }
    if (!('polygon' in t)) continue;
    const inB = pointInPolygon(b, t.polygon);
    if (t.type === 'impassable' && inB) return 'ground no unit can cross';
    if (vehicle && VEHICLE_BARRED.includes(t.type) && inB)
      return `${PIECE_WORDS[t.type] ?? t.type}, which no vehicle can enter`;
    if (t.type === 'building') {
      const inA = pointInPolygon(a, t.polygon);
      if (inA !== inB) {
        const doors = t.openings.filter((o) => o.kind === 'door');
        if (!doors.some((o) => Math.hypot(o.at[0] - b[0], o.at[1] - b[1]) <= DOOR_REACH))
          return "a building's wall, away from its doors";
      }
    }
  }
  return undefined;
}

/** Whether a step from a to b may be taken (see stepBlock). */
export const stepAllowed = (terrain: readonly OdPiece[], a: Vec, b: Vec, vehicle: boolean): boolean =>
  stepBlock(terrain, a, b, vehicle) === undefined;
