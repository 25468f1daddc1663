// The one wording layer: every sentence of the log is made here from the numbers that decided it, so the
// preview's arithmetic and the log's read the same ("veteran 60%, target kneeling -20%, aimed 2 AP +20% = 60%").
import type { ApEvent, Chance, Edge } from './types';

/** An edge as the table draws it (north is the top). */
export const EDGE_WORDS: Record<Edge, string> = {
  north: 'top edge',
  south: 'bottom edge',
  west: 'left edge',
  east: 'right edge',
};

/** Facings in degrees, clockwise from east (the table's y runs down), as the directions a player says. */
const COMPASS = [
  'east, toward the right edge',
  'south-east',
  'south, toward the bottom edge',
  'south-west',
  'west, toward the left edge',
  'north-west',
  'north, toward the top edge',
  'north-east',
];

/** A facing as a direction on the table ("north-east"), never a bearing in degrees (play-test 3 entry 16). */
export function facingWords(deg: number): string {
  return COMPASS[Math.round((((deg % 360) + 360) % 360) / 45) % 8]!;
}

const pct = (v: number): string => `${v > 0 ? '+' : v < 0 ? '\u2212' : '+'}${Math.abs(v)}%`;

/** The sum written out: base, each modifier on its own, and the chance (clamped to 5..95 %). */
export function chanceText(c: Chance): string {
  const parts = [c.base.text, ...c.mods.map((m) => `${m.text} ${pct(m.value)}`)];
  const clamp = c.raw !== c.chance ? ` (${c.raw}%, held to ${c.chance}%)` : '';
  return `${parts.join(', ')} = ${c.chance}%${clamp}`;
}

const BAND_WORDS: Record<string, string> = {
  none: 'no wound',
  light: 'a light wound',
  medium: 'a medium wound',
  serious: 'a serious wound',
  critical: 'a critical wound',
  dead: 'death',
};

const FAILED_WORDS: Record<string, string> = {
  dropProne: 'drops prone and does nothing more this phase',
  pinned: 'is pinned down: prone, no action, tests again next phase',
  retire: 'retires to cover and must rally next phase or leave the table',
  tacticalRetreat: 'makes a tactical retreat 6" and tests again next phase',
  broken: 'breaks and runs 12"; the enemy in contact gets a free attack',
};

/** A test as a sentence's subject and verb: "Hale shoots at the Technical", "Rook tests morale". */
const TEST_VERBS: Record<string, (t: string) => string> = {
  spot: (t) => `tries to spot ${t}`,
  shoot: (t) => `shoots at ${t}`,
  'snap fire': (t) => `snap-fires at ${t}`,
  'throw a grenade': () => 'throws a grenade',
  'throw smoke': () => 'throws smoke',
  morale: () => 'tests morale',
  'hand-to-hand attack': (t) => `attacks ${t} hand to hand`,
  'free attack': (t) => `takes a free attack at ${t}`,
  parry: (t) => `tries to parry ${t}`,
  consciousness: () => 'tests to stay conscious',
  'first aid': (t) => `gives first aid to ${t}`,
};

function testSubject(figure: string, test: string, target?: string): string {
  // A launcher's test is named "fire <launcher>" (launchers.ts).
  const fired = /^fire (.+)$/.exec(test);
  if (fired) return `${figure} fires the ${fired[1]}${target ? ` at ${target}` : ''}`;
  const verb = TEST_VERBS[test];
  // A verb that needs a target it was not given falls back to the plain form, as does a test not listed.
  if (verb && (target || verb('\u0000').indexOf('\u0000') < 0)) return `${figure} ${verb(target ?? '')}`;
  return `${figure} ${test}${target ? ` (${target})` : ''}`;
}

/** A shaken state as what the figure was doing before its next test (people are "their", never "its"). */
const WAS_WORDS: Record<string, string> = {
  pinned: 'being pinned down',
  tacticalRetreat: 'their tactical retreat',
};

const VEHICLE_WORDS: Record<string, string> = {
  noEffect: 'no effect',
  immobilised: 'immobilised',
  weaponDestroyed: 'a weapon destroyed',
  destroyed: 'destroyed, the crew take 2d10 each',
};

function vehicleHitText(e: Extract<ApEvent, { type: 'vehicleHit' }>): string {
  const what = e.pen < e.armour ? `PEN ${e.pen} below its ${e.armour}` : `PEN ${e.pen} against ${e.armour}`;
  const roll = e.roll !== undefined ? `, 1d10 rolled ${e.roll}` : '';
  const name = e.vehicle.charAt(0).toUpperCase() + e.vehicle.slice(1);
  return `${name} is hit by ${e.by}: ${what}${roll}: ${VEHICLE_WORDS[e.result]}.`;
}

export function eventText(e: ApEvent): string {
  if (e.type === 'control')
    return `${e.side} is now played by ${e.control === 'human' ? 'a person' : e.control === 'ai' ? 'the computer' : 'the file'}.`;
  switch (e.type) {
    case 'roll':
      return `${e.purpose} roll for ${e.who.join(', ')}: ${e.dice.join(', ')}${e.total !== undefined ? ` (${e.total})` : ''}${e.note ? ` - ${e.note}` : ''}`;
    case 'phase':
      // One name acts; "2 figures unseen" (the log's count of unseen figures) act.
      return e.order.length === 1 && !/^\d+ figures unseen$/.test(e.order[0]!)
        ? `Round ${e.round}, combat phase ${e.phase}: ${e.order[0]} acts.`
        : `Round ${e.round}, combat phase ${e.phase}: ${e.order.join(', ')} act, in that order.`;
    case 'act':
      return `${e.figure} acts with ${e.ap} AP.`;
    case 'test': {
      const res = e.pass ? (e.critical ? 'a critical success' : 'success') : e.fumble ? 'a fumble' : 'failure';
      return `${testSubject(e.figure, e.test, e.target)}: ${chanceText(e.chance)}; rolled ${String(e.roll).padStart(2, '0')}: ${res}.`;
    }
    case 'ap':
      return `${e.figure}: ${e.action} for ${e.cost} AP${e.why ? ` (${e.why})` : ''}, ${e.left} left.`;
    case 'move': {
      const how = { push: 'is pushed', run: 'runs', drive: 'drives', fly: 'flies' }[e.how] ?? 'moves';
      const who =
        e.how === 'drive' || e.how === 'fly' ? e.figure.charAt(0).toUpperCase() + e.figure.slice(1) : e.figure;
      return `${who} ${how} ${Math.round(e.inches * 10) / 10}".`;
    }
    case 'ied': {
      const caught = [...e.kill.map((n) => `${n} (kill zone)`), ...e.damage.map((n) => `${n} (damage zone)`)];
      return `An IED goes off under ${e.vehicle}, PEN ${e.pen}${caught.length ? `; the blast catches ${caught.join(', ')}` : ''}.`;
    }
    case 'dismount':
      return `${e.figure} gets out of ${e.vehicle}.`;
    case 'mount':
      return `${e.figure} gets into ${e.vehicle}.`;
    case 'flight': {
      const who = e.figure.charAt(0).toUpperCase() + e.figure.slice(1);
      return e.up ? `${who} takes off.` : `${who} lands.`;
    }
    case 'carry':
      return `${e.figure} picks up ${e.target} to carry off the table.`;
    case 'putDown':
      return `${e.figure} puts ${e.target} down.`;
    case 'evacuated':
      if (e.figure === e.target)
        return e.vehicle
          ? `${e.figure} gets into ${e.vehicle}, out of the fight.`
          : `${e.figure} leaves by the ${EDGE_WORDS[e.edge ?? 'south']}, out of the fight.`;
      return e.vehicle
        ? `${e.figure} puts ${e.target} into ${e.vehicle}: evacuated.`
        : `${e.figure} carries ${e.target} off by the ${EDGE_WORDS[e.edge ?? 'south']}: evacuated.`;
    case 'iedFound':
      return `${e.figure} finds an IED at [${e.at.join(', ')}].`;
    case 'stance':
      return e.stance === 'stop' ? `${e.figure} stops.` : `${e.figure} is now ${e.stance}.`;
    case 'turn':
      return `${e.figure} turns to face ${facingWords(e.facing)}.`;
    case 'seen':
      return `${e.figure} has spotted ${e.target}.`;
    case 'damage': {
      const dice = e.critical ? `maximum damage ${e.dice.join('+')}` : `damage ${e.dice.join('+')}`;
      const plus = e.plus ? ` +${e.plus}` : '';
      const armour = e.armour ? `, armour ${e.armour} off` : '';
      return `${e.figure} takes ${dice}${plus}${armour} = ${e.net}: ${BAND_WORDS[e.band]}.`;
    }
    case 'wound':
      return e.band === e.worst
        ? `${e.figure} suffers ${BAND_WORDS[e.band]}.`
        : `${e.figure} suffers ${BAND_WORDS[e.band]} on top of their wounds: now ${BAND_WORDS[e.worst]}.`;
    case 'unconscious':
      return `${e.figure} passes out.`;
    case 'marker':
      return `${e.figure} gets a morale marker (${e.why}) and tests morale at the start of the next act.`;
    case 'failedMorale':
      return `${e.figure} fails morale, rolls ${e.roll}: ${FAILED_WORDS[e.result] ?? e.result}.`;
    case 'fallsBack':
      return `${e.figure} fails to rally from ${WAS_WORDS[e.was] ?? e.was}, so ${FAILED_WORDS[e.result] ?? e.result}.`;
    case 'surrender':
      return `${e.figure} is alone with the enemy close and surrenders.`;
    case 'removed':
      return `${e.figure} leaves the table (${e.why}).`;
    case 'jam':
      return `${e.figure}'s weapon jams (fumble): 2 AP to clear the jam.`;
    case 'unjam':
      return `${e.figure} clears the jam.`;
    case 'deviate':
      return e.what
        ? `The ${e.what} round misses and lands ${e.inches}" away toward ${e.clock} o'clock.`
        : `The throw misses and lands ${e.inches}" away toward ${e.clock} o'clock.`;
    case 'blast':
      return `${e.figure}'s ${e.what ? `${e.what} round` : 'grenade'} explodes: kill zone ${e.kill.join(', ') || 'empty'}, damage zone ${e.damage.join(', ') || 'empty'}.`;
    case 'rounds':
      return `${e.figure}'s grenade machine gun fires ${e.rounds} ${e.rounds === 1 ? 'round' : 'rounds'} (1d6/2), ${e.left} left.`;
    case 'smoke':
      return `${e.figure}'s smoke stands until the end of round ${e.untilRound}.`;
    case 'burst':
      return `${e.figure}'s burst also hits ${e.hits.join(', ')}.`;
    case 'parried':
      return `${e.figure} parries ${e.by}'s attack.`;
    case 'fumble':
      return `${e.figure} fumbles in hand to hand: ${e.result}.`;
    case 'points':
      return `${e.side} ${agree(e.side, 'has', 'have')} ${e.points} victory points (${e.why}).`;
    case 'setUp':
      return e.left > 0
        ? `${e.figure} sets up their weapon: ${e.left} ${e.left === 1 ? 'phase' : 'phases'} to go.`
        : `${e.figure}'s weapon is set up.`;
    case 'vehicleHit':
      return vehicleHitText(e);
    case 'end':
      return `The game ends: ${e.reason}. ${e.winner ? `${e.winner} ${agree(e.winner, 'wins', 'win')}.` : 'A draw.'}`;
    case 'answer':
      return `Query ${e.index} (${e.when}): ${JSON.stringify(e.result)}`;
  }
}

/** The verb for a side's name: a name that reads as plural ("Regulars", "Militia" is one) takes the plural. */
export function agree(name: string, one: string, many: string): string {
  return /[^s]s$/i.test(name.trim()) ? many : one;
}
