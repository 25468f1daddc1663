// Facing: front and rear halves, bearings with y down, and which side a charge lands on.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  attackAspect,
  facingToward,
  frontArcPolygon,
  isInFront,
  isInRear,
  relativeBearing,
} from '../../src/geometry/facing';
import type { Vec } from '../../src/geometry/shapes';
import { pointInPolygon } from '../../src/geometry/vec';

// Hans stands at (10, 10) looking up the table (270°): ahead is smaller y, his left is screen-left.
const hans = { at: [10, 10] as Vec, facing: 270 };

describe('front and rear', () => {
  it('ahead is front, behind is rear, square to the side is still front', () => {
    expect(isInFront(hans, [10, 4])).toBe(true);
    expect(isInRear(hans, [10, 16])).toBe(true);
    expect(isInFront(hans, [15, 10])).toBe(true);
    expect(isInFront(hans, [5, 10])).toBe(true);
    expect(isInRear(hans, [15, 10.01])).toBe(true);
  });

  it("bearings: negative on the figure's own left (screen-left when looking up)", () => {
    expect(relativeBearing(hans, [10, 4])).toBeCloseTo(0);
    expect(relativeBearing(hans, [5, 10])).toBeCloseTo(-90);
    expect(relativeBearing(hans, [15, 10])).toBeCloseTo(90);
    expect(Math.abs(relativeBearing(hans, [10, 16]))).toBeCloseTo(180);
    // Facing +x, the figure's left is up the screen.
    expect(relativeBearing({ at: [0, 0], facing: 0 }, [0, -1])).toBeCloseTo(-90);
  });

  it('facingToward turns a figure to look at a point', () => {
    expect(facingToward([0, 0], [0, -3])).toBeCloseTo(270);
    expect(facingToward([0, 0], [3, 3])).toBeCloseTo(45);
    fc.assert(
      fc.property(
        fc.double({ min: -30, max: 30, noNaN: true }),
        fc.double({ min: -30, max: 30, noNaN: true }),
        (x, y) => {
          fc.pre(Math.hypot(x, y) > 1e-6);
          expect(relativeBearing({ at: [0, 0], facing: facingToward([0, 0], [x, y]) }, [x, y])).toBeCloseTo(0, 6);
        },
      ),
    );
  });

  it('front and rear halves split every point', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 360, noNaN: true }),
        fc.double({ min: -20, max: 20, noNaN: true }),
        fc.double({ min: -20, max: 20, noNaN: true }),
        (facing, x, y) => {
          const f = { at: [0, 0] as Vec, facing };
          expect(isInFront(f, [x, y])).toBe(!isInRear(f, [x, y]));
          const rad = (facing * Math.PI) / 180;
          const ahead = x * Math.cos(rad) + y * Math.sin(rad);
          if (Math.abs(ahead) > 1e-6) expect(isInFront(f, [x, y])).toBe(ahead > 0);
        },
      ),
    );
  });

  it('the drawn front arc holds points ahead, not behind', () => {
    const arc = frontArcPolygon(hans, 6);
    expect(pointInPolygon([10, 6], arc)).toBe(true);
    expect(pointInPolygon([10, 12], arc)).toBe(false);
  });
});

describe('charge aspect', () => {
  it('front: ends within 45° of the nose', () => {
    expect(attackAspect(hans, [10, 0], [10, 9])).toMatchObject({ aspect: 'front' });
    expect(attackAspect(hans, [10, 0], [10.5, 9.1])).toMatchObject({ aspect: 'front' });
  });

  it('flank: ends 45° or more off the nose, left or right', () => {
    expect(attackAspect(hans, [20, 0], [11, 9])).toMatchObject({ aspect: 'flank' }); // exactly 45°
    expect(attackAspect(hans, [20, 0], [11, 10])).toMatchObject({ aspect: 'flank', endBearing: 90 });
    const left = attackAspect(hans, [0, 0], [9, 10]);
    expect(left).toMatchObject({ aspect: 'flank', endBearing: -90 });
    expect(left.reason).toContain('left');
  });

  it('rear only when the attacker starts and ends behind the front', () => {
    expect(attackAspect(hans, [10, 20], [10, 11])).toMatchObject({ aspect: 'rear' });
    expect(attackAspect(hans, [3, 14], [9.5, 10.9])).toMatchObject({ aspect: 'rear' });
    // Swinging round from the front to behind is a flank attack.
    const swing = attackAspect(hans, [16, 4], [10, 11]);
    expect(swing.aspect).toBe('flank');
    expect(swing.reason).toContain('started in front');
    // Starting behind but ending square to the side: flank.
    expect(attackAspect(hans, [16, 16], [11, 10])).toMatchObject({ aspect: 'flank' });
    // Starting behind but ending ahead: front.
    expect(attackAspect(hans, [16, 16], [10, 9])).toMatchObject({ aspect: 'front' });
  });
});
