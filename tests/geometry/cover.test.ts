// Cover and concealment drawn as table pictures (legend in src/geometry/ascii.ts; 1" cells, figures at
// cell centres). Book p.16 (Cover or Concealment table), p.24 (buildings, firing from them), p.26 (hills, woods).
import { describe, expect, it } from 'vitest';
import { type FigureSpec, parseAscii } from '../../src/geometry/ascii';
import { coverFrom, coverValueBetween } from '../../src/geometry/cover';
import { makeWorld } from '../../src/geometry/world';

function scene(picture: string, specs: Record<string, FigureSpec> = {}) {
  const s = parseAscii(picture, specs);
  const world = makeWorld(s.terrain, s.figures);
  return { world, cover: (who: string, from: string) => coverFrom(world, s.byLetter[who]!, s.byLetter[from]!) };
}

describe('inside buildings', () => {
  const picture = `
    ........
    .#####..
    .#a#bW.s
    .#####..
  `;

  it('a stationary figure inside is in cover and concealed', () => {
    expect(scene(picture).cover('a', 's')).toEqual({
      cover: true,
      concealed: true,
      reasons: ['inside building b1: in cover and concealed'],
      sources: [{ kind: 'building', id: 'b1', cover: true, concealed: true }],
    });
  });

  it('a moving figure inside is concealed only', () => {
    expect(scene(picture, { a: { moved: true } }).cover('a', 's')).toMatchObject({
      cover: false,
      concealed: true,
      reasons: ['moving inside building b1: concealed, not in cover'],
    });
  });

  it('a figure at a window firing position is in cover and concealed', () => {
    expect(scene(picture).cover('b', 's')).toMatchObject({
      cover: true,
      concealed: true,
      reasons: ['firing position at a window of building b1: in cover and concealed'],
    });
  });
});

describe('woods and rocky ground', () => {
  const picture = `
    TTTTT....RRRR
    TTaTT..s.RRbR
    TTTTT....RRRR
  `;

  it('stationary figures inside are in cover and concealed; moving ones only concealed', () => {
    const { cover } = scene(picture);
    expect(cover('a', 's')).toMatchObject({
      cover: true,
      concealed: true,
      reasons: ['in woods w1: in cover and concealed'],
    });
    expect(cover('b', 's')).toMatchObject({
      cover: true,
      concealed: true,
      reasons: ['in rocky rk1: in cover and concealed'],
    });
    expect(scene(picture, { a: { moved: true } }).cover('a', 's')).toMatchObject({
      cover: false,
      concealed: true,
      reasons: ['moving in woods w1: concealed, not in cover'],
    });
  });
});

describe('walls', () => {
  const picture = `
    ..s..
    .....
    .....
    -----
    ..a..
    .....
    ..b..
  `;

  it('a wall crossed by the line from the shooter within 1" of the target gives cover, not concealment', () => {
    // The wall runs along y = 3.5; a stands at y = 4.5, 1" behind it.
    expect(scene(picture).cover('a', 's')).toEqual({
      cover: true,
      concealed: false,
      reasons: ['behind wall s1 (DV 3), 1.0" in front of a'],
      sources: [{ kind: 'wall', id: 's1', cover: true, concealed: false }],
    });
  });

  it('a wall farther than 1" in front of the target gives none', () => {
    expect(scene(picture).cover('b', 's')).toEqual({ cover: false, concealed: false, reasons: [], sources: [] });
  });

  it('a wall behind the target (shooter on the same side) gives none', () => {
    expect(scene(picture).cover('s', 'a')).toMatchObject({ cover: false });
  });

  it('a shot along the wall from its far side reaches the target past its end: no cover', () => {
    expect(scene(picture, { s: { at: [7, 4.5] } }).cover('a', 's').cover).toBe(false);
  });
});

describe('hill crests', () => {
  const picture = `
    ..s.....
    ........
    ::::::::
    ^^^^^^^^
    ::a:::::
    ::::::::
    ......b.
  `;

  it('a figure within 1" of the crest is in cover to someone on the other side', () => {
    expect(scene(picture).cover('a', 's')).toMatchObject({
      cover: true,
      concealed: false,
      reasons: ['within 1" of hill crest h1, the other side from the viewer: in cover'],
    });
  });

  it('but not to someone on its own side, nor when it is farther than 1" from the crest', () => {
    expect(scene(picture).cover('a', 'b').cover).toBe(false);
    expect(scene(picture, { a: { at: [2.5, 4.6] } }).cover('a', 's').cover).toBe(false);
  });
});

describe('from a point', () => {
  it('answers against a bare point as against a figure', () => {
    const s = parseAscii(`
      .....
      -----
      ..a..
    `);
    const world = makeWorld(s.terrain, s.figures);
    expect(coverFrom(world, s.byLetter.a!, [2.5, -5]).cover).toBe(true);
    expect(coverFrom(world, s.byLetter.a!, [2.5, 10]).cover).toBe(false);
  });
});

describe('cover value between a figure and a blast centre', () => {
  const s = parseAscii(`
    ......TTT..
    .#.........
    -------....
    ...........
  `);
  const terrain = makeWorld(s.terrain).terrain;

  it('is the DV of a wall on the line', () => {
    expect(coverValueBetween(terrain, [3.5, 3.5], [3.5, 0.5])).toEqual({
      dv: 3,
      by: 's1',
      text: 'wall s1 (DV 3) between the figure and the blast centre',
    });
  });

  it('is the highest DV when several things stand between', () => {
    // The line from (1.5, 3.5) to (1.5, 0.2) crosses the wall (DV 3), then enters the one-cell building (DV 4).
    const strong = parseAscii('.#.\n...\n---').terrain.map((p) => (p.type === 'building' ? { ...p, dv: 4 } : p));
    const t = makeWorld(strong).terrain;
    expect(coverValueBetween(t, [1.5, 3.5], [1.5, 0.2])).toMatchObject({
      dv: 4,
      by: 'b1',
      text: 'building b1 (DV 4) between the figure and the blast centre',
    });
  });

  it('counts woods the line runs through at DV 2', () => {
    expect(coverValueBetween(terrain, [7.5, 1.5], [7.5, -3])).toMatchObject({
      dv: 2,
      by: 'w1',
      text: 'woods w1 (DV 2) between the figure and the blast centre',
    });
  });

  it('is 0 with nothing between', () => {
    expect(coverValueBetween(terrain, [9.5, 3.5], [10.5, 1.5])).toEqual({
      dv: 0,
      text: 'no cover between the figure and the blast centre',
    });
  });
});
