// The words painted on a building: what it is built of, never "DV1" (play-test 3 entry 5 read it as an id).
import { describe, expect, it } from 'vitest';
import { buildingLabel, paintTerrain } from '../../../src/app/paint/terrain';
import type { BuildingPiece } from '../../../src/geometry/shapes';

/** A canvas context that does nothing but keep the text painted on it. */
function recordingCtx(): { ctx: CanvasRenderingContext2D; texts: string[] } {
  const texts: string[] = [];
  const anything: object = new Proxy(function () {}, {
    get: (_t, key) => (key === 'fillText' ? (s: string) => texts.push(s) : anything),
    apply: () => anything,
    set: () => true,
  });
  return { ctx: anything as CanvasRenderingContext2D, texts };
}

const house = (dv: number, floors: number, areas: number): BuildingPiece => ({
  id: 'b16',
  type: 'building',
  polygon: [
    [10, 10],
    [16, 10],
    [16, 14],
    [10, 14],
  ],
  dv,
  floors,
  areas,
  openings: [{ kind: 'door', at: [13, 10] }],
});

describe('building labels', () => {
  it('say what the building is built of and its floors, in words', () => {
    expect(buildingLabel(house(1, 1, 2))).toEqual(['Wood frame', '1 floor, 2 areas']);
    expect(buildingLabel(house(3, 2, 1))).toEqual(['Brick', '2 floors']);
    expect(buildingLabel(house(4, 2, 2))).toEqual(['Concrete', '2 floors, 2 areas']);
  });

  it('paint no id-like token (letters glued to a digit) on the table', () => {
    const { ctx, texts } = recordingCtx();
    paintTerrain(
      ctx,
      [1, 3, 4].map((dv, i) => ({ ...house(dv, 1 + (i % 2), 2), id: `b${i}` })),
      8,
    );
    expect(texts).toContain('Wood frame');
    expect(texts).toContain('Concrete');
    for (const t of texts) expect(t).not.toMatch(/\b[A-Za-z]+\d+\b/);
  });
});
