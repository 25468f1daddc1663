// A new order-dice battle from the menu's knobs: two forces of a few units each (squads, and a heavy-weapon
// team and a vehicle when support is on), North deployed along the top edge and South along the bottom, on
// a table laid out by the shared generator, played for kill points or for three objectives across the middle.
// The seed picks the units' make-up and qualities (the kernel's seeded dice under a seed of their own, none of
// the game's); the file is the game's own scenario JSON (docs/rules-notes/order-dice/scenario.md), so it runs
// through `sim` as it is. Per side: who plays it and whether a person is asked at each reaction window; for
// people: whether they pick their casualties, and whether they throw their own dice.
import type { BoardNewBattle } from '../../../core/board';
import { DiceBox, seededDice } from '../../../core/dice/source';
import type { Knob, KnobValue } from '../../../core/rulesetView';
import type { Vec } from '../../../geometry/shapes';
import { distToPolygonEdge, pointInPolygon } from '../../../geometry/vec';
import { generateTerrainFromSeed } from '../../../terrain';
import type { OverallTerrain } from '../../../terrain/tables/terrainGenerator';
import type { Quality, Weapon } from '../vocab';

const TERRAINS = ['random', 'clear', 'urban', 'wooded', 'mountain'] as const;
const PLAYERS = ['person', 'computer'] as const;
const REACTS = ['ask me every time', 'the computer decides'] as const;
const FALLS = ['I pick them', 'the nearest fall'] as const;
const SCENARIOS = ['destroy the enemy', 'hold the objectives'] as const;

export const KNOBS: readonly Knob[] = [
  { key: 'units', label: 'Units per side', kind: 'number', min: 2, max: 6 },
  { key: 'support', label: 'Heavy weapons and vehicles', kind: 'flag' },
  { key: 'north', label: 'North is played by', kind: 'choice', options: PLAYERS },
  { key: 'northReactions', label: "North's reactions (a person)", kind: 'choice', options: REACTS },
  { key: 'south', label: 'South is played by', kind: 'choice', options: PLAYERS },
  { key: 'southReactions', label: "South's reactions (a person)", kind: 'choice', options: REACTS },
  { key: 'casualties', label: "A person's casualties", kind: 'choice', options: FALLS },
  { key: 'ownDice', label: 'A person throws their own dice', kind: 'flag' },
  { key: 'scenario', label: 'Scenario', kind: 'choice', options: SCENARIOS },
  { key: 'terrain', label: 'Table', kind: 'choice', options: TERRAINS },
];

export const DEFAULTS: Record<string, KnobValue> = {
  units: 3,
  support: true,
  north: 'person',
  south: 'computer',
  northReactions: REACTS[0],
  southReactions: REACTS[0],
  casualties: FALLS[0],
  ownDice: false,
  scenario: SCENARIOS[0],
  terrain: 'random',
};

/** One die for the make-up, thrown for a named purpose from the set-up's own seeded dice (not the game's). */
type Die = (purpose: string, sides: number) => number;

/** The kernel's seeded dice for the make-up: the same seed, the same forces. */
function setUpDice(seed: string): Die {
  const box = new DiceBox(seededDice(seed));
  return (purpose, sides) => box.roll({ purpose, count: 1, sides })[0]!;
}

const SIZE = 36;
const ORDINAL = ['1st', '2nd', '3rd', '4th', '5th', '6th'];
/** Ground a figure may not be set on; vehicles keep to open ground, roads, hills and scrub as they move. */
const FOOT_BARRED = ['building', 'water', 'river', 'impassable'];
const VEHICLE_BARRED = [...FOOT_BARRED, 'woods', 'rocky', 'rubble'];
/** Half a figure's 1" base: a spot is free only where the whole base is clear of barred ground. */
const BASE_RADIUS = 0.5;

interface UnitPlan {
  name: string;
  kind: 'infantry' | 'team' | 'vehicle';
  quality: Quality;
  weapons: Weapon[];
  armour?: number;
  turret?: boolean;
}

function forceOf(die: Die, units: number, support: boolean): UnitPlan[] {
  const quality = (): Quality => (['regular', 'regular', 'veteran', 'inexperienced'] as const)[die('quality', 4) - 1]!;
  const out: UnitPlan[] = [];
  let squads = 0;
  for (let i = 0; i < units; i++) {
    if (support && i === 2) {
      const mortar = die('support weapon', 10) <= 4;
      out.push({
        name: mortar ? 'Mortar team' : 'MMG team',
        kind: 'team',
        quality: quality(),
        weapons: [mortar ? 'mortar' : 'mmg', 'rifle', ...(die('team rifle', 2) === 1 ? (['rifle'] as const) : [])],
      });
      continue;
    }
    if (support && i === 4) {
      out.push({
        name: 'Armoured car',
        kind: 'vehicle',
        quality: 'regular',
        weapons: ['mmg'],
        armour: 8,
        turret: true,
      });
      continue;
    }
    const n = 4 + die('squad size', 4);
    const weapons: Weapon[] = Array.from({ length: n }, () => 'rifle');
    weapons[1] = die('squad weapon', 2) === 1 ? 'smg' : 'assault rifle';
    if (n >= 6) weapons[2] = 'lmg';
    // Something that hurts a vehicle when one may be met.
    if (support && units >= 5) weapons[n - 1] = 'at launcher';
    out.push({ name: `${ORDINAL[squads++]} Squad`, kind: 'infantry', quality: quality(), weapons });
  }
  return out;
}

type Piece = { type: string; polygon?: readonly Vec[] };

function free(pieces: readonly Piece[], p: Vec, vehicle: boolean, used: readonly Vec[]): boolean {
  const barred = vehicle ? VEHICLE_BARRED : FOOT_BARRED;
  if (p[0] < 1 || p[1] < 1 || p[0] > SIZE - 1 || p[1] > SIZE - 1) return false;
  if (used.some((q) => Math.hypot(q[0] - p[0], q[1] - p[1]) < 1)) return false;
  // The whole 1" base, not only its centre: a centre a hair outside the bank stood half in the river (pt15b).
  return !pieces.some(
    (t) =>
      t.polygon &&
      barred.includes(t.type) &&
      (pointInPolygon(p, t.polygon) || distToPolygonEdge(p, t.polygon) < BASE_RADIUS),
  );
}

/**
 * The nearest free spot to `want` within the deployment band (rows `y0..y1`); a band
 * crowded by buildings, water or cliffs grows toward the middle, 2" at a time, up to 8".
 */
function spot(pieces: readonly Piece[], want: Vec, y0: number, y1: number, vehicle: boolean, used: Vec[]): Vec {
  const inward = y0 < SIZE / 2 && y1 < SIZE / 2 ? 1 : -1;
  for (let grow = 0; grow <= 8; grow += 2) {
    const lo = inward > 0 ? y0 : y0 - grow;
    const hi = inward > 0 ? y1 + grow : y1;
    const near: Vec[] = [];
    for (let y = Math.ceil(lo); y <= hi; y++) for (let x = 1; x < SIZE; x++) near.push([x, y]);
    near.sort((a, b) => Math.hypot(a[0] - want[0], a[1] - want[1]) - Math.hypot(b[0] - want[0], b[1] - want[1]));
    const p = near.find((q) => free(pieces, q, vehicle, used));
    if (p) {
      used.push(p);
      return p;
    }
  }
  // Nowhere free at all: the wanted spot anyway (the game lets it stand; it only cannot move well).
  used.push(want);
  return want;
}

function sideOf(
  id: 'north' | 'south',
  force: UnitPlan[],
  pieces: readonly Piece[],
  control: 'human' | 'ai',
  reactions: 'ask' | 'computer',
  casualties: 'ask' | 'computer',
  used: Vec[],
): Record<string, unknown> {
  const prefix = id[0]!;
  const [y0, y1] = id === 'north' ? [2, 7] : [SIZE - 7, SIZE - 2];
  const front = id === 'north' ? 3 : SIZE - 3;
  const step = id === 'north' ? 1 : -1;
  const units = force.map((u, i) => {
    const cx = Math.round(((i + 0.5) * SIZE) / force.length);
    const figures = u.weapons.map((weapon, k) => {
      const want: Vec = [cx - 2 + (k % 5), front + step * Math.floor(k / 5)];
      return { id: `${prefix}${i + 1}.${k + 1}`, weapon, at: spot(pieces, want, y0, y1, u.kind === 'vehicle', used) };
    });
    return {
      id: `${prefix}${i + 1}`,
      name: u.name,
      quality: u.quality,
      kind: u.kind,
      figures,
      ...(u.armour !== undefined ? { armour: u.armour, turret: u.turret ?? false } : {}),
    };
  });
  return { id, name: id === 'north' ? 'North' : 'South', control, reactions, casualties, units };
}

export function makeBattle(values: Record<string, KnobValue>, seed: string): Record<string, unknown> {
  const v = { ...DEFAULTS, ...values };
  const terrain = TERRAINS.includes(v.terrain as (typeof TERRAINS)[number]) ? String(v.terrain) : 'random';
  const n = Math.min(6, Math.max(2, Math.round(Number(v.units) || 3)));
  const support = v.support === true;
  // The same stream the game's start uses, so the figures stand clear of the very terrain it lays.
  const pieces = generateTerrainFromSeed(
    `${seed}:terrain`,
    terrain === 'random' ? {} : { overall: terrain as OverallTerrain },
  ).pieces as unknown as Piece[];
  const die = setUpDice(`${seed}:forces`);
  const control = (k: string): 'human' | 'ai' => (v[k] === 'computer' ? 'ai' : 'human');
  const reactions = (k: string): 'ask' | 'computer' => (v[k] === REACTS[1] ? 'computer' : 'ask');
  const casualties = v.casualties === FALLS[1] ? 'computer' : 'ask';
  const used: Vec[] = [];
  const sides = [
    sideOf('north', forceOf(die, n, support), pieces, control('north'), reactions('northReactions'), casualties, used),
    sideOf('south', forceOf(die, n, support), pieces, control('south'), reactions('southReactions'), casualties, used),
  ];
  const file: Record<string, unknown> = {
    version: 1,
    rules: 'order-dice',
    seed,
    generate: { terrain },
    sides,
    turns: 6,
  };
  if (v.scenario === SCENARIOS[1]) {
    const mid: Vec[] = [];
    file.objectives = [9, 18, 27].map((x, i) => ({
      id: `objective${i + 1}`,
      at: spot(pieces, [x, SIZE / 2], SIZE / 2 - 4, SIZE / 2 + 4, false, mid),
    }));
  }
  // Own dice: every side a person plays enters its rolls (the shared `enteredDice` field, app/dice/ownDice.ts).
  const people = sides.filter((x) => x.control === 'human').map((x) => String(x.id));
  if (v.ownDice === true && people.length) file.enteredDice = people;
  return file;
}

export const newBattle: BoardNewBattle = { knobs: KNOBS, values: DEFAULTS, make: makeBattle };
