// Moving in words: a move, the In Sight pause on the way, the group's steps before the test, climbing.
import { inches as inchesText, listOf } from './phrases';

/**
 * What a move paid for, from the engine's walk (engine/walkWords.ts): `along` inches on the walk itself, `aside`
 * inches past it (set clear of another's base, not paid from the move), the slow ground, openings and what was
 * paid in place (standing up, already spent), and why the walk stopped when it ended short of the path sent.
 */
export interface WalkPaid {
  along: number;
  aside: number;
  allowance: number;
  slow: { ground: string; inches: number; rate: number }[];
  openings: { kind: 'door' | 'window'; cost: number }[];
  inPlace: { what: 'standUp' | 'spent'; cost: number }[];
  stop?: string;
  /** The figure whose base the walk's end was set beside, or stopped short of. */
  asideOf?: string;
  shortOf?: string;
}

const SLOW_WORDS: Record<string, string> = {
  woods: 'woods at half speed',
  rocky: 'rocky ground at half speed',
  roadImpassable: 'the road through impassable ground at quarter speed',
};

/** Tenths, rounded down (a hair of float noise kept off): the shown parts never add to more than was paid. */
const tenthsDown = (n: number): number => Math.floor(n * 10 + 1e-6) / 10;
const tenth = (n: number): string => `${n.toFixed(1)}"`;

/**
 * "(3.4" of woods at half speed cost 6.8" and the other 1.2" cost 1.2": 8.0" of the 8" move)": every number
 * shown adds up, the slow stretches as shown times their rate. Undefined when every inch cost an inch.
 */
export function paidWords(walk: WalkPaid): string | undefined {
  // A graze of slow ground under a twentieth of an inch shows as "0.0" of woods … cost 0.0"": no part at all
  // (play-test 17a); the walk then reads as walked in full, or as its other costs.
  const paid = { ...walk, slow: walk.slow.filter((g) => g.inches >= 0.05) };
  if (!paid.slow.length && !paid.openings.length && !paid.inPlace.length) return undefined;
  // Rounded to the nearest tenth, unless that shows more than the move had: then rounded down.
  const near = paidParts(paid, (n) => Number(n.toFixed(1)));
  const { parts, used } = near.used > paid.allowance + 1e-9 ? paidParts(paid, tenthsDown) : near;
  const list = parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}` : parts[0]!;
  return `(${list}: ${tenth(used)} of the ${+paid.allowance.toFixed(1)}" move)`;
}

function paidParts(paid: WalkPaid, round: (n: number) => number): { parts: string[]; used: number } {
  const parts: string[] = [];
  let used = 0;
  for (const p of paid.inPlace) {
    const c = round(p.cost);
    used += c;
    parts.push(`${p.what === 'standUp' ? 'standing up' : 'what was already spent this activation'} cost ${tenth(c)}`);
  }
  let slowInches = 0;
  for (const g of paid.slow) {
    const inches = round(g.inches);
    slowInches += inches;
    used += inches * g.rate;
    parts.push(`${tenth(inches)} of ${SLOW_WORDS[g.ground] ?? g.ground} cost ${tenth(inches * g.rate)}`);
  }
  for (const o of paid.openings) {
    used += o.cost;
    parts.push(`going through the ${o.kind === 'window' ? 'window' : 'door'} cost ${tenth(o.cost)}`);
  }
  const other = Math.max(0, Number(paid.along.toFixed(1)) - slowInches);
  if (other >= 0.05) {
    used += other;
    parts.push(`${paid.slow.length ? 'the other ' : ''}${tenth(other)} walked cost ${tenth(other)}`);
  }
  return { parts, used: Number(used.toFixed(1)) };
}

/** Why the walk ended where it did, in words after "and stops", or undefined. */
export function stopWords(paid: WalkPaid): string | undefined {
  if (paid.shortOf) return `short of ${paid.shortOf}'s base, since bases may not overlap`;
  switch (paid.stop) {
    case 'allowance':
      return paidWords(paid) ? 'there, its move used up' : undefined;
    case 'tableEdge':
      return 'at the edge of the table';
    case 'opening':
      return 'there: going through the door or window used up the rest of the move';
    case undefined:
    case 'complete':
    case 'ford':
      return undefined;
  }
  const why = cutShortWhy(paid.stop);
  return why ? `there: ${why}` : undefined;
}

export function moveText(
  figure: string,
  inches: number,
  fast: boolean,
  stoppedAtWater: boolean,
  cameIntoSight: boolean,
  paid?: WalkPaid,
): string {
  const costs = paid ? paidWords(paid) : undefined;
  const stop = paid ? stopWords(paid) : undefined;
  const end = stoppedAtWater ? ' and stops at the water' : stop ? ` and stops ${stop}` : '';
  // Said last: the walk's end was over another's base, so the figure is set beside it (not paid from the move).
  // Shown as what the whole less the walk shows, so the two parts add up to the inches said.
  const asideShown = paid ? Number(inches.toFixed(1)) - Number(paid.along.toFixed(1)) : 0;
  const aside =
    paid?.asideOf && paid.aside >= 0.05 && asideShown >= 0.05
      ? `, then is set ${tenth(asideShown)} aside, beside ${paid.asideOf}'s base rather than on it`
      : '';
  return `${figure} ${fast ? 'fast moves' : 'moves'} ${inches.toFixed(1)}"${costs ? ` ${costs}` : ''}${end}${cameIntoSight ? ' and comes into sight of the enemy' : ''}${aside}.`;
}

/**
 * A walk that came into sight of the enemy `along` inches on, where no spot from there to `extra` inches
 * further (the distance chosen) is a whole base clear of the others: it stands at the last clear spot before
 * it, or does not move.
 */
export function shortOfSightText(figure: string, inches: number, along: number, extra: number): string {
  const stop = inches < 0.05 ? 'does not move' : `stops after ${tenth(inches)}, the last clear spot before it`;
  const upTo = extra >= 0.05 ? ` or up to ${tenth(extra)} further` : '';
  return `${figure} comes into sight of the enemy ${tenth(along)} along the path, but no spot there${upTo} is a whole base clear of the others: ${figure} ${stop}.`;
}

/**
 * A move without a sentence of its own (a charge's approach): distance and why. A charger already touching
 * its target moves nothing: that is said, not "moves 0.0"" (play-test 9, 5).
 */
export function plainMoveText(figure: string, inches: number, why?: string): string {
  if (inches < 0.05) {
    const contact = /^into contact with (.+)$/.exec(why ?? '');
    return contact ? `${figure} is already in contact with ${contact[1]}.` : `${figure} stays where ${figure} is.`;
  }
  return `${figure} moves ${inches.toFixed(1)}"${why ? ` (${why})` : ''}.`;
}

/** The question when a mover comes into sight: how much further along its path before the test. */
export function inSightExtraQuestion(figure: string, seen: readonly string[], room: number): string {
  return `${figure} has come into sight of ${seenWords(seen)}: it may go up to ${inchesText(room)} further along its path before the test`;
}

/** The question to each other member of the group: where to step before the test. */
export function groupStepQuestion(mover: string, seen: readonly string[], figure: string, stepUpTo: number): string {
  return `${mover} has come into sight of ${seenWords(seen)}: ${figure} may step up to ${stepUpTo}" before the test`;
}

/** Those come into sight, as a list ("Hans, Karl and Otto"); nobody named yet reads "the enemy". */
function seenWords(ids: readonly string[]): string {
  return ids.length === 0 ? 'the enemy' : listOf(ids);
}

/** A member's step before the In Sight test; `shortOf` is where it aimed when the ground stopped it. */
export function groupStepText(
  figure: string,
  inches: number,
  shortOf?: readonly [number, number],
  aside = false,
): string {
  // The spot aimed for in words, not as table coordinates (play-test 14a: "short of (31.8, 16.8)").
  const short = aside
    ? " (set beside the spot it was sent to: it would have ended over another figure's base)"
    : shortOf
      ? ' (the ground stops it short of the spot it was sent to)'
      : '';
  return `${figure} steps ${inches.toFixed(1)}" before the In Sight test${short}.`;
}

export function changeFloorText(figure: string, floor: number, building: string): string {
  return `${figure} goes to floor ${floor} of building ${building} (its whole activation).`;
}

/** Why a figure ducking back or hunkering down moved: to the nearest cover, how far, and what it cost. */
export function seekCoverWhy(
  status: 'duckBack' | 'hunkerDown',
  cover: { source: string; distance: number; cost: number },
): string {
  const doing = status === 'duckBack' ? 'ducking back' : 'hunkering down';
  if (cover.source === 'start') return `${doing}: already in cover, it stays where it is`;
  return `${doing} to the nearest cover, ${inchesText(cover.distance)} away${cover.source === 'doorway' ? ' through a doorway' : ''}, for ${inchesText(cover.cost)} of movement`;
}

/** A move refused because it would end on another figure's base. */
export function endsOnBaseText(other: string, at: readonly [number, number]): string {
  return `the move would end on ${other}'s base at (${at[0].toFixed(1)}, ${at[1].toFixed(1)}): bases may not overlap`;
}

/**
 * Why a drawn path can't be walked, naming the piece that stops it by its id ("deep water w3"), which the
 * screen turns into its plain name ("the deep water in the north"): a new player has no grid to read bare
 * table coordinates against (play-test 11c, line 104). Coordinates stay only where no piece is to blame.
 */
export function blockedPathText(stopped: string, reason: string, at: readonly [number, number]): string {
  const id = /\(([^()\s]+)\)/.exec(reason)?.[1];
  const building = /building (\S+)/.exec(reason)?.[1];
  if (stopped === 'deepWater' && id) return `the path is blocked by deep water ${id}, which only a bridge crosses`;
  if (stopped === 'impassable' && id)
    return `the path is blocked by impassable ground ${id}, which only a road crosses`;
  if (stopped === 'wall' && id) return `the path is blocked by tall wall ${id}, too tall to cross`;
  if (stopped === 'buildingWall' && building)
    return `the path is blocked by a wall of building ${building}: a figure goes in or out only by a door or window`;
  if (stopped === 'tableEdge') return 'the path is blocked: it runs off the table';
  const what = stopped.replace(/([A-Z])/g, ' $1').toLowerCase();
  return `the path is blocked (${what}) at (${at[0].toFixed(1)}, ${at[1].toFixed(1)})`;
}

/**
 * Why a dragged move was cut short of where it was dragged to, in words after "stopped short:" (play-test 15:
 * a group move stopped by a building said nothing, where a single figure's refusal names the wall). Undefined
 * for the allowance and for a path walked whole.
 */
export function cutShortWhy(stopped: string): string | undefined {
  switch (stopped) {
    case 'buildingWall':
      return "the building's wall is in the way: a figure goes in or out only by a door or window";
    case 'wall':
      return 'a wall too tall to cross is in the way';
    case 'impassable':
      return 'impassable ground is in the way, crossed only by a road';
    case 'deepWater':
      return 'deep water is in the way, crossed only by a bridge';
    case 'ford':
      return 'it stops at the water (a ford is waded only from a stop at its edge)';
    case 'opening':
      return 'going through the door or window used up the rest of its move';
    case 'tableEdge':
      return 'the path runs off the table';
  }
  return undefined;
}

const SLOW_GROUND: Record<string, string> = {
  woods: 'woods at half speed',
  rocky: 'rocky ground at half speed',
  roadImpassable: 'a road through impassable ground at quarter speed',
};

/**
 * Why a figure leaving the battlefield stops before the edge (play-test 10b, 1 and 24): what its straight
 * way to the nearest edge met, or the slow ground that spent its Fast Move. Undefined when it went as far
 * as it could on open ground (the allowance or the edge).
 */
export function leavingShortWhy(
  figure: string,
  edge: string,
  stopped: string,
  slow: readonly string[],
): string | undefined {
  const way = `on the straight way to the ${edge} edge`;
  switch (stopped) {
    case 'bases':
      return `another figure's base stands in the way, so ${figure} stops short of it`;
    case 'buildingWall':
      return `a building's wall with no door or window ${way} stops ${figure}`;
    case 'impassable':
      return `impassable ground ${way} stops ${figure}`;
    case 'deepWater':
      return `deep water ${way} stops ${figure}`;
    case 'wall':
      return `a wall too tall to cross ${way} stops ${figure}`;
    case 'ford':
      return `${figure} stops at the water (a ford is waded only from a stop at its edge)`;
    case 'opening':
      return `going through a door or window ${way} used up the rest of the move`;
  }
  if (stopped !== 'allowance' || !slow.length) return undefined;
  return `${figure} crossed ${listOf(slow.map((g) => SLOW_GROUND[g] ?? g))}, which used up the Fast Move`;
}
