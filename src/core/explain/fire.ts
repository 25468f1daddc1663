// A shot in words: the dice thrown and kept, each die on the Ranged Combat Table against its target
// (and why a hit became a miss), pitiful shots, the hits in all and whether the weapon ran dry.
import type { DieResult } from '../rules/ranged';
import type { FireOutcome, Shot, TargetOutcome } from '../rules/fire';
import { RANGED_COMBAT_TABLE } from '../tables/rangedCombat';
import { WEAPONS, type WeaponStats } from '../tables/weapons';
import { diceList, listOf, noteOf, plural } from './phrases';
import type { Explanation } from './types';
import { MISS_WORDS } from './words';

const ORDINALS = ['first', 'second', 'third', 'fourth'];
const ordinal = (n: number): string => ORDINALS[n - 1] ?? `${n}th`;

/** One die: "4 + Rep 4 = 8: a miss (target in cover)". */
export function rangedDieText(d: DieResult): string {
  const sum = `${d.die} + Rep ${d.rep} = ${d.total}`;
  if (d.hit) {
    const top = RANGED_COMBAT_TABLE.rows[RANGED_COMBAT_TABLE.rows.length - 1]!.id;
    return d.row === top ? `${sum}: a hit` : `${sum}: a hit (nothing on the ${d.row} row stops it)`;
  }
  if (d.missReasons.includes('tooLow')) return `${sum}: too low, a miss`;
  return `${sum}: a miss (${listOf(d.missReasons.map((r) => MISS_WORDS[r]))})`;
}

export function explainRangedDie(d: DieResult): Explanation {
  return { text: `${rangedDieText(d)}.`, table: d.ref, dice: [d.die], modifiers: [] };
}

function shotText(s: Shot): string {
  const base = rangedDieText(s.table);
  if (!s.pitiful) return base;
  return `${base}, but a pitiful shot rolls ${s.pitiful.die} against ${s.pitiful.target}: ${s.pitiful.hit ? 'a hit after all' : 'still a miss'}`;
}

function targetText(t: TargetOutcome): string {
  const name = t.id ? `${t.id} (${ordinal(t.order)} target)` : `the ${ordinal(t.order)} target`;
  return `At ${name}: ${t.shots.map(shotText).join('; ')}.`;
}

export function explainFire(o: FireOutcome): Explanation {
  if (!o.ok) return { text: `Can't fire: ${o.detail}.`, dice: [], modifiers: [] };
  const w: WeaponStats = WEAPONS[o.weapon];
  const who = o.shooter ?? 'The shooter';
  const kept = o.applied.length < o.thrown.length ? `, keeping the best ${o.applied.length}: ${diceList(o.applied)}` : '';
  const snap = o.snapFire ? ' as snap fire' : '';
  const parts = [`${who} fires the ${w.label.toLowerCase()}${snap} (Rep ${o.rep}): rolled ${diceList(o.thrown)}${kept}.`];
  parts.push(...o.targets.map(targetText));
  parts.push(`${plural(o.hits, 'hit')} in all.`);
  if (o.ammo.reason === 'twoOnes') parts.push(`${plural(o.ammo.ones, 'natural 1')} came up: out of ammo after this shot.`);
  if (o.ammo.reason === 'rocketFired') parts.push('The launcher must be reloaded before it fires again.');
  const dieParts = o.targets.flatMap((t) => t.shots.map((s): Explanation => {
    const e = explainRangedDie(s.table);
    return s.pitiful ? { ...e, text: `${shotText(s)}.` } : e;
  }));
  return { text: parts.join(' '), dice: [...o.thrown], modifiers: o.modifiers.map(noteOf), parts: dieParts };
}
