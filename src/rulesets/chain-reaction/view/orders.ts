// Which figures the player may give orders to right now, and which group each belongs to: the acting
// group, or (before one is chosen) the groups that may activate, highest leader Rep first as the rules
// require. Used to highlight figures and to refuse clicks before they reach the engine. These are the game's
// rules of who acts, so they live here; the app's table reads them through the view's `orderable`.
import type { Need } from '../game';
import type { GameState } from '../state';
import type { Status } from '../status';
import { groupsOf, worldOf } from '../engine/world';
import type { World } from '../../../geometry/world';
import type { Orders } from '../../../core/rulesetView';
import { listOf } from '../explain/phrases';

export function ordersFor(
  s: GameState,
  need: Need | undefined,
  humanSide: (side: string) => boolean,
  w: World = worldOf(s),
): Orders {
  const out: Orders = { figures: new Set(), choices: [] };
  if (!need || need.kind !== 'command' || !humanSide(need.side)) return out;
  out.side = need.side;
  if (s.active) {
    out.activeLeader = s.active.leader;
    for (const id of s.active.figures) if (s.figures[id]?.status === 'carryOn') out.figures.add(id);
    return out;
  }
  const groups = groupsOf(s, need.side, w).filter((g) => need.groups.includes(g.leader));
  const top = Math.max(...groups.map((g) => s.figures[g.leader]!.rep));
  // Lower Rep groups the die lets act too, once the higher ones are done (play-test 10a, 22: the line
  // under the table left them out, and a player read it as "they can't act this turn").
  const later = new Set<string>();
  for (const g of groups) {
    const now = s.figures[g.leader]!.rep === top;
    if (now) out.choices.push(g.leader);
    for (const id of g.members) {
      const f = s.figures[id]!;
      if (f.actedTurn !== s.turn && (f.status === 'carryOn' || f.status === 'duckBack' || f.status === 'hunkerDown'))
        (now ? out.figures : later).add(id);
    }
  }
  if (later.size) out.later = later;
  return out;
}

const GONE: Partial<Record<Status, string>> = {
  leaving: 'is leaving the battlefield',
  outOfTheFight: 'is out of the fight',
  obviouslyDead: 'is dead',
  captured: 'is a prisoner',
  offTable: 'is off the table',
};

/**
 * Why a figure of the side asked for a command may not be given one now (play-test 4, 21: Ben's Gus stood
 * outside Eli's group, was clicked and dragged, and nothing said why he did not move).
 */
export function whyNotOrders(
  s: GameState,
  need: Need | undefined,
  id: string,
  w: World = worldOf(s),
): string | undefined {
  const f = s.figures[id];
  if (!f || !need || need.kind !== 'command' || need.side !== f.side) return undefined;
  const gone = GONE[f.status];
  if (gone) return `${id} ${gone}: no more orders.`;
  if (s.active) {
    if (s.active.figures.includes(id)) return undefined;
    return `${id} is not in the group acting now (led by ${s.active.leader}): press E to end its activation, then another group may act.`;
  }
  if (f.actedTurn === s.turn) return `${id} has acted this turn already.`;
  const groups = groupsOf(s, need.side, w);
  const g = groups.find((x) => x.members.includes(id));
  if (!g) return undefined;
  const leader = s.figures[g.leader]!;
  // The group as it stands: one figure alone, a leader with the others he leads, or a member (play-test
  // 10a, 22: a leader of two was called "a group of one").
  const others = g.members.filter((m) => m !== id);
  const own =
    g.leader !== id
      ? `in the group led by ${g.leader} (Rep ${leader.rep})`
      : others.length
        ? `leads a group of ${g.members.length} with ${listOf(others)} (Rep ${leader.rep})`
        : `a group of one (Rep ${leader.rep})`;
  const die = s.turnState?.dice[need.side];
  if (!need.groups.includes(g.leader))
    return `${id} is not in a group that may act this turn: ${own}, and ${die === undefined ? 'the activation die' : `a die of ${die}`} lets only leaders of that Rep or more act.`;
  const top = Math.max(...groups.filter((x) => need.groups.includes(x.leader)).map((x) => s.figures[x.leader]!.rep));
  if (leader.rep < top) return `${id} may not act yet: ${own}; the Rep ${top} groups act first, then this one.`;
  return undefined;
}
