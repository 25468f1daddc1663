import { describe, expect, it } from 'vitest';
import { DEFAULT_SEED, normaliseFacing } from '../../src/rulesets/chain-reaction/state';
import { initialState } from '../../src/rulesets/chain-reaction/start';
import { seededDice, DiceBox } from '../../src/core/dice/source';
import { validateScenario } from '../../src/rulesets/chain-reaction/scenario/validate';
import type { Scenario } from '../../src/rulesets/chain-reaction/scenario/schema';
import { validFile } from './helpers';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
function scenario(change: (f: any) => void = () => {}): Scenario {
  const f = validFile();
  change(f);
  const r = validateScenario(f);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

describe('the initial game state', () => {
  it('holds every figure with its side, kit and Star Power', () => {
    const s = initialState(scenario());
    expect(s.turn).toBe(0);
    expect(s.figures.riker).toEqual({
      id: 'riker',
      side: 'blue',
      rep: 5,
      star: true,
      weapon: 'AR',
      melee: 'one-hand',
      at: [18, 30],
      facing: 270,
      stance: 'standing',
      status: 'carryOn',
      ammo: 'loaded',
      starPower: 5,
      // Nothing done yet: no activation, no move or fire, no Hunker Down, nothing on the record.
      actedTurn: 0,
      moved: false,
      fastMoved: false,
      fired: false,
      hunkeredBefore: false,
      record: { hitEnemy: false, meleed: false, outOfTheFight: false, hunkeredDown: false, leftBattlefield: false },
    });
    expect(s.figures.gruber).toMatchObject({ side: 'red', star: false, starPower: 0, stance: 'prone', weapon: 'SG' });
    expect(s.sides).toEqual([
      { id: 'blue', control: 'script', force: 'military', figures: ['riker'] },
      { id: 'red', control: 'ai', force: 'gang', figures: ['hans', 'gruber'] },
    ]);
  });

  it('keeps the roster order even for ids that look like numbers', () => {
    const s = initialState(
      scenario((f) => {
        f.sides[1].figures[0].id = '7';
        f.sides[1].figures[1].id = '2';
        f.commands = [];
        f.queries = [];
      }),
    );
    expect(s.sides[1]?.figures).toEqual(['7', '2']);
  });

  it('turns the file terrain into geometry pieces', () => {
    const s = initialState(scenario());
    expect(s.terrain.map((t) => `${t.id}:${t.type}`)).toEqual([
      'b1:building',
      'w1:woods',
      'h1:hill',
      's1:wall',
      'r1:road',
    ]);
    expect(s.terrain[0]).toEqual({
      id: 'b1',
      type: 'building',
      polygon: [
        [10, 10],
        [16, 10],
        [16, 16],
        [10, 16],
      ],
      dv: 3,
      floors: 1,
      areas: 1,
      openings: [
        { kind: 'door', at: [13, 16] },
        { kind: 'window', at: [16, 13] },
      ],
    });
    expect(s.terrain[2]).toEqual({
      id: 'h1',
      type: 'hill',
      polygon: [
        [2, 20],
        [10, 20],
        [10, 28],
        [2, 28],
      ],
      crest: [
        [2, 24],
        [10, 24],
      ],
    });
    expect(s.terrain[3]).toEqual({
      id: 's1',
      type: 'wall',
      line: [
        [16, 24],
        [22, 24],
      ],
      dv: 3,
    });
  });

  it('sets conditions, defaulting to a clear day', () => {
    expect(initialState(scenario()).conditions).toEqual({ light: 'day', weather: 'clear' });
    const night = scenario((f) => {
      f.light = 'night';
      f.weather = 'fog';
    });
    expect(initialState(night).conditions).toEqual({ light: 'night', weather: 'fog' });
    const plain = scenario((f) => {
      delete f.light;
      delete f.weather;
    });
    expect(initialState(plain).conditions).toEqual({ light: 'day', weather: 'clear' });
  });

  it('seeds the dice from the file, the override, or the fixed default, and keeps the script', () => {
    const sc = scenario();
    expect(initialState(sc).dice).toEqual(seededDice('riker-vs-hans', sc.dice));
    expect(initialState(sc, 'other').dice).toEqual(seededDice('other', sc.dice));
    expect(initialState(sc, 'other').seed).toBe('other');
    const unseeded = scenario((f) => {
      delete f.seed;
    });
    expect(initialState(unseeded).seed).toBe(DEFAULT_SEED);
    expect(initialState(unseeded).dice).toEqual(seededDice(DEFAULT_SEED, sc.dice));
    // The scripted crisis throw comes out first, then the seeded generator takes over.
    const box = new DiceBox(initialState(sc).dice);
    expect(box.roll({ purpose: 'crisis', count: 2 })).toEqual([4, 6]);
    expect(box.state().script.crisis).toBeUndefined();
  });

  it('is plain JSON: it survives a JSON round trip unchanged', () => {
    const s = initialState(
      scenario((f) => {
        f.generate = { encounter: 'raid', terrain: 'urban' };
      }),
    );
    expect(JSON.parse(JSON.stringify(s))).toEqual(s);
    expect(s.generate).toEqual({ encounter: 'raid', terrain: 'urban' });
  });

  it('brings any facing into 0..360', () => {
    expect([0, 360, -90, 450, -0, 725.5].map(normaliseFacing)).toEqual([0, 0, 270, 90, 0, 5.5]);
    expect(
      initialState(
        scenario((f) => {
          f.sides[0].figures[0].facing = -90;
        }),
      ).figures.riker?.facing,
    ).toBe(270);
  });
});
