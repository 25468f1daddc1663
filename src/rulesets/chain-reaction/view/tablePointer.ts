// What the shared table controller (app/controller.ts) asks Chain Reaction about its figures and orders, as
// plain answers (core/pointerOrders.ts): where each figure stands, which of a group follow a group move, what the
// selected figure's weapon can do, the one-key orders, and the move and place commands a drag gives. Moved from
// the controller unchanged; the figure fields and commands are this game's.
import type { PointerFigure, QuickOrder } from '../../../core/pointerOrders';
import type { World } from '../../../geometry/world';
import type { Command } from '../engine/commands';
import { groupOfFigure, worldOf } from '../engine/world';
import type { FigureState, GameState } from '../state';
import { wipeActivationMarks } from '../engine/activationMarks';
import { WEAPONS, type WeaponStats } from '../tables/weapons';
import { standingView } from './decisionPreview';
import { statusWords } from '../explain/eventText';

const worlds = new WeakMap<GameState, World>();

/** The world of a state, built once per state (the table asks for it on every frame). */
export function tableWorld(s: GameState): World {
  let w = worlds.get(s);
  if (!w) {
    w = worldOf(s);
    worlds.set(s, w);
  }
  return w;
}

/** The state as the table shows it: while a question is open, the paused command's figures where they stand. */
export const tableState = standingView;

/** Every figure, in the state's order: off the table ones `gone`, ones carried by a friend `carried`. */
export function pointerFigures(s: GameState): PointerFigure[] {
  return Object.values(s.figures).map((f) => ({
    id: f.id,
    side: f.side,
    at: f.at,
    gone: f.status === 'offTable',
    carried: !!f.carriedBy,
  }));
}

/** The figures of `id`'s group (the acting group, else its own) free to move with it now, in the group's order. */
export function followers(s: GameState, id: string): string[] {
  return groupAround(s, id).filter((x) => {
    const o = s.figures[x];
    return x !== id && o && !o.moved && !o.fastMoved && o.status === 'carryOn' && !o.carriedBy && !o.meleeWith?.length;
  });
}

function groupAround(s: GameState, id: string): string[] {
  return s.active ? s.active.figures : (groupOfFigure(s, id, tableWorld(s))?.members ?? [id]);
}

/** Why a figure of the group does not follow a group move, in plain words; undefined when it is free to. */
function whyStays(o: FigureState): string | undefined {
  if (o.status === 'offTable' || o.status === 'outOfTheFight' || o.status === 'obviouslyDead') return undefined;
  if (o.carriedBy) return `carried by ${o.carriedBy}`;
  if (o.status !== 'carryOn') return statusWords(o.status);
  if (o.meleeWith?.length) return 'in melee';
  if (o.moved || o.fastMoved) return 'has already moved';
  return undefined;
}

/**
 * The figures of `id`'s group a group move leaves where they stand, each with why ("Bo (has already moved)"):
 * before, the message named only those who moved, and three figures left behind had no reason (issue 19,
 * MEDIUM 6). Figures out of the fight or gone are no part of the move and are not named.
 */
export function staysBehind(s: GameState, id: string): string[] {
  return groupAround(s, id).flatMap((x) => {
    const o = s.figures[x];
    const why = x !== id && o ? whyStays(o) : undefined;
    return why ? [`${x} (${why})`] : [];
  });
}

/**
 * The figure as an order now would find it. One whose group is not acting and who has not acted this turn
 * starts a new activation with the order, which wipes the last one's marks (engine/activationMarks.ts): a
 * figure that fired on sight in the enemy's activation may fire again in its own (play-test 8, 1).
 * Not folded with plainBattle's asActivated or reduce.ts's dry run on purpose: this asks only which marks
 * an order would find wiped, for one figure, and leaves its status alone (a ducked-back or hunkered figure
 * is shown as it stands; whether it recovers is the engine's call, with dice).
 */
export function asOrderFinds(s: GameState, f: FigureState): FigureState {
  if (s.active?.figures.includes(f.id) || f.actedTurn === s.turn) return f;
  const fresh = { ...f };
  wipeActivationMarks(fresh);
  return fresh;
}

/** Whether the figure could fire now: loaded, and not fired or reloaded in the activation an order would be in. */
export function readyToFire(s: GameState, id: string): boolean {
  const f = s.figures[id];
  if (!f) return false;
  const now = asOrderFinds(s, f);
  return !now.fired && now.ammo !== 'outOfAmmo';
}

/** Whether the figure's weapon could do this at all (for greying out buttons). */
export function canOrder(s: GameState, id: string, kind: 'fire' | 'grenade' | 'reload'): boolean {
  const f = s.figures[id];
  if (!f) return false;
  if (kind === 'fire') return readyToFire(s, id) && !(WEAPONS[f.weapon] as WeaponStats).thrown;
  if (kind === 'reload') return f.ammo === 'outOfAmmo';
  const force = s.sides.find((x) => x.id === f.side)?.force;
  return f.grenade !== undefined || force === 'military' || force === 'guerilla' || force === 'militia';
}

/**
 * The one-key orders: prone or stand, reload, ready a grenade (a readied one asks for the throw mode instead),
 * end the activation (the acting group's, else the figure's own group's if one is given).
 */
export function quickOrder(
  s: GameState,
  kind: QuickOrder,
  id: string | undefined,
): { command: Command } | { mode: string } | undefined {
  if (kind === 'end')
    return { command: s.active || !id ? { do: 'endActivation' } : { do: 'endActivation', figure: id } };
  const f = id ? s.figures[id] : undefined;
  if (!f) return undefined;
  if (kind === 'prone') return { command: { do: f.stance === 'prone' ? 'stand' : 'prone', figure: f.id } };
  if (kind === 'reload') return { command: { do: 'reload', figure: f.id } };
  if (f.grenade === 'now') return { mode: 'throw' };
  return { command: { do: 'readyGrenade', figure: f.id } };
}

/** A drag's command: a move (or fast move) along the path, and whether a command is one. */
export const dragMove = (figure: string, path: readonly (readonly [number, number])[], fast: boolean): Command => ({
  do: fast ? 'fastMove' : 'move',
  figure,
  path: [...path],
});
export const isFastMove = (c: Command): boolean | undefined =>
  c.do === 'fastMove' ? true : c.do === 'move' ? false : undefined;
export const placeAt = (figure: string, at: readonly [number, number]): Command => ({
  do: 'place',
  placements: [{ figure, at }],
});
