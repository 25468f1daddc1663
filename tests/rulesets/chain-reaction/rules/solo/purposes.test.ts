// Each solo rule rolls under its contract purpose, so a scenario file's per-purpose queue reaches it.
import { describe, expect, it } from 'vitest';
import { DiceBox, seededDice } from '../../../../../src/core/dice/source';
import { resolveRecruit } from '../../../../../src/rulesets/chain-reaction/rules/recruiting';
import {
  resolvePefMovement,
  resolvePefPlacement,
  resolvePefResolution,
} from '../../../../../src/rulesets/chain-reaction/rules/pef';
import { resolveHowManyEnemy } from '../../../../../src/rulesets/chain-reaction/rules/howManyEnemy';
import { resolveNpMovement } from '../../../../../src/rulesets/chain-reaction/rules/npMovement';
import {
  resolveDefendObjective,
  resolveRaidObjective,
} from '../../../../../src/rulesets/chain-reaction/rules/encounterObjectives';
import { resolveAfterBattle } from '../../../../../src/rulesets/chain-reaction/rules/afterBattle';
import { resolveNewRecruits } from '../../../../../src/rulesets/chain-reaction/rules/newRecruits';
import { resolveDecreaseRep, resolveImproveRep } from '../../../../../src/rulesets/chain-reaction/rules/repChange';

describe('dice purposes', () => {
  it('every roll is answered from its own scripted queue', () => {
    const box = new DiceBox(
      seededDice('solo', {
        recruiting: [[6]],
        pefPlacement: [[3]],
        pefMovement: [[1, 1]],
        pefResolution: [[4, 5]],
        howManyEnemy: [[5, 5]],
        npMovement: [[1, 1]],
        flank: [[5]],
        objective: [[2], [4]],
        afterBattle: [[6, 6]],
        newRecruits: [[1, 1]],
        improveRep: [[6]],
        decreaseRep: [[1]],
      }),
    );
    const r = box.roll;
    expect(resolveRecruit({ force: 'military' }, r).rep).toBe(5);
    expect(resolvePefPlacement({}, r).section).toBe(3);
    expect(resolvePefMovement({}, r).result).toBe('move8');
    expect(resolvePefResolution({}, r).result).toBe('somethingsOutThere');
    expect(resolveHowManyEnemy({ playerGroupSize: 2 }, r).enemies).toBe(5);
    expect(resolveNpMovement({ leaderRep: 4, npCount: 4, playerCount: 1 }, r).flank?.flank).toBe('right');
    expect(resolveRaidObjective({ resolvedSoFar: 2, asEnemy: true, isLast: false }, r).found).toBe(true);
    expect(resolveDefendObjective({}, r).objective).toBe('rescueOrRecover');
    expect(resolveAfterBattle({ rep: 4, absence: 'outOfTheFight' }, r).returns).toBe(false);
    expect(resolveNewRecruits({ starRep: 5, grunts: 0 }, r).result).toBe('fillToFull');
    expect(resolveImproveRep({ rep: 5 }, r).to).toBe(6);
    expect(resolveDecreaseRep({ rep: 5 }, r).to).toBe(4);
    const rolls = box.drain();
    expect(rolls.every((x) => x.scripted)).toBe(true);
    expect(rolls.map((x) => x.purpose)).toEqual([
      'recruiting',
      'pefPlacement',
      'pefMovement',
      'pefResolution',
      'howManyEnemy',
      'npMovement',
      'flank',
      'objective',
      'objective',
      'afterBattle',
      'newRecruits',
      'improveRep',
      'decreaseRep',
    ]);
    expect(rolls.find((x) => x.purpose === 'pefResolution')).toMatchObject({ target: 4, passed: 1 });
    expect(rolls.find((x) => x.purpose === 'afterBattle')).toMatchObject({ target: 4, passed: 0 });
  });
});
