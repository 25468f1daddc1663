// A vehicle in cover, through the fog and at the table's buttons (decision 61, issue 21's vehicle items): it
// is a nameless glimpse until spotted (its crew unknown, its doings unseen in the log), the Spot buttons
// offer it with the reducer's own chance and modifier lines, and a whole battle played by the buttons
// spots it.
import seedrandom from 'seedrandom';
import { describe, expect, it } from 'vitest';
import { Session } from '../../../src/app/session';
import { playByChoices } from '../../../src/app/board/playByChoices';
import { actionPoints } from '../../../src/rulesets/action-points';
import { begin } from '../../../src/rulesets/action-points/reduce';
import { spotChance } from '../../../src/rulesets/action-points/chance';
import { knownTo, vehicleKnownTo } from '../../../src/rulesets/action-points/fog';
import { vehicleTarget } from '../../../src/rulesets/action-points/vehicles';
import type { ApNeed, ApState } from '../../../src/rulesets/action-points/types';
import { fig, humveeScenario, ofType, run, start } from './helpers';

const board = actionPoints.board!;
const wall = {
  id: 'w',
  type: 'wall',
  line: [
    [5, 27],
    [15, 27],
  ],
};

/** Red's veteran Karim (a person) on foot 22" north of blue's Humvee, hull down behind a wall (or in the open). */
function file(terrain: unknown[], dice: Record<string, number[][]> = {}): Record<string, unknown> {
  const f = humveeScenario({
    terrain,
    dice,
    karim: { rank: 'veteran' },
    humvee: { at: [10, 28], weapons: ['hmg'] },
  });
  (f.sides as { control: string }[])[1]!.control = 'human';
  return f;
}

function acting(terrain: unknown[], dice: Record<string, number[][]> = {}): { state: ApState; need: ApNeed } {
  const b = begin(start(file(terrain, dice)).state);
  return { state: b.state, need: b.need };
}

describe('a vehicle in cover, in the fog', () => {
  it('is a nameless glimpse to the other side until spotted; in the open it is seen', () => {
    const { state } = acting([wall]);
    const v = state.vehicles![0]!;
    expect(vehicleKnownTo(state, 'red', v)).toBe('glimpsed');
    expect(knownTo(state, 'red', fig(state, 'b1'))).toBe('glimpsed');
    const token = board.view(state).figures.find((x) => x.id === 'hv1')!;
    expect(token).toMatchObject({ label: 'not spotted', mark: '?', shape: { kind: 'rect' } });
    expect(JSON.stringify(token)).not.toMatch(/Humvee|Hale|Vega/);
    const open = acting([]).state;
    expect(vehicleKnownTo(open, 'red', open.vehicles![0]!)).toBe('seen');
    expect(board.view(open).figures.find((x) => x.id === 'hv1')?.label).toBe('Humvee');
  });

  it('behind the wall from everyone and out of every line: not drawn at all', () => {
    const tall = {
      id: 'b',
      type: 'building',
      polygon: [
        [4, 20],
        [16, 20],
        [16, 24],
        [4, 24],
      ],
    };
    const { state } = acting([tall]);
    expect(vehicleKnownTo(state, 'red', state.vehicles![0]!)).toBe('unknown');
    expect(board.view(state).figures.some((x) => x.id === 'hv1')).toBe(false);
  });
});

describe('the Spot button and a vehicle', () => {
  it('offers the vehicle in cover, with the reducer’s chance line by line; its roll decides, then Shoot offers it', () => {
    const { state, need } = acting([wall], { spot: [[4, 0]] });
    const spot = board.choices(state, need).find((c) => c.key === 'spot')!;
    expect(spot.enabled).toBe(true);
    expect(spot.target?.kind === 'figure' && spot.target.among).toContain('hv1');
    expect(spot.title).not.toMatch(/Humvee/);
    const t = spot.target as Extract<typeof spot.target, { kind: 'figure' }>;
    const c = spotChance(state, fig(state, 'r1'), vehicleTarget(state, state.vehicles![0]!));
    expect(c.chance).toBe(40);
    expect(t.preview!('hv1')!.note).toBe(
      'The vehicle not spotted, 22.0" away: veteran 60%, target vehicle hull down −20% = 40% (1 AP). ' +
        `${t.preview!('hv1')!.note!.split('(1 AP). ')[1]}`,
    );
    expect(t.preview!('hv1')!.odds).toEqual({ hv1: '40% to spot' });
    // The shot is not offered before the spot, and is after it.
    const shoot = board.choices(state, need).find((x) => x.key === 'shoot')!;
    expect(shoot.target?.kind === 'figure' ? shoot.target.among : []).not.toContain('hv1');
    const cmd = t.command('hv1');
    expect(cmd).toEqual({ do: 'spot', figure: 'r1', target: 'hv1' });
    const r = run(state, cmd as never);
    expect(ofType(r.events, 'test')[0]).toMatchObject({ test: 'spot', chance: { chance: 40 }, roll: 40, pass: true });
    const after = board.choices(r.state, need).find((x) => x.key === 'shoot')!;
    expect(after.target?.kind === 'figure' ? after.target.among : []).toContain('hv1');
    expect(vehicleKnownTo(r.state, 'red', r.state.vehicles![0]!)).toBe('seen');
  });

  it('the aimed spot buttons offer it too, at +10% an AP', () => {
    const { state, need } = acting([wall]);
    const aim2 = board.choices(state, need).find((c) => c.key === 'spot-aim2')!;
    expect(aim2.enabled).toBe(true);
    const t = aim2.target as Extract<typeof aim2.target, { kind: 'figure' }>;
    expect(t.preview!('hv1')!.odds).toEqual({ hv1: '60% to spot' });
    expect(t.command('hv1')).toEqual({ do: 'spot', figure: 'r1', target: 'hv1', aim: 2 });
  });

  it('a battle played by the buttons spots the vehicle, with no refusal, to its end', () => {
    let spotted = 0;
    for (let i = 0; i < 4 && !spotted; i++) {
      const f = file([wall]);
      f.seed = `vehicle-fog-${i}`;
      (f.sides as { control: string }[])[0]!.control = 'human';
      const sc = actionPoints.scenario.check(f);
      if (!sc.ok) throw new Error(sc.error.message);
      const s = new Session(actionPoints, sc.value, f);
      const r = seedrandom(`vehicle-fog-${i}`);
      const res = playByChoices(s, () => r(), 5000);
      expect(res.stuck).toBeUndefined();
      expect(res.steps.filter((x) => x.refused)).toEqual([]);
      expect(res.over).toBe(true);
      spotted += res.steps.filter((x) => /^spot/.test(x.key) && x.target === 'hv1').length;
    }
    expect(spotted).toBeGreaterThan(0);
  }, 120_000);
});
