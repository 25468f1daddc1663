// A shot at a vehicle whose armour the gun can't pierce (issue 19, play-test: an HMG at a Blackhawk offered
// with "PEN 2 against armour 6: no effect"). The Shoot button does not offer it: greyed out with one line of
// numbers when it is the only target, left off the list beside others. The computer never spends AP on it.
import { describe, expect, it } from 'vitest';
import { actionPoints } from '../../../src/rulesets/action-points';
import { begin } from '../../../src/rulesets/action-points/reduce';
import { computerCommand } from '../../../src/rulesets/action-points/ai';
import type { ApNeed, ApState } from '../../../src/rulesets/action-points/types';
import { humveeScenario, start } from './helpers';

const board = actionPoints.board!;
type Need = Extract<ApNeed, { kind: 'command' }>;

/** Blue's Humvee (Hale on its hmg, PEN 2) 18" from red's Blackhawk in the air, Karim its pilot; blue acts. */
function hmgAtBlackhawk(more: Record<string, unknown> = {}): { state: ApState; need: Need } {
  const file = humveeScenario({
    karim: { at: [11, 10] },
    ...more,
    moreVehicles: [
      { id: 'bh1', side: 'red', type: 'Blackhawk', at: [11, 10], facing: 90, crew: ['r1'], weapons: ['gpmg'] },
      ...((more.moreVehicles as Record<string, unknown>[]) ?? []),
    ],
  });
  let { state, need } = begin(start(file).state);
  for (let i = 0; i < 10 && !(need.kind === 'command' && need.figure === 'b1'); i++) {
    const r = actionPoints.reduce(state, { do: 'endAct', figure: (need as Need).figure });
    if (!r.ok) throw new Error(r.error);
    [state, need] = [r.state, r.need as ApNeed];
  }
  expect(need).toMatchObject({ kind: 'command', figure: 'b1' });
  return { state, need: need as Need };
}

describe('a gun that cannot pierce the armour', () => {
  it('greys out Shoot at the Blackhawk with the numbers: PEN 2 against armour 6', () => {
    const { state, need } = hmgAtBlackhawk();
    const shoot = board.choices(state, need).find((c) => c.key === 'shoot')!;
    expect(shoot.enabled).toBe(false);
    expect(shoot.why).toBe("Hale's hmg is PEN 2, the Blackhawk's armour 6: a hit would do nothing");
  });

  it('offers a Humvee (armour 2) beside it, and not the Blackhawk', () => {
    const { state, need } = hmgAtBlackhawk({
      red: [
        { id: 'r1', name: 'Karim', at: [11, 10], facing: 90 },
        { id: 'r2', name: 'Yusuf', at: [20, 12], facing: 90 },
      ],
      moreVehicles: [{ id: 'hv2', side: 'red', type: 'Humvee', at: [20, 12], facing: 90, crew: ['r2'], weapons: [] }],
    });
    const shoot = board.choices(state, need).find((c) => c.key === 'shoot')!;
    expect(shoot.enabled).toBe(true);
    const among = shoot.target?.kind === 'figure' ? shoot.target.among : [];
    expect(among).toContain('hv2');
    expect(among).not.toContain('bh1');
  });

  it('the computer does not shoot at it', () => {
    const { state, need } = hmgAtBlackhawk();
    const cmd = computerCommand(state, need);
    expect(cmd).not.toMatchObject({ do: 'shoot', target: 'bh1' });
  });
});
