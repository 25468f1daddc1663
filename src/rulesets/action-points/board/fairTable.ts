// A fair table for a new battle: the generated terrain made point-symmetric about the table's centre, so
// the near and far edges look out over the same ground turned round. Why: the generator's tables are not
// symmetric, and one table written into a file decides many battles (a batch rerolls only the dice), so a
// file could favour one edge 30-10 with mirrored forces (docs/rules-notes/action-points/decisions.md).
// The pieces whose middle lies in the far half are kept with their turned copies; one whose copy would
// overlap a piece already kept (it straddles the centre line) is left out.
import type { TerrainPiece, Vec } from '../../../geometry/shapes';

type Box = [number, number, number, number];

function pointsOf(p: TerrainPiece): readonly Vec[] {
  return 'polygon' in p ? p.polygon : p.line;
}

function boxOf(p: TerrainPiece): Box {
  const xs = pointsOf(p).map((v) => v[0]);
  const ys = pointsOf(p).map((v) => v[1]);
  return [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
}

const overlap = (a: Box, b: Box): boolean => a[0] < b[2] && b[0] < a[2] && a[1] < b[3] && b[1] < a[3];

/** Every [x, y] in the piece turned half round the centre (w/2, h/2); other fields as they are. */
function turned<T>(v: T, w: number, h: number): T {
  if (Array.isArray(v)) {
    if (v.length === 2 && typeof v[0] === 'number' && typeof v[1] === 'number')
      return [Math.round((w - v[0]) * 100) / 100, Math.round((h - v[1]) * 100) / 100] as T;
    return v.map((x: unknown) => turned(x, w, h)) as T;
  }
  if (v && typeof v === 'object')
    return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, turned(x, w, h)])) as T;
  return v;
}

export function fairTerrain(pieces: readonly TerrainPiece[], w: number, h: number): TerrainPiece[] {
  const kept: TerrainPiece[] = [];
  const boxes: Box[] = [];
  const far = pieces.filter((p) => {
    const b = boxOf(p);
    return (b[1] + b[3]) / 2 < h / 2;
  });
  for (const p of far) {
    const copy = { ...turned(p, w, h), id: `${p.id}-turned` };
    const a = boxOf(p),
      b = boxOf(copy);
    if (overlap(a, b) || boxes.some((o) => overlap(o, a) || overlap(o, b))) continue;
    kept.push(p, copy);
    boxes.push(a, b);
  }
  return kept;
}
