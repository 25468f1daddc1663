// Setting an encounter up (book pp.28-31): the table generated for the Encounter (Raid: extra buildings in
// section 2, Defend: in section 8), the player's force in sections 7-9, the non-player side with no figures,
// and three PEFs, each in the section a d6 names, hidden behind terrain from the player where some spot
// of that section is, else at the section's centre.
import type { Roller } from '../../../core/dice/roll';
import { resolvePefPlacement } from '../rules/pef';
import { PEFS_PER_ENCOUNTER } from '../tables/pef';
import type { Force } from '../tables/recruiting';
import { makeWorld } from '../../../geometry/world';
import { sectionCentre, sectionOf, type TerrainPiece, type Vec } from '../../../geometry/shapes';
import { pointInPolygon } from '../../../geometry/vec';
import type { FigureState, GameState } from '../state';
import type { GameEvent } from '../engine/events';
import { isActiveStatus, onTable, geoOf, preparedOf } from '../engine/world';
import { seesPef } from './sight';
import { buildingAt, centroidOf, clearOf, eachAround, roundVec, standable } from '../spots';
import type { BuildingWatch, Pef, SoloState } from './types';
import { encounterText } from '../explain/encounter';
import { pefPlacedText, startsInsideText } from '../explain/pef';
import { connected } from '../engine/route';

export type EncounterKind = SoloState['kind'];

/** Turns after which a stand-off ends (see end.ts). */
export const TURN_LIMITS: Readonly<Record<EncounterKind, number>> = { patrol: 30, raid: 30, defend: 20 };

/** The player's force stands in sections 7-9, back from its own edge so that nobody starts leaving. */
export const ENTRY_ZONE = { top: 24, bottom: 34.5 } as const;

/** A table the terrain generator laid out: its pieces, its overall type and its buildings' sections. */
export interface GivenTable {
  pieces: TerrainPiece[];
  overall: string;
  buildings: readonly { id: string; section: number }[];
}

export interface EncounterSetup {
  kind: EncounterKind;
  player: string;
  np: string;
  npForce: Force;
  /** The generated table, handed in (made with the game's dice just before); false keeps the state's terrain. */
  table: GivenTable | false;
  turnLimit?: number;
}

/**
 * Sets the encounter up in `state`; `emit` receives its events (the caller adds the rolls in between).
 * With `deploy` the PEFs wait: the player sets the group up first (solo/deploy.ts), and the PEFs are
 * placed when the battle starts (placePefs), "after you have set up your force" (pp.30-31).
 */
export function setupEncounter(
  state: GameState,
  setup: EncounterSetup,
  roll: Roller,
  emit: (e: GameEvent) => void,
  deploy = false,
): void {
  let overall: string | undefined;
  let defended: string[] = [];
  if (setup.table) {
    const t = setup.table;
    state.terrain = t.pieces;
    overall = t.overall;
    defended = t.buildings.filter((b) => b.section === 8).map((b) => b.id);
  } else {
    defended = state.terrain
      .filter((t) => t.type === 'building' && sectionOf(centroidOf(t.polygon)) === 8)
      .map((t) => t.id);
  }
  if (!state.sides.some((x) => x.id === setup.np))
    state.sides.push({ id: setup.np, control: 'ai', force: setup.npForce, figures: [] });
  const npSide = state.sides.find((x) => x.id === setup.np)!;
  npSide.control = 'ai';
  npSide.force = setup.npForce;
  placePlayers(state, setup);
  const buildings: BuildingWatch[] = state.terrain.flatMap((t) =>
    t.type === 'building'
      ? [
          {
            id: t.id,
            floors: t.floors,
            approached: false,
            searchOnEntry: false,
            entered: false,
            // The buildings the player starts inside are added once the group stands where it starts (placePefs).
            exempt: setup.kind === 'defend' && defended.includes(t.id),
          },
        ]
      : [],
  );
  const enc: SoloState = {
    kind: setup.kind,
    player: setup.player,
    np: setup.np,
    npForce: setup.npForce,
    pefs: [],
    wary: false,
    resolved: 0,
    buildings,
    placed: 0,
    enemiesSeen: npSide.figures.length > 0,
    recon: [],
    exited: [],
    turnLimit: setup.turnLimit ?? TURN_LIMITS[setup.kind],
    buildingPefs: 0,
    ...(overall ? { overall } : {}),
  };
  state.encounter = enc;
  emit({
    type: 'encounter',
    kind: setup.kind,
    player: setup.player,
    np: setup.np,
    npForce: setup.npForce,
    pieces: state.terrain.length,
    ...(overall ? { overall } : {}),
    text: encounterText(setup.kind, setup.player, setup.npForce, overall, state.terrain.length),
  });
  if (deploy) enc.deploying = true;
  else placePefs(state, enc, roll, emit);
}

/** Once the player's group stands where it starts: buildings it is inside make no PEFs, and the three PEFs go down. */
export function placePefs(state: GameState, enc: SoloState, roll: Roller, emit: (e: GameEvent) => void): void {
  const players = state.sides.find((x) => x.id === enc.player)!.figures.map((id) => state.figures[id]!);
  for (const b of enc.buildings) {
    const t = state.terrain.find((x) => x.id === b.id);
    const inside = t?.type === 'building' ? players.filter((f) => pointInPolygon(f.at, t.polygon)) : [];
    if (inside.length === 0 || b.exempt) continue;
    b.exempt = true;
    // Said in the log: the count of buildings that may still make PEFs drops by one before any move (a Raid
    // went from 9 to 8 with no line saying why; issue 19, fix15a).
    const left = enc.buildings.filter((x) => !x.exempt).length;
    emit({
      type: 'objective',
      what: 'startsInside',
      text: startsInsideText(
        inside.map((f) => f.id),
        b.id,
        left,
      ),
    });
  }
  const sight = pefSight(state, players);
  // Ground the player's figures can walk to: a PEF beyond impassable ground no route crosses would turn into
  // enemies nobody can reach, and a stand-off (soak case 82000859: a mountain table's corner pocket).
  const reach = (p: Vec) => players.some((f) => connected(state.terrain, p, f.at));
  for (let i = 0; i < PEFS_PER_ENCOUNTER; i++) {
    const id = `pef${i + 1}`;
    const p = resolvePefPlacement({ who: id }, roll);
    const at = pefSpot(state, sight, p.section, enc.pefs, reach);
    const pef: Pef = { id, at, section: p.section };
    enc.pefs.push(pef);
    emit({ type: 'pef', pef: id, action: 'placed', at, text: pefPlacedText(id, p.section, p.dice[0], at) });
  }
}

/** Keeps each player figure where the file put it when that is a free spot in sections 7-9, else the nearest one. */
function placePlayers(state: GameState, setup: EncounterSetup): void {
  const side = state.sides.find((x) => x.id === setup.player);
  if (!side) return;
  const placed: Vec[] = Object.values(state.figures)
    .filter((f) => f.side !== setup.player && f.status !== 'offTable')
    .map((f) => f.at);
  for (const id of side.figures) {
    const f = state.figures[id]!;
    if (f.status === 'offTable') continue;
    const ok = (p: Vec) =>
      p[1] >= ENTRY_ZONE.top && p[1] <= ENTRY_ZONE.bottom && standable(state.terrain, p) && clearOf(placed, p);
    if (!ok(f.at)) {
      const want: Vec = [
        Math.min(35, Math.max(1, f.at[0])),
        Math.min(ENTRY_ZONE.bottom, Math.max(ENTRY_ZONE.top, f.at[1])),
      ];
      for (const spot of eachAround(want, 12, 0.5)) {
        if (ok(spot)) {
          f.at = roundVec(spot);
          break;
        }
      }
    }
    placed.push(f.at);
  }
}

/**
 * "Is this spot out of every player figure's sight?", remembered by spot: nothing moves while the PEFs are
 * placed, and two PEFs in one section go over the same spots.
 */
function pefSight(state: GameState, players: readonly FigureState[]): (p: Vec) => boolean {
  const w = makeWorld(preparedOf(state.terrain), onTable(state).map(geoOf), state.conditions);
  const watchers = players.filter((f) => isActiveStatus(f));
  const hidden = new Map<string, boolean>();
  return (p) => {
    const key = `${p[0]},${p[1]}`;
    let h = hidden.get(key);
    if (h === undefined) {
      h = watchers.every((f) => !seesPef(w, state.terrain, f, p));
      hidden.set(key, h);
    }
    return h;
  };
}

/**
 * A spot of the section out of every player figure's sight, nearest its centre; else the free spot nearest it.
 * Spots the player's figures can reach come first; one cut off by impassable ground only when there is no other.
 */
function pefSpot(
  state: GameState,
  hidden: (p: Vec) => boolean,
  section: number,
  pefs: readonly Pef[],
  reach: (p: Vec) => boolean,
): Vec {
  const centre = sectionCentre(section);
  const apart = (p: Vec) => pefs.every((q) => Math.hypot(q.at[0] - p[0], q.at[1] - p[1]) >= 2);
  // Spots are tried nearest first, and only as far as the first reachable one out of sight.
  let first: Vec | undefined;
  let firstReached: Vec | undefined;
  for (const p of eachAround(centre, 8.5, 1)) {
    if (!(sectionOf(p) === section && standable(state.terrain, p) && !buildingAt(state.terrain, p) && apart(p)))
      continue;
    first ??= p;
    if (!reach(p)) continue;
    firstReached ??= p;
    if (hidden(p)) return p;
  }
  // Nowhere hidden: the free spot nearest the centre, in sight; the centre itself only when the section has
  // none (a centre inside impassable ground would hold a PEF, and a Raid's objective, nobody can reach).
  return firstReached ?? first ?? centre;
}
