// Star Power and the Star's two last-ditch advantages in words: which dice lowered the damage, which
// were lost, and whether Larger Than Life or Cheating Death kept the Star alive.
import type { AdvantageResult, StarHitResult, StarPowerRoll } from '../rules/starPower';
import { diceList, listOf, plural } from './phrases';
import type { Explanation } from './types';
import { word } from './words';

const levels = (ls: readonly string[]): string => listOf(ls.map(word));

export function starPowerText(sp: StarPowerRoll): string {
  if (sp.dice.length === 0) {
    return sp.starPowerBefore === 0
      ? 'no Star Power dice left to roll'
      : 'nothing worse than knocked down, so no Star Power is rolled';
  }
  const saved = sp.used > 0 ? `${levels(sp.before)} becomes ${levels(sp.after)}` : `${levels(sp.before)} stands`;
  const good = sp.reductions === 1 ? 'one die at 1-3' : `${sp.reductions === 0 ? 'no' : sp.reductions} dice at 1-3`;
  const spare = sp.reductions > sp.used ? ` (only ${sp.used} needed)` : '';
  const gone = sp.lost === 1 ? 'a 6 is lost' : `${sp.lost} sixes are lost`;
  const lost = sp.lost > 0 ? `; ${gone}, leaving ${plural(sp.starPowerAfter, 'Star Power die', 'Star Power dice')}` : '';
  return `rolled ${diceList(sp.dice)} — ${good}${spare}: ${saved}${lost}`;
}

export function explainStarPower(sp: StarPowerRoll, who?: string): Explanation {
  return {
    text: `Star Power${who ? ` for ${who}` : ''}: ${starPowerText(sp)}.`,
    table: sp.ref,
    dice: [...sp.dice],
    modifiers: [],
  };
}

export function advantageText(a: AdvantageResult): string | undefined {
  if (a.largerThanLife) return 'Larger Than Life: a Star is not killed by a foe of lower Rep, so Out of the fight instead';
  if (a.cheatingDeath) return `Cheating Death: the Star lives on, but at Rep ${a.rep}`;
  return a.final === 'obviouslyDead' ? 'nothing saves the Star: Obviously dead' : undefined;
}

export function explainStarAdvantages(a: AdvantageResult, who?: string): Explanation {
  const t = advantageText(a) ?? `no advantage needed: ${word(a.final)}`;
  return { text: `${who ? `${who}: ` : ''}${t.charAt(0).toUpperCase()}${t.slice(1)}.`, table: a.ref, dice: [], modifiers: [] };
}

/** Star Power and, when it still came to death, the advantages, in one line. */
export function explainStarHit(h: StarHitResult, who?: string): Explanation {
  const sp = explainStarPower(h.starPower, who);
  const adv = h.advantages ? advantageText(h.advantages) : undefined;
  const out: Explanation = { ...sp, text: adv ? `${sp.text} ${adv.charAt(0).toUpperCase()}${adv.slice(1)}.` : sp.text };
  if (h.advantages && adv) out.parts = [sp, explainStarAdvantages(h.advantages, who)];
  return out;
}
