// Play-test leftovers on the plain table (issue 21, brief item 4), each failing on the old board: a refusal
// said once per enemy ("Tran has 0 AP left; spot Sgt Ilya costs 1 AP; Tran has 0 AP left; spot Viktor ..."),
// "not spotted" as both the label and a badge of one token, a crew figure inside drawn "prone · inside", and
// "no other enemy in sight" beside the crew of a vehicle in plain sight.
import { describe, expect, it } from 'vitest';
import { actionPoints } from '../../../src/rulesets/action-points';
import { begin } from '../../../src/rulesets/action-points/reduce';
import { whyNone } from '../../../src/rulesets/action-points/board/choices';
import type { ApNeed, ApState } from '../../../src/rulesets/action-points/types';
import { fig, FOG_WOODS, humveeScenario, scenario, start } from './helpers';

const board = actionPoints.board!;
type Need = Extract<ApNeed, { kind: 'command' }>;

function acting(file: Record<string, unknown>): { state: ApState; need: Need } {
  const b = begin(start(file).state);
  if (b.need.kind !== 'command') throw new Error('no command asked');
  return { state: b.state, need: b.need };
}

describe('a button’s reason', () => {
  it('says an AP refusal once, however many enemies it was refused for', () => {
    const why = whyNone(
      ['Tran has 0 AP left; spot Sgt Ilya costs 1 AP', 'Tran has 0 AP left; spot Viktor costs 1 AP'],
      'no enemy on the table',
    );
    expect(why).toBe('Tran has 0 AP left; that costs 1 AP');
  });

  it('with AP spent, the Spot and Shoot buttons say it once', () => {
    const file = scenario({
      blue: [{ id: 'b1', name: 'Hale', at: [10, 30], facing: 270 }],
      red: [
        { id: 'r1', name: 'Karim', at: [8, 6], facing: 90 },
        { id: 'r2', name: 'Yusuf', at: [12, 6], facing: 90 },
      ],
      dice: { initiative: [[1]] },
    });
    const { state, need } = acting(file);
    const spent = structuredClone(state);
    spent.clock.ap = 0;
    const shoot = board.choices(spent, need).find((c) => c.key === 'shoot')!;
    expect(shoot.why).toBe('Hale has 0 AP left; that costs 1 AP');
  });

  it('names the vehicle in sight, not "no other enemy in sight", when its crew are the only enemies', () => {
    // Blue's Humvee in the open before Karim, Hale and Vega inside: they are no targets of their own.
    let { state, need } = acting(humveeScenario());
    for (let i = 0; i < 10 && need.figure !== 'r1'; i++) {
      const r = actionPoints.reduce(state, { do: 'endAct', figure: need.figure });
      if (!r.ok || r.need.kind !== 'command') throw new Error('no command asked');
      [state, need] = [r.state, r.need];
    }
    const spot = board.choices(state, need).find((c) => c.key === 'spot')!;
    expect(spot.enabled).toBe(false);
    expect(spot.why).not.toMatch(/no other enemy|inside/);
    expect(spot.why).toBe('Karim already sees the Humvee');
  });
});

describe('tokens and cards', () => {
  it('an enemy in sight but not spotted says "not spotted" once: its label, no badge repeating it', () => {
    // Yusuf in the woods, in Hale's sight but not spotted (the layout of fog.test.ts).
    const file = scenario({
      terrain: [FOG_WOODS],
      blue: [{ id: 'b1', name: 'Hale', at: [18, 30], facing: 270 }],
      red: [{ id: 'r2', name: 'Yusuf', at: [12, 14.5], facing: 90 }],
    });
    const { state } = start(file);
    const human = {
      ...state,
      sides: state.sides.map((s) => ({ ...s, control: s.id === 'blue' ? 'human' : 'ai' })),
    } as ApState;
    const mark = board.view(human).figures.find((f) => f.id === 'r2')!;
    expect(mark.label).toBe('not spotted');
    expect(mark.badges ?? []).not.toContain('not spotted');
  });

  it('a crew figure inside shows no stance: its card says inside which vehicle', () => {
    const { state } = start(humveeScenario());
    fig(state, 'b2').stance = 'prone';
    const token = board.view(state).figures.find((f) => f.id === 'b2')!;
    expect(token.badges).toContain('inside');
    expect(token.badges).not.toContain('prone');
    expect(token.card!.join(' / ')).toContain('inside the Humvee; unhurt');
    expect(token.card!.join(' / ')).not.toMatch(/prone/);
  });
});

// Play-test pt16a-22: the Spot button's note named the spotter once per enemy it already saw and was cut off
// ("Sgt Novak already sees Sgt Karim; Sgt Novak a…"); it now says it once, short enough for the button.
describe('the Spot button when every enemy in sight is already seen', () => {
  it('says so once, counting them', () => {
    const why = whyNone(
      ['Sgt Novak already sees Sgt Karim', 'Sgt Novak already sees Omar', 'no other enemy in sight'],
      'no enemy on the table',
    );
    expect(why).toBe('Sgt Novak already sees both enemies in sight');
    expect(
      whyNone(['Hale already sees A', 'Hale already sees B', 'Hale already sees C'], 'no enemy on the table'),
    ).toBe('Hale already sees all 3 enemies in sight');
    expect(whyNone(['Hale already sees Karim', 'no other enemy in sight'], 'none')).toBe(
      'Hale already sees Karim, the only enemy in sight',
    );
  });
});
