// The small orders both computer players give: activate a group, reload, fire at the nearest enemy it
// can shoot (turning to face it first when only its facing is in the way).
import { WEAPONS, type WeaponStats } from '../tables/weapons';
import type { FigureState, GameState } from '../state';
import type { Command } from '../engine/commands';
import type { Ctx } from '../engine/ctx';
import type { Need } from '../engine/need';
import { canFireAt } from '../engine/shoot';
import { makeCtx } from '../engine/makeCtx';
import { dist, groupsOf, isActiveStatus, sees } from '../engine/world';

/**
 * Starting a group's activation without committing anyone: its leader turns to the facing it already
 * has. The reducer activates the group first (ducking back ends, the hunkered test to recover), and the
 * computer then chooses with the group's state as the activation found it.
 */
export function activateCommand(state: GameState, need: Need & { kind: 'command' }): Command {
  const leader = need.groups[0];
  const lead = leader ? state.figures[leader] : undefined;
  // A leader that has acted this turn sits the rest of it out; a member that has not turns instead.
  const f =
    lead && lead.actedTurn === state.turn
      ? groupLed(makeCtx(state), need.side, lead.id)
          .map((id) => state.figures[id]!)
          .find((x) => x.actedTurn !== state.turn)
      : lead;
  if (!f) return { do: 'endActivation' };
  return { do: 'turn', figure: f.id, facing: f.facing };
}

/**
 * The members of the acting group still to be given orders, in a fixed order (`first` ones leading).
 * Figures act one after another: once a figure has moved, everyone before it has had its turn, so the
 * computer's choice starts there and never thinks twice about a figure it passed over.
 */
export function actingFigures(ctx: Ctx, first: readonly string[] = []): FigureState[] {
  const s = ctx.s;
  const ids = s.active?.figures ?? [];
  const order = [...first.filter((id) => ids.includes(id)), ...ids.filter((id) => !first.includes(id))].map((id) =>
    ctx.fig(id),
  );
  let from = 0;
  order.forEach((f, i) => {
    if (f.moved || f.reloaded) from = i;
  });
  return order.slice(from).filter((f) => f.status === 'carryOn' && !f.carriedBy && !f.meleeWith?.length);
}

export function enemiesOf(s: GameState, side: string): FigureState[] {
  return Object.values(s.figures).filter((e) => e.side !== side && isActiveStatus(e));
}

export function reloadOrder(f: FigureState): Command | undefined {
  if (f.ammo === 'outOfAmmo' && !f.reloaded && !f.fastMoved && !f.fired) return { do: 'reload', figure: f.id };
  return undefined;
}

function bearing(from: FigureState, to: FigureState): number {
  const deg = (Math.atan2(to.at[1] - from.at[1], to.at[0] - from.at[0]) * 180) / Math.PI;
  return Math.round((((deg % 360) + 360) % 360) * 1000) / 1000;
}

export function fireOrder(ctx: Ctx, f: FigureState, enemies: readonly FigureState[]): Command | undefined {
  const w: WeaponStats = WEAPONS[f.weapon];
  if (f.fired || f.ammo === 'outOfAmmo' || w.thrown) return undefined;
  if (f.weapon === 'RL' && f.rocketTurn === ctx.s.turn) return undefined;
  const ranked = [...enemies]
    .filter((e) => isActiveStatus(e))
    .sort((a, b) => dist(f.at, a.at) - dist(f.at, b.at) || (a.id < b.id ? -1 : 1));
  for (const t of ranked) {
    if (canFireAt(ctx, f, t).ok) return { do: 'fire', figure: f.id, targets: [{ figure: t.id, dice: w.target || 1 }] };
  }
  const wld = ctx.world();
  for (const t of ranked) {
    if (dist(f.at, t.at) > w.range || !sees(ctx.s, wld, f, t, true)) continue;
    const to = bearing(f, t);
    const gap = Math.abs(((to - f.facing + 540) % 360) - 180);
    if (gap > 0.5) return { do: 'turn', figure: f.id, facing: to };
  }
  return undefined;
}

/** The group of `leader` on the given side, as the rules form it now. */
export function groupLed(ctx: Ctx, side: string, leader: string): string[] {
  return groupsOf(ctx.s, side, ctx.world()).find((g) => g.leader === leader)?.members ?? [];
}
