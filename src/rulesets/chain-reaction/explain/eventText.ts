// One line of plain words for each engine event, for the log, the dialogs and tests. Most events carry the
// sentence this layer wrote for them when they happened; the few that don't (turning, stance, ammo, status
// changes, the end of an activation) are worded here from their facts.
import type { GameEvent } from '../engine/events';
import { plainMoveText } from './move';
import { word } from './words';
import { joinsLedText } from './activation';

const COMPASS = [
  'east (right)',
  'south-east',
  'south (toward your edge)',
  'south-west',
  'west (left)',
  'north-west',
  'north (toward the enemy edge)',
  'north-east',
];

/** A facing in degrees as a direction on the table. */
export function facingWords(deg: number): string {
  const i = Math.round((((deg % 360) + 360) % 360) / 45) % 8;
  return COMPASS[i]!;
}

const STATUS: Record<string, string> = {
  carryOn: 'carrying on',
  duckBack: 'ducking back',
  hunkerDown: 'hunkered down',
  leaving: 'leaving the battlefield',
  outOfTheFight: 'out of the fight',
  obviouslyDead: 'obviously dead',
  captured: 'captured',
  offTable: 'off the table',
};

export function statusWords(status: string): string {
  return STATUS[status] ?? word(status).toLowerCase();
}

const AMMO: Record<string, string> = {
  loaded: 'loaded',
  outOfAmmo: 'out of ammo',
  grenadeReady: 'holding a readied grenade',
};

/** The sentence for an event, or undefined for events the log leaves out. */
export function eventText(e: GameEvent): string | undefined {
  switch (e.type) {
    case 'turn':
      return `Turn ${e.turn} begins.`;
    case 'facing':
      return `${e.figure} turns to face ${facingWords(e.facing)}.`;
    case 'stance':
      // Going prone by choice: one sentence, what it costs and what it leaves (play-test 10a, 31: the reason
      // repeated "goes prone" in nested brackets, and called a man "it").
      if (e.stance === 'prone' && e.why?.startsWith('goes prone'))
        return `${e.figure} goes prone: that ends the move, but ${e.figure} may still fire.`;
      return `${e.figure} ${e.stance === 'prone' ? 'goes prone' : 'stands up'}${e.why ? ` (${e.why})` : ''}.`;
    // A reload says what the figure did, then what it is now; running dry says what it is, then why.
    case 'ammo':
      return e.ammo === 'loaded'
        ? `${e.figure} ${e.why ?? 'reloads'}: ${AMMO.loaded ?? 'loaded'} again.`
        : `${e.figure} is ${AMMO[e.ammo] ?? e.ammo}${e.why ? `: ${e.why}` : ''}.`;
    case 'status':
      return `${e.figure} is now ${statusWords(e.to)} (was ${statusWords(e.from)})${e.why ? `: ${e.why}` : ''}.`;
    // A leader who already acted leads friends he joined since: they act, he does not (play-test 5, 6).
    case 'activate':
      if (!e.figures.length || e.figures.includes(e.leader)) return e.text;
      return joinsLedText(
        e.leader,
        Number(/\(Rep (\d+)/.exec(e.text)?.[1] ?? 0),
        e.text.includes('temporary leader'),
        e.figures,
      );
    case 'endActivation':
      return `The group led by ${e.leader} ends its activation.`;
    case 'move':
      return e.text ?? plainMoveText(e.figure, e.inches, e.why);
    case 'roll':
      return undefined;
    case 'answer':
    case 'final':
      return undefined;
    default:
      return e.text;
  }
}
