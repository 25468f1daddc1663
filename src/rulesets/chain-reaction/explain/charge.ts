// Charging into melee in words: the charge test's passes on both sides and whether the target may
// fire, a target reading its earlier throw again, and a fast-move charge that comes up short.
import type { AppliedModifier } from '../../../core/tables/types';
import { modifiersPhrase } from './phrases';

export interface ChargeFacts {
  charger: string;
  target: string;
  aspect: string;
  inSight: boolean;
  chargerPassed: number;
  targetPassed: number;
  /** What changed the target's dice (cover, a flank or rear charge). */
  targetModifiers: readonly AppliedModifier[];
  targetMayFire: boolean;
  targetSnapFires: boolean;
  /** Why a target the result lets fire does not (out of ammo, down, no sight): said on the line itself. */
  cannotFire?: string;
}

export function chargeText(c: ChargeFacts): string {
  const { charger: f, target: t } = c;
  const changes = modifiersPhrase(c.targetModifiers);
  const fires = c.targetSnapFires ? 'snap fire' : 'fire';
  const result = !c.targetMayFire
    ? `${t} may not fire`
    : c.cannotFire
      ? `the row lets ${t} ${fires}, but ${c.cannotFire}: no shot, and ${f} comes on`
      : `${t} ${c.targetSnapFires ? 'snap fires' : 'fires'}`;
  return `${f} charges ${t} from the ${c.aspect}${c.inSight ? ' (In Sight)' : ''}: ${f} passes ${c.chargerPassed}, ${t} passes ${c.targetPassed}${changes ? ` (${changes})` : ''} — ${result}.`;
}

export function sameChargeDiceText(target: string, dice: readonly number[], charger: string): string {
  return `${target} already threw ${dice.join(', ')} against a charge this activation: the same dice are read against ${charger}.`;
}

export function shortChargeText(figure: string, why: string): string {
  return `${figure} comes up short on a fast-move charge: no melee, and it forfeits its fire (${why}).`;
}

export function noFastAfterReloadText(why: string, figure: string): string {
  return `${why}; ${figure} reloaded this activation, so it can't Fast Move to close the distance`;
}

export function beyondFastText(
  figure: string,
  target: string,
  away: number,
  best: number,
  dice: readonly number[] | undefined,
): string {
  return dice
    ? `${figure} can't reach 6" from ${target} (${away.toFixed(1)}" away): the group's Fast Move throw (${dice.join(', ')}) gives it ${best}" of move`
    : `${figure} can't reach 6" from ${target} (${away.toFixed(1)}" away) even with the longest Fast Move (${best}" of move)`;
}

export function needsFastText(figure: string, target: string): string {
  return `${figure} needs a Fast Move to reach 6" from ${target}.`;
}

export function setDownToChargeText(figure: string, friend: string): string {
  return `${figure} sets ${friend} down to charge.`;
}
