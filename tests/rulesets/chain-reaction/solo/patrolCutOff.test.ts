// A computer Patrol that walks home before the recon (session 16, 2-3 of 30 computer-played Patrols): a table the
// game generates itself for an encounter is rolled again until every far-edge third has a spot a figure can reach
// and stand on, as the menu's tables are; and on a given table that has none, the log says why the patrol goes.
import { describe, expect, it } from 'vitest';
import { runBattle } from '../../../../src/rulesets/chain-reaction/game';
import { buildEncounter, studyEncounter } from '../../../../src/rulesets/chain-reaction/sim/encounter';
import { patrolReconnable } from '../../../../src/terrain/reach';
import { encounter, patrolSide } from './helpers';

describe('a computer Patrol that cannot recon', () => {
  it('a generated Patrol table always has a recon spot the patrol can reach in every far-edge third', () => {
    // Before: study Patrol "outcome-0" had a river with no bridge across the top, 2" to 7" from the edge; all
    // four figures walked off their own edge on turn 1 (45 of the first 200 study tables failed this test).
    for (const i of [0, 6, 12, 66, 116]) {
      const { state } = buildEncounter(studyEncounter('outcome', i));
      expect(patrolReconnable(state.terrain), `outcome-${i}`).toBe(true);
    }
  });

  it('on a given table with no way to the far edge, the patrol leaving says why in words', () => {
    // A river across the whole top of the table, no bridge, no ford: no spot within 6" of the far edge is
    // reachable, so the patrol reports back at once; its exit line names the sections it could not reach.
    const river = {
      id: 'river1',
      type: 'water',
      polygon: [
        [0, 0],
        [36, 0],
        [36, 7.5],
        [0, 7.5],
      ],
    };
    const { state } = encounter({
      generate: { encounter: 'patrol', terrain: 'clear' },
      terrain: [river as never],
      sides: [patrolSide(3, 33, 'ai', 16)],
    });
    const r = runBattle(state, { keepEvents: true });
    // A carrier's line says whom it carries; the others say why they go.
    const exits = r.events.flatMap((e) =>
      e.type === 'objective' && e.what === 'exited' && !e.text.includes('carrying') ? [e] : [],
    );
    expect(exits.length).toBeGreaterThan(0);
    for (const e of exits) {
      expect(e).toMatchObject({ cutOff: [1, 2, 3] });
      expect(e.text).toContain('before the recon is done');
      expect(e.text).toContain('sections 1, 2 or 3');
    }
  });
});
