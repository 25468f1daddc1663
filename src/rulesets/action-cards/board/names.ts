// The names a person reads at the plain table, never the file's ids: a faction by its kind ("Soldiers", a
// second one "Soldiers 2"), a group by its kind of unit and a call sign counted over the whole game ("section
// Alpha", "pod Charlie"), a figure by its group's call sign and its place in the group ("Alpha 1": a bare "A1"
// read as the program's own code to new players), a piece of terrain by its kind.
import type { AcState } from '../state';
import type { TerrainKind } from '../tables';
import { editedBase } from './factionEditor';

/** What a group of each shipped faction is called; a faction of the file's own makes "group". */
const GROUP_WORD: Readonly<Record<string, string>> = {
  soldiers: 'section',
  aliens: 'pod',
  burrowers: 'brood',
  police: 'squad',
  swarm: 'swarm',
};

/** A piece of terrain in a sentence ("stops entering the trees"). */
export const PIECE_WORD: Readonly<Record<TerrainKind, string>> = {
  open: 'open ground',
  road: 'the road',
  hill: 'the hill',
  scrub: 'the scrub',
  rubble: 'the rubble',
  woods: 'the trees',
  rocky: 'the rocks',
  building: 'the building',
  wall: 'the wall',
  woodenFence: 'the fence',
  wireFence: 'the wire fence',
  river: 'the river',
  water: 'the water',
  impassable: 'impassable ground',
  vehicle: 'the vehicle',
};

const VEHICLE_WORD = { road: 'truck', offroad: 'jeep', helicopter: 'helicopter' } as const;

export interface Names {
  side(id: string): string;
  group(id: string): string;
  figure(id: string): string;
  /** A terrain piece or a figure or a group, whichever the id is (a move stopped by it). */
  any(id: string): string;
  /** The name of a known id, or the text itself (a log line's word that is no id). */
  known(id: string): string;
}

/** A group's call sign, counted over the whole game: Alpha, Bravo ... Zulu, then Alpha 2 and so on. */
// prettier-ignore
const CALL = [
  'Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo', 'Foxtrot', 'Golf', 'Hotel', 'India', 'Juliet', 'Kilo', 'Lima', 'Mike',
  'November', 'Oscar', 'Papa', 'Quebec', 'Romeo', 'Sierra', 'Tango', 'Uniform', 'Victor', 'Whiskey', 'X-ray',
  'Yankee', 'Zulu',
];

export function callSign(i: number): string {
  const round = Math.floor(i / CALL.length);
  return CALL[i % CALL.length]! + (round ? `-${round + 1}` : '');
}

function capital(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

const cache = new WeakMap<object, Names>();

/** The names of this game's sides, groups and figures (the same for every state of one game). */
export function namesOf(s: AcState): Names {
  // The figures' list is copied every step; the pieces are shared by every state of a game.
  const hit = cache.get(s.pieces);
  if (hit) return hit;
  const side = new Map<string, string>();
  const seen = new Map<string, number>();
  for (const x of s.sides) {
    const n = (seen.get(x.faction.name) ?? 0) + 1;
    seen.set(x.faction.name, n);
    side.set(x.id, capital(x.faction.name) + (n > 1 ? ` ${n}` : ''));
  }
  const group = new Map<string, string>();
  const figure = new Map<string, string>();
  s.groups.forEach((g, i) => {
    const call = callSign(i);
    const faction = s.sides.find((x) => x.id === g.side)!.faction;
    const word = g.vehicle
      ? VEHICLE_WORD[g.vehicle]
      : (GROUP_WORD[faction.id] ?? GROUP_WORD[editedBase(faction.id) ?? ''] ?? 'group');
    group.set(g.id, `${word} ${call}`);
    g.figures.forEach((f, k) => figure.set(f, g.figures.length === 1 ? call : `${call} ${k + 1}`));
  });
  const piece = new Map<string, string>();
  for (const a of s.terrain.areas) piece.set(a.id, PIECE_WORD[a.kind]);
  for (const b of s.terrain.barriers) piece.set(b.id, PIECE_WORD[b.kind]);
  const names: Names = {
    side: (id) => side.get(id) ?? 'a faction',
    group: (id) => group.get(id) ?? 'a group',
    figure: (id) => figure.get(id) ?? 'a figure',
    any: (id) => figure.get(id) ?? group.get(id) ?? piece.get(id) ?? side.get(id) ?? 'something',
    known: (id) => figure.get(id) ?? group.get(id) ?? piece.get(id) ?? side.get(id) ?? id,
  };
  cache.set(s.pieces, names);
  return names;
}
