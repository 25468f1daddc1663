// Getting back in (decision 63): a crew figure on foot beside its own vehicle gets in for 1 AP, as getting
// out costs, and then rides, drives and mans the weapon its place in the crew gives it; far off, not its
// crew, or the vehicle destroyed, it is refused in one line. The table offers "Get into", and the computer
// gets back in when the vehicle can drive and has a weapon nobody mans.
import { describe, expect, it } from 'vitest';
import { actionPoints } from '../../../src/rulesets/action-points';
import { begin } from '../../../src/rulesets/action-points/reduce';
import { computerCommand } from '../../../src/rulesets/action-points/ai';
import { isDriver, mountedWeapon } from '../../../src/rulesets/action-points/crew';
import type { ApNeed, ApState } from '../../../src/rulesets/action-points/types';
import { eventText } from '../../../src/rulesets/action-points/wording';
import { fig, humveeScenario, ofType, refusal, run, scenario, start } from './helpers';

const board = actionPoints.board!;

/** Blue's Humvee (Hale, then Vega; hmg and gpmg) 22" from red's Karim; Hale acts first and has got out. */
function outside(): { state: ApState; need: ApNeed } {
  const file = humveeScenario({ crewRank: 'veteran' });
  const b = begin(start(file).state);
  const r = run(b.state, { do: 'dismount', figure: 'b1' });
  return { state: r.state, need: { ...b.need, ap: 2 } as ApNeed };
}

describe('getting back in', () => {
  it('beside its vehicle, a crew figure gets in for 1 AP, drives it and mans its weapon again', () => {
    const { state } = outside();
    expect(fig(state, 'b1').inside).toBeUndefined();
    expect(mountedWeapon(state, fig(state, 'b2'))).toBe('hmg');
    const r = run(state, { do: 'mount', figure: 'b1', vehicle: 'hv1' });
    expect(ofType(r.events, 'ap')[0]).toMatchObject({ cost: 1, left: 1 });
    expect(ofType(r.events, 'mount')[0]).toEqual({ type: 'mount', figure: 'b1', vehicle: 'hv1' });
    expect(eventText(ofType(r.events, 'mount')[0]!)).toBe('b1 gets into hv1.');
    const b1 = fig(r.state, 'b1');
    expect([b1.inside, b1.at, b1.stance, b1.motion]).toEqual(['hv1', [11, 28], 'standing', 'still']);
    expect(isDriver(r.state, b1)).toBe(true);
    expect(mountedWeapon(r.state, b1)).toBe('hmg');
    expect(mountedWeapon(r.state, fig(r.state, 'b2'))).toBe('gpmg');
    const d = run(r.state, { do: 'drive', figure: 'b1', to: [11, 22] });
    expect(fig(d.state, 'b1').at).toEqual([11, 22]);
  });

  it('refused in one line: too far, not its crew, the vehicle destroyed, already inside', () => {
    const { state } = outside();
    const away = run(state, { do: 'walk', figure: 'b1', to: [15, 28] }).state;
    expect(refusal(away, { do: 'mount', figure: 'b1', vehicle: 'hv1' })).toBe(
      'b1 is not beside hv1: get within 1" of hv1 first',
    );
    expect(refusal(state, { do: 'mount', figure: 'b1', vehicle: 'tank' })).toBe('no vehicle "tank"');
    const stranger = structuredClone(state);
    stranger.vehicles![0]!.crew = ['b2'];
    expect(refusal(stranger, { do: 'mount', figure: 'b1', vehicle: 'hv1' })).toBe("b1 is not one of hv1's crew");
    const wreck = structuredClone(state);
    wreck.vehicles![0]!.destroyed = true;
    expect(refusal(wreck, { do: 'mount', figure: 'b1', vehicle: 'hv1' })).toBe('hv1 is destroyed');
    const inside = run(state, { do: 'mount', figure: 'b1', vehicle: 'hv1' }).state;
    expect(refusal(inside, { do: 'mount', figure: 'b1', vehicle: 'hv1' })).toMatch(/is inside hv1/);
  });

  it('the table offers Get into, with its cost; walked away, the button says why', () => {
    const { state, need } = outside();
    const c = board.choices(state, need).find((x) => x.key === 'mount-hv1')!;
    expect(c).toMatchObject({ label: 'Get into the Humvee (1 AP)', enabled: true });
    expect(c.command).toEqual({ do: 'mount', figure: 'b1', vehicle: 'hv1' });
    const away = run(state, { do: 'walk', figure: 'b1', to: [15, 28] }).state;
    const far = board.choices(away, { ...need, ap: 1 } as ApNeed).find((x) => x.key === 'mount-hv1')!;
    expect(far.enabled).toBe(false);
    expect(far.why).toMatch(/not beside the Humvee/);
  });

  it('the computer gets back in when the vehicle can drive and a weapon stands unmanned; not when immobilised', () => {
    const { state, need } = outside();
    expect(computerCommand(state, need as ApNeed & { kind: 'command' })).toEqual({
      do: 'mount',
      figure: 'b1',
      vehicle: 'hv1',
    });
    const stuck = structuredClone(state);
    stuck.vehicles![0]!.immobilised = true;
    expect(computerCommand(stuck, need as ApNeed & { kind: 'command' }).do).not.toBe('mount');
  });

  it('a file may script it; a mount without its vehicle is one line', () => {
    const ok = actionPoints.scenario.check(
      scenario({
        blue: [{ id: 'b1', at: [10, 30] }],
        red: [{ id: 'r1', at: [10, 6] }],
        commands: [{ do: 'mount', figure: 'b1', vehicle: 'hv1' }],
      }),
    );
    expect(ok.ok).toBe(true);
    const bad = actionPoints.scenario.check(
      scenario({
        blue: [{ id: 'b1', at: [10, 30] }],
        red: [{ id: 'r1', at: [10, 6] }],
        commands: [{ do: 'mount', figure: 'b1' }],
      }),
    );
    expect(bad.ok).toBe(false);
    // The line names the missing field (since the contract check, fix4), not the whole list of commands.
    if (!bad.ok) {
      expect(bad.error.path).toContain('vehicle');
      expect(bad.error.message).toMatch(/missing/);
    }
  });
});
