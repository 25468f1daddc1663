// A generated encounter's starting state from a scenario file with "generate": the file's sides as
// initialState makes them, then the solo set-up (table, the non-player side, PEFs) with the game's own
// dice, so a scripted "terrain", "buildings" or "pefPlacement" queue in the file drives it. A file that
// gives terrain keeps it (handy for exact tests); a file with one side gets the non-player side made for
// it. Also random all-computer encounters for soaks, batches and the bench.
import seedrandom from 'seedrandom';
import { DiceBox } from '../core/dice/source';
import type { Roller } from '../core/dice/roll';
import { initialState, type FigureState, type GameState } from '../core/state';
import type { GameEvent } from '../core/engine/events';
import { setupEncounter } from '../core/solo/setup';
import { ENEMY_OF } from '../core/solo/forces';
import type { CampaignEvent } from '../core/solo/events';
import type { Scenario, ScenarioInput } from '../scenario/schema';
import type { Force } from '../core/tables/recruiting';
import { ENCOUNTERS, TABLE_KINDS, WEAPONS } from '../scenario/vocab';
import { validateScenario } from '../scenario/validate';

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

export function buildEncounter(scenario: Scenario, opts: EncounterOptions = {}): { state: GameState; events: GameEvent[] } {
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
  setupEncounter(state, {
    kind: gen.encounter, player, np, npForce,
    generate: scenario.terrain.length > 0 ? false : (gen.terrain === 'random' ? {} : { overall: gen.terrain }),
    ...(opts.turnLimit !== undefined ? { turnLimit: opts.turnLimit } : {}),
  }, roll, (e) => events.push(e));
  state.dice = box.state();
  return { state, events };
}

function freeId(state: GameState, base: string): string {
  let id = base;
  for (let k = 2; state.figures[id] || state.sides.some((s) => s.id === id); k++) id = `${base}${k}`;
  return id;
}

export interface RandomEncounterOptions {
  encounter?: (typeof ENCOUNTERS)[number];
  terrain?: (typeof TABLE_KINDS)[number];
  /** Player figures, inclusive range. */
  minFigures?: number;
  maxFigures?: number;
}

const PLAYER_FORCES = ['military', 'police', 'gang', 'guerilla', 'militia'] as const;

/** A scenario file for an all-computer encounter: a Star and Grunts of one force, entering at the bottom. */
export function randomEncounterScenario(seed: string, opts: RandomEncounterOptions = {}): Scenario {
  const rng = seedrandom.alea(`encounter:${seed}`);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rng() * xs.length)]!;
  const int = (lo: number, hi: number) => lo + Math.floor(rng() * (hi - lo + 1));
  const n = int(opts.minFigures ?? 2, opts.maxFigures ?? 6);
  const guns = WEAPONS.filter((w) => w !== 'G');
  const raw: ScenarioInput = {
    version: 1, seed,
    light: rng() < 0.1 ? 'night' : 'day',
    weather: rng() < 0.08 ? pick(['fog', 'rain', 'snow'] as const) : 'clear',
    generate: { encounter: opts.encounter ?? pick(ENCOUNTERS), terrain: opts.terrain ?? pick(['clear', 'urban', 'wooded', 'mountain'] as const) },
    sides: [{
      id: 'player', control: 'ai', force: pick(PLAYER_FORCES),
      figures: Array.from({ length: n }, (_, i) => ({
        id: i === 0 ? 'star' : `grunt${i}`, rep: i === 0 ? int(4, 5) : int(3, 5), star: i === 0,
        weapon: i === 0 ? 'AR' : pick(guns), at: [18 + (i % 2 === 0 ? i / 2 : -(i + 1) / 2) * 1.25, 33] as [number, number],
      })),
    }],
  };
  const v = validateScenario(raw);
  if (!v.ok) throw new Error(`randomEncounterScenario made a bad file: ${v.error.path}: ${v.error.message}`);
  return v.value;
}
