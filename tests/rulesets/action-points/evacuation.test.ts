// The optional evacuation mission (decision 80): a friend with a serious or critical wound, or a dead one,
// is picked up (1 AP, base contact), walked (walk only, hands full), and handed off (1 AP) within 1" of its
// side's own edge or of a friendly vehicle, for 50 victory points; a conscious casualty may leave by
// itself; a carrier who kneels, is hit or is shaken puts the casualty down. The board offers the buttons,
// the objective says the edges, the menu's mission knob turns it on, and the computer carries its dead off.
import seedrandom from 'seedrandom';
import { describe, expect, it } from 'vitest';
import { Session } from '../../../src/app/session';
import { playByChoices } from '../../../src/app/board/playByChoices';
import { actionPoints } from '../../../src/rulesets/action-points';
import { begin } from '../../../src/rulesets/action-points/reduce';
import { drive } from '../../../src/rulesets/action-points/play';
import type { ApNeed, ApState } from '../../../src/rulesets/action-points/types';
import { eventText } from '../../../src/rulesets/action-points/wording';
import { fig, humveeScenario, ofType, refusal, run, scenario, start } from './helpers';

const board = actionPoints.board!;

/**
 * Blue's veteran Hale (acts first, phase 2) beside the dead Reyes, 3" from the bottom edge of a 36" table;
 * red's novice Karim far off at the top. Blue's own edge is the bottom one (nearest its figures).
 */
function field(options: Record<string, boolean> = { evacuate: true }, reyes = 'dead'): ApState {
  const s = start(
    scenario({
      options,
      blue: [
        { id: 'b1', name: 'Hale', rank: 'veteran', at: [10, 33], facing: 90 },
        { id: 'b2', name: 'Reyes', rank: 'novice', at: [11, 33] },
      ],
      red: [{ id: 'r1', name: 'Karim', rank: 'novice', at: [30, 3], facing: 90 }],
    }),
  ).state;
  fig(s, 'b2').wound = reyes as 'dead';
  return begin(s).state;
}

describe('carrying a casualty off the edge', () => {
  it('pick up (1 AP), walk 2.2" (1 AP), carry off at 0.8" from the edge (1 AP): 50 points', () => {
    const s = field();
    expect(s.sides.map((x) => x.edge)).toEqual(['south', 'north']);
    expect(s.clock.queue[0]).toBe('b1');
    const up = run(s, { do: 'carry', figure: 'b1', target: 'b2' });
    expect(ofType(up.events, 'ap')[0]).toMatchObject({ cost: 1, left: 2 });
    expect(fig(up.state, 'b1').carrying).toBe('b2');
    expect(fig(up.state, 'b2').at).toEqual([10, 33]);
    const walked = run(up.state, { do: 'walk', figure: 'b1', to: [10, 35.2] });
    expect(ofType(walked.events, 'ap')[0]).toMatchObject({ cost: 1, left: 1 });
    // The casualty goes where its carrier goes.
    expect(fig(walked.state, 'b2').at).toEqual([10, 35.2]);
    const off = run(walked.state, { do: 'evacuate', figure: 'b1', target: 'b2' });
    expect(ofType(off.events, 'evacuated')[0]).toMatchObject({ figure: 'b1', target: 'b2', edge: 'south' });
    expect(off.state.sides.find((x) => x.id === 'blue')!.points).toBe(50);
    expect([fig(off.state, 'b2').out, fig(off.state, 'b2').evacuated, fig(off.state, 'b1').carrying]).toEqual([
      'removed',
      true,
      undefined,
    ]);
    expect(off.events.map(eventText)).toContain('b1 carries b2 off by the bottom edge: evacuated.');
  });

  it('hands full: no run, shot or throw while carrying; too far from the edge is one line', () => {
    const up = run(field(), { do: 'carry', figure: 'b1', target: 'b2' }).state;
    expect(refusal(up, { do: 'run', figure: 'b1', to: [10, 30] })).toBe(
      'b1 is carrying b2, so may only walk, spot or turn; put b2 down first',
    );
    expect(refusal(up, { do: 'shoot', figure: 'b1', target: 'r1' })).toMatch(/carrying b2/);
    expect(refusal(up, { do: 'throw', figure: 'b1', at: [20, 20] })).toMatch(/carrying b2/);
    const far = run(up, { do: 'walk', figure: 'b1', to: [10, 30] }).state;
    expect(refusal(far, { do: 'evacuate', figure: 'b1', target: 'b2' })).toBe(
      `b1 is not within 1" of the side's own edge or a friendly vehicle`,
    );
  });

  it('only a serious or worse wound, or the dead, in base contact, and only with the option', () => {
    expect(refusal(field({ evacuate: true }, 'medium'), { do: 'carry', figure: 'b1', target: 'b2' })).toMatch(
      /no serious, critical or fatal wound/,
    );
    expect(refusal(field({}), { do: 'carry', figure: 'b1', target: 'b2' })).toMatch(/options\.evacuate/);
    const s = field();
    fig(s, 'b2').at = [12.5, 33];
    expect(refusal(s, { do: 'carry', figure: 'b1', target: 'b2' })).toBe('b2 is not in base contact with b1');
    expect(refusal(s, { do: 'evacuate', figure: 'b1', target: 'b2' })).toBe('b1 is not carrying b2: pick b2 up first');
  });

  it('kneeling puts the casualty down where the carrier is; it can be picked up again', () => {
    const up = run(field(), { do: 'carry', figure: 'b1', target: 'b2' }).state;
    const walked = run(up, { do: 'walk', figure: 'b1', to: [10, 34] }).state;
    const knelt = run(walked, { do: 'kneel', figure: 'b1' });
    expect(ofType(knelt.events, 'putDown')[0]).toMatchObject({ figure: 'b1', target: 'b2' });
    expect([fig(knelt.state, 'b1').carrying, fig(knelt.state, 'b2').at]).toEqual([undefined, [10, 34]]);
    const put = run(up, { do: 'putDown', figure: 'b1' });
    expect(ofType(put.events, 'ap')).toEqual([]);
    expect(run(put.state, { do: 'carry', figure: 'b1', target: 'b2' }).state.figures[0]!.carrying).toBe('b2');
  });

  it('a carried casualty is no target of its own', () => {
    const s = start(
      scenario({
        options: { evacuate: true },
        blue: [
          { id: 'b1', rank: 'novice', at: [10, 20] },
          { id: 'b2', rank: 'novice', at: [11, 20] },
        ],
        red: [{ id: 'r1', rank: 'veteran', at: [10, 6], facing: 90 }],
      }),
    ).state;
    fig(s, 'b2').wound = 'serious';
    fig(s, 'b1').carrying = 'b2';
    fig(s, 'b2').at = [10, 20];
    const b = begin(s).state;
    expect(b.clock.queue[0]).toBe('r1');
    expect(refusal(b, { do: 'shoot', figure: 'r1', target: 'b2' })).toBe('b2 is being carried by b1: shoot at b1');
  });
});

describe('into a friendly vehicle, or leaving by itself', () => {
  it('within 1" of the Humvee, the casualty is put into it', () => {
    const s = start(humveeScenario({ options: { evacuate: true }, crewRank: 'veteran' })).state;
    // Hale is out of the Humvee and Vega lies dead beside it (0.5" past its right side).
    const [hale, vega] = [fig(s, 'b1'), fig(s, 'b2')];
    delete hale.inside;
    delete vega.inside;
    hale.at = [13, 28];
    hale.facing = 180;
    vega.at = [13, 29];
    vega.wound = 'dead';
    const b = begin(s).state;
    expect(b.clock.queue[0]).toBe('b1');
    const up = run(b, { do: 'carry', figure: 'b1', target: 'b2' }).state;
    const walked = run(up, { do: 'walk', figure: 'b1', to: [12.5, 28] }).state;
    const off = run(walked, { do: 'evacuate', figure: 'b1', target: 'b2' });
    expect(ofType(off.events, 'evacuated')[0]).toMatchObject({ vehicle: 'hv1' });
    expect(off.events.map(eventText)).toContain('b1 puts b2 into hv1: evacuated.');
  });

  it('a conscious figure with a serious wound at its edge leaves by itself for the points', () => {
    const s = start(
      scenario({
        options: { evacuate: true },
        blue: [{ id: 'b1', rank: 'veteran', at: [10, 35] }],
        red: [{ id: 'r1', rank: 'novice', at: [30, 3] }],
      }),
    ).state;
    fig(s, 'b1').wound = 'serious';
    const b = begin(s).state;
    const off = run(b, { do: 'evacuate', figure: 'b1', target: 'b1' });
    expect(off.state.sides[0]!.points).toBe(50);
    expect(off.events.map(eventText)).toContain('b1 leaves by the bottom edge, out of the fight.');
  });
});

describe('at the table and for the computer', () => {
  it('the buttons: pick up with its worth, then carry off (disabled far from the edge, with why, in names)', () => {
    const s = field();
    const need: ApNeed = { kind: 'command', side: 'blue', figure: 'b1', ap: 3, phase: 2, round: 1 };
    const pick = board.choices(s, need).find((c) => c.key === 'carry')!;
    expect(pick.enabled).toBe(true);
    expect(pick.title).toContain('Carry to the bottom edge or a friendly vehicle: 50 points');
    expect(pick.target?.kind === 'figure' && pick.target.among).toEqual(['b2']);
    const up = run(s, { do: 'carry', figure: 'b1', target: 'b2' }).state;
    const far = run(up, { do: 'walk', figure: 'b1', to: [10, 31] }).state;
    const off = board.choices(far, need).find((c) => c.key === 'evacuate')!;
    expect(off).toMatchObject({ label: 'Carry Reyes off (1 AP, 50 points)', enabled: false });
    expect(off.why).toContain('Hale is not within 1"');
    expect(board.choices(far, need).find((c) => c.key === 'putDown')?.enabled).toBe(true);
    const view = board.view(far);
    expect(view.figures.find((x) => x.id === 'b1')?.badges).toContain('carrying Reyes');
    expect(view.figures.some((x) => x.id === 'b2')).toBe(false);
    const objective = view.panels.find((p) => p.title === 'Objective')!;
    expect(objective.lines.join(' ')).toMatch(
      /off your own edge \(Blue the bottom edge, Red the top edge\).*50 points/,
    );
  });

  it('the computer fetches its dead when no enemy it knows is within 12", and carries them off', () => {
    const file = scenario({
      options: { evacuate: true },
      control: 'ai',
      rounds: 3,
      blue: [
        { id: 'b1', rank: 'veteran', at: [18, 26], facing: 90 },
        { id: 'b2', rank: 'novice', at: [20, 27] },
      ],
      red: [{ id: 'r1', rank: 'novice', at: [30, 2], facing: 0 }],
      // A block of buildings between: neither side sees the other.
      terrain: [
        {
          id: 'h',
          type: 'building',
          polygon: [
            [20, 4],
            [36, 4],
            [36, 10],
            [20, 10],
          ],
          openings: [],
        },
      ],
    });
    const s = start(file).state;
    fig(s, 'b2').wound = 'dead';
    const b = begin(s);
    const r = drive(b.state, {});
    const off = ofType(r.events, 'evacuated');
    expect(off).toEqual([{ type: 'evacuated', figure: 'b1', target: 'b2', edge: 'south' }]);
    expect(r.state.sides.find((x) => x.id === 'blue')!.points).toBeGreaterThanOrEqual(50);
  });

  it('the menu’s evacuation mission turns it on, and a battle by the buttons plays to its end', () => {
    const nb = board.newBattle!;
    const file = nb.make({ ...nb.values, mission: 'evacuation', player2: 'person', size: 3 }, 'evac-menu');
    expect(file.options).toMatchObject({ evacuate: true, firstAid: false });
    expect((file.sides as { edge?: string }[]).map((x) => x.edge)).toEqual(['south', 'north']);
    const sc = actionPoints.scenario.check(file);
    if (!sc.ok) throw new Error(sc.error.message);
    const session = new Session(actionPoints, sc.value, file);
    const rnd = seedrandom('evac-menu');
    const res = playByChoices(session, () => rnd(), 20000);
    expect(res.stuck).toBeUndefined();
    expect(res.steps.filter((x) => x.refused)).toEqual([]);
    expect(res.over).toBe(true);
  }, 240_000);
});
