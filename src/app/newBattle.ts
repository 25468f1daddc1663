// A new battle from the menu's choices: the player's group at the bottom edge (sections 7-9), an
// enemy force at the top, on a table laid out by the terrain generator. The result is a complete
// scenario file (contract version 1), so the battle can be exported, shared and replayed like any other.
// Setup randomness (where figures stand, enemy Reps) comes from its own seeded generators; the battle's
// dice come from the game's dice source, seeded with the same seed.
import seedrandom from 'seedrandom';
import { generateTerrainFromSeed } from '../terrain';
import { DiceBox, seededDice } from '../core/dice/source';
import type { TerrainPiece, Vec } from '../geometry/shapes';
import { makeWorld, type World } from '../geometry/world';
import { pointsSeeEachOther } from '../geometry/los';
import type { Force, TableKind } from '../scenario/vocab';
import type { MeleeWeapon, Weapon } from '../core/vocab';
import { ENEMY_NAMES, PLAYER_NAMES, weaponFor } from './forces';
import { terrainToSpecs } from './scenarioJson';
import { CHAIN_REACTION } from './crSession';
import type { NewBattleRules } from '../core/ruleset';
import { startSpotClear } from '../scenario/placement';

export const BATTLE_KINDS = ['skirmish', 'patrol', 'raid', 'defend'] as const;
export type BattleKind = (typeof BATTLE_KINDS)[number];

export interface BattleOptions {
  kind: BattleKind;
  seed: string;
  playerForce: Force;
  enemyForce: Force | 'random';
  terrain: TableKind;
  light: 'day' | 'night';
  /** Figures in the player's group, the Star included. */
  groupSize: number;
  starRep: number;
  /** Enemy figures; 'match' gives as many as the player has. */
  enemySize: number | 'match';
  /** The computer plays the player's side too, and the person at the screen watches. */
  watch?: boolean;
  /** The people at the screen throw their own dice and enter the faces (app/dice/ownDice.ts). */
  ownDice?: boolean;
  /** An encounter: the player sets the group up in sections 7-9 before turn 1 (ignored when watching). */
  deploy?: boolean;
}

export const DEFAULT_OPTIONS: BattleOptions = {
  kind: 'skirmish',
  seed: 'first-contact',
  playerForce: 'military',
  enemyForce: 'random',
  terrain: 'random',
  light: 'day',
  groupSize: 4,
  starRep: 5,
  enemySize: 'match',
};

export const PLAYER_SIDE = 'player';
export const ENEMY_SIDE = 'enemy';

/** A campaign roster's figure as a new battle fields it (Chain Reaction's roster members carry these). */
export interface FieldedMember {
  id: string;
  rep: number;
  star: boolean;
  weapon: Weapon;
  melee: MeleeWeapon;
}

const FORCE_LIST: readonly Force[] = ['military', 'police', 'gang', 'guerilla', 'militia'];

/**
 * Ground a figure can't be set up on, or so close to it that its base would overlap the edge: buildings,
 * water, impassable ground, and wall and fence lines (src/scenario/placement.ts).
 */
function blocked(p: Vec, pieces: readonly TerrainPiece[]): boolean {
  return !startSpotClear(pieces, p);
}

const r2 = (x: number) => Math.round(x * 100) / 100;

/**
 * Spots for a group in a loose line across the table near `y`, 1.5" apart so the figures stand
 * together (well within the 4" of a group), nudged off buildings, water and impassable ground.
 */
function placeGroup(
  n: number,
  y: number,
  rng: () => number,
  pieces: readonly TerrainPiece[],
  taken: Vec[],
  world: World,
): Vec[] {
  const spacing = 1.5;
  const fits = (spots: Vec[]) =>
    spots.every(
      (p) =>
        p[0] > 0.6 &&
        p[0] < 35.4 &&
        p[1] > 0.6 &&
        p[1] < 35.4 &&
        !blocked(p, pieces) &&
        taken.every((q) => Math.hypot(q[0] - p[0], q[1] - p[1]) >= 1.2),
    ) &&
    // Neighbours must see each other, or the group would start split (a crest or deep woods between).
    spots.every((p, i) => i === 0 || pointsSeeEachOther(world, spots[i - 1]!, p));
  const accept = (spots: Vec[]) => {
    taken.push(...spots);
    return spots;
  };
  // A loose line first, then two rows: a crowded town edge may have room only for a tighter knot.
  const line = (x0: number, yy: number): Vec[] =>
    Array.from({ length: n }, (_, i) => [r2(x0 + i * spacing), r2(yy + (i % 2 ? 0.6 : 0))] as Vec);
  const rows = (x0: number, yy: number): Vec[] =>
    Array.from({ length: n }, (_, i) => [r2(x0 + Math.floor(i / 2) * spacing), r2(yy + (i % 2) * spacing)] as Vec);
  const width = (n - 1) * spacing;
  for (let attempt = 0; attempt < 300; attempt++) {
    const x0 = 2 + rng() * (32 - width);
    const yy = y + (rng() - 0.5) * 2 * Math.min(2, attempt / 60);
    const spots = line(x0, yy);
    if (fits(spots)) return accept(spots);
  }
  // No luck at random: sweep the whole band near the edge, nearest the wanted line first, in both shapes.
  const offsets = Array.from({ length: 13 }, (_, k) => (k % 2 ? 1 : -1) * Math.ceil(k / 2) * 0.5);
  for (const shape of [line, rows]) {
    for (const dy of offsets) {
      for (let x0 = 1; x0 <= 34; x0 += 0.5) {
        const spots = shape(x0, y + dy);
        if (fits(spots)) return accept(spots);
      }
    }
  }
  // No line fits (a mountain table's edge is mostly impassable ground): one figure at a time on open ground.
  return accept(scatter(n, y, pieces, taken, world));
}

/** Rows of open ground looked at for a scattered set-up, up to this far from the wanted line. */
const SCATTER_BAND = 9;
/** A scattered figure stands within this of a friend already placed (and sees it), when it can. */
const SCATTER_NEAR = 3;

/**
 * Spots for `n` figures where no line fits: the first on open ground nearest the wanted line (then
 * nearest the middle), each next one on the open spot nearest a friend already placed that sees it,
 * staying near the line; a figure with no such spot starts a knot of its own on the nearest open ground.
 * Never on buildings, water or impassable ground (a figure set up there could never walk out: case
 * 41001296's enemy stood inside a mountain and ended its activations every turn).
 */
function scatter(n: number, y: number, pieces: readonly TerrainPiece[], taken: Vec[], world: World): Vec[] {
  const open: Vec[] = [];
  // Within the edge's third of the table (sections 1-3 or 7-9), where the group sets up.
  const third = Math.floor(y / 12) * 12;
  for (
    let yy = Math.max(1, third + 0.5, y - SCATTER_BAND);
    yy <= Math.min(35, third + 11.5, y + SCATTER_BAND);
    yy += 0.5
  )
    for (let x = 1; x <= 35; x += 0.5) if (!blocked([x, yy], pieces)) open.push([x, yy]);
  const spots: Vec[] = [];
  const free = (p: Vec) => [...taken, ...spots].every((q) => Math.hypot(q[0] - p[0], q[1] - p[1]) >= 1.2);
  const byLine = (p: Vec) => Math.abs(p[1] - y) * 4 + Math.abs(p[0] - 18) / 10;
  const best = (score: (p: Vec) => number | undefined): Vec | undefined => {
    let pick: Vec | undefined;
    let low = Infinity;
    for (const p of open) {
      const v = free(p) ? score(p) : undefined;
      if (v !== undefined && v < low) [pick, low] = [p, v];
    }
    return pick;
  };
  for (let i = 0; i < n; i++) {
    const near = (p: Vec): number | undefined => {
      let d = Infinity;
      for (const q of spots) {
        const dq = Math.hypot(q[0] - p[0], q[1] - p[1]);
        if (dq < d && dq <= SCATTER_NEAR && pointsSeeEachOther(world, q, p)) d = dq;
      }
      return d === Infinity ? undefined : d + Math.abs(p[1] - y) / 2;
    };
    // The table has no open ground left near the edge at all: the edge line itself, as before.
    const p = (spots.length ? best(near) : undefined) ?? best(byLine) ?? ([r2(2 + i * 1.5), y] as Vec);
    spots.push(p);
  }
  return spots;
}

/** The rules the menu's battles are raised by: Chain Reaction's, bundled with the page (crSession.ts). */
function rules(): NewBattleRules {
  const part = CHAIN_REACTION.newBattle;
  if (!part) throw new Error(`${CHAIN_REACTION.title} has no rules for a new battle`);
  return part;
}

/** The scenario file (as plain JSON) for a new battle. */
export function buildBattleScenario(opts: BattleOptions, roster?: readonly FieldedMember[]): Record<string, unknown> {
  const seed = opts.seed.trim() || DEFAULT_OPTIONS.seed;
  const rng = seedrandom.alea(`setup:${seed}`);
  const encounter = opts.kind === 'skirmish' ? undefined : opts.kind;
  // A skirmish sets its sides up at the bottom and top edges: a river with no bridge between them would leave
  // two forces that could never meet (app soak case 86000984: a night skirmish, both waiting for ever).
  const terrain = generateTerrainFromSeed(`terrain:${seed}`, {
    ...(opts.terrain === 'random' ? {} : { overall: opts.terrain }),
    ...(encounter ? { encounter } : { crossable: true }),
  });
  const pieces = terrain.pieces;
  const enemyForce =
    opts.enemyForce === 'random' ? FORCE_LIST[Math.floor(rng() * FORCE_LIST.length)]! : opts.enemyForce;
  // A campaign fields its roster, Star first; otherwise a group is raised for this battle.
  const size = roster?.length ?? Math.max(1, Math.min(PLAYER_NAMES.length, Math.round(opts.groupSize)));
  const enemyCount =
    opts.enemySize === 'match' ? size : Math.max(1, Math.min(ENEMY_NAMES.length, Math.round(opts.enemySize)));
  const taken: Vec[] = [];
  const world = makeWorld(pieces);
  const mine = placeGroup(size, 33, rng, pieces, taken, world);
  // The enemy stands in one or two groups near the top edge.
  const split = enemyCount >= 5 ? [Math.ceil(enemyCount / 2), Math.floor(enemyCount / 2)] : [enemyCount];
  const theirs = split.flatMap((n, i) => placeGroup(n, 3 + i * 2.5, rng, pieces, taken, world));
  // Enemy Reps from the book's Recruiting table (the rules' newBattle part), rolled with the setup's own dice.
  const recruit = new DiceBox(seededDice(`recruits:${seed}`));
  const recruitRep = (force: Force) => rules().recruitRep(force, recruit.roll);
  const starRep = Math.max(3, Math.min(7, Math.round(opts.starRep)));
  const playerFigures = roster
    ? roster.map((m, i) => ({
        id: m.id,
        rep: m.rep,
        star: m.star,
        weapon: m.weapon,
        melee: m.melee,
        at: mine[i]!,
        facing: 270,
      }))
    : mine.map((at, i) => ({
        id: PLAYER_NAMES[i]!,
        rep: i === 0 ? starRep : Math.min(starRep, recruitRep(opts.playerForce)),
        star: i === 0,
        weapon: weaponFor(opts.playerForce, i),
        melee: 'one-hand',
        at,
        facing: 270,
      }));
  const enemyFigures = theirs.map((at, i) => ({
    id: ENEMY_NAMES[i]!,
    rep: recruitRep(enemyForce),
    star: false,
    weapon: weaponFor(enemyForce, i),
    melee: 'one-hand',
    at,
    facing: 90,
  }));
  const player = {
    id: PLAYER_SIDE,
    control: opts.watch ? 'ai' : 'human',
    force: opts.playerForce,
    figures: playerFigures,
  };
  const base = { version: 1, seed, light: opts.light, weather: 'clear', terrain: terrainToSpecs(pieces) };
  // An encounter's enemy starts as PEFs: the solo set-up makes the non-player side (the book's enemy
  // for the player's force) when the battle begins.
  const deploy = opts.deploy && !opts.watch ? { deploy: true } : {};
  if (encounter) return { ...base, generate: { encounter, terrain: opts.terrain, ...deploy }, sides: [player] };
  return { ...base, sides: [player, { id: ENEMY_SIDE, control: 'ai', force: enemyForce, figures: enemyFigures }] };
}
