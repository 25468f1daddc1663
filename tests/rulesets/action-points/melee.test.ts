// Hand to hand: the table by ranks, the parry, damage by knife, manoeuvres by option, the fumble table,
// and the rule that a figure in contact may only fight.
import { describe, expect, it } from 'vitest';
import { fig, ofType, play, scenario, texts } from './helpers';

const contact = (dice: Record<string, number[][]>, commands: unknown[], options?: Record<string, boolean>) =>
  scenario({
    ...(options ? { options } : {}),
    blue: [{ id: 'a', rank: 'veteran', at: [10, 21], facing: 270 }],
    red: [{ id: 'b', rank: 'novice', at: [10, 20], facing: 90 }],
    dice,
    commands,
  });

describe('hand to hand', () => {
  it('a hit the defender fails to parry does knife damage', () => {
    const r = play(
      contact({ melee: [[5, 0]], parry: [[5, 0]], damage: [[4]] }, [{ do: 'attack', figure: 'a', target: 'b' }]),
    );
    const tests = ofType(r.events, 'test').filter((t) => t.test !== 'consciousness');
    expect(tests.map((t) => [t.test, t.chance.chance, t.pass])).toEqual([
      ['hand-to-hand attack', 80, true],
      ['parry', 30, false],
    ]);
    expect(ofType(r.events, 'damage')[0]).toMatchObject({ figure: 'b', dice: [4], band: 'medium' });
  });
  it('a parry stops it', () => {
    const r = play(contact({ melee: [[5, 0]], parry: [[2, 0]] }, [{ do: 'attack', figure: 'a', target: 'b' }]));
    expect(texts(r.events)).toContain("b parries a's attack.");
    expect(ofType(r.events, 'damage')).toHaveLength(0);
  });
  it('a figure in contact may not walk off or shoot', () => {
    expect(play(contact({}, [{ do: 'walk', figure: 'a', to: [10, 25] }])).illegal).toContain('hand to hand');
    expect(play(contact({}, [{ do: 'shoot', figure: 'a', target: 'b' }])).illegal).toContain('hand to hand');
  });
  it('manoeuvres only by option: a feint costs 2 AP, -20% to hit, +8 damage, -50% to the parry', () => {
    expect(play(contact({}, [{ do: 'attack', figure: 'a', target: 'b', manoeuvre: 'feint' }])).illegal).toContain(
      'options.manoeuvres',
    );
    const r = play(
      contact(
        { melee: [[5, 0]], parry: [[0, 5]], damage: [[1]] },
        [{ do: 'attack', figure: 'a', target: 'b', manoeuvre: 'feint' }],
        {
          manoeuvres: true,
        },
      ),
    );
    expect(ofType(r.events, 'ap')[0]).toMatchObject({ cost: 2 });
    expect(ofType(r.events, 'test').map((t) => t.chance.chance)).toEqual([60, 5]);
    // The parry of 05 at 5% succeeds: no damage.
    expect(ofType(r.events, 'damage')).toHaveLength(0);
  });
  it('a fumble reads the hand-to-hand fumble table', () => {
    const r = play(contact({ melee: [[9, 8]], meleeFumble: [[4]] }, [{ do: 'attack', figure: 'a', target: 'b' }]));
    expect(ofType(r.events, 'fumble')[0]).toMatchObject({ figure: 'a', result: 'twistAnkle' });
    expect(fig(r.state, 'a').stance).toBe('prone');
  });
});

describe('moving', () => {
  const mover = (commands: unknown[], stance = 'standing') =>
    play(
      scenario({
        terrain: [
          {
            id: 'w',
            type: 'wall',
            line: [
              [5, 27],
              [15, 27],
            ],
          },
        ],
        blue: [{ id: 'a', at: [10, 30], facing: 270, stance }],
        red: [{ id: 'x', rank: 'novice', at: [30, 5] }],
        commands,
      }),
    );
  it('walks 3" and runs 6" per AP; turning past 90 degrees costs 1 AP', () => {
    const r = mover([{ do: 'walk', figure: 'a', to: [4, 30] }]);
    // 6" walk = 2 AP, plus the turn from facing 270 to 180.
    expect(ofType(r.events, 'ap')[0]).toMatchObject({ action: 'walk', cost: 2 });
    const back = mover([{ do: 'walk', figure: 'a', to: [10, 33] }]);
    expect(ofType(back.events, 'ap')[0]).toMatchObject({ action: 'walk', cost: 2 });
    const run = mover([{ do: 'run', figure: 'a', to: [10, 31 - 13] }]);
    expect(ofType(run.events, 'ap')[0]).toMatchObject({ action: 'run', cost: 3 });
  });
  it('a low wall costs 1 AP to climb; crawling needs prone; standing costs 1 AP', () => {
    // 4" over the wall: 2 AP of walking and 1 to climb.
    const r = mover([{ do: 'walk', figure: 'a', to: [10, 26] }]);
    expect(ofType(r.events, 'ap')[0]).toMatchObject({ cost: 3 });
    expect(mover([{ do: 'crawl', figure: 'a', to: [10, 29] }]).illegal).toContain('prone to crawl');
    const p = mover(
      [
        { do: 'crawl', figure: 'a', to: [10, 29] },
        { do: 'stand', figure: 'a' },
      ],
      'prone',
    );
    expect(p.illegal).toBeUndefined();
    expect(fig(p.state, 'a')).toMatchObject({ stance: 'standing', at: [10, 29] });
  });
});
