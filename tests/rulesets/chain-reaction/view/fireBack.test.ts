// "would fire back but can't: no line of sight" said right after the other figure shot (play-test 35): the
// log gives the real reason, read from the same sight check the table draws: the one firing back faces away
// (sight is one-way), or the piece of terrain in the way, by its plain name.
import { describe, expect, it } from 'vitest';
import { initialState } from '../../../../src/rulesets/chain-reaction/start';
import { shownEventText } from '../../../../src/rulesets/chain-reaction/view/names';
import type { Vec } from '../../../../src/geometry/shapes';
import { book } from '../engine/helpers';
import { refusalCite } from '../../../../src/rulesets/chain-reaction/reference/refusals';

/** The In Sight Stop! table (a house at 16-20, 12-16), Teo and Tamsin placed and faced (0 east, 90 south). */
function table(teo: Vec, teoFacing: number, tamsin: Vec, tamsinFacing: number) {
  const s = structuredClone(book('in-sight-stop.json'));
  Object.assign(s.sides[0]!.figures[0]!, { id: 'Teo', at: teo, facing: teoFacing });
  Object.assign(s.sides[1]!.figures[0]!, { id: 'Tamsin', at: tamsin, facing: tamsinFacing });
  return initialState(s);
}

const note = (text: string) => ({ type: 'note' as const, text });
const engineWords = "Tamsin would fire back but can't: Tamsin has no line of sight to Teo.";

describe("can't fire back: the real reason (play-test 35)", () => {
  it('Teo shot her from behind: she faces away, so she cannot see him', () => {
    const s = table([18, 22], 90, [18, 30], 90);
    expect(shownEventText(note(engineWords), s)).toBe(
      "Tamsin would fire back but can't: Teo is behind Tamsin, who faces away (a figure sees only to its front half).",
    );
    // The log's "why?" still lands on Line of Sight.
    expect(refusalCite(shownEventText(note(engineWords), s)!)?.section).toBe('lineOfSight');
  });

  it('a building between them is named plainly', () => {
    const s = table([18, 8], 90, [18, 20], 270);
    const line = shownEventText(note(engineWords), s)!;
    expect(line).toMatch(/^Tamsin would fire back but has no line of sight to Teo: blocked by the building/);
    expect(line).not.toMatch(/\bhouse\b/);
    expect(refusalCite(line)?.section).toBe('lineOfSight');
  });

  it('with a clear line on the table now, the engine words stay', () => {
    const s = table([18, 22], 90, [18, 30], 270);
    expect(shownEventText(note(engineWords), s)).toBe(engineWords);
  });
});
