// Where the plain table writes each figure's name and badges so that no two words overlap and no word lies
// on another figure's token: each word tries spots round its own token in a fixed order (a name above first,
// badges to the right first) and takes the first free one; a word with no free spot is left out (the card on
// hover names every figure). Plain arithmetic in any one unit (the scene passes world pixels), no Phaser.

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** A token on the table: words keep off it (their own token too). */
export interface Disc {
  at: readonly [number, number];
  r: number;
}

export type LabelKind = 'name' | 'badges' | 'under';

export interface LabelAsk {
  /** Which token (index into the discs) the word belongs to. */
  token: number;
  kind: LabelKind;
  w: number;
  h: number;
  /** Tried further out when hemmed in, whatever its kind (a selected figure's weapon); else by `farKinds`. */
  far?: boolean;
}

/** A spot round a token: the box a word of this size takes there. */
type Spot = (d: Disc, w: number, h: number, gap: number) => Box;

const above: Spot = (d, w, h, g) => ({ x: d.at[0] - w / 2, y: d.at[1] - d.r - g - h, w, h });
const below: Spot = (d, w, h, g) => ({ x: d.at[0] - w / 2, y: d.at[1] + d.r + g, w, h });
const right: Spot = (d, w, h, g) => ({ x: d.at[0] + d.r + g, y: d.at[1] - h / 2, w, h });
const left: Spot = (d, w, h, g) => ({ x: d.at[0] - d.r - g - w, y: d.at[1] - h / 2, w, h });
// The diagonals: the word's near corner just off the token's rim at 45 degrees.
const rim = (d: Disc, g: number) => (d.r + g) * Math.SQRT1_2;
const aboveRight: Spot = (d, w, h, g) => ({ x: d.at[0] + rim(d, g), y: d.at[1] - rim(d, g) - h, w, h });
const aboveLeft: Spot = (d, w, h, g) => ({ x: d.at[0] - rim(d, g) - w, y: d.at[1] - rim(d, g) - h, w, h });
const belowRight: Spot = (d, w, h, g) => ({ x: d.at[0] + rim(d, g), y: d.at[1] + rim(d, g), w, h });
const belowLeft: Spot = (d, w, h, g) => ({ x: d.at[0] - rim(d, g) - w, y: d.at[1] + rim(d, g), w, h });

const SPOTS: Record<LabelKind, readonly Spot[]> = {
  name: [above, aboveRight, aboveLeft, below, belowRight, belowLeft, right, left],
  badges: [right, left, belowRight, aboveRight, belowLeft, aboveLeft, below, above],
  // A word that belongs under its token (Chain Reaction's weapon), then round it.
  under: [below, belowRight, belowLeft, above, aboveRight, aboveLeft, right, left],
};

/** A spot out along a bearing: the word's box just off the rim (plus the gap) that way, its middle on the line. */
const bearing =
  (angle: number): Spot =>
  (d, w, h, g) => {
    const [ux, uy] = [Math.cos(angle), Math.sin(angle)];
    const reach = d.r + g + Math.abs(ux) * (w / 2) + Math.abs(uy) * (h / 2);
    return { x: d.at[0] + ux * reach - w / 2, y: d.at[1] + uy * reach - h / 2, w, h };
  };
/** Sixteen bearings round a token, for a word set out past its neighbours where the usual spots are all blocked. */
const AROUND: readonly Spot[] = [...Array(16).keys()].map((k) => bearing((k * Math.PI) / 8));

export function boxesMeet(a: Box, b: Box): boolean {
  return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}

/** Whether a box and a disc share any point (not merely touch). */
export function boxMeetsDisc(b: Box, d: Disc): boolean {
  const nx = Math.max(b.x, Math.min(d.at[0], b.x + b.w));
  const ny = Math.max(b.y, Math.min(d.at[1], b.y + b.h));
  return Math.hypot(nx - d.at[0], ny - d.at[1]) < d.r;
}

/** The point of a box nearest to `p` (where a line from `p` to the box meets it). */
export function nearestPoint(b: Box, p: readonly [number, number]): [number, number] {
  return [Math.max(b.x, Math.min(p[0], b.x + b.w)), Math.max(b.y, Math.min(p[1], b.y + b.h))];
}

/** Whether the segment a-b passes through the disc (closer to its centre than its radius). */
export function segmentMeetsDisc(a: readonly [number, number], b: readonly [number, number], d: Disc): boolean {
  const [dx, dy] = [b[0] - a[0], b[1] - a[1]];
  const len2 = dx * dx + dy * dy;
  const t = len2 ? Math.max(0, Math.min(1, ((d.at[0] - a[0]) * dx + (d.at[1] - a[1]) * dy) / len2)) : 0;
  return Math.hypot(a[0] + t * dx - d.at[0], a[1] + t * dy - d.at[1]) < d.r;
}

const inside = (b: Box, area: Box) =>
  b.x >= area.x && b.y >= area.y && b.x + b.w <= area.x + area.w && b.y + b.h <= area.y + area.h;

/** A word's box; `far` when it sits out past its neighbours (the scene draws a line from it to its token). */
export type Placed = Box & { far?: boolean };

/** How far out, in token radii past the usual gap, a name with no free spot near its token may go. */
const FAR_STEPS = [1.5, 2.5, 3.5, 4.5];

/**
 * Places the words in the order asked (the caller puts the ones that matter most first). Returns each
 * ask's box, or undefined when every spot round its token meets a word already placed, a token, or (when
 * `area` is given) leaves the area. `gap` is the room between a token's rim and its words. A name hemmed in
 * on every side (the middle figure of a diamond, play-test 2, 35) is then tried further out, past its
 * neighbours, once every word that fits near its own token has its place.
 */
export function placeLabels(
  discs: readonly Disc[],
  asks: readonly LabelAsk[],
  gap: number,
  area?: Box,
  /** The kinds of word tried further out when hemmed in (names; Chain Reaction's table adds status badges). */
  farKinds: readonly LabelKind[] = ['name'],
  /** Words printed on the table itself (a building's name): a spot off them is taken first, when there is one. */
  keepOff: readonly Box[] = [],
): (Placed | undefined)[] {
  const taken: Box[] = [];
  const free = (b: Box) =>
    !(area && !inside(b, area)) && !taken.some((t) => boxesMeet(t, b)) && !discs.some((o) => boxMeetsDisc(b, o));
  const tiers = keepOff.length ? [true, false] : [false];
  const near = asks.map((a): Placed | undefined => {
    const d = discs[a.token];
    if (!d) return undefined;
    for (const soft of tiers)
      for (const spot of SPOTS[a.kind]) {
        const b = spot(d, a.w, a.h, gap);
        if (!free(b) || (soft && keepOff.some((o) => boxesMeet(o, b)))) continue;
        taken.push(b);
        return b;
      }
    return undefined;
  });
  return near.map((b, k) => {
    const a = asks[k]!;
    const d = discs[a.token];
    if (b || !d || !(a.far ?? farKinds.includes(a.kind))) return b;
    // Best where its line to the token passes under no other token: a word hung on a line across a neighbour
    // reads as that neighbour's (issue 19: "DB" on a line over the next figure). The usual spots first, then
    // sixteen ways round, nearest first, out to eight radii; failing that, anywhere free, so it still shows.
    for (const clearLine of [true, false])
      for (const step of clearLine ? [...FAR_STEPS, 5.5, 6.5, 7.5] : FAR_STEPS)
        for (const spot of clearLine ? [...SPOTS[a.kind], ...AROUND] : SPOTS[a.kind]) {
          const far = spot(d, a.w, a.h, gap + step * d.r);
          if (!free(far)) continue;
          if (clearLine && discs.some((o) => o !== d && segmentMeetsDisc(d.at, nearestPoint(far, d.at), o))) continue;
          taken.push(far);
          return { ...far, far: true };
        }
    return undefined;
  });
}

/**
 * The first spot round token `d` (a status badge's order: right, left, then the diagonals, below, above; then
 * further out) where a word of this size meets no token of `discs` (its own included) and no box of `taken`;
 * failing that, the first that meets no token; undefined when there is none. For a word shown for a moment (a cover badge) among words already placed.
 */
export function freeSpot(
  d: Disc,
  w: number,
  h: number,
  gap: number,
  discs: readonly Disc[],
  taken: readonly Box[],
): Box | undefined {
  // Near first, then out to ten token radii; failing that, off the tokens at least (their words may be covered).
  const steps = [0, ...FAR_STEPS, 5.5, 6.5, 7.5, 8.5, 9.5];
  for (const words of [taken, []])
    for (const step of steps)
      for (const spot of SPOTS.badges) {
        const b = spot(d, w, h, gap + step * d.r);
        if (!words.some((t) => boxesMeet(t, b)) && !discs.some((o) => boxMeetsDisc(b, o))) return b;
      }
  return undefined;
}

/**
 * A passing word (a roll's dice, "knocked down") lifted clear of the words already up: from `box` upward in
 * steps of its own height until it meets none of `taken`. Several words at one figure stack instead of
 * printing over each other (play-test 2 finding 3). Returns the box's new top.
 */
export function liftClear(box: Box, taken: readonly Box[], gap = 1): number {
  let y = box.y;
  for (let tries = 0; tries < 50; tries++) {
    const b = { ...box, y };
    const hit = taken.find((t) => boxesMeet(b, t));
    if (!hit) return y;
    y = hit.y - box.h - gap;
  }
  return y;
}
