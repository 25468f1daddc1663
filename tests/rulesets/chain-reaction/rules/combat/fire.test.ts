import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { listRoller, type RollRequest, type Roller } from '../../../../../src/core/dice/roll';
import { asTexts } from '../../../../../src/rulesets/chain-reaction/odds/enumerate';
import {
  fireOdds,
  resolveFire,
  type FireInput,
  type FireOutcome,
  type FireResult,
} from '../../../../../src/rulesets/chain-reaction/rules/fire';
import { resolveDamage } from '../../../../../src/rulesets/chain-reaction/rules/damage';
import { tightAmmo } from '../../../../../src/rulesets/chain-reaction/rules/tightAmmo';

function fired(out: FireOutcome): FireResult {
  if (!out.ok) throw new Error(`refused: ${out.detail}`);
  return out;
}

/** A scripted roller that also remembers what was asked. */
function spy(throws: number[][]): { roll: Roller; asked: RollRequest[]; used: () => number } {
  const inner = listRoller(throws);
  const asked: RollRequest[] = [];
  return {
    roll: (req) => {
      asked.push(req);
      return inner(req);
    },
    asked,
    used: inner.used,
  };
}

describe('book examples', () => {
  it('Hans: SMG, 1 die on Charles and the rest on Billy Pink; 3,5,2 lays out as 5 on Charles, 3 and 2 on Billy', () => {
    const s = spy([[3, 5, 2]]);
    const r = fired(
      resolveFire(
        {
          shooter: { id: 'hans', rep: 4, weapon: 'SMG' },
          targets: [
            { id: 'charles', dice: 1 },
            { id: 'billy', dice: 2 },
          ],
        },
        s.roll,
      ),
    );
    expect(s.asked[0]).toMatchObject({ purpose: 'rangedCombat', count: 3, who: ['hans'] });
    expect(r.thrown).toEqual([3, 5, 2]);
    expect(r.applied).toEqual([5, 3, 2]);
    expect(r.targets.map((t) => [t.id, t.dice])).toEqual([
      ['charles', [5]],
      ['billy', [3, 2]],
    ]);
    // At Rep 4: 9 on the first target in the open hits; 7 and 6 are too low.
    expect(r.targets.map((t) => t.hits)).toEqual([1, 0]);
    expect(r.targets[1]!.shots.map((x) => x.table.missReasons)).toEqual([['tooLow'], ['tooLow']]);
    expect(r.ammoAfter).toBe('loaded');
  });

  it('Ivan: SMG rolls 1, 1, 5 — one hit with the 5, and the two 1s leave him out of ammo', () => {
    const r = fired(
      resolveFire(
        { shooter: { id: 'ivan', rep: 5, weapon: 'SMG' }, targets: [{ id: 't', dice: 3 }] },
        listRoller([[1, 1, 5]]),
      ),
    );
    expect(r.applied).toEqual([5, 1, 1]);
    expect(r.hits).toBe(1);
    expect(r.targets[0]!.shots.map((s) => s.table.total)).toEqual([10, 6, 6]);
    expect(r.ammo).toMatchObject({
      ones: 2,
      outOfAmmo: true,
      reason: 'twoOnes',
      ref: { table: 'tightAmmo', row: 'twoOrMoreOnes' },
    });
    expect(r.ammoAfter).toBe('outOfAmmo');
  });

  it('Billy Pink (Rep 5) fires a semi-auto rifle at Hans in cover: 3 → 8 misses, 6 → 11 hits; damage 4 vs Impact 3 → Recover Test', () => {
    const roll = listRoller([[3, 6], [4]]);
    const r = fired(
      resolveFire(
        { shooter: { id: 'billy', rep: 5, weapon: 'SAR' }, targets: [{ id: 'hans', dice: 2, inCover: true }] },
        roll,
      ),
    );
    const shots = r.targets[0]!.shots;
    expect(shots.map((s) => [s.table.die, s.table.total, s.hit])).toEqual([
      [6, 11, true],
      [3, 8, false],
    ]);
    expect(shots[1]!.table.missReasons).toEqual(['targetInCover']);
    expect(r.hits).toBe(1);
    const dmg = resolveDamage({ impact: 3, kind: 'ranged', who: 'hans' }, roll);
    expect(dmg).toEqual({
      kind: 'ranged',
      die: 4,
      impact: 3,
      result: 'recoverTest',
      knockedDown: true,
      ref: { table: 'rangedDamage', row: 'overImpact' },
    });
    expect(roll.used()).toBe(2);
  });

  it('Benny (Rep 3) rolls a 6 at Char in cover: 9 still misses, the pitiful shot re-roll of 2 hits', () => {
    const s = spy([[6], [2]]);
    const r = fired(
      resolveFire(
        { shooter: { id: 'benny', rep: 3, weapon: 'BAR' }, targets: [{ id: 'char', dice: 1, inCover: true }] },
        s.roll,
      ),
    );
    const shot = r.targets[0]!.shots[0]!;
    expect(shot.table).toMatchObject({ total: 9, hit: false, missReasons: ['targetInCover'] });
    expect(shot.pitiful).toEqual({ die: 2, target: 3, hit: true, ref: { table: 'pitifulShot', row: 'hit' } });
    expect(shot.hit).toBe(true);
    expect(r.hits).toBe(1);
    expect(s.asked.map((a) => a.purpose)).toEqual(['rangedCombat', 'pitifulShot']);
  });
});

describe('shot mechanics', () => {
  it('pitiful shot fails on 4 or more, and is never offered to Rep 4 or for a die that is not a 6', () => {
    const miss = fired(
      resolveFire(
        { shooter: { rep: 3, weapon: 'BAR' }, targets: [{ dice: 1, inCover: true }] },
        listRoller([[6], [4]]),
      ),
    );
    expect(miss.targets[0]!.shots[0]).toMatchObject({ hit: false, pitiful: { die: 4, hit: false } });
    const rep4 = spy([[4]]);
    const r4 = fired(
      resolveFire({ shooter: { rep: 4, weapon: 'BAR' }, targets: [{ dice: 1, inCover: true }] }, rep4.roll),
    );
    expect(r4.targets[0]!.shots[0]!.pitiful).toBeUndefined();
    expect(rep4.used()).toBe(1);
    // A Rep 3 rolling 5 (8) on a second target misses, but it is not a 6: no re-roll.
    const five = spy([[6, 5]]);
    const r5 = fired(
      resolveFire({ shooter: { rep: 3, weapon: 'SAR' }, targets: [{ dice: 1 }, { dice: 1 }] }, five.roll),
    );
    expect(r5.targets.map((t) => t.hits)).toEqual([1, 0]);
    expect(five.used()).toBe(1);
  });

  it('pitiful shots are rolled in target order, one per missed 6', () => {
    // Snap fire makes every 9 a miss, so each of the three 6s earns its own re-roll.
    const s = spy([[6, 6, 6], [1], [5], [2]]);
    const r = fired(
      resolveFire(
        {
          shooter: { rep: 3, weapon: 'SMG', snapFire: true },
          targets: [
            { id: 'a', dice: 2 },
            { id: 'b', dice: 1 },
          ],
        },
        s.roll,
      ),
    );
    expect(r.targets.map((t) => t.shots.map((x) => x.pitiful?.die))).toEqual([[1, 5], [2]]);
    expect(r.targets.map((t) => t.hits)).toEqual([1, 1]);
    expect(s.asked.map((a) => a.purpose)).toEqual(['rangedCombat', 'pitifulShot', 'pitifulShot', 'pitifulShot']);
  });

  it('shotgun throws 6 dice, shoots with the best 3, and counts all 6 for Tight Ammo', () => {
    const s = spy([[1, 6, 1, 2, 5, 3]]);
    const r = fired(resolveFire({ shooter: { rep: 4, weapon: 'SG' }, targets: [{ dice: 3 }] }, s.roll));
    expect(s.asked[0]!.count).toBe(6);
    expect(r.applied).toEqual([6, 5, 3]);
    expect(r.hits).toBe(2);
    expect(r.ammo).toMatchObject({ ones: 2, counted: 6, outOfAmmo: true });
  });

  it('rocket launcher rolls one die for its spot and is empty afterwards even without 1s', () => {
    const r = fired(
      resolveFire({ shooter: { rep: 5, weapon: 'RL' }, targets: [{ id: 'spot', dice: 1 }] }, listRoller([[5]])),
    );
    expect(r.hits).toBe(1);
    expect(r.ammo).toMatchObject({ ones: 0, outOfAmmo: true, reason: 'rocketFired' });
    expect(r.ammoAfter).toBe('outOfAmmo');
  });

  it("a shot without two 1s keeps the shooter's ammo state (a held grenade stays held)", () => {
    const r = fired(
      resolveFire(
        { shooter: { rep: 4, weapon: 'AR', ammo: 'grenadeReady' }, targets: [{ dice: 3 }] },
        listRoller([[1, 4, 6]]),
      ),
    );
    expect(r.ammoAfter).toBe('grenadeReady');
  });

  it('one 1 is not enough for Tight Ammo; three are', () => {
    expect(tightAmmo('AR', [1, 4, 6]).outOfAmmo).toBe(false);
    expect(tightAmmo('SAW', [1, 1, 1, 6])).toMatchObject({ ones: 3, outOfAmmo: true });
  });

  it('two pistols: each is snap fire, so an 8 or 9 misses', () => {
    const r = fired(
      resolveFire({ shooter: { rep: 4, weapon: 'P', twoPistols: true }, targets: [{ dice: 2 }] }, listRoller([[5, 4]])),
    );
    expect(r.snapFire).toBe(true);
    expect(r.targets[0]!.shots.map((s) => s.table.missReasons)).toEqual([['snapFire'], ['snapFire']]);
    expect(r.modifiers).toEqual([{ id: 'snapFire', label: 'Snap fire', reason: 'firing a pistol in each hand' }]);
  });

  it('fast-moving shooter misses on 8 and 9', () => {
    const r = fired(
      resolveFire(
        { shooter: { rep: 4, weapon: 'SAR', fastMoving: true }, targets: [{ dice: 2 }] },
        listRoller([[5, 4]]),
      ),
    );
    expect(r.hits).toBe(0);
    expect(r.targets[0]!.shots.map((s) => s.table.missReasons)).toEqual([['shooterFastMoving'], ['shooterFastMoving']]);
  });

  it('refuses shots the weapon cannot make, without rolling', () => {
    const none = listRoller([]);
    const cases: [FireInput, string][] = [
      [{ shooter: { rep: 4, weapon: 'AR', ammo: 'outOfAmmo' }, targets: [{ dice: 1 }] }, 'outOfAmmo'],
      [{ shooter: { rep: 4, weapon: 'G' }, targets: [{ dice: 1 }] }, 'thrownWeapon'],
      [{ shooter: { rep: 4, weapon: 'AR', twoPistols: true }, targets: [{ dice: 1 }] }, 'notPistol'],
      [{ shooter: { rep: 4, weapon: 'AR' }, targets: [] }, 'noTargets'],
      [{ shooter: { rep: 4, weapon: 'P' }, targets: [{ dice: 1 }, { dice: 1 }, { dice: 1 }] }, 'tooManyTargets'],
      [{ shooter: { rep: 4, weapon: 'AR' }, targets: [{ dice: 0 }] }, 'badDice'],
      [{ shooter: { rep: 4, weapon: 'AR' }, targets: [{ dice: 2 }, { dice: 2 }] }, 'tooManyDice'],
      [{ shooter: { rep: 4, weapon: 'SMG' }, targets: [{ dice: 3, distance: 24.5 }] }, 'outOfRange'],
      [{ shooter: { rep: 0, weapon: 'SMG' }, targets: [{ dice: 3 }] }, 'badRep'],
    ];
    for (const [input, error] of cases) expect(resolveFire(input, none)).toMatchObject({ ok: false, error });
    expect(none.used()).toBe(0);
  });

  it('property: dice go out high to low in declared order, and hits + misses = dice declared', () => {
    const arb = fc.record({
      rep: fc.integer({ min: 2, max: 6 }),
      split: fc.constantFrom([4], [1, 3], [2, 2], [1, 1, 2], [1, 1, 1, 1]),
      dice: fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 4, maxLength: 4 }),
      cover: fc.boolean(),
    });
    fc.assert(
      fc.property(arb, ({ rep, split, dice, cover }) => {
        const throws: number[][] = [dice];
        for (let i = 0; i < 4; i++) throws.push([3]); // enough for any pitiful shots
        const r = fired(
          resolveFire(
            { shooter: { rep, weapon: 'SAW' }, targets: split.map((n) => ({ dice: n, inCover: cover })) },
            listRoller(throws),
          ),
        );
        const laid = r.targets.flatMap((t) => t.dice);
        expect(laid).toEqual([...dice].sort((a, b) => b - a));
        r.targets.forEach((t, i) => expect(t.hits + t.misses).toBe(split[i]));
        expect(r.ammo.outOfAmmo).toBe(dice.filter((d) => d === 1).length >= 2);
      }),
      { numRuns: 200 },
    );
  });
});

describe('fire odds (exact, by enumeration)', () => {
  it('Rep 4, assault rifle, 3 dice at one target in the open: hits are binomial(3, 1/2)', () => {
    // Any die of 4+ makes 8 or more, and with one target in the open nothing turns 8 or 9 into a miss.
    const input: FireInput = { shooter: { rep: 4, weapon: 'AR' }, targets: [{ dice: 3 }] };
    expect(asTexts(fireOdds(input))).toEqual({ '0': '1/8', '1': '3/8', '2': '3/8', '3': '1/8' });
    // The first (highest) die hits unless all three are 3 or less: 1 - (1/2)^3.
    const first = fireOdds(input, (r) => String(r.ok && r.targets[0]!.shots[0]!.hit));
    expect(asTexts(first)).toEqual({ false: '1/8', true: '7/8' });
    // Out of ammo: two or three 1s among 3 dice = (3*5 + 1) / 216.
    expect(asTexts(fireOdds(input, (r) => String(r.ok && r.ammo.outOfAmmo)))).toEqual({ false: '25/27', true: '2/27' });
  });

  it('the same shot at a target in cover hits only on 6 (10): P(at least one hit) = 1 - (5/6)^3', () => {
    const d = fireOdds({ shooter: { rep: 4, weapon: 'AR' }, targets: [{ dice: 3, inCover: true }] }, (r) =>
      String(r.ok && r.hits > 0),
    );
    expect(asTexts(d)).toEqual({ false: '125/216', true: '91/216' });
  });

  it('Rep 3, one die at a target in cover: only a 6 then a pitiful 1-3 hits, 1/6 × 1/2 = 1/12', () => {
    expect(asTexts(fireOdds({ shooter: { rep: 3, weapon: 'BAR' }, targets: [{ dice: 1, inCover: true }] }))).toEqual({
      '0': '11/12',
      '1': '1/12',
    });
    // In the open a 5 (8) or 6 (9) hits the first target: 1/3.
    expect(asTexts(fireOdds({ shooter: { rep: 3, weapon: 'BAR' }, targets: [{ dice: 1 }] }))).toEqual({
      '0': '2/3',
      '1': '1/3',
    });
  });

  it('shotgun odds walk all 6 dice: Rep 5 in the open hits with any kept die of 3+ (P none = (1/3)^6)', () => {
    const d = fireOdds({ shooter: { rep: 5, weapon: 'SG' }, targets: [{ dice: 3 }] }, (r) =>
      String(r.ok && r.hits > 0),
    );
    expect(asTexts(d)).toEqual({ false: '1/729', true: '728/729' });
  });
});
