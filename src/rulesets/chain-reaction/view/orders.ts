// Which figures the player may give orders to right now, and which group each belongs to: the acting
// group, or (before one is chosen) the groups that may activate, highest leader Rep first as the rules
// require. Used to highlight figures and to refuse clicks before they reach the engine. These are the game's
// rules of who acts, so they live here; the app's table reads them through the view's `orderable`.
import type { Need } from '../game';
import type { GameState } from '../state';
import { groupsOf, worldOf } from '../engine/world';
import type { World } from '../../../geometry/world';
import type { Orders } from '../../../core/rulesetView';

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
  for (const g of groups) {
    if (s.figures[g.leader]!.rep !== top) continue;
    out.choices.push(g.leader);
    for (const id of g.members) {
      const f = s.figures[id]!;
      if (f.actedTurn !== s.turn && (f.status === 'carryOn' || f.status === 'duckBack' || f.status === 'hunkerDown'))
        out.figures.add(id);
    }
  }
  return out;
}
