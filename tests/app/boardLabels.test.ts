// The plain table's word layout (src/app/board/labels.ts): names and badges round their tokens, never over
// each other nor over a token, inside the shown area; a cluster's names all find a spot where the old rule
// (a name above its token, or left out) dropped most of them.
import { describe, expect, it } from 'vitest';
import {
  boxesMeet,
  boxMeetsDisc,
  liftClear,
  nearestPoint,
  placeLabels,
  segmentMeetsDisc,
  type Box,
  type Disc,
  type LabelAsk,
} from '../../src/app/board/labels';

const area: Box = { x: 0, y: 0, w: 800, h: 600 };
const disc = (x: number, y: number, r = 9): Disc => ({ at: [x, y], r });
const name = (token: number, w = 40, h = 16): LabelAsk => ({ token, kind: 'name', w, h });

function expectClear(discs: Disc[], boxes: (Box | undefined)[]): void {
  const placed = boxes.filter((b): b is Box => !!b);
  placed.forEach((b, i) => {
    for (const o of placed.slice(i + 1))
      expect(boxesMeet(b, o), `${JSON.stringify(b)} meets ${JSON.stringify(o)}`).toBe(false);
    for (const d of discs) expect(boxMeetsDisc(b, d), `${JSON.stringify(b)} on the token at ${d.at}`).toBe(false);
    expect(b.x >= area.x && b.y >= area.y && b.x + b.w <= area.w && b.y + b.h <= area.h).toBe(true);
  });
}

/** How many names the old rule wrote: each above its token, or left out when it met one already written. */
function aboveOnly(discs: Disc[], w: number, h: number): Box[] {
  const kept: Box[] = [];
  for (const d of discs) {
    const b = { x: d.at[0] - w / 2, y: d.at[1] - d.r - 3 - h, w, h };
    if (!kept.some((t) => boxesMeet(t, b))) kept.push(b);
  }
  return kept;
}

describe('placeLabels', () => {
  it('writes a lone name above its token, centred, the gap off the rim', () => {
    const [b] = placeLabels([disc(100, 100)], [name(0)], 2, area);
    expect(b).toEqual({ x: 80, y: 100 - 9 - 2 - 16, w: 40, h: 16 });
  });

  it('puts badges to the right, beside the name above', () => {
    const boxes = placeLabels([disc(100, 100)], [name(0), { token: 0, kind: 'badges', w: 50, h: 13 }], 2, area);
    expect(boxes[1]).toEqual({ x: 111, y: 93.5, w: 50, h: 13 });
    expectClear([disc(100, 100)], boxes);
  });

  it("names every figure of a tight row, where a name above each would cover its neighbour's", () => {
    // Five tokens 24 px apart, names 40 px wide: above each, every name meets the next one's.
    const discs = [0, 1, 2, 3, 4].map((i) => disc(200 + i * 24, 300));
    const boxes = placeLabels(
      discs,
      [0, 1, 2, 3, 4].map((i) => name(i)),
      2,
      area,
    );
    expect(boxes.every((b) => !!b)).toBe(true);
    expectClear(discs, boxes);
    // The old rule (a name above, or left out) kept only every other name.
    expect(aboveOnly(discs, 40, 16).length).toBe(3);
  });

  it('a dense contact (two groups face to face): as many names as before, none over a token', () => {
    const discs = [
      ...[0, 1, 2].flatMap((i) => [disc(300, 200 + i * 26), disc(326, 213 + i * 26)]),
      ...[0, 1, 2].map((i) => disc(372, 205 + i * 30)),
    ];
    const asks = discs.flatMap((_, i) => [
      name(i, 34),
      ...(i % 3 === 0 ? [{ token: i, kind: 'badges' as const, w: 44, h: 13 }] : []),
    ]);
    const boxes = placeLabels(discs, asks, 2, area);
    expectClear(discs, boxes);
    const names = boxes.filter((b, k) => b && asks[k]!.kind === 'name').length;
    // The old rule wrote as many names, but four of the six over the token above.
    const old = aboveOnly(discs, 34, 16);
    expect([old.length, old.filter((b) => discs.some((d) => boxMeetsDisc(b, d))).length]).toEqual([6, 4]);
    expect(names).toBeGreaterThanOrEqual(6);
  });

  it('moves a name below its token at the top edge of the shown area', () => {
    const [b] = placeLabels([disc(100, 12)], [name(0)], 2, area);
    expect(b).toEqual({ x: 80, y: 23, w: 40, h: 16 });
  });

  it('leaves out a word that has no free spot rather than covering anything', () => {
    // A token ringed close by eight others: every spot round it meets one of them.
    const ring = [...Array(8).keys()].map((k) =>
      disc(400 + Math.cos((k * Math.PI) / 4) * 20, 300 + Math.sin((k * Math.PI) / 4) * 20),
    );
    const discs = [disc(400, 300), ...ring];
    // Shown area only just round the ring: no room further out either.
    const boxes = placeLabels(discs, [name(0)], 2, { x: 370, y: 270, w: 60, h: 60 });
    expect(boxes).toEqual([undefined]);
  });

  it('the middle of a four-figure diamond gets its name out past its neighbours, after theirs (play-test 2, 35)', () => {
    // A group of four as action cards sets it: top, middle, bottom, and one to the left; another group close
    // on the right. Before, the middle figure's name was never drawn.
    const discs = [
      disc(300, 278, 11),
      disc(300, 300, 11),
      disc(300, 323, 11),
      disc(277, 300, 11),
      disc(345, 323, 11),
      disc(368, 300, 11),
      disc(368, 278, 11),
      disc(368, 323, 11),
    ];
    const boxes = placeLabels(
      discs,
      discs.map((_, i) => name(i, 46, 15)),
      2,
      area,
    );
    expect(boxes.every((b) => !!b)).toBe(true);
    expectClear(discs, boxes);
    expect(boxes[1]!.far).toBe(true);
    // The neighbours keep their places near their own tokens.
    for (const k of [0, 2, 3]) expect(boxes[k]!.far).toBeUndefined();
  });

  it('over random clusters, no placed word meets another word, a token or the edge', () => {
    let seed = 12345;
    const rnd = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (let run = 0; run < 200; run++) {
      const n = 2 + Math.floor(rnd() * 14);
      const [cx, cy] = [rnd() * 800, rnd() * 600];
      const discs = [...Array(n).keys()].map(() =>
        disc(cx + (rnd() - 0.5) * 150, cy + (rnd() - 0.5) * 150, 6 + rnd() * 8),
      );
      const asks = discs.flatMap((_, i) => [
        name(i, 20 + rnd() * 50, 14 + rnd() * 4),
        ...(rnd() < 0.3 ? [{ token: i, kind: 'badges' as const, w: 30 + rnd() * 40, h: 13 }] : []),
      ]);
      expectClear(discs, placeLabels(discs, asks, 2, area));
    }
  });

  // Issue 19, 10: a status badge set out past its neighbours hung on a line across another figure's token (it
  // read as that figure's). A set-out word's line to its own token passes under no other token wherever a free
  // spot within eight token radii allows it (sixteen bearings as well as the usual spots); only a word with no
  // such spot falls back to a crossing line, so that it still shows. These clusters are far denser than a
  // table's (up to 16 tokens in a 90px square): before, 980 of 1674 set-out words crossed; now 789 of 1742.
  it('over random dense clusters, fewer than half the set-out words hang on a line across another token', () => {
    let seed = 4242;
    const rnd = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    let [far, crossing] = [0, 0];
    for (let run = 0; run < 300; run++) {
      const n = 6 + Math.floor(rnd() * 10);
      const [cx, cy] = [200 + rnd() * 400, 150 + rnd() * 300];
      const discs = [...Array(n).keys()].map(() => disc(cx + (rnd() - 0.5) * 90, cy + (rnd() - 0.5) * 90, 10));
      const asks = discs.flatMap((_, i) => [
        name(i, 24 + rnd() * 20, 14),
        ...(rnd() < 0.6 ? [{ token: i, kind: 'badges' as const, w: 20 + rnd() * 20, h: 13 }] : []),
      ]);
      const boxes = placeLabels(discs, asks, 2, area, ['name', 'badges']);
      expectClear(discs, boxes);
      boxes.forEach((b, k) => {
        if (!b?.far) return;
        far++;
        const own = discs[asks[k]!.token]!;
        if (discs.some((o) => o !== own && segmentMeetsDisc(own.at, nearestPoint(b, own.at), o))) crossing++;
      });
    }
    // The clusters are dense enough that many words are set out.
    expect(far).toBeGreaterThan(50);
    expect(crossing, `${crossing} of ${far}`).toBeLessThan(far / 2);
  });
});

// Play-test 2 finding 3: "knocked down", "ducking back", a roll's dice at four figures 1" apart printed over
// each other; the passing words now stack clear of the ones still up.
describe('passing words stack', () => {
  it('each word is lifted clear of the ones already up, and a free word stays where it was', () => {
    const taken: { x: number; y: number; w: number; h: number }[] = [];
    const tops = [0, 10, 20, 30].map((x) => {
      const box = { x, y: 100, w: 60, h: 14 };
      const y = liftClear(box, taken);
      taken.push({ ...box, y });
      return y;
    });
    expect(tops[0]).toBe(100);
    for (let i = 0; i < taken.length; i++)
      for (let j = i + 1; j < taken.length; j++) expect(boxesMeet(taken[i]!, taken[j]!)).toBe(false);
    expect(liftClear({ x: 500, y: 100, w: 60, h: 14 }, taken)).toBe(100);
  });
});
