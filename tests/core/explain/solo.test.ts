// Explanations of the solo, Encounter and campaign rolls, each from the real resolver with scripted
// dice, checked word for word.
import { describe, expect, it } from 'vitest';
import { listRoller as L } from '../../../src/core/dice/roll';
import {
  explainAfterBattle, explainDefendObjective, explainHowManyEnemy, explainNewRecruits, explainNpMovement, explainPefMovement,
  explainPefPlacement, explainPefResolution, explainRaidObjective, explainRecruit, explainRepChange, type Explanation,
} from '../../../src/core/explain/index';
import { resolveAfterBattle } from '../../../src/core/rules/afterBattle';
import { resolveDefendObjective, resolveRaidObjective } from '../../../src/core/rules/encounterObjectives';
import { resolveHowManyEnemy } from '../../../src/core/rules/howManyEnemy';
import { resolveNewRecruits } from '../../../src/core/rules/newRecruits';
import { resolveNpMovement } from '../../../src/core/rules/npMovement';
import { resolvePefMovement, resolvePefPlacement, resolvePefResolution } from '../../../src/core/rules/pef';
import { resolveRecruit } from '../../../src/core/rules/recruiting';
import { resolveRepChange, type EncounterRecord } from '../../../src/core/rules/repChange';
import { rowFor } from '../../../src/core/tables/index';

function expectRow(e: Explanation, label: string, cell?: string) {
  const hit = rowFor(e.table!);
  expect(hit?.row.label).toBe(label);
  if (cell !== undefined) expect(hit!.row.cells[hit!.columnIndex ?? 0]).toBe(cell);
}

describe('Recruiting', () => {
  it('the die, the force modifier, the Rep', () => {
    const e = explainRecruit(resolveRecruit({ force: 'militia' }, L([[4]])), 'recruit 1');
    expect(e.text).toBe('Recruiting for recruit 1: rolled 4, -1 (ganger, guerilla or militia recruit), making 3: a Rep 4 Grunt, armed as the figure is modelled.');
    expect(e.modifiers).toEqual([{ label: 'Ganger, guerilla or militia recruit', reason: 'recruiting for a militia force' }]);
    expectRow(e, '3', '4');
    const top = explainRecruit(resolveRecruit({ force: 'police' }, L([[6]])));
    expect(top.text).toBe('Recruiting: rolled 6, +1 (police or military recruit), making 7: a Rep 5 Grunt, armed as the figure is modelled.');
    expectRow(top, '6 or more', '5');
  });
});

describe('New recruits', () => {
  it('a 6 never passes, even for a Rep 6 Star', () => {
    const e = explainNewRecruits(resolveNewRecruits({ starRep: 6, grunts: 2 }, L([[6, 2]])), 'anna');
    expect(e.text).toBe('New recruits for anna (Star Rep 6): rolled 6 and 2 — one die at or under 6 (a 6 never passes), so 1 passed: one Grunt joins.');
    expect(e.modifiers).toEqual([{ label: 'A 6 never passes', reason: 'a 6 was rolled against Rep 6' }]);
    expectRow(e, 'Pass 1', 'One Grunt');
  });

  it('filling every place, and a full group', () => {
    expect(explainNewRecruits(resolveNewRecruits({ starRep: 5, grunts: 2 }, L([[1, 2]]))).text)
      .toBe('New recruits (Star Rep 5): rolled 1 and 2 — both at or under 5, so 2 passed: every empty place is filled (3 Grunts).');
    const full = explainNewRecruits(resolveNewRecruits({ starRep: 5, grunts: 5 }, L([])));
    expect(full.text).toBe('New recruits (Star Rep 5): the group is already full, so nothing is rolled.');
    expect(rowFor(full.table!)).toBeUndefined();
  });
});

describe('PEFs', () => {
  it('placement', () => {
    const e = explainPefPlacement(resolvePefPlacement({}, L([[4]])), 'pef1');
    expect(e.text).toBe('PEF pef1 is placed: rolled 4, so it starts in section 4.');
    expectRow(e, '4', 'Section 4');
  });

  it('movement', () => {
    const e = explainPefMovement(resolvePefMovement({}, L([[3, 5]])), 'pef1');
    expect(e.text).toBe('PEF pef1 moves: rolled 3 and 5 — one die at or under 4, so 1 passed: it moves 4" toward the player, ending in cover if it can.');
    expect(explainPefMovement(resolvePefMovement({}, L([[5, 6]]))).text).toBe('A PEF moves: rolled 5 and 6 — none at or under 4, so 0 passed: it stays where it is.');
    expectRow(e, 'Pass 1');
  });

  it('resolution, wary after "something\'s out there"', () => {
    const e = explainPefResolution(resolvePefResolution({ wary: ['somethingsOutThere'] }, L([[6, 2, 5]])), 'pef2');
    expect(e.text).toBe('Resolving PEF pef2: rolled 6, 2 and 5, keeping the lowest two, 2 and 5 — one die at or under 4, so 1 passed: '
      + "something's out there, but not here (the next PEF throws 3d6 and keeps the lowest two).");
    expect(e.modifiers).toEqual([{
      label: 'The last PEF hinted at enemies: 3d6, keep the lowest two', reason: 'the previous PEF resolved as "something\'s out there"',
    }]);
    expect(e.dice).toEqual([6, 2, 5]);
    expect(explainPefResolution(resolvePefResolution({}, L([[1, 4]]))).text)
      .toBe('Resolving a PEF: rolled 1 and 4 — both at or under 4, so 2 passed: contact, enemies are here.');
    expectRow(e, 'Pass 1', "Something's out there");
  });
});

describe('How Many Enemy', () => {
  it("the book's Ivan and Vlad: a group of 2 meets 5", () => {
    const e = explainHowManyEnemy(resolveHowManyEnemy({ playerGroupSize: 2 }, L([[5, 5]])));
    expect(e.text).toBe('How Many Enemy against a group of 2: rolled 5 and 5 — 5 is 3 on a half die, and 5 means more: 2 + 3 = 5, so 5 enemies.');
    expectRow(e, '4-6', '3 more');
  });

  it('never fewer than one', () => {
    const e = explainHowManyEnemy(resolveHowManyEnemy({ playerGroupSize: 2 }, L([[5, 2]])));
    expect(e.text).toBe('How Many Enemy against a group of 2: rolled 5 and 2 — 5 is 3 on a half die, and 2 means fewer: '
      + '2 - 3 = -1, raised to 1 as there is never less than that, so 1 enemy.');
    expectRow(e, '1-3', '3 fewer');
  });
});

describe('NP movement', () => {
  it('outnumbering and passing both: split, flank die and halves', () => {
    const e = explainNpMovement(resolveNpMovement({ leaderRep: 4, npCount: 5, playerCount: 2 }, L([[3, 2], [5]])), 'reds');
    expect(e.text).toBe('NP movement for reds (leader Rep 4, outnumbering the player 2 to 1): rolled 3 and 2 — both at or under 4, so 2 passed: '
      + 'split and flank. Flank die 5: the flankers go right; 3 take the firing position and 2 go round.');
    expectRow(e, 'Pass 2', 'Split and flank');
    expect(e.parts![0]!.text).toBe('Flank die 5: Right.');
    expect(rowFor(e.parts![0]!.table!)!.row.label).toBe('4-6');
  });

  it('not outnumbering', () => {
    const e = explainNpMovement(resolveNpMovement({ leaderRep: 4, npCount: 3, playerCount: 2 }, L([[3, 6]])));
    expect(e.text).toBe('NP movement (leader Rep 4, not outnumbering the player 2 to 1): rolled 3 and 6 — one die at or under 4, so 1 passed: hold or nearest cover.');
    expectRow(e, 'Pass 1', 'Hold or nearest cover');
  });
});

describe('Objectives', () => {
  it('Raid: rolled, last PEF, not enemies', () => {
    const e = explainRaidObjective(resolveRaidObjective({ resolvedSoFar: 2, asEnemy: true, isLast: false }, L([[3]])));
    expect(e.text).toBe('Raid objective: rolled 3 with 2 PEFs resolved — over 2: not here.');
    expectRow(e, 'Higher', 'Not here');
    expect(explainRaidObjective(resolveRaidObjective({ resolvedSoFar: 2, asEnemy: true, isLast: false }, L([[2]]))).text)
      .toBe('Raid objective: rolled 2 with 2 PEFs resolved — at or under 2: the objective is here.');
    expect(explainRaidObjective(resolveRaidObjective({ resolvedSoFar: 3, asEnemy: true, isLast: true }, L([]))).text)
      .toBe('Raid objective: this is the last PEF, so the objective is here.');
    expect(explainRaidObjective(resolveRaidObjective({ resolvedSoFar: 1, asEnemy: false, isLast: false }, L([]))).text)
      .toBe('Raid objective: this PEF was not enemies, so nothing is rolled and the objective is not here.');
  });

  it('Defend', () => {
    const e = explainDefendObjective(resolveDefendObjective({}, L([[5]])));
    expect(e.text).toBe('Defend objective: rolled 5, no success: the enemy comes to rescue or recover something from the buildings, found as its PEFs resolve.');
    expectRow(e, '4-6', 'Rescue or recover');
    expect(explainDefendObjective(resolveDefendObjective({}, L([[2]]))).text)
      .toBe('Defend objective: rolled 2, a success: the enemy comes to kill or capture the defenders.');
  });
});

describe('After the battle', () => {
  it('left the battlefield: one pass is not enough', () => {
    const e = explainAfterBattle(resolveAfterBattle({ rep: 4, absence: 'leftTheBattlefield' }, L([[3, 5]])), 'hans');
    expect(e.text).toBe('After the battle, hans (Rep 4, left the battlefield): rolled 3 and 5 — one die at or under 4, so 1 passed: gone for good.');
    expectRow(e, 'Pass 1', 'Gone for good');
    expect(explainAfterBattle(resolveAfterBattle({ rep: 4, absence: 'outOfTheFight' }, L([[3, 5]]))).text)
      .toBe('After the battle, the figure (Rep 4, out of the fight): rolled 3 and 5 — one die at or under 4, so 1 passed: back for the next Encounter.');
  });
});

describe('Rep change', () => {
  const good: EncounterRecord = { hitOrMeleed: true, wasOutOfTheFight: false, hunkeredDown: false, leftTheBattlefield: false, leftSomeoneBehind: false };
  const run = (rep: number, record: EncounterRecord, enemiesOnTable: boolean, dice: number[][]) =>
    explainRepChange(resolveRepChange({ rep, record, enemiesOnTable }, L(dice)), 'hans');

  it('improving', () => {
    const e = run(4, good, true, [[5]]);
    expect(e.text).toBe('Rep change for hans: a good Encounter, so a die to improve: rolled 5, over Rep 4: Rep rises to 5.');
    expectRow(e, 'Over Rep, or a 6', 'Rep +1');
    expect(run(6, good, true, [[6]]).text).toBe('Rep change for hans: a good Encounter, so a die to improve: rolled 6, a 6 always counts: Rep rises to 7.');
    expect(run(4, good, true, [[3]]).text).toBe('Rep change for hans: a good Encounter, so a die to improve: rolled 3, not over Rep 4: Rep stays 4.');
  });

  it('decreasing, its floor, and no roll without enemies', () => {
    const bad = { ...good, hitOrMeleed: false, hunkeredDown: true };
    const e = run(4, bad, true, [[1]]);
    expect(e.text).toBe('Rep change for hans: not a good Encounter (never hit anyone or fought in melee; hunkered down), so a die to lose Rep: rolled 1, Rep falls to 3.');
    expectRow(e, 'A 1', 'Rep -1');
    const floor = run(2, bad, true, [[1]]);
    expect(floor.text).toBe('Rep change for hans: not a good Encounter (never hit anyone or fought in melee; hunkered down), so a die to lose Rep: '
      + 'rolled 1, but Rep never falls below 2: Rep stays 2.');
    expectRow(floor, 'A 1 at Rep 2');
    expect(run(4, bad, true, [[4]]).text).toBe('Rep change for hans: not a good Encounter (never hit anyone or fought in melee; hunkered down), '
      + 'so a die to lose Rep: rolled 4, only a 1 costs Rep: Rep stays 4.');
    expect(run(4, bad, false, []).text).toBe('Rep change for hans: not a good Encounter (never hit anyone or fought in melee; hunkered down), '
      + 'but with no enemies on the table nothing is rolled: Rep stays 4.');
  });
});
