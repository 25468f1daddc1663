// The file's new terrain kinds (scrub, rubble, fence, river): good pieces load; a bad one earns one line
// naming its field.
import { describe, expect, it } from 'vitest';
import { validateScenario } from '../../src/rulesets/chain-reaction/scenario/validate';
import { lineFor, validFile } from './helpers';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
function withPiece(piece: any): any {
  const f = validFile();
  f.terrain = [piece];
  return f;
}
const poly = [
  [1, 1],
  [5, 1],
  [5, 4],
];

describe('scrub, rubble, fences and rivers in the file', () => {
  it('load as given', () => {
    for (const piece of [
      { id: 'a', type: 'scrub', polygon: poly },
      { id: 'a', type: 'rubble', polygon: poly },
      { id: 'a', type: 'river', polygon: poly },
      { id: 'a', type: 'fence', kind: 'wire', line: poly.slice(0, 2) },
      { id: 'a', type: 'fence', kind: 'wooden', line: poly },
    ]) {
      const r = validateScenario(withPiece(piece));
      expect(r.ok).toBe(true);
      if (r.ok) expect(r.value.terrain[0]).toEqual(piece);
    }
  });

  it('a bad one names its field', () => {
    expect(lineFor(withPiece({ id: 'a', type: 'fence', kind: 'barbed', line: poly }))).toBe(
      'error: terrain[0].kind: unknown fence kind "barbed" (wooden, wire)',
    );
    expect(lineFor(withPiece({ id: 'a', type: 'fence', line: poly }))).toBe(
      'error: terrain[0].kind: missing (expected a fence kind: wooden, wire)',
    );
    expect(lineFor(withPiece({ id: 'a', type: 'fence', kind: 'wire', line: [[1, 1]] }))).toBe(
      'error: terrain[0].line: a fence line needs at least 2 points, got 1',
    );
    expect(lineFor(withPiece({ id: 'a', type: 'scrub', polygon: [...poly, [40, 3]] }))).toBe(
      'error: terrain[0].polygon[3]: [40, 3] is off the table (x and y must be from 0 to 36)',
    );
    expect(lineFor(withPiece({ id: 'a', type: 'river' }))).toBe(
      'error: terrain[0].polygon: missing (expected a polygon (a list of [x, y] points))',
    );
  });
});
