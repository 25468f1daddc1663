// A generated Patrol table lets every far-edge section be reconned: the generator's re-roll test
// (terrain/reach.ts) asks about the same standing spots as the patrol's recon (solo/reconSpots.ts).
// Worked case, play-test 15a seed pt15a-09: an impassable piece filled section 3's strip but for a half-inch
// at each side, which the old test counted as reached; no base fits there, so the patrol could never win.
import { describe, expect, it } from 'vitest';
import { generateTerrainFromSeed } from '../../../../src/terrain/generate';
import { patrolReconnable } from '../../../../src/terrain/reach';
import { reconSpots } from '../../../../src/rulesets/chain-reaction/solo/reconSpots';
import { asChainReaction } from '../../../../src/rulesets/chain-reaction/terrain';

const patrolTable = (seed: string) =>
  generateTerrainFromSeed(`terrain:${seed}`, { encounter: 'patrol' }).pieces.map(asChainReaction);

describe('every section of a generated Patrol can be reconned', () => {
  it('pt15a-09: section 3 has somewhere to stand', () => {
    const t = patrolTable('pt15a-09');
    expect(patrolReconnable(t)).toBe(true);
    for (const s of [1, 2, 3]) expect(reconSpots(t, s).length, `section ${s}`).toBeGreaterThan(0);
  });

  it('over 150 seeds, each section has a recon spot', () => {
    for (let i = 0; i < 150; i++) {
      const seed = `fix15c-${i}`;
      const t = patrolTable(seed);
      for (const s of [1, 2, 3]) expect(reconSpots(t, s).length, `${seed} section ${s}`).toBeGreaterThan(0);
    }
  });
});
