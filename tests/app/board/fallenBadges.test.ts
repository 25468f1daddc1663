// Play-test 3, 8 and 26: in a dense contact the fallen figures' OUT/DEAD badges were printed over each other
// and over the living. A fallen badge is drawn only where it covers nobody standing and no other badge.
import { describe, expect, it } from 'vitest';
import { fallenBadgesShown, type FallenDisc } from '../../../src/app/board/fallenBadges';

const R = 10;
const disc = (x: number, y: number, down: boolean, badge = true): FallenDisc => ({ at: [x, y], down, badge });

describe('fallen badges in a crowd', () => {
  it('a fallen figure alone shows its badge', () => {
    expect(fallenBadgesShown([disc(0, 0, true), disc(100, 0, false)], R)).toEqual([true, false]);
  });

  it('not over a standing figure, and not over another fallen badge', () => {
    const crowd = [disc(50, 50, false), disc(60, 50, true), disc(200, 0, true), disc(205, 5, true), disc(400, 0, true)];
    expect(fallenBadgesShown(crowd, R)).toEqual([false, false, true, false, true]);
  });

  it('two fallen side by side, their badges wider than their bases: one badge, not "OUTDEAD"', () => {
    const pair = [
      { ...disc(0, 0, true), w: 34 },
      { ...disc(24, 0, true), w: 40 },
    ];
    expect(fallenBadgesShown(pair, R)).toEqual([true, false]);
    expect(fallenBadgesShown([pair[0]!, { ...pair[1]!, at: [60, 0] }], R)).toEqual([true, true]);
  });

  it('a dense contact of twenty: no drawn badge overlaps a standing base or another drawn badge', () => {
    const crowd: FallenDisc[] = [];
    for (let i = 0; i < 20; i++) crowd.push(disc((i % 5) * 12, Math.floor(i / 5) * 12, i % 3 !== 0));
    const shown = fallenBadgesShown(crowd, R);
    const drawn = crowd.filter((_, i) => shown[i]);
    const standing = crowd.filter((d) => !d.down);
    for (const d of drawn)
      for (const o of [...standing, ...drawn])
        if (o !== d) expect(Math.hypot(o.at[0] - d.at[0], o.at[1] - d.at[1])).toBeGreaterThanOrEqual(2 * R);
    expect(drawn.length).toBeLessThan(crowd.filter((d) => d.down).length);
  });
});
