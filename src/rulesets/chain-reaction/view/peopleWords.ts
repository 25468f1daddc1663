// With two or more people at the screen (head to head, same side), the few solo phrases the events keep
// ("the player wins", "toward your edge", "the closest player group") said with the people's names instead:
// with two people there is no one "player" and no one "you". The events keep their words (saved games and
// the fingerprint compare them); only what the screen shows changes. In a solo encounter the same phrases
// speak to the one person at the screen: "your force", "You lose." (play-test 40), not a third party.
import type { GameState } from '../state';
import { agree, namesList, sideName } from '../explain/places';

/** The people who play a side, in the order they were listed; none for the rules' side. */
function playersOf(s: GameState, side: string | undefined): string[] {
  return [...new Set((s.people?.players ?? []).filter((p) => p.side === side).map((p) => p.name))];
}

/** A line as the screen shows it to people at the screen; the same line when nobody is named. */
export function forPeople(text: string, s: GameState): string {
  if (!s.people) return s.encounter ? forYou(text) : text;
  const first = s.sides[0]?.id;
  const other = s.sides.find((x) => x.id !== first)?.id;
  // The side the people play against the rules in same side (the encounter's player side), else the first.
  const ours = s.encounter?.player ?? first;
  const names = playersOf(s, ours);
  if (!names.length) return text;
  const who = namesList(names);
  // "the closest of Ana's and Ben's groups"; "Ana's closest group".
  const closest =
    names.length > 1 ? `the closest of ${namesList(names.map((n) => `${n}'s`))} groups` : `${who}'s closest group`;
  const force = sideName(s, ours!);
  const south = sideName(s, first!);
  const north = other ? sideName(s, other) : 'the far';
  const possessive = (n: string) => (/s$/.test(n) ? `${n}'` : `${n}'s`);
  // "toward the edge of Ana and Ben's police", not "Ana and Ben's police's edge".
  const edgeOf = (n: string) => (/'s /.test(n) ? `the edge of ${n}` : `${possessive(n)} edge`);
  return text
    .replace(/\(toward your edge\)/g, `(toward ${edgeOf(south)})`)
    .replace(/\(toward the enemy edge\)/g, `(toward ${edgeOf(north)})`)
    .replace(/\bthe player's (?:own )?edge\b/g, `${who}'s edge`)
    .replace(/\bthe player's force\b/g, force)
    .replace(/\bthe closest player group\b/g, closest)
    .replace(/\btoward the player\b/g, `toward ${force}`)
    .replace(
      /\bThe player (wins|loses)\./g,
      (_m, v: string) => `${cap(force)} ${agree(force, v, v === 'wins' ? 'win' : 'lose')}.`,
    )
    .replace(/\byour edge\b/g, `${who}'s edge`);
}

const cap = (t: string): string => (t ? t[0]!.toUpperCase() + t.slice(1) : t);

/** A solo encounter's line said to the person at the screen: "your force", "by your own edge", "You lose.". */
export function forYou(text: string): string {
  return text
    .replace(/\bthe player's (?:own )?edge\b/g, 'your own edge')
    .replace(/\bthe player's force\b/g, 'your force')
    .replace(/\bthe closest player group\b/g, 'your closest group')
    .replace(/\btoward the player\b/g, 'toward your force')
    .replace(/\bThe player (wins|loses)\./g, (_m, v: string) => (v === 'wins' ? 'You win.' : 'You lose.'));
}
