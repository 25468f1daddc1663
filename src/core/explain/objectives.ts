// The Encounter objective rolls in words: whether a Raid's objective is at this PEF, and what the
// enemy is after in a Defend.
import type { DefendObjectiveResult, RaidObjectiveResult } from '../rules/encounterObjectives';
import { diceList, plural } from './phrases';
import type { Explanation } from './types';

export function explainRaidObjective(r: RaidObjectiveResult): Explanation {
  let text: string;
  if (r.how === 'lastPef') text = 'Raid objective: this is the last PEF, so the objective is here.';
  else if (r.how === 'notEnemy') text = 'Raid objective: this PEF was not enemies, so nothing is rolled and the objective is not here.';
  else {
    const n = r.target ?? 0;
    text = `Raid objective: rolled ${diceList(r.dice)} with ${plural(n, 'PEF')} resolved — ${r.found ? `at or under ${n}: the objective is here` : `over ${n}: not here`}.`;
  }
  const out: Explanation = { text, table: r.ref, dice: [...r.dice], modifiers: [] };
  if (r.target !== undefined) out.target = r.target;
  return out;
}

export function explainDefendObjective(r: DefendObjectiveResult): Explanation {
  const why = r.objective === 'killOrCapture'
    ? 'the enemy comes to kill or capture the defenders'
    : 'the enemy comes to rescue or recover something from the buildings, found as its PEFs resolve';
  return {
    text: `Defend objective: rolled ${diceList(r.dice)}, ${r.ref.row === 'success' ? 'a success' : 'no success'}: ${why}.`,
    table: r.ref, dice: [...r.dice], modifiers: [],
  };
}
