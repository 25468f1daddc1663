// Polygon difference (A minus B) for simple polygons, by walking both outlines from crossing to crossing
// (the Greiner-Hormann idea). Used to cut a river out of the woods and hills it runs through; a general
// clipping library was ten times slower here. Touching or overlapping edges are "degenerate": the caller
// nudges B a hair and tries again.
import type { Polygon, Vec } from '../geometry/shapes';
import { pointInPolygon } from './polygon';

interface Node {
  p: Vec;
  next: Node;
  prev: Node;
  /** Set on crossing points: the same point on the other outline. */
  twin?: Node;
  /** Crossing points: whether the outline's next stretch runs outside (for A) / inside (for B) the other. */
  forwardOk?: boolean;
  visited?: boolean;
}

export type SubtractResult = { ok: true; parts: Vec[][] } | { ok: false; reason: 'degenerate' };

const EPS = 1e-9;

function ringOf(poly: Polygon): Node[] {
  const nodes = poly.map((p) => ({ p }) as Node);
  nodes.forEach((n, i) => {
    n.next = nodes[(i + 1) % nodes.length] as Node;
    n.prev = nodes[(i + nodes.length - 1) % nodes.length] as Node;
  });
  return nodes;
}

function insertAfter(at: Node, n: Node): void {
  n.prev = at;
  n.next = at.next;
  at.next.prev = n;
  at.next = n;
}

interface Hit {
  ai: number;
  bi: number;
  ta: number;
  tb: number;
  p: Vec;
}

function crossings(a: Polygon, b: Polygon): Hit[] | 'degenerate' {
  const hits: Hit[] = [];
  for (let i = 0; i < a.length; i++) {
    const p = a[i] as Vec,
      q = a[(i + 1) % a.length] as Vec;
    const rx = q[0] - p[0],
      ry = q[1] - p[1];
    const minX = Math.min(p[0], q[0]),
      maxX = Math.max(p[0], q[0]),
      minY = Math.min(p[1], q[1]),
      maxY = Math.max(p[1], q[1]);
    for (let j = 0; j < b.length; j++) {
      const c = b[j] as Vec,
        d = b[(j + 1) % b.length] as Vec;
      if (
        Math.max(c[0], d[0]) < minX ||
        Math.min(c[0], d[0]) > maxX ||
        Math.max(c[1], d[1]) < minY ||
        Math.min(c[1], d[1]) > maxY
      )
        continue;
      const sx = d[0] - c[0],
        sy = d[1] - c[1];
      const den = rx * sy - ry * sx;
      const qx = c[0] - p[0],
        qy = c[1] - p[1];
      if (Math.abs(den) < EPS) {
        if (Math.abs(qx * ry - qy * rx) < EPS) return 'degenerate';
        continue;
      }
      const ta = (qx * sy - qy * sx) / den,
        tb = (qx * ry - qy * rx) / den;
      if (ta < -EPS || ta > 1 + EPS || tb < -EPS || tb > 1 + EPS) continue;
      if (ta < EPS || ta > 1 - EPS || tb < EPS || tb > 1 - EPS) return 'degenerate';
      hits.push({ ai: i, bi: j, ta, tb, p: [p[0] + rx * ta, p[1] + ry * ta] });
    }
  }
  return hits;
}

const midpoint = (n: Node): Vec => [(n.p[0] + n.next.p[0]) / 2, (n.p[1] + n.next.p[1]) / 2];

/** The parts of A that lie outside B, as outer rings (a B wholly inside A leaves A whole: holes are not kept). */
export function subtract(a: Polygon, b: Polygon): SubtractResult {
  const hits = crossings(a, b);
  if (hits === 'degenerate') return { ok: false, reason: 'degenerate' };
  if (hits.length === 0) {
    if (pointInPolygon(a[0] as Vec, b)) return { ok: true, parts: [] };
    return { ok: true, parts: [[...a]] };
  }
  if (hits.length % 2 !== 0) return { ok: false, reason: 'degenerate' };
  const aRing = ringOf(a),
    bRing = ringOf(b);
  const place = (ring: Node[], idx: number, list: { t: number; n: Node }[]) => {
    let at = ring[idx] as Node;
    for (const { n } of list.sort((x, y) => x.t - y.t)) {
      insertAfter(at, n);
      at = n;
    }
  };
  const byA = new Map<number, { t: number; n: Node }[]>(),
    byB = new Map<number, { t: number; n: Node }[]>();
  const crossNodes: Node[] = [];
  for (const h of hits) {
    const na = { p: h.p } as Node,
      nb = { p: h.p } as Node;
    na.twin = nb;
    nb.twin = na;
    crossNodes.push(na);
    (byA.get(h.ai) ?? byA.set(h.ai, []).get(h.ai)!).push({ t: h.ta, n: na });
    (byB.get(h.bi) ?? byB.set(h.bi, []).get(h.bi)!).push({ t: h.tb, n: nb });
  }
  for (const [i, list] of byA) place(aRing, i, list);
  for (const [j, list] of byB) place(bRing, j, list);
  for (const na of crossNodes) {
    na.forwardOk = !pointInPolygon(midpoint(na), b);
    const nb = na.twin as Node;
    nb.forwardOk = pointInPolygon(midpoint(nb), a);
  }
  const parts: Vec[][] = [];
  for (const start of crossNodes) {
    if (start.visited || !start.forwardOk) continue;
    const ring: Vec[] = [];
    let cur: Node = start;
    let onA = true;
    for (let guard = 0; guard < 4 * (a.length + b.length + hits.length); guard++) {
      if (onA) {
        cur.visited = true;
        ring.push(cur.p);
        cur = cur.next;
        while (!cur.twin) {
          ring.push(cur.p);
          cur = cur.next;
        }
        if (cur === start) break;
        // A heads into B here: follow B's outline through the inside of A.
        cur.visited = true;
        cur = cur.twin;
        onA = false;
      } else {
        const forward = cur.forwardOk === true;
        ring.push(cur.p);
        cur = forward ? cur.next : cur.prev;
        while (!cur.twin) {
          ring.push(cur.p);
          cur = forward ? cur.next : cur.prev;
        }
        cur = cur.twin;
        if (cur === start) break;
        if (!cur.forwardOk) return { ok: false, reason: 'degenerate' };
        onA = true;
      }
    }
    if (cur !== start) return { ok: false, reason: 'degenerate' };
    parts.push(ring);
  }
  return { ok: true, parts };
}
