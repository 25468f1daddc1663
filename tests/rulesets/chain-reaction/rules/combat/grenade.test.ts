import { describe, expect, it } from 'vitest';
import { listRoller, type RollRequest } from '../../../../../src/core/dice/roll';
import { asTexts } from '../../../../../src/rulesets/chain-reaction/odds/enumerate';
import {
  dropsReadiedGrenade,
  readyGrenadeOdds,
  resolveEscapeBlast,
  resolveReadyGrenade,
  resolveThrowGrenade,
  throwGrenadeOdds,
} from '../../../../../src/rulesets/chain-reaction/rules/grenade';
import { blastEffect, blastEffects } from '../../../../../src/rulesets/chain-reaction/rules/blast';
import { resolveDamage } from '../../../../../src/rulesets/chain-reaction/rules/damage';
import { WEAPONS } from '../../../../../src/rulesets/chain-reaction/tables/weapons';

describe('Ready the Grenade (p.18)', () => {
  it('pass 1: readied and may be thrown at once (the book\'s "A", Rep 4, rolls a 1)', () => {
    let req: RollRequest | undefined;
    const r = resolveReadyGrenade({ id: 'A', rep: 4 }, (q) => {
      req = q;
      return [1];
    });
    expect(req).toMatchObject({ purpose: 'readyGrenade', count: 1, target: 4, who: ['A'] });
    expect(r).toEqual({
      die: 1,
      rep: 4,
      passed: 1,
      result: 'throwNow',
      throwNow: true,
      ref: { table: 'readyGrenade', row: '1' },
    });
  });

  it('pass 0: readied, thrown next activation or in a reaction', () => {
    expect(resolveReadyGrenade({ rep: 4 }, listRoller([[5]]))).toMatchObject({
      passed: 0,
      result: 'throwLater',
      throwNow: false,
      ref: { row: '0' },
    });
  });

  it('odds: Rep 4 readies in time 2/3', () => {
    expect(asTexts(readyGrenadeOdds({ rep: 4 }))).toEqual({ throwLater: '1/3', throwNow: '2/3' });
  });
});

describe('Throwing a Grenade (p.19)', () => {
  it('pass 2: lands on the chosen spot, seen or not', () => {
    for (const spotVisible of [true, false]) {
      expect(resolveThrowGrenade({ rep: 4, spotVisible }, listRoller([[2, 4]]))).toMatchObject({
        ok: true,
        passed: 2,
        result: 'onSpot',
        blastAt: 'spot',
        crisisAtSpot: false,
        escapeRolls: false,
      });
    }
  });

  it('pass 1, spot seen: lands on the spot', () => {
    expect(resolveThrowGrenade({ rep: 4, spotVisible: true }, listRoller([[3, 5]]))).toMatchObject({
      passed: 1,
      result: 'onSpot',
      ref: { table: 'throwGrenade', row: '1', column: 'seen' },
    });
  });

  it('"A" throws blind over the wall and passes 1: a miss, but those near the spot take a Crisis Test', () => {
    let req: RollRequest | undefined;
    const r = resolveThrowGrenade({ id: 'A', rep: 4, distance: 6, spotVisible: false }, (q) => {
      req = q;
      return [2, 6];
    });
    expect(req).toMatchObject({ purpose: 'throwGrenade', count: 2, target: 4 });
    expect(r).toMatchObject({
      passed: 1,
      result: 'missed',
      blastAt: null,
      crisisAtSpot: true,
      ref: { column: 'unseen' },
    });
  });

  it('"A" drops it over the wall instead and passes 1: it lands; "A" is behind cover and rolls damage like the rest', () => {
    const roll = listRoller([[2, 6], [3]]);
    const r = resolveThrowGrenade({ id: 'A', rep: 4, spotVisible: false, droppedOrRolled: true }, roll);
    expect(r).toMatchObject({ passed: 1, result: 'onSpot', blastAt: 'spot', ref: { column: 'seen' } });
    // A low wall of DV 1 is weaker than the grenade's Impact 2, so cover does not save "A".
    expect(blastEffect({ id: 'A', coverDV: 1 }, WEAPONS.G.impact)).toMatchObject({
      escape: null,
      rollDamage: true,
      weakCover: true,
    });
    expect(resolveDamage({ impact: WEAPONS.G.impact, kind: 'ranged', who: 'A' }, roll).result).toBe('recoverTest');
  });

  it("pass 0: dropped at the thrower's feet, and everyone in the circle rolls to drop prone", () => {
    expect(resolveThrowGrenade({ rep: 4, spotVisible: true }, listRoller([[5, 6]]))).toMatchObject({
      passed: 0,
      result: 'atFeet',
      blastAt: 'thrower',
      escapeRolls: true,
    });
  });

  it('more than 6" is refused without a roll', () => {
    const none = listRoller([]);
    expect(resolveThrowGrenade({ rep: 4, distance: 6.5, spotVisible: true }, none)).toMatchObject({
      ok: false,
      error: 'tooFar',
    });
    expect(none.used()).toBe(0);
  });

  it('odds, Rep 4: seen spot 8/9 on the spot; unseen 4/9 on it, 4/9 missed; 1/9 at the feet either way', () => {
    expect(asTexts(throwGrenadeOdds({ rep: 4, spotVisible: true }))).toEqual({ atFeet: '1/9', onSpot: '8/9' });
    expect(asTexts(throwGrenadeOdds({ rep: 4, spotVisible: false }))).toEqual({
      atFeet: '1/9',
      missed: '4/9',
      onSpot: '4/9',
    });
  });
});

describe('escaping a blast (p.20)', () => {
  it('each figure caught by a dropped grenade rolls 1d6: at or under Rep drops prone', () => {
    const asked: RollRequest[] = [];
    const inner = listRoller([[4], [4]]);
    const r = resolveEscapeBlast(
      [
        { id: 'a', rep: 4 },
        { id: 'b', rep: 3 },
      ],
      (q) => {
        asked.push(q);
        return inner(q);
      },
    );
    expect(asked.map((q) => [q.purpose, q.who, q.target])).toEqual([
      ['escapeBlast', ['a'], 4],
      ['escapeBlast', ['b'], 3],
    ]);
    expect(r.map((x) => [x.id, x.droppedProne])).toEqual([
      ['a', true],
      ['b', false],
    ]);
  });

  it('prone escapes with a Crisis Test; cover with DV at or above Impact escapes with a Crisis Test; else damage', () => {
    expect(
      blastEffects(
        [{ id: 'prone', prone: true }, { id: 'masonry', coverDV: 3 }, { id: 'frame', coverDV: 1 }, { id: 'open' }],
        3,
      ).map((e) => [e.id, e.escape, e.crisisTest, e.rollDamage]),
    ).toEqual([
      ['prone', 'prone', true, false],
      ['masonry', 'cover', true, false],
      ['frame', null, false, true],
      ['open', null, false, true],
    ]);
    expect(blastEffect({ id: 'x', coverDV: 0 }, 2)).toMatchObject({
      escape: null,
      weakCover: false,
      ref: { row: 'exposed' },
    });
    // Equal DV is enough.
    expect(blastEffect({ id: 'x', coverDV: 2 }, 2).escape).toBe('cover');
    // A rocket (Impact 5) beats even concrete (4).
    expect(blastEffect({ id: 'x', coverDV: 4 }, WEAPONS.RL.impact).escape).toBeNull();
  });

  it('a figure taken out or killed with a readied grenade lets it go off', () => {
    expect(dropsReadiedGrenade(true, 'outOfTheFight')).toBe(true);
    expect(dropsReadiedGrenade(true, 'obviouslyDead')).toBe(true);
    expect(dropsReadiedGrenade(true, 'recoverTest')).toBe(false);
    expect(dropsReadiedGrenade(false, 'obviouslyDead')).toBe(false);
  });
});
