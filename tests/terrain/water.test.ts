// Water from (W) sections: lake, 1" ford, wide river with its bridge roll; rivers cut out of land they cross.
import { describe, expect, it } from 'vitest';
import type { Polygon, Vec } from '../../src/geometry/shapes';
import type { Terrain } from '../../src/terrain/types';
import {
  area,
  clipBox,
  distToOutline,
  inside,
  isSimple,
  polygonGap,
  polygonsOf,
  scripted,
  sectionBox,
  sectionDice,
} from './helpers';

const waterOf = (t: Terrain) => {
  const w = t.pieces.find((p) => p.type === 'water');
  if (!w || w.type !== 'water') throw new Error('no water');
  return w;
};
const onEdge = (poly: Polygon, edge: 'top' | 'left' | 'right', from: number, to: number) =>
  poly.some(([x, y]) =>
    edge === 'top'
      ? y === 0 && x >= from && x <= to
      : edge === 'left'
        ? x === 0 && y >= from && y <= to
        : x === 36 && y >= from && y <= to,
  );

describe('water (p.26)', () => {
  it('one (W) section: a lake well inside that section', () => {
    const t = scripted({ overall: 'clear' }, sectionDice(2, { 5: 1 }));
    const w = waterOf(t);
    expect(t.water).toMatchObject({ kind: 'lake', sections: [5], ids: [w.id] });
    expect(w.fordable).toBeUndefined();
    for (const [x, y] of w.polygon) {
      expect(x).toBeGreaterThanOrEqual(12 + 1.5 - 1e-9);
      expect(x).toBeLessThanOrEqual(24 - 1.5 + 1e-9);
      expect(y).toBeGreaterThanOrEqual(12 + 1.5 - 1e-9);
      expect(y).toBeLessThanOrEqual(24 - 1.5 + 1e-9);
    }
    expect(area(w.polygon)).toBeGreaterThan(30);
    expect(isSimple(w.polygon)).toBe(true);
  });

  it('two (W) sections: a 1" fordable river in through one and out through the other', () => {
    const t = scripted({ overall: 'wooded' }, sectionDice(2, { 1: 1, 9: 1 }));
    const w = waterOf(t);
    expect(t.water).toMatchObject({ kind: 'ford', width: 1, sections: [1, 9] });
    expect(w.fordable).toBe(true);
    expect(onEdge(w.polygon, 'top', 0, 12) || onEdge(w.polygon, 'left', 0, 12)).toBe(true);
    expect(onEdge(w.polygon, 'right', 24, 36)).toBe(true);
    expect(isSimple(w.polygon)).toBe(true);
    // 1" wide: the area is about its length (a route through three or more sections, 30"-70" long).
    expect(area(w.polygon)).toBeGreaterThan(30);
    expect(area(w.polygon)).toBeLessThan(70);
  });

  it("a river never uses the player's edge: from section 8 it turns out through a side edge", () => {
    const t = scripted({ overall: 'clear' }, sectionDice(2, { 2: 1, 8: 1 }));
    const w = waterOf(t);
    expect(onEdge(w.polygon, 'top', 12, 24)).toBe(true);
    expect(onEdge(w.polygon, 'left', 24, 36) || onEdge(w.polygon, 'right', 24, 36)).toBe(true);
    expect(Math.max(...w.polygon.map((p) => p[1]))).toBeLessThanOrEqual(35);
  });

  it('three or more: a 4 + 1/2d6" river through all of them; a 1-3 means a bridge with a road straight across', () => {
    // Sections 1, 2, 3 wet; width die 3 (4 + 2 = 6"); bridge die 2 (yes); section pick 2 (the second: section 2).
    const t = scripted({ overall: 'urban' }, [...sectionDice(2, { 1: 1, 2: 1, 3: 1 }), [3], [2], [2]]);
    const w = waterOf(t);
    expect(t.water).toMatchObject({ kind: 'river', width: 6, sections: [1, 2, 3], bridgeRoll: 2 });
    expect(w.fordable).toBeUndefined();
    const bridge = t.water?.bridge;
    expect(bridge?.section).toBe(2);
    const [x0, y0, x1, y1] = sectionBox(2);
    expect(bridge!.at[0]).toBeGreaterThanOrEqual(x0);
    expect(bridge!.at[0]).toBeLessThanOrEqual(x1);
    expect(bridge!.at[1]).toBeGreaterThanOrEqual(y0);
    expect(bridge!.at[1]).toBeLessThanOrEqual(y1);
    const road = t.pieces.find((p) => p.id === bridge!.road);
    expect(road?.type).toBe('road');
    if (road?.type !== 'road') return;
    expect(polygonGap(road.polygon, w.polygon)).toBe(0);
    expect(inside(bridge!.at, road.polygon)).toBe(true);
    // Straight off the table at opposite edges.
    const xs = road.polygon.map((p) => p[0]),
      ys = road.polygon.map((p) => p[1]);
    const spansY = Math.min(...ys) === 0 && Math.max(...ys) === 36,
      spansX = Math.min(...xs) === 0 && Math.max(...xs) === 36;
    expect(spansX || spansY).toBe(true);
    expect(t.roads).toEqual([
      { reason: 'bridge', direction: spansY ? 'topToBottom' : 'leftToRight', sections: [2], ids: [road.id] },
    ]);
    // The river width shows in its area: 6" wide across the 36" table, more with its bends.
    expect(area(w.polygon)).toBeGreaterThan(6 * 36 * 0.9);
  });

  it('a 4-6 on the bridge die: no bridge and no road', () => {
    const t = scripted({ overall: 'clear' }, [...sectionDice(2, { 4: 1, 5: 1, 6: 1 }), [6], [4]]);
    expect(t.water).toMatchObject({ kind: 'river', width: 7, bridgeRoll: 4 });
    expect(t.water?.bridge).toBeUndefined();
    expect(t.roads).toEqual([]);
  });

  it('the bridge section is picked evenly: a die past the number of (W) sections is thrown again', () => {
    const t = scripted({ overall: 'clear' }, [...sectionDice(2, { 4: 1, 5: 1, 6: 1 }), [1], [3], [5], [6], [3]]);
    expect(t.water?.bridge?.section).toBe(6);
    expect(t.rolls?.filter((r) => r.note === 'bridge section').map((r) => r.dice[0])).toEqual([5, 6, 3]);
  });

  it('a river is cut out of the woods it crosses; woods and water together still fill 75% of the section', () => {
    // Wooded table: (W) in 1 and 3, woods (3) in 2; every other section clear. The river runs 1-2-3 through the woods.
    const t = scripted({ overall: 'wooded' }, sectionDice(2, { 1: 1, 2: 3, 3: 1 }));
    const w = waterOf(t);
    const woods = polygonsOf(t, 'woods');
    expect(t.sections[1]!.pieces.length).toBe(woods.length);
    expect(woods.length).toBeGreaterThanOrEqual(1);
    for (const p of woods) expect(isSimple(p.polygon)).toBe(true);
    // No spot well inside both.
    for (let x = 12; x <= 24; x += 0.2) {
      for (let y = 0; y <= 12; y += 0.2) {
        const pt: Vec = [x, y];
        const both =
          inside(pt, w.polygon) &&
          distToOutline(pt, w.polygon) > 0.02 &&
          woods.some((p) => inside(pt, p.polygon) && distToOutline(pt, p.polygon) > 0.02);
        expect(both).toBe(false);
      }
    }
    const [x0, y0, x1, y1] = sectionBox(2);
    const wet = area(clipBox(w.polygon, x0, y0, x1, y1));
    expect(wet).toBeGreaterThan(5);
    expect(woods.reduce((a, p) => a + area(p.polygon), 0) + wet).toBeGreaterThanOrEqual(108 - 4);
  });

  it('a hill split by a river keeps a crest on each part', () => {
    // Clear table: (W) in 4 and 6, a hill (5) in 5, woods (6) all round, so the river's cheapest way is through the hill.
    const t = scripted({ overall: 'clear' }, sectionDice(6, { 4: 1, 5: 5, 6: 1 }));
    const hills = t.pieces.filter((p) => p.type === 'hill');
    expect(hills.length).toBe(2);
    const w = waterOf(t);
    for (const h of hills) {
      if (h.type !== 'hill') continue;
      expect(polygonGap(h.polygon, w.polygon)).toBeLessThan(0.05);
      expect(h.crest.length).toBeGreaterThanOrEqual(2);
      for (const c of h.crest) expect(inside(c, h.polygon)).toBe(true);
    }
  });
});
