import { describe, expect, it } from 'vitest';
import { parseAscii, renderAscii } from '../../src/geometry/ascii';
import type { BuildingPiece, HillPiece, WallPiece } from '../../src/geometry/shapes';

describe('parseAscii', () => {
  it('reads an L-shaped building with a door and a window as one outline with its openings', () => {
    const s = parseAscii(`
      .....
      .###.
      .#W#.
      .#...
      .D...
    `);
    const b = s.terrain[0] as BuildingPiece;
    expect(b.id).toBe('b1');
    expect(b.type).toBe('building');
    expect(b.polygon).toEqual([
      [1, 1],
      [4, 1],
      [4, 3],
      [2, 3],
      [2, 5],
      [1, 5],
    ]);
    // First outer side in the order top, right, bottom, left: the window's bottom, the door's right.
    expect(b.openings).toEqual([
      { kind: 'window', at: [2.5, 3] },
      { kind: 'door', at: [2, 4.5] },
    ]);
  });

  it('numbers pieces of each kind in reading order and makes crests and walls run through cell centres', () => {
    const s = parseAscii(`
      TT..RR
      ......
      :^^^^:
      ......
      -..===
    `);
    expect(s.terrain.map((p) => `${p.id}:${p.type}`)).toEqual([
      'w1:woods',
      'rk1:rocky',
      'h1:hill',
      's1:wall',
      's2:wall',
    ]);
    const hill = s.terrain[2] as HillPiece;
    expect(hill.crest).toEqual([
      [1.05, 2.5],
      [4.95, 2.5],
    ]);
    const low = s.terrain[3] as WallPiece,
      tall = s.terrain[4] as WallPiece;
    expect(low).toEqual({
      id: 's1',
      type: 'wall',
      line: [
        [0.05, 4.5],
        [0.95, 4.5],
      ],
      dv: 3,
    });
    expect(tall.line).toEqual([
      [3.05, 4.5],
      [5.95, 4.5],
    ]);
    expect(tall.tall).toBe(true);
  });

  it('puts figures at cell centres, takes facings from arrows or degrees and other fields as given', () => {
    const s = parseAscii(
      `
      a...
      ..b.
      c...
    `,
      { a: 'v', b: 135, c: { side: 'red', stance: 'prone' } },
      2,
    );
    expect(s.byLetter.a).toMatchObject({
      id: 'a',
      at: [1, 1],
      facing: 90,
      side: 'blue',
      blocksSight: true,
      targetable: true,
    });
    expect(s.byLetter.b).toMatchObject({ at: [5, 3], facing: 135 });
    expect(s.byLetter.c).toMatchObject({ at: [1, 5], facing: 0, side: 'red', stance: 'prone' });
  });

  it('lets a figure stand in a building, and at its window when beside the window cell', () => {
    const s = parseAscii(`
      #####
      #a#bW
      #####
    `);
    const b = s.terrain[0] as BuildingPiece;
    expect(b.polygon).toEqual([
      [0, 0],
      [5, 0],
      [5, 3],
      [0, 3],
    ]);
    expect(s.byLetter.a!.inBuilding).toBeUndefined();
    expect(s.byLetter.b!.inBuilding).toEqual({ building: 'b1', atOpening: true });
  });

  it('keeps a figure on a crest line from cutting the crest in two', () => {
    const s = parseAscii(`
      :::::
      ^^a^^
      :::::
    `);
    expect((s.terrain[0] as HillPiece).crest).toEqual([
      [0.05, 1.5],
      [4.95, 1.5],
    ]);
  });

  it('refuses characters outside the legend and figures drawn twice', () => {
    expect(() => parseAscii('..?..')).toThrow(/unknown character '\?' at column 2, row 0/);
    expect(() => parseAscii('a..a')).toThrow(/figure 'a' drawn twice/);
  });
});

describe('renderAscii', () => {
  const pictures = [
    `
.....TTTT...
.###.TTTT.a.
.#W#........
.#....:^^^:.
.D....:::::.
..---...===.
b...........`,
    `
#####..RR
#c#dW..RR
#####..~~
.-.......`,
  ];
  for (const [i, picture] of pictures.entries()) {
    it(`draws back what it read (picture ${i + 1})`, () => {
      const s = parseAscii(picture);
      const rows = picture.trim().split('\n');
      expect(renderAscii(s.terrain, s.figures, { width: s.width, height: s.height })).toBe(rows.join('\n'));
    });
  }

  it('draws the whole 36" table by default with a line per figure', () => {
    const s = parseAscii('a', { a: { id: 'riker', at: [18, 30], facing: 270 } });
    const text = renderAscii(s.terrain, s.figures, { legend: true }).split('\n');
    expect(text).toHaveLength(37);
    expect(text[30]![18]).toBe('r');
    expect(text[36]).toBe('r = riker (blue) at (18.0, 30.0) facing 270, standing');
    const noted = renderAscii(s.terrain, s.figures, { legend: true, note: () => 'carryOn' }).split('\n');
    expect(noted[36]).toBe('r = riker (blue) at (18.0, 30.0) facing 270, standing, carryOn');
  });

  it('shrinks with a scale of 2" a character', () => {
    const s = parseAscii('#.\n..', {}, 2);
    expect(renderAscii(s.terrain, [], { scale: 2 }).split('\n')).toHaveLength(18);
    expect(renderAscii(s.terrain, [], { scale: 2, width: 2, height: 2 })).toBe('#.\n..');
  });
});

describe('the later games’ terrain in a picture', () => {
  it('draws scrub, rubble, a river and both fences', () => {
    const sq = (x: number, y: number): [number, number][] => [
      [x, y],
      [x + 2, y],
      [x + 2, y + 1],
      [x, y + 1],
    ];
    const text = renderAscii(
      [
        { id: 's', type: 'scrub', polygon: sq(0, 0) },
        { id: 'r', type: 'rubble', polygon: sq(3, 0) },
        { id: 'v', type: 'river', polygon: sq(6, 0) },
        {
          id: 'f',
          type: 'fence',
          kind: 'wooden',
          line: [
            [0.5, 2.5],
            [3.5, 2.5],
          ],
        },
        {
          id: 'g',
          type: 'fence',
          kind: 'wire',
          line: [
            [4.5, 2.5],
            [7.5, 2.5],
          ],
        },
      ],
      [],
      { width: 8, height: 3 },
    );
    expect(text).toBe(['"".&&.~~', '........', '++++||||'].join('\n'));
  });
});
