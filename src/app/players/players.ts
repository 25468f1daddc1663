// Who plays at this screen: one person (solo), two to four sharing the player side against the solo rules
// (same side), or two each with a side (head to head). The choice is written into the scenario file as its
// own `players` field (the rules ignore unknown fields), so a save, the autosave and a replay carry it and
// loading one restores it. Plain data and small lookups; no DOM.
import { colourWords, personColourIndex } from '../paint/colours';

export const PLAY_MODES = ['solo', 'sameSide', 'headToHead'] as const;
export type PlayMode = (typeof PLAY_MODES)[number];

export const MODE_LABELS: Record<PlayMode, string> = {
  solo: 'Solo',
  sameSide: 'Same side',
  headToHead: 'Head to head',
};

export interface Player {
  name: string;
  /** The side this player commands. */
  side: string;
  /** Same side: this player's own figures, Star first. Absent: every figure of the side. */
  figures?: string[];
}

export interface Players {
  mode: PlayMode;
  players: Player[];
}

export const SOLO: Players = { mode: 'solo', players: [] };

/**
 * What these lookups read of a game's state: the sides in order, each figure's side, and the people written
 * into it (Chain Reaction's GameState has this shape).
 */
export interface PeopleTable {
  sides: readonly { id: string }[];
  figures: Readonly<Record<string, { side: string } | undefined>>;
  people?: { mode: string; players: readonly Player[] };
}

/** What these lookups read of what a game waits for: whose side, and for a question, whose figure. */
export interface AskedNeed {
  kind: string;
  side?: string;
  decision?: { figure: string; side: string };
}

/** The most players the same side takes (the issue: two to four). */
export const MAX_SAME_SIDE = 4;

const isStrings = (v: unknown): v is string[] => Array.isArray(v) && v.every((x) => typeof x === 'string');

/** The players written in a scenario's source; solo when the field is missing or not understood. */
export function playersOf(source: Record<string, unknown> | undefined): Players {
  const raw = source?.players as { mode?: unknown; players?: unknown } | undefined;
  if (!raw || typeof raw !== 'object' || !PLAY_MODES.includes(raw.mode as PlayMode)) return SOLO;
  if (!Array.isArray(raw.players)) return SOLO;
  const players: Player[] = [];
  for (const p of raw.players as Record<string, unknown>[]) {
    if (!p || typeof p.name !== 'string' || typeof p.side !== 'string') return SOLO;
    players.push({ name: p.name, side: p.side, ...(isStrings(p.figures) ? { figures: p.figures } : {}) });
  }
  return raw.mode === 'solo' || players.length === 0 ? SOLO : { mode: raw.mode as PlayMode, players };
}

/** Names as typed, trimmed, blanks replaced by "Player 1"... and repeats told apart. */
export function cleanNames(names: readonly string[]): string[] {
  const out: string[] = [];
  names.forEach((n, i) => {
    let name = n.trim().slice(0, 20) || `Player ${i + 1}`;
    while (out.includes(name)) name = `${name} ${i + 1}`;
    out.push(name);
  });
  return out;
}

/** "Ana", "Ana and Cy", "Ana, Cy and Dee". */
export function namesList(names: readonly string[]): string {
  return names.length < 2 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)!}`;
}

/** The player who owns a figure: the one listing it, else the only player of its side. */
export function ownerOf(p: Players, figure: string, side: string): Player | undefined {
  const listed = p.players.find((x) => x.figures?.includes(figure));
  if (listed) return listed;
  const ofSide = p.players.filter((x) => x.side === side && !x.figures);
  return ofSide.length === 1 ? ofSide[0] : undefined;
}

/** The player of a side in head to head (each side has one). */
export function playerOfSide(p: Players, side: string): Player | undefined {
  return p.mode === 'headToHead' ? p.players.find((x) => x.side === side) : undefined;
}

/** The figures that may act now, by player, in the order the players were listed. */
export function byPlayer(
  p: Players,
  figures: readonly string[],
  state: PeopleTable,
): { player?: Player; figures: string[] }[] {
  const out: { player?: Player; figures: string[] }[] = [];
  for (const id of figures) {
    const f = state.figures[id];
    const player = f ? ownerOf(p, id, f.side) : undefined;
    const row = out.find((r) => r.player === player);
    if (row) row.figures.push(id);
    else out.push({ player, figures: [id] });
  }
  const rank = (r: { player?: Player }) => (r.player ? p.players.indexOf(r.player) : p.players.length);
  return out.sort((a, b) => rank(a) - rank(b));
}

/** "Ana's group: Cole, Dent; Bo's group: Eve" - whose figures these are, for the prompts. */
export function whoseWords(p: Players, figures: readonly string[], state: PeopleTable): string {
  return byPlayer(p, figures, state)
    .map((r) => `${r.player ? `${r.player.name}'s group` : 'figures'}: ${r.figures.join(', ')}`)
    .join('; ');
}

/** The player a question or an order is asked of, when one player can be named. */
export function askedOf(p: Players, need: AskedNeed | undefined, state: PeopleTable | undefined): Player | undefined {
  if (!need || !state || p.mode === 'solo') return undefined;
  if (need.kind === 'decision' && need.decision) {
    // Head to head: the side asked is the player asked (a Cheating Death roll belongs to the figure's side).
    if (p.mode === 'headToHead') return playerOfSide(p, need.side ?? need.decision.side);
    const f = state.figures[need.decision.figure];
    return ownerOf(p, need.decision.figure, f?.side ?? need.decision.side) ?? playerOfSide(p, need.decision.side);
  }
  if (need.kind === 'command' && need.side) return playerOfSide(p, need.side);
  // Head to head with your own dice: a roll is thrown by the player of the side it belongs to, so the
  // screen is handed over to them for it (play-test 2, 20: Ria's rolls came up in Sol's part).
  if (need.kind === 'dice' && need.side && p.mode === 'headToHead') return playerOfSide(p, need.side);
  return undefined;
}

/**
 * The colour index a figure is drawn in: its side's, except on a side shared by several people (same side),
 * where each person's group has its own (paint/colours.ts personColourIndex).
 */
export function figureColourIndex(state: PeopleTable, figure: string, sideIndex: number): number {
  const people = state.people;
  if (people?.mode !== 'sameSide') return sideIndex;
  const side = state.figures[figure]?.side;
  const mine = people.players.filter((p) => p.side === side && p.figures);
  const k = mine.findIndex((p) => p.figures!.includes(figure));
  return k < 0 ? sideIndex : personColourIndex(k);
}

/**
 * "yours are orange" for whoever sits at the screen, in the colour their figures are drawn in; in same side
 * each person's colour by name ("Ana's are blue, Ben's pink"). Solo: the first side's blue.
 */
export function yoursWords(p: Players, state: PeopleTable | undefined, atScreen: string | undefined): string {
  const sides = state?.sides ?? [];
  const each = (list: { name: string; colour: number }[]) =>
    list.map((x, k) => `${x.name}'s ${k === 0 ? 'are ' : ''}${colourWords(x.colour)}`).join(', ');
  if (p.mode === 'headToHead') {
    const all = p.players.map((x) => ({
      name: x.name,
      colour: Math.max(
        0,
        sides.findIndex((y) => y.id === x.side),
      ),
    }));
    const me = all.find((x) => x.name === atScreen);
    return each(me ? [me] : all);
  }
  if (p.mode === 'sameSide') return each(p.players.map((x, k) => ({ name: x.name, colour: personColourIndex(k) })));
  return 'yours are blue';
}
