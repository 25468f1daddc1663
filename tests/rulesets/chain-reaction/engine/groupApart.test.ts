// A group's activation names the friends who stand within 4" of it but act apart because no line of sight joins
// them (session 16: a contact of 6 placed in a building's rooms activated as 3, and the log never said why).
import { describe, expect, it } from 'vitest';
import { play } from '../crPlay';
import { activateText } from '../../../../src/rulesets/chain-reaction/explain/activation';
import { validateScenario } from '../../../../src/rulesets/chain-reaction/scenario/validate';

/** Blue's b1 and b2 stand 2" apart with a tall wall between them; b3 stands 10" off. */
function scenario() {
  return {
    version: 1,
    seed: 'engine16-apart',
    terrain: [
      {
        id: 'wall1',
        type: 'wall',
        dv: 2,
        tall: true,
        line: [
          [11, 27],
          [11, 33],
        ],
      },
    ],
    sides: [
      {
        id: 'blue',
        control: 'script',
        force: 'military',
        figures: [
          { id: 'b1', rep: 5, weapon: 'AR', at: [10, 30], facing: 270 },
          { id: 'b2', rep: 4, weapon: 'AR', at: [12, 30], facing: 270 },
          { id: 'b3', rep: 4, weapon: 'AR', at: [22, 30], facing: 270 },
        ],
      },
      {
        id: 'yellow',
        control: 'script',
        force: 'military',
        figures: [{ id: 'y1', rep: 4, weapon: 'AR', at: [4, 4], facing: 90 }],
      },
    ],
    dice: { activation: [[5, 4]] },
    commands: [{ do: 'endActivation' }],
  };
}

describe('a group that acts apart from friends close by', () => {
  it('says who stands within 4" but is not in the group, and why', () => {
    const v = validateScenario(scenario());
    if (!v.ok) throw new Error(v.error.message);
    const r = play(v.value);
    const act = r.events.find((e) => e.type === 'activate' && e.leader === 'b1');
    expect(act && 'text' in act ? act.text : '').toBe(
      'blue activates the group led by b1 (Rep 5, temporary leader): b1. b2 stands within 4" of this group but is not in it: no line of sight joins him to it (a wall or the ground between), so he acts apart.',
    );
  });

  it('names several in one list, and nobody when every friend is in the group or far off', () => {
    expect(activateText('enemy', 'Abel', 4, true, ['Abel', 'Zeno', 'Boris'], ['Cyril', 'Dario', 'Emil'])).toBe(
      'enemy activates the group led by Abel (Rep 4, temporary leader): Abel, Zeno, Boris. Cyril, Dario and Emil stand within 4" of this group but are not in it: no line of sight joins them to it (a wall or the ground between), so they act apart.',
    );
    expect(activateText('blue', 'b1', 5, false, ['b1'])).toBe('blue activates the group led by b1 (Rep 5): b1.');
  });
});
