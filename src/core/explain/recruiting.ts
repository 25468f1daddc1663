// Recruiting and New Recruits in words: the die and the force's modifier giving a Grunt's Rep, and
// whether the Star finds anyone to fill the group's empty places.
import type { NewRecruitsOutcome } from '../rules/newRecruits';
import type { RecruitResult } from '../rules/recruiting';
import { NEW_RECRUITS_TABLE } from '../tables/newRecruits';
import { diceList, noteOf, passPhrase, plural, signed } from './phrases';
import type { Explanation } from './types';
import { lower } from './words';

export function explainRecruit(r: RecruitResult, who?: string): Explanation {
  const mods = r.modifiers.map((m) => `${signed(m.value ?? 0)} (${lower(m.label)})`).join(', ');
  const armed = r.weapon === 'asFigure' ? ', armed as the figure is modelled' : '';
  return {
    text: `Recruiting${who ? ` for ${who}` : ''}: rolled ${diceList(r.dice)}${mods ? `, ${mods}` : ''}, making ${r.score}: a Rep ${r.rep} Grunt${armed}.`,
    table: r.ref,
    dice: [...r.dice],
    modifiers: r.modifiers.map(noteOf),
  };
}

const FOUND = {
  fillToFull: (n: number) => `every empty place is filled (${plural(n, 'Grunt')})`,
  oneGrunt: () => 'one Grunt joins',
  none: () => 'nobody joins',
} as const;

export function explainNewRecruits(r: NewRecruitsOutcome, who?: string): Explanation {
  const head = `New recruits${who ? ` for ${who}` : ''} (Star Rep ${r.target})`;
  const text = r.rolled
    ? `${head}: rolled ${diceList(r.dice)} — ${passPhrase(r.dice, r.target, { neverPasses: NEW_RECRUITS_TABLE.alwaysFails })}: ${FOUND[r.result](r.openings)}.`
    : `${head}: the group is already full, so nothing is rolled.`;
  return { text, table: r.ref, dice: [...r.dice], target: r.target, modifiers: r.modifiers.map(noteOf) };
}
