// The launcher's buttons at the plain table (board/launcherChoices.ts): Fire plain and aimed with the cost
// on the button; a click on a spotted enemy, on a vehicle or on open ground aims there; the preview shows the
// chance the reducer then rolls, each modifier on its own; a refused point says why; the set-up button; and
// a battle played by random button presses fires the launcher with no refusal, to its end.
import seedrandom from 'seedrandom';
import { describe, expect, it } from 'vitest';
import { Session } from '../../../src/app/session';
import { playByChoices } from '../../../src/app/board/playByChoices';
import { actionPoints } from '../../../src/rulesets/action-points';
import { begin } from '../../../src/rulesets/action-points/reduce';
import type { ApNeed, ApState } from '../../../src/rulesets/action-points/types';
import { ofType, run, scenario, start } from './helpers';

const board = actionPoints.board!;

function file(extra: Record<string, unknown> = {}, dice: Record<string, number[][]> = {}): Record<string, unknown> {
  return scenario({
    table: { width: 48, height: 48 },
    dice,
    blue: [{ id: 'g', name: 'Hale', rank: 'veteran', at: [10, 40], facing: 270, launcher: 'rpg', ...extra }],
    red: [
      { id: 'k', name: 'Karim', rank: 'novice', at: [10, 20], stance: 'kneeling' },
      { id: 'j', name: 'Jamal', rank: 'novice', at: [30, 10] },
    ],
  });
}

function acting(f: Record<string, unknown>): { state: ApState; need: ApNeed } {
  const b = begin(start(f).state);
  return { state: b.state, need: b.need };
}

type PointTarget = Extract<NonNullable<ReturnType<typeof board.choices>[number]['target']>, { kind: 'point' }>;

describe('the Fire buttons', () => {
  it('aim at a spotted enemy clicked near; the preview is the chance rolled, line by line, with the AP', () => {
    const { state, need } = acting(file({}, { shoot: [[6, 9]], damage: [[1, 1, 1, 1, 1, 1]] }));
    const choices = board.choices(state, need);
    const fire = choices.find((c) => c.key === 'fire')!;
    expect(fire.label).toBe('Fire the RPG (1 AP, 3 rounds left)');
    expect(choices.find((c) => c.key === 'fire-aim2')!.label).toBe('Fire the RPG, aimed 2 AP (3 AP, +20%)');
    const t = fire.target as PointTarget;
    const p = t.preview!([10.4, 20.5])!;
    // Veteran 60%, heavy weapon crew +30%, target kneeling -20% = 70%.
    expect(p.note).toMatch(
      /^RPG: 3 rounds left, 5" to 250" \(nothing nearer than 5"\)\. Karim, 20\.0" away: veteran 60%, heavy weapon crew \+30%, target kneeling −20% = 70% \(1 AP\)\. 70% on target/,
    );
    expect(p.note).toContain('Kill zone 2.5" 6d10, damage zone 7.5" 1d10.');
    expect(p.circles).toEqual([
      { at: [10, 20], radius: 2.5 },
      { at: [10, 20], radius: 7.5 },
    ]);
    const cmd = t.command([10.4, 20.5]);
    expect(cmd).toEqual({ ok: true, command: { do: 'fire', figure: 'g', target: 'k' } });
    const r = run(state, (cmd as { command: Parameters<typeof run>[1] }).command);
    expect(ofType(r.events, 'test')[0]).toMatchObject({
      test: 'fire RPG',
      roll: 69,
      pass: true,
      chance: { chance: 70 },
    });
  });
  it('aim at open ground with only the firer’s rows, and say why a point is refused', () => {
    const { state, need } = acting(file({ stance: 'prone' }));
    const t = board.choices(state, need).find((c) => c.key === 'fire-aim1')!.target as PointTarget;
    expect(t.preview!([20, 25])!.note).toMatch(
      /^RPG: 3 rounds left, 5" to 250" \(nothing nearer than 5"\)\. The point, [\d.]+" away: veteran 60%, heavy weapon crew \+30%, aimed 1 AP \+10%, shooter prone \+20% = 95% \(120%, held to 95%\) \(2 AP\)/,
    );
    expect(t.command([20, 25])).toEqual({ ok: true, command: { do: 'fire', figure: 'g', at: [20, 25], aim: 1 } });
    const near = t.command([10, 37]);
    expect(near).toMatchObject({ ok: false });
    expect((near as { why: string }).why).toContain('minimum range of 5"');
    expect(t.preview!([10, 37])!.note).toMatch(/^Can't fire there: .*minimum range/);
  });
  it('offer Set up for a launcher that needs it, and refuse Fire with the reason until it is set up', () => {
    const { state, need } = acting(
      scenario({
        table: { width: 48, height: 48 },
        blue: [{ id: 'g', rank: 'veteran', at: [10, 40], facing: 270, launcher: 'mortar81', setUp: false }],
        red: [{ id: 'k', rank: 'novice', at: [10, 5] }],
      }),
    );
    const choices = board.choices(state, need);
    expect(choices.find((c) => c.key === 'setUpLauncher')).toMatchObject({
      label: 'Set up the 81mm mortar (the whole act, 3 to go)',
      enabled: true,
      command: { do: 'setUp', figure: 'g' },
    });
    expect(choices.find((c) => c.key === 'fire')).toMatchObject({ enabled: false });
    expect(choices.find((c) => c.key === 'fire')!.why).toContain('not set up (3 more phase(s))');
  });
});

describe('a battle played by the buttons', () => {
  it('fires the launchers with no refusal and reaches its end', () => {
    let fired = 0;
    for (let i = 0; i < 4 && fired < 2; i++) {
      const f = scenario({
        seed: `launch-${i}`,
        table: { width: 48, height: 48 },
        blue: [
          { id: 'g', rank: 'veteran', at: [10, 40], facing: 270, launcher: 'rpg' },
          { id: 'm', rank: 'average', at: [30, 44], facing: 270, launcher: 'mortar60' },
        ],
        red: [
          { id: 'k', rank: 'novice', at: [10, 12], facing: 90, launcher: 'gmg' },
          { id: 'j', rank: 'novice', at: [30, 10], facing: 90, launcher: 'ugl' },
        ],
      });
      (f.sides as { control: string }[])[0]!.control = 'human';
      (f.sides as { control: string }[])[1]!.control = 'ai';
      const sc = actionPoints.scenario.check(f);
      if (!sc.ok) throw new Error(sc.error.message);
      const s = new Session(actionPoints, sc.value, f);
      const r = seedrandom(`launch-${i}`);
      const res = playByChoices(s, () => r(), 5000);
      expect(res.stuck).toBeUndefined();
      expect(res.steps.filter((x) => x.refused)).toEqual([]);
      expect(res.over).toBe(true);
      fired += res.steps.filter((x) => /^fire/.test(x.key)).length;
    }
    expect(fired).toBeGreaterThan(1);
  }, 120_000);
});
