// The one wording layer: every sentence of the log is built here from the numbers in its event, so what the
// log says is exactly what decided the roll. Each line can also name its "why" key: the rules reference page
// (reference.ts) that explains the rule in our own words.
import type { AcEvent, Share } from './events';
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

function diceText(d: readonly number[]): string {
  const total = d.reduce((a, b) => a + b, 0);
  return `${d.length}d6 = ${total} (${[...d].sort((a, b) => a - b).join(',')})`;
}

/** "8d6 = 29 (2,2,2,3,3,5,6,6) against 24 (aliens in the open): 1 killed, 5 left over". */
export function shareText(sh: Share, faction = sh.faction): string {
  const over = sh.leftOver > 0 ? `, ${sh.leftOver} left over` : '';
  return `${diceText(sh.dice)} against ${sh.kill} (${faction} ${COVER_WORDS[sh.cover]}): ${sh.killed} killed${over}`;
}

const at = (p: readonly number[]) => `(${p.map((x) => Math.round(x * 10) / 10).join(', ')})`;

/**
 * One event in words. `nm` turns an id (side, group, figure, piece) into the name a person reads; the sim keeps
 * the ids (the default), the table's log passes the names.
 */
export function eventText(e: AcEvent, nm: (id: string) => string = (x) => x): string {
  // Free text the rules built with ids in it (a note, a reason): every word that is an id is told by name.
  const words = (t: string) => t.replace(/[\w-]+/g, (w) => nm(w));
  const card = (c: string) => (c.includes(':') ? `${nm(c.split(':')[0]!)} ${c.split(':')[1]}` : c);
  switch (e.type) {
    case 'roll':
      return `${e.purpose}: ${e.dice.join(',')}${e.note ? ` (${words(e.note)})` : ''}`;
    case 'draw':
      return `turn ${e.turn}: cards drawn ${e.cards.map(card).join(', ')}${e.reshuffled ? ' (discards reshuffled)' : ''}`;
    case 'card':
      return `card ${e.index + 1}: ${card(e.card)}, ${e.actions} action${e.actions === 1 ? '' : 's'} for ${e.actors.map(nm).join(' then ')}`;
    case 'cardSkipped':
      return `${card(e.card)} passes: ${words(e.why)}`;
    case 'cardDone':
      return `${card(e.card)} done${e.unused ? ` (${e.unused} action${e.unused === 1 ? '' : 's'} unused)` : ''}`;
    case 'move': {
      const what = e.surfaced
        ? `${nm(e.group)} comes up at ${at(e.to)}`
        : `${nm(e.group)} moves ${nm(e.figure)} ${Math.round(e.distance * 10) / 10}" ${STOP_WORDS[e.stop]}${e.by ? ` ${nm(e.by)}` : ''}`;
      return `${what}${e.facing !== undefined ? `, turning to face ${e.facing}°` : ''}`;
    }
    case 'lock':
      return `${nm(e.groups[0])} and ${nm(e.groups[1])} are locked in hand to hand`;
    case 'pooled':
      return `${nm(e.group)}: ${diceText(e.dice)} at ${nm(e.target)}, held for linked fire (${e.pool} dice so far)`;
    case 'shot': {
      const who = e.groups.map(nm).join(' and ');
      if (!e.intoFight && e.shares.length === 1) return `${who}: ${shareText(e.shares[0]!)}`;
      return `${who} shoots into the fight at ${nm(e.target)}: ${e.shares.map((s) => `${nm(s.side)} takes ${shareText(s)}`).join('; ')}`;
    }
    case 'blast':
      return `${e.group === 'event' ? 'the event' : nm(e.group)}'s blast at ${at(e.at)}: ${e.shares.length ? e.shares.map((s) => `${nm(s.group)} ${shareText(s)}`).join('; ') : `${diceText(e.dice)}, nobody inside`}`;
    case 'casualties':
      return `${nm(e.side)}: ${e.figures.map(nm).join(', ')} ${e.figures.length === 1 ? 'falls' : 'fall'}${e.chosenBy === 'nearest' ? ' (nearest first)' : ' (owner chose)'}`;
    case 'melee':
      return `${nm(e.side)} in hand to hand: ${e.shares.map((s) => `${nm(s.side)} takes ${shareText(s)}`).join('; ')}`;
    case 'fightOver':
      if (e.left.length === 1) return `the fight is over: ${nm(e.left[0]!)} holds the ground`;
      if (e.left.length === 0) return 'the fight is over: nobody is left';
      return `the fight is over: ${e.fellBack.length ? `${e.fellBack.map(nm).join(', ')} fall${e.fellBack.length === 1 ? 's' : ''} back a full move` : 'nobody falls back'}${e.defended.length ? `; ${e.defended.map(nm).join(', ')} hold${e.defended.length === 1 ? 's' : ''} the position` : ''}`;
    case 'special':
      return `${nm(e.group)} ${e.action}${e.dice.length ? ` (${e.dice.join(',')}, ${e.success ? 'a 6' : 'no 6'})` : ''}: ${words(e.note)}`;
    case 'control':
      return `${nm(e.side)} is now played by ${e.control === 'ai' ? 'the computer' : 'a person'}`;
    case 'end':
      return `game over: ${e.winner ? `won by ${nm(e.winner)}` : 'a draw'} (${words(e.reason)})`;
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
