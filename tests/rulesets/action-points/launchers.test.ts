// Launchers and blast heavy weapons on the table (decisions 67-69), with scripted dice and the text's
// numbers: the RPG's 5" minimum and 6d10 kill zone, the heavy weapon bonus by rank, deviation by rank on a
// miss, the mortar's three set-up phases, 20" minimum and barrage, the grenade machine gun's 1d6/2 rounds,
// PEN against a vehicle, and the morale rows "under mortar or RPG fire" and "under ATGM ... fire".
import { describe, expect, it } from 'vitest';
import { moraleChance, spotChance } from '../../../src/rulesets/action-points/chance';
import { fireChance } from '../../../src/rulesets/action-points/launchers';
import { computerCommand } from '../../../src/rulesets/action-points/ai';
import { begin } from '../../../src/rulesets/action-points/reduce';
import { eventText } from '../../../src/rulesets/action-points/wording';
import { tableText, whyOf } from '../../../src/rulesets/action-points/reference';
import { fig, ofType, play, refusal, run, scenario as base, start } from './helpers';

/** A 48" table, room for the launchers' minimum ranges. */
const scenario = (o: Parameters<typeof base>[0]) => base({ table: { width: 48, height: 48 }, ...o });

const gunner = (launcher: string, rank = 'veteran', extra: Record<string, unknown> = {}) => ({
  id: 'g',
  rank,
  at: [10, 40],
  facing: 270,
  launcher,
  ...extra,
});

/** The veteran's RPG fired at k, a novice in the open with d 4" beside him: the shot's and the damage dice scripted. */
const rpgAtK = (shoot: number[], damage: number[][]) =>
  play(
    scenario({
      blue: [gunner('rpg')],
      red: [
        { id: 'k', rank: 'novice', at: [10, 20] },
        { id: 'd', rank: 'novice', at: [14, 20] },
      ],
      dice: { shoot: [shoot], damage },
      commands: [{ do: 'fire', figure: 'g', target: 'k' }],
    }),
  );

describe('firing an RPG', () => {
  it('hits a figure in the open at the rank skill plus the heavy bonus; the round bursts 6d10 on it', () => {
    const r = rpgAtK([4, 5], [[1, 1, 1, 1, 1, 1], [3]]);
    expect(r.illegal).toBeUndefined();
    const t = ofType(r.events, 'test')[0]!;
    // Veteran 60% + heavy weapon crew 30% = 90%; rolled 45.
    expect(t.chance.mods.map((m) => [m.key, m.value])).toEqual([['heavyBonus', 30]]);
    expect(t.chance.chance).toBe(90);
    expect(eventText(t)).toBe('g fires the RPG at k: veteran 60%, heavy weapon crew +30% = 90%; rolled 45: success.');
    expect(ofType(r.events, 'blast')[0]).toMatchObject({ at: [10, 20], kill: ['k'], damage: ['d'], what: 'RPG' });
    expect(ofType(r.events, 'damage').map((d) => [d.figure, d.dice.length])).toEqual([
      ['k', 6],
      ['d', 1],
    ]);
    expect(ofType(r.events, 'ap')[0]).toMatchObject({ action: 'fire the RPG', cost: 1 });
    expect(fig(r.state, 'g').rounds).toBe(2);
    // Each caught figure is under RPG fire until its morale test (-30%).
    expect(fig(r.state, 'd').fireKey).toBe('mortarOrRpg');
    const m = moraleChance(r.state, fig(r.state, 'd'));
    expect(m.mods.find((x) => x.key === 'mortarOrRpg')?.value).toBe(-30);
    expect(whyOf(t)).toBe('shooting');
    expect(whyOf(ofType(r.events, 'blast')[0]!)).toBe('launchers');
  });
  it("a critical (01 against 90%) bursts at its maximum: every zone's dice at 10, no damage dice rolled (decision 86)", () => {
    // Play-test 4, 14: a critical RPG round rolled 7, 3, 1, where the rulings give a critical maximum damage.
    const r = rpgAtK([0, 1], [[1, 1, 1, 1, 1, 1], [1]]);
    expect(r.illegal).toBeUndefined();
    expect(ofType(r.events, 'test')[0]).toMatchObject({ roll: 1, pass: true, critical: true });
    const dmg = ofType(r.events, 'damage').map((d) => [d.figure, d.dice, d.critical]);
    expect(dmg).toEqual([
      ['k', [10, 10, 10, 10, 10, 10], true],
      ['d', [10], true],
    ]);
    expect(r.events.some((e) => e.type === 'roll' && (e as { purpose?: string }).purpose === 'damage')).toBe(false);
    expect(fig(r.state, 'k').wound).toBe('dead');
  });
  it('refuses inside its 5" minimum range; a point must be on the table', () => {
    const { state } = start(scenario({ blue: [gunner('rpg')], red: [{ id: 'k', rank: 'novice', at: [10, 36] }] }));
    expect(refusal(state, { do: 'fire', figure: 'g', target: 'k' })).toContain('inside the RPG\'s minimum range of 5"');
    expect(refusal(state, { do: 'fire', figure: 'g', at: [10, 37] })).toContain('minimum range');
    expect(refusal(state, { do: 'fire', figure: 'g', at: [10, -3] })).toBe('the point is off the table');
  });
  it('misses and deviates by rank: a veteran reads 1d6" on the grenade-launcher row', () => {
    const r = play(
      scenario({
        blue: [gunner('rpg')],
        red: [{ id: 'k', rank: 'novice', at: [10, 20] }],
        dice: { shoot: [[9, 5]], deviation: [[3, 4]], damage: [[2]] },
        commands: [{ do: 'fire', figure: 'g', target: 'k' }],
      }),
    );
    expect(r.illegal).toBeUndefined();
    // 3 o'clock: a right angle clockwise of the line of fire (up the table), so +x; 4".
    expect(ofType(r.events, 'deviate')[0]).toMatchObject({ aimed: [10, 20], landed: [14, 20], inches: 4, what: 'RPG' });
    expect(ofType(r.events, 'blast')[0]).toMatchObject({ at: [14, 20], kill: [], damage: ['k'] });
    expect(texts1(r.events, 'deviate')).toBe('The RPG round misses and lands 4" away toward 3 o\'clock.');
  });
  it('hits a vehicle with PEN 10 against its armour; the crew inside are under RPG fire', () => {
    const r = play(
      scenario({
        blue: [gunner('rpg')],
        red: [
          { id: 'r1', rank: 'novice', at: [10, 15] },
          { id: 'r2', rank: 'novice', at: [10, 15] },
        ],
        vehicles: [{ id: 'hv', side: 'red', type: 'Humvee', at: [10, 15], facing: 0, crew: ['r1', 'r2'] }],
        dice: { shoot: [[1, 0]], vehicleDamage: [[6]] },
        commands: [{ do: 'fire', figure: 'g', target: 'hv' }],
      }),
    );
    expect(r.illegal).toBeUndefined();
    expect(ofType(r.events, 'vehicleHit')[0]).toMatchObject({
      vehicle: 'hv',
      by: 'g',
      pen: 10,
      armour: 2,
      roll: 6,
      result: 'weaponDestroyed',
    });
    expect(fig(r.state, 'r1').fireKey).toBe('mortarOrRpg');
  });
});

describe('each line of a firing has its "why?"', () => {
  it('opens the table whose row decided it: AP cost, shooting modifiers, the launcher’s row, wounds, the vehicle', () => {
    // Veteran RPG at Karim beside a red Humvee: 95 misses (90%), 1d6 = 4" at 3 o'clock lands on the Humvee.
    const r = play(
      scenario({
        blue: [gunner('rpg')],
        red: [
          { id: 'k', rank: 'novice', at: [10, 20] },
          { id: 'r1', rank: 'novice', at: [14, 20] },
        ],
        vehicles: [{ id: 'hv', side: 'red', type: 'Humvee', at: [14, 20], facing: 0, crew: ['r1'] }],
        dice: { shoot: [[9, 5]], deviation: [[3, 4]], damage: [[7]], vehicleDamage: [[9]] },
        commands: [{ do: 'fire', figure: 'g', target: 'k' }],
      }),
    );
    expect(r.illegal).toBeUndefined();
    const row = (type: string) => {
      const e = r.events.find((x) => x.type === type)!;
      return [whyOf(e), tableText(whyOf(e)!)!];
    };
    expect(row('ap')[0]).toBe('apCosts');
    expect(row('ap')[1]).toMatch(/^shoot: 1 AP$/m);
    expect(row('test')[0]).toBe('shooting');
    expect(row('test')[1]).toMatch(/^Shooting modifiers/);
    const rpg =
      /^RPG: 250" \(not within 5"\), kill 2\.5" 6d10, damage 7\.5" 1d10, PEN 10; a miss deviates 1d10 \/ 1d6 \(veteran and elite\) inches; heavy weapon bonus$/m;
    expect(row('deviate')[0]).toBe('launchers');
    expect(row('deviate')[1]).toMatch(rpg);
    expect(row('blast')[0]).toBe('launchers');
    expect(ofType(r.events, 'blast')[0]).toMatchObject({ at: [14, 20], damage: ['k'] });
    expect(row('damage')[0]).toBe('wounds');
    // PEN 10 against the Humvee's armour 2, 1d10 = 9: destroyed; the why? opens the vehicle table's row.
    expect(ofType(r.events, 'vehicleHit')[0]).toMatchObject({ vehicle: 'hv', pen: 10, armour: 2, roll: 9 });
    expect(row('vehicleHit')[0]).toBe('vehicles');
    expect(row('vehicleHit')[1]).toMatch(/^Humvee: armour 2, IED 1, GMG\/\.50 cal$/m);
  });
});

const texts1 = (events: readonly Parameters<typeof eventText>[0][], type: string): string =>
  eventText(events.find((e) => e.type === type)!);

describe('mortars', () => {
  it('need three set-up phases, each a whole act; a move undoes it', () => {
    const file = scenario({
      blue: [gunner('mortar81', 'average', { setUp: false })],
      red: [{ id: 'k', rank: 'novice', at: [10, 10] }],
    });
    const { state } = start(file);
    expect(refusal(state, { do: 'fire', figure: 'g', at: [10, 10] })).toContain('not set up (3 more phase(s))');
    const s1 = run(state, { do: 'setUp', figure: 'g' });
    expect(ofType(s1.events, 'setUp')[0]).toMatchObject({ figure: 'g', left: 2 });
    expect(fig(s1.state, 'g').launcherSetUpLeft).toBe(2);
    const { state: ready } = start(
      scenario({ blue: [gunner('mortar81', 'average')], red: [{ id: 'k', rank: 'novice', at: [10, 10] }] }),
    );
    const moved = run(ready, { do: 'walk', figure: 'g', to: [10, 38] });
    expect(fig(moved.state, 'g').launcherSetUpLeft).toBe(3);
  });
  it('refuse inside 20"; an average miss deviates 3d10" and lays a barrage: spotting a figure in it is -50%', () => {
    const { state } = start(
      scenario({ blue: [gunner('mortar60', 'average')], red: [{ id: 'k', rank: 'novice', at: [10, 25] }] }),
    );
    expect(refusal(state, { do: 'fire', figure: 'g', at: [10, 25] })).toContain('minimum range of 20"');
    const r = play(
      scenario({
        blue: [gunner('mortar60', 'average'), { id: 's', rank: 'novice', at: [30, 40], facing: 270 }],
        red: [{ id: 'k', rank: 'novice', at: [10, 7], stance: 'prone' }],
        // Average 50% + heavy 20% = 70%: 77 misses; 12 o'clock is straight on, 1+2+1 = 4".
        dice: { shoot: [[7, 7]], deviation: [[12, 1, 2, 1]], damage: [[3]] },
        commands: [{ do: 'fire', figure: 'g', at: [10, 15] }],
      }),
      1,
    );
    expect(r.illegal).toBeUndefined();
    expect(ofType(r.events, 'test')[0]!.chance.chance).toBe(70);
    expect(ofType(r.events, 'deviate')[0]).toMatchObject({ landed: [10, 11], inches: 4 });
    expect(ofType(r.events, 'blast')[0]).toMatchObject({ at: [10, 11], kill: [], damage: ['k'], what: '60mm mortar' });
    const c = spotChance(r.state, fig(r.state, 's'), fig(r.state, 'k'));
    expect(c.mods.find((m) => m.key === 'barrage')).toMatchObject({ text: 'under barrage', value: -50 });
  });
});

describe('indirect fire', () => {
  const building = {
    id: 'h',
    type: 'building',
    polygon: [
      [5, 30],
      [15, 30],
      [15, 34],
      [5, 34],
    ],
  };
  it('a mortar fires at a point a friend sees; a launcher needs its own line', () => {
    const file = (launcher: string) =>
      scenario({
        terrain: [building],
        blue: [gunner(launcher, 'veteran'), { id: 'o', rank: 'veteran', at: [30, 30], facing: 270 }],
        red: [{ id: 'k', rank: 'novice', at: [10, 5] }],
      });
    const mortar = start(file('mortar60')).state;
    expect(run(mortar, { do: 'fire', figure: 'g', at: [10, 8] }).events.some((e) => e.type === 'blast')).toBe(true);
    expect(refusal(start(file('rpg')).state, { do: 'fire', figure: 'g', at: [10, 8] })).toBe(
      'g has no line of sight to the point aimed at',
    );
  });
});

describe('the computer', () => {
  it('fires an RPG at a cluster it knows of, and keeps it from a lone enemy near its friends', () => {
    const file = (red: { id: string; at: number[] }[], blueFriend: number[]) =>
      scenario({
        control: 'ai',
        blue: [
          gunner('rpg', 'veteran', { weapon: 'pistol' }),
          { id: 'f', rank: 'veteran', at: blueFriend, facing: 270 },
        ],
        red: red.map((r) => ({ ...r, rank: 'novice', facing: 90 })),
      });
    const cluster = begin(
      start(
        file(
          [
            { id: 'a', at: [10, 18] },
            { id: 'b', at: [11, 19] },
          ],
          [40, 40],
        ),
      ).state,
    );
    expect(computerCommand(cluster.state, cluster.need as never)).toMatchObject({ do: 'fire', figure: 'g' });
    const near = begin(start(file([{ id: 'a', at: [10, 18] }], [12, 20])).state);
    expect(computerCommand(near.state, near.need as never)).not.toMatchObject({ do: 'fire' });
  });
  it('sets up a mortar where it stands, then holds its ground', () => {
    const s = begin(
      start(
        scenario({
          control: 'ai',
          blue: [gunner('mortar81', 'veteran', { setUp: false })],
          red: [{ id: 'k', rank: 'novice', at: [40, 2], facing: 90 }],
        }),
      ).state,
    );
    expect(computerCommand(s.state, s.need as never)).toEqual({ do: 'setUp', figure: 'g' });
  });
});

describe('the grenade machine gun', () => {
  it('fires 1d6/2 rounds a firing, each tested at the one chance shown before', () => {
    const r = play(
      scenario({
        blue: [gunner('gmg', 'average')],
        red: [{ id: 'k', rank: 'novice', at: [10, 20] }],
        // 5 on the d6: 3 rounds. Average 50% + heavy 20% = 70%: 11 hits, 80 misses, 05 hits.
        dice: {
          rounds: [[5]],
          shoot: [
            [1, 1],
            [8, 0],
            [0, 5],
          ],
          deviation: [[6, 1, 1]],
        },
        commands: [{ do: 'fire', figure: 'g', target: 'k' }],
      }),
      1,
    );
    expect(r.illegal).toBeUndefined();
    expect(ofType(r.events, 'rounds')[0]).toMatchObject({ rounds: 3, left: 9 });
    const tests = ofType(r.events, 'test').filter((t) => t.test === 'fire grenade machine gun');
    expect(tests.map((t) => [t.roll, t.chance.chance])).toEqual([
      [11, 70],
      [80, 70],
      [5, 70],
    ]);
    // The miss: average reads 2d10 metres (1+1 = 2 m), halved into 1"; 6 o'clock is back toward the gun.
    expect(ofType(r.events, 'deviate')[0]).toMatchObject({ landed: [10, 21], inches: 1 });
    expect(ofType(r.events, 'blast')).toHaveLength(3);
    expect(fig(r.state, 'g').rounds).toBe(9);
  });
});

describe('a Javelin', () => {
  it('puts the "under ATGM, cannon or chaingun fire" row (-50%) on those caught', () => {
    const r = play(
      scenario({
        blue: [gunner('javelin', 'elite')],
        red: [{ id: 'd', rank: 'novice', at: [14, 0] }],
        dice: { shoot: [[0, 2]], damage: [[1, 1]] },
        commands: [{ do: 'fire', figure: 'g', at: [10, 1] }],
      }),
      1,
    );
    expect(r.illegal).toBeUndefined();
    expect(fig(r.state, 'd').fireKey).toBe('heavyFire');
    expect(moraleChance(r.state, fig(r.state, 'd')).mods.find((m) => m.key === 'heavyFire')?.value).toBe(-50);
  });
});

describe('the chance shown is the chance rolled', () => {
  it('fireChance before the command equals the test the reducer rolls, at points and figures, aimed or not', () => {
    for (let seed = 0; seed < 40; seed++) {
      const x = 5 + ((seed * 7) % 25);
      const y = 2 + ((seed * 11) % 15);
      const aim = seed % 3;
      const { state } = start(
        scenario({
          seed: `fire${seed}`,
          blue: [
            gunner(seed % 2 ? 'rpg' : 'ugl', ['average', 'veteran', 'elite'][seed % 3]!, {
              stance: seed % 3 ? 'kneeling' : 'standing',
            }),
          ],
          red: [{ id: 'k', rank: 'novice', at: [x, y], stance: ['standing', 'kneeling', 'prone'][seed % 3] }],
        }),
      );
      const g = fig(state, 'g');
      const atFigure = seed % 4 < 2;
      const cmd = atFigure
        ? ({ do: 'fire', figure: 'g', target: 'k', aim } as const)
        : ({ do: 'fire', figure: 'g', at: [x, y] as [number, number], aim } as const);
      const shown = fireChance(
        state,
        g,
        aim,
        atFigure ? { kind: 'figure', t: fig(state, 'k') } : { kind: 'point', at: [x, y] },
      );
      const r = run(state, cmd);
      expect(ofType(r.events, 'test')[0]!.chance).toEqual(shown);
    }
  });
});
