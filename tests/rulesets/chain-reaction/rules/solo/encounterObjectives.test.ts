import { describe, expect, it } from 'vitest';
import { listRoller } from '../../../../../src/core/dice/roll';
import { asTexts } from '../../../../../src/rulesets/chain-reaction/odds/enumerate';
import { ENCOUNTERS } from '../../../../../src/rulesets/chain-reaction/tables/encounters';
import {
  defendObjectiveOdds,
  patrolReconComplete,
  patrolReconSection,
  raidObjectiveOdds,
  resolveDefendObjective,
  resolveRaidObjective,
} from '../../../../../src/rulesets/chain-reaction/rules/encounterObjectives';

describe('Encounter set-ups', () => {
  it('all three start the player on sections 7-9 with three PEFs; Raid builds in 2, Defend in 8', () => {
    for (const e of Object.values(ENCOUNTERS)) {
      expect(e.playerSections).toEqual([7, 8, 9]);
      expect(e.pefs).toBe(3);
    }
    expect(ENCOUNTERS.patrol.playerEnters).toBe(true);
    expect(ENCOUNTERS.patrol.buildingsSection).toBeUndefined();
    expect(ENCOUNTERS.raid.buildingsSection).toBe(2);
    expect(ENCOUNTERS.defend.buildingsSection).toBe(8);
  });
});

describe('Patrol recon', () => {
  it('counts a point within 6" of the far edge in sections 1, 2 or 3', () => {
    expect(patrolReconSection([6, 3])).toBe(1);
    expect(patrolReconSection([18, 6])).toBe(2);
    expect(patrolReconSection([35, 0])).toBe(3);
    expect(patrolReconSection([30, 6.1])).toBeNull();
    expect(patrolReconSection([18, 20])).toBeNull();
  });

  it('is complete only when each of the three sections has been reached', () => {
    expect(patrolReconComplete([1, 2, 3])).toBe(true);
    expect(patrolReconComplete([3, 1, 2, 2])).toBe(true);
    expect(patrolReconComplete([1, 3])).toBe(false);
    expect(patrolReconComplete([])).toBe(false);
  });
});

describe('Raid: finding the objective', () => {
  it('second PEF resolved, as enemy: a 2 finds it, a 3 does not; enemies are rolled either way', () => {
    const yes = resolveRaidObjective({ resolvedSoFar: 2, asEnemy: true, isLast: false }, listRoller([[2]]));
    expect(yes).toMatchObject({ found: true, how: 'rolled', target: 2, rollForEnemies: true, dice: [2] });
    expect(yes.ref).toEqual({ table: 'raidObjective', row: 'found' });
    const no = resolveRaidObjective({ resolvedSoFar: 2, asEnemy: true, isLast: false }, listRoller([[3]]));
    expect(no).toMatchObject({ found: false, how: 'rolled', rollForEnemies: true });
  });

  it('the first PEF only finds it on a 1', () => {
    expect(resolveRaidObjective({ resolvedSoFar: 1, asEnemy: true, isLast: false }, listRoller([[1]])).found).toBe(
      true,
    );
    expect(resolveRaidObjective({ resolvedSoFar: 1, asEnemy: true, isLast: false }, listRoller([[2]])).found).toBe(
      false,
    );
  });

  it('the last PEF always holds it, with no roll, whatever it resolved as', () => {
    for (const asEnemy of [true, false]) {
      const roll = listRoller([]);
      const r = resolveRaidObjective({ resolvedSoFar: 3, asEnemy, isLast: true }, roll);
      expect(r).toMatchObject({ found: true, how: 'lastPef', dice: [], rollForEnemies: asEnemy });
      expect(roll.used()).toBe(0);
    }
  });

  it('a PEF that was not enemy figures is not searched and rolls nothing', () => {
    const roll = listRoller([]);
    expect(resolveRaidObjective({ resolvedSoFar: 2, asEnemy: false, isLast: false }, roll)).toMatchObject({
      found: false,
      how: 'notEnemy',
      rollForEnemies: false,
    });
    expect(roll.used()).toBe(0);
  });

  it('exact odds: k PEFs resolved find it with k/6, certain from six on', () => {
    const want = ['1/6', '1/3', '1/2', '2/3', '5/6'];
    for (let k = 1; k <= 5; k++) {
      const d = asTexts(raidObjectiveOdds({ resolvedSoFar: k, asEnemy: true, isLast: false }));
      expect(d.found).toBe(want[k - 1]);
    }
    expect(asTexts(raidObjectiveOdds({ resolvedSoFar: 6, asEnemy: true, isLast: false }))).toEqual({ found: '1' });
    expect(asTexts(raidObjectiveOdds({ resolvedSoFar: 1, asEnemy: false, isLast: true }))).toEqual({ found: '1' });
  });
});

describe('Defend: the enemy objective', () => {
  it.each([
    [1, 'killOrCapture'],
    [2, 'killOrCapture'],
    [3, 'killOrCapture'],
    [4, 'rescueOrRecover'],
    [5, 'rescueOrRecover'],
    [6, 'rescueOrRecover'],
  ] as const)('a %i: %s', (die, objective) => {
    const r = resolveDefendObjective({}, listRoller([[die]]));
    expect(r.objective).toBe(objective);
    expect(r.findWithRaidProcedure).toBe(objective === 'rescueOrRecover');
    expect(r.ref).toEqual({ table: 'defendObjective', row: die <= 3 ? 'success' : 'failure' });
  });

  it('exact odds: even', () => {
    expect(asTexts(defendObjectiveOdds())).toEqual({ killOrCapture: '1/2', rescueOrRecover: '1/2' });
  });
});
