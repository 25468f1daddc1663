// The optional first-aid mission: a medium-wounded friend in base contact, the whole act, a test at the
// aider's rank skill, 10 victory points on a success; once per casualty; only with the option.
import { describe, expect, it } from 'vitest';
import { drive } from '../../../src/rulesets/action-points/play';
import { fig, ofType, play, scenario, start } from './helpers';

const aid = (options: Record<string, boolean>, dice: Record<string, number[][]>, commands: unknown[]) => {
  const file = scenario({
    options,
    blue: [
      { id: 'medic', rank: 'veteran', at: [10, 30], facing: 270 },
      { id: 'hurt', rank: 'novice', at: [11, 30] },
    ],
    red: [{ id: 'x', rank: 'novice', at: [30, 5] }],
    dice,
    commands,
  });
  return play(file);
};

describe('first aid', () => {
  it('refuses a friend without a medium wound', () => {
    const r = aid({ firstAid: true }, { firstAid: [[4, 0]] }, [{ do: 'firstAid', figure: 'medic', target: 'hurt' }]);
    expect(r.illegal).toContain('no medium wound');
  });
  it('treats a medium wound: the whole act, a test at the rank skill, 10 points, only once', () => {
    const file = scenario({
      options: { firstAid: true },
      blue: [
        { id: 'medic', rank: 'veteran', at: [10, 30], facing: 270 },
        { id: 'hurt', rank: 'novice', at: [11, 30] },
      ],
      red: [{ id: 'x', rank: 'novice', at: [30, 5] }],
      dice: { firstAid: [[6, 0]] },
      commands: [],
    });
    const s = start(file);
    fig(s.state, 'hurt').wound = 'medium';
    const r = drive(s.state, { commands: [{ do: 'firstAid', figure: 'medic', target: 'hurt' }] });
    expect(r.illegal).toBeUndefined();
    expect(ofType(r.events, 'test')[0]).toMatchObject({ test: 'first aid', roll: 60, pass: true });
    expect(ofType(r.events, 'ap')[0]).toMatchObject({ cost: 3 });
    expect(r.state.sides.find((x) => x.id === 'blue')!.points).toBe(10);
    expect(fig(r.state, 'hurt').treated).toBe(true);
    const again = drive(r.state, {
      commands: [
        { do: 'endAct', figure: 'medic' },
        { do: 'firstAid', figure: 'medic', target: 'hurt' },
      ],
    });
    expect(again.illegal).toContain('first aid already');
  });
  it('is refused without the option', () => {
    expect(aid({}, {}, [{ do: 'firstAid', figure: 'medic', target: 'hurt' }]).illegal).toContain('options.firstAid');
  });
});
