// Cutting a river out of the woods and hills it crosses, so no spot is both water and woods or hill.
// A cut may split a piece in two; hill parts get their own crest, at the old crest's angle where it fits.
import type { Polygon, Vec } from '../geometry/shapes';
import { crestFor } from './crest';
import { polygonArea, polygonsOverlap, tidy } from './polygon';
import type { LandPiece } from './sectionPieces';
import { subtract } from './subtract';

/** Slivers smaller than this (square inches) left by a cut are dropped. */
const MIN_PART = 2;

function crestAngle(crest: readonly Vec[]): number {
  const a = crest[0],
    b = crest[crest.length - 1];
  if (!a || !b) return 0;
  return (Math.atan2(b[1] - a[1], b[0] - a[0]) * 180) / Math.PI;
}

/** A minus B; when outlines touch exactly, B is nudged by a hair (a thousandth of an inch at most) and cut again. */
export function cutOut(a: Polygon, b: Polygon): Vec[][] {
  for (let k = 0; k < 6; k++) {
    const dx = k * 1.7e-4,
      dy = k * 1.3e-4;
    const res = subtract(a, k === 0 ? b : b.map((p) => [p[0] + dx, p[1] + dy] as Vec));
    if (res.ok) return res.parts;
  }
  return [[...a]];
}

/** The land pieces with `water` cut out of any that it overlaps. */
export function carve(pieces: readonly LandPiece[], water: Polygon): LandPiece[] {
  const out: LandPiece[] = [];
  for (const piece of pieces) {
    if (!polygonsOverlap(piece.polygon, water)) {
      out.push(piece);
      continue;
    }
    for (const raw of cutOut(piece.polygon, water)) {
      const part = tidy(raw);
      if (part.length < 3 || polygonArea(part) < MIN_PART) continue;
      if (piece.type === 'hill') out.push({ ...piece, polygon: part, crest: crestFor(part, crestAngle(piece.crest)) });
      else out.push({ ...piece, polygon: part });
    }
  }
  return out;
}
