// Chain Reaction's starting state: one place that turns a checked scenario into the state a battle
// starts from, for the app and the sim alike. A plain battle takes the file's figures and terrain as
// written; a generated encounter ("generate") adds the solo set-up - the table, the non-player side, its
// PEFs and building watches - made with the game's own dice, so a scripted "terrain", "buildings" or
// "pefPlacement" queue in the file drives it. A file that gives terrain keeps it (handy for exact tests);
// a file with one side gets the non-player side made for it.
import { DiceBox, seededDice } from '../../core/dice/source';
import type { Roller } from '../../core/dice/roll';
import {
  DEFAULT_SEED,
  freshBookkeeping,
  normaliseFacing,
  type FigureState,
  type GameState,
  type People,
  type SideState,
} from './state';
import type { GameEvent } from './engine/events';
import { setupEncounter } from './solo/setup';
import { ENEMY_OF } from './solo/forces';
import type { CampaignEvent } from './engine/soloEvents';
import type { Force } from './tables/recruiting';
import type { TerrainPiece, Vec } from '../../geometry/shapes';
import { ENCOUNTER_REROLLS, generateTerrain, tableFits } from '../../terrain/generate';
import type { Scenario } from './scenario/schema';
import { toTerrainPiece } from '../../scenario/terrain';
import { asChainReaction } from './terrain';

export type StartOptions = EncounterOptions;

/** The state a battle starts from and the events of its set-up (none for a plain battle). */
export function startingState(scenario: Scenario, opts: StartOptions = {}): { state: GameState; events: GameEvent[] } {
  if (scenario.generate) return buildEncounter(scenario, opts);
  return { state: initialState(scenario, opts.seed), events: [] };
}

/** The file's battle as written: its sides, figures, terrain, conditions and seeded dice. */
export function initialState(scenario: Scenario, seedOverride?: string): GameState {
  const seed = seedOverride ?? scenario.seed ?? DEFAULT_SEED;
  const figures: Record<string, FigureState> = {};
  const sides: SideState[] = scenario.sides.map((side) => {
    for (const f of side.figures) {
      figures[f.id] = {
        id: f.id,
        side: side.id,
        rep: f.rep,
        star: f.star,
        weapon: f.weapon,
        melee: f.melee,
        at: [f.at[0], f.at[1]],
        facing: normaliseFacing(f.facing),
        stance: f.stance,
        status: f.status,
        // A file may start a figure with a grenade readied: it holds it, its gun stays loaded.
        ammo: f.ammo === 'grenadeReady' ? 'loaded' : f.ammo,
        ...(f.ammo === 'grenadeReady' ? { grenade: 'later' as const } : {}),
        ...(f.offHand ? { offHand: f.offHand } : {}),
        starPower: f.star ? f.rep : 0,
        ...freshBookkeeping(),
      };
      // A figure the file starts out of the fight or hunkered down got so in this fight: its record says so
      // (the after-battle recovery roll reads it), and a hunker down already scored makes the next one a
      // Leave the Battlefield.
      const started = figures[f.id]!;
      if (f.status === 'outOfTheFight') started.record = { ...started.record, outOfTheFight: true };
      if (f.status === 'hunkerDown') {
        started.hunkeredBefore = true;
        started.record = { ...started.record, hunkeredDown: true };
      }
    }
    return { id: side.id, control: side.control, force: side.force, figures: side.figures.map((f) => f.id) };
  });
  const state: GameState = {
    turn: 0,
    seed,
    sides,
    figures,
    terrain: scenario.terrain.map((t) => asChainReaction(toTerrainPiece(t))),
    conditions: {
      light: scenario.light,
      weather: scenario.weather,
      ...(scenario.lit.length ? { lit: scenario.lit.map((poly) => poly.map(([x, y]) => [x, y] as Vec)) } : {}),
    },
    dice: seededDice(seed, scenario.dice),
    leaders: [],
  };
  if (scenario.generate) state.generate = { ...scenario.generate };
  const people = peopleOf(scenario.players, sides);
  if (people) state.people = people;
  return state;
}

/**
 * The people named in the file's `players` (the app writes it for head to head and same side), when every
 * entry is a name with one of the file's sides; anything else is solo play, nothing refused.
 */
export function peopleOf(raw: unknown, sides: readonly SideState[]): People | undefined {
  const r = raw as { mode?: unknown; players?: unknown } | undefined;
  if (!r || typeof r !== 'object' || (r.mode !== 'headToHead' && r.mode !== 'sameSide')) return undefined;
  if (!Array.isArray(r.players) || r.players.length === 0) return undefined;
  const players: People['players'] = [];
  for (const p of r.players as { name?: unknown; side?: unknown; figures?: unknown }[]) {
    if (!p || typeof p.name !== 'string' || typeof p.side !== 'string') return undefined;
    if (!sides.some((x) => x.id === p.side)) return undefined;
    const figures = Array.isArray(p.figures) ? p.figures.filter((f): f is string => typeof f === 'string') : undefined;
    players.push({ name: p.name, side: p.side, ...(figures ? { figures } : {}) });
  }
  return { mode: r.mode, players };
}

export interface EncounterOptions {
  seed?: string;
  /**
   * The player's figures instead of the file's (a campaign roster), made with the game's dice before the
   * set-up (recruiting a first group rolls them).
   */
  players?: (roll: Roller, emit: (e: CampaignEvent) => void) => FigureState[];
  turnLimit?: number;
}

/** The side the player runs: the first side with figures (or the first side). */
export function playerSideOf(scenario: Scenario): string {
  return (scenario.sides.find((s) => s.figures.length > 0) ?? scenario.sides[0]!).id;
}

/** A generated encounter ("generate" in the file): the file's sides, then solo play's set-up with the game's dice. */
export function buildEncounter(
  scenario: Scenario,
  opts: EncounterOptions = {},
): { state: GameState; events: GameEvent[] } {
  const gen = scenario.generate!;
  const state = initialState(scenario, opts.seed);
  const player = playerSideOf(scenario);
  const box = new DiceBox(state.dice);
  const events: GameEvent[] = [];
  const roll: Roller = (req) => {
    const dice = box.roll(req);
    for (const r of box.drain()) events.push({ type: 'roll', ...r });
    return dice;
  };
  if (opts.players) {
    const side = state.sides.find((s) => s.id === player)!;
    const figures = opts.players(roll, (e) => events.push(e));
    for (const id of side.figures) delete state.figures[id];
    side.figures = figures.map((f) => f.id);
    for (const f of figures) state.figures[f.id] = { ...f, side: player };
  }
  const other = state.sides.find((s) => s.id !== player);
  const playerForce = state.sides.find((s) => s.id === player)!.force as Force;
  const np = other?.id ?? freeId(state, 'enemy');
  const npForce = (other?.force as Force | undefined) ?? ENEMY_OF[playerForce];
  // A file that gives terrain keeps it; otherwise the table is generated with the game's dice, first
  // thing in the set-up, and handed to solo play's set-up.
  // A table that can't serve the encounter (a Patrol whose far-edge thirds hold no spot a figure can reach and
  // stand on: a river with no bridge across the top, say) is rolled again with the same dice, up to the
  // generator's limit, as the menu's own tables are (terrain/generate.ts tableFits). Before, the computer's
  // patrol on such a table walked home on turn 1 (study Patrol "outcome-0"; 45 of the first 200).
  const params = { ...(gen.terrain === 'random' ? {} : { overall: gen.terrain }), encounter: gen.encounter };
  let table = scenario.terrain.length > 0 ? false : generateTerrain(roll, params);
  for (let k = 1; table && k <= ENCOUNTER_REROLLS && !tableFits(table.pieces, params); k++)
    table = generateTerrain(roll, params);
  setupEncounter(
    state,
    {
      kind: gen.encounter,
      player,
      np,
      npForce,
      table: table && { pieces: table.pieces as TerrainPiece[], overall: table.overall, buildings: table.buildings },
      ...(opts.turnLimit !== undefined ? { turnLimit: opts.turnLimit } : {}),
    },
    roll,
    (e) => events.push(e),
    gen.deploy === true,
  );
  state.dice = box.state();
  return { state, events };
}

function freeId(state: GameState, base: string): string {
  let id = base;
  for (let k = 2; state.figures[id] || state.sides.some((s) => s.id === id); k++) id = `${base}${k}`;
  return id;
}
