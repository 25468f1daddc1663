// The log's and end page's words with names in place of ids, worked out as they are shown: the events and
// the saved games keep the sides' and pieces' ids (so replays and the fingerprint stay as they were), and
// these lines rebuild the sentences that name a side, and rename the places (explain/places.ts).
import type { GameEvent } from '../engine/events';
import type { GameState } from '../state';
import { activationText } from '../explain/activation';
import { eventText } from '../explain/eventText';
import { plainPlaces, sideName } from '../explain/places';
import { encounterText } from '../explain/encounter';
import type { LogWords } from './logModel';
import type { ChainActivation, ChainNode } from '../../../core/rulesetView';

const cap = (t: string): string => (t ? t[0]!.toUpperCase() + t.slice(1) : t);

/** "you hold the field" for the screen's own side in an encounter, else "<the side> holds the field". */
export function holdsTheField(s: GameState, id: string): string {
  const n = sideName(s, id);
  if (n === 'your force') return 'you hold the field';
  return `${n} ${agree(n, 'holds', 'hold')} the field`;
}
const PLURAL = /^the (?:.+'s )?(?:soldiers|police|gangers|guerillas|militia)$/;

/**
 * The verb for a side named as the screen names it: a force's people are many ("the gangers activate",
 * "the soldiers hold"); a side's own name, "your force" and "the enemy" are one ("Raiders holds").
 */
export function agree(name: string, one: string, many: string): string {
  return PLURAL.test(name) ? many : one;
}

/** Why the battle ended, naming the sides (the end event's and the state's `text` keep the ids). */
export function endedText(s: GameState, ended: { reason: string; winner?: string; text: string }): string {
  if (ended.reason !== 'sideDestroyed') return plainPlaces(ended.text, s);
  const beaten = s.sides.map((x) => x.id).filter((id) => id !== ended.winner);
  const where = beaten.map((id) => sideName(s, id)).join(' or ');
  return `Nobody is left able to fight in ${where}${ended.winner ? `: ${holdsTheField(s, ended.winner)}` : ''}.`;
}

/** An event's line for the log, sides and places named. */
export function shownEventText(e: GameEvent, s: GameState): string | undefined {
  const side = (id: string) => sideName(s, id);
  switch (e.type) {
    case 'activation': {
      const rerolls = Number(/after (\d+) re-roll/.exec(e.text)?.[1] ?? 0);
      const dice = Object.fromEntries(e.order.map((id) => [side(id), e.dice[id]!]));
      const text = activationText(e.turn, dice, e.order.map(side), rerolls);
      // "the soldiers act first": a force's people are many.
      return text.replace(' acts first,', ` ${agree(side(e.order[0]!), 'acts', 'act')} first,`);
    }
    case 'activate': {
      // "The gangers activate the group led by Ivo ...".
      if (!e.text.startsWith(`${e.side} activates `)) return e.text;
      const n = side(e.side);
      return `${cap(n)} ${agree(n, 'activates', 'activate')}${e.text.slice(e.side.length + ' activates'.length)}`;
    }
    case 'end':
      return endedText(s, e);
    case 'encounter':
      // "Patrol: your force against a guerilla force ...", not the player side's id.
      return plainPlaces(encounterText(e.kind, side(e.player), e.npForce, e.overall, e.pieces), s);
    default: {
      const t = eventText(e);
      return t === undefined ? t : plainPlaces(t, s);
    }
  }
}

/** The log's words for the table as `now` gives it (ids left as they are while there is none). */
export function logWords(now: () => GameState | undefined): LogWords {
  return {
    plain: (t) => {
      const s = now();
      return s ? plainPlaces(t, s) : t;
    },
    side: (id) => {
      const s = now();
      return s ? sideName(s, id) : id;
    },
    event: (e) => {
      const s = now();
      return s ? shownEventText(e, s) : eventText(e);
    },
  };
}

/** The chain view with sides and places named, as the log has them. */
export function namedChains(chains: ChainActivation[], s: GameState | undefined): ChainActivation[] {
  if (!s) return chains;
  const p = (t: string) => plainPlaces(t, s);
  const node = (n: ChainNode): ChainNode => ({
    ...n,
    text: p(n.text),
    rolls: n.rolls.map(p),
    children: n.children.map(node),
  });
  return chains.map((a) => ({
    ...a,
    title: a.side ? a.title.replace(`: ${a.side}, `, `: ${sideName(s, a.side)}, `) : a.title,
    roots: a.roots.map(node),
  }));
}
