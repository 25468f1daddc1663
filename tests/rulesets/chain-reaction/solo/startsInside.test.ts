// A building the player's figures start in never makes PEFs (docs/rules-notes/solo-engine.md): the log says
// so at the start, so the count of buildings that may still make PEFs does not drop by one with no line saying
// why (issue 19, fix15a item 5: a Raid's count went from 9 to 8 before anybody moved). Raid 9 of "fix15a-raid"
// starts its force inside building b16, one of 24.
import { describe, expect, it } from 'vitest';
import { buildEncounter, studyEncounter } from '../../../../src/rulesets/chain-reaction/sim/encounter';
import type { SoloState } from '../../../../src/rulesets/chain-reaction/solo/types';
import type { GameState } from '../../../../src/rulesets/chain-reaction/state';
import { mayStillMakePef } from '../../../../src/rulesets/chain-reaction/solo/openBuildings';

describe('a building the player starts in', () => {
  it('is named in the log, with how many buildings may still make PEFs', () => {
    const { state, events } = buildEncounter(studyEncounter('fix15a-raid', 9, 'raid'));
    const enc = (state as GameState).encounter as SoloState;
    const left = enc.buildings.filter(mayStillMakePef).length;
    expect(enc.buildings.length).toBe(24);
    expect(left).toBe(23);
    const line = events.find((e) => e.type === 'objective' && /inside building/.test(e.text));
    expect(line && 'text' in line ? line.text : undefined).toBe(
      'star, grunt1 and grunt2 start inside building b16, so it will make no PEFs: 23 buildings are left that may make one when first seen.',
    );
  });
});
