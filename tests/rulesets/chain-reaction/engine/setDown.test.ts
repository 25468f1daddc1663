// A carried friend let go of is laid beside the bearer, a base-width clear of everyone, never on the
// bearer's own spot or under the charger (issue 19: two figures on one spot in 131 of 1,500 soak battles,
// most of them a bearer shot down with the friend he carried; app soak cases 70005, 70009, 70025, 70100).
import { describe, expect, it } from 'vitest';
import { play } from '../crPlay';
import type { Scenario } from '../../../../src/rulesets/chain-reaction/scenario/schema';
import type { Vec } from '../../../../src/geometry/shapes';
import { ENGINE, load, ofType } from './helpers';
import { validateScenario } from '../../../../src/rulesets/chain-reaction/scenario/validate';
import { begin, reduce } from '../../../../src/rulesets/chain-reaction/game';
import { initialState } from '../../../../src/rulesets/chain-reaction/start';
import type { GameState } from '../../../../src/rulesets/chain-reaction/state';
import { standingSpotTest } from '../../../../src/rulesets/chain-reaction/spots';
import { setDownSpot } from '../../../../src/rulesets/chain-reaction/engine/setDown';

const retrieveFile = (): Scenario => structuredClone(load(ENGINE, 'retrieve-wounded.json'));
const gap = (a: Vec, b: Vec) => Math.hypot(a[0] - b[0], a[1] - b[1]);

/** The smallest distance between two bases on the table at the end. */
function closest(figs: Record<string, { at: Vec; status: string; carriedBy?: string }>): number {
  const on = Object.values(figs).filter((f) => f.status !== 'offTable' && !f.carriedBy);
  let best = Infinity;
  for (let i = 0; i < on.length; i++)
    for (let j = i + 1; j < on.length; j++) best = Math.min(best, gap(on[i]!.at, on[j]!.at));
  return best;
}

describe('a carried friend let go of', () => {
  it('is laid beside a bearer who is shot down, not on his spot', () => {
    const s = retrieveFile();
    s.dice = {
      activation: [
        [4, 1],
        [1, 4],
      ],
      retrieveWounded: [[4]],
      rangedCombat: [[6, 6, 6]],
      damage: [[1], [1], [1]],
    };
    s.commands = [
      s.commands[0]!,
      s.commands[1]!,
      { do: 'endActivation' },
      { figure: 'foe', do: 'fire', targets: [{ figure: 'al', dice: 3 }] },
    ];
    const r = play(s, { turns: 2 });
    expect(r.illegal).toBeUndefined();
    const fin = r.final!.figures;
    expect(fin.al!.status).toBe('obviouslyDead');
    expect(fin.pal!.carriedBy).toBeUndefined();
    expect(fin.al!.at).toEqual([13, 27]);
    expect(gap(fin.pal!.at, fin.al!.at)).toBeGreaterThanOrEqual(1 - 1e-9);
    expect(gap(fin.pal!.at, fin.al!.at)).toBeLessThan(1.5);
    expect(closest(fin)).toBeGreaterThanOrEqual(1 - 1e-9);
  });

  it('is laid beside a bearer who is charged, clear of the charger too', () => {
    const s = retrieveFile();
    s.sides[1]!.figures[0]!.at = [13, 18];
    s.dice = {
      activation: [
        [4, 1],
        [1, 4],
      ],
      retrieveWounded: [[4]],
      chargeIntoMelee: [
        [1, 1],
        [6, 6],
      ],
      melee: [
        [6, 6, 6, 6],
        [6, 6, 6, 6],
      ],
    };
    s.commands = [
      s.commands[0]!,
      s.commands[1]!,
      { do: 'endActivation' },
      { figure: 'foe', do: 'charge', target: 'al' },
    ];
    const r = play(s, { turns: 2 });
    expect(r.illegal).toBeUndefined();
    expect(ofType(r.events, 'note').some((n) => /al is charged and drops pal/.test(n.text))).toBe(true);
    expect(closest(r.final!.figures)).toBeGreaterThanOrEqual(1 - 1e-9);
  });
});

describe('a move never ends on another base', () => {
  function two(): GameState {
    const v = validateScenario({
      version: 1,
      seed: 'no-stacking',
      // At night (sight 12") the foe 30" off sees nobody, so no In Sight stops the walk.
      light: 'night',
      sides: [
        {
          id: 'blue',
          control: 'human',
          force: 'military',
          figures: [
            { id: 'ash', rep: 5, weapon: 'AR', at: [10, 30], facing: 0 },
            { id: 'bo', rep: 4, weapon: 'AR', at: [14, 26], facing: 0 },
            { id: 'cole', rep: 4, weapon: 'AR', at: [16, 30], facing: 0, status: 'obviouslyDead', stance: 'prone' },
          ],
        },
        {
          id: 'red',
          control: 'ai',
          force: 'gang',
          figures: [{ id: 'rat', rep: 3, weapon: 'SMG', at: [34, 2], facing: 270 }],
        },
      ],
      dice: { activation: [[5, 1]] },
    });
    if (!v.ok) throw new Error(`${v.error.path}: ${v.error.message}`);
    return begin(initialState(v.value)).state;
  }

  it("a drag onto a friend's spot (soak case 71260) stops short, a whole base clear of him", () => {
    const r = reduce(two(), {
      do: 'move',
      figure: 'ash',
      path: [
        [10, 30],
        [14, 26],
      ],
    });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const at = r.state.figures.ash!.at;
    expect(gap(at, [14, 26])).toBeGreaterThanOrEqual(1 - 1e-6);
    expect(gap(at, [14, 26])).toBeLessThan(1.1);
  });

  it('nor with its base over a fallen figure lying there: it may walk over him, not end on him (issue 19)', () => {
    const r = reduce(two(), {
      do: 'move',
      figure: 'ash',
      path: [
        [10, 30],
        [16, 30],
      ],
    });
    expect(r.ok && gap(r.state.figures.ash!.at, [16, 30])).toBeGreaterThanOrEqual(1 - 1e-6);
    expect(r.ok && gap(r.state.figures.ash!.at, [16, 30])).toBeLessThan(1.1);
  });

  it('walks over a fallen figure to a spot beyond him', () => {
    const r = reduce(two(), {
      do: 'move',
      figure: 'ash',
      path: [
        [10, 30],
        [18, 30],
      ],
    });
    expect(r.ok && r.state.figures.ash!.at).toEqual([18, 30]);
  });
});

describe('where the computer may stand', () => {
  it('a whole base clear of those on their feet, half a base clear of the fallen (the engine slides it clear)', () => {
    const s = {
      a: { id: 'a', at: [10, 10], status: 'carryOn' },
      b: { id: 'b', at: [20, 10], status: 'outOfTheFight' },
      me: { id: 'me', at: [0, 0], status: 'carryOn' },
    } as unknown as GameState['figures'];
    const free = standingSpotTest(s, 'me');
    expect([free([10.9, 10]), free([11, 10]), free([20.4, 10]), free([20.6, 10]), free([0, 0])]).toEqual([
      false,
      true,
      false,
      true,
      true,
    ]);
  });

  // App soak case 88000981 (a night Patrol): Walt, carrying Felix, was shot in the middle of a bridge; the dry
  // ground within 3" was all taken or under water, so Felix was laid on Walt's own spot. A bridge's road is
  // ground a move may end on, and so a friend may be laid on it.
  it('is laid on the bridge beside a bearer shot in the middle of it', () => {
    const terrain = [
      {
        id: 'water1',
        type: 'water',
        polygon: [
          [0, 10],
          [36, 10],
          [36, 17],
          [0, 17],
        ],
      },
      {
        id: 'r1',
        type: 'road',
        polygon: [
          [17, 0],
          [19, 0],
          [19, 36],
          [17, 36],
        ],
      },
    ];
    const bearer = { id: 'walt', side: 'enemy', at: [18, 13.5] as Vec, status: 'carryOn', carrying: 'felix' };
    const friend = { id: 'felix', side: 'enemy', at: [18, 13.5] as Vec, status: 'outOfTheFight', carriedBy: 'walt' };
    const s = { terrain, figures: { walt: bearer, felix: friend } } as unknown as GameState;
    const at = setDownSpot(s, s.figures.walt!, s.figures.felix!);
    expect(gap(at, bearer.at)).toBeGreaterThanOrEqual(1 - 1e-9);
    expect(gap(at, bearer.at)).toBeLessThan(1.5);
    expect(at[0]).toBeGreaterThan(17);
    expect(at[0]).toBeLessThan(19);
  });
});
