// The one wording layer of the order-dice game: every sentence the log, the sim's text and the questions
// show is built here from the numbers that decided it. Rules call these; nothing else words a rule.
import type { HitMod, OdEvent, ReactQuestion, ShotDice } from './state';
import { HIT, WEAPON } from './tables';
import type { Moment, OdPurpose, Reaction, Weapon } from './vocab';
import { chanceWords } from './odds';

/** A facing (degrees from +x, the table's y running down) as a direction a player says, not a bearing. */
const COMPASS = ['east', 'south-east', 'south', 'south-west', 'west', 'north-west', 'north', 'north-east'];
export const facingWords = (deg: number): string => COMPASS[Math.round((((deg % 360) + 360) % 360) / 45) % 8]!;

const inch = (d: number): string => `${Math.round(d * 10) / 10}"`;

const sideCounts = (n: Record<string, number>): string =>
  Object.entries(n)
    .map(([side, k]) => `${k} ${side}`)
    .join(', ');

/** A 2d6 test's faces and total: "3 and 4 = 7" (the total alone when the faces were not kept). */
const faces2 = (total: number, dice?: readonly number[]): string =>
  dice && dice.length === 2 ? `${dice[0]} and ${dice[1]} = ${total}` : String(total);

/** The weapons in full words, for sentences (the table's labels keep their short forms). */
export const WEAPON_WORDS: Readonly<Record<Weapon, string>> = {
  rifle: 'rifle',
  smg: 'submachine gun',
  pistol: 'pistol',
  'assault rifle': 'assault rifle',
  lmg: 'light machine gun',
  mmg: 'medium machine gun',
  sniper: 'sniper rifle',
  mortar: 'mortar',
  'at launcher': 'anti-tank launcher',
};

/** The reaction as the unit's verb when it is taken ("North's 1st Squad runs to cover"). */
const REACTION_DONE: Readonly<Record<Reaction, [string, string]>> = {
  down: ['goes down', 'go down'],
  fireBack: ['fires back', 'fire back'],
  runToCover: ['runs to cover', 'run to cover'],
  escape: ['escapes', 'escape'],
  standAndShoot: ['stands and shoots', 'stand and shoot'],
  ambush: ['springs its ambush', 'spring their ambush'],
  none: ['does not react', 'do not react'],
};

export const MOMENT_WORDS: Readonly<Record<Moment, string>> = {
  targeted: 'when the enemy declared its shot',
  assaultDeclared: 'when the assault was declared, before the assaulters moved',
  assaultArrived: 'as the assaulters arrived',
  moving: 'during the enemy move',
};

export const REACTION_WORDS: Readonly<Record<Reaction, string>> = {
  down: 'go down',
  fireBack: 'fire back',
  runToCover: 'run to cover',
  escape: 'escape',
  standAndShoot: 'stand and shoot',
  ambush: 'ambush',
  none: 'no reaction',
};

export const why = {
  down: (enemy: string) => `targeted by ${enemy}'s shooting: going down needs no test`,
  fireBack: (range: number) => `shot at from ${inch(range)}, within 20"`,
  fireBackTooFar: (range: number) => `shot at from ${inch(range)}, beyond 20": no fire back`,
  runToCover: (range: number) => `shot at from ${inch(range)}, beyond 20"`,
  runToCoverClose: (range: number) => `shot at from ${inch(range)}, within 20": no run to cover`,
  indirect: () => 'indirect fire: no run to cover',
  escape: (enemy: string) => `${enemy} declared an assault on it`,
  standAndShoot: (enemy: string, contact: boolean) =>
    contact ? `${enemy} moved into the assault` : `${enemy} moved after failing to reach it`,
  ambush: (enemy: string, order: string, range: number) =>
    `${enemy} moved on ${/^[aeiou]/.test(order) ? 'an' : 'a'} ${order} order within its field of fire, ${inch(range)} away`,
  ambushAssault: (enemy: string, victim: string) =>
    `${enemy} assaulted ${victim}: the ambush comes before point-blank fire`,
};

type WhyLine = {
  weapon: Weapon;
  shots: number;
  need: number;
  mods: readonly HitMod[];
  /** The shooter's own distance to the target figure it measured to, and whether that put it at long range. */
  range?: number;
  longRange?: boolean;
};

/**
 * Where a weapon group measured from, when that is not the distance the line prints: each figure measures to
 * its own nearest target figure, so submachine guns a step behind the rifles may be at long range when the
 * printed (nearest) distance is not (play-test 9, 12). Empty when the printed distance already shows the band.
 */
function groupRange(weapon: Weapon, ranges: readonly number[], longRange: boolean, printed?: number): string {
  // Only when the printed distance would read as short range for this weapon: otherwise it says enough.
  if (!longRange || printed === undefined || ranges.length === 0) return '';
  if (Math.round(printed * 10) / 10 > WEAPON[weapon].range / 2) return '';
  const lo = inch(Math.min(...ranges));
  const hi = inch(Math.max(...ranges));
  if (lo === inch(printed) && hi === lo) return '';
  return lo === hi ? ` at ${lo}` : ` at ${lo} to ${hi}`;
}

/**
 * Why a shot needs what it needs: the base 3+ and every modifier with its amount, so the words add up to the
 * number ("3+, long range +1, soft cover +1"); indirect fire says it hits on 6s only.
 */
export function needWhy(need: number, mods: readonly HitMod[]): string {
  if (mods.length === 0) return need === HIT.indirect ? 'indirect fire hits on 6s only' : '';
  return [`${HIT.base}+`, ...mods.map((m) => `${m.what} +${m.add}`)].join(', ');
}

/**
 * A shooting in words with its dice: the shots grouped by weapon and what they need ("4 rifle shots needing
 * 5+, hard cover: 2, 5, 6, 1"), then the hits, the damage dice and the kills, so the line can be checked.
 * A group at long range further off than `printed` (the distance the line gives) says its own distance.
 */
export function shootWhy(
  lines: readonly WhyLine[],
  hits: number,
  kills: number,
  dice?: ShotDice,
  printed?: number,
): string {
  const groups = new Map<string, { l: WhyLine; shots: number; faces: number[]; ranges: number[] }>();
  let at = 0;
  for (const l of lines) {
    const key = `${l.weapon}|${l.need}|${needWhy(l.need, l.mods)}`;
    const g = groups.get(key) ?? { l, shots: 0, faces: [], ranges: [] };
    g.shots += l.shots;
    if (l.range !== undefined) g.ranges.push(l.range);
    if (dice) g.faces.push(...dice.hit.slice(at, at + l.shots));
    at += l.shots;
    groups.set(key, g);
  }
  const parts = [...groups.values()].map(({ l, shots, faces, ranges }) => {
    const why = needWhy(l.need, l.mods);
    const own = groupRange(l.weapon, ranges, !!l.longRange, printed);
    return (
      `${shots} ${WEAPON_WORDS[l.weapon] ?? l.weapon} shot${shots === 1 ? '' : 's'}${own} needing ${l.need}+` +
      (why || faces.length > 0
        ? ` (${[why, faces.length > 0 ? `rolled ${faces.join(', ')}` : ''].filter(Boolean).join('; ')})`
        : '')
    );
  });
  // Cover is read along each shooter's own line to the figure it aims at, so one weapon's shots may cross the
  // woods and another's not: said when the groups differ (play-test: "+1 for one weapon and not another").
  const covers = new Set(lines.map((l) => l.mods.find((m) => / cover$/.test(m.what))?.what ?? 'none'));
  const perLine = covers.size > 1 ? "; cover counts along each shooter's own line to the figure it aims at" : '';
  const second = dice && dice.second.length > 0 ? `; second dice for the 6s: ${dice.second.join(', ')}` : '';
  let hitWords = `${hits} hit${hits === 1 ? '' : 's'}`;
  // High explosive: a die says how many figures the hit strikes (no more than stand), each a damage die, and
  // a 1d2 the pins, so the damage dice and the pins add up (play-test hunt, session 10: "1 hit; damage dice
  // 2, 4, 6").
  if (dice?.heFigures !== undefined && dice.damage)
    hitWords += `, striking ${dice.damage.length} figure${dice.damage.length === 1 ? '' : 's'} (a die rolled ${dice.heFigures}${dice.heFigures > dice.damage.length ? `, but only ${dice.damage.length} stood there` : ''})`;
  const pins = dice?.hePins !== undefined ? `; the high explosive pins: 1d2 rolled ${dice.hePins}` : '';
  let after = `${hitWords}, ${kills} killed`;
  if (dice?.damage && dice.damage.length > 0)
    after =
      dice.damage.length === 1
        ? `${hitWords}; damage die ${dice.damage[0]}, killing on ${dice.damageNeed}+: ${kills} killed${pins}`
        : `${hitWords}; damage dice ${dice.damage.join(', ')}, each killing on ${dice.damageNeed}+: ${kills} killed${pins}`;
  else if (dice?.pen && dice.pen.length > 0) after = `${hitWords}; ${penWords(dice)}${pins}`;
  return `${parts.join('; ') || 'no shots'}${perLine}${second}: ${after}`;
}

/** A vehicle's penetration dice with what each adds, against its armour, and the damage dice of those through. */
function penWords(d: ShotDice): string {
  const pen = d.pen ?? [];
  const plus = d.penPlus ?? [];
  const sums = pen.map((f, i) => (plus[i] ? `${f}+${plus[i]} = ${f + plus[i]!}` : String(f)));
  const armour = d.armour !== undefined ? ` against armour ${d.armour}` : '';
  const through = d.armour !== undefined ? pen.filter((f, i) => f + (plus[i] ?? 0) >= d.armour!).length : undefined;
  const dmg = d.vehicleDamage ?? [];
  const res =
    through === undefined
      ? ''
      : through === 0
        ? ': none through'
        : `: ${through} through; damage ${dmg.length === 1 ? 'die' : 'dice'} ${dmg.join(', ')} (1-2 immobilised, 3-4 a weapon lost, 5-6 destroyed)`;
  return `penetration ${pen.length === 1 ? 'die' : 'dice'} ${sums.join(', ')}${armour}${res}`;
}

/** A vehicle damage result in words. */
export const VEHICLE_RESULT: Readonly<Record<string, string>> = {
  immobilised: 'immobilised',
  weaponLost: 'a weapon lost',
  destroyed: 'destroyed',
};

export const moraleWhy = (total: number, target: number, dice?: readonly number[]): string =>
  `failed its morale test (${faces2(total, dice)}, over ${target})`;

export function questionWords(q: ReactQuestion): string {
  const opts = q.allowed.map((r) => {
    const c = q.chance[r];
    return `${REACTION_WORDS[r]}${c !== undefined ? ` (${chanceWords(c)})` : ''}${q.why[r] ? ` - ${q.why[r]}` : ''}`;
  });
  return `${q.unit} may react ${MOMENT_WORDS[q.moment]} (${q.enemy}): ${opts.join('; ')}; or none`;
}

/** What each kind of roll is for, in words ("Order test: 3, 6 against 7", not "orderTest: …", play-test 14b). */
const ROLL_WORDS: Record<OdPurpose, string> = {
  bag: 'Die drawn from the bag',
  orderTest: 'Order test',
  reactionTest: 'Reaction test',
  hit: 'To hit',
  hitExtra: 'Extra hits',
  damage: 'Damage',
  morale: 'Morale',
  rally: 'Rally',
  closeQuarters: 'Close quarters',
  closeDamage: 'Close-quarters damage',
  penetration: 'Penetration',
  vehicleDamage: 'Vehicle damage',
  hePins: 'High explosive pins',
  heFigures: 'High explosive hits',
};

/**
 * One event in words. `many` says which units have a plural name ("Raiders", "Riflemen"), so the screen's
 * sentences agree with the names it puts in; the sim's ids are all singular.
 */
export function eventWords(e: OdEvent, many: (unit: string) => boolean = () => false): string {
  // The verb for the event's subject unit: [singular, plural].
  const v = (unit: string, one: string, more: string): string => (many(unit) ? more : one);
  switch (e.type) {
    case 'roll':
      return `${ROLL_WORDS[e.purpose as OdPurpose] ?? e.purpose}: ${e.dice.join(', ')}${e.target !== undefined ? ` against ${e.target}` : ''}`;
    case 'turn':
      return `turn ${e.turn} begins; the bag holds ${sideCounts(e.bag)}, a die for each unit standing${
        e.ambush ? ` and not on Ambush (units on Ambush keep their die: ${sideCounts(e.ambush)})` : ''
      }`;
    case 'draw':
      // Set by a scenario's script or by a lesson: a lesson's player never sees "the file" (play-test 41).
      return `a ${e.side} die is drawn${e.scripted ? ' (set beforehand, not by chance)' : ''}`;
    case 'setAside':
      return `the ${e.side} die is set aside: no ${e.side} unit is without an order`;
    case 'orderTest':
      return `${e.unit} ${v(e.unit, 'takes', 'take')} an order test: ${faces2(e.total, e.dice)} against ${e.target}, ${e.passed ? 'passed, one pin goes' : `failed, and ${v(e.unit, 'goes', 'go')} Down`}`;
    case 'order':
      return `${e.unit} ${v(e.unit, 'is', 'are')} given ${/^[aeiou]/.test(e.order) ? 'an' : 'a'} ${e.order[0]!.toUpperCase()}${e.order.slice(1)} order${e.target ? ` at ${e.target}` : ''}`;
    case 'reaction': {
      const [one, more] = REACTION_DONE[e.reaction];
      const why = e.why ? ` (${e.why})` : '';
      // The why may say it already ("going down needs no test"): the test is not named twice (play-test 3, 18).
      if (!e.test)
        return `${e.unit} ${v(e.unit, one, more)} ${MOMENT_WORDS[e.moment]}${why}${/no test/.test(why) ? '' : ', with no test needed'}`;
      const test = `${faces2(e.test.total, e.test.dice)} against ${e.test.target}`;
      return e.passed
        ? `${e.unit} ${v(e.unit, 'tests', 'test')} to ${REACTION_WORDS[e.reaction]} ${MOMENT_WORDS[e.moment]}${why}: ${test}, passed`
        : `${e.unit} ${v(e.unit, 'tests', 'test')} to ${REACTION_WORDS[e.reaction]} ${MOMENT_WORDS[e.moment]}${why}: ${test}, failed, and ${v(e.unit, 'takes', 'take')} a pin`;
    }
    case 'move':
      return `${e.unit} ${v(e.unit, 'moves', 'move')} ${inch(Math.hypot(e.to[0] - e.from[0], e.to[1] - e.from[1]))}${e.stopped ? ` (${e.stopped})` : ''}: ${e.why}`;
    case 'pivot':
      // Turning to shoot: the target by name ("pivots toward North's 1st Squad"), not "to face north" beside a
      // side called North (play-test 7, 21); a turn to a point keeps its compass point.
      if (e.toward) return `${e.unit} ${v(e.unit, 'pivots', 'pivot')} toward ${e.toward}`;
      return `${e.unit} ${v(e.unit, 'pivots', 'pivot')} to face ${facingWords(e.facing)}`;
    case 'shoot':
      if (e.shots === 0) return `${e.unit} ${v(e.unit, 'takes', 'take')} no shot at ${e.target}: ${e.why}`;
      return `${e.unit} ${v(e.unit, 'shoots', 'shoot')} ${e.target} at ${inch(e.range)}${e.pointBlank ? ' point blank' : ''}: ${e.why}`;
    case 'casualty':
      return `${e.figure} of ${e.unit} falls`;
    case 'pin':
      return `${e.unit} ${v(e.unit, 'takes', 'take')} ${e.added} pin${e.added === 1 ? '' : 's'} (${e.pins} now)`;
    case 'unpin': {
      const lost = `${e.removed} pin${e.removed === 1 ? '' : 's'} (${e.pins} now)`;
      if (e.rally === undefined) return `${e.unit} ${v(e.unit, 'loses', 'lose')} ${lost}`;
      // A rally with no pins on the unit: nothing to remove, said so (play-test 15: "but only 0 were left to
      // lose; it loses 0 pins (0 now)").
      if (e.removed === 0 && e.pins === 0)
        return `${e.unit} ${v(e.unit, 'rallies', 'rally')}, but ${v(e.unit, 'has', 'have')} no pins to lose: the die (rolled ${e.rally}) removes nothing`;
      // A rally throws one die with no target: its face is how many pins go (play-test: pins went, no die said).
      const only =
        e.rally > e.removed ? `, but only ${e.removed} ${e.removed === 1 ? 'was' : 'were'} left to lose` : '';
      return `${e.unit} ${v(e.unit, 'rallies', 'rally')}: a die with no target, rolled ${e.rally}, so up to ${e.rally} pin${e.rally === 1 ? '' : 's'} go${e.rally === 1 ? 'es' : ''}${only}; ${v(e.unit, 'it loses', 'they lose')} ${lost}`;
    }
    case 'vehicleHit':
      return `${e.unit} ${v(e.unit, 'is', 'are')} hit through ${v(e.unit, 'its', 'their')} armour ${e.armour}: ${VEHICLE_RESULT[e.result] ?? e.result}`;
    case 'morale':
      return `${e.unit} ${v(e.unit, 'tests', 'test')} morale: ${faces2(e.total, e.dice)} against ${e.target}, ${e.passed ? v(e.unit, 'holds', 'hold') : v(e.unit, 'breaks', 'break')}`;
    case 'destroyed':
      return `${e.unit} ${v(e.unit, 'is', 'are')} destroyed: ${e.why}`;
    case 'closeQuarters':
      return `close quarters, ${e.attacker} against ${e.defender}: ${e.attackerKills} to ${e.defenderKills}${e.winner ? `, ${e.winner} ${v(e.winner, 'wins', 'win')}` : ', a tie'}`;
    case 'assault':
      return `${e.unit} ${v(e.unit, 'assaults', 'assault')} ${e.target}: ${e.contact ? 'contact' : `${v(e.unit, 'it falls', 'they fall')} short`}`;
    case 'answer':
      return `${e.query.ask} ${e.query.from} to ${e.query.to}: ${e.result}`;
    case 'control':
      return `${e.side} is now played by ${e.control === 'ai' ? 'the computer' : 'a person'}`;
    case 'ended':
      return e.winner ? `${e.winner} wins (${e.reason})` : `a draw (${e.reason})`;
    case 'ignored':
      if (e.field === 'bag')
        return `the file's scripted bag face ${e.value} is skipped: the bag holds ${e.left} ${e.left === 1 ? 'die' : 'dice'} now`;
      return `${e.value} asked for, but this game has no ${e.value} rule: the battle is fought as by day`;
  }
}
