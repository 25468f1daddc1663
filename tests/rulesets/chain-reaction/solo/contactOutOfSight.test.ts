// Play-test 18a (pefNoNewcomer.test holds its own case): during the player's move, a building PEF that turned into
// enemies out of sight of everyone started the In Sight test again against enemies already met. Here the same over
// computer-played study Patrols: 69 such tests in the first 300 before the fix. A contact starts the test only
// when some of the new enemies are in sight.
import { describe, expect, it } from 'vitest';
import { runBattle } from '../../../../src/rulesets/chain-reaction/game';
import { buildEncounter, studyEncounter } from '../../../../src/rulesets/chain-reaction/sim/encounter';

/** Each contact followed at once by an In Sight that involves none of the contact's enemies. */
function testsWithoutTheContact(i: number): string[] {
  const r = runBattle(buildEncounter(studyEncounter('outcome', i)).state, { keepEvents: true });
  const out: string[] = [];
  r.events.forEach((e, k) => {
    if (e.type !== 'pef' || e.action !== 'resolved' || !e.enemies?.length) return;
    const next = r.events[k + 1];
    if (next?.type !== 'inSight') return;
    const mine = e.enemies;
    if (!mine.includes(next.trigger) && !next.seen.some((id) => mine.includes(id)))
      out.push(`${e.text} | ${next.text}`);
  });
  return out;
}

describe('a PEF contact out of sight', () => {
  it('starts no In Sight test against enemies met before (study Patrols 9, 13 and 17, and 10 more)', () => {
    // Before: 69 such tests in the first 300 study Patrols; outcome-9 had "b9-pef14 is 1 guerilla figure:
    // Pavel" followed by the star coming "into view of Hugo" again.
    const found = [9, 13, 17, ...Array.from({ length: 10 }, (_, k) => 30 + k)].flatMap(testsWithoutTheContact);
    expect(found).toEqual([]);
  });
});
