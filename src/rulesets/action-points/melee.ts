// Hand to hand: the attack roll from the table by ranks, the defender's parry, damage by knife or bare
// hands, the special manoeuvres (optional), and the fumble table.
import { dist } from '../../geometry/vec';
import { BREAKAWAY, MANOEUVRE_TABLE, MELEE_DAMAGE, MELEE_FUMBLES, readTable, type Manoeuvre } from './tables';
import { canAct } from './figures';
import { meleeChance, parryChance } from './chance';
import { test, pi, type Ctx } from './ctx';
import { mark, strike } from './harm';
import { fleeFrom, moveTo } from './moves';
import type { Figure } from './types';

function canParry(c: Ctx, d: Figure): boolean {
  return canAct(d) && d.noParryUntil < pi(c) && !(d.fumble === 'dropWeapon') && d.shaken !== 'broken';
}

/** One attack (with its parry), as a command or a broken enemy's free attack. */
export function meleeStrike(c: Ctx, a: Figure, d: Figure, manoeuvre?: Manoeuvre, free = false): void {
  const r = test(
    c,
    'melee',
    a.id,
    free ? 'free attack' : 'hand-to-hand attack',
    meleeChance(c.s, a, d, manoeuvre, free),
    d.id,
  );
  if (manoeuvre === 'allOut') a.noParryUntil = pi(c) + 10;
  mark(c, d, a.at, `attacked hand to hand by ${a.id}`, 'melee');
  if (r.fumble) return meleeFumble(c, a);
  if (!r.pass) return;
  if (!free && canParry(c, d)) {
    const p = test(c, 'parry', d.id, 'parry', parryChance(c.s, d, a, manoeuvre), a.id);
    if (p.pass) {
      c.events.push({ type: 'parried', figure: d.id, by: a.id });
      return;
    }
  }
  if (manoeuvre === 'breakaway') {
    const push = [
      d.at[0] + ((d.at[0] - a.at[0]) / (dist(a.at, d.at) || 1)) * BREAKAWAY.push,
      d.at[1] + ((d.at[1] - a.at[1]) / (dist(a.at, d.at) || 1)) * BREAKAWAY.push,
    ] as const;
    moveTo(c, d, clampTo(c, push), 'push');
    const back = c.dice.roll('breakaway', 1, BREAKAWAY.dieSides, [a.id], 'breakaway distance')[0]!;
    fleeFrom(c, a, d.at, back, 'walk');
    return;
  }
  if (manoeuvre === 'trip') {
    d.stance = 'prone';
    d.motion = 'still';
    d.tripped = true;
    return;
  }
  const weapon = MELEE_DAMAGE[a.melee];
  const wideOpen = d.fumble === 'wideOpen';
  if (wideOpen) d.fumble = null;
  const extra = manoeuvre === 'allOut' ? c.dice.roll('damage', 1, 10, [d.id], 'all-out attack') : [];
  strike(c, a, d, {
    dice: weapon.dice,
    sides: weapon.sides,
    plus: (manoeuvre ? MANOEUVRE_TABLE[manoeuvre].damagePlus : 0) + extra.reduce((x, y) => x + y, 0),
    critical: r.critical || wideOpen,
    note: `${a.melee === 'knife' ? 'knife' : 'bare hands'} damage`,
  });
}

function clampTo(c: Ctx, p: readonly [number, number]): [number, number] {
  return [Math.max(0.5, Math.min(c.s.table.width - 0.5, p[0])), Math.max(0.5, Math.min(c.s.table.height - 0.5, p[1]))];
}

function meleeFumble(c: Ctx, a: Figure): void {
  const roll = c.dice.roll('meleeFumble', 1, 10, [a.id], 'hand-to-hand fumble')[0]!;
  const row = readTable(MELEE_FUMBLES, roll);
  c.events.push({ type: 'fumble', figure: a.id, result: row.result });
  a.fumble = row.result;
  a.fumbleUntil = pi(c) + 10;
  if (row.result === 'twistAnkle') {
    a.stance = 'prone';
    a.motion = 'still';
  }
  if (row.result === 'panic') {
    const foe = c.s.figures.find((o) => o.side !== a.side && canAct(o) && dist(o.at, a.at) <= 1.05);
    fleeFrom(c, a, foe?.at ?? a.causeAt, 9, 'walk');
  }
}
