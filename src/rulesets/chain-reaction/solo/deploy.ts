// Setting the player's group up before turn 1 (book pp.30-31: the force sets up in, or enters by, sections
// 7-9; RULINGS: solo play follows the book). While `deploying` the game waits for "place" commands, each
// checked here (the player's own figures, inside the zone, on ground that can be stood on, no base over
// another), and one "startBattle", which places the PEFs with the game's dice and rolls the first
// activation. Left alone (no placement), the battle is the same game as one set up without deployment.
import { BASE_RADIUS, TABLE_SIZE, type Vec } from '../../../geometry/shapes';
import { DiceBox } from '../../../core/dice/source';
import type { Roller } from '../../../core/dice/roll';
import type { GameState } from '../state';
import type { GameEvent } from '../engine/events';
import { copyPlain } from '../engine/copy';
import { ENTRY_ZONE, placePefs } from './setup';
import { clearOf, eachAround, roundVec, standable } from '../spots';
import { soloOf } from './types';
import { battleStartsText, type PlacementRefusal } from '../explain/deployment';

export type { PlacementRefusal } from '../explain/deployment';

/** Where the player's figures may start: sections 7-9, kept back from the player's own edge (see setup.ts). */
export const DEPLOY_ZONE = {
  left: BASE_RADIUS,
  right: TABLE_SIZE - BASE_RADIUS,
  top: ENTRY_ZONE.top,
  bottom: ENTRY_ZONE.bottom,
} as const;

export interface Placement {
  figure: string;
  at: Vec;
}

export function isDeploying(s: GameState): boolean {
  return soloOf(s)?.deploying === true;
}

export function inDeployZone(p: Vec): boolean {
  return p[0] >= DEPLOY_ZONE.left && p[0] <= DEPLOY_ZONE.right && p[1] >= DEPLOY_ZONE.top && p[1] <= DEPLOY_ZONE.bottom;
}

/** Why these placements can't be made all together, or undefined when they can. */
export function checkPlacement(s: GameState, placements: readonly Placement[]): PlacementRefusal | undefined {
  const enc = soloOf(s);
  if (!enc?.deploying) return { why: 'notDeploying' };
  const moved = new Map<string, Vec>();
  for (const p of placements) {
    const f = s.figures[p.figure];
    if (!f || f.side !== enc.player || f.status === 'offTable') return { why: 'unknown', figure: p.figure };
    if (moved.has(p.figure)) return { why: 'twice', figure: p.figure };
    if (!inDeployZone(p.at))
      return { why: 'outsideZone', figure: p.figure, at: p.at, top: DEPLOY_ZONE.top, bottom: DEPLOY_ZONE.bottom };
    if (!standable(s.terrain, p.at)) return { why: 'blocked', figure: p.figure, at: p.at };
    moved.set(p.figure, p.at);
  }
  // Every figure where it will stand once these placements are made: no base may lie over another.
  const after = Object.values(s.figures)
    .filter((f) => f.status !== 'offTable' && !f.carriedBy)
    .map((f) => ({ id: f.id, at: moved.get(f.id) ?? f.at }));
  for (const [id, at] of moved) {
    const other = after.find((o) => o.id !== id && !clearOf([o.at], at));
    if (other) return { why: 'overlaps', figure: id, other: other.id };
  }
  return undefined;
}

/** The state with the placements made (checked first with checkPlacement). */
export function applyPlacement(s: GameState, placements: readonly Placement[]): GameState {
  const figures = { ...s.figures };
  for (const p of placements) figures[p.figure] = { ...figures[p.figure]!, at: roundVec(p.at) };
  return { ...s, figures };
}

/** "Place in a line": the group side by side across the middle of the zone near the player's edge, in roster order. */
export function lineUp(s: GameState): Placement[] {
  const enc = soloOf(s);
  if (!enc) return [];
  const ids = (s.sides.find((x) => x.id === enc.player)?.figures ?? []).filter(
    (id) => s.figures[id] && s.figures[id]!.status !== 'offTable',
  );
  const others = Object.values(s.figures)
    .filter((f) => f.side !== enc.player && f.status !== 'offTable')
    .map((f) => f.at);
  const gap = 1.5;
  const y = 33;
  const out: Placement[] = [];
  const taken: Vec[] = [...others];
  ids.forEach((id, i) => {
    const want: Vec = [TABLE_SIZE / 2 + (i - (ids.length - 1) / 2) * gap, y];
    for (const p of eachAround(want, 12, 0.5)) {
      if (inDeployZone(p) && standable(s.terrain, p) && clearOf(taken, p)) {
        const at = roundVec(p);
        out.push({ figure: id, at });
        taken.push(at);
        return;
      }
    }
  });
  return out;
}

/** Ends the set-up: the PEFs go down with the game's dice (as they would have without deployment). */
export function endDeployment(s: GameState): { state: GameState; events: GameEvent[] } {
  const state = copyPlain(s);
  const enc = soloOf(state)!;
  delete enc.deploying;
  const box = new DiceBox(state.dice);
  const events: GameEvent[] = [{ type: 'note', text: battleStartsText(enc.player) }];
  const roll: Roller = (req) => {
    const dice = box.roll(req);
    for (const r of box.drain()) events.push({ type: 'roll', ...r });
    return dice;
  };
  placePefs(state, enc, roll, (e) => events.push(e));
  state.dice = box.state();
  return { state, events };
}
