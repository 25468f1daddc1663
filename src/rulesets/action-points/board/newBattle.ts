// A new battle of the action-point game from the menu's knobs: two forces of a few figures each, at the
// near and far edges of a 36" table laid out by the shared terrain generator (by default made fair: each half
// the other turned round, fairTable.ts), each side played by a person or the computer, a plain fight or the
// first-aid or evacuation mission (or both), in day, dusk or night, each side with a vehicle (and the guns its
// row names, decision 89) or none. `make` writes a whole scenario
// file (docs/rules-notes/action-points/scenario.md) with the terrain written out, so the file plays the same
// under any seed given on the command line. Set-up picks (names, positions) come from their own seeded dice,
// never from the battle's.
import type { BoardNewBattle } from '../../../core/board';
import type { Knob, KnobValue } from '../../../core/rulesetView';
import { DiceBox, seededDice } from '../../../core/dice/source';
import { generateTerrainFromSeed } from '../../../terrain';
import { dist, pointInPolygon } from '../../../geometry/vec';
import { blockedSpot } from '../../../scenario/placement';
import type { TerrainPiece, Vec } from '../../../geometry/shapes';
import { VEHICLES, type LauncherKind, type Rank, type WeaponName } from '../tables';
import { fairTerrain } from './fairTable';
import { groundBlocked } from '../flight';
import { inFootprint, vehicleSize } from '../crew';

export const FORCES = ['regulars', 'militia', 'special forces'] as const;
export type ApForce = (typeof FORCES)[number];
export const PLAYERS = ['person', 'computer'] as const;
export const MISSIONS = ['skirmish', 'first aid', 'evacuation', 'first aid and evacuation'] as const;
export const TABLES = ['random', 'clear', 'urban', 'wooded', 'mountain'] as const;
export const LIGHT = ['day', 'dusk', 'night'] as const;
export const HALVES = ['turned copies (fair)', 'as generated'] as const;
/** Launchers and blast heavy weapons handed out (decision 83): none, one squad launcher a side, or that and a heavy weapon. */
export const SUPPORT = ['none', 'launchers', 'launchers and a heavy weapon'] as const;
/**
 * A side's vehicle: none, or a row of the vehicle table with the weapons its row names (decisions 52, 84, 87,
 * 89): a ".50 cal" or "HMG" is an hmg, a "GPMG" or "7.62mm MG" a gpmg, a "Mk 19" a grenade machine gun, a
 * chaingun or chain gun a chaingun, the Rarden an autocannon, a tank's weapons its main gun and an hmg. Where
 * the row gives a choice ("GMG/.50 cal", "HMG or GMG", "chaingun/40mm Mk 19") the plain entry takes the
 * first-named gun other than the GMG and one more entry, "... with a GMG" (or "with a Mk 19"), takes the grenade
 * machine gun instead. The helicopters (Blackhawk: a door gun, the gpmg; Apache/Tigre: its chain gun) start
 * landed; the unarmed Chinook is left out.
 */
export interface MenuVehicle {
  type: string;
  weapons: string[];
  landed?: boolean;
}
const MENU_AIRCRAFT: Record<string, string[]> = { Blackhawk: ['gpmg'], 'Apache/Tigre': ['chaingun', 'missiles'] };
function rowGuns(name: string, w: string): { plain: string[]; withGmg?: string[]; gmgWord?: string } {
  if (name.startsWith('MBT')) return { plain: ['mbtCannon', 'hmg'] };
  const mg = [...(/\.50 cal|HMG/.test(w) ? ['hmg'] : []), ...(/GPMG|7\.62mm MG/.test(w) ? ['gpmg'] : [])];
  const gun = /chain ?gun/.test(w) ? ['chaingun'] : /Rarden/.test(w) ? ['autocannon'] : [];
  // "A/B": one or the other; "A, B": both.
  if (/chaingun\/40mm Mk 19/.test(w)) return { plain: [...gun, ...mg], withGmg: ['gmg', ...mg], gmgWord: 'a Mk 19' };
  if (/GMG\/|or GMG/.test(w)) return { plain: mg, withGmg: ['gmg'], gmgWord: 'a GMG' };
  return { plain: [...gun, ...(/Mk 19/.test(w) ? ['gmg'] : []), ...mg, ...(/smoke/.test(w) ? ['smoke'] : [])] };
}
export const MENU_VEHICLES: Readonly<Record<string, MenuVehicle>> = Object.fromEntries(
  VEHICLES.flatMap((v): [string, MenuVehicle][] => {
    if (v.ied === null)
      return MENU_AIRCRAFT[v.name] ? [[v.name, { type: v.name, weapons: MENU_AIRCRAFT[v.name]!, landed: true }]] : [];
    const g = rowGuns(v.name, v.weapons);
    return [
      [v.name, { type: v.name, weapons: g.plain }],
      ...(g.withGmg
        ? [[`${v.name} with ${g.gmgWord}`, { type: v.name, weapons: g.withGmg }] as [string, MenuVehicle]]
        : []),
    ];
  }),
);
export const HUMVEE_GMG = 'Humvee with a GMG';
export const VEHICLE_TYPES: readonly string[] = ['none', ...Object.keys(MENU_VEHICLES)];
/**
 * A tank's crew: a gunner on the main gun and a commander on the .50 when the side has 3 or more figures; the
 * Apache's likewise: a pilot on the chain gun and a gunner on the missiles (decision 92). The Blackhawk
 * carries its pilot (on the door gun) and up to two passengers, leaving at least two figures on foot
 * (decision 94): the passengers are set down when it lands.
 */
function crewSize(label: string, size: number): number {
  if (label === 'none') return 0;
  const type = MENU_VEHICLES[label]?.type ?? '';
  if (type === 'Blackhawk') return Math.max(1, Math.min(3, size - 2));
  return (type.startsWith('MBT') || type === 'Apache/Tigre') && size >= 3 ? 2 : 1;
}
const TABLE_SIZE = 36;

const knobs: Knob[] = [
  { key: 'force1', label: 'First side (near edge)', kind: 'choice', options: FORCES },
  { key: 'player1', label: 'First side is played by', kind: 'choice', options: PLAYERS },
  { key: 'force2', label: 'Second side (far edge)', kind: 'choice', options: FORCES },
  { key: 'player2', label: 'Second side is played by', kind: 'choice', options: PLAYERS },
  { key: 'size', label: 'Figures per side', kind: 'number', min: 2, max: 8 },
  { key: 'mission', label: 'Mission', kind: 'choice', options: MISSIONS },
  { key: 'table', label: 'Table', kind: 'choice', options: TABLES },
  { key: 'light', label: 'Light', kind: 'choice', options: LIGHT },
  { key: 'halves', label: 'Table halves', kind: 'choice', options: HALVES },
  { key: 'vehicle1', label: 'A vehicle for the first side', kind: 'choice', options: VEHICLE_TYPES },
  { key: 'vehicle2', label: 'A vehicle for the second side', kind: 'choice', options: VEHICLE_TYPES },
  { key: 'support', label: 'Launchers and heavy weapons', kind: 'choice', options: SUPPORT },
];

const defaults: Record<string, KnobValue> = {
  force1: 'regulars',
  player1: 'person',
  force2: 'militia',
  player2: 'computer',
  size: 4,
  mission: 'skirmish',
  table: 'random',
  light: 'day',
  halves: 'turned copies (fair)',
  vehicle1: 'none',
  vehicle2: 'none',
  support: 'launchers',
};

interface Kit {
  rank: Rank;
  weapon: WeaponName;
  armour?: 'light' | 'full';
  grenades?: number;
  smoke?: number;
  gear?: string[];
  /** The squad launcher this kit carries (the first figure with it only), and the heavy weapon (decision 83). */
  squad?: LauncherKind;
  heavy?: LauncherKind;
}

/** Each force's leader, then the kit of the others in turn. */
const FORCE_KIT: Record<ApForce, { side: string; leader: Kit; others: Kit[]; names: string[] }> = {
  regulars: {
    side: 'Regulars',
    leader: { rank: 'veteran', weapon: 'assault rifle', armour: 'light', grenades: 2, smoke: 1 },
    others: [
      { rank: 'average', weapon: 'assault rifle', armour: 'light', grenades: 1, squad: 'ugl' },
      { rank: 'average', weapon: 'lmg', armour: 'light' },
      { rank: 'average', weapon: 'assault rifle', armour: 'light', heavy: 'gmg' },
      { rank: 'novice', weapon: 'smg', armour: 'light', grenades: 1 },
    ],
    names: [
      'Hale',
      'Ortiz',
      'Brandt',
      'Kowalski',
      'Reyes',
      'Dunn',
      'Mercer',
      'Lindqvist',
      'Okafor',
      'Tran',
      'Baker',
      'Novak',
    ],
  },
  militia: {
    side: 'Militia',
    leader: { rank: 'average', weapon: 'assault rifle', grenades: 1 },
    others: [
      { rank: 'novice', weapon: 'assault rifle', squad: 'rpg' },
      { rank: 'novice', weapon: 'combat shotgun' },
      { rank: 'average', weapon: 'smg', grenades: 1, heavy: 'mortar60' },
      { rank: 'novice', weapon: 'pistol' },
    ],
    names: ['Karim', 'Yusuf', 'Dragan', 'Ilya', 'Tomas', 'Samir', 'Viktor', 'Omar', 'Luka', 'Farid', 'Andrei', 'Goran'],
  },
  'special forces': {
    side: 'Special forces',
    leader: { rank: 'elite', weapon: 'assault rifle', armour: 'light', grenades: 2, smoke: 1, gear: ['nightVision'] },
    others: [
      { rank: 'veteran', weapon: 'sniper rifle', gear: ['nightVision', 'ghillie'] },
      { rank: 'veteran', weapon: 'assault rifle', armour: 'light', grenades: 1, gear: ['nightVision'], squad: 'ugl' },
      { rank: 'veteran', weapon: 'smg', armour: 'light', grenades: 1, gear: ['nightVision'], heavy: 'javelin' },
    ],
    names: ['Fox', 'Wolfe', 'Hunter', 'Vance', 'Stone', 'Cross', 'Knox', 'Blake', 'Ryder', 'Shaw', 'Frost', 'Drake'],
  },
};

function pickOf<T extends string>(v: KnobValue | undefined, list: readonly T[], fallback: T): T {
  return typeof v === 'string' && (list as readonly string[]).includes(v) ? (v as T) : fallback;
}

/** The knobs' values made safe: anything unknown falls back to the default. */
export function readKnobs(values: Record<string, KnobValue>) {
  const size = Number(values.size);
  return {
    force1: pickOf(values.force1, FORCES, 'regulars'),
    force2: pickOf(values.force2, FORCES, 'militia'),
    player1: pickOf(values.player1, PLAYERS, 'person'),
    player2: pickOf(values.player2, PLAYERS, 'computer'),
    size: Number.isFinite(size) ? Math.max(2, Math.min(8, Math.round(size))) : 4,
    mission: pickOf(values.mission, MISSIONS, 'skirmish'),
    table: pickOf(values.table, TABLES, 'random'),
    light: pickOf(values.light, LIGHT, 'day'),
    halves: pickOf(values.halves, HALVES, 'turned copies (fair)'),
    vehicle1: pickOf(values.vehicle1, VEHICLE_TYPES, 'none'),
    vehicle2: pickOf(values.vehicle2, VEHICLE_TYPES, 'none'),
    support: pickOf(values.support, SUPPORT, 'launchers'),
  };
}

/**
 * Ground a figure may not start on: inside a building, impassable ground, water or rocks, or touching them
 * with its base (tested at its centre and just under 0.5" each way: a spot on an edge is then inside, the
 * same on both halves of a fair table).
 */
function blockedAt(terrain: readonly TerrainPiece[], at: Vec): boolean {
  const probes: Vec[] = [
    at,
    [at[0] - 0.49, at[1]],
    [at[0] + 0.49, at[1]],
    [at[0], at[1] - 0.49],
    [at[0], at[1] + 0.49],
  ];
  // A centre on a building's outline is a bad file (decision 97): the probes can miss a turned building's corner.
  if (
    blockedSpot(
      terrain.filter((t) => t.type === 'building'),
      at,
    )
  )
    return true;
  return terrain.some(
    (p) =>
      'polygon' in p &&
      (p.type === 'building' || p.type === 'impassable' || p.type === 'water' || p.type === 'rocky') &&
      probes.some((q) => pointInPolygon(q, p.polygon)),
  );
}

/** Starting spots along an edge, centre first, rows farther in when the edge is crowded or blocked. */
function deploy(terrain: readonly TerrainPiece[], n: number, near: boolean, taken: Vec[]): Vec[] {
  const out: Vec[] = [];
  for (const row of [2, 4, 6, 8, 10, 12, 14]) {
    const y = near ? TABLE_SIZE - row : row;
    for (let k = 0; k < 22 && out.length < n; k++) {
      // The far edge fills in the turned order, so on a fair table each side's spots are the other's turned.
      const x = TABLE_SIZE / 2 + (k % 2 ? 1 : -1) * (near ? 1 : -1) * Math.ceil(k / 2) * 3;
      if (x < 2 || x > TABLE_SIZE - 2) continue;
      const at: Vec = [x, y];
      if (blockedAt(terrain, at) || [...taken, ...out].some((o) => dist(o, at) < 2)) continue;
      out.push(at);
    }
    if (out.length >= n) break;
  }
  return out;
}

/** What the side's launchers are to be: which of the knob's levels, and whether the enemy brings a vehicle. */
interface Support {
  level: (typeof SUPPORT)[number];
  enemyVehicle: boolean;
  /** The side's own vehicle is crewed by its last figures (this many), who carry no launcher. */
  crewed: number;
}

/**
 * The launcher a figure of the kit carries (decision 83): the kit's squad launcher, then its heavy weapon
 * when the knob asks for one, each for the first figure that has that kit only. A Javelin (35" minimum range)
 * goes only against a side with a vehicle; else the same team carries a 60mm mortar.
 */
function launcherFor(k: Kit, i: number, n: number, kits: number, s: Support): LauncherKind | undefined {
  // Kits repeat past the force's list (i > kits): only the first of each carries its launcher.
  if (s.level === 'none' || i >= n - s.crewed || i > kits) return undefined;
  if (k.squad) return k.squad;
  if (k.heavy && s.level === 'launchers and a heavy weapon')
    return k.heavy === 'javelin' && !s.enemyVehicle ? 'mortar60' : k.heavy;
  return undefined;
}

function sideOf(
  id: string,
  force: ApForce,
  player: 'person' | 'computer',
  spots: Vec[],
  near: boolean,
  box: DiceBox,
  support: Support = { level: 'none', enemyVehicle: false, crewed: 0 },
): Record<string, unknown> {
  const kit = FORCE_KIT[force];
  const names = [...kit.names];
  const figures = spots.map((at, i) => {
    const k = i === 0 ? kit.leader : kit.others[(i - 1) % kit.others.length]!;
    const pick = box.roll({ purpose: 'names', count: 1, sides: names.length })[0]! - 1;
    const name = names.splice(pick, 1)[0]!;
    const launcher = launcherFor(k, i, spots.length, kit.others.length, support);
    return {
      id: `${id}${i + 1}`,
      name: i === 0 ? `Sgt ${name}` : name,
      rank: k.rank,
      weapon: k.weapon,
      ...(k.armour ? { armour: k.armour } : {}),
      ...(k.grenades ? { grenades: k.grenades } : {}),
      ...(k.smoke ? { smoke: k.smoke } : {}),
      ...(k.gear ? { gear: k.gear } : {}),
      ...(launcher ? { launcher } : {}),
      at,
      facing: near ? 270 : 90,
    };
  });
  return { id, name: kit.side, control: player === 'person' ? 'human' : 'ai', figures };
}

/**
 * The side's vehicle (none when the knob says so): at the next starting spot past its figures, facing as
 * they do, crewed by the side's last figure (a tank's by its last two, crewSize; named on its card; the crew
 * still stand as figures).
 */
function vehicleOf(side: Record<string, unknown>, label: string, at: Vec | undefined, near: boolean) {
  const figures = side.figures as { id: string }[];
  const m = MENU_VEHICLES[label];
  if (!m || !at) return [];
  return [
    {
      id: `${String(side.id)}v`,
      side: side.id,
      type: m.type,
      at,
      facing: near ? 270 : 90,
      crew: figures.slice(-crewSize(label, figures.length)).map((f) => f.id),
      weapons: [...m.weapons],
      ...(m.landed ? { landed: true } : {}),
    },
  ];
}

/**
 * Where the side's vehicle starts: the first starting spot past its figures where the whole body stands on
 * ground a vehicle may stop on (the landing test, flight.ts), clear of every figure and of the other vehicle.
 * Checking only around the spot's middle set a 5" helicopter over a pond, where it could take off but never
 * land again. With no such spot, the first one past the figures (as before).
 */
function vehicleSpot(
  terrain: readonly TerrainPiece[],
  label: string,
  spots: Vec[],
  figures: Vec[],
  near: boolean,
  other?: { at: Vec; type: string },
): Vec | undefined {
  const m = MENU_VEHICLES[label];
  if (!m) return undefined;
  const facing = near ? 270 : 90;
  const fits = (at: Vec) => {
    const body = { type: m.type, at, facing };
    if (groundBlocked(terrain, body)) return false;
    if (figures.some((f) => inFootprint(body, f, 0.5))) return false;
    return !other || dist(other.at, at) >= (vehicleSize(other.type).length + vehicleSize(m.type).length) / 2;
  };
  // The whole body on the table (facing up or down the table: its length along y); a 5" helicopter set on a
  // spot 2" from the edge stood half off it (seen in Chromium).
  const { length, width } = vehicleSize(m.type);
  const clamp = (x: number, half: number) => Math.min(TABLE_SIZE - half - 0.2, Math.max(half + 0.2, x));
  const onTable = spots.map((p): Vec => [clamp(p[0], width / 2), clamp(p[1], length / 2)]);
  return onTable.find(fits) ?? onTable[0];
}

/** The scenario file for these knobs and this seed. */
export function makeBattle(values: Record<string, KnobValue>, seed: string): Record<string, unknown> {
  const v = readKnobs(values);
  const generated = generateTerrainFromSeed(seed, v.table === 'random' ? {} : { overall: v.table }).pieces;
  const terrain = v.halves === 'as generated' ? generated : fairTerrain(generated, TABLE_SIZE, TABLE_SIZE);
  const box = new DiceBox(seededDice(`${seed}:set-up`));
  // A vehicle takes the spot after its side's figures (asked for only then, so a battle without one is as before).
  const extra = (type: string): number => (type === 'none' ? 0 : 1);
  const near = deploy(terrain, v.size + extra(v.vehicle1), true, []);
  const far = deploy(terrain, v.size + extra(v.vehicle2), false, near);
  const support = (own: string, enemy: string): Support => ({
    level: v.support,
    enemyVehicle: enemy !== 'none',
    crewed: crewSize(own, v.size),
  });
  const s1 = sideOf('a', v.force1, v.player1, near.slice(0, v.size), true, box, support(v.vehicle1, v.vehicle2));
  const s2 = sideOf('b', v.force2, v.player2, far.slice(0, v.size), false, box, support(v.vehicle2, v.vehicle1));
  // Two forces of the same kind: the second is told apart by its name.
  if (v.force1 === v.force2) s2.name = `${String(s2.name)} (far edge)`;
  // The evacuation mission: each side carries its casualties off its own edge (the near one is the bottom).
  const evacuate = v.mission.includes('evacuation');
  if (evacuate) [s1.edge, s2.edge] = ['south', 'north'];
  // More spots past the figures' (the same first ones: deploy fills in a fixed order) to seat the vehicles.
  const figureSpots = [...near.slice(0, v.size), ...far.slice(0, v.size)];
  const spot1 = vehicleSpot(
    terrain,
    v.vehicle1,
    deploy(terrain, v.size + 200, true, []).slice(v.size),
    figureSpots,
    true,
  );
  const first = spot1 && { at: spot1, type: MENU_VEHICLES[v.vehicle1]!.type };
  const farMore = deploy(terrain, v.size + 200, false, near).slice(v.size);
  const spot2 = vehicleSpot(terrain, v.vehicle2, farMore, figureSpots, false, first);
  const vehicles = [...vehicleOf(s1, v.vehicle1, spot1, true), ...vehicleOf(s2, v.vehicle2, spot2, false)];
  return {
    version: 1,
    rules: 'action-points',
    seed,
    table: { width: TABLE_SIZE, height: TABLE_SIZE },
    light: v.light,
    terrain,
    sides: [s1, s2],
    ...(vehicles.length ? { vehicles } : {}),
    rounds: 6,
    options: {
      fixedArmour: false,
      snapFire: false,
      manoeuvres: false,
      firstAid: v.mission.includes('first aid'),
      ...(evacuate ? { evacuate } : {}),
    },
  };
}

export const newBattle: BoardNewBattle = { knobs, values: defaults, make: makeBattle };
