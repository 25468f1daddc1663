// Explanations of the turn and the reaction tests, each from the real resolver with scripted dice,
// checked word for word.
import { describe, expect, it } from 'vitest';
import { listRoller as L } from '../../../src/core/dice/roll';
import {
  explainActivation, explainChallenge, explainChallengePlay, explainCrisis, explainFastMove, explainInSight, explainRecover,
  explainRetrieveWounded, type Explanation,
} from '../../../src/core/explain/index';
import { resolveActivation } from '../../../src/core/rules/activation';
import { playChallenge, resolveChallenge } from '../../../src/core/rules/challenge';
import { resolveCrisis } from '../../../src/core/rules/crisis';
import { resolveFastMove } from '../../../src/core/rules/fastMove';
import { resolveInSight } from '../../../src/core/rules/inSight';
import { resolveRecover } from '../../../src/core/rules/recover';
import { resolveRetrieveWounded } from '../../../src/core/rules/retrieveWounded';
import { rowFor } from '../../../src/core/tables/index';

const group = { leaders: [{ id: 'sgt', rep: 5 }], groupSize: 3 };

/** The explanation's table ref lands on a shown row, and that row reads as expected. */
function expectRow(e: Explanation, label: string, cell?: string) {
  const hit = rowFor(e.table!);
  expect(hit?.row.label).toBe(label);
  if (cell !== undefined) expect(hit!.row.cells[hit!.columnIndex ?? 0]).toBe(cell);
}

describe('Crisis', () => {
  it('the brief example: one die passed, lifted to two by the Leader Die', () => {
    const [e] = explainCrisis(resolveCrisis({ testers: [{ id: 'hans', rep: 4, causes: ['firedOn'] }], group }, L([[4, 6], [5]])));
    expect(e!.text).toBe('Crisis test for hans (Rep 4, fired on): rolled 4 and 6 — one die at or under 4, so 1 passed; '
      + 'the Leader Die (5 vs Rep 5) passed too, making 2: Return fire.');
    expect(e).toMatchObject({ dice: [4, 6], target: 4, table: { table: 'crisis', row: '2', column: 'firedOn' } });
    expect(e!.modifiers).toEqual([{ label: 'Leader Die', reason: 'sgt rolled 5 against Rep 5' }]);
    expectRow(e!, 'Pass 2', 'Return fire');
  });

  it('two causes in cover: the worse reading counts, and the cover die is named', () => {
    const [e] = explainCrisis(resolveCrisis({ testers: [{ id: 'hans', rep: 4, causes: ['firedOn', 'manDown'], inCover: true }], group }, L([[2, 6, 5], [6]])));
    expect(e!.text).toBe('Crisis test for hans (Rep 4, fired on and man down): rolled 2, 6 and 5 (one extra die for cover) — '
      + 'one die at or under 4, so 1 passed; the Leader Die (6 vs Rep 5) failed. '
      + 'Fired on gives Snap fire, man down gives Duck back; the worse counts: Duck back.');
    expect(e!.modifiers).toEqual([{ label: 'In cover', reason: 'hans is in cover' }]);
    expectRow(e!, 'Pass 1', 'Duck back');
  });

  it('a Star outgunned reads fired on and picks by Free Will', () => {
    const [e] = explainCrisis(resolveCrisis({ testers: [{ id: 'anna', rep: 5, star: true, causes: ['outgunned'] }] }, L([])));
    expect(e!.text).toBe('Crisis test for anna (Rep 5, fired on): as a Star, chose 2 passed by Free Will: Return fire. '
      + 'A Star is never outgunned, so the shot counts as fired on.');
    expect(e!.dice).toEqual([]);
    expect(e!.modifiers).toEqual([{ label: 'Star never outgunned', reason: 'A Star is never outgunned, so the shot counts as fired on.' }]);
  });

  it('a reaction in progress holds the result down; a second Hunker Down becomes leaving', () => {
    const out = resolveCrisis({
      testers: [
        { id: 'hans', rep: 4, causes: ['firedOn'], inProgress: 'duckBack' },
        { id: 'kurt', rep: 3, causes: ['firedOn'], hunkeredBefore: true },
      ],
    }, L([[4, 4]]));
    const [a, b] = explainCrisis(out);
    expect(a!.text).toBe('Crisis test for hans (Rep 4, fired on): rolled 4 and 4 — both at or under 4, so 2 passed: Return fire. '
      + "Still carrying out Duck back, so Return fire can't replace it: Duck back.");
    expect(b!.text).toBe('Crisis test for kurt (Rep 3, fired on): rolled 4 and 4 — none at or under 3, so 0 passed: Hunker down. '
      + 'A second Hunker Down in this fight turns into Leave the battlefield.');
  });

  it('a figure with no cause keeps what it was doing', () => {
    const [e] = explainCrisis(resolveCrisis({ testers: [{ id: 'hans', rep: 4, causes: [], inProgress: 'snapFire' }] }, L([])));
    expect(e!.text).toBe('Crisis test for hans (Rep 4): no reason to test, so it keeps to Snap fire.');
  });
});

describe('Recover', () => {
  it('from damage, no Leader Die', () => {
    const e = explainRecover(resolveRecover({ figure: { id: 'hans', rep: 4 }, reason: 'damage' }, L([[2, 5]])));
    expect(e.text).toBe('Recover test for hans (Rep 4, from damage): rolled 2 and 5 — one die at or under 4, so 1 passed: Out of the fight.');
    expectRow(e, 'Pass 1', 'Out of the fight');
  });

  it('from hunker down in cover, with the Leader Die', () => {
    const e = explainRecover(resolveRecover({ figure: { id: 'hans', rep: 4, inCover: true }, reason: 'hunkerDown', group }, L([[5, 6, 1], [3]])));
    expect(e.text).toBe('Recover test for hans (Rep 4, from hunker down): rolled 5, 6 and 1 (one extra die for cover) — '
      + 'one die at or under 4, so 1 passed; the Leader Die (3 vs Rep 5) passed too, making 2: Recovered.');
    expectRow(e, 'Pass 2', 'Recovered');
  });

  it("a Star's Free Will against damage is refused in words", () => {
    const e = explainRecover(resolveRecover({ figure: { id: 'anna', rep: 5, star: true, freeWill: 2 }, reason: 'damage' }, L([[6, 6]])));
    expect(e.text).toBe('Recover test for anna (Rep 5, from damage): rolled 6 and 6 — none at or under 5, so 0 passed: Obviously dead. '
      + "Free Will doesn't apply to recovering from damage, so the dice decide.");
  });
});

describe('In Sight', () => {
  it('fewer dice for the circumstances, and the winner named', () => {
    const e = explainInSight(resolveInSight({
      leaders: [
        { side: 'player', leader: 'anna', rep: 5, activeMoved: true },
        { side: 'enemy', leader: 'ivan', rep: 4, enemyConcealed: true, temporaryLeader: true },
      ],
    }, L([[1, 4, 5, 6], [2, 3]])));
    expect(e.text).toBe('In Sight: anna (Rep 5, 4d6: active and moved) rolled 1, 4, 5 and 6 — 1 success; '
      + 'ivan (Rep 4, 2d6: enemy concealed, temporary leader rolling) rolled 2 and 3 — 2 successes. The enemy side acts first.');
    expect(e.dice).toEqual([1, 4, 5, 6, 2, 3]);
    expect(e.modifiers.map((m) => m.reason)).toEqual([
      "anna's group is active and has moved", 'the enemy ivan sees is concealed', 'ivan is only a temporary leader',
    ]);
    expectRow(e, 'Most successes');
  });

  it('a tie means everyone throws again', () => {
    const e = explainInSight(resolveInSight({ leaders: [{ side: 'player', leader: 'anna', rep: 2 }, { side: 'enemy', leader: 'ivan', rep: 2 }] }, L([[1, 4], [2, 6]])));
    expect(e.text).toBe('In Sight: anna (Rep 2) rolled 1 and 4 — 1 success; ivan (Rep 2) rolled 2 and 6 — 1 success. '
      + 'Tied at 1 success, so everyone throws again.');
    expectRow(e, 'Tied');
  });
});

describe('Fast Move', () => {
  it('one throw read by each mover, the carrier capped', () => {
    const [a, b] = explainFastMove(resolveFastMove({ figures: [{ id: 'hans', rep: 4 }, { id: 'kurt', rep: 5, carryingWounded: true }] }, L([[3, 5]])));
    expect(a!.text).toBe('Fast Move for hans (Rep 4): rolled 3 and 5 — one die at or under 4, so 1 passed: +4", up to 12".');
    expect(b!.text).toBe('Fast Move for kurt (Rep 5): rolled 3 and 5 — both at or under 5, so 2 passed, '
      + 'but carrying a wounded friend holds it to 1: +4", up to 12".');
    expectRow(a!, 'Pass 1', '+4"');
  });
});

describe('Activation', () => {
  const sides = [
    { id: 'player', groups: [{ id: 'alpha', leaderRep: 5 }] },
    { id: 'enemy', groups: [{ id: 'red', leaderRep: 4 }, { id: 'blue', leaderRep: 2 }] },
  ];

  it('the higher die first, and who may act', () => {
    const e = explainActivation(resolveActivation({ sides }, L([[3, 4]])));
    expect(e.text).toBe('Activation: enemy 4, player 3 — enemy goes first. enemy: red (Rep 4) may act; blue (Rep 2) may not. '
      + 'player: alpha (Rep 5) may act.');
    expectRow(e, 'All different');
  });

  it('matching dice are thrown again', () => {
    const e = explainActivation(resolveActivation({ sides }, L([[4, 4]])), ['player', 'enemy']);
    expect(e.text).toBe('Activation: player 4, enemy 4 — two dice match, so all throw again.');
    expectRow(e, 'Two the same');
  });
});

describe('Challenge', () => {
  it('very difficult: the target drops by one', () => {
    const e = explainChallenge(resolveChallenge({ who: 'hans', rep: 4, difficulty: 'veryDifficult' }, L([[3, 6]])));
    expect(e.text).toBe('Challenge for hans (Rep 4, very difficult: 3 or under): rolled 3 and 6 — one die at or under 3, so 1 passed: '
      + 'it may be tried once more, or given up.');
    expect(e.target).toBe(3);
    expectRow(e, 'Pass 1');
  });

  it('a 6 never passes, even against 7', () => {
    const e = explainChallenge(resolveChallenge({ who: 'hans', rep: 6, difficulty: 'veryEasy' }, L([[2, 6]])));
    expect(e.text).toBe('Challenge for hans (Rep 6, very easy: 7 or under): rolled 2 and 6 — one die at or under 7 (a 6 never passes), '
      + 'so 1 passed: it may be tried once more, or given up.');
  });

  it('the second try reads one pass as none; giving up is said', () => {
    const [first, second] = explainChallengePlay(playChallenge({ who: 'hans', rep: 4 }, L([[3, 6], [3, 6]])));
    expect(first!.text).toBe('Challenge for hans (Rep 4): rolled 3 and 6 — one die at or under 4, so 1 passed: it may be tried once more, or given up.');
    expect(second!.text).toBe('Second try at a challenge for hans (Rep 4): rolled 3 and 6 — one die at or under 4, so 1 passed, '
      + 'which counts as none on a second try: it fails.');
    expectRow(second!, 'Pass 0', 'Fail');
    const [quit] = explainChallengePlay(playChallenge({ who: 'hans', rep: 4 }, L([[3, 6]]), () => 'quit'));
    expect(quit!.text).toBe(`${first!.text} hans gives up.`);
  });
});

describe('Retrieve wounded', () => {
  it('a Grunt rolls, a Star chooses', () => {
    const e = explainRetrieveWounded(resolveRetrieveWounded({ id: 'kurt', rep: 3 }, L([[5]])));
    expect(e.text).toBe('Retrieving wounded: kurt (Rep 3) rolled 5, over 3, so it failed: will not go this time.');
    expectRow(e, 'Pass 0', 'Will not go');
    const s = explainRetrieveWounded(resolveRetrieveWounded({ id: 'anna', rep: 5, star: true }, L([])));
    expect(s.text).toBe('Retrieving wounded: anna is a Star and may go for the wounded if the player wishes, no roll needed.');
    expectRow(s, 'A Star');
  });
});
