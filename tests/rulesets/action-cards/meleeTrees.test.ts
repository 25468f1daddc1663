// Play-test 17b: police holding the trees were shot "in the trees, which count as buildings" on one card and hit
// in hand to hand "in buildings" on the next, the same place in two wordings. The rulings give the trees the
// buildings kill number; both lines now say so the same way.
import { describe, expect, it } from 'vitest';
import { actionCards } from '../../../src/rulesets/action-cards';
import { drive } from './drive';
import { file, row, start } from './setup';

const TREES = {
  id: 'copse',
  type: 'woods',
  polygon: [
    [6, 12],
    [16, 12],
    [16, 20],
    [6, 20],
  ],
};

describe('hand to hand against a faction holding the trees', () => {
  it('is at the buildings kill number, and the line names the trees as a shot does', () => {
    const s = start(
      file(
        [
          { id: 'a', faction: 'swarm', groups: [row('sw', 2, [10, 6])] },
          { id: 'b', faction: 'police', groups: [row('p', 2, [10, 13])] },
        ],
        {
          terrain: [TREES],
          deck: ['a:double', 'b:single', 'b:single', 'b:single'],
          dice: {
            melee: [
              [6, 5, 4, 3],
              [1, 1],
            ],
          },
        },
      ),
    );
    const d = drive(s, [{ do: 'move', group: 'sw', figure: 'sw1', to: [10, 12] }, { do: 'endCard' }]);
    expect(d.illegal).toBeUndefined();
    const melee = d.events.find((e) => e.type === 'melee' && e.side === 'a')!;
    expect(melee && 'shares' in melee ? melee.shares[0] : undefined).toMatchObject({
      kill: 12,
      cover: 'buildings',
      where: 'woods',
    });
    expect(actionCards.wording.event(melee)).toBe(
      "a's hand-to-hand dice: at b, 4d6 = 18 (3,4,5,6) against 12 (police in the trees, which count as buildings): 1 killed, 6 left over",
    );
  });
});
