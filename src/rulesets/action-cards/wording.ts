// The one wording layer: every sentence of the log is built here from the numbers in its event, so what the
// log says is exactly what decided the roll. Each line can also name its "why" key: the rules reference page
// (reference.ts) that explains the rule in our own words.
import type { AcEvent, Share } from './events';
import type { TerrainKind } from './tables';
import type { Cover } from './vocab';

const COVER_WORDS: Record<Cover, string> = { open: 'in the open', cover: 'in cover', buildings: 'in buildings' };

const STOP_WORDS: Record<string, string> = {
  reached: 'and gets there',
  limit: 'to the end of its move',
  feature: 'and stops on entering',
  barrier: 'and stops just past',
  contact: 'into contact with',
  impassable: 'and stops short of',
  edge: 'to the table edge',
  blocked: 'and stops behind other figures',
};

/**
 * A move's length in words. A move begun inside a feature is measured from where it leaves it, so the whole line
 * can be longer than the move allowance: say which part was free (play-test 5 #13: "16"" read as a 16" move).
 * `piece` is the feature's name in a sentence ("the trees").
 */
export function moveLength(distance: number, inside?: { distance: number; piece: string }): string {
  const r1 = (x: number) => Math.round(x * 10) / 10;
  if (!inside || r1(inside.distance) <= 0) return `${r1(distance)}"`;
  const free = Math.min(inside.distance, distance);
  // Each part rounded as said, so the two parts add up to the whole said (play-test hunt, session 10: "12.3"
  // (the first 2.6" ...; then 9.6")").
  const counted = r1(r1(distance) - r1(free));
  // Said as what does not count: the way out of the feature, against the move (play-test 7, 19: "which does not
  // count" after the whole length read as if the move itself had not counted).
  if (counted <= 0)
    return `${r1(distance)}" (all inside ${inside.piece} where the move began, so none of the distance counts against the move)`;
  return `${r1(distance)}" (the first ${r1(free)}", leaving ${inside.piece} where the move began, do not count against the move; then ${counted}")`;
}

function diceText(d: readonly number[]): string {
  const total = d.reduce((a, b) => a + b, 0);
  return `${d.length}d6 = ${total} (${[...d].sort((a, b) => a - b).join(',')})`;
}

/** The terrain that gave a cover class, when its name is not the class's own. */
const WHERE_WORDS: Readonly<Partial<Record<TerrainKind, string>>> = {
  woods: 'in the trees',
  rocky: 'among rocks',
  scrub: 'in scrub',
  rubble: 'in rubble',
  wall: 'behind a wall',
  woodenFence: 'behind a fence',
  vehicle: 'by a vehicle',
};

/** What a cover class is, said beside terrain that borrows it ("the trees count as buildings"). */
const AS_WORDS: Record<Cover, string> = { open: 'open ground', cover: 'cover', buildings: 'buildings' };

/**
 * "creature swarm in the trees, which count as buildings": where they stand, and which kill number that gives.
 * "in the trees, the buildings kill number" read as a slip to a new player (play-test 11a, 4).
 */
function whereText(sh: Share, faction: string): string {
  const where = sh.where && WHERE_WORDS[sh.where];
  const place = where
    ? `${faction} ${where}, which count as ${AS_WORDS[sh.cover]}`
    : `${faction} ${COVER_WORDS[sh.cover]}`;
  return `${place}${majorityText(sh)}`;
}

/**
 * A group whose figures stand in different covers counts the cover most of them have: said, so one card's
 * "police in the open" and then "police in the trees" for the same squad read as the rule, not a slip
 * (play-test 11c). Nothing when all its figures stand alike.
 */
function majorityText(sh: Share): string {
  if (sh.holding === undefined) return '';
  const of = `${sh.holding} of its ${sh.available} figures`;
  if (sh.cover === 'open')
    return `: only ${of} ${sh.holding === 1 ? 'has' : 'have'} cover, and a group has cover only when more than half its figures do`;
  return `: ${of} ${sh.holding === 1 ? 'has' : 'have'} that cover or better, and a group counts the cover more than half its figures have`;
}

/**
 * "8d6 = 29 (2,2,2,3,3,5,6,6) against 24 (aliens in the open): 1 killed, 5 left over". When the dice make
 * more kill numbers than there are figures to lose, the cap is said.
 */
export function shareText(sh: Share, faction = sh.faction, target?: string): string {
  const over = sh.leftOver > 0 ? `, ${sh.leftOver} left over` : '';
  const made = Math.floor(sh.total / sh.kill);
  // A target already wiped out (a grenade earlier in the card) leaves none to fall: "only 0 could fall" read
  // oddly (play-test 11c), so the line says the target had already fallen.
  const none = ` (the dice made ${made}, but ${target ?? 'the target'} had already fallen: nobody was left to kill)`;
  const cap =
    made > sh.killed ? (sh.available ? ` (the dice made ${made}, but only ${sh.available} could fall)` : none) : '';
  return `${diceText(sh.dice)} against ${sh.kill} (${whereText(sh, faction)}): ${sh.killed} killed${cap}${over}`;
}

/**
 * A faction's name takes a plural verb when it names many ("Soldiers have", "Police hold", "Fast burrowers 2
 * are") and a singular one when it names one body ("Creature swarm has"): one rule for every sentence (play-test
 * 10b, 14: "Soldiers … have one free action" but "Soldiers has no figures left").
 */
export function manyNamed(name: string): boolean {
  return /(?:[^s]s|police)$/i.test(name.replace(/ \d+$/, ''));
}

/** The verb for a faction named as subject: `factionVerb('Soldiers', 'has', 'have')` is "have". */
export function factionVerb(name: string, one: string, many: string): string {
  return manyNamed(name) ? many : one;
}

/** "Soldiers'", "Creature swarm's". */
const possessive = (name: string): string => (/s$/i.test(name) ? `${name}'` : `${name}'s`);

/** Dice split among the factions they are thrown at: "at Fast burrowers, 18d6 = 59 (...) against 6 (...): 4 killed". */
function atShares(shares: readonly Share[], nm: (id: string) => string): string {
  return shares.map((s) => `at ${nm(s.side)}, ${shareText(s)}`).join('; ');
}

/** A card by name: "Soldiers single", or "Special Event" (as the cards panel names it: play-test pt16a-21). */
export function cardText(c: string, nm: (id: string) => string = (x) => x): string {
  if (c.includes(':')) return `${nm(c.split(':')[0]!)} ${c.split(':')[1]}`;
  return c === 'event' ? 'Special Event' : c;
}

/** How a kind of card may share its actions out (the rulings' "Actions"). */
const SPLITS: Record<number, string> = {
  1: 'one action, for one group',
  2: 'two actions, for one group or one each for two',
  3: 'three actions, for one group, one each for three, or two and one',
};

/** What a card gives, in words: its actions and who takes them, or the special event's explosion. */
export function cardGives(e: Extract<AcEvent, { type: 'card' }>, nm: (id: string) => string = (x) => x): string {
  if (e.card === 'event') {
    if (!e.actors.length) return 'an explosion where the scenario puts it';
    const who = e.actors.map(nm).join(' and ');
    const them = e.actors.length === 1 ? factionVerb(nm(e.actors[0]!), 'has', 'have') : 'have';
    return `${who}, with the fewest figures left, ${them} one free action${e.actors.length > 1 ? ' each, in turn' : ''}`;
  }
  return SPLITS[e.actions] ?? `${e.actions} actions`;
}

/**
 * One event in words. `nm` turns an id (side, group, figure, piece) into the name a person reads; the sim keeps
 * the ids (the default), the table's log passes the names.
 */
export function eventText(e: AcEvent, nm: (id: string) => string = (x) => x): string {
  // Free text the rules built with ids in it (a note, a reason): every word that is an id is told by name.
  const words = (t: string) => t.replace(/[\w-]+/g, (w) => nm(w));
  const card = (c: string) => cardText(c, nm);
  switch (e.type) {
    case 'roll':
      return `${e.purpose}: ${e.dice.join(',')}${e.note ? ` (${words(e.note)})` : ''}`;
    case 'draw':
      return `turn ${e.turn}: cards drawn ${e.cards.map(card).join(', ')}${e.reshuffled ? ' (discards reshuffled)' : ''}`;
    case 'card':
      return `card ${e.index + 1}: ${card(e.card)}: ${cardGives(e, nm)}`;
    case 'cardSkipped': {
      // The engine's reason names the side as one ("unit has no figures left"): its verb agrees with the name.
      const why = words(e.why).replace(
        /^(.+) has no figures left$/,
        (_, who: string) => `${who} ${factionVerb(who, 'has', 'have')} no figures left`,
      );
      return `${card(e.card)} passes: ${why}`;
    }
    case 'cardDone': {
      const unused = e.unused ? ` (${e.unused} action${e.unused === 1 ? '' : 's'} unused)` : '';
      // A tied special event: each faction's free action ends in turn; only the last ends the card.
      if (e.more && e.by) return `${nm(e.by)}: free action done${unused}`;
      return `${card(e.card)} card done${unused}`;
    }
    case 'move': {
      const what = e.surfaced
        ? `${nm(e.group)} comes up out of the ground`
        : `${Object.keys(e.positions).length > 1 ? `${nm(e.figure)} leads ${nm(e.group)} over` : `${nm(e.group)} moves`} ${moveLength(e.distance, e.inside && { distance: e.inside.distance, piece: nm(e.inside.piece) })} ${STOP_WORDS[e.stop]}${e.by ? ` ${nm(e.by)}` : ''}`;
      return `${what}${e.facing !== undefined ? `, turning to face ${e.facing}°` : ''}`;
    }
    case 'lock':
      return `${nm(e.groups[0])} and ${nm(e.groups[1])} are locked in hand to hand`;
    case 'pooled':
      return `${nm(e.group)}: ${diceText(e.dice)} at ${nm(e.target)}, held for linked fire (${e.pool} dice so far)`;
    case 'shot': {
      const who = e.groups.map(nm).join(' and ');
      if (!e.intoFight && e.shares.length === 1) return `${who}: ${shareText(e.shares[0]!, undefined, nm(e.target))}`;
      // The shooters throw every die; each faction in the fight is the one the dice are "at" (play-test 8, 17:
      // "Soldiers takes 12d6" read as if the soldiers threw them).
      return `${who} ${e.groups.length > 1 ? 'shoot' : 'shoots'} into the fight at ${nm(e.target)}: ${atShares(e.shares, nm)}`;
    }
    case 'blast': {
      // Where it landed is shown on the table (the line's point), never as coordinates; the weapon and the group
      // it was thrown at are named, so a player sees where it came from (play-test 8, 17).
      const whose = e.group === 'event' ? "the special event's blast" : `${nm(e.group)}'s ${e.weapon ?? 'blast'}`;
      const thrown = e.aimedAt ? `, thrown at ${nm(e.aimedAt)},` : '';
      if (!e.shares.length) return `${whose}${thrown} catches nobody (${diceText(e.dice)})`;
      return `${whose}${thrown} catches ${e.shares.map((x) => nm(x.group)).join(' and ')}: ${e.shares.map((x) => `${nm(x.group)} ${shareText(x)}`).join('; ')}`;
    }
    case 'casualties':
      return `${nm(e.side)}: ${e.figures.map(nm).join(', ')} ${e.figures.length === 1 ? 'falls' : 'fall'}${e.chosenBy === 'nearest' ? ' (nearest first)' : ' (owner chose)'}`;
    case 'melee':
      // Who throws at whom (play-test 9, 14: "Fast burrowers takes 18d6" read as if the burrowers threw them).
      return `${possessive(nm(e.side))} hand-to-hand dice: ${atShares(e.shares, nm)}`;
    case 'fightOver':
      if (e.left.length === 1)
        return `the fight is over: ${nm(e.left[0]!)} ${factionVerb(nm(e.left[0]!), 'holds', 'hold')} the ground`;
      if (e.left.length === 0) return 'the fight is over: nobody is left';
      return `the fight is over: ${e.fellBack.length ? `${e.fellBack.map(nm).join(', ')} fall${e.fellBack.length === 1 ? 's' : ''} back a full move` : 'nobody falls back'}${e.defended.length ? `; ${e.defended.map(nm).join(', ')} ${e.defended.length === 1 ? factionVerb(nm(e.defended[0]!), 'holds', 'hold') : 'hold'} the position` : ''}`;
    case 'special':
      return `${nm(e.group)} ${e.action}${e.dice.length ? ` (${e.dice.join(',')}, ${e.success ? 'a 6' : 'no 6'})` : ''}: ${words(e.note)}`;
    case 'control':
      return `${nm(e.side)} ${factionVerb(nm(e.side), 'is', 'are')} now played by ${e.control === 'ai' ? 'the computer' : 'a person'}`;
    case 'end':
      return `game over: ${e.winner ? `won by ${nm(e.winner)}` : 'a draw'} (${words(e.reason).replace(/ and (.+) holds /, (_, who: string) => ` and ${who} ${factionVerb(who, 'holds', 'hold')} `)})`;
    case 'ignored':
      return `${e.value} asked for, but this game has no ${e.value} rule: the battle is fought as by day`;
  }
}

/** The rules reference page that explains an event ("why?"). */
export function whyOf(e: AcEvent): string | undefined {
  switch (e.type) {
    case 'draw':
    case 'card':
    case 'cardSkipped':
    case 'cardDone':
      return 'cards';
    case 'move':
      return 'move';
    case 'lock':
    case 'melee':
    case 'fightOver':
      return 'handToHand';
    case 'pooled':
    case 'shot':
    case 'casualties':
      return 'shoot';
    case 'blast':
      return 'blast';
    case 'special':
      return 'special';
    default:
      return undefined;
  }
}
