// Hand to hand: resolved after a double or triple card (not a single), every faction at once against the open
// kill number or a defended position's, three factions splitting even and odd dice, and the aftermath: one left
// keeps the ground, a held position sends attackers back, otherwise everyone falls back.
import { describe, expect, it } from 'vitest';
import { actionCards } from '../../../src/rulesets/action-cards';
import { dist } from '../../../src/geometry/vec';
import { drive } from './drive';
import { file, row, start } from './setup';

const HOUSE = {
  id: 'house',
  type: 'building',
  polygon: [
    [6, 14],
    [16, 14],
    [16, 20],
    [6, 20],
  ],
};

describe('hand to hand', () => {
  it('a charge on a single card waits; the next double card resolves it after its actions, both sides at once', () => {
    const s = start(
      file(
        [
          { id: 'a', faction: 'swarm', groups: [row('sw', 2, [10, 4])] },
          { id: 'b', faction: 'police', groups: [row('p', 2, [10, 10])] },
        ],
        {
          deck: ['a:single', 'b:double', 'a:single', 'a:single'],
          // swarm 2 figures x 2 close dice; police 2 figures x 1.
          dice: {
            melee: [
              [6, 6, 1, 1],
              [6, 6],
            ],
          },
        },
      ),
    );
    const d = drive(s, [{ do: 'move', group: 'sw', figure: 'sw1', to: [10, 12] }, { do: 'endCard' }]);
    expect(d.illegal).toBeUndefined();
    const kinds = d.events.filter((e) => e.type !== 'roll').map((e) => e.type);
    // The lock comes on the single card; the fight only after the double card is done.
    expect(kinds.indexOf('melee')).toBeGreaterThan(kinds.lastIndexOf('cardDone'));
    const melee = d.events.filter((e) => e.type === 'melee');
    expect(melee.map((e) => actionCards.wording.event(e))).toEqual([
      // Who throws at whom (play-test 9, 14: "b takes 4d6" read as if b threw them).
      "a's hand-to-hand dice: at b, 4d6 = 14 (1,1,6,6) against 6 (police in the open): 2 killed, 2 left over",
      "b's hand-to-hand dice: at a, 2d6 = 12 (6,6) against 6 (creature swarm in the open): 2 killed",
    ]);
    // Simultaneous: both wiped out, and the game ends with nobody left.
    expect(d.need).toMatchObject({ kind: 'ended' });
  });

  it('defenders of a building are hit at its kill number; survivors on both sides: the attackers fall back a full move', () => {
    const s = start(
      file(
        [
          { id: 'a', faction: 'swarm', groups: [row('sw', 2, [10, 6])] },
          { id: 'b', faction: 'police', groups: [row('p', 2, [10, 15])] },
        ],
        {
          terrain: [HOUSE],
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
    const d = drive(s, [{ do: 'move', group: 'sw', figure: 'sw1', to: [10, 14] }, { do: 'endCard' }]);
    expect(d.illegal).toBeUndefined();
    const melee = d.events.find((e) => e.type === 'melee' && e.side === 'a');
    expect(melee && 'shares' in melee ? melee.shares[0] : undefined).toMatchObject({
      total: 18,
      kill: 12,
      cover: 'buildings',
      killed: 1,
    });
    const over = d.events.find((e) => e.type === 'fightOver');
    expect(over).toMatchObject({ left: ['a', 'b'], fellBack: ['sw'], defended: ['b'] });
    const swarm = d.state.figures.filter((f) => f.side === 'a');
    const police = d.state.figures.find((f) => f.side === 'b' && f.status === 'active')!;
    for (const f of swarm) expect(dist(f.at, police.at)).toBeGreaterThan(8);
    expect(d.state.locks).toHaveLength(0);
  });

  it("with three factions the roller's even dice go to the target and odd dice are shared among the others", () => {
    const s = start(
      file(
        [
          { id: 'a', faction: 'swarm', groups: [row('sw', 1, [10, 4])] },
          { id: 'b', faction: 'police', groups: [row('p', 3, [9, 10])] },
          { id: 'c', faction: 'police', groups: [{ id: 'q', figures: [{ id: 'q1', at: [13, 12] }] }] },
        ],
        {
          deck: ['c:single', 'a:double', 'b:single', 'b:single'],
          dice: { melee: [[2, 3], [1, 1, 1], [1]] },
        },
      ),
    );
    const d = drive(s, [
      { do: 'move', group: 'q', figure: 'q1', to: [11.2, 11] },
      { do: 'move', group: 'sw', figure: 'sw1', to: [9, 20] },
      { do: 'endCard' },
    ]);
    expect(d.illegal).toBeUndefined();
    const a = d.events.find((e) => e.type === 'melee' && e.side === 'a');
    // Target: b (most figures). Even 2 to b, odd 3 to c.
    expect(a && 'shares' in a ? a.shares.map((x) => [x.side, x.dice]) : []).toEqual([
      ['b', [2]],
      ['c', [3]],
    ]);
  });

  it('a locked group may only shoot into its own fight', () => {
    const s = start(
      file(
        [
          { id: 'a', faction: 'police', groups: [row('pa', 2, [10, 4])] },
          { id: 'b', faction: 'police', groups: [row('pb', 2, [10, 10]), row('far', 2, [30, 30])] },
        ],
        { deck: ['a:triple', 'b:single', 'b:single', 'b:single'] },
      ),
    );
    const d = drive(s, [
      { do: 'move', group: 'pa', figure: 'pa1', to: [10, 12] },
      { do: 'shoot', group: 'pa', target: 'far' },
    ]);
    expect(d.illegal).toMatch(/only shoot into its own fight/);
  });
});

describe('the end', () => {
  it('after the last turn the faction with most figures wins; equal is a draw', () => {
    const f = (n: number) =>
      file(
        [
          { id: 'a', faction: 'police', groups: [row('pa', n, [2, 2])] },
          { id: 'b', faction: 'police', groups: [row('pb', 3, [2, 34])] },
        ],
        {
          turns: 1,
          terrain: [
            {
              id: 'wall',
              type: 'wall',
              line: [
                [0, 18],
                [36, 18],
              ],
            },
          ],
        },
      );
    const ends = (n: number) =>
      drive(
        start(f(n)),
        Array.from({ length: 10 }, () => ({ do: 'endCard' as const })),
      );
    expect(ends(4).need).toMatchObject({ kind: 'ended', winner: 'a' });
    expect(ends(3).need).toMatchObject({ kind: 'ended' });
    expect(ends(3).state.ended!.winner).toBeNull();
  });
});
