// A charge into melee in words: each side's dice and passes, and whether the target gets to shoot
// before the charger makes contact. One explanation per charger.
import type { ChargeMatch, ChargeResult, ChargeSideRoll } from '../rules/charge';
import { diceList, noteOf, passPhrase } from './phrases';
import type { Explanation } from './types';
import { lower } from './words';

function sidePart(s: ChargeSideRoll, fallback: string): string {
  const name = s.id ?? fallback;
  const mods = s.modifiers.length ? `, ${s.count}d6: ${s.modifiers.map((m) => lower(m.label)).join(', ')}` : '';
  const head = `${name} (Rep ${s.rep}${mods})`;
  return s.count === 0 ? `${head} has no dice, so 0 passed` : `${head} rolled ${diceList(s.dice)} — ${passPhrase(s.dice, s.rep)}`;
}

export function explainChargeMatch(m: ChargeMatch, target: ChargeSideRoll): Explanation {
  const charger = m.charger.id ?? 'the charger';
  const tname = target.id ?? 'the target';
  let verdict: string;
  if (m.outcome === 'targetMayNotFire') verdict = `The charger passed more: ${tname} may not fire before contact.`;
  else if (m.outcome === 'targetSnapFires') verdict = `Equal passes: ${tname} snap fires at ${charger} before contact.`;
  else verdict = `The target passed more: ${tname} fires at ${charger} before contact.`;
  const rear = m.rearCharge ? ' From the rear: one extra die in the first round of melee.' : '';
  return {
    text: `Charge into melee: ${sidePart(m.charger, 'the charger')}; ${sidePart(target, 'the target')}. ${verdict}${rear}`,
    table: m.ref,
    dice: [...m.charger.dice, ...target.dice],
    modifiers: target.modifiers.map(noteOf),
  };
}

export function explainCharge(r: ChargeResult): Explanation[] {
  return r.matches.map((m) => explainChargeMatch(m, r.target));
}
