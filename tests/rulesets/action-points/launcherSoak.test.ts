// Launchers in many games: 500 seeded all-computer battles from the menu with launchers handed out (squad
// launchers, and every other one a heavy weapon; Humvees with a GMG among the vehicles; all four missions):
// at least 99% end within the six rounds, the computer is never refused, launchers are fired (from a
// Humvee's turret too), and every firing rolls against a chance within 5..95%. Then the app's way: battles
// played through a Session by random button presses (a person against the computer) press Fire with no
// refusal and end.
import seedrandom from 'seedrandom';
import { describe, expect, it } from 'vitest';
import { Session } from '../../../src/app/session';
import { playByChoices } from '../../../src/app/board/playByChoices';
import type { KnobValue } from '../../../src/core/rulesetView';
import { actionPoints } from '../../../src/rulesets/action-points';
import { drive } from '../../../src/rulesets/action-points/play';
import { FORCES, MISSIONS } from '../../../src/rulesets/action-points/board/newBattle';

const nb = actionPoints.board!.newBattle!;
const VEHICLES = ['none', 'Humvee with a GMG', 'none', 'Technical', 'Humvee with a GMG', 'Humvee'];

function knobs(i: number): Record<string, KnobValue> {
  return {
    ...nb.values,
    force1: FORCES[i % 3]!,
    force2: FORCES[(i + 1) % 3]!,
    size: 2 + (i % 3),
    support: i % 2 ? 'launchers and a heavy weapon' : 'launchers',
    vehicle1: VEHICLES[i % 6]!,
    vehicle2: VEHICLES[(i + 3) % 6]!,
    mission: MISSIONS[i % 4]!,
  };
}

function checked(file: Record<string, unknown>) {
  const sc = actionPoints.scenario.check(file);
  if (!sc.ok) throw new Error(`${sc.error.path}: ${sc.error.message}`);
  return sc.value;
}

describe('500 all-computer battles with launchers', () => {
  it('at least 99% end, none refused; launchers fire, from a Humvee’s turret too', () => {
    let ended = 0;
    let fired = 0;
    let turret = 0;
    const refused: string[] = [];
    for (let i = 0; i < 500; i++) {
      const file = nb.make({ ...knobs(i), player1: 'computer', player2: 'computer' }, `launch-soak-${i}`);
      const r = drive(actionPoints.startingState(checked(file)).state);
      if (r.need.kind === 'ended') ended++;
      if (r.illegal) refused.push(`launch-soak-${i}: ${r.illegal}`);
      const crew = new Set((r.state.vehicles ?? []).flatMap((v) => (v.weapons[0] === 'gmg' ? [v.crew[0]] : [])));
      for (const e of r.events)
        if (e.type === 'test' && e.test.startsWith('fire ')) {
          fired++;
          if (e.test === 'fire grenade machine gun' && crew.has(e.figure)) turret++;
          expect(e.chance.chance).toBeGreaterThanOrEqual(5);
          expect(e.chance.chance).toBeLessThanOrEqual(95);
        }
    }
    console.log(`launcher soak: ${ended}/500 ended, ${fired} rounds tested, ${turret} from a Humvee's GMG`);
    expect(refused).toEqual([]);
    expect(ended / 500).toBeGreaterThanOrEqual(0.99);
    expect(fired).toBeGreaterThan(100);
    expect(turret).toBeGreaterThan(10);
  }, 600_000);
});

describe('battles by the buttons with launchers', () => {
  it('a person pressing random buttons against the computer fires launchers with no refusal, to the end', () => {
    let fired = 0;
    for (let i = 0; i < 12; i++) {
      const file = nb.make({ ...knobs(i), player1: 'person', player2: 'computer' }, `launch-app-${i}`);
      const s = new Session(actionPoints, checked(file), file);
      const r = seedrandom(`launch-app-${i}`);
      const res = playByChoices(s, () => r(), 20000);
      expect(res.stuck).toBeUndefined();
      expect(res.steps.filter((x) => x.refused)).toEqual([]);
      expect(res.over).toBe(true);
      fired += res.steps.filter((x) => /^fire/.test(x.key)).length;
    }
    expect(fired).toBeGreaterThan(2);
  }, 300_000);
});
