// Solo play's log lines as a player reads them (play-test 30 and 37): a PEF that moves less than its
// throw allowed says why it stopped, and the NP Force Movement line counts who is able to act on each side
// and reads as English for a group of one ("Nico takes a firing position", not "Nico take …, nobody go
// …"). The engine's sentences stay as they are (the fingerprint hashes them); these are rebuilt as shown.
import type { GameEvent } from '../engine/events';
import type { NpPlanEvent, PefEvent } from '../engine/soloEvents';
import type { FigureState, GameState } from '../state';
import { isActiveStatus, worldOf } from '../engine/world';
import { coverFrom } from '../../../geometry/cover';
import { pefHiddenBy } from '../solo/sight';
import { namesList, sideName } from '../explain/places';

/** "your nearest group" in a solo encounter, else "the nearest group of the soldiers". */
function nearestGroupOf(s: GameState): string {
  const player = s.encounter?.player;
  const n = player ? sideName(s, player) : 'your force';
  return n === 'your force' ? 'your nearest group' : `the nearest group of ${n}`;
}

/** "up to 4\" toward the nearest of your figures", where the engine's line says "toward the player". */
export function pefTowardWho(text: string, s: GameState): string {
  const player = s.encounter?.player;
  const n = player ? sideName(s, player) : 'your force';
  const who = n === 'your force' ? 'the nearest of your figures' : `the nearest figure of ${n}`;
  return text.replace(/ toward the player\.$/, ` toward ${who}.`);
}

/** What the NP group does, from the plan's own lists, with verbs that agree. */
export function npPlanWords(
  s: GameState,
  result: string,
  fire: readonly string[],
  flank: readonly string[],
  flankSide: string | undefined,
): string {
  if (result === 'splitAndFlank') {
    const takes = fire.length === 1 ? 'takes' : 'take';
    if (!flank.length)
      return `would split and go round the ${flankSide ?? ''} flank, but ${namesList(fire)} ${fire.length === 1 ? 'is the only one' : 'are the only ones'} able to act, so ${namesList(fire)} ${takes} a firing position and nobody goes round`;
    return `splits: ${namesList(fire)} ${takes} a firing position, ${namesList(flank)} ${flank.length === 1 ? 'goes' : 'go'} round the ${flankSide ?? ''} flank`;
  }
  if (result === 'moveToFiringCover') return `moves to cover from which it can fire at ${nearestGroupOf(s)}`;
  return 'stays in cover, or goes to the nearest cover, and fires if it can';
}

const NP_LINE =
  /^NP movement for (.+?)'s group \(Rep (\d+), (\d+) against (\d+)(, outnumbering 2 to 1)?\): (.+?) — (.+)\.$/;
const SPLIT = /^splits: (.+) take a firing position, (.+) go round the (\w+) flank$/;

/** "a, b and c" back into names ("nobody" is none). */
function namesIn(list: string): string[] {
  return list === 'nobody' ? [] : list.split(/, | and /);
}

/**
 * The NP Force Movement test's line: "(Rep 4; able to act: 1 of the group against 0 of your nearest group,
 * so it outnumbers them at least 2 to 1)"; the numbers are those figures still carrying on, as the rule counts them.
 */
export function npMovementLine(text: string, s: GameState): string {
  const m = NP_LINE.exec(text);
  if (!m) return text;
  const [, leader, rep, np, pl, outnumbers, dice, words] = m as unknown as string[];
  // Nobody of yours able to act reads as an empty group in "1 against 0 of your nearest group" (play-test 9, 5).
  const against =
    pl === '0'
      ? `${np} of the group, and none of ${nearestGroupOf(s)} can act`
      : `${np} of the group against ${pl} of ${nearestGroupOf(s)}`;
  const odds = `${against}${outnumbers ? ', so it outnumbers them at least 2 to 1' : ', so it does not outnumber them 2 to 1'}`;
  const split = SPLIT.exec(words!);
  const plan = split
    ? npPlanWords(s, 'splitAndFlank', namesIn(split[1]!), namesIn(split[2]!), split[3])
    : words!.replace(/at the closest player group$/, `at ${nearestGroupOf(s)}`);
  return `NP movement for ${leader}'s group (Rep ${rep}; able to act: ${odds}): ${dice} — ${plan}.`;
}

/** The plan line after the test: "Nico's group would split …, so Nico takes a firing position …". */
export function npPlanLine(e: NpPlanEvent, s: GameState): string {
  return `${e.leader}'s group ${npPlanWords(s, e.result, e.fire ?? [], e.flank ?? [], e.flankSide)}.`;
}

/** The allowance the PEF Movement throw gave ("up to 8\""), read from its line. */
export function pefAllowance(e: GameEvent): { pef: string; inches: number } | undefined {
  if (e.type !== 'test' || e.test !== 'pefMovement' || !e.figure) return undefined;
  const m = /up to (\d+(?:\.\d+)?)"/.exec(e.text ?? '');
  return { pef: e.figure, inches: m ? Number(m[1]) : 0 };
}

/**
 * Why a PEF stopped short of what its throw allowed: a figure of yours saw it there (the next thing in the
 * log is that figure's look at it), it keeps off the figure it heads for, or it stops in cover short of the
 * full move (or where it can stand), as the PEF rule has it.
 */
export function pefStopReason(e: PefEvent, s: GameState, after: readonly GameEvent[]): string {
  const next = after.find((x) => x.type !== 'roll');
  if (next?.type === 'test' && next.test === 'pefResolution' && next.text?.includes(` sees ${e.pef}`))
    return `${next.figure} sees it there, and it stops`;
  // The engine's own reason, kept with the event when the move was made (a later table may say otherwise).
  if (e.stop === 'short' && e.toward) return `it stops short of touching ${e.toward}${hiddenWords(e)}`;
  if (e.stop === 'cover' && e.toward)
    return `it ends in cover from ${e.toward} (a PEF stops in cover near the end of its move, and never where it cannot stand)`;
  if (e.stop === 'ground') return GROUND + hiddenWords(e);
  // An event without the engine's reason (built before it kept one): read from the table as it stands.
  const close = nearestOfYours(s, e.at);
  if (close && close.d < 1.5) return `it stops short of touching ${close.f.id}${unseenWhy(s, close.f, e.at)}`;
  // The PEF rule ends a move in cover when a spot in cover lies near its end; else short of ground it
  // cannot stand on (deep water, a wall, a figure).
  if (close && coverFrom(worldOf(s), { id: '', at: e.at }, close.f.at).cover)
    return `it ends in cover from ${close.f.id} (a PEF stops in cover near the end of its move, and never where it cannot stand)`;
  return GROUND;
}

const GROUND = 'the ground further on is no place to stand, so it stops on the last spot where it can';

/**
 * Why a PEF whose throw let it move did not: it is already as close to your nearest figure as a PEF comes
 * (it stops 1" short of a base), nobody of yours is left to head for, or no spot on its way is one it may
 * stop on (solo/pefMove.ts walks back along the line from the full move to the first spot it can stand on).
 */
export function pefStayReason(e: PefEvent, s: GameState): string {
  // The engine's own reason, kept with the event (a reopened game's table is a later one).
  if (e.stop === 'none') return STAY_NONE;
  if (e.stop === 'close' && e.toward) return stayClose(e.toward) + hiddenWords(e);
  if (e.stop === 'ground' && e.toward) return stayGround(e.toward) + hiddenWords(e);
  const close = nearestOfYours(s, e.at);
  if (!close) return STAY_NONE;
  if (close.d < 1.2) return stayClose(close.f.id) + unseenWhy(s, close.f, e.at);
  return stayGround(close.f.id);
}

const STAY_NONE = 'none of your figures is left able to fight for it to move toward';
const stayClose = (who: string) => `it is already as close to ${who} as a PEF comes (it stops 1" short of a base)`;
const stayGround = (who: string) =>
  `no spot on its way toward ${who} is one it may stop on (a PEF never stops in deep water, on impassable ground, astride a wall or on a figure's base)`;

/** What hides a PEF from a figure touching-close to it: "; a wall between them hides it from Dex", or nothing if seen. */
const HIDDEN_WORDS = {
  wall: 'a wall between them hides it',
  building: "the building's walls between them hide it",
  terrain: 'the ground between them hides it',
} as const;
function unseenWhy(s: GameState, f: FigureState, at: readonly [number, number]): string {
  const by = pefHiddenBy(worldOf(s), s.terrain ?? [], f, [at[0], at[1]]);
  return by ? `; ${HIDDEN_WORDS[by]} from ${f.id}` : '';
}

/** The engine's record of what hid the PEF from the figure it stopped beside: "; a wall between them hides it from Dex". */
function hiddenWords(e: PefEvent): string {
  return e.hidden && e.toward ? `; ${HIDDEN_WORDS[e.hidden]} from ${e.toward}` : '';
}

function nearestOfYours(s: GameState, at: readonly [number, number]) {
  const player = s.encounter?.player;
  return Object.values(s.figures)
    .filter((f) => f.side === player && isActiveStatus(f))
    .map((f) => ({ f, d: Math.hypot(f.at[0] - at[0], f.at[1] - at[1]) }))
    .sort((a, b) => a.d - b.d)[0];
}

/** "PEF 1 moves 0.2" of its 8" to (x, y): star sees it there, and it stops." (plainPoints then names the place). */
export function pefMovedLine(
  e: PefEvent,
  s: GameState,
  allowed: number | undefined,
  after: readonly GameEvent[],
): string {
  if (e.action === 'stays' && allowed) {
    // Play-test 3 entry 25: "up to 8\"" then "PEF 3 stays put." with no reason.
    const who = /^(\S+) stays\b/.exec(e.text)?.[1];
    return who ? `${who} stays put, though its throw allowed ${allowed}": ${pefStayReason(e, s)}.` : e.text;
  }
  if (e.action !== 'moved' || !e.from || allowed === undefined) return e.text;
  const moved = Math.hypot(e.at[0] - e.from[0], e.at[1] - e.from[1]);
  const m = /^(\S+) moves (\d+(?:\.\d+)?)" (to \([^)]*\))\.$/.exec(e.text);
  if (!m || moved >= allowed - 0.05) return e.text;
  return `${m[1]} moves ${m[2]}" of its ${allowed}" ${m[3]}: ${pefStopReason(e, s, after)}.`;
}
