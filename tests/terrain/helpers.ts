// Test helpers for the terrain generator: scripted generation and plain, independent geometry checks
// (written apart from src/terrain so a bug there can't hide itself here).
import { generateTerrainFromSeed } from '../../src/terrain/generate';
import type { Purpose } from '../../src/rulesets/chain-reaction/purposes';
import type { Terrain, TerrainParams } from '../../src/terrain/types';
import type { Polygon, TerrainPiece, Vec } from '../../src/geometry/shapes';

export function scripted(
  params: TerrainParams,
  terrain: number[][],
  buildings: number[][] = [],
  seed = 'scripted',
): Terrain {
  const script: Partial<Record<Purpose, number[][]>> = { terrain, buildings };
  return generateTerrainFromSeed(seed, params, script);
}

/** Nine section dice, all the same unless some are given per section: `sectionDice(2, { 1: 4 })`. */
export function sectionDice(fill: number, some: Record<number, number> = {}): number[][] {
  return Array.from({ length: 9 }, (_, i) => [some[i + 1] ?? fill]);
}

export function area(poly: Polygon): number {
  let s = 0;
  for (let i = 0; i < poly.length; i++) {
    const a = poly[i]!,
      b = poly[(i + 1) % poly.length]!;
    s += a[0] * b[1] - b[0] * a[1];
  }
  return Math.abs(s) / 2;
}

export function inside(p: Vec, poly: Polygon): boolean {
  let c = false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const a = poly[i]!,
      b = poly[j]!;
    if (a[1] > p[1] !== b[1] > p[1] && p[0] < ((b[0] - a[0]) * (p[1] - a[1])) / (b[1] - a[1]) + a[0]) c = !c;
  }
  return c;
}

function cross(o: Vec, a: Vec, b: Vec): number {
  return (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
}

/** Segments ab and cd cross properly (touching ends don't count). */
export function crosses(a: Vec, b: Vec, c: Vec, d: Vec): boolean {
  const d1 = cross(c, d, a),
    d2 = cross(c, d, b),
    d3 = cross(a, b, c),
    d4 = cross(a, b, d);
  return (
    ((d1 > 1e-12 && d2 < -1e-12) || (d1 < -1e-12 && d2 > 1e-12)) &&
    ((d3 > 1e-12 && d4 < -1e-12) || (d3 < -1e-12 && d4 > 1e-12))
  );
}

export function segDist(p: Vec, a: Vec, b: Vec): number {
  const dx = b[0] - a[0],
    dy = b[1] - a[1];
  const l2 = dx * dx + dy * dy;
  const t = l2 ? Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / l2)) : 0;
  return Math.hypot(p[0] - a[0] - t * dx, p[1] - a[1] - t * dy);
}

export function distToOutline(p: Vec, poly: Polygon): number {
  let d = Infinity;
  for (let i = 0; i < poly.length; i++) d = Math.min(d, segDist(p, poly[i]!, poly[(i + 1) % poly.length]!));
  return d;
}

/** Shortest distance between two polygons' areas (0 when they overlap or touch). */
export function polygonGap(a: Polygon, b: Polygon): number {
  if (inside(a[0]!, b) || inside(b[0]!, a)) return 0;
  let d = Infinity;
  for (let i = 0; i < a.length; i++) {
    const p = a[i]!,
      q = a[(i + 1) % a.length]!;
    for (let j = 0; j < b.length; j++) {
      const r = b[j]!,
        s = b[(j + 1) % b.length]!;
      if (crosses(p, q, r, s)) return 0;
      d = Math.min(d, segDist(p, r, s), segDist(q, r, s), segDist(r, p, q), segDist(s, p, q));
    }
  }
  return d;
}

export function isSimple(poly: Polygon): boolean {
  const n = poly.length;
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      if (j === i + 1 || (i === 0 && j === n - 1)) continue;
      if (crosses(poly[i]!, poly[(i + 1) % n]!, poly[j]!, poly[(j + 1) % n]!)) return false;
    }
  }
  return true;
}

/** Sutherland-Hodgman clip to an axis box: enough to measure how much of a shape lies in a section. */
export function clipBox(poly: Polygon, x0: number, y0: number, x1: number, y1: number): Vec[] {
  let out: Vec[] = [...poly];
  const sides: [(p: Vec) => boolean, (p: Vec, q: Vec) => Vec][] = [
    [(p) => p[0] >= x0, (p, q) => [x0, p[1] + ((q[1] - p[1]) * (x0 - p[0])) / (q[0] - p[0])]],
    [(p) => p[0] <= x1, (p, q) => [x1, p[1] + ((q[1] - p[1]) * (x1 - p[0])) / (q[0] - p[0])]],
    [(p) => p[1] >= y0, (p, q) => [p[0] + ((q[0] - p[0]) * (y0 - p[1])) / (q[1] - p[1]), y0]],
    [(p) => p[1] <= y1, (p, q) => [p[0] + ((q[0] - p[0]) * (y1 - p[1])) / (q[1] - p[1]), y1]],
  ];
  for (const [inn, cut] of sides) {
    const src = out;
    out = [];
    src.forEach((cur, i) => {
      const prev = src[(i + src.length - 1) % src.length]!;
      if (inn(cur)) {
        if (!inn(prev)) out.push(cut(prev, cur));
        out.push(cur);
      } else if (inn(prev)) out.push(cut(prev, cur));
    });
  }
  return out;
}

export function sectionBox(section: number): [number, number, number, number] {
  const c = (section - 1) % 3,
    r = Math.floor((section - 1) / 3);
  return [c * 12, r * 12, c * 12 + 12, r * 12 + 12];
}

export function polygonsOf(t: Terrain, type: TerrainPiece['type']): { id: string; polygon: Polygon }[] {
  return t.pieces.flatMap((p) =>
    p.type === type && p.type !== 'wall' && p.type !== 'fence' ? [{ id: p.id, polygon: p.polygon }] : [],
  );
}

/**
 * Can a figure (1" base) walk from the player's edge to the far edge? A 0.25" grid of base centres, each
 * at least 0.5" from impassable ground, buildings and (when `water`) water too deep to ford.
 */
export function walkable(t: Terrain, water: boolean): boolean {
  const step = 0.25,
    n = Math.round(36 / step) + 1;
  const blocked = new Uint8Array(n * n);
  const blockers = t.pieces.filter(
    (p) => p.type === 'impassable' || p.type === 'building' || (water && p.type === 'water' && !p.fordable),
  );
  for (const p of blockers) {
    if (p.type === 'wall' || p.type === 'fence') continue;
    const xs = p.polygon.map((q) => q[0]),
      ys = p.polygon.map((q) => q[1]);
    const i0 = Math.max(0, Math.floor((Math.min(...xs) - 0.5) / step)),
      i1 = Math.min(n - 1, Math.ceil((Math.max(...xs) + 0.5) / step));
    const j0 = Math.max(0, Math.floor((Math.min(...ys) - 0.5) / step)),
      j1 = Math.min(n - 1, Math.ceil((Math.max(...ys) + 0.5) / step));
    for (let j = j0; j <= j1; j++) {
      for (let i = i0; i <= i1; i++) {
        if (blocked[j * n + i]) continue;
        const c: Vec = [i * step, j * step];
        if (inside(c, p.polygon) || distToOutline(c, p.polygon) < 0.5 - 1e-9) blocked[j * n + i] = 1;
      }
    }
  }
  const lo = Math.round(0.5 / step),
    hi = n - 1 - lo;
  const seen = new Uint8Array(n * n);
  const queue: number[] = [];
  for (let i = lo; i <= hi; i++) {
    const k = hi * n + i;
    if (!blocked[k]) {
      seen[k] = 1;
      queue.push(k);
    }
  }
  while (queue.length) {
    const k = queue.pop()!;
    const i = k % n,
      j = Math.floor(k / n);
    if (j === lo) return true;
    for (const [di, dj] of [
      [1, 0],
      [-1, 0],
      [0, 1],
      [0, -1],
    ] as const) {
      const i2 = i + di,
        j2 = j + dj;
      if (i2 < lo || i2 > hi || j2 < lo || j2 > hi) continue;
      const k2 = j2 * n + i2;
      if (seen[k2] || blocked[k2]) continue;
      seen[k2] = 1;
      queue.push(k2);
    }
  }
  return false;
}
