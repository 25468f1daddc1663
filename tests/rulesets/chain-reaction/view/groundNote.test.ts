// The bare pointer names the ground a new player can't tell by look (play-test 7, 4), and says nothing elsewhere.
import { describe, expect, it } from 'vitest';
import { groundNote } from '../../../../src/rulesets/chain-reaction/view/groundNote';
import type { TerrainPiece } from '../../../../src/geometry/shapes';
import { previewSection } from '../../../../src/app/ui/previewWhy';
import type { Controller } from '../../../../src/app/controller';

const square = (id: string, type: string, x: number, extra: object = {}): TerrainPiece =>
  ({
    id,
    type,
    polygon: [
      [x, 0],
      [x + 4, 0],
      [x + 4, 4],
      [x, 4],
    ],
    ...extra,
  }) as TerrainPiece;

const table: TerrainPiece[] = [
  square('x1', 'impassable', 0),
  square('rk1', 'rocky', 10),
  square('wt1', 'water', 20),
  square('wt2', 'water', 30, { fordable: true }),
  square('w1', 'woods', 40),
  {
    id: 'rd1',
    type: 'road',
    polygon: [
      [1.5, 0],
      [2.5, 0],
      [2.5, 4],
      [1.5, 4],
    ],
  } as TerrainPiece,
];

/** One spot on each kind of ground in the table above. */
const spots = [
  [0.5, 2],
  [2, 2],
  [12, 2],
  [22, 2],
  [32, 2],
] as const;

describe('the ground under a bare pointer', () => {
  it('names impassable, rocky and watery ground with what each does, never an id', () => {
    expect(groundNote(table, [0.5, 2])?.text).toMatch(/^Impassable ground .*no figure may go on it/);
    expect(groundNote(table, [2, 2])?.text).toMatch(/^A road through impassable ground: .*quarter of normal speed/);
    expect(groundNote(table, [12, 2])?.text).toMatch(/^Rocky ground: half speed .*in cover/);
    expect(groundNote(table, [22, 2])?.text).toBe('Deep water: no figure may go into it.');
    expect(groundNote(table, [32, 2])?.text).toMatch(/^A stream: /);
    for (const p of spots) expect(groundNote(table, p)?.text).not.toMatch(/\b(x1|rk1|wt1|wt2|rd1)\b/);
  });

  it('cites the terrain rules (Terrain & Scenery, p.26), not Line of Sight (play-test 10a, 17)', () => {
    for (const p of spots) expect(groundNote(table, p)?.section).toBe('terrainScenery');
    expect(
      previewSection(
        { stepPick: undefined, drag: undefined, mode: 'select' } as unknown as Controller,
        groundNote(table, [22, 2]),
      ),
    ).toBe('terrainScenery');
  });

  it('says nothing on open ground or where the look already tells (woods)', () => {
    expect(groundNote(table, [8, 2])).toBeUndefined();
    expect(groundNote(table, [42, 2])).toBeUndefined();
  });
});
