// What the table animates for each Chain Reaction event (core/pictures.ts): moves glide along their paths,
// shots streak to each target with HIT or miss, a thrown grenade flies to where it landed, blasts swell over
// the 2.5" circle, In Sight rings out, and dice, damage and new statuses float up beside the figure.
import type { Picture } from '../../../core/pictures';
import type { GameEvent } from '../engine/events';
import { statusWords } from '../explain/eventText';
import { BLAST_RADIUS } from '../tables/weapons';

export function eventPictures(e: GameEvent): Picture[] {
  switch (e.type) {
    case 'move':
      return [
        {
          kind: 'glide',
          figure: e.figure,
          path: e.path.length >= 2 ? e.path : [e.from, e.to],
          inches: Math.max(0.01, e.inches || Math.hypot(e.to[0] - e.from[0], e.to[1] - e.from[1])),
          to: e.to,
        },
      ];
    case 'fire':
      return [
        { kind: 'shot', from: e.figure, targets: e.targets.map((t) => ({ figure: t.figure, hit: t.hit })) },
        ...e.targets.map((t): Picture => ({
          kind: 'float',
          text: t.hit ? 'HIT' : 'miss',
          colour: t.hit ? '#ff6b6b' : '#ffe45a',
          beats: 1.6,
          figure: t.figure,
        })),
      ];
    case 'test':
      // A thrown grenade: it flies from the thrower to where it landed, and says so if it missed.
      if (e.test !== 'throwGrenade' || !e.at || !e.figure) return [];
      return [
        { kind: 'throw', from: e.figure, to: e.at },
        {
          kind: 'float',
          text: e.result === 'missed' ? 'grenade misses' : 'grenade',
          colour: '#ffb08a',
          beats: 2,
          at: e.at,
        },
      ];
    case 'blast':
      return [{ kind: 'blast', at: e.at, r: BLAST_RADIUS }];
    case 'inSight':
      return [
        { kind: 'alert', at: e.at },
        { kind: 'float', text: 'In Sight!', colour: '#ffb25a', beats: 2, at: e.at },
      ];
    case 'roll': {
      const who = e.who[0];
      if (!who || !e.dice.length) return [];
      return [
        { kind: 'float', text: e.dice.map((d) => `[${d}]`).join(''), colour: '#ffffff', beats: 1.4, figure: who },
      ];
    }
    case 'damage':
      return [{ kind: 'float', text: statusWords(e.result), colour: '#ff9a9a', beats: 2, figure: e.figure }];
    case 'status':
      return e.to === 'carryOn'
        ? []
        : [{ kind: 'float', text: statusWords(e.to), colour: '#ffd27a', beats: 2, figure: e.figure }];
    case 'melee':
      return [{ kind: 'clash', a: e.attacker, b: e.defender }];
    default:
      return [];
  }
}
