// One shot of a ranged weapon: declared dice per target, thrown together, laid out high to low and
// handed to the targets in the order they were declared; each die read on the Ranged Combat Table.
// Also settles snap fire for two pistols, the pitiful shot and Tight Ammo. Damage is rolled apart.
import type { Roller } from '../../../core/dice/roll';
import { bestOf, highToLow } from '../../../core/dice/read';
import { distribution } from '../odds/enumerate';
import type { Fraction } from '../odds/fraction';
import type { AppliedModifier } from '../../../core/tables/types';
import { WEAPONS, diceThrownFor, type WeaponCode, type WeaponStats } from '../tables/weapons';
import { mayUsePitifulShot, resolvePitifulShot, type PitifulResult } from './pitifulShot';
import { rangedDie, type DieResult } from './ranged';
import { tightAmmo, type AmmoState, type TightAmmoResult } from './tightAmmo';

export interface FireShooter {
  id?: string;
  rep: number;
  weapon: WeaponCode;
  ammo?: AmmoState;
  fastMoving?: boolean;
  snapFire?: boolean;
  /** The wounded friend the shooter carries, if any: every shot then counts as snap fire (p.22). */
  carrying?: string;
  /** A pistol in each hand: each is fired as its own shot, and both count as snap fire. */
  twoPistols?: boolean;
}

export interface FireTarget {
  id?: string;
  /** Dice declared on this target before the roll. */
  dice: number;
  inCover?: boolean;
  prone?: boolean;
  fastMoving?: boolean;
  /** Inches from the shooter, when known; beyond the weapon's range the shot is refused. */
  distance?: number;
}

export interface FireInput {
  shooter: FireShooter;
  /** In declared order: the first target gets the highest dice. */
  targets: readonly FireTarget[];
}

export const FIRE_ERRORS = [
  'badRep',
  'outOfAmmo',
  'thrownWeapon',
  'notPistol',
  'noTargets',
  'tooManyTargets',
  'badDice',
  'tooManyDice',
  'outOfRange',
] as const;
export type FireError = (typeof FIRE_ERRORS)[number];

export interface FireRefused {
  ok: false;
  error: FireError;
  detail: string;
}

export interface Shot {
  /** The die and what the table made of it. */
  table: DieResult;
  pitiful?: PitifulResult;
  /** The verdict after any pitiful shot. */
  hit: boolean;
}

export interface TargetOutcome {
  id?: string;
  order: number;
  dice: number[];
  shots: Shot[];
  hits: number;
  misses: number;
}

export interface FireResult {
  ok: true;
  shooter?: string;
  weapon: WeaponCode;
  rep: number;
  /** Every die thrown, as rolled (six for a full shotgun shot). */
  thrown: number[];
  /** The dice used as shots, highest first. */
  applied: number[];
  snapFire: boolean;
  /** The friend carried, when that alone made it snap fire: the log says so beside "snap fire". */
  carrying?: string;
  /** Conditions on the shooter's side that the table looked at, with why they applied. */
  modifiers: AppliedModifier[];
  targets: TargetOutcome[];
  hits: number;
  ammo: TightAmmoResult;
  ammoAfter: AmmoState;
}

export type FireOutcome = FireResult | FireRefused;

function refuse(error: FireError, detail: string): FireRefused {
  return { ok: false, error, detail };
}

/** Checks a declared shot against the weapon; undefined when it may be fired. */
export function checkFire(input: FireInput): FireRefused | undefined {
  const { shooter, targets } = input;
  const w: WeaponStats = WEAPONS[shooter.weapon];
  if (!Number.isInteger(shooter.rep) || shooter.rep < 1)
    return refuse('badRep', `Rep ${shooter.rep} is not a whole number of 1 or more`);
  if (shooter.ammo === 'outOfAmmo') return refuse('outOfAmmo', `${w.label} must be reloaded first`);
  if (w.thrown) return refuse('thrownWeapon', `${w.label} is thrown, not fired`);
  if (shooter.twoPistols && !w.pistol) return refuse('notPistol', `${w.label} can't be fired one in each hand`);
  if (targets.length === 0) return refuse('noTargets', 'no target declared');
  if (targets.length > w.target) return refuse('tooManyTargets', `${w.label} can take at most ${w.target} targets`);
  let total = 0;
  for (const t of targets) {
    if (!Number.isInteger(t.dice) || t.dice < 1)
      return refuse('badDice', `each target needs at least one die (${t.id ?? 'target'} has ${t.dice})`);
    if (t.distance !== undefined && t.distance > w.range) {
      return refuse(
        'outOfRange',
        `${t.id ?? 'target'} is ${t.distance}" away, beyond the ${w.label.toLowerCase()}'s range of ${w.range}"`,
      );
    }
    total += t.dice;
  }
  if (total > w.target) return refuse('tooManyDice', `${w.label} throws at most ${w.target} dice, ${total} declared`);
  return undefined;
}

export function resolveFire(input: FireInput, roll: Roller): FireOutcome {
  const bad = checkFire(input);
  if (bad) return bad;
  const { shooter, targets } = input;
  const w: WeaponStats = WEAPONS[shooter.weapon];
  const shots = targets.reduce((s, t) => s + t.dice, 0);
  const snapFire = !!shooter.snapFire || !!shooter.carrying || !!shooter.twoPistols;
  // Snap fire only because of the friend carried: say whom, or "snap fire" on an own shot reads as a slip.
  const carrying = !shooter.snapFire && shooter.carrying ? shooter.carrying : undefined;

  const modifiers: AppliedModifier[] = [];
  if (shooter.fastMoving)
    modifiers.push({ id: 'shooterFastMoving', label: 'Shooter fast-moved', reason: 'misses on an 8 or 9' });
  if (shooter.snapFire) modifiers.push({ id: 'snapFire', label: 'Snap fire', reason: 'misses on an 8 or 9' });
  else if (carrying)
    modifiers.push({ id: 'snapFire', label: 'Snap fire', reason: `carrying ${carrying}: misses on an 8 or 9` });
  if (shooter.twoPistols)
    modifiers.push({ id: 'snapFire', label: 'Snap fire', reason: 'firing a pistol in each hand' });

  const thrown = roll({
    purpose: 'rangedCombat',
    count: diceThrownFor(shooter.weapon, shots),
    read: 'asRolled',
    ...(shooter.id ? { who: [shooter.id] } : {}),
    note: `${w.label} fire, ${shots} ${shots === 1 ? 'die' : 'dice'}`,
  });
  const applied = thrown.length > shots ? bestOf(thrown, shots) : highToLow(thrown);

  let next = 0;
  const outcomes: TargetOutcome[] = targets.map((t, i) => {
    const order = i + 1;
    const dice = applied.slice(next, next + t.dice);
    next += t.dice;
    const out: TargetOutcome = { order, dice, shots: [], hits: 0, misses: 0 };
    if (t.id) out.id = t.id;
    for (const die of dice) {
      const table = rangedDie(die, {
        rep: shooter.rep,
        shooterFastMoving: !!shooter.fastMoving,
        snapFire,
        targetInCover: !!t.inCover,
        targetProne: !!t.prone,
        targetFastMoving: !!t.fastMoving,
        targetOrder: order,
      });
      out.shots.push({ table, hit: table.hit });
    }
    return out;
  });

  // Pitiful shots are rolled after the whole shot is laid out, first target first.
  for (const t of outcomes) {
    for (const s of t.shots) {
      if (mayUsePitifulShot(s.table)) {
        s.pitiful = resolvePitifulShot(shooter.id ? { who: shooter.id } : {}, roll);
        s.hit = s.pitiful.hit;
      }
      if (s.hit) t.hits++;
      else t.misses++;
    }
  }

  const ammo = tightAmmo(shooter.weapon, thrown);
  const result: FireResult = {
    ok: true,
    weapon: shooter.weapon,
    rep: shooter.rep,
    thrown,
    applied,
    snapFire,
    modifiers,
    targets: outcomes,
    hits: outcomes.reduce((s, t) => s + t.hits, 0),
    ammo,
    ammoAfter: ammo.outOfAmmo ? 'outOfAmmo' : (shooter.ammo ?? 'loaded'),
  };
  if (shooter.id) result.shooter = shooter.id;
  if (carrying) result.carrying = carrying;
  return result;
}

/** Hits per target joined in order ("1+0"), the default key for fire odds. */
export function hitsKey(r: FireOutcome): string {
  return r.ok ? r.targets.map((t) => t.hits).join('+') : `refused:${r.error}`;
}

/** Exact odds of a declared shot, grouped by `key` (hits per target unless told otherwise). */
export function fireOdds(input: FireInput, key: (r: FireOutcome) => string = hitsKey): Map<string, Fraction> {
  return distribution((roll) => resolveFire(input, roll), key);
}
