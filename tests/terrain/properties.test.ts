// What must hold on every generated table, checked over many seeds with fast-check.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { OVERALL_TERRAINS } from '../../src/terrain/tables/terrainGenerator';
import { generateTerrainFromSeed } from '../../src/terrain/generate';
import { ENCOUNTERS, type Terrain, type TerrainParams } from '../../src/terrain/types';
import type { Polygon } from '../../src/geometry/shapes';
import {
  area,
  clipBox,
  distToOutline,
  inside,
  isSimple,
  polygonGap,
  polygonsOf,
  sectionBox,
  walkable,
} from './helpers';

const params = fc
  .record({
    overall: fc.option(fc.constantFrom(...OVERALL_TERRAINS), { nil: undefined }),
    encounter: fc.option(fc.constantFrom(...ENCOUNTERS), { nil: undefined }),
  })
  .map((p) => {
    const out: TerrainParams = {};
    if (p.overall) out.overall = p.overall;
    if (p.encounter) out.encounter = p.encounter;
    return out;
  });
const seed = fc.string({ minLength: 1, maxLength: 12 });

function buildingsOf(t: Terrain) {
  return t.pieces.flatMap((p) => (p.type === 'building' ? [p] : []));
}

const onTable = (poly: Polygon) => poly.every(([x, y]) => x >= 0 && x <= 36 && y >= 0 && y <= 36);

/** Buildings: on the table, 1" apart, clear of water, impassable ground and roads, with a door and windows. */
function checkBuildings(t: Terrain, fails: string[]): void {
  const buildings = buildingsOf(t);
  const keepOff = [...polygonsOf(t, 'water'), ...polygonsOf(t, 'impassable')];
  const roads = polygonsOf(t, 'road');
  for (const b of buildings) {
    if (!onTable(b.polygon)) fails.push(`${b.id} off the table`);
    if (!isSimple(b.polygon)) fails.push(`${b.id} outline crosses itself`);
    for (const w of keepOff) if (polygonGap(b.polygon, w.polygon) < 1) fails.push(`${b.id} within 1" of ${w.id}`);
    for (const r of roads) if (polygonGap(b.polygon, r.polygon) <= 0) fails.push(`${b.id} on road ${r.id}`);
    if (b.openings.filter((o) => o.kind === 'door').length !== 1) fails.push(`${b.id} doors`);
    if (b.openings.filter((o) => o.kind === 'window').length < 3) fails.push(`${b.id} windows`);
    for (const o of b.openings) if (distToOutline(o.at, b.polygon) > 1e-9) fails.push(`${b.id} opening off its wall`);
  }
  for (let i = 0; i < buildings.length; i++) {
    for (let j = i + 1; j < buildings.length; j++) {
      const a = buildings[i]!,
        b = buildings[j]!;
      if (polygonGap(a.polygon, b.polygon) < 1 - 1e-9) fails.push(`${a.id} and ${b.id} closer than 1"`);
    }
  }
  // Bookkeeping: each building belongs to the section that rolled it.
  const listed = t.sections.flatMap((sec) => sec.buildings).sort();
  if (JSON.stringify(listed) !== JSON.stringify(buildings.map((b) => b.id).sort()))
    fails.push('section building lists');
  for (const sec of t.sections) {
    if (sec.hasBuildings !== sec.buildings.length + sec.dropped > 0) fails.push(`section ${sec.section} hasBuildings`);
  }
}

/** Section terrain fills at least 75% of its section and stays inside it (water that cuts it counts with it). */
function checkSections(t: Terrain, fails: string[]): void {
  const water = polygonsOf(t, 'water').map((w) => w.polygon);
  for (const sec of t.sections) {
    const [x0, y0, x1, y1] = sectionBox(sec.section);
    const mine = t.pieces.filter((q) => sec.pieces.includes(q.id));
    if (mine.length > 0 !== (sec.type !== 'clear')) fails.push(`section ${sec.section} pieces vs type`);
    const wet = water.reduce((a, w) => a + area(clipBox(w, x0, y0, x1, y1)), 0);
    for (const type of ['hill', 'woods', 'impassable'] as const) {
      const parts = mine.flatMap((q) => (q.type === type ? [q.polygon] : [])) as Polygon[];
      if (!parts.length) continue;
      for (const poly of parts) {
        if (!isSimple(poly)) fails.push(`section ${sec.section} ${type} outline crosses itself`);
        if (!poly.every(([x, y]) => x >= x0 && x <= x1 && y >= y0 && y <= y1))
          fails.push(`section ${sec.section} ${type} leaves its section`);
      }
      const land = parts.reduce((a, q) => a + area(q), 0);
      if (parts.length === 1 && wet === 0 ? land < 0.75 * 144 : land + wet < 0.75 * 144 - 4) {
        fails.push(`section ${sec.section} ${type} covers ${land.toFixed(1)} (+${wet.toFixed(1)} water)`);
      }
    }
    for (const h of mine) {
      if (h.type === 'hill' && !h.crest.every((c) => inside(c, h.polygon)))
        fails.push(`${h.id} crest outside the hill`);
    }
  }
}

/** Ids are unique and stable in form, and every polygon is on the table. */
function checkIds(t: Terrain, fails: string[]): void {
  const ids = t.pieces.map((q) => q.id);
  if (new Set(ids).size !== ids.length) fails.push('duplicate ids');
  const prefix = {
    building: /^b\d+$/,
    woods: /^w\d+$/,
    hill: /^h\d+$/,
    road: /^r\d+$/,
    water: /^water\d+$/,
    impassable: /^x\d+$/,
  } as const;
  for (const q of t.pieces) {
    // The book's generator lays none of these (the later games' scrub, rubble, fences and rivers included).
    if (
      q.type === 'wall' ||
      q.type === 'rocky' ||
      q.type === 'fence' ||
      q.type === 'scrub' ||
      q.type === 'rubble' ||
      q.type === 'river'
    ) {
      fails.push(`${q.id} is a ${q.type}`);
      continue;
    }
    if (!prefix[q.type].test(q.id)) fails.push(`${q.id} id form`);
    if (q.polygon.length < 3) fails.push(`${q.id} has ${q.polygon.length} points`);
    if (!onTable(q.polygon)) fails.push(`${q.id} off the table`);
  }
}

describe('terrain generator properties (fast-check over seeds)', () => {
  it('buildings, section coverage, ids and outlines hold on any table', () => {
    fc.assert(
      fc.property(seed, params, (s, p) => {
        const t = generateTerrainFromSeed(s, p);
        const fails: string[] = [];
        checkBuildings(t, fails);
        checkSections(t, fails);
        checkIds(t, fails);
        expect(fails).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });

  it("the player's edge: nothing impassable or wet in its last inch, and a figure can walk in and across", () => {
    fc.assert(
      fc.property(seed, params, (s, p) => {
        const t = generateTerrainFromSeed(s, p);
        const wetOrSteep = [...polygonsOf(t, 'water'), ...polygonsOf(t, 'impassable')];
        expect(wetOrSteep.filter((q) => q.polygon.some(([, y]) => y > 35)).map((q) => q.id)).toEqual([]);
        // Impassable ground and buildings never close the way; rivers may (the book's obstacle), fords don't.
        expect(walkable(t, false)).toBe(true);
        if (!t.water || t.water.kind === 'ford') expect(walkable(t, true)).toBe(true);
      }),
      { numRuns: 120 },
    );
  });

  it('mountain tables with every bottom section impassable still let a figure through', () => {
    const t = generateTerrainFromSeed(
      'pass',
      { overall: 'mountain' },
      { terrain: [[1], [1], [1], [1], [1], [1], [1], [1], [1]] },
    );
    expect(t.sections.every((sec) => sec.type === 'impassable')).toBe(true);
    expect(walkable(t, true)).toBe(true);
  });
});
