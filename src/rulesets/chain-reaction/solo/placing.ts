// Putting enemy figures on the table where a PEF turned out to be enemies: at the PEF, in cover from
// the player group that found them where the ground allows, each a base-width apart and within a few
// inches of the others so they start as one group. A building PEF's enemies fill the building first,
// spread over its areas and floors as far as they hold them (AREA_HOLDS each), the rest around it.
import { coverFrom } from '../../../geometry/cover';
import type { World } from '../../../geometry/world';
import type { BuildingPiece, TerrainPiece, Vec } from '../../../geometry/shapes';
import { buildingAt, clearOf, eachAround, standable } from '../spots';

/** Enemies stand within this of the PEF, or farther when the ground is crowded. */
const NEAR = 4;
const FAR = 8;
/** Each placed figure stands this close to one already placed (groups link at 4"). */
const LINK = 3;

interface Candidate {
  p: Vec;
  /** Inside the building already filled to its hold: no room left there. */
  full?: boolean;
  d: number;
  ok?: boolean;
  cover?: boolean;
}

/** Where one enemy stands: a point, and the floor when it is above the ground floor of a building. */
export interface Placed {
  at: Vec;
  floor?: { building: string; level: number };
}

/**
 * How many figures one area of a building holds. The book gives no number (p.13 only sizes areas at about
 * 6" by 6"); four keeps a 1" token's name, Rep and weapon readable in a 6" room (docs/rules-notes/solo.md).
 */
export const AREA_HOLDS = 4;
/** Centres of figures inside a building stand at least this far apart: a base and a half, room for words. */
const ROOM = 1.5;

export function placeFigures(
  w: World,
  terrain: readonly TerrainPiece[],
  others: readonly Vec[],
  centre: Vec,
  n: number,
  threat: Vec | undefined,
  building?: string,
): Placed[] {
  const b = building ? terrain.find((t): t is BuildingPiece => t.type === 'building' && t.id === building) : undefined;
  const inside = b ? fillBuilding(terrain, others, b, n) : [];
  const rest = placeAround(
    w,
    terrain,
    others,
    centre,
    n - inside.length,
    threat,
    b?.id,
    inside.map((p) => p.at),
  );
  return [...inside, ...rest.map((at) => ({ at }))];
}

/**
 * Up to the building's hold, each figure in turn goes to the next area (ground-floor strips first, then the
 * floors above, as the collapse rule numbers them) at the free spot farthest from those already placed, so
 * the contact spreads out. Points are distinct on the table even between floors: the table is seen from above.
 */
function fillBuilding(terrain: readonly TerrainPiece[], others: readonly Vec[], b: BuildingPiece, n: number): Placed[] {
  const floors = Math.max(1, b.floors);
  const strips = Math.max(1, Math.round(b.areas / floors));
  const xs = b.polygon.map((p) => p[0]);
  const ys = b.polygon.map((p) => p[1]);
  const x0 = Math.min(...xs),
    x1 = Math.max(...xs),
    y0 = Math.min(...ys),
    y1 = Math.max(...ys);
  const wide = x1 - x0 >= y1 - y0;
  const stripOf = (p: Vec) => {
    const t = wide ? (p[0] - x0) / Math.max(1e-9, x1 - x0) : (p[1] - y0) / Math.max(1e-9, y1 - y0);
    return Math.min(strips - 1, Math.max(0, Math.floor(t * strips)));
  };
  const mid: Vec = [(x0 + x1) / 2, (y0 + y1) / 2];
  const free = [...eachAround(mid, Math.hypot(x1 - x0, y1 - y0) / 2 + 0.5, 0.5)].filter(
    (p) => buildingAt(terrain, p) === b.id && standable(terrain, p) && clearOf(others, p),
  );
  const out: Placed[] = [];
  const taken: Vec[] = [];
  // Those already in the building take their share of its room (and stand where they stand).
  const already = others.filter((p) => buildingAt(terrain, p) === b.id).length;
  const hold = Math.max(0, Math.min(n, floors * strips * AREA_HOLDS - already));
  for (let i = 0; i < hold; i++) {
    const area = (i + already) % (floors * strips);
    const level = Math.floor(area / strips);
    const strip = area % strips;
    const pick = farthest(free, taken, (p) => stripOf(p) === strip) ?? farthest(free, taken, () => true);
    if (!pick) break;
    taken.push(pick);
    out.push(level > 0 ? { at: pick, floor: { building: b.id, level } } : { at: pick });
  }
  return out;
}

/** Of the spots `ROOM` clear of those taken, the one farthest from them (nearest the middle when none is taken). */
function farthest(free: readonly Vec[], taken: readonly Vec[], ok: (p: Vec) => boolean): Vec | undefined {
  let best: Vec | undefined;
  let bestD = -1;
  for (const p of free) {
    if (!ok(p) || !clearOf(taken, p, ROOM)) continue;
    // `free` runs nearest the middle first, so ties keep the spot nearer the middle.
    let d = taken.length ? Infinity : 0;
    for (const q of taken) d = Math.min(d, Math.hypot(p[0] - q[0], p[1] - q[1]));
    if (d > bestD + 1e-9) {
      best = p;
      bestD = d;
    }
  }
  return best;
}

/** Around `centre`: in cover from `threat` where the ground allows, each linked to one already placed. */
function placeAround(
  w: World,
  terrain: readonly TerrainPiece[],
  others: readonly Vec[],
  centre: Vec,
  n: number,
  threat: Vec | undefined,
  full: string | undefined,
  placed: readonly Vec[],
): Vec[] {
  const chosen: Vec[] = [...placed];
  const start = chosen.length;
  n += start;
  // Only the first few spots in order are ever taken, so whether one is free and in cover is asked lazily.
  const okAt = (c: Candidate) => (c.ok ??= !c.full && standable(terrain, c.p) && clearOf(others, c.p));
  const coverAt = (c: Candidate) => (c.cover ??= threat ? coverFrom(w, { id: '', at: c.p }, threat).cover : false);
  // The wider ring goes over the nearer one's spots again: what was learnt about them is kept.
  const seen = new Map<number, Candidate>();
  for (const radius of [NEAR, FAR]) {
    if (chosen.length >= n) break;
    const cands: Candidate[] = [];
    for (const p of eachAround(centre, radius, 0.5)) {
      const key = p[0] * 1e6 + p[1];
      let c = seen.get(key);
      if (!c) {
        c = {
          p,
          full: full !== undefined && buildingAt(terrain, p) === full,
          d: Math.hypot(p[0] - centre[0], p[1] - centre[1]),
        };
        seen.set(key, c);
      }
      cands.push(c);
    }
    // Free spots in cover first, then the others, nearest first: the spots go by distance, and each search
    // runs through them once for those in cover, then once for those not.
    cands.sort((a, b) => a.d - b.d);
    // Round a building the rest keep a base and a half apart too: they crowd its walls otherwise.
    const fits = (c: Candidate) =>
      clearOf(chosen, c.p, full !== undefined ? ROOM : undefined) &&
      (chosen.length === 0 || chosen.some((q) => Math.hypot(q[0] - c.p[0], q[1] - c.p[1]) <= LINK));
    const find = (): Candidate | undefined => {
      for (const c of cands) if (okAt(c) && coverAt(c) && fits(c)) return c;
      for (const c of cands) if (okAt(c) && !coverAt(c) && fits(c)) return c;
      return undefined;
    };
    while (chosen.length < n) {
      const next = find();
      if (!next) break;
      chosen.push(next.p);
    }
  }
  return chosen.slice(start);
}
