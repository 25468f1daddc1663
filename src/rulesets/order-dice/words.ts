// The one wording layer of the order-dice game: every sentence the log, the sim's text and the questions
// show is built here from the numbers that decided it. Rules call these; nothing else words a rule.
import type { OdEvent, ReactQuestion } from './state';
import type { Cover } from './terrain';
import type { Moment, Reaction } from './vocab';
import { chanceWords } from './odds';

const inch = (d: number): string => `${Math.round(d * 10) / 10}"`;

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
    `${enemy} moved on a ${order} order within its field of fire, ${inch(range)} away`,
  ambushAssault: (enemy: string, victim: string) =>
    `${enemy} assaulted ${victim}: the ambush comes before point-blank fire`,
};

export function shootWhy(
  lines: readonly { weapon: string; shots: number; need: number; cover: Cover; longRange: boolean }[],
  hits: number,
  kills: number,
): string {
  const parts = lines.map(
    (l) =>
      `${l.shots} ${l.weapon} shot${l.shots === 1 ? '' : 's'} needing ${l.need}+` +
      (l.longRange ? ', long range' : '') +
      (l.cover !== 'none' ? `, ${l.cover} cover` : ''),
  );
  return `${parts.join('; ') || 'no shots'}: ${hits} hit${hits === 1 ? '' : 's'}, ${kills} killed`;
}

export const moraleWhy = (total: number, target: number): string => `failed its morale test (${total} over ${target})`;

export function questionWords(q: ReactQuestion): string {
  const opts = q.allowed.map((r) => {
    const c = q.chance[r];
    return `${REACTION_WORDS[r]}${c !== undefined ? ` (${chanceWords(c)})` : ''}${q.why[r] ? ` - ${q.why[r]}` : ''}`;
  });
  return `${q.unit} may react ${MOMENT_WORDS[q.moment]} (${q.enemy}): ${opts.join('; ')}; or none`;
}

export function eventWords(e: OdEvent): string {
  switch (e.type) {
    case 'roll':
      return `${e.purpose}: ${e.dice.join(', ')}${e.target !== undefined ? ` against ${e.target}` : ''}`;
    case 'turn':
      return `turn ${e.turn} begins; the bag holds ${Object.entries(e.bag)
        .map(([s, n]) => `${n} ${s}`)
        .join(', ')}`;
    case 'draw':
      return `a ${e.side} die is drawn${e.scripted ? ' (as the file says)' : ''}`;
    case 'setAside':
      return `the ${e.side} die is set aside: no ${e.side} unit is without an order`;
    case 'orderTest':
      return `${e.unit} takes an order test: ${e.total} against ${e.target}, ${e.passed ? 'passed, one pin goes' : 'failed, it goes Down'}`;
    case 'order':
      return `${e.unit} is given ${e.order}${e.target ? ` at ${e.target}` : ''}`;
    case 'reaction':
      return e.passed
        ? `${e.unit}: ${REACTION_WORDS[e.reaction]} ${MOMENT_WORDS[e.moment]} - ${e.why}`
        : `${e.unit} fails to ${REACTION_WORDS[e.reaction]} (${e.test?.total} over ${e.test?.target}) and takes a pin - ${e.why}`;
    case 'move':
      return `${e.unit} moves ${inch(Math.hypot(e.to[0] - e.from[0], e.to[1] - e.from[1]))}${e.stopped ? ` (${e.stopped})` : ''}: ${e.why}`;
    case 'pivot':
      return `${e.unit} pivots to ${Math.round(e.facing)} degrees`;
    case 'shoot':
      if (e.shots === 0) return `${e.unit} takes no shot at ${e.target}: ${e.why}`;
      return `${e.unit} shoots ${e.target} at ${inch(e.range)}${e.pointBlank ? ' point blank' : ''}: ${e.why}`;
    case 'casualty':
      return `${e.figure} of ${e.unit} falls`;
    case 'pin':
      return `${e.unit} takes ${e.added} pin${e.added === 1 ? '' : 's'} (${e.pins} now)`;
    case 'unpin':
      return `${e.unit} loses ${e.removed} pin${e.removed === 1 ? '' : 's'} (${e.pins} now)`;
    case 'vehicleHit':
      return `${e.unit} is hit through its armour ${e.armour}: ${e.result}`;
    case 'morale':
      return `${e.unit} tests morale: ${e.total} against ${e.target}, ${e.passed ? 'holds' : 'breaks'}`;
    case 'destroyed':
      return `${e.unit} is destroyed: ${e.why}`;
    case 'closeQuarters':
      return `close quarters, ${e.attacker} against ${e.defender}: ${e.attackerKills} to ${e.defenderKills}${e.winner ? `, ${e.winner} wins` : ', a tie'}`;
    case 'assault':
      return `${e.unit} assaults ${e.target}: ${e.contact ? 'contact' : 'it falls short'}`;
    case 'answer':
      return `${e.query.ask} ${e.query.from} to ${e.query.to}: ${e.result}`;
    case 'control':
      return `${e.side} is now played by ${e.control === 'ai' ? 'the computer' : 'a person'}`;
    case 'ended':
      return e.winner ? `${e.winner} wins (${e.reason})` : `a draw (${e.reason})`;
  }
}
