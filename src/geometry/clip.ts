// Cutting a drawn shape to the table: the fire wedge and the blast circle reach past the edge, and
// nothing exists out there to shoot at or catch. Sutherland-Hodgman against an axis-aligned box, which
// is exact for any polygon because the box is convex.
import type { Vec } from './shapes';

export interface ClipBox {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

type Edge = { inside: (p: Vec) => boolean; cross: (a: Vec, b: Vec) => Vec };

function edges(b: ClipBox): Edge[] {
  const atX =
    (x: number) =>
    (a: Vec, c: Vec): Vec => [x, a[1] + ((c[1] - a[1]) * (x - a[0])) / (c[0] - a[0])];
  const atY =
    (y: number) =>
    (a: Vec, c: Vec): Vec => [a[0] + ((c[0] - a[0]) * (y - a[1])) / (c[1] - a[1]), y];
  return [
    { inside: (p) => p[0] >= b.minX, cross: atX(b.minX) },
    { inside: (p) => p[0] <= b.maxX, cross: atX(b.maxX) },
    { inside: (p) => p[1] >= b.minY, cross: atY(b.minY) },
    { inside: (p) => p[1] <= b.maxY, cross: atY(b.maxY) },
  ];
}

/** The part of `poly` inside the box (empty when none of it is). */
export function clipPolygonToBox(poly: readonly Vec[], box: ClipBox): Vec[] {
  let out: Vec[] = [...poly];
  for (const e of edges(box)) {
    if (out.length === 0) break;
    const input = out;
    out = [];
    for (let i = 0; i < input.length; i++) {
      const cur = input[i]!;
      const prev = input[(i + input.length - 1) % input.length]!;
      const curIn = e.inside(cur);
      if (curIn !== e.inside(prev)) out.push(e.cross(prev, cur));
      if (curIn) out.push(cur);
    }
  }
  return out;
}
