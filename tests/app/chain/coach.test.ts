// The coach, before an order: the engine's dry run tells whom a move brings into sight and each side's
// dice; the odds are the In Sight rule's own. Played on the scripted chain fixture (walker, Rep 4, a
// temporary leader who has moved: 2d6; watcher, Rep 4, temporary leader: 3d6).
import { describe, expect, it } from 'vitest';
import { coachLines } from '../../../src/rulesets/chain-reaction/view/coach';
import { begin } from '../../../src/rulesets/chain-reaction/game';
import { startOf } from '../../rulesets/chain-reaction/crPlay';
import { ENGINE, load } from '../../rulesets/chain-reaction/engine/helpers';

function ready() {
  const start = startOf(load(ENGINE, 'chain-in-sight-fire-crisis.json'), {});
  const b = begin(start.state);
  expect(b.need.kind).toBe('command');
  return b.state;
}

describe('the coach', () => {
  it('a move into sight: In Sight 2d6 against 3d6, you win 3/11', () => {
    const s = ready();
    const before = JSON.stringify(s);
    const lines = coachLines(s, {
      do: 'move',
      figure: 'walker',
      path: [
        [13, 22],
        [13, 19],
      ],
    });
    expect(lines.map((l) => l.text)).toEqual([
      'moving here brings watcher into sight: In Sight 2d6 against 3d6, you win 27.3%',
    ]);
    expect(lines[0]!.win).toBeCloseTo(3 / 11, 12);
    // The real game is untouched: the dry run worked on a copy.
    expect(JSON.stringify(s)).toBe(before);
  });

  it('a move that stays behind the house brings on nothing', () => {
    expect(coachLines(ready(), { do: 'move', figure: 'walker', path: [[16, 22]] })).toEqual([]);
  });

  it("a fast move: the group's Fast Move odds first, then the In Sight at the full reach", () => {
    const lines = coachLines(ready(), {
      do: 'fastMove',
      figure: 'walker',
      path: [
        [13, 22],
        [13, 19],
      ],
    });
    expect(lines.map((l) => l.test)).toEqual(['fastMove', 'inSight']);
    // Rep 4 against 2d6: 8" plus 4" a die passed - both pass 4/9 (16"), one 4/9 (12"), none 1/9 (8").
    expect(lines[0]!.text).toBe(
      'Fast Move: walker: moves 12" 4/9 (44.4%), moves 16" 4/9 (44.4%), moves 8" 1/9 (11.1%)',
    );
  });
});
