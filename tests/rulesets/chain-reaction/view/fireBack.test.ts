// "would fire back but can't: no line of sight" said right after the other figure shot (play-test 35): the
// log gives the real reason, read from the engine's sight check when it was made (so a reopened game reads the
// same, play-test 11c): the one firing back faces away (sight is one-way), or the piece in the way, plainly named.
import { describe, expect, it } from 'vitest';
import { initialState } from '../../../../src/rulesets/chain-reaction/start';
import { shownEventText } from '../../../../src/rulesets/chain-reaction/view/names';
import type { Vec } from '../../../../src/geometry/shapes';
import { book } from '../engine/helpers';
import { refusalCite } from '../../../../src/rulesets/chain-reaction/reference/refusals';
import { cantFireBackSightText, cantFireBackText } from '../../../../src/rulesets/chain-reaction/explain/fire';
import { sightLine, worldOf } from '../../../../src/rulesets/chain-reaction/engine/world';
import type { GameState } from '../../../../src/rulesets/chain-reaction/state';

/** The In Sight Stop! table (a house at 16-20, 12-16), Teo and Tamsin placed and faced (0 east, 90 south). */
function table(teo: Vec, teoFacing: number, tamsin: Vec, tamsinFacing: number) {
  const s = structuredClone(book('in-sight-stop.json'));
  Object.assign(s.sides[0]!.figures[0]!, { id: 'Teo', at: teo, facing: teoFacing });
  Object.assign(s.sides[1]!.figures[0]!, { id: 'Tamsin', at: tamsin, facing: tamsinFacing });
  return initialState(s);
}

const note = (text: string) => ({ type: 'note' as const, text });
/** The engine's note when Tamsin can't fire back at Teo on table `s`, as reactions.ts writes it. */
function engineWords(s: GameState): string {
  const sight = sightLine(s, worldOf(s), s.figures.Tamsin!, s.figures.Teo!);
  return sight.clear
    ? cantFireBackText('Tamsin', 'Tamsin has no line of sight to Teo')
    : cantFireBackSightText('Tamsin', 'Teo', sight);
}

describe("can't fire back: the real reason (play-test 35)", () => {
  it('Teo shot her from behind: she faces away, so she cannot see him', () => {
    const s = table([18, 22], 90, [18, 30], 90);
    expect(shownEventText(note(engineWords(s)), s)).toBe(
      "Tamsin would fire back but can't: Teo is behind Tamsin, who faces away (a figure sees only to its front half).",
    );
    // The log's "why?" still lands on Line of Sight.
    expect(refusalCite(shownEventText(note(engineWords(s)), s)!)?.section).toBe('lineOfSight');
  });

  it('a building between them is named plainly', () => {
    const s = table([18, 8], 90, [18, 20], 270);
    const line = shownEventText(note(engineWords(s)), s)!;
    expect(line).toMatch(/^Tamsin would fire back but has no line of sight to Teo: blocked by the building/);
    expect(line).not.toMatch(/\bhouse\b/);
    expect(refusalCite(line)?.section).toBe('lineOfSight');
  });

  it("the words are the moment's: read on a later table where she has turned to face him, they stay", () => {
    const then = table([18, 22], 90, [18, 30], 90);
    const later = table([18, 22], 90, [18, 30], 270);
    expect(shownEventText(note(engineWords(then)), later)).toBe(
      "Tamsin would fire back but can't: Teo is behind Tamsin, who faces away (a figure sees only to its front half).",
    );
  });
});
