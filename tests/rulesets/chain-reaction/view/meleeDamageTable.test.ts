// The log's table for a damage die (play-test 9, 3): a melee loser's die is read on the Melee Damage table
// (p.22), not the Ranged Combat Damage table (p.18) a shot's die is. The rows are the same; the page is not.
import { describe, expect, it } from 'vitest';
import { playBook } from '../engine/helpers';
import { chainReactionView } from '../../../../src/rulesets/chain-reaction/view/index';
import type { LogBuilder } from '../../../../src/rulesets/chain-reaction/view/logModel';
import type { GameState } from '../../../../src/rulesets/chain-reaction/state';

function damageLines(file: string) {
  const log = chainReactionView.log!(() => undefined as unknown as GameState) as LogBuilder;
  log.add(playBook(file) as never);
  return log.lines().filter((l) => l.type === 'damage');
}

describe('the table a damage die is read on', () => {
  it('melee: the Melee Damage table, with its row', () => {
    const lines = damageLines('melee-stop-one-on-one.json');
    expect(lines.length).toBeGreaterThan(0);
    for (const l of lines) {
      expect(l.detail?.table).toBe('meleeDamage');
      expect(l.detail?.row?.text).toMatch(/^Melee Damage table/);
    }
  });

  it('a shot: still the Ranged Combat Damage table', () => {
    const lines = damageLines('ivan-tight-ammo.json');
    expect(lines.length).toBeGreaterThan(0);
    for (const l of lines) expect(l.detail?.table).toBe('rangedDamage');
  });
});
