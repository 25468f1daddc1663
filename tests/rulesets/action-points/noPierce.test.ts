// A shot at a vehicle whose armour the gun can't pierce (issue 19, play-test: an HMG at a Blackhawk offered
// with "PEN 2 against armour 6: no effect"). The shot does something all the same: hit or miss, each crew
// figure inside gets a morale marker (decision 56). So it stays offered, and its preview now says so beside
// "no effect", instead of leaving the player to think the shot is wasted. The computer never spends AP on it.
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
  it('Shoot offers the Blackhawk, and its preview says no effect on it but a morale marker for its crew', () => {
    const { state, need } = hmgAtBlackhawk();
    const shoot = board.choices(state, need).find((c) => c.key === 'shoot')!;
    expect(shoot.enabled).toBe(true);
    const t = shoot.target as unknown as { kind: 'figure'; among: string[] };
    expect(t.among).toContain('bh1');
    const shootPreview = actionPoints.previews!.shoot! as unknown as (
      s: ApState,
      from: string,
      to: string,
      aim: number,
    ) => { note?: string };
    expect(shootPreview(state, 'b1', 'bh1', 0).note).toContain(
      'If hit: PEN 2 against armour 6: no effect. Hit or miss, r1 inside gets a morale marker.',
    );
  });

  it('the shot, made, marks the pilot inside and leaves the Blackhawk whole', () => {
    const { state } = hmgAtBlackhawk();
    const r = actionPoints.reduce(state, { do: 'shoot', figure: 'b1', target: 'bh1' });
    if (!r.ok) throw new Error(r.error);
    expect(r.events).toContainEqual(expect.objectContaining({ type: 'marker', figure: 'r1' }));
    expect(r.state.vehicles!.find((v) => v.id === 'bh1')!.destroyed).toBeFalsy();
  });

  it('the computer does not shoot at it', () => {
    const { state, need } = hmgAtBlackhawk();
    const cmd = computerCommand(state, need);
    expect(cmd).not.toMatchObject({ do: 'shoot', target: 'bh1' });
  });
});
