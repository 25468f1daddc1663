// Damage in words: each damage die against the Impact, the Recover test after a knock-down, and a
// readied grenade going off in a falling hand.
import type { AppliedModifier } from '../../../core/tables/types';
import { modifiersPhrase } from './phrases';
import { codeWords } from './words';

export interface DamageFacts {
  die: number;
  impact: number;
  result: string;
}

export function damageText(figure: string, r: DamageFacts): string {
  if (r.die === 0) return `${figure} comes down with a collapsing floor: Recover test.`;
  if (r.result === 'obviouslyDead') return `Damage on ${figure}: a 1 — obviously dead.`;
  if (r.result === 'outOfTheFight')
    return `Damage on ${figure}: ${r.die}, at or under Impact ${r.impact} — out of the fight.`;
  return `Damage on ${figure}: ${r.die}, over Impact ${r.impact} — knocked down, Recover test.`;
}

export function knockedDownRecoverText(
  figure: string,
  mods: readonly AppliedModifier[],
  passed: number,
  result: string,
  hit?: { nth: number; of: number },
): string {
  const changes = modifiersPhrase(mods);
  const which = hit ? ` (${hit.nth} of ${hit.of}, one for each hit over the Impact)` : '';
  return `${figure} is knocked to the ground and takes the Recover test${which}${changes ? ` (${changes})` : ''}: ${passed} passed, ${codeWords(result)}.`;
}

export function droppedGrenadeText(figure: string): string {
  return `${figure} falls with a readied grenade: it goes off where it drops.`;
}
