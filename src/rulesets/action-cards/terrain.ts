// The table's pieces as this game reads them: each piece becomes an area feature or a linear barrier of one
// of the text's terrain kinds (tables.ts). Questions asked here: what feature a point stands in, where a
// straight line first enters a feature or crosses a barrier, and whether a point is on passable ground.
import type { Polygon, Vec } from '../../geometry/shapes';
import { distToPolygonEdge, lerp, pointInPolygon, segmentCrossT } from '../../geometry/vec';
import { TERRAIN_TABLE, type TerrainKind } from './tables';
import { coverRank, type Cover } from './vocab';

/** A piece as a scenario file lays it out (Chain Reaction's pieces plus scrub, rubble, fence and river). */
export type AcPiece =
  | { id: string; type: 'building'; polygon: Polygon }
  | { id: string; type: 'woods' | 'rocky' | 'scrub' | 'rubble' | 'water' | 'road' | 'impassable'; polygon: Polygon }
  | { id: string; type: 'hill'; polygon: Polygon; crest: readonly Vec[] }
  | { id: string; type: 'wall'; line: readonly Vec[] }
  | { id: string; type: 'fence'; kind: 'wooden' | 'wire'; line: readonly Vec[] }
  | { id: string; type: 'river'; line?: readonly Vec[]; polygon?: Polygon };

export interface AreaFeature {
  id: string;
  kind: TerrainKind;
  polygon: Polygon;
  /** A hill's crest line. */
  crest?: readonly Vec[];
}

export interface Barrier {
  id: string;
  kind: TerrainKind;
  line: readonly Vec[];
}

export interface TerrainMap {
  areas: readonly AreaFeature[];
  barriers: readonly Barrier[];
}

export function mapTerrain(pieces: readonly AcPiece[]): TerrainMap {
  const areas: AreaFeature[] = [];
  const barriers: Barrier[] = [];
  for (const p of pieces) {
    switch (p.type) {
      case 'wall':
        barriers.push({ id: p.id, kind: 'wall', line: p.line });
        break;
      case 'fence':
        barriers.push({ id: p.id, kind: p.kind === 'wire' ? 'wireFence' : 'woodenFence', line: p.line });
        break;
      case 'river':
        if (p.line) barriers.push({ id: p.id, kind: 'river', line: p.line });
        if (p.polygon) areas.push({ id: p.id, kind: 'water', polygon: p.polygon });
        break;
      case 'hill':
        areas.push({ id: p.id, kind: 'hill', polygon: p.polygon, crest: p.crest });
        break;
      default:
        areas.push({ id: p.id, kind: p.type, polygon: p.polygon });
    }
  }
  return { areas, barriers };
}

/** Whether the area counts as a feature a move stops on entering (not open ground, road or hill). */
export function isFeature(a: AreaFeature): boolean {
  return TERRAIN_TABLE[a.kind].stops === 'enter';
}

/** The feature a point stands in (the most protective when pieces overlap), or undefined in the open. */
export function featureAt(map: TerrainMap, p: Vec): AreaFeature | undefined {
  let best: AreaFeature | undefined;
  for (const a of map.areas) {
    if (!isFeature(a) || !inside(p, a.polygon)) continue;
    if (!best || coverRank(TERRAIN_TABLE[a.kind].protection) > coverRank(TERRAIN_TABLE[best.kind].protection)) best = a;
  }
  return best;
}

const boxes = new WeakMap<Polygon, [number, number, number, number]>();

/** The polygon's bounding box, remembered per polygon (the pieces never change during a game). */
export function boxOfPolygon(poly: Polygon): [number, number, number, number] {
  let b = boxes.get(poly);
  if (!b) {
    b = [Infinity, Infinity, -Infinity, -Infinity];
    for (const [x, y] of poly) b = [Math.min(b[0], x), Math.min(b[1], y), Math.max(b[2], x), Math.max(b[3], y)];
    boxes.set(poly, b);
  }
  return b;
}

/** A point on the outline counts as inside: a move that stops on a feature's edge is in it. */
export function inside(p: Vec, poly: Polygon): boolean {
  const b = boxOfPolygon(poly);
  if (p[0] < b[0] - 1e-6 || p[1] < b[1] - 1e-6 || p[0] > b[2] + 1e-6 || p[1] > b[3] + 1e-6) return false;
  return pointInPolygon(p, poly) || distToPolygonEdge(p, poly) < 1e-6;
}

export function protectionAt(map: TerrainMap, p: Vec): Cover {
  const f = featureAt(map, p);
  return f ? TERRAIN_TABLE[f.kind].protection : 'open';
}

export function impassableAt(map: TerrainMap, p: Vec): boolean {
  return map.areas.some((a) => TERRAIN_TABLE[a.kind].stops === 'never' && inside(p, a.polygon));
}

/** Fractions t along a→b where the segment crosses the polygon's outline, sorted. */
export function outlineCrossings(a: Vec, b: Vec, poly: Polygon): number[] {
  const ts: number[] = [];
  const bx = boxOfPolygon(poly);
  if (
    Math.max(a[0], b[0]) < bx[0] ||
    Math.min(a[0], b[0]) > bx[2] ||
    Math.max(a[1], b[1]) < bx[1] ||
    Math.min(a[1], b[1]) > bx[3]
  )
    return ts;
  for (let i = 0; i < poly.length; i++) {
    const t = segmentCrossT(a, b, poly[i]!, poly[(i + 1) % poly.length]!);
    if (t !== null) ts.push(t);
  }
  return ts.sort((x, y) => x - y);
}

/** The first fraction t along a→b where the segment crosses the polyline, or null. */
export function lineCrossing(a: Vec, b: Vec, line: readonly Vec[]): number | null {
  let best: number | null = null;
  for (let i = 0; i + 1 < line.length; i++) {
    const t = segmentCrossT(a, b, line[i]!, line[i + 1]!);
    if (t !== null && t > 1e-9 && (best === null || t < best)) best = t;
  }
  return best;
}

/** Where a→b leaves the polygon it starts in (the last outline crossing), as t; 0 when it starts outside. */
export function exitT(a: Vec, b: Vec, poly: Polygon): number {
  if (!inside(a, poly)) return 0;
  if (inside(b, poly)) {
    // Stays in (or leaves and comes back): measured from where it first leaves, if it does.
    const ts = outlineCrossings(a, b, poly).filter((t) => t > 1e-9);
    return ts.length >= 2 ? (ts[0] as number) : 1;
  }
  const ts = outlineCrossings(a, b, poly).filter((t) => t > 1e-9);
  return ts[0] ?? 0;
}

export function pointAt(a: Vec, b: Vec, t: number): Vec {
  return lerp(a, b, t);
}
