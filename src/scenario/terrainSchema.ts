// The terrain pieces a scenario file may lay out by hand, one schema per piece type. Their output
// matches the geometry's TerrainPiece shapes, so the game reads them without translation.
import { z } from 'zod';
import { DEFAULT_TABLE, FENCE_KINDS, TERRAIN_TYPES, type TableSize } from '../geometry/shapes';
import { OPENING_KINDS } from './vocab';
import { flag, idField, intIn, isOnTable, listOf, objectError, oneOf, point, pointList } from './fields';

/** How far (inches) a door or window may sit from its building's outline: half a base. */
export const OPENING_TOLERANCE = 0.5;

type Pt = readonly [number, number];

function area(poly: readonly Pt[]): number {
  let twice = 0;
  poly.forEach((p, i) => {
    const q = poly[(i + 1) % poly.length] as Pt;
    twice += p[0] * q[1] - q[0] * p[1];
  });
  return Math.abs(twice) / 2;
}

export function distanceToSegment(p: Pt, a: Pt, b: Pt): number {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const len2 = dx * dx + dy * dy;
  const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / len2));
  return Math.hypot(p[0] - (a[0] + t * dx), p[1] - (a[1] + t * dy));
}

export function distanceToOutline(p: Pt, poly: readonly Pt[]): number {
  let best = Infinity;
  poly.forEach((a, i) => {
    best = Math.min(best, distanceToSegment(p, a, poly[(i + 1) % poly.length] as Pt));
  });
  return best;
}

const terrainTypes = TERRAIN_TYPES.join(', ');

/** The pieces' schema for a table of the given size: every point must lie on it. */
function buildTerrainSchema(table: TableSize) {
  const onTable = (v: unknown): v is [number, number] => isOnTable(v, table);
  const polygon = pointList('a polygon', 3, table).superRefine((poly, ctx) => {
    if (poly.length >= 3 && poly.every(onTable) && area(poly) < 1e-9)
      ctx.addIssue({ code: 'custom', message: "the polygon's points enclose no area" });
  });

  const id = idField('a terrain id');

  const opening = z.object(
    {
      kind: oneOf('opening kind', OPENING_KINDS),
      at: point(table),
    },
    { error: objectError('an opening') },
  );

  /** Defensive Value: 1 frame, 3 masonry, 4 concrete; up to 6 leaves room for sturdier pieces. */
  const dv = intIn(1, 6);

  const building = z
    .object({
      id,
      type: z.literal('building'),
      polygon,
      dv,
      floors: intIn(1, 20).default(1),
      areas: intIn(1, 20).default(1),
      openings: listOf(opening, 'a list of openings').default([]),
    })
    .superRefine((b, ctx) => {
      // Refinements may run beside other issues; only measure what is well formed.
      if (!Array.isArray(b.polygon) || !b.polygon.every(onTable) || !Array.isArray(b.openings)) return;
      b.openings.forEach((o, i) => {
        if (onTable(o?.at) && distanceToOutline(o.at, b.polygon) > OPENING_TOLERANCE) {
          ctx.addIssue({
            code: 'custom',
            path: ['openings', i, 'at'],
            message: `the ${o.kind} is not on the building's outline (it must lie within ${OPENING_TOLERANCE}" of a wall)`,
          });
        }
      });
    });

  const hill = z.object({
    id,
    type: z.literal('hill'),
    polygon,
    crest: pointList('a crest', 2, table),
  });

  const wall = z.object({
    id,
    type: z.literal('wall'),
    line: pointList('a wall line', 2, table),
    dv,
    tall: flag('a wall taller than a figure').optional(),
  });

  /** A fence (shared by the later rules systems): a line like a wall, wooden or wire. */
  const fence = z.object({
    id,
    type: z.literal('fence'),
    line: pointList('a fence line', 2, table),
    kind: oneOf('fence kind', FENCE_KINDS),
  });

  const areaPiece = <const T extends 'woods' | 'rocky' | 'road' | 'impassable' | 'scrub' | 'rubble' | 'river'>(
    type: T,
  ) =>
    z.object({
      id,
      type: z.literal(type),
      polygon,
    });

  const water = z.object({
    id,
    type: z.literal('water'),
    polygon,
    fordable: flag('a ford infantry may cross').optional(),
  });

  return z.discriminatedUnion(
    'type',
    [
      building,
      hill,
      wall,
      areaPiece('woods'),
      areaPiece('rocky'),
      water,
      areaPiece('road'),
      areaPiece('impassable'),
      areaPiece('scrub'),
      areaPiece('rubble'),
      fence,
      areaPiece('river'),
    ],
    {
      error: (iss: { code?: string; input?: unknown }) => {
        if (iss.code === 'invalid_type') return objectError('a terrain piece')(iss);
        const type = (iss.input as { type?: unknown } | undefined)?.type;
        if (type === undefined) return `missing (expected a terrain type: ${terrainTypes})`;
        return `unknown terrain type ${JSON.stringify(type)} (${terrainTypes})`;
      },
    },
  );
}

const bySize = new Map<string, ReturnType<typeof buildTerrainSchema>>();

/** The pieces' schema for a table (one per size, made once). */
export function terrainSchemaFor(table: TableSize) {
  const key = `${table.width}x${table.height}`;
  let schema = bySize.get(key);
  if (!schema) {
    schema = buildTerrainSchema(table);
    bySize.set(key, schema);
  }
  return schema;
}

/** The pieces on Chain Reaction's (the default) 36" x 36" table. */
export const terrainSchema = terrainSchemaFor(DEFAULT_TABLE);

/** A polygon on the default table (the file's lit areas). */
export const polygon = pointList('a polygon', 3).superRefine((poly, ctx) => {
  if (poly.length >= 3 && poly.every((p) => isOnTable(p)) && area(poly) < 1e-9)
    ctx.addIssue({ code: 'custom', message: "the polygon's points enclose no area" });
});

export type TerrainSpec = z.output<typeof terrainSchema>;
