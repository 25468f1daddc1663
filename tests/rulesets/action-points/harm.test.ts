// Damage, armour, the wound table, second wounds, consciousness, witnesses, criticals, fumbles, bursts
// and the wound-odds the preview shows (same band reading as play).
import { describe, expect, it } from 'vitest';
import { bandOf, combineWounds } from '../../../src/rulesets/action-points/harm';
import { sumDistribution, woundOdds } from '../../../src/rulesets/action-points/odds';
import { fig, ofType, play, scenario, start, texts } from './helpers';
import { wound } from '../../../src/rulesets/action-points/harm';
import { openCtx, pi } from '../../../src/rulesets/action-points/ctx';
import { moraleChance } from '../../../src/rulesets/action-points/chance';

/**
 * A veteran's machine-gun burst at b, 10" off, that also catches `near` beside the line of fire (two damage
 * throws: 4 dice on b, 3 on near), with one more red figure (`other`) standing about.
 */
function burst(other: { id: string; at: [number, number] }) {
  return play(
    scenario({
      blue: [{ id: 'g', rank: 'veteran', weapon: 'lmg', at: [10, 30], facing: 270 }],
      red: [{ id: 'b', at: [10, 20] }, { id: 'near', at: [10.8, 22] }, other],
      dice: {
        shoot: [[3, 0]],
        damage: [
          [1, 1, 1, 1],
          [1, 1, 1],
        ],
      },
      commands: [{ do: 'shoot', figure: 'g', target: 'b' }],
    }),
  );
}

describe('wound table', () => {
  it('reads damage after armour into bands', () => {
    expect([0, 1, 3, 4, 6, 7, 9, 10, 12, 13, 40].map(bandOf)).toEqual([
      'none',
      'light',
      'light',
      'medium',
      'medium',
      'serious',
      'serious',
      'critical',
      'critical',
      'dead',
      'dead',
    ]);
  });
  it('raises the worst band by one for a same-or-lower wound, replaces it with a higher one', () => {
    expect(combineWounds('light', 'light')).toBe('medium');
    expect(combineWounds('serious', 'light')).toBe('critical');
    expect(combineWounds('critical', 'medium')).toBe('dead');
    expect(combineWounds('light', 'serious')).toBe('serious');
    expect(combineWounds('none', 'medium')).toBe('medium');
  });
});

describe('wound odds', () => {
  it('sums to one and matches a hand count for 1d10 against no armour', () => {
    const d = sumDistribution(2, 10);
    expect(d.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
    expect(d[11]).toBeCloseTo(10 / 100, 12);
    const w = woundOdds(1, 10);
    expect(w.light).toBeCloseTo(0.3, 12);
    expect(w.critical).toBeCloseTo(0.1, 12);
    const full = woundOdds(2, 10, 'full', true);
    // 2d10 - 8: none when the dice total 8 or less (28 of 100 throws).
    expect(full.none).toBeCloseTo(0.28, 12);
    expect(Object.values(woundOdds(4, 10, 'light')).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
  });
});

const duel = (extra: Record<string, unknown>, red: Record<string, unknown> = {}) =>
  scenario({
    blue: [{ id: 'a', rank: 'veteran', at: [10, 30], facing: 270 }],
    red: [
      { id: 'b', at: [10, 20], facing: 90, ...red },
      { id: 'w', at: [14, 20] },
    ],
    ...extra,
  });

describe('a hit', () => {
  it('rolls armour and takes it off; a light wound drops the target prone and puts tests on witnesses', () => {
    const r = play(
      duel(
        {
          dice: { shoot: [[3, 0]], damage: [[5, 4]], armour: [[2]] },
          commands: [{ do: 'shoot', figure: 'a', target: 'b' }],
        },
        { armour: 'light' },
      ),
    );
    expect(ofType(r.events, 'damage')[0]).toMatchObject({ dice: [5, 4], armour: 6, net: 3, band: 'light' });
    const b = fig(r.state, 'b');
    expect(b.wound).toBe('light');
    expect(b.stance).toBe('prone');
    // Light wounds keep consciousness (100%): no consciousness roll.
    expect(ofType(r.events, 'roll').some((e) => e.purpose === 'consciousness')).toBe(false);
    expect(fig(r.state, 'w').friendHit).toBe(true);
    expect(fig(r.state, 'w').markers).toBe(1);
    expect(b.markers).toBe(1);
  });
  it('uses the fixed armour value by option', () => {
    const r = play(
      duel(
        {
          options: { fixedArmour: true },
          dice: { shoot: [[3, 0]], damage: [[5, 4]] },
          commands: [{ do: 'shoot', figure: 'a', target: 'b' }],
        },
        { armour: 'full' },
      ),
    );
    expect(ofType(r.events, 'damage')[0]).toMatchObject({ armour: 8, net: 1, band: 'light' });
    expect(ofType(r.events, 'roll').some((e) => e.purpose === 'armour')).toBe(false);
  });
  it('does maximum damage on a critical without rolling damage', () => {
    // 60% chance: a critical is 01-06.
    const r = play(duel({ dice: { shoot: [[0, 6]] }, commands: [{ do: 'shoot', figure: 'a', target: 'b' }] }));
    expect(ofType(r.events, 'damage')[0]).toMatchObject({ dice: [10, 10], critical: true, net: 20, band: 'dead' });
    expect(ofType(r.events, 'roll').some((e) => e.purpose === 'damage')).toBe(false);
  });
  it('tests consciousness for a medium wound (60%)', () => {
    const r = play(
      duel({
        dice: { shoot: [[3, 0]], damage: [[2, 3]], consciousness: [[6, 1]] },
        commands: [{ do: 'shoot', figure: 'a', target: 'b' }],
      }),
    );
    expect(texts(r.events)).toContain('b tests to stay conscious: consciousness 60% = 60%; rolled 61: failure.');
    expect(fig(r.state, 'b').conscious).toBe(false);
  });
  it('a miss leaves a morale marker; a fumble jams the weapon and clearing costs 2 AP', () => {
    const r = play(
      duel({
        dice: { shoot: [[9, 7]] },
        commands: [
          { do: 'shoot', figure: 'a', target: 'b' },
          { do: 'clear', figure: 'a' },
        ],
      }),
    );
    expect(r.illegal).toBeUndefined();
    expect(texts(r.events)).toContain("a's weapon jams (fumble): 2 AP to clear the jam.");
    expect(ofType(r.events, 'ap').map((e) => [e.action, e.cost])).toEqual([
      ['shoot b', 1],
      ['clear the jam', 2],
    ]);
    expect(fig(r.state, 'b').markers).toBe(1);
  });
  it('a machine-gun burst hits everyone within its width of the line', () => {
    const r = burst({ id: 'far', at: [13, 22] });
    expect(ofType(r.events, 'burst')[0]?.hits).toEqual(['near']);
    expect(ofType(r.events, 'damage').map((d) => [d.figure, d.dice.length])).toEqual([
      ['b', 4],
      ['near', 3],
    ]);
  });
  it('the shotgun rolls 3d10 within 10" and 2d10 out to 20"', () => {
    const shot = (y: number) =>
      ofType(
        play(
          scenario({
            blue: [{ id: 's', weapon: 'combat shotgun', rank: 'veteran', at: [10, 30], facing: 270 }],
            red: [{ id: 'b', at: [10, y] }],
            dice: { shoot: [[1, 0]] },
            commands: [{ do: 'shoot', figure: 's', target: 'b' }],
          }),
        ).events,
        'damage',
      )[0]?.dice.length;
    expect(shot(22)).toBe(3);
    expect(shot(15)).toBe(2);
  });
});

describe('the morale bonus for a wound inflicted (play-test 8, 18)', () => {
  // Morale Modifiers: +10% for inflicting wounds on an enemy in the last combat phase. A round that hurts a
  // friend earns nothing: Samir's stray RPG wounded his own sergeant and his next test still got the +10%.
  const s0 = start(
    scenario({
      blue: [
        { id: 'a', at: [10, 30], facing: 270 },
        { id: 'pal', at: [12, 30], facing: 270 },
      ],
      red: [{ id: 'b', at: [10, 20], facing: 90 }],
    }),
  ).state;
  const after = (target: string) => {
    const c = openCtx(s0);
    const a = c.s.figures.find((f) => f.id === 'a')!;
    a.actedAt = pi(c);
    wound(
      c,
      a,
      c.s.figures.find((f) => f.id === target)!,
      'light',
    );
    return moraleChance(c.s, a).mods.map((m) => m.text);
  };

  it('wounding an enemy gives +10%', () => {
    expect(after('b')).toContain('wounded an enemy in the last combat phase');
  });

  it('wounding a friend gives nothing', () => {
    expect(after('pal')).not.toContain('wounded an enemy in the last combat phase');
  });
});

describe('a witness of two wounds (play-test 10b, 15)', () => {
  // Every wound puts a morale test marker on each witness; the test then counts −10% for each after the first.
  // Ortiz saw Brandt and Sgt Dunn hit by one burst: the log said two markers, his test counted one.
  it('gets a marker for each wound seen, and the test counts the second', () => {
    const r = burst({ id: 'w', at: [16, 14] });
    const seen = ofType(r.events, 'marker').filter((e) => e.figure === 'w');
    expect(seen.map((e) => e.markers)).toEqual([1, 2]);
    const w = fig(r.state, 'w');
    expect(w.markers).toBe(2);
    expect(moraleChance(r.state, w).mods.map((x) => [x.text, x.value])).toContainEqual(['2 morale markers', -10]);
  });
});
