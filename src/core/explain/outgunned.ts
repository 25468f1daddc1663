// Whether a target is outgunned, in words: the two Outgunned Rankings, or why it can't answer back.
import type { CantShootBack, OutgunnedResult } from '../rules/outgunned';
import type { Explanation } from './types';

const CANT: Record<CantShootBack, string> = {
  noWeapon: 'it has no weapon',
  outOfAmmo: 'it is out of ammo',
  rocketFired: 'its rocket launcher is already fired',
  outOfRange: 'the shooter is beyond its range',
};

export function explainOutgunned(r: OutgunnedResult, who?: string): Explanation {
  const name = who ?? 'The target';
  const ranks = `ranking ${r.shooterRanking} against ${r.targetRanking}`;
  let text: string;
  if (r.reason === 'star') text = `${name} is a Star, and a Star is never outgunned.`;
  else if (r.reason === 'cantShootBack') text = `${name} is outgunned: ${CANT[r.cantShootBack ?? 'noWeapon']}.`;
  else if (r.reason === 'higherRanking') text = `${name} is outgunned: ${ranks}.`;
  else text = `${name} is not outgunned: ${ranks}.`;
  return { text, table: r.ref, dice: [], modifiers: [] };
}
