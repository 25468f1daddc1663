// The computer and enemy vehicles (issue 21): it rolls to spot a vehicle in cover when its weapon can hurt
// it, and it weighs a vehicle shot by its expected effect — the chance to hit times what the damage
// table's odds (the preview's own, vehicles.ts vehicleOdds) make a hit worth — not by the chance alone.
import { describe, expect, it } from 'vitest';
import { computerCommand } from '../../../src/rulesets/action-points/ai';
import { begin } from '../../../src/rulesets/action-points/reduce';
import { vehicleHitWorth, vehicleOdds } from '../../../src/rulesets/action-points/vehicles';
import type { ApNeed, ApState } from '../../../src/rulesets/action-points/types';
import { ofType, run, scenario, start } from './helpers';

// The vehicles stand just inside its north edge: in soft cover, still in sight (2" of woods blocks sight).
const woods = {
  id: 't',
  type: 'woods',
  polygon: [
    [4, 27.5],
    [28, 27.5],
    [28, 31],
    [4, 31],
  ],
};

/** Red's computer veteran Karim with this weapon, 22" north of blue's vehicle(s); red acts first. */
function battle(
  weapon: string,
  vehicles: Record<string, unknown>[],
  terrain: unknown[] = [],
  dice: Record<string, number[][]> = {},
): { state: ApState; need: ApNeed & { kind: 'command' } } {
  const file = scenario({
    terrain,
    dice,
    blue: [
      { id: 'b1', name: 'Hale', at: [10, 30] },
      { id: 'b2', name: 'Vega', at: [24, 30] },
    ],
    red: [{ id: 'r1', name: 'Karim', rank: 'veteran', weapon, at: [17, 6], facing: 90 }],
    vehicles,
  });
  const b = begin(start(file).state);
  return { state: b.state, need: b.need as ApNeed & { kind: 'command' } };
}

const technical = (id: string, at: number[], crew: string[]) => ({
  id,
  side: 'blue',
  type: 'Technical',
  at,
  facing: 0,
  crew,
  weapons: ['gpmg'],
});

describe('the computer spots a vehicle', () => {
  it('a Technical in the woods that its rifle can hurt: it rolls to spot it, then shoots it', () => {
    const { state, need } = battle('assault rifle', [technical('t1', [10, 28], ['b1', 'b2'])], [woods], {
      spot: [[1, 0]],
    });
    expect(need.figure).toBe('r1');
    const cmd = computerCommand(state, need);
    expect(cmd).toEqual({ do: 'spot', figure: 'r1', target: 't1' });
    const r = run(state, cmd);
    expect(ofType(r.events, 'seen')[0]).toMatchObject({ figure: 'r1', target: 't1', why: 'spotted' });
    expect(computerCommand(r.state, need)).toMatchObject({ figure: 'r1' });
    const next = computerCommand(r.state, need);
    // Kneeling first to steady the shot, or the shot itself: either way at the Technical.
    expect(next.do === 'kneel' || (next.do === 'shoot' && next.target === 't1')).toBe(true);
  });

  it('a Humvee (armour 2) in the woods that its rifle cannot hurt: no spot roll wasted on it', () => {
    const hv = {
      id: 'h1',
      side: 'blue',
      type: 'Humvee',
      at: [10, 28],
      facing: 0,
      crew: ['b1', 'b2'],
      weapons: ['hmg'],
    };
    const { state, need } = battle('assault rifle', [hv], [woods]);
    const cmd = computerCommand(state, need);
    expect(cmd.do === 'spot' && cmd.target === 'h1').toBe(false);
    // With an hmg (PEN 2) it is worth a look.
    const heavy = battle('hmg', [hv], [woods]);
    heavy.state.figures.find((f) => f.id === 'r1')!.setUpLeft = 0;
    expect(computerCommand(heavy.state, heavy.need)).toEqual({ do: 'spot', figure: 'r1', target: 'h1' });
  });
});

describe('the computer weighs a vehicle shot by its expected effect', () => {
  it('what a hit is worth comes from the damage table’s odds: nothing below the armour, less once crippled', () => {
    const fresh = { armour: 0, weapons: ['gpmg'], weaponsLost: 0, immobilised: false } as never;
    const crippled = { armour: 0, weapons: ['gpmg'], weaponsLost: 1, immobilised: true } as never;
    const o = vehicleOdds(0, 0);
    expect(o).toEqual({ noEffect: 0, immobilised: 0.4, weaponDestroyed: 0.3, destroyed: 0.3 });
    expect(vehicleHitWorth(fresh, 0)).toBeCloseTo(0.3 + 0.3 * 0.5 + 0.4 * 0.3);
    expect(vehicleHitWorth(crippled, 0)).toBeCloseTo(0.3);
    expect(vehicleHitWorth({ ...(fresh as object), armour: 2 } as never, 1)).toBe(0);
  });

  it('of two Technicals at the same chance, it shoots the whole one, not the crippled one nearer the top of the list', () => {
    const { state, need } = battle('assault rifle', [
      technical('t1', [10, 28], ['b1']),
      technical('t2', [24, 28], ['b2']),
    ]);
    const t1 = state.vehicles!.find((v) => v.id === 't1')!;
    t1.immobilised = true;
    t1.weaponsLost = 1;
    // Kneel first (it can afford it), then the aimed shot at the whole Technical.
    const kneel = computerCommand(state, need);
    expect(kneel).toEqual({ do: 'kneel', figure: 'r1' });
    const after = run(state, kneel).state;
    expect(computerCommand(after, need)).toMatchObject({ do: 'shoot', figure: 'r1', target: 't2' });
  });
});
