// The Crisis and Recover tests in words: the dice each figure read, how many passed, what the Leader
// Die added, the table's answer per cause, and any rule that changed it afterwards.
import type { Adjustment, CrisisOutcome, CrisisTesterResult } from '../rules/crisis';
import type { LeaderDieResult } from '../rules/leaderDie';
import type { RecoverOutcome } from '../rules/recover';
import { diceList, listOf, noteOf, passPhrase } from './phrases';
import type { Explanation, ModifierNote } from './types';
import { CAUSE_WORDS, RECOVER_REASON_WORDS, RECOVER_WORDS, STATUS_WORDS, word } from './words';

/** "; the Leader Die (5 vs Rep 5) passed too, making 2", or "" when no die was thrown. */
export function leaderDiePhrase(ld: LeaderDieResult, own: 0 | 1 | 2, passed: 0 | 1 | 2): string {
  if (!ld.used || ld.die === undefined) return '';
  const die = `the Leader Die (${ld.die} vs Rep ${ld.rep})`;
  if (ld.passed === 0) return `; ${die} failed`;
  if (own === 2) return `; ${die} passed, but two is already the most`;
  return `; ${die} passed${own > 0 ? ' too' : ''}, making ${passed}`;
}

const ADJUSTMENT_LABELS: Record<Adjustment['id'], string> = {
  starNeverOutgunned: 'Star never outgunned',
  outgunnedReplacesFiredOn: 'Outgunned replaces fired on',
  completingReaction: 'Completing a reaction',
  secondHunkerDown: 'Second Hunker Down',
  freeWillStarsOnly: 'Free Will is for Stars',
  freeWillNotForDamage: 'No Free Will against damage',
};

export function adjustmentSentence(a: Adjustment): string {
  const from = a.from !== undefined ? word(a.from) : '';
  const to = a.to !== undefined ? word(a.to) : '';
  switch (a.id) {
    case 'starNeverOutgunned': return 'A Star is never outgunned, so the shot counts as fired on.';
    case 'outgunnedReplacesFiredOn': return 'Being outgunned takes the place of fired on.';
    case 'completingReaction': return `Still carrying out ${to}, so ${from} can't replace it: ${to}.`;
    case 'secondHunkerDown': return `A second Hunker Down in this fight turns into ${to}.`;
    case 'freeWillStarsOnly': return 'Only a Star may choose his result, so the dice decide.';
    case 'freeWillNotForDamage': return "Free Will doesn't apply to recovering from damage, so the dice decide.";
  }
}

function adjustmentNotes(adjustments: readonly Adjustment[]): ModifierNote[] {
  return adjustments.map((a) => ({ label: ADJUSTMENT_LABELS[a.id], reason: adjustmentSentence(a) }));
}

/** "rolled 3, 5 and 6 (one extra die for cover)". */
function rolled(dice: readonly number[], inCover: boolean): string {
  return `rolled ${diceList(dice)}${inCover ? ' (one extra die for cover)' : ''}`;
}

/** One tester's Crisis test in a sentence or three. */
export function explainCrisisTester(t: CrisisTesterResult, leaderDie: LeaderDieResult): Explanation {
  const causes = listOf(t.causes.map((c) => CAUSE_WORDS[c]));
  const head = `Crisis test for ${t.figure} (Rep ${t.rep}${causes ? `, ${causes}` : ''})`;
  let text: string;
  if (t.how === 'noCause') {
    text = `${head}: no reason to test, so it keeps to ${STATUS_WORDS[t.result]}.`;
  } else {
    const how = t.how === 'freeWill'
      ? `as a Star, chose ${t.passed} passed by Free Will`
      : `${rolled(t.dice, t.modifiers.some((m) => m.id === 'inCover'))} — ${passPhrase(t.dice, t.target)}${leaderDiePhrase(leaderDie, t.ownPassed, t.passed)}`;
    if (t.byCause.length > 1) {
      const each = t.byCause.map((b) => `${CAUSE_WORDS[b.cause]} gives ${STATUS_WORDS[b.result]}`).join(', ');
      text = `${head}: ${how}. ${each.charAt(0).toUpperCase()}${each.slice(1)}; the worse counts: ${STATUS_WORDS[t.tableResult]}.`;
    } else {
      text = `${head}: ${how}: ${STATUS_WORDS[t.tableResult]}.`;
    }
  }
  const after = t.adjustments.map(adjustmentSentence);
  const out: Explanation = {
    text: [text, ...after].join(' '),
    dice: [...t.dice],
    target: t.target,
    modifiers: [...t.modifiers.map(noteOf), ...adjustmentNotes(t.adjustments)],
  };
  if (t.table) out.table = t.table;
  return out;
}

/** One explanation per tester, in the order they were listed. */
export function explainCrisis(out: CrisisOutcome): Explanation[] {
  return out.testers.map((t) => explainCrisisTester(t, out.leaderDie));
}

export function explainRecover(r: RecoverOutcome): Explanation {
  const head = `Recover test for ${r.figure} (Rep ${r.rep}, ${RECOVER_REASON_WORDS[r.reason]})`;
  const how = r.how === 'freeWill'
    ? `as a Star, chose ${r.passed} passed by Free Will`
    : `${rolled(r.dice, r.modifiers.some((m) => m.id === 'inCover'))} — ${passPhrase(r.dice, r.target)}${leaderDiePhrase(r.leaderDie, r.ownPassed, r.passed)}`;
  const text = [`${head}: ${how}: ${RECOVER_WORDS[r.result]}.`, ...r.adjustments.map(adjustmentSentence)].join(' ');
  return {
    text, table: r.table, dice: [...r.dice], target: r.target,
    modifiers: [...r.modifiers.map(noteOf), ...adjustmentNotes(r.adjustments)],
  };
}
