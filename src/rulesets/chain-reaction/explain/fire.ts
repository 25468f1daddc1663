// Fire in words: how the shooter fired, each target's dice on the Ranged Combat table, hits and misses,
// and the rocket launcher's one round.
import { MISS_WORDS } from './words';

/** How a shot was fired, by the engine's fire mode. */
const MODE_WORDS: Record<string, string> = {
  active: 'fires',
  inSight: 'fires on sight',
  returnFire: 'returns fire',
  snapFire: 'snap fires',
  chargeFire: 'fires at the charger',
  chargeSnap: 'snap fires at the charger',
};

export interface ShotFacts {
  die: number;
  total: number;
  hit: boolean;
  missReasons?: readonly (keyof typeof MISS_WORDS)[];
  pitiful?: { die: number };
}

/** One target's dice read on the table: "4+4=8: hit; 2+4=6: miss (too low)". With `carrying` (the friend the
 *  shooter carries, which alone made it snap fire) the snap fire says why: "miss (snap fire: carrying Bo)". */
export function shotsWhy(rep: number, shots: readonly ShotFacts[], carrying?: string): string {
  const words = (r: keyof typeof MISS_WORDS) =>
    r === 'snapFire' && carrying ? `${MISS_WORDS[r]}: carrying ${carrying}` : MISS_WORDS[r];
  return shots
    .map((s) => {
      const base = `${s.die}+${rep}=${s.total}`;
      const missed = `${base}: miss${s.missReasons?.length ? ` (${s.missReasons.map(words).join(', ')})` : ''}`;
      if (s.pitiful) return `${missed}; pitiful shot ${s.pitiful.die}: ${s.hit ? 'hit' : 'miss'}`;
      return s.hit ? `${base}: hit` : missed;
    })
    .join('; ');
}

export function fireText(
  shooter: string,
  mode: string,
  weaponLabel: string,
  targets: readonly { id: string; hits: number }[],
  twoPistols = false,
): string {
  // "with an assault rifle", not "with Assault rifle" (play-test 14a: the table's name read as a label).
  const name = weaponLabel.toLowerCase();
  const arms = twoPistols ? `a ${name} in each hand` : `${/^[aeiou]/.test(name) ? 'an' : 'a'} ${name}`;
  return `${shooter} ${MODE_WORDS[mode] ?? 'fires'} with ${arms}: ${targets.map((t) => `${t.id} ${t.hits ? `hit ${t.hits}x` : 'missed'}`).join(', ')}.`;
}

export function rocketWhy(landed: boolean): string {
  return landed ? 'the round lands on the spot' : 'the round misses the spot';
}

export function rocketText(shooter: string, target: string, landed: boolean): string {
  return `${shooter} fires the rocket launcher at ${target}: ${landed ? 'on target' : 'a miss'}; it must be reloaded.`;
}

export function cantFireBackText(figure: string, why: string): string {
  return `${figure} would fire back but can't: ${why}.`;
}

/**
 * "Tamsin would fire back but can't: Teo is behind Tamsin …" in place of "no line of sight", right after Teo
 * shot her (play-test 35): sight is one-way when the one who fires back faces away, and a blocker is named.
 * Written from the sight check at the moment it was made, so a game reopened on a later table reads the same
 * (play-test 11c: "Ash is off the table" after Continue). Pieces keep their ids here: the log names them.
 */
export function cantFireBackSightText(figure: string, target: string, sight: { reason: string; text: string }): string {
  if (sight.reason === 'outsideArc')
    return `${figure} would fire back but can't: ${target} is behind ${figure}, who faces away (a figure sees only to its front half).`;
  // The blocking point's coordinates say nothing to a player (the line on the table shows where).
  const what = sight.text.replace(/ at \(-?\d+(?:\.\d+)?, -?\d+(?:\.\d+)?\)/g, '').replace(/\.$/, '');
  return `${figure} would fire back but has no line of sight to ${target}: ${what}.`;
}

export function chainCutText(shots: number): string {
  return `The exchange of fire is cut short after ${shots} shots.`;
}
