// A turn to the facing a figure already has changes nothing and says nothing: it is how the computer opens
// an activation (solo/orders.ts activateCommand), and the log used to report it as a turn ("Tamsin turns to
// face south" for a figure facing south already; play-test 36). The group still activates; a real turn
// is still told.
import { describe, expect, it } from 'vitest';
import { validateScenario } from '../../../../src/rulesets/chain-reaction/scenario/validate';
import { begin, reduce } from '../../../../src/rulesets/chain-reaction/game';
import { activateCommand } from '../../../../src/rulesets/chain-reaction/solo/orders';
import { eventText } from '../../../../src/rulesets/chain-reaction/explain/eventText';
import { initialState } from '../../../../src/rulesets/chain-reaction/start';

function start() {
  const v = validateScenario({
    version: 1,
    seed: 'no-op-turn',
    sides: [
      {
        id: 'blue',
        control: 'human',
        force: 'military',
        figures: [
          { id: 'ash', rep: 5, weapon: 'AR', at: [18, 30], facing: 270 },
          { id: 'bo', rep: 4, weapon: 'AR', at: [20, 30], facing: 270 },
        ],
      },
      {
        id: 'red',
        control: 'ai',
        force: 'gang',
        figures: [{ id: 'rat', rep: 3, weapon: 'SMG', at: [30, 2], facing: 90 }],
      },
    ],
    dice: { activation: [[5, 1]] },
  });
  if (!v.ok) throw new Error(`${v.error.path}: ${v.error.message}`);
  return begin(initialState(v.value));
}

describe('a turn that changes nothing', () => {
  it("the computer's opening order activates the group with no 'turns to face' line", () => {
    const r = start();
    expect(r.need).toMatchObject({ kind: 'command', side: 'blue' });
    const open = activateCommand(r.state, r.need as never);
    expect(open).toEqual({ do: 'turn', figure: 'ash', facing: 270 });
    const s = reduce(r.state, open);
    if (!s.ok) throw new Error(s.error);
    expect(s.state.active?.leader).toBe('ash');
    expect(s.events.some((e) => e.type === 'activate')).toBe(true);
    expect(s.events.filter((e) => e.type === 'facing')).toEqual([]);
    expect(s.events.map((e) => eventText(e) ?? '').filter((t) => /turns to face/.test(t))).toEqual([]);
    expect(s.state.figures.ash!.facing).toBe(270);
  });

  it('a real turn is still an event and a line', () => {
    const r = start();
    const s = reduce(r.state, { do: 'turn', figure: 'ash', facing: 0 });
    if (!s.ok) throw new Error(s.error);
    const facing = s.events.filter((e) => e.type === 'facing');
    expect(facing).toEqual([{ type: 'facing', figure: 'ash', facing: 0 }]);
    expect(eventText(facing[0]!)).toMatch(/^ash turns to face /);
  });
});
