// Same side: the first two people's colours must differ clearly, in lightness as well as hue, so colour-blind
// players and small screens tell the groups apart (play-test 7, 24: blue and sky blue looked alike at 1366).
import { describe, expect, it } from 'vitest';
import { SIDE_COLOURS, personColourIndex } from '../../../src/app/paint/colours';

/** Relative luminance (WCAG) of a 0xRRGGBB colour. */
function luminance(n: number): number {
  const lin = (c: number): number => {
    const v = c / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin((n >> 16) & 255) + 0.7152 * lin((n >> 8) & 255) + 0.0722 * lin(n & 255);
}

function hue(n: number): number {
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255];
  return (Math.atan2(Math.sqrt(3) * (g - b), 2 * r - g - b) * 180) / Math.PI;
}

describe("same side: people's colours", () => {
  it.each([
    [0, 1],
    [0, 2],
    [1, 2],
  ])('of persons %i and %i differ in lightness (contrast at least 1.5) and in hue (at least 60 degrees)', (i, j) => {
    // Play-test 9, 8: with three people, the first's blue and the third's sky blue looked alike at 1366x768.
    const a = SIDE_COLOURS[personColourIndex(i)]!;
    const b = SIDE_COLOURS[personColourIndex(j)]!;
    const [hi, lo] = [Math.max(luminance(a), luminance(b)), Math.min(luminance(a), luminance(b))];
    expect((hi + 0.05) / (lo + 0.05)).toBeGreaterThanOrEqual(1.5);
    const d = Math.abs(hue(a) - hue(b)) % 360;
    expect(Math.min(d, 360 - d)).toBeGreaterThanOrEqual(60);
  });

  it("are never the enemy's orange", () => {
    for (let k = 0; k < 4; k++) expect(personColourIndex(k)).not.toBe(1);
  });
});
