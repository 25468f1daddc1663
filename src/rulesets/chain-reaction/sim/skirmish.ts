// Random skirmishes for soak tests and batch statistics: two computer-played sides of random size, Rep and
// weapons on a generated table, set up at opposite edges. Setup randomness comes from its own seeded
// generator; every die of the battle itself comes from the game's dice source.
import seedrandom from 'seedrandom';
import type { GameState } from '../state';
import { initialState } from '../start';
import { generateTerrainFromSeed } from '../../../terrain';
import { validateScenario } from '../scenario/validate';
import type { TerrainPiece, Vec } from '../../../geometry/shapes';
import { insidePolygon } from '../../../geometry/segments';

const WEAPONS = ['AR', 'AR', 'SMG', 'P', 'SG', 'SAR', 'BAR', 'SAW', 'MP', 'BAP', 'RL'] as const;
const FORCES = ['military', 'police', 'gang', 'guerilla', 'militia'] as const;
const KINDS = ['clear', 'urban', 'wooded', 'mountain'] as const;

export interface SkirmishOptions {
  /** Figures per side, inclusive range. */
  minFigures?: number;
  maxFigures?: number;
  overall?: (typeof KINDS)[number];
  /** Exact figures for blue and red, in place of the random range. */
  sizes?: [number, number];
}

function blocked(p: Vec, pieces: readonly TerrainPiece[]): boolean {
  for (const t of pieces) {
    if (t.type === 'building' || t.type === 'water' || t.type === 'impassable') {
      if (insidePolygon(p[0], p[1], t.polygon)) return true;
    }
  }
  return false;
}

export function randomSkirmish(seed: string, opts: SkirmishOptions = {}): GameState {
  const rng = seedrandom.alea(`setup:${seed}`);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rng() * xs.length)]!;
  const int = (lo: number, hi: number) => lo + Math.floor(rng() * (hi - lo + 1));
  const overall = opts.overall ?? pick(KINDS);
  const terrain = generateTerrainFromSeed(`terrain:${seed}`, { overall });
  const used: Vec[] = [];
  const spot = (yLo: number, yHi: number): Vec => {
    for (let i = 0; i < 200; i++) {
      const p: Vec = [Math.round((1 + rng() * 34) * 100) / 100, Math.round((yLo + rng() * (yHi - yLo)) * 100) / 100];
      if (blocked(p, terrain.pieces) || used.some((u) => Math.hypot(u[0] - p[0], u[1] - p[1]) < 1.2)) continue;
      used.push(p);
      return p;
    }
    const p: Vec = [1 + (used.length % 34), yLo];
    used.push(p);
    return p;
  };
  const side = (id: string, yLo: number, yHi: number, facing: number, size?: number) => {
    // The size still takes its draw, so fixing it leaves every other choice of the seed as it was.
    const drawn = int(opts.minFigures ?? 1, opts.maxFigures ?? 6);
    const n = size ?? drawn;
    const force = pick(FORCES);
    const starAt = rng() < 0.4 ? 0 : -1;
    return {
      id,
      control: 'ai',
      force,
      figures: Array.from({ length: n }, (_, i) => ({
        id: `${id}${i + 1}`,
        rep: i === starAt ? 5 : int(3, 5),
        star: i === starAt,
        weapon: pick(WEAPONS),
        melee: pick(['none', 'one-hand', 'two-hand'] as const),
        at: spot(yLo, yHi),
        facing,
      })),
    };
  };
  const raw = {
    version: 1,
    seed,
    light: rng() < 0.15 ? 'night' : 'day',
    weather: rng() < 0.1 ? pick(['fog', 'rain', 'snow'] as const) : 'clear',
    sides: [side('blue', 26, 35, 270, opts.sizes?.[0]), side('red', 1, 10, 90, opts.sizes?.[1])],
  };
  const v = validateScenario(raw);
  if (!v.ok) throw new Error(`randomSkirmish made a bad file: ${v.error.path}: ${v.error.message}`);
  const state = initialState(v.value);
  state.terrain = terrain.pieces as TerrainPiece[];
  return state;
}
