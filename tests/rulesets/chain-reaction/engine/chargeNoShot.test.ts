// A charge against a target that can't fire (issue 19 item 4): in a plain skirmish, not a lesson, every
// Charge into Melee result that would let the target fire gives no shot when it is out of ammo, the line
// says so in words instead of "target snap fires" with nothing after, and the charge preview offers no
// "target fires" against it. A loaded target, the same dice, does fire: the check is not a blanket "no".
import { describe, expect, it } from 'vitest';
import { begin, reduce } from '../../../../src/rulesets/chain-reaction/game';
import { startingState } from '../../../../src/rulesets/chain-reaction/start';
import { validateScenario } from '../../../../src/rulesets/chain-reaction/scenario/validate';
import { chargePreview } from '../../../../src/rulesets/chain-reaction/view/preview/charge';
import type { GameEvent } from '../../../../src/rulesets/chain-reaction/engine/events';
import type { GameState } from '../../../../src/rulesets/chain-reaction/state';
import { chainReactionView } from '../../../../src/rulesets/chain-reaction/view/index';
import type { LogBuilder } from '../../../../src/rulesets/chain-reaction/view/logModel';

/** A skirmish: Ash (Rep 4, pistol) 7" from Bo (Rep 4, pistol), Bo loaded or out of ammo; Ash's side acts first. */
function skirmish(
  ammo: 'loaded' | 'outOfAmmo',
  charge: number[][],
  bo: { weapon?: string; shot?: number[][] } = {},
): GameState {
  const file = {
    version: 1,
    seed: 'charge-no-shot',
    sides: [
      {
        id: 'raiders',
        control: 'human',
        force: 'gang',
        figures: [{ id: 'Ash', rep: 4, weapon: 'P', at: [18, 11], facing: 90 }],
      },
      {
        id: 'locals',
        control: 'ai',
        force: 'gang',
        figures: [{ id: 'Bo', rep: 4, weapon: bo.weapon ?? 'P', ammo, at: [18, 18], facing: 270 }],
      },
    ],
    dice: {
      activation: [[4, 1]],
      chargeIntoMelee: charge,
      ...(bo.shot ? { rangedCombat: bo.shot } : {}),
      melee: [
        [6, 6, 6, 6, 6],
        [6, 6, 6, 6],
      ],
    },
    commands: [],
  };
  const checked = validateScenario(file);
  if (!checked.ok) throw new Error(`${checked.error.path}: ${checked.error.message}`);
  return begin(startingState(checked.value).state).state;
}

// Ash's dice then Bo's, against Rep 4: the three rows of the Charge into Melee table.
const ROWS = [
  {
    name: 'Bo passes more: Bo fires',
    dice: [
      [5, 6],
      [1, 2],
    ],
    result: 'targetFires',
    fires: 'fire',
  },
  {
    name: 'the same: Bo snap fires',
    dice: [
      [1, 6],
      [2, 6],
    ],
    result: 'targetSnapFires',
    fires: 'snap fire',
  },
  {
    name: 'Ash passes more: Bo may not fire',
    dice: [
      [1, 2],
      [5, 6],
    ],
    result: 'targetMayNotFire',
    fires: '',
  },
] as const;

function chargeEvents(s: GameState): GameEvent[] {
  const r = reduce(s, { do: 'charge', figure: 'Ash', target: 'Bo' });
  if (!r.ok) throw new Error(r.error);
  return r.events;
}

describe('a charge at a target out of ammo, in a skirmish', () => {
  for (const row of ROWS) {
    it(`${row.name}: no shot, Ash comes into contact, and the line says why when the row allows fire`, () => {
      const events = chargeEvents(
        skirmish(
          'outOfAmmo',
          row.dice.map((d) => [...d]),
        ),
      );
      const test = events.find((e) => e.type === 'test' && e.test === 'chargeIntoMelee');
      expect(test).toMatchObject({ result: row.result });
      expect(events.filter((e) => e.type === 'fire')).toEqual([]);
      expect(events.some((e) => e.type === 'melee')).toBe(true);
      const text = test?.type === 'test' ? test.text : '';
      expect(text).not.toMatch(/Bo (snap )?fires/);
      if (row.fires)
        expect(text).toContain(
          `the row lets Bo ${row.fires}, but Bo is out of ammo and must reload: no shot, and Ash comes on`,
        );
      else expect(text).toContain('Bo may not fire');
    });
  }

  it('loaded, the same dice: Bo fires and the line says so (the words follow what happens)', () => {
    for (const row of ROWS.slice(0, 2)) {
      const events = chargeEvents(
        skirmish(
          'loaded',
          row.dice.map((d) => [...d]),
        ),
      );
      const test = events.find((e) => e.type === 'test' && e.test === 'chargeIntoMelee');
      expect(test?.type === 'test' && test.text).toMatch(
        new RegExp(`— Bo ${row.fires === 'fire' ? 'fires' : 'snap fires'}\\.$`),
      );
      expect(events.some((e) => e.type === 'fire' && e.figure === 'Bo')).toBe(true);
    }
  });

  it('the charge preview offers no "Bo fires" against an empty pistol, and still does against a loaded one', () => {
    const empty = skirmish('outOfAmmo', []);
    const p = chargePreview(empty, empty.figures.Ash!, empty.figures.Bo!);
    expect(p.ok).toBe(true);
    expect(p.odds).not.toMatch(/fires/);
    expect(p.odds).toBe('no shot whatever the test says (Bo is out of ammo): the charge comes in');
    const loaded = skirmish('loaded', []);
    expect(chargePreview(loaded, loaded.figures.Ash!, loaded.figures.Bo!).odds).toMatch(/Bo fires \d+\/\d+/);
  });

  it("the charge line's odds give no shot for every throw, not the row's chances of a shot (play-test 47)", () => {
    const odds = (ammo: 'loaded' | 'outOfAmmo') => {
      const s = skirmish(
        ammo,
        ROWS[1].dice.map((d) => [...d]),
      );
      const log = chainReactionView.log!(() => s) as LogBuilder;
      log.add(chargeEvents(s));
      return log.lines().find((l) => l.type === 'test' && /charges Bo/.test(l.text))?.detail?.odds;
    };
    expect(odds('outOfAmmo')).toBe('No shot whatever the throw: 100% (Bo is out of ammo and must reload).');
    // Loaded, the same throw: the row's chances are real ones.
    expect(odds('loaded')).toMatch(/fires \d+\/\d+/);
  });
});

describe("a rocket launcher's snap fire at a charger (play-test 8, 11)", () => {
  // Equal passes: the target snap fires, the charger comes into melee, and nobody takes a reaction test (Charge
  // into Melee table). The rocket launcher used to go its own way and have a missed charger take the Crisis test
  // for being fired on, which had him return fire and stay where he was.
  it('a miss: no Crisis test follows, and Ash comes into contact and melees', () => {
    const s = skirmish(
      'loaded',
      ROWS[1].dice.map((d) => [...d]),
      { weapon: 'RL', shot: [[1]] },
    );
    const events = chargeEvents(s);
    expect(events.find((e) => e.type === 'test' && e.test === 'chargeIntoMelee')).toMatchObject({
      result: 'targetSnapFires',
    });
    expect(events.filter((e) => e.type === 'fire')).toMatchObject([{ figure: 'Bo', weapon: 'RL' }]);
    expect(events.filter((e) => e.type === 'test' && e.test === 'crisis')).toEqual([]);
    expect(
      events.some((e) => e.type === 'move' && e.figure === 'Ash' && /into contact with Bo/.test(e.why ?? '')),
    ).toBe(true);
    expect(events.some((e) => e.type === 'melee')).toBe(true);
  });
});
