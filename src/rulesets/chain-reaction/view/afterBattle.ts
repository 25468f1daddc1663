// The after-battle page's words for Chain Reaction (core/rulesetView.ts AfterBattlePage): who holds the
// field and why, in the right colour, and what became of each side's figures. The page itself (names of the
// people at the screen, the campaign's report, the buttons) is the host's.
import type { AfterBattlePage } from '../../../core/rulesetView';
import { statusWords } from '../explain/eventText';
import type { Need } from '../engine/need';
import type { GameState } from '../state';
import { endTone, screenSide } from './encounterText';
import { agree, forceWords, sideName } from '../explain/places';
import { endedText, holdsTheField, isYours } from './names';
import { soloOf } from '../solo/types';

const cap = (t: string): string => (t ? t[0]!.toUpperCase() + t.slice(1) : t);

/** A carried-off figure's pseudo status: off the table, but put out of the fight first. */
const CARRIED_OFF = 'carriedOff';

/**
 * How the card reads a figure: one carried off the table out of the fight is "out of the fight, carried off",
 * as After the battle calls it "(out of the fight)" (play-test 3, 24; play-test 4, 7: the card said "off the
 * table" for Dutch and Razor, the campaign report "out of the fight").
 */
function cardStatus(f: GameState['figures'][string]): string {
  return f.status === 'offTable' && f.record.outOfTheFight ? CARRIED_OFF : f.status;
}

const cardWords = (st: string): string => (st === CARRIED_OFF ? 'out of the fight, carried off' : statusWords(st));

/** "7 figures: 4 carrying on, 2 out of the fight, 1 obviously dead", most common first. */
export function countLine(statuses: readonly string[]): string {
  // An encounter's enemy whose PEFs never turned into men has nobody to count (play-test 11c: "0 figures:").
  if (statuses.length === 0) return 'No figures: none came onto the table';
  const n = new Map<string, number>();
  // The carried off are out of the fight too: one count, with how many of them were carried off, not the same
  // tag twice (play-test 15: "1 out of the fight, 1 out of the fight, carried off").
  for (const st of statuses) {
    const key = st === CARRIED_OFF ? 'outOfTheFight' : st;
    n.set(key, (n.get(key) ?? 0) + 1);
  }
  const carried = statuses.filter((st) => st === CARRIED_OFF).length;
  const words = (st: string, k: number): string => {
    if (st !== 'outOfTheFight' || carried === 0) return `${k} ${cardWords(st)}`;
    const of =
      carried === k
        ? k === 1
          ? 'carried off'
          : k === 2
            ? 'both carried off'
            : 'all carried off'
        : `${carried} of them carried off`;
    return `${k} ${statusWords('outOfTheFight')} (${of})`;
  };
  const parts = [...n].sort((a, b) => b[1] - a[1]).map(([st, k]) => words(st, k));
  return `${statuses.length} figure${statuses.length === 1 ? '' : 's'}: ${parts.join(', ')}`;
}

/**
 * Ends where the winner is the side left standing. An encounter decided otherwise (a Patrol that walked off, a
 * Defend held out, a Raid's objective) has a winner who may have nobody on the table: "The enemy holds the field"
 * above an enemy card of two dead men read wrong (play-test 11a, 2), so such a title says who won.
 */
const FIELD_ENDS = new Set(['sideDestroyed', 'enemyBeaten', 'playerDestroyed']);

function wonOrLost(s: GameState, winner: string, you: string | undefined): string {
  if (s.sides.some((x) => isYours(s, x.id, you))) return isYours(s, winner, you) ? 'You win' : 'You lose';
  const n = sideName(s, winner);
  return `${cap(n)} ${agree(n, 'wins', 'win')}`;
}

export function afterBattlePage(s: GameState, need: Need): AfterBattlePage | undefined {
  if (need.kind !== 'ended' && need.kind !== 'turnLimit') return undefined;
  const winner = need.kind === 'ended' ? need.winner : undefined;
  // One person against the computer: the page speaks to the screen's side as "you", title and text alike.
  const you = s.people ? undefined : screenSide(s);
  const title =
    need.kind === 'ended'
      ? winner
        ? FIELD_ENDS.has(s.ended?.reason ?? 'sideDestroyed')
          ? cap(holdsTheField(s, winner, you))
          : wonOrLost(s, winner, you)
        : 'The battle is over'
      : 'The turn limit is reached';
  // An encounter out of time ends once its last turn is over; a game saved before that fix ended as the turn
  // after began, and that turn was not played.
  const limit = soloOf(s)?.turnLimit;
  const played = limit !== undefined && s.turn > limit ? limit : s.turn;
  return {
    ...(winner ? { winner } : {}),
    title,
    tone: need.kind === 'ended' ? endTone(s, winner) : 'neutral',
    text: `${s.ended ? endedText(s, s.ended, you) : ''} ${played} turn${played === 1 ? '' : 's'} played.`,
    sides: s.sides.map((side) => {
      const name = cap(sideName(s, side.id));
      const people = forceWords(side.force);
      // "The soldiers (soldiers)" says nothing twice: a side named for its force is told by who played it.
      const detail = name.endsWith(people) ? (side.control === 'ai' ? 'the computer' : 'at the screen') : people;
      return {
        id: side.id,
        name,
        detail,
        count: countLine(side.figures.map((id) => cardStatus(s.figures[id]!))),
        rows: side.figures.map((id) => {
          const f = s.figures[id]!;
          return [`${id}${f.star ? ' ★' : ''}`, `Rep ${f.rep}`, cardWords(cardStatus(f))];
        }),
      };
    }),
  };
}
