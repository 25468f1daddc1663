// The words of the dice prompt, when a player throws real dice: what the roll decides (in plain words),
// how many dice, how they are read against the target, and the exact chances of each reading, worked
// out from the same count and target the rule will read the faces with.
import type { DiceAsk } from '../../../core/dice/entered';
import { add, frac, mul, ONE, sub, ZERO, type Fraction } from '../odds/fraction';
import { explainOdds } from './odds';
import { listOf, plural, whose } from './phrases';
import { purposeWords } from './words';
import { keptDice } from './roll';
import type { Purpose } from '../purposes';
import { damageOf } from '../rules/damage';
import { howManyEnemyOdds } from '../rules/howManyEnemy';
import type { DamageResult } from '../tables/damage';

/** A damage result in words, for the faces that give it. */
const DAMAGE_WORDS: Record<DamageResult, string> = {
  obviouslyDead: 'obviously dead',
  outOfTheFight: 'out of the fight',
  recoverTest: 'knocked down, then a Recover test',
};

/**
 * The damage table's rows against this Impact, read face by face with the rule's own damageOf: each result
 * with the faces that give it and their chance ("1: obviously dead; 2-3: out of the fight; …").
 */
function damageRows(ask: DiceAsk): { result: DamageResult; faces: number[] }[] {
  const rows: { result: DamageResult; faces: number[] }[] = [];
  for (let f = 1; f <= ask.sides; f++) {
    const r = damageOf(f, ask.target!, ask.purpose === 'meleeDamage' ? 'melee' : 'ranged').result;
    const row = rows.find((x) => x.result === r);
    if (row) row.faces.push(f);
    else rows.push({ result: r, faces: [f] });
  }
  return rows;
}

const facesWords = (faces: number[]): string =>
  faces.length === 1 ? `${faces[0]}` : `${faces[0]} to ${faces[faces.length - 1]}`;

const isDamage = (ask: DiceAsk): boolean =>
  (ask.purpose === 'damage' || ask.purpose === 'meleeDamage') && ask.target !== undefined && ask.count === 1;

/** What each roll decides, in our own words. */
const WHAT_IT_DECIDES: Partial<Record<Purpose, string>> = {
  activation:
    'Who acts this turn and in what order: one die per side, and only groups led by a Rep at least that die act',
  inSight: 'Who acts first when enemies come into sight: successes (1-3) count, the most go first',
  fastMove: 'How far the group goes on a Fast Move: each passed die adds distance',
  crisis: 'How the group takes the shock of being fired on or seeing a friend go down',
  leaderDie: 'The leader rolls one die for the whole group; how it reads is used for everyone',
  recover: 'Whether a figure hit comes back: passed dice decide how badly it is hurt',
  rangedCombat: "Shooting: each die is added to the shooter's Rep, and the total decides hit or miss",
  pitifulShot: 'Whether a pitiful shot hits at all',
  damage: 'How badly a hit hurts: a die against the weapon Impact',
  starPower: 'Star Power: dice that can cancel damage to a Star',
  readyGrenade: 'Getting a grenade ready to throw',
  throwGrenade: 'Where a thrown grenade lands',
  escapeBlast: 'Diving clear of a blast',
  chargeIntoMelee: 'Whether the charge goes in and who strikes first',
  melee: 'Melee: successes (1-3) win the fight',
  meleeDamage: 'How badly the melee loser is hurt',
  retrieveWounded: 'Whether a wounded friend is brought back',
  challenge: 'A Challenge: passed dice decide whether the task succeeds',
  pefMovement: 'Where the PEF moves: passed dice decide how far and which way',
  pefResolution: "What the PEF turns out to be: contact (enemies), something's out there, or a false alarm",
  howManyEnemy: 'How many enemies the PEF turns out to be',
  npMovement: 'How the enemy figures move this activation',
};

/** The odds of each reading of the faces, before they are thrown; empty when the faces read as they fall. */
function readingOdds(ask: DiceAsk): Map<string, Fraction> {
  const out = new Map<string, Fraction>();
  // How Many Enemy is measured from the size of the group that found them (its roll carries it).
  const size = ask.purpose === 'howManyEnemy' ? ask.measuredFrom : undefined;
  if (size !== undefined) {
    for (const [k, p] of howManyEnemyOdds({ playerGroupSize: size }))
      out.set(`${k} ${k === '1' ? 'enemy' : 'enemies'}`, p);
    return out;
  }
  const n = ask.count;
  if (isDamage(ask)) {
    for (const r of damageRows(ask)) out.set(DAMAGE_WORDS[r.result], frac(r.faces.length, ask.sides));
    return out;
  }
  const bin = (k: number, p: Fraction): Fraction => {
    let c = 1n;
    for (let i = 0; i < k; i++) c = (c * BigInt(n - i)) / BigInt(i + 1);
    let r = frac(c);
    for (let i = 0; i < k; i++) r = mul(r, p);
    for (let i = 0; i < n - k; i++) r = mul(r, sub(ONE, p));
    return r;
  };
  if (ask.read === 'pass' && ask.target !== undefined) {
    const p = frac(Math.max(0, Math.min(ask.sides, ask.target)), ask.sides);
    const none = bin(0, p);
    const one = n >= 1 ? bin(1, p) : ZERO;
    if (n >= 2) out.set('2 passed', sub(sub(ONE, none), one));
    if (n >= 1) out.set('1 passed', one);
    out.set('0 passed', none);
  } else if (ask.read === 'successes') {
    const p = frac(3, 6);
    for (let k = 0; k <= n; k++) out.set(`${k} ${k === 1 ? 'success' : 'successes'}`, bin(k, p));
  }
  return out;
}

export interface DiceAskWords {
  title: string;
  /** What the roll decides. */
  decides: string;
  /** "Throw 2 dice": with, for an ordered roll, which die is whose. */
  throwText: string;
  /** How the faces are read against the target. */
  targetText: string;
  /** The chances of each reading, likeliest first; empty when every face simply counts as itself. */
  oddsText: string;
}

/**
 * The prompt's words. `name` turns a side's or figure's id into what the screen calls it (ids as they are
 * when not given). A roll with a die per side asks only for the person's dice and says whose the game throws.
 */
export function diceAskWords(
  ask: DiceAsk,
  name: (id: string) => string = (id) => id,
  repOf: (id: string) => number | undefined = () => undefined,
): DiceAskWords {
  const named = ask.who.map(name);
  const who = named.length ? ` for ${listOf(named)}` : '';
  const dice = plural(
    ask.count,
    ask.sides === 6 ? 'die' : `d${ask.sides}`,
    ask.sides === 6 ? 'dice' : `d${ask.sides}s`,
  );
  const order =
    ask.ordered && ask.who.length === ask.count
      ? `, in order: ${named.map((w, i) => `die ${i + 1} for ${w}`).join(', ')}`
      : '';
  const others = ask.others?.length
    ? ` The game rolls ${listOf(ask.others.map((o) => whose(name(o))))} ${ask.others.length === 1 ? 'die' : 'dice'} itself.`
    : '';
  let targetText: string;
  // "At most 2 count" only where more than two dice could pass (play-test 10b, 11: said of one Leader Die).
  const capped = ask.count > 2 ? ' (at most 2 count)' : '';
  // A group's one throw read against each man's own Rep (play-test 10b, 8: it said "No target").
  const eachRep = ask.read === 'pass' && ask.target === undefined ? ask.who.map((id) => [id, repOf(id)] as const) : [];
  const perMan = eachRep.length > 0 && eachRep.every(([, r]) => r !== undefined);
  if (ask.read === 'pass' && ask.target !== undefined)
    targetText = `Target ${ask.target}: each die showing ${ask.target} or less passes${capped}.`;
  else if (perMan)
    targetText = `Each man reads the same dice against his own Rep (${eachRep.map(([id, r]) => `${name(id)} ${r}`).join(', ')}): a die at or under it passes${capped}.`;
  else if (ask.read === 'successes') targetText = 'Each 1, 2 or 3 is a success.';
  else if (ask.read === 'total') targetText = 'The faces are added up.';
  else if (isDamage(ask))
    // The hit's Impact and what each face does (play-test 4, 11: "Target 3: the rule reads each face with it").
    targetText = `The weapon's Impact is ${ask.target}: ${damageRows(ask)
      .map((r) => `${facesWords(r.faces)} ${DAMAGE_WORDS[r.result]}`)
      .join('; ')}.`;
  else if (ask.target !== undefined) targetText = `Target ${ask.target}: the rule reads each face with it.`;
  else if (ask.purpose === 'starPower')
    // What each face does (play-test 10a, 32: "each face is read as it falls" left the player to guess).
    targetText =
      'Each 1, 2 or 3 lowers the damage a step (dead to out of the fight, out of the fight to knocked down); a 4 or 5 does nothing and the die is kept; a 6 does nothing and the die is lost for the rest of the encounter.';
  else if (ask.purpose === 'howManyEnemy')
    // Which die does what, and the count it gives (play-test 10a, 34: "No target: each face is read as it falls").
    targetText = `The first die is halved, rounding up (1-2 make 1, 3-4 make 2, 5-6 make 3); the second says whether the enemy are that many fewer (1-3) or more (4-6) than the ${ask.measuredFrom ?? 'figures'} of the group that found them, and never fewer than one.`;
  else targetText = 'No target: each face is read as it falls.';
  const odds = readingOdds(ask);
  const oddsEach = perMan
    ? eachRep.map(([id, r]) => `${name(id)}: ${explainOdds(readingOdds({ ...ask, target: r }), (k) => k)}`).join('; ')
    : '';
  // A Shotgun throws 6 dice and keeps the best 3 (play-test 2 finding 16).
  const kept = keptDice(ask, ask.count);
  // Whose die a damage roll is (play-test 7, 25): it belongs to the side of the figure hit, whoever struck, so
  // a person playing "own dice" is asked for the damage to their own figure (docs/rules-notes/ui.md).
  const hitFigure = named.length ? listOf(named) : 'the figure hit';
  const mine = isDamage(ask)
    ? ` Damage is thrown for the figure hit, not by whoever struck it, so this die for ${hitFigure} is yours to throw.`
    : '';
  return {
    title: `Your dice: ${purposeWords(ask.purpose)}${who}`,
    decides: WHAT_IT_DECIDES[ask.purpose as Purpose] ?? ask.note ?? purposeWords(ask.purpose),
    throwText: `Throw ${dice}${order}.${others}${kept ? ` The best ${kept} count; the rest are dropped.` : ''}${mine}`,
    targetText,
    oddsText: oddsEach || (odds.size ? explainOdds(odds, (k) => k) : ''),
  };
}

/**
 * The chances of each number of hits when every die hits on `hitFaces` of its six faces, whatever the
 * target (a snap shot: only 10 or more hits), likeliest first: "1 hit 4/9 (44.4%), ...".
 */
export function hitsOddsText(dice: number, hitFaces: number): string {
  const p = frac(hitFaces, 6);
  const out = new Map<string, Fraction>();
  for (let k = 0; k <= dice; k++) {
    let c = 1n;
    for (let i = 0; i < k; i++) c = (c * BigInt(dice - i)) / BigInt(i + 1);
    let r = frac(c);
    for (let i = 0; i < k; i++) r = mul(r, p);
    for (let i = 0; i < dice - k; i++) r = mul(r, sub(ONE, p));
    out.set(k === 0 ? 'no hit' : `${k} ${k === 1 ? 'hit' : 'hits'}`, r);
  }
  return explainOdds(out, (k) => k);
}

/** The sum of the chances (for tests: a reading's chances add up to 1). */
export function oddsTotal(ask: DiceAsk): Fraction {
  let t = ZERO;
  for (const p of readingOdds(ask).values()) t = add(t, p);
  return t;
}

/** An order that turned out impossible once the player's dice were in. */
export function refusedAfterDiceText(error: string): string {
  return `With those dice the order can't be carried out (${error}); nothing happened: give another order.`;
}
