// A figure a file starts out of the fight or hunkered down got so in this fight: the after-battle recovery
// roll counts it (the wounded lesson's hurt comes back on one die passed), and a hunkered figure that scores
// Hunker Down again leaves the battlefield (p.14). Before, the record started clean and both were lost.
import { describe, expect, it } from 'vitest';
import { startingState } from '../../../../src/rulesets/chain-reaction/start';
import { begin, reduce } from '../../../../src/rulesets/chain-reaction/game';
import { validateScenario } from '../../../../src/rulesets/chain-reaction/scenario/validate';

function start(status: string, dice: Record<string, number[][]>) {
  const v = validateScenario({
    version: 1,
    seed: 'start-record',
    sides: [
      {
        id: 'blue',
        control: 'script',
        force: 'military',
        figures: [{ id: 'gun', rep: 5, weapon: 'AR', at: [18, 24], facing: 270 }],
      },
      {
        id: 'red',
        control: 'ai',
        force: 'gang',
        figures: [
          { id: 'rook', rep: 3, weapon: 'SMG', at: [18, 14], facing: 90, stance: 'prone', status },
          { id: 'pal', rep: 4, weapon: 'SMG', at: [30, 4], facing: 90 },
        ],
      },
    ],
    dice,
  });
  if (!v.ok) throw new Error(v.error.message);
  return startingState(v.value).state;
}

describe('a figure started out of the fight or hunkered down', () => {
  it('out of the fight: its record says so', () => {
    const s = start('outOfTheFight', {});
    expect(s.figures['rook']!.record.outOfTheFight).toBe(true);
    expect(s.figures['pal']!.record.outOfTheFight).toBe(false);
  });

  it('hunkered down, then fired on and hunkering again: leaves the battlefield', () => {
    const s = start('hunkerDown', { activation: [[5, 1]], rangedCombat: [[2, 2, 1]], crisis: [[6, 6]] });
    expect(s.figures['rook']!.hunkeredBefore).toBe(true);
    const b = begin(s);
    const r = reduce(b.state, { do: 'fire', figure: 'gun', targets: [{ figure: 'rook', dice: 3 }] });
    if (!r.ok) throw new Error(r.error);
    const test = r.events.find((e) => e.type === 'test' && e.test === 'crisis');
    expect(test).toMatchObject({ figure: 'rook', passed: 0, result: 'leaveTheBattlefield' });
  });
});
