// The morale test at the start of a figure's act, and what a failure does: the Failed Morale Table (drop
// prone, pinned down, retire, with surrender when alone and an enemy is close) or, in hand to hand, its own
// table (tactical retreat, broken with the enemy's free attack). Second tests after pinned, retire,
// retreat or broken decide whether the figure rallies, falls back further or leaves the table.
import { dist } from '../../geometry/vec';
import { FAILED_MORALE, MELEE_FAILED_MORALE, SURRENDER, readTable } from './tables';
import { alone, canAct, enemiesOf, inContact, nearestEnemy } from './figures';
import { moraleChance } from './chance';
import { test, type Ctx } from './ctx';
import { outOfActionPoints } from './harm';
import { meleeStrike } from './melee';
import { fleeFrom, moveTo, nearestCoverAway } from './moves';
import type { Figure } from './types';

/** Whether a figure must test now: markers, a witnessed wound, or an earlier failure to shake off. */
export function testDue(f: Figure): boolean {
  return (
    f.markers > 0 ||
    f.shaken === 'pinned' ||
    f.shaken === 'retire' ||
    f.shaken === 'tacticalRetreat' ||
    f.shaken === 'broken'
  );
}

function clear(f: Figure): void {
  f.markers = 0;
  f.fireKey = null;
  f.friendHit = false;
}

/** Start-of-act morale. Returns true when the figure keeps its act. */
export function startOfActMorale(c: Ctx, f: Figure): boolean {
  if (!testDue(f)) return true;
  const before = f.shaken;
  const melee =
    inContact(c.s, f).length > 0 || f.fireKey === 'melee' || before === 'tacticalRetreat' || before === 'broken';
  const r = test(c, 'morale', f.id, 'morale', moraleChance(c.s, f));
  clear(f);
  if (r.pass) {
    f.shaken = null;
    return true;
  }
  if (before === 'retire' || before === 'broken') {
    remove(c, f, before === 'retire' ? 'failed to rally after retiring' : 'failed to rally after breaking');
    return false;
  }
  // The result is said before its move, so a run is not read as the figure's own order (play-test 58).
  if (before === 'pinned') {
    c.events.push({ type: 'fallsBack', figure: f.id, was: 'pinned', result: 'retire' });
    retire(c, f);
    return false;
  }
  if (before === 'tacticalRetreat') {
    c.events.push({ type: 'fallsBack', figure: f.id, was: 'tacticalRetreat', result: 'broken' });
    broken(c, f);
    return false;
  }
  const roll = c.dice.roll('failedMorale', 1, 10, [f.id], melee ? 'hand-to-hand failed morale' : 'failed morale')[0]!;
  if (melee) {
    const row = readTable(MELEE_FAILED_MORALE, roll);
    c.events.push({ type: 'failedMorale', figure: f.id, roll, result: row.result });
    if (row.result === 'tacticalRetreat') {
      fleeFrom(c, f, nearestEnemy(c.s, f)?.at ?? f.causeAt, 6, 'run');
      f.shaken = 'tacticalRetreat';
    } else broken(c, f);
    return false;
  }
  const row = readTable(FAILED_MORALE, roll);
  c.events.push({ type: 'failedMorale', figure: f.id, roll, result: row.result });
  if (row.result === 'dropProne') {
    f.stance = 'prone';
    f.motion = 'still';
    f.shaken = null;
  } else if (row.result === 'pinned') {
    f.stance = 'prone';
    f.motion = 'still';
    f.shaken = 'pinned';
    if (closeEnemy(c, f, SURRENDER.pinned)) surrender(c, f);
  } else retire(c, f);
  return false;
}

function closeEnemy(c: Ctx, f: Figure, within: number): boolean {
  return alone(c.s, f) && enemiesOf(c.s, f).some((o) => canAct(o) && dist(o.at, f.at) <= within);
}

function surrender(c: Ctx, f: Figure): void {
  f.out = 'surrendered';
  c.events.push({ type: 'surrender', figure: f.id });
  outOfActionPoints(c, f);
}

function remove(c: Ctx, f: Figure, why: string): void {
  f.out = 'removed';
  c.events.push({ type: 'removed', figure: f.id, why });
  outOfActionPoints(c, f);
}

/** Retire: alone with an enemy within 4" it surrenders; otherwise it goes to the nearest cover within 12". */
function retire(c: Ctx, f: Figure): void {
  f.shaken = 'retire';
  if (closeEnemy(c, f, SURRENDER.retire)) return surrender(c, f);
  // Inside a vehicle it stays in (the vehicle is its cover) and must rally next phase (decision 56).
  if (f.inside) return;
  const from = f.causeAt ?? nearestEnemy(c.s, f)?.at ?? f.at;
  const spot = nearestCoverAway(c, f, from);
  if (spot) moveTo(c, f, spot, 'run');
  else fleeFrom(c, f, from, SURRENDER.retireTo, 'run');
}

/** Broken: the enemy in contact gets a free attack at +20 %, then the figure runs 12" away. */
function broken(c: Ctx, f: Figure): void {
  f.shaken = 'broken';
  const foe = inContact(c.s, f)[0];
  if (foe) meleeStrike(c, foe, f, undefined, true);
  if (canAct(f)) fleeFrom(c, f, foe?.at ?? nearestEnemy(c.s, f)?.at ?? f.causeAt, 12, 'run');
}
