// The sentences that used to show codes or say something untrue, one by one: each now reads as what
// happened, from the numbers behind it.
import { describe, expect, it } from 'vitest';
import { decisionText } from '../../../../src/rulesets/chain-reaction/explain/battle';
import { shotsWhy } from '../../../../src/rulesets/chain-reaction/explain/fire';
import { inSightExtraQuestion } from '../../../../src/rulesets/chain-reaction/explain/move';
import { inSightTestText } from '../../../../src/rulesets/chain-reaction/explain/inSight';
import { newRecruitsText, repChangeText } from '../../../../src/rulesets/chain-reaction/explain/afterBattle';
import { starPowerText } from '../../../../src/rulesets/chain-reaction/explain/starPower';
import { endReasonWords } from '../../../../src/rulesets/chain-reaction/explain/encounter';

describe('explanations say what happened, in words', () => {
  it('an In Sight test gives each leader his Rep, what took dice away, and the dice thrown', () => {
    const text = inSightTestText(
      [
        {
          leader: 'Ash',
          rep: 5,
          modifiers: [{ id: 'activeMoved', label: 'Active and moved', dice: -1 }],
          successes: 2,
          diceCount: 4,
        },
        {
          leader: 'enemy2',
          rep: 4,
          modifiers: [
            { id: 'enemyConcealed', label: 'Enemy concealed', dice: -1 },
            { id: 'temporaryLeader', label: 'Temporary leader rolling', dice: -1 },
          ],
          successes: 1,
          diceCount: 2,
        },
      ],
      1,
      'player',
    );
    expect(text).toBe(
      'In Sight test: Ash (Rep 5, -1d6 active and moved) 2 successes on 4d6, ' +
        'enemy2 (Rep 4, -1d6 enemy concealed, -1d6 temporary leader rolling) 1 success on 2d6 — player wins.',
    );
  });

  it('an answer is never null, and inches have one decimal', () => {
    expect(decisionText('Bo may step up to 2" before the test', 'inSightStep', 'player', null)).toBe(
      'Bo may step up to 2" before the test: the player chooses to stay where it is.',
    );
    expect(decisionText('q', 'inSightExtra', 'policy', 1.983)).toBe('q: the computer chooses to go 2.0" further.');
    expect(inSightExtraQuestion('Ash', ['enemy2'], 0.004)).toBe(
      'Ash has come into sight of enemy2: it may go up to under 0.1" further along its path before the test',
    );
  });

  it('a miss gives its reason in words', () => {
    expect(
      shotsWhy(4, [
        { die: 2, total: 6, hit: false, missReasons: ['tooLow'] },
        { die: 5, total: 9, hit: false, missReasons: ['targetInCover'] },
      ]),
    ).toBe('2+4=6: miss (too low); 5+4=9: miss (target in cover)');
  });

  it('Star Power says when nothing changed, and counts dice properly', () => {
    expect(starPowerText('Ash', 'outOfTheFight', 'outOfTheFight', 2)).toBe(
      'Ash uses Star Power: 2 dice of 1-3, so Ash is still out of the fight.',
    );
    expect(starPowerText('Ash', 'outOfTheFight', 'knockedDown', 1)).toBe(
      'Ash uses Star Power: 1 die of 1-3, which turns out of the fight into knocked down.',
    );
  });

  it('Star Power that saved nothing does not read as what saved the Star (play-test 7, 1)', () => {
    // The dice left obviously dead; Larger Than Life made it out of the fight.
    const text = starPowerText('Ash', 'obviouslyDead', 'outOfTheFight', 0, true, false, 'obviouslyDead');
    expect(text).toBe(
      'Ash uses Star Power: no die of 1-3, so the damage stands at obviously dead; Larger Than Life: no lower Rep can kill a Star, so Ash is out of the fight instead.',
    );
    expect(text).not.toMatch(/no die of 1-3, which turns/);
  });

  it('a Rep line says what went wrong, never the requirement it missed as if met', () => {
    const text = repChangeText('Riker', false, ['neverOutOfTheFight'], 1, 4, 3);
    expect(text).toBe('Riker fell short (was put out of the fight): 1, which lowers Rep — Rep 4 → 3.');
    // A Rep that stays says what the die needed (play-test 18a: "6 — Rep stays 4").
    expect(repChangeText('Boateng', false, ['neverOutOfTheFight'], 6, 4, 4)).toBe(
      'Boateng fell short (was put out of the fight): 6, and only a 1 lowers Rep — Rep stays 4.',
    );
    expect(repChangeText('Kay', false, ['neverHunkeredDown'], 1, 2, 2)).toContain(
      ': 1, but Rep never goes under 2 — Rep stays 2.',
    );
    expect(repChangeText('Riker', true, [], 3, 4, 4)).toBe(
      'Riker had a successful encounter: 3, not over Rep 4 nor a 6 — Rep stays 4.',
    );
    expect(repChangeText('Riker', true, [], 5, 4, 5)).toContain(': 5, over Rep 4 — Rep 4 → 5.');
    // The recruits' passes and their row (play-test 18a: "3 and 4 against Rep 5 … — 3 places to fill").
    expect(newRecruitsText({ dice: [3, 4], target: 5, passed: 2, result: 'fillToFull', openings: 3 })).toBe(
      'New recruits: 3 and 4 against Rep 5 (a 6 always fails), 2 passed: up to full strength — 3 places to fill.',
    );
    expect(newRecruitsText({ dice: [6, 2], target: 6, passed: 1, result: 'oneGrunt', openings: 1 })).toContain(
      '1 passed: one recruit — 1 place to fill.',
    );
    expect(newRecruitsText({ dice: [6, 6], target: 6, passed: 0, result: 'none', openings: 0 })).toContain(
      '0 passed: no recruits — nobody.',
    );
    expect(repChangeText('Riker', true, [], 6, 6, 7)).toContain(': 6, and a 6 always raises Rep — Rep 6 → 7.');
    expect(text).not.toContain('never');
  });

  it('an encounter history gives the ending in words', () => {
    expect(endReasonWords('playerDestroyed')).toBe('nobody left able to fight');
    expect(endReasonWords('somethingNew')).toBe('something new');
  });
});
