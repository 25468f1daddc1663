// The order bar for a selected unit (its six orders, each enabled or with why not) and the shot preview: lines
// from each shooting figure to the figure it would measure to, with the exact chance of each number of kills.
import type { OrderChoice, PreviewPicture } from '../../core/ruleset';
import { firePlan, planOdds } from './shooting';
import { chanceWords } from './odds';
import { ORDERS } from './vocab';
import { unitOf, type OdNeed, type OdState } from './state';

export function orderBar(s: OdState, need: OdNeed, selected: string | undefined): OrderChoice[] {
  const u = selected ? unitOf(s, selected) : undefined;
  return ORDERS.map((order) => {
    let why: string | undefined;
    if (!u) why = 'select a unit';
    else if (need.kind !== 'command' || need.question) why = 'no die waits for an order';
    else if (u.side !== need.side) why = `the die drawn is ${need.side}'s`;
    else if (u.destroyed) why = 'destroyed';
    else if (u.order !== null) why = `it already holds ${u.order}`;
    else if ((order === 'advance' || order === 'run') && u.immobile) why = 'immobilised';
    return {
      order,
      label: order[0]!.toUpperCase() + order.slice(1),
      enabled: why === undefined,
      ...(why ? { why } : {}),
    };
  });
}

export function shotPreview(s: OdState, shooter: string, target: string, advancing = false): PreviewPicture {
  const plan = firePlan(s, shooter, target, { advancing });
  if (plan.lines.length === 0) return { note: `no shot: ${plan.why ?? 'none'}` };
  const t = unitOf(s, target)!;
  const o = planOdds(s, plan);
  const lines = plan.lines.map((l) => {
    let near = t.figures.find((f) => f.alive)!.at;
    for (const f of t.figures)
      if (
        f.alive &&
        Math.hypot(f.at[0] - l.from[0], f.at[1] - l.from[1]) < Math.hypot(near[0] - l.from[0], near[1] - l.from[1])
      )
        near = f.at;
    return { from: l.from, to: near, ok: true };
  });
  const kills = o.kills.map((p, k) => `${k}: ${chanceWords(p)}`).join(', ');
  return {
    lines,
    odds: { [target]: `kills ${kills}; pin ${chanceWords(o.pin)}` },
    note: `needs ${plan.lines.map((l) => `${l.need}+`).join(', ')}`,
  };
}
