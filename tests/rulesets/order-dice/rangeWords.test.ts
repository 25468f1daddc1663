// A shot's line names the distance behind each weapon's long range when it is not the distance printed
// (play-test 9, 12: "at 5.8"" with "long range +1" for 12" submachine guns, each figure measuring its own).
import { describe, expect, it } from 'vitest';
import { file, of, play, squad, started, unit } from './helpers';
import { firePlan } from '../../../src/rulesets/order-dice/shooting';
import { eventWords, shootWhy } from '../../../src/rulesets/order-dice/words';

describe('order dice: the shot line gives each long-range weapon its own distance', () => {
  it('a rifle at 5.8" and a submachine gun at 6.3": the line says the guns were at 6.3"', () => {
    const blue = squad('b', [
      ['rifle', [5, 18.8]],
      ['smg', [6, 19.22]],
    ]);
    const p = play(
      file({
        blue: [blue],
        red: [unit('r', [5, 13], 1)],
        bag: ['blue'],
        dice: { hit: [[1, 1, 1]] },
        commands: [
          { do: 'order', unit: 'b', order: 'fire', target: 'r' },
          { do: 'react', unit: 'r', reaction: 'none' },
        ],
      }),
    );
    const line = eventWords(of(p.events, 'shoot')[0]!);
    expect(line).toContain('at 5.8":');
    expect(line).toContain('1 rifle shot needing 3+ (rolled 1)');
    expect(line).toContain('2 submachine gun shots at 6.3" needing 4+ (3+, long range +1; rolled 1, 1)');
  });

  it('a group at long range at the printed distance says no second distance', () => {
    const p = play(
      file({
        blue: [{ id: 'b', quality: 'regular', figures: [{ id: 'b.1', weapon: 'smg', at: [5, 20] }] }],
        red: [unit('r', [5, 13], 1)],
        bag: ['blue'],
        dice: { hit: [[1, 1]] },
        commands: [
          { do: 'order', unit: 'b', order: 'fire', target: 'r' },
          { do: 'react', unit: 'r', reaction: 'none' },
        ],
      }),
    );
    const line = eventWords(of(p.events, 'shoot')[0]!);
    expect(line).toContain('at 7": 2 submachine gun shots needing 4+ (3+, long range +1; rolled 1, 1)');
  });

  it('no second distance when the printed one already shows long range (rifles at 23.7" and 23.8")', () => {
    const mods = [{ what: 'long range', add: 1 }];
    const rifle = (range: number) => ({ weapon: 'rifle' as const, shots: 1, need: 4, mods, range, longRange: true });
    expect(shootWhy([rifle(23.7), rifle(23.8)], 0, 0, undefined, 23.7)).toBe(
      '2 rifle shots needing 4+ (3+, long range +1): 0 hits, 0 killed',
    );
    // Submachine guns from 6.3" to 7.1" behind a rifle at 5.8": both ends said.
    const smg = (range: number) => ({ weapon: 'smg' as const, shots: 2, need: 4, mods, range, longRange: true });
    expect(shootWhy([smg(6.3), smg(7.06)], 0, 0, undefined, 5.8)).toBe(
      '4 submachine gun shots at 6.3" to 7.1" needing 4+ (3+, long range +1): 0 hits, 0 killed',
    );
  });

  it("soft cover for one weapon and not another says cover counts along each shooter's own line", () => {
    const rifle = { weapon: 'rifle' as const, shots: 1, need: 4, mods: [{ what: 'soft cover', add: 1 }] };
    const smg = { weapon: 'smg' as const, shots: 2, need: 3, mods: [] };
    expect(shootWhy([rifle, smg], 0, 0)).toBe(
      "1 rifle shot needing 4+ (3+, soft cover +1); 2 submachine gun shots needing 3+; cover counts along each shooter's own line to the figure it aims at: 0 hits, 0 killed",
    );
    expect(shootWhy([rifle, rifle], 0, 0)).not.toMatch(/own line/);
  });

  it('no shot: each weapon says why, in words (a rifle out of range, the LMG facing away)', () => {
    const s = started(
      file({
        blue: [
          squad(
            'b',
            [
              ['rifle', [5, 2]],
              ['lmg', [6, 2]],
              ['smg', [7, 2]],
            ],
            { facing: 90 },
          ),
        ],
        red: [unit('r', [5, 32], 1)],
        bag: ['blue'],
      }),
    );
    // Facing 90 is south, toward the target: turn the squad north, away from it.
    s.units.find((u) => u.id === 'b')!.facing = 270;
    expect(firePlan(s, 'b', 'r').why).toBe(
      'out of range (30", the rifle reaches 24"); outside the light machine gun\'s fire arc; ' +
        'out of range (30.1", the submachine gun reaches 12")',
    );
  });
});
