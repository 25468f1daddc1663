// A result that contradicts its own table row says why (issue 19 item 3): a worked example (the Crisis
// lesson's hunkered-down figure fired on again), and a property over seeded battles: every Crisis line
// showing a row either states that row's result or says in words why the result differs.
import { describe, expect, it } from 'vitest';
import { LogBuilder } from '../../../../src/rulesets/chain-reaction/view/logModel';
import { overrideWords } from '../../../../src/rulesets/chain-reaction/view/overrides';
import { readCrisisRow } from '../../../../src/rulesets/chain-reaction/rules/crisis';
import { codeWords } from '../../../../src/rulesets/chain-reaction/explain/words';
import type { CrisisCause } from '../../../../src/rulesets/chain-reaction/tables/reactionTests';
import type { TestEvent } from '../../../../src/rulesets/chain-reaction/engine/events';
import { chainReactionView } from '../../../../src/rulesets/chain-reaction/view/index';
import { playedBattles, TEST_TIMEOUT } from './battles';

const kurt: TestEvent = {
  type: 'test',
  test: 'crisis',
  figure: 'Kurt',
  causes: ['firedOn'],
  passed: 2,
  result: 'hunkerDown',
  row: { table: 'crisis', row: '2', column: 'firedOn' },
  modifiers: [],
  text: 'Kurt takes the Crisis test (fired on): 2 passed — hunker down.',
};

describe('a result that is not its row says why', () => {
  it('hunkered down already and fired on again: the row gives return fire, the line says why not', () => {
    expect(overrideWords(kurt)).toBe(
      "The row gives return fire, but Kurt is still carrying out hunker down from before, and a reaction under way can't be bettered: hunker down.",
    );
    const log = new LogBuilder(() => ({ rep: 3, star: false }));
    log.add([kurt]);
    const line = log.lines()[0]!;
    expect(line.text).toContain('The row gives return fire, but Kurt is still carrying out hunker down');
    expect(line.detail!.row!.text).toMatch(/Return fire/);
    // A second Hunker Down in the fight: the row's hunker down becomes leaving.
    const twice = { ...kurt, passed: 0, result: 'leaveTheBattlefield', row: { ...kurt.row!, row: '0' } };
    expect(readCrisisRow(0, ['firedOn']).worst).toBe('hunkerDown');
    expect(overrideWords(twice)).toMatch(/second Hunker Down in this fight/);
    // When they agree, nothing is added.
    expect(overrideWords({ ...kurt, result: 'returnFire' })).toBeUndefined();
  });

  it(
    'over seeded battles: every Crisis line with a row states its result or says why not',
    () => {
      let lines = 0,
        overrides = 0;
      for (const b of playedBattles()) {
        const log = chainReactionView.log!(() => b.state) as LogBuilder;
        log.add(b.events);
        const tests = b.events.filter((e): e is TestEvent => e.type === 'test' && e.test === 'crisis' && !!e.row);
        const shown = log.lines().filter((l) => l.type === 'test' && l.detail?.row?.table === 'crisis');
        expect(shown.length).toBe(tests.length);
        shown.forEach((l, i) => {
          const t = tests[i]!;
          const row = readCrisisRow(Math.min(2, t.passed!) as 0 | 1 | 2, [t.row!.column as CrisisCause]).worst;
          lines++;
          if (row === t.result) expect(l.text, l.text).toContain(codeWords(t.result));
          else {
            overrides++;
            expect(l.text, l.text).toContain(`The row gives ${codeWords(row)}, but `);
          }
        });
      }
      expect(lines).toBeGreaterThan(5);
      console.log(`crisis lines with a row: ${lines}, results not the row's (each said why): ${overrides}`);
    },
    TEST_TIMEOUT,
  );
});
