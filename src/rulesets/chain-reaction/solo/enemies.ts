// Enemy figures coming onto the table from a PEF: each Grunt's Rep from the Recruiting table with the
// enemy force's modifier, its weapon from the force's list, placed at the PEF in cover from the
// player group that found it and facing that group.
import { resolveRecruit } from '../rules/recruiting';
import type { Vec } from '../../../geometry/shapes';
import { freshBookkeeping, type FigureState } from '../state';
import type { Ctx } from '../engine/ctx';
import { FORCE_MELEE, weaponFor } from './forces';
import { placeFigures } from './placing';
import { othersOf, roundVec } from '../spots';
import type { SoloState } from './types';
import { enemyRecruitText } from '../explain/encounter';
import { npName } from './enemyNames';

function facingToward(from: Vec, to: Vec): number {
  if (Math.hypot(to[0] - from[0], to[1] - from[1]) < 1e-9) return 270;
  const deg = (Math.atan2(to[1] - from[1], to[0] - from[0]) * 180) / Math.PI;
  return Math.round((((deg % 360) + 360) % 360) * 1000) / 1000;
}

function freshId(ctx: Ctx, enc: SoloState): string {
  for (;;) {
    enc.placed += 1;
    const id = npName(ctx.s.seed, enc.placed);
    if (!ctx.s.figures[id]) return id;
  }
}

/** Rolls and places `n` enemies round `at`; returns their ids (fewer if the ground has no room). */
export function placeEnemies(
  ctx: Ctx,
  enc: SoloState,
  n: number,
  at: Vec,
  threat: Vec | undefined,
  building?: string,
): string[] {
  const s = ctx.s;
  const spots = placeFigures(ctx.world(), s.terrain, othersOf(s.figures), at, n, threat, building);
  const side = s.sides.find((x) => x.id === enc.np)!;
  const ids: string[] = [];
  for (const { at: spot, floor } of spots) {
    const id = freshId(ctx, enc);
    const rec = resolveRecruit({ force: enc.npForce, who: id }, ctx.roll);
    const f: FigureState = {
      id,
      side: enc.np,
      rep: rec.rep,
      star: false,
      weapon: weaponFor(enc.npForce, side.figures.length),
      melee: FORCE_MELEE[enc.npForce],
      at: roundVec(spot),
      facing: threat ? facingToward(spot, threat) : 90,
      stance: 'standing',
      status: 'carryOn',
      ammo: 'loaded',
      starPower: 0,
      ...freshBookkeeping(),
      ...(floor ? { floor } : {}),
    };
    s.figures[id] = f;
    side.figures.push(id);
    ids.push(id);
    ctx.emit({
      type: 'test',
      test: 'recruiting',
      figure: id,
      result: `rep${rec.rep}`,
      row: rec.ref,
      modifiers: rec.modifiers,
      text: enemyRecruitText(id, enc.npForce, rec.rep, rec.dice[0], rec.modifiers, rec.score, f.weapon),
    });
  }
  if (ids.length) {
    enc.enemiesSeen = true;
    ctx.touched();
  }
  return ids;
}
