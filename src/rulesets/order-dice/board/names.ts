// The names a person reads at the plain table: a side's and a unit's, never their ids. A file may name them
// (`name` on a side or a unit); otherwise a side is called by its id when that is a plain word ("blue" reads
// "Blue"), else "Side 1"; a unit by its kind and number among its side's ("Squad 2", "MMG team", "Tank").
import { WEAPON } from '../tables';
import type { DiceAsk } from '../../../core/dice/entered';
import type { OdState, Unit } from '../state';
import type { Weapon } from '../vocab';

/** The verb for a side's name: one that reads as many people ("Raiders", "Regulars") takes the plural. */
export function agree(name: string, one: string, many: string): string {
  return /[^s\W']s$/i.test(name.trim()) ? many : one;
}

export function sideName(s: OdState, side: string): string {
  const i = s.sides.findIndex((x) => x.id === side);
  const named = s.sides[i]?.name;
  if (named) return named;
  // A plain word is already a name a person can read; anything with digits or signs is an id.
  if (/^[a-z]+$/i.test(side)) return side[0]!.toUpperCase() + side.slice(1).toLowerCase();
  return `Side ${i + 1}`;
}

export const WEAPON_NAME: Readonly<Record<Weapon, string>> = {
  rifle: 'Rifle',
  smg: 'SMG',
  pistol: 'Pistol',
  'assault rifle': 'Assault rifle',
  lmg: 'LMG',
  mmg: 'MMG',
  sniper: 'Sniper',
  mortar: 'Mortar',
  'at launcher': 'AT launcher',
};

/** What kind of unit it is, in words: the default name before its number. */
function kindName(u: Unit): string {
  if (u.kind === 'vehicle') {
    const armour = u.armour ?? 8;
    return armour <= 7 ? 'Truck' : armour >= 10 ? 'Tank' : 'Armoured car';
  }
  if (u.kind === 'team') {
    const w = u.figures.find((f) => WEAPON[f.weapon].heavy)?.weapon ?? u.figures[0]!.weapon;
    return `${WEAPON_NAME[w]} team`;
  }
  return 'Squad';
}

/** The unit's name on its own ("Squad 2"), unique within its side. */
export function unitName(s: OdState, unit: string): string {
  const u = s.units.find((x) => x.id === unit);
  if (!u) return 'a unit';
  if (u.name) return u.name;
  const kind = kindName(u);
  const same = s.units.filter((x) => x.side === u.side && !x.name && kindName(x) === kind);
  // Squads are always numbered; a team or vehicle only when its side has more than one of its kind.
  if (kind !== 'Squad' && same.length === 1) return kind;
  return `${kind} ${same.indexOf(u) + 1}`;
}

/** The unit with its side ("North's Squad 2"), for sentences that may name either side's units. */
export function unitFull(s: OdState, unit: string): string {
  const side = s.units.find((x) => x.id === unit)?.side;
  return side === undefined ? unitName(s, unit) : `${sideName(s, side)}'s ${unitName(s, unit)}`;
}

export const ORDER_NAME = {
  fire: 'Fire',
  advance: 'Advance',
  run: 'Run',
  ambush: 'Ambush',
  rally: 'Rally',
  down: 'Down',
} as const;

export const WEAPON_WORDS = WEAPON_NAME;

const esc = (x: string) => x.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A sentence of the game's words (built with ids, as the sim prints them) for the screen: each unit id
 * becomes its side and name, each figure id "a figure of" its unit, each side id the side's name.
 */
export function named(s: OdState, text: string): string {
  const names = new Map<string, string>();
  for (const x of s.sides) names.set(x.id, sideName(s, x.id));
  for (const u of s.units) {
    names.set(u.id, unitFull(s, u.id));
    for (const f of u.figures) names.set(f.id, `a figure of ${unitFull(s, u.id)}`);
  }
  for (const o of s.objectives) names.set(o.id, `objective ${s.objectives.indexOf(o) + 1}`);
  if (names.size === 0) return text;
  const ids = [...names.keys()].sort((a, b) => b.length - a.length).map(esc);
  // An id stands alone: not inside a longer id ("n1" in "n1.2"), a sentence's full stop allowed after it.
  const re = new RegExp(`(?<![A-Za-z0-9.-])(${ids.join('|')})(?![A-Za-z0-9-]|\\.[A-Za-z0-9])`, 'g');
  return text.replace(re, (id) => names.get(id) ?? id);
}

/** What a roll is for, said of the unit that throws it (its first named unit). */
const OWN_ROLL: Readonly<Record<string, string>> = {
  orderTest: 'its order test',
  reactionTest: 'its reaction test',
  hit: 'its shots to hit',
  hitExtra: 'the second die of its 7+ shots',
  morale: 'its morale test',
  rally: 'its rally (pins lost)',
  closeQuarters: 'its blows in close quarters',
};

/** What a roll is for, said of the unit it strikes (the shooter's side throws it). */
const ON_ROLL: Readonly<Record<string, string>> = {
  damage: 'damage on the hits on',
  penetration: 'penetration of the hits on',
  vehicleDamage: 'the damage done to',
  hePins: 'the pins the high explosive adds to',
  heFigures: 'how many figures the high explosive strikes of',
  closeDamage: 'damage on the blows struck on',
};

/**
 * A roll a person throws, in names: who throws how many dice, for what, and what passes ("North's Squad 1
 * throws 2d6 for its reaction test: 8 or less passes").
 */
export function diceAskWords(s: OdState, ask: DiceAsk): string {
  const unit = ask.who[0];
  const dice = `${ask.count}d${ask.sides}`;
  const pass = ask.target !== undefined ? `: ${ask.target} or less passes (a double 1 always does)` : '';
  const note = ask.note ? ` (${ask.note})` : '';
  const on = ON_ROLL[ask.purpose];
  if (on && unit)
    return `${sideName(s, ask.owner)} ${agree(sideName(s, ask.owner), 'throws', 'throw')} ${dice} for ${on} ${unitFull(s, unit)}${pass}${note}`;
  const who = unit ? unitFull(s, unit) : sideName(s, ask.owner);
  return `${who} throws ${dice} for ${OWN_ROLL[ask.purpose] ?? 'a roll'}${pass}${note}`;
}
