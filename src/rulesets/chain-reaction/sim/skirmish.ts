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
import { standable } from '../spots';
import { cellOf, routeGrid } from '../engine/route';

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

/** The sides' set-up bands (blue along the bottom edge, red along the top), widened toward the middle when needed. */
const BLUE_BAND = [26, 35] as const;
const RED_BAND = [1, 10] as const;
/** Open half-inch cells both bands must share at least: room for a side of six. */
const ROOM = 24;

interface Ground {
  blue: readonly [number, number];
  red: readonly [number, number];
  /** A spot a figure may be set up on. */
  ok: (p: Vec) => boolean;
}

/**
 * Where the sides are set up: spots a figure can stand on (not astride a building's wall) on the one piece
 * of open ground that joins both set-up bands best, the bands widened toward the middle (2" at a time) when
 * no piece joins them. A figure set up against a wall could never walk away, and sides split by a deep
 * river with no ford, at night in rain (6" of sight), could never reach or see each other: those
 * all-computer skirmishes never ended (4 of 500 on fresh seeds "fresh8-N", N < 500: 65, 191, 315, 376).
 */
function setUpGround(pieces: readonly TerrainPiece[]): Ground {
  const g = routeGrid(pieces);
  const count = (band: readonly [number, number]) => {
    const n = new Map<number, number>();
    for (let y = band[0]; y <= band[1]; y += 0.5)
      for (let x = 0.25; x < 36; x += 0.5) {
        const k = g.piece[cellOf([x, y])]!;
        if (k >= 0) n.set(k, (n.get(k) ?? 0) + 1);
      }
    return n;
  };
  for (let wider = 0; wider <= 8; wider += 2) {
    const blue = [BLUE_BAND[0] - wider, BLUE_BAND[1]] as const;
    const red = [RED_BAND[0], RED_BAND[1] + wider] as const;
    const b = count(blue);
    const r = count(red);
    let best = -1;
    let most = 0;
    for (const [k, n] of b) {
      const both = Math.min(n, r.get(k) ?? 0);
      if (both > most) [best, most] = [k, both];
    }
    if (most >= ROOM) return { blue, red, ok: (p) => standable(pieces, p) && g.piece[cellOf(p)] === best };
  }
  // No ground joins the two halves of the table at all: any spot a figure can stand on.
  return { blue: BLUE_BAND, red: RED_BAND, ok: (p) => standable(pieces, p) };
}

export function randomSkirmish(seed: string, opts: SkirmishOptions = {}): GameState {
  const rng = seedrandom.alea(`setup:${seed}`);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rng() * xs.length)]!;
  const int = (lo: number, hi: number) => lo + Math.floor(rng() * (hi - lo + 1));
  const overall = opts.overall ?? pick(KINDS);
  const terrain = generateTerrainFromSeed(`terrain:${seed}`, { overall });
  const used: Vec[] = [];
  const ground = setUpGround(terrain.pieces);
  const free = (p: Vec) =>
    !blocked(p, terrain.pieces) && !used.some((u) => Math.hypot(u[0] - p[0], u[1] - p[1]) < 1.2) && ground.ok(p);
  const spot = (yLo: number, yHi: number): Vec => {
    for (let i = 0; i < 200; i++) {
      const p: Vec = [Math.round((1 + rng() * 34) * 100) / 100, Math.round((yLo + rng() * (yHi - yLo)) * 100) / 100];
      if (!free(p)) continue;
      used.push(p);
      return p;
    }
    // Crowded ground: the first free spot of the band, row by row.
    for (let y = yLo; y <= yHi; y += 0.5)
      for (let x = 1; x <= 35; x += 0.5)
        if (free([x, y])) {
          used.push([x, y]);
          return [x, y];
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
    sides: [
      side('blue', ground.blue[0], ground.blue[1], 270, opts.sizes?.[0]),
      side('red', ground.red[0], ground.red[1], 90, opts.sizes?.[1]),
    ],
  };
  const v = validateScenario(raw);
  if (!v.ok) throw new Error(`randomSkirmish made a bad file: ${v.error.path}: ${v.error.message}`);
  const state = initialState(v.value);
  state.terrain = terrain.pieces as TerrainPiece[];
  return state;
}
