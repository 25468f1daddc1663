// Line of sight drawn as table pictures (legend in src/geometry/ascii.ts): one character = 1",
// figures stand at cell centres, so a figure in column c, row r is at (c + 0.5, r + 0.5).
import { describe, expect, it } from 'vitest';
import { type FigureSpec, parseAscii } from '../../src/geometry/ascii';
import { canSee, lineOfSight, pointsSeeEachOther } from '../../src/geometry/los';
import type { Conditions, GeoFigure } from '../../src/geometry/shapes';
import { makeWorld } from '../../src/geometry/world';

function scene(picture: string, specs: Record<string, FigureSpec> = {}, conditions?: Conditions) {
  const s = parseAscii(picture, specs);
  const world = makeWorld(s.terrain, s.figures, conditions);
  const f = (letter: string): GeoFigure => s.byLetter[letter]!;
  const los = (a: string, b: string, ignoreFacing = true) => lineOfSight(world, f(a), f(b), { ignoreFacing });
  return { world, f, los };
}

describe('buildings', () => {
  const { los } = scene(`
    a....###....b
    .....###.....
    c............
  `);

  it('stop a line through them, naming the building and where the line meets it', () => {
    expect(los('a', 'b')).toEqual({
      clear: false,
      reason: 'building',
      blocker: 'b1',
      at: [5, 0.5],
      distance: 12,
      text: 'blocked by building b1 at (5.0, 0.5)',
    });
    // From the other side the first wall met is the far one.
    expect(los('b', 'a').text).toBe('blocked by building b1 at (8.0, 0.5)');
  });

  it('stop a slanting line that crosses them, not one that passes them', () => {
    // (0.5, 2.5) -> (12.5, 0.5): at x = 5 the line is at y = 1.75, inside the block x 5..8, y 0..2.
    expect(los('c', 'b')).toMatchObject({
      clear: false,
      reason: 'building',
      text: 'blocked by building b1 at (5.0, 1.8)',
    });
    const open = scene(`
      a....###....b
      .............
      c...........d
    `).los;
    expect(open('c', 'd')).toEqual({ clear: true, reason: 'clear', distance: 12, text: 'clear, 12.0"' });
  });

  it('stop a line that touches a corner or runs through two opposite corners', () => {
    const { los: l } = scene(`
      ..a..b.
      .......
      ....#..
      ..d....
      ......c
    `);
    // d (2.5, 3.5) -> b (5.5, 0.5) touches the block's corner (4, 2) and stays outside it.
    expect(l('d', 'b')).toMatchObject({ reason: 'building', at: [4, 2] });
    // a (2.5, 0.5) -> c (6.5, 4.5) enters at corner (4, 2) and leaves at corner (5, 3).
    expect(l('a', 'c')).toMatchObject({ reason: 'building', at: [4, 2] });
  });
});

describe('doors and windows', () => {
  // The building covers x 1..7, y 1..4; its window is on the right wall at (7, 2.5).
  const picture = `
    ..........
    .######...
    .#a##bW..d
    .######...
    ..........
    ..e.......
  `;

  it('a figure inside, away from any opening, cannot see out nor be seen', () => {
    const { los } = scene(picture);
    expect(los('a', 'd')).toMatchObject({
      clear: false,
      reason: 'inBuilding',
      blocker: 'b1',
      text: 'a is inside building b1 and not at a door or window',
    });
    expect(los('d', 'a').text).toBe('a is inside building b1 and not at a door or window');
  });

  it('a figure at a window sees out through it and is seen through it', () => {
    const { los } = scene(picture);
    expect(los('b', 'd')).toMatchObject({ clear: true, text: 'clear, 4.0"' });
    expect(los('d', 'b').clear).toBe(true);
  });

  it('a line from the window position through another wall is blocked', () => {
    const { los } = scene(picture);
    // (5.5, 2.5) -> (2.5, 5.5) meets the bottom wall y = 4 at x = 4.
    expect(los('b', 'e')).toMatchObject({
      clear: false,
      reason: 'building',
      blocker: 'b1',
      text: 'blocked by building b1 at (4.0, 4.0)',
    });
  });

  it('the line must leave through the opening: the same wall 1.3" from it is a wall', () => {
    // (5.5, 2.5) -> (13, -4) meets the right wall x = 7 at y = 2.5 - 1.5 * 6.5 / 7.5 = 1.2.
    const { los } = scene(picture, { d: { at: [13, -4] } });
    expect(los('b', 'd').text).toBe('blocked by building b1 at (7.0, 1.2)');
    // (5.5, 2.5) -> (9.5, 0.9) meets it at y = 1.9, 0.6" from the window.
    expect(scene(picture, { d: { at: [9.5, 0.9] } }).los('b', 'd').clear).toBe(true);
  });

  it('two figures inside the same building see each other; on different floors they do not', () => {
    const { los } = scene(picture);
    expect(los('a', 'b').clear).toBe(true);
    const floors = scene(picture, {
      a: { inBuilding: { building: 'b1', floor: 0 } },
      b: { inBuilding: { building: 'b1', floor: 1, atOpening: true } },
    });
    expect(floors.los('a', 'b')).toMatchObject({
      clear: false,
      reason: 'otherFloor',
      text: 'on different floors of the building',
    });
  });

  it('"at an opening" without an engine flag means inside and within 1" of it', () => {
    const near = scene(picture, { b: { at: [6.2, 2.5], inBuilding: undefined } }); // 0.8" from the window
    expect(near.los('b', 'd').clear).toBe(true);
    const far = scene(picture, { b: { at: [5.8, 2.5], inBuilding: undefined } }); // 1.2" from it
    expect(far.los('b', 'd').reason).toBe('inBuilding');
    const told = scene(picture, { b: { at: [6.2, 2.5], inBuilding: { building: 'b1', atOpening: false } } });
    expect(told.los('b', 'd').reason).toBe('inBuilding');
  });
});

describe('hill crests', () => {
  const picture = `
    a.......
    ........
    ::::::::
    ^^^^^^^^
    ::c:::::
    ........
    b......d
  `;

  it('stop a line between figures on opposite sides', () => {
    const { los } = scene(picture);
    expect(los('a', 'b')).toMatchObject({
      clear: false,
      reason: 'crest',
      blocker: 'h1',
      at: [0.5, 3.5],
      text: 'blocked by hill crest h1 at (0.5, 3.5)',
    });
  });

  it('a figure within 1" of the crest sees and is seen across it', () => {
    const { los } = scene(picture);
    // c is exactly 1" below the crest line y = 3.5.
    expect(los('a', 'c').clear).toBe(true);
    expect(los('c', 'a').clear).toBe(true);
    const lower = scene(picture, { c: { at: [2.5, 4.6] } });
    expect(lower.los('a', 'c').reason).toBe('crest');
  });

  it('figures on the same side are not affected', () => {
    const { los } = scene(picture);
    expect(los('b', 'd').clear).toBe(true);
  });
});

describe('walls', () => {
  it('tall walls block, low walls do not', () => {
    const { los } = scene(`
      a.....b
      ===....
      c.....d
      -------
      e.....f
    `);
    expect(los('a', 'c')).toMatchObject({ clear: false, reason: 'tallWall', blocker: 's1', at: [0.5, 1.5] });
    expect(los('c', 'e').clear).toBe(true);
    expect(los('b', 'd').clear).toBe(true); // the tall wall ends at x = 2.95
  });
});

describe('figures in the way', () => {
  const picture = 'a...b...c';

  it('a standing figure (friend or foe) across the line blocks it', () => {
    const { los } = scene(picture);
    expect(los('a', 'c')).toMatchObject({
      clear: false,
      reason: 'figure',
      blocker: 'b',
      at: [4.5, 0.5],
      text: 'blocked by figure b at (4.5, 0.5)',
    });
  });

  it('a figure\'s base is 1/2" across its centre unless the ruleset gives another', () => {
    // b stands 0.8" off the line a-c: clear of a 0.5" base, in the way of a 1" one.
    const off = { at: [4.5, 1.3] as const };
    expect(scene(picture, { b: off }).los('a', 'c').clear).toBe(true);
    expect(scene(picture, { b: { ...off, base: 1 } }).los('a', 'c')).toMatchObject({ clear: false, blocker: 'b' });
  });

  it('prone figures, figures the ruleset says block no sight (casualties lying down) and off-table ones do not', () => {
    for (const b of [{ stance: 'prone' }, { blocksSight: false }, { offTable: true }] as const) {
      expect(scene(picture, { b }).los('a', 'c').clear).toBe(true);
    }
    expect(scene(picture, { b: { targetable: false } }).los('a', 'c').clear).toBe(false);
  });

  it('a base just touching the line does not block; one overlapping it does', () => {
    expect(scene(picture, { b: { at: [4.5, 1.0] } }).los('a', 'c').clear).toBe(true);
    expect(scene(picture, { b: { at: [4.5, 0.99] } }).los('a', 'c').clear).toBe(false);
  });

  it('can be left out for terrain-only checks', () => {
    const { world, f } = scene(picture);
    expect(lineOfSight(world, f('a'), f('c'), { ignoreFacing: true, ignoreFigures: true }).clear).toBe(true);
  });
});

describe('front arc', () => {
  const picture = `
    ...c...
    b..a..d
    ...e...
  `;

  it('sees only the 180° ahead; the edges of the arc count as ahead', () => {
    const { los } = scene(picture, { a: '>' });
    expect(los('a', 'd', false).clear).toBe(true);
    expect(los('a', 'c', false).clear).toBe(true);
    expect(los('a', 'e', false).clear).toBe(true);
    expect(los('a', 'b', false)).toMatchObject({
      clear: false,
      reason: 'outsideArc',
      text: 'outside front arc: b is behind a',
    });
  });

  it('facing down the table (90°) turns the arc', () => {
    const { los } = scene(picture, { a: 'v' });
    expect(los('a', 'c', false).reason).toBe('outsideArc');
    expect(los('a', 'b', false).clear).toBe(true);
  });

  it('is set aside when asked to ignore facing', () => {
    const { los } = scene(picture, { a: '>' });
    expect(los('a', 'b', true).clear).toBe(true);
  });
});

describe('woods', () => {
  const picture = `
    .....TTTTTTTTTTTTTTT.....
    .....TTTTTTTTTTTTTTT.....
    a....cTTgTTTTTTTThTT....b
    .....TTTTTTTTTTTTTTT.....
    .....TTTTTTTTTTTTTTT.....
  `;

  it('block a line through their body between two figures outside', () => {
    const { los } = scene(picture, { c: { offTable: true }, g: { offTable: true }, h: { offTable: true } });
    // Entering at x = 5 the line is 1" deep at x = 6; the march steps 0.02" past that.
    expect(los('a', 'b')).toMatchObject({
      clear: false,
      reason: 'woods',
      blocker: 'w1',
      text: 'line goes more than 1" deep into woods w1 at (6.0, 2.5)',
    });
    // Seen from b the deep point named is the one nearest b: in at x = 20, 1" deep at x = 19.
    expect(los('b', 'a').text).toBe('line goes more than 1" deep into woods w1 at (19.0, 2.5)');
  });

  it('a figure within 1" of the edge sees out and is seen', () => {
    const { los } = scene(picture);
    expect(los('a', 'c').clear).toBe(true); // c is 0.5" in
    expect(los('c', 'a').clear).toBe(true);
  });

  it('a figure deeper inside cannot be seen from outside nor see out', () => {
    const { los } = scene(picture);
    expect(los('a', 'g')).toMatchObject({
      clear: false,
      reason: 'woods',
      blocker: 'w1',
      text: 'g is 2.5" inside woods w1, more than 1" from its edge',
    });
    expect(los('g', 'a').text).toBe('g is 2.5" inside woods w1, more than 1" from its edge');
  });

  it('figures inside the same woods see each other up to 12" by day and 6" at night', () => {
    const day = scene(picture, { g: { stance: 'prone' } }); // g lies on the line c-h: prone, it does not block
    expect(day.los('c', 'h').clear).toBe(true); // exactly 12" apart
    expect(day.los('g', 'h').clear).toBe(true);
    const far = scene(picture, { g: { stance: 'prone' }, h: { at: [18.6, 2.5] } });
    expect(far.los('c', 'h')).toMatchObject({
      clear: false,
      reason: 'range',
      text: 'beyond 12" between figures in woods w1 (13.1")',
    });
    const night = scene(picture, {}, { light: 'night', weather: 'clear' });
    expect(night.los('c', 'g').clear).toBe(true); // 3"
    expect(night.los('g', 'h')).toMatchObject({
      clear: false,
      reason: 'range',
      text: 'beyond 6" between figures in woods w1 at night (9.0")',
    });
  });

  it('a line that only clips the edge band of a corner is not blocked', () => {
    const { los } = scene(`
      a.........
      ......TTTT
      ......TTTT
      ......TTTT
      .........b
    `);
    // a (0.5,0.5) -> b (9.5,4.5) passes the woods' corner (6,1) well inside the 1" band.
    expect(los('a', 'b').clear).toBe(true);
  });

  it('rocky ground works like woods', () => {
    const { los } = scene(`
      .....RRRRR.....
      .....RRRRR.....
      a....RRRRR....b
      .....RRRRR.....
      .....RRRRR.....
    `);
    expect(los('a', 'b')).toMatchObject({
      reason: 'woods',
      blocker: 'rk1',
      text: 'line goes more than 1" deep into rocky rk1 at (6.0, 2.5)',
    });
  });
});

describe('night and weather', () => {
  const picture = 'a............b';

  it('limit sight to 12" at night and in fog, rain or snow by day; 6" in bad weather at night', () => {
    expect(scene(picture, {}, { light: 'night', weather: 'clear' }).los('a', 'b')).toEqual({
      clear: false,
      reason: 'range',
      distance: 13,
      text: 'beyond 12" at night (13.0")',
    });
    expect(scene(picture, {}, { light: 'day', weather: 'fog' }).los('a', 'b').text).toBe('beyond 12" in fog (13.0")');
    expect(scene('a...........b', {}, { light: 'day', weather: 'snow' }).los('a', 'b').clear).toBe(true); // exactly 12"
    expect(scene('a...........b', {}, { light: 'night', weather: 'snow' }).los('a', 'b').text).toBe(
      'beyond 6" in snow at night (12.0")',
    );
    expect(scene('a.....b', {}, { light: 'night', weather: 'snow' }).los('a', 'b').clear).toBe(true); // exactly 6"
  });

  it('a target in a lit area is seen at normal range at night (the viewer being lit does not help)', () => {
    const lit = [
      [
        [12, 0],
        [15, 0],
        [15, 1],
        [12, 1],
      ],
    ] as const;
    const { los } = scene(picture, {}, { light: 'night', weather: 'clear', lit });
    expect(los('a', 'b').clear).toBe(true);
    expect(los('b', 'a').reason).toBe('range');
  });
});

describe('off the table and points', () => {
  it('a figure off the table is neither seen nor sees', () => {
    const { los } = scene('a...b', { b: { offTable: true } });
    expect(los('a', 'b')).toMatchObject({ clear: false, reason: 'offTable', text: 'b is off the table' });
  });

  it('canSee agrees with lineOfSight and points can be asked directly', () => {
    const { world, f } = scene(`
      a..#..b
      ...#...
    `);
    expect(canSee(world, f('a'), f('b'), { ignoreFacing: true })).toBe(false);
    expect(pointsSeeEachOther(world, [0.5, 1.5], [6.5, 1.5])).toBe(false);
    expect(pointsSeeEachOther(world, [0.5, 1.5], [2.5, 0.5])).toBe(true);
  });
});
