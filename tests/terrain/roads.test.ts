// Roads from buildings (p.26): the direction die, one road through several sections, the section 5 crossroads.
import { describe, expect, it } from 'vitest';
import type { Vec } from '../../src/geometry/shapes';
import type { Terrain } from '../../src/terrain/types';
import { inside, polygonGap, polygonsOf, scripted, sectionDice } from './helpers';

// Building roads run 4.5" right of and below each building section's centre, past the first building's door.
const beside = (section: number): Vec => [
  ((section - 1) % 3) * 12 + 6 + 4.5,
  Math.floor((section - 1) / 3) * 12 + 6 + 4.5,
];

const roadsOf = (t: Terrain) => polygonsOf(t, 'road').map((r) => r.polygon);
const onRoad = (t: Terrain, p: Vec) => roadsOf(t).some((r) => inside(p, r));
const reaches = (t: Terrain) => {
  const pts = roadsOf(t).flat();
  return {
    top: pts.some((p) => p[1] === 0),
    bottom: pts.some((p) => p[1] === 36),
    left: pts.some((p) => p[0] === 0),
    right: pts.some((p) => p[0] === 36),
  };
};
const directionRolls = (t: Terrain) => (t.rolls ?? []).filter((r) => r.note.startsWith('road direction'));

describe('roads (p.26)', () => {
  it('buildings in one section, 1-4: a road through them from the top edge to the bottom edge', () => {
    // Clear table, (B) in section 4; road die 3; one building (count die 1), type 1.
    const t = scripted({ overall: 'clear' }, [...sectionDice(2, { 4: 4 }), [3]], [[1], [1]]);
    expect(t.roads).toEqual([
      { reason: 'buildings', direction: 'topToBottom', roll: 3, sections: [4], ids: expect.any(Array) },
    ]);
    expect(reaches(t)).toMatchObject({ top: true, bottom: true, left: false, right: false });
    expect(onRoad(t, beside(4))).toBe(true);
    // ...and not over the section centre, where the building stands.
    expect(onRoad(t, [6, 18])).toBe(false);
  });

  it('buildings in one section, 5-6: left edge to right edge', () => {
    const t = scripted({ overall: 'clear' }, [...sectionDice(2, { 4: 4 }), [6]], [[1], [1]]);
    expect(t.roads[0]).toMatchObject({ reason: 'buildings', direction: 'leftToRight', roll: 6 });
    expect(reaches(t)).toMatchObject({ top: false, bottom: false, left: true, right: true });
    expect(onRoad(t, beside(4))).toBe(true);
  });

  it('buildings in several sections: one road through all of them, with the same die', () => {
    const t = scripted({ overall: 'urban' }, [...sectionDice(2, { 1: 3, 9: 4 }), [4]], [[1], [1]]);
    expect(t.roads.length).toBe(1);
    expect(t.roads[0]).toMatchObject({ reason: 'buildings', direction: 'topToBottom', sections: [1, 9], roll: 4 });
    expect(directionRolls(t).length).toBe(1);
    expect(onRoad(t, beside(1))).toBe(true);
    expect(onRoad(t, beside(9))).toBe(true);
    expect(reaches(t)).toMatchObject({ top: true, bottom: true });
  });

  it('buildings in section 5 alone: a crossroads reaching all four edges, no direction die', () => {
    const t = scripted({ overall: 'clear' }, sectionDice(2, { 5: 4 }), [[1], [1]]);
    expect(t.roads.map((r) => [r.reason, r.direction])).toEqual([
      ['crossroads', 'topToBottom'],
      ['crossroads', 'leftToRight'],
    ]);
    expect(directionRolls(t)).toEqual([]);
    expect(reaches(t)).toEqual({ top: true, bottom: true, left: true, right: true });
    expect(onRoad(t, beside(5))).toBe(true);
  });

  it('section 5 and another: the road through both, and a second one across it in section 5', () => {
    const t = scripted({ overall: 'clear' }, [...sectionDice(2, { 1: 4, 5: 4 }), [5]], [[1], [1], [1], [1]]);
    expect(t.roads.map((r) => [r.reason, r.direction])).toEqual([
      ['buildings', 'leftToRight'],
      ['crossroads', 'topToBottom'],
    ]);
    expect(reaches(t)).toEqual({ top: true, bottom: true, left: true, right: true });
    expect(onRoad(t, beside(1))).toBe(true);
    expect(onRoad(t, beside(5))).toBe(true);
  });

  it('a road stops at a wide river with no bridge, and crosses the fordable one', () => {
    // (W) across the middle row, (B) in 2 and 8, road die 1 (top to bottom).
    const wide = scripted(
      { overall: 'clear' },
      [...sectionDice(2, { 2: 4, 4: 1, 5: 1, 6: 1, 8: 4 }), [1], [6], [1]],
      [[1], [1], [1], [1]],
    );
    const water = polygonsOf(wide, 'water')[0]!.polygon;
    expect(wide.roads.map((r) => r.reason)).toEqual(['buildings']);
    for (const r of roadsOf(wide)) expect(polygonGap(r, water)).toBeGreaterThan(0);
    expect(reaches(wide)).toMatchObject({ top: true, bottom: true });
    // Only two (W) sections: a ford, which the road runs over.
    const ford = scripted(
      { overall: 'clear' },
      [...sectionDice(2, { 2: 4, 4: 1, 6: 1, 8: 4 }), [1]],
      [[1], [1], [1], [1]],
    );
    const fordWater = polygonsOf(ford, 'water')[0]!.polygon;
    expect(ford.water?.kind).toBe('ford');
    expect(roadsOf(ford).some((r) => polygonGap(r, fordWater) === 0)).toBe(true);
  });

  it('Raid and Defend buildings bring roads like any others', () => {
    const raid = scripted({ overall: 'wooded', encounter: 'raid' }, [...sectionDice(2), [2]], [[1], [1]]);
    expect(raid.roads).toEqual([
      { reason: 'buildings', direction: 'topToBottom', roll: 2, sections: [2], ids: expect.any(Array) },
    ]);
    expect(onRoad(raid, beside(2))).toBe(true);
  });
});
