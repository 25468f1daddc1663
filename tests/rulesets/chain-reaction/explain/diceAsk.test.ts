// The dice prompt's words: what the roll decides, how many dice and how they read, and exact odds that
// agree with counting every way the dice can fall.
import { describe, expect, it } from 'vitest';
import { diceAskWords, oddsTotal } from '../../../../src/rulesets/chain-reaction/explain/diceAsk';
import { explainRoll } from '../../../../src/rulesets/chain-reaction/explain/roll';
import { askOf, type DiceAsk } from '../../../../src/core/dice/entered';
import type { RollRequest } from '../../../../src/core/dice/roll';
import { resolveHowManyEnemy } from '../../../../src/rulesets/chain-reaction/rules/howManyEnemy';
import { passCount } from '../../../../src/core/dice/read';

const ask = (over: Partial<DiceAsk>): DiceAsk => ({
  purpose: 'recover',
  count: 2,
  sides: 6,
  who: ['ash'],
  owner: 'player',
  read: 'pass',
  target: 4,
  ...over,
});

/** The own-dice ask How Many Enemy makes for a group of `size` (the request as the rule sends it). */
function howManyAsk(size: number): DiceAsk {
  let req: RollRequest | undefined;
  resolveHowManyEnemy({ playerGroupSize: size, who: 'Ash' }, (r) => ((req = r), [1, 1]));
  return askOf(req!, 'player');
}

/** The chance of each number passed, by walking all 6^n throws. */
function counted(n: number, target: number): Record<number, number> {
  const out: Record<number, number> = { 0: 0, 1: 0, 2: 0 };
  const walk = (dice: number[]) => {
    if (dice.length === n) {
      out[passCount(dice, target)]! += 1 / 6 ** n;
      return;
    }
    for (let f = 1; f <= 6; f++) walk([...dice, f]);
  };
  walk([]);
  return out;
}

describe('the dice prompt', () => {
  it('How Many Enemy says which die does what and gives the chance of each count, as the log does (play-test 10a, 34)', () => {
    // The ask as the rule makes it for a group of 2, its note reworded: the box reads the size the roll carries.
    const w = diceAskWords({ ...howManyAsk(2), note: 'How many enemy turn up' });
    expect(w.targetText).not.toMatch(/No target/);
    expect(w.targetText).toContain('The first die is halved, rounding up (1-2 make 1, 3-4 make 2, 5-6 make 3)');
    expect(w.targetText).toContain('fewer (1-3) or more (4-6) than the 2 of the group that found them');
    // Against 2: fewer by 1, 2 or 3 all give 1 (half the throws); more by 1, 2, 3 give 3, 4, 5 (a sixth each).
    expect(w.oddsText).toBe('1 enemy 1/2 (50.0%), 3 enemies 1/6 (16.7%), 4 enemies 1/6 (16.7%), 5 enemies 1/6 (16.7%)');
    expect(diceAskWords(howManyAsk(4)).targetText).toContain('than the 4 of the group');
  });

  it("a group's Crisis throw is read against each man's Rep, with each man's chances (play-test 10b, 8)", () => {
    const reps: Record<string, number> = { Bo: 4, Cole: 5 };
    const w = diceAskWords(
      ask({ purpose: 'crisis', who: ['Bo', 'Cole'], target: undefined }),
      undefined,
      (id) => reps[id],
    );
    expect(w.targetText).toBe(
      'Each man reads the same dice against his own Rep (Bo 4, Cole 5): a die at or under it passes.',
    );
    expect(w.oddsText).toBe(
      'Bo: 1 passed 4/9 (44.4%), 2 passed 4/9 (44.4%), 0 passed 1/9 (11.1%); ' +
        'Cole: 2 passed 25/36 (69.4%), 1 passed 5/18 (27.8%), 0 passed 1/36 (2.8%)',
    );
    expect(w.targetText).not.toMatch(/No target/);
  });

  it("Star Power says what each face does, not 'each face is read as it falls' (play-test 10a, 32)", () => {
    const w = diceAskWords(ask({ purpose: 'starPower', count: 5, read: 'asRolled', target: undefined }));
    expect(w.targetText).toMatch(
      /^Each 1, 2 or 3 lowers the damage a step .*a 4 or 5 does nothing and the die is kept; a 6 .*die is lost/,
    );
    expect(w.targetText).not.toMatch(/read as it falls/);
  });

  it('a Rep 4 Recover test on 2d6: the passes and their exact chances', () => {
    const w = diceAskWords(ask({}));
    expect(w.title).toBe('Your dice: Recover test for ash');
    expect(w.throwText).toBe('Throw 2 dice.');
    // Two dice can pass at most twice anyway: no "(at most 2 count)" (play-test 10b, 11).
    expect(w.targetText).toBe('Target 4: each die showing 4 or less passes.');
    expect(w.oddsText).toBe('1 passed 4/9 (44.4%), 2 passed 4/9 (44.4%), 0 passed 1/9 (11.1%)');
    expect(diceAskWords(ask({ purpose: 'leaderDie', count: 1, target: 5 })).targetText).toBe(
      'Target 5: each die showing 5 or less passes.',
    );
    expect(diceAskWords(ask({ purpose: 'crisis', count: 3, target: 5 })).targetText).toMatch(/\(at most 2 count\)\.$/);
    const c = counted(2, 4);
    expect([c[2], c[1], c[0]].map((p) => p!.toFixed(4))).toEqual([4 / 9, 4 / 9, 1 / 9].map((p) => p.toFixed(4)));
  });

  it('three dice against Rep 5: "2 passed" is 2 or 3 passing, and the chances add up to 1', () => {
    const a = ask({ count: 3, target: 5 });
    expect(oddsTotal(a)).toEqual({ n: 1n, d: 1n });
    const c = counted(3, 5);
    expect(diceAskWords(a).oddsText).toContain(`2 passed 25/27 (${(c[2]! * 100).toFixed(1)}%)`);
  });

  it('In Sight counts successes; activation names whose die is whose and has no odds to give', () => {
    const sight = diceAskWords(ask({ purpose: 'inSight', count: 3, read: 'successes', target: undefined }));
    expect(sight.targetText).toBe('Each 1, 2 or 3 is a success.');
    expect(sight.oddsText).toContain('1 success 3/8 (37.5%)');
    const act = diceAskWords(
      ask({ purpose: 'activation', who: ['player', 'enemy'], read: 'asRolled', target: undefined, ordered: true }),
    );
    expect(act.throwText).toBe('Throw 2 dice, in order: die 1 for player, die 2 for enemy.');
    expect(act.oddsText).toBe('');
  });

  it("activation with only the person's die asked for: named sides, and whose die the game rolls", () => {
    const names: Record<string, string> = { player: 'the soldiers', enemy: 'the gangers' };
    const act = diceAskWords(
      ask({ purpose: 'activation', who: ['player'], count: 1, read: 'asRolled', target: undefined, others: ['enemy'] }),
      (id) => names[id] ?? id,
    );
    expect(act.title).toBe('Your dice: Activation for the soldiers');
    expect(act.throwText).toBe("Throw 1 die. The game rolls the gangers' die itself.");
  });
});

// Play-test 2 finding 16: "Throw 6 dice" for a Shotgun never said that only the best three count.
describe('the PEF resolution box', () => {
  // Play-test 15a: "enemies, a false alarm or nothing" left out the middle result and named one the table has not.
  it('names the three results as the log does', () => {
    const w = diceAskWords(ask({ purpose: 'pefResolution', who: ['Ash'] }));
    expect(w.decides).toContain('contact');
    expect(w.decides).toContain("something's out there");
    expect(w.decides).toContain('a false alarm');
    expect(w.decides).not.toMatch(/nothing/);
  });
});

describe("a Shotgun's six dice", () => {
  it('the prompt and the log line say the best three count', () => {
    const shot = ask({ purpose: 'rangedCombat', count: 6, read: 'asRolled', note: 'Shotgun fire, 3 dice' });
    delete shot.target;
    expect(diceAskWords(shot).throwText).toBe('Throw 6 dice. The best 3 count; the rest are dropped.');
    const rifle = ask({ purpose: 'rangedCombat', count: 2, read: 'asRolled', note: 'Assault rifle fire, 2 dice' });
    delete rifle.target;
    expect(diceAskWords(rifle).throwText).toBe('Throw 2 dice.');
    const line = explainRoll({
      purpose: 'rangedCombat',
      who: ['Cole'],
      dice: [2, 6, 3, 2, 5, 3],
      read: 'asRolled',
      scripted: false,
      note: 'Shotgun fire, 3 dice',
    }).text;
    expect(line).toBe('Ranged combat for Cole: rolled 2, 6, 3, 2, 5 and 3; the best 3 count, the rest are dropped.');
  });
});

// Play-test 4, 11: the damage box said "Target 3: the rule reads each face with it." It now says the
// weapon's Impact and what each face does, read face by face with the rule's own damage table.
describe('the damage dice box', () => {
  it('an Impact 3 hit: a 1 is dead, 2 to 3 out of the fight, 4 to 6 knocked down to a Recover test', () => {
    const w = diceAskWords(ask({ purpose: 'damage', count: 1, read: 'asRolled', target: 3, who: ['ivo'] }));
    expect(w.targetText).toBe(
      "The weapon's Impact is 3: 1 obviously dead; 2 to 3 out of the fight; 4 to 6 knocked down, then a Recover test.",
    );
    expect(w.oddsText).toMatch(/knocked down, then a Recover test 1\/2 \(50\.0%\)/);
    expect(w.oddsText).toMatch(/out of the fight 1\/3 \(33\.3%\)/);
    expect(w.oddsText).toMatch(/obviously dead 1\/6 \(16\.7%\)/);
    expect(w.targetText).not.toMatch(/Target/);
  });

  it('melee damage at Impact 1 has no "out of the fight" faces; every chance comes from the table', () => {
    const a = ask({ purpose: 'meleeDamage', count: 1, read: 'asRolled', target: 1 });
    expect(diceAskWords(a).targetText).toBe(
      "The weapon's Impact is 1: 1 obviously dead; 2 to 6 knocked down, then a Recover test.",
    );
    expect(oddsTotal(a)).toEqual(oddsTotal(ask({})));
  });

  // Play-test 7, 25: with own dice, the game asked for the damage die of the enemy's hit on Cole and did not say
  // why; the result line read "(target 1)" where the 1 is the weapon's Impact.
  it('says the die is yours because damage is thrown for the figure hit, and the result line names the Impact', () => {
    const a = ask({ purpose: 'damage', count: 1, read: 'asRolled', target: 1, who: ['Cole'] });
    expect(diceAskWords(a).throwText).toBe(
      'Throw 1 die. Damage is thrown for the figure hit, not by whoever struck it, so this die for Cole is yours to throw.',
    );
    const rec = { purpose: 'damage', who: ['Cole'], dice: [3], target: 1, read: 'asRolled' as const, scripted: false };
    expect(explainRoll(rec).text).toBe('Ranged damage for Cole: rolled 3 (Impact 1).');
    expect(diceAskWords(ask({})).throwText).not.toMatch(/yours/);
  });
});
