// When a test's result is not what its table row gives, the log says so and why (issue 19 item 3): the row
// "Pass 2, Fired on: Return fire" beside "2 passed — hunker down" is told as "the row gives return fire,
// but Kurt is still hunkered down from before, and a reaction under way can't be bettered". The event
// carries the row and the result; the rules allow two ways for them to differ (rules/crisis.ts
// finishReaction), and which one it was follows from the row's own result.
import type { TestEvent } from '../engine/events';
import { readCrisisRow } from '../rules/crisis';
import { CRISIS_CAUSES, SECOND_HUNKER_DOWN_BECOMES, type CrisisCause } from '../tables/reactionTests';
import { codeWords } from '../explain/words';

/** Why the result differs from the row, in words; undefined when they agree (or the row is not known). */
export function overrideWords(t: TestEvent): string | undefined {
  if (t.test !== 'crisis' || !t.row || t.passed === undefined) return undefined;
  const column = t.row.column as CrisisCause | undefined;
  if (!column || !(CRISIS_CAUSES as readonly string[]).includes(column)) return undefined;
  const passed = Math.max(0, Math.min(2, t.passed)) as 0 | 1 | 2;
  const row = readCrisisRow(passed, [column]).worst;
  if (row === t.result) return undefined;
  const who = t.figure ?? 'the figure';
  const why =
    row === 'hunkerDown' && t.result === SECOND_HUNKER_DOWN_BECOMES
      ? `this is ${who}'s second Hunker Down in this fight, and a second one means leaving the battlefield`
      : `${who} is still carrying out ${codeWords(t.result)} from before, and a reaction under way can't be bettered`;
  return `The row gives ${codeWords(row)}, but ${why}: ${codeWords(t.result)}.`;
}
