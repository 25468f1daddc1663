// A new action-card battle from the menu's knobs (core/board.ts BoardNewBattle): two to six factions, how many
// of them people play (the rest the computer), the scenario (last faction standing, hold the building, search
// the buildings), the kind of generated table and the person's own factions (factionEditor.ts). `make` writes a scenario file of this game
// (docs/rules-notes/action-cards/scenario.md) with the table laid out as explicit pieces, so the file alone
// gives the same game whatever seed a run is given, and the factions set out from the corners and edges.
import type { BoardKnobValue, BoardNewBattle } from '../../../core/board';
import { DiceBox, seededDice } from '../../../core/dice/source';
import type { Vec } from '../../../geometry/shapes';
import { dist } from '../../../geometry/vec';
import { baseNearWall } from '../../../scenario/placement';
import { generateTerrainFromSeed } from '../../../terrain/generate';
import type { OverallTerrain } from '../../../terrain/tables/terrainGenerator';
import { FACTIONS, FACTION_IDS } from '../factions';
import { featureAt, impassableAt, mapTerrain, type AcPiece } from '../terrain';
import { centreOf } from './view';
import { baseOf, checkFactions, editedId, FACTION_KNOB, factionOf, rowsOf } from './factionEditor';

export const SCENARIO_KINDS = ['last faction standing', 'hold the building', 'search the buildings'] as const;
export const TABLE_KINDS = ['random', 'urban', 'wooded', 'clear', 'mountain'] as const;

const SIZE = 36;
/** Where the factions set out: corners first, then the middle of the two long edges. */
const SPOTS: Vec[] = [
  [4, 4],
  [32, 32],
  [32, 4],
  [4, 32],
  [18, 3],
  [18, 33],
];

/** The table's pieces as the file writes them (only the fields this game reads). */
function piecesFor(kind: string, seed: string): AcPiece[] {
  const params = kind === 'random' ? {} : { overall: kind as OverallTerrain };
  return generateTerrainFromSeed(`${seed}:terrain`, params).pieces.map((p): AcPiece => {
    switch (p.type) {
      case 'hill':
        return { id: p.id, type: 'hill', polygon: p.polygon, crest: p.crest };
      case 'wall':
        return { id: p.id, type: 'wall', line: p.line };
      case 'fence':
        return { id: p.id, type: 'fence', kind: p.kind, line: p.line };
      case 'river':
        return { id: p.id, type: 'river', polygon: p.polygon };
      default:
        return { id: p.id, type: p.type, polygon: p.polygon } as AcPiece;
    }
  });
}

/** A building at the middle of the table for a scenario that needs one and a table that has none. */
function withBuilding(pieces: AcPiece[]): AcPiece[] {
  if (pieces.some((p) => p.type === 'building')) return pieces;
  const box = { x0: 15.5, y0: 16, x1: 20.5, y1: 20 };
  const clear = pieces.filter((p) => {
    const pts = 'polygon' in p && p.polygon ? p.polygon : 'line' in p && p.line ? p.line : [];
    return !pts.some(([x, y]) => x > box.x0 - 3 && x < box.x1 + 3 && y > box.y0 - 3 && y < box.y1 + 3);
  });
  const polygon: Vec[] = [
    [box.x0, box.y0],
    [box.x1, box.y0],
    [box.x1, box.y1],
    [box.x0, box.y1],
  ];
  return [...clear, { id: 'farmhouse', type: 'building', polygon }];
}

/**
 * Whether a figure's base set at `p` would touch impassable ground: its centre or any of eight points round
 * the rim, a little past it (the move stops 0.55" short of such ground, so a base at its edge could not move
 * along it; play-test 8, 16: the police set out against the block could not step south).
 */
function baseOnImpassable(map: ReturnType<typeof mapTerrain>, p: Vec): boolean {
  if (impassableAt(map, p)) return true;
  for (let k = 0; k < 8; k++) {
    const a = (k * Math.PI) / 4;
    if (impassableAt(map, [p[0] + 0.6 * Math.cos(a), p[1] + 0.6 * Math.sin(a)])) return true;
  }
  return false;
}

/**
 * A base's reach from its centre: the same 0.55" a move keeps past a barrier (decisions.md, 9). No base is set
 * within it of a building's outline or a wall, fence or river line (decision 46; the file check refuses a
 * centre there).
 */
const BASE_REACH = 0.55;

/** Free spots near `at` on open, passable ground, 1.45" from every figure placed so far, each within 2" of another. */
function spotsNear(pieces: readonly AcPiece[], at: Vec, count: number, taken: Vec[], clear = true): Vec[] {
  const map = mapTerrain(pieces);
  // Every half-inch point within 10" of the spot, nearest first.
  const tries: Vec[] = [];
  for (let dx = -10; dx <= 10; dx += 0.5)
    for (let dy = -10; dy <= 10; dy += 0.5) if (dx * dx + dy * dy <= 100) tries.push([at[0] + dx, at[1] + dy]);
  tries.sort((p, q) => dist(p, at) - dist(q, at));
  const free = tries.filter(
    (p) =>
      p[0] >= 1.5 &&
      p[1] >= 1.5 &&
      p[0] <= SIZE - 1.5 &&
      p[1] <= SIZE - 1.5 &&
      !(clear ? baseOnImpassable(map, p) : impassableAt(map, p)) &&
      featureAt(map, p)?.kind !== 'water' &&
      !baseNearWall(pieces, p, BASE_REACH) &&
      !taken.some((q) => dist(p, q) < 1.45),
  );
  let best: Vec[] = [];
  // From the nearest free point that has room for the whole group around it.
  for (const first of free) {
    const out: Vec[] = [first];
    for (const p of free) {
      if (out.length === count) break;
      if (out.some((q) => dist(p, q) < 1.45) || !out.some((q) => dist(p, q) <= 1.9)) continue;
      out.push(p);
    }
    if (out.length > best.length) best = out;
    if (out.length === count) break;
  }
  // Where no room keeps the whole group clear of impassable ground, the centres alone keep off it, as before.
  if (best.length < count && clear) {
    const loose = spotsNear(pieces, at, count, taken, false);
    if (loose.length > best.length) return loose;
  }
  return best;
}

const num = (v: BoardKnobValue | undefined, lo: number, hi: number, dflt: number) =>
  typeof v === 'number' && Number.isFinite(v) ? Math.max(lo, Math.min(hi, Math.round(v))) : dflt;

/** The scenario file for these knobs and seed. */
export function makeBattle(values: Record<string, BoardKnobValue>, seed: string): Record<string, unknown> {
  const own = rowsOf(values[FACTION_KNOB.key]).slice(0, 6);
  // The person's own factions play the first sides; there are at least as many sides as rows.
  const count = Math.max(own.length, num(values.factions, 2, 6, 4));
  const people = num(values.people, 0, count, 1);
  const kind = SCENARIO_KINDS.includes(values.scenario as never) ? (values.scenario as string) : SCENARIO_KINDS[0];
  const table = TABLE_KINDS.includes(values.table as never) ? (values.table as string) : 'random';
  let pieces = piecesFor(table, seed);
  if (kind !== SCENARIO_KINDS[0]) pieces = withBuilding(pieces);
  // Which faction each side plays: the five in turn, starting where the seed says.
  const dice = new DiceBox(seededDice(`${seed}:factions`));
  const first = dice.roll({ purpose: 'factions', count: 1, sides: FACTION_IDS.length })[0]! - 1;
  const taken: Vec[] = [];
  const used = new Map<string, number>();
  let letter = 0;
  const factions: Record<string, unknown> = {};
  const sides = Array.from({ length: count }, (_, i) => {
    const row = own[i];
    // A row's faction is written into the file under its own id; its groups are laid out as its base's.
    const base = row ? baseOf(row) : undefined;
    const drawn = FACTION_IDS[(first + i) % FACTION_IDS.length]!;
    const kind = base?.id ?? drawn;
    const faction = row ? editedId(i, kind) : drawn;
    if (row) factions[faction] = factionOf(row);
    const size = row ? (row.values.size as number) : FACTIONS[drawn]!.groupSize;
    const n = (used.get(faction) ?? 0) + 1;
    used.set(faction, n);
    const spot = SPOTS[i]!;
    const groups = [0, 1].map((k) => {
      const anchor: Vec = [
        spot[0] + (spot[0] < SIZE / 2 ? 1 : -1) * k * 4.5,
        spot[1] + (spot[1] < SIZE / 2 ? 1 : -1) * k * 1.5,
      ];
      const at = spotsNear(pieces, anchor, size, taken);
      taken.push(...at);
      const l = String.fromCharCode(97 + letter++);
      return {
        id: `grp-${l}`,
        figures: at.map((p, j) => {
          const fig: Record<string, unknown> = { id: `fig-${l}${j + 1}`, at: p };
          // The soldiers' section: two rifles, a support weapon, a rocket and a grenade for the blast rule.
          if (kind === 'soldiers') fig.weapon = ['rifle', 'grenade', 'support', 'rocket'][j] ?? 'rifle';
          return fig;
        }),
      };
    });
    return {
      id: row ? `own-${i + 1}` : n > 1 ? `${faction}-${n}` : faction,
      control: i < people ? 'human' : 'ai',
      faction,
      groups,
    };
  });
  const aim =
    kind === SCENARIO_KINDS[1]
      ? { kind: 'holdBuilding', building: nearestBuilding(pieces) }
      : kind === SCENARIO_KINDS[2]
        ? { kind: 'search' }
        : 'lastStanding';
  return {
    version: 1,
    rules: 'action-cards',
    seed,
    table: { width: SIZE, height: SIZE },
    terrain: pieces,
    ...(own.length ? { factions } : {}),
    sides,
    aim,
    turns: 10,
  };
}

function nearestBuilding(pieces: readonly AcPiece[]): string {
  const mid: Vec = [SIZE / 2, SIZE / 2];
  const bs = pieces.filter((p) => p.type === 'building') as (AcPiece & { polygon: Vec[] })[];
  return bs.sort((a, b) => dist(centreOf(a.polygon), mid) - dist(centreOf(b.polygon), mid))[0]!.id;
}

export const newBattle: BoardNewBattle = {
  knobs: [
    { key: 'factions', label: 'Factions', kind: 'number', min: 2, max: 6 },
    { key: 'people', label: 'Played by people (the rest by the computer)', kind: 'number', min: 0, max: 6 },
    { key: 'scenario', label: 'Scenario', kind: 'choice', options: SCENARIO_KINDS },
    { key: 'table', label: 'Table', kind: 'choice', options: TABLE_KINDS },
    FACTION_KNOB,
  ],
  values: { factions: 4, people: 1, scenario: SCENARIO_KINDS[0], table: 'random', [FACTION_KNOB.key]: [] },
  check: checkFactions,
  make: makeBattle,
};
