// The dice prompt's words: what the roll decides, how many dice and how they read, and exact odds that
// agree with counting every way the dice can fall.
import { describe, expect, it } from 'vitest';
import { diceAskWords, oddsTotal } from '../../../../src/rulesets/chain-reaction/explain/diceAsk';
import type { DiceAsk } from '../../../../src/core/dice/entered';
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
  it('a Rep 4 Recover test on 2d6: the passes and their exact chances', () => {
    const w = diceAskWords(ask({}));
    expect(w.title).toBe('Your dice: Recover test for ash');
    expect(w.throwText).toBe('Throw 2 dice.');
    expect(w.targetText).toBe('Target 4: each die showing 4 or less passes (at most 2 count).');
    expect(w.oddsText).toBe('1 passed 4/9 (44.4%), 2 passed 4/9 (44.4%), 0 passed 1/9 (11.1%)');
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

describe('the dice prompt for a shotgun (play-test 2, 16)', () => {
  it('asks for 6 dice and says only the best 3 count, as the fire rule reads them', async () => {
    const { resolveFire } = await import('../../../../src/rulesets/chain-reaction/rules/fire');
    const { askOf } = await import('../../../../src/core/dice/entered');
    let asked: DiceAsk | undefined;
    resolveFire({ shooter: { id: 'cole', rep: 4, weapon: 'SG' }, targets: [{ id: 'jax', dice: 3 }] }, (req) => {
      asked = askOf(req, 'player');
      return Array.from({ length: req.count }, () => 1);
    });
    const w = diceAskWords(asked!);
    expect(w.throwText).toBe('Throw 6 dice. Only the best 3 count: the 3 highest faces are used, the other 3 dropped.');
  });

  it('an assault rifle fires what it throws: no word about dropping', () => {
    const w = diceAskWords(
      ask({ purpose: 'rangedCombat', count: 3, read: 'asRolled', note: 'Assault rifle fire, 3 dice' }),
    );
    expect(w.throwText).toBe('Throw 3 dice.');
  });
});
