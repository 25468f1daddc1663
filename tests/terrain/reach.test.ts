// An encounter's table always lets the player's edge reach the far edge (terrain/reach.ts): a wide river with
// no bridge is rolled again. Worked case: seed "odds-patrol" rolls such a river first; the same seed for a
// table without an encounter is left exactly as rolled; and over many seeds an encounter's table is always
// crossable while the other tables are the generator's own.
import { describe, expect, it } from 'vitest';
import { generateTerrain, generateTerrainFromSeed } from '../../src/terrain/generate';
import { edgesJoined, farEdgeReachable } from '../../src/terrain/reach';
import { DiceBox, seededDice } from '../../src/core/dice/source';

const firstRoll = (seed: string, encounter?: 'patrol' | 'raid' | 'defend') =>
  generateTerrain(new DiceBox(seededDice(seed)).roll, encounter ? { encounter } : {});

describe('the far edge within reach', () => {
  it('"odds-patrol": a 7" river with no bridge across the table is rolled again for a Patrol', () => {
    const first = firstRoll('terrain:odds-patrol', 'patrol');
    expect(first.water?.kind).toBe('river');
    expect(first.pieces.some((p) => p.type === 'road' && 'polygon' in p)).toBe(true);
    expect(farEdgeReachable(first.pieces)).toBe(false);
    const t = generateTerrainFromSeed('terrain:odds-patrol', { encounter: 'patrol' });
    expect(farEdgeReachable(t.pieces)).toBe(true);
    expect(t.seed).toBe('terrain:odds-patrol');
    // No encounter: the table is the generator's first roll, river and all.
    expect(generateTerrainFromSeed('terrain:odds-patrol').pieces).toEqual(firstRoll('terrain:odds-patrol').pieces);
  });

  it('a fordable river or a bridge leaves the table as rolled', () => {
    let fords = 0;
    let bridges = 0;
    for (let i = 0; i < 300 && (fords < 2 || bridges < 2); i++) {
      const seed = `reach-${i}`;
      const first = firstRoll(seed, 'raid');
      if (!first.water || first.water.kind === 'lake') continue;
      const bridged =
        first.water.kind === 'river' && first.water.bridgeRoll !== undefined && first.water.bridgeRoll <= 3;
      if (first.water.kind !== 'ford' && !bridged) continue;
      expect(farEdgeReachable(first.pieces), seed).toBe(true);
      expect(generateTerrainFromSeed(seed, { encounter: 'raid' }).pieces).toEqual(first.pieces);
      if (first.water.kind === 'ford') fords++;
      else bridges++;
    }
    expect(fords).toBeGreaterThanOrEqual(2);
    expect(bridges).toBeGreaterThanOrEqual(2);
  });

  it('every encounter table of 120 seeds reaches its far edge; tables without an encounter are never rolled again', () => {
    let cut = 0;
    for (let i = 0; i < 120; i++) {
      const enc = (['patrol', 'raid', 'defend'] as const)[i % 3]!;
      const seed = `reach-all-${i}`;
      if (!farEdgeReachable(firstRoll(seed, enc).pieces)) cut++;
      expect(farEdgeReachable(generateTerrainFromSeed(seed, { encounter: enc }).pieces), seed).toBe(true);
      expect(generateTerrainFromSeed(seed).pieces).toEqual(firstRoll(seed).pieces);
    }
    console.log(`far edge cut off on the first roll: ${cut} of 120 encounter tables`);
  });

  it('a skirmish table (crossable) split by a river with no bridge is rolled again; a joined one is left', () => {
    // App soak case 86000984: a night skirmish on "clear" whose river ran the whole width, no bridge; Ivo set
    // up north of it and Ash south, and neither could ever reach or see the other.
    const seed = 'terrain:app-86000984-eq0g';
    const first = generateTerrain(new DiceBox(seededDice(seed)).roll, { overall: 'clear' });
    expect(first.water?.kind).toBe('river');
    expect(edgesJoined(first.pieces)).toBe(false);
    const t = generateTerrainFromSeed(seed, { overall: 'clear', crossable: true });
    expect(edgesJoined(t.pieces)).toBe(true);
    expect(generateTerrainFromSeed(seed, { overall: 'clear' }).pieces).toEqual(first.pieces);
    // Over many seeds: a crossable table always joins its edges, and one that already did is the first roll.
    let rolledAgain = 0;
    for (let i = 150; i < 300; i++) {
      const s2 = `cross-${i}`;
      const roll1 = firstRoll(s2);
      const crossable = generateTerrainFromSeed(s2, { crossable: true });
      expect(edgesJoined(crossable.pieces), s2).toBe(true);
      if (edgesJoined(roll1.pieces)) expect(crossable.pieces, s2).toEqual(roll1.pieces);
      else rolledAgain++;
    }
    expect(rolledAgain).toBe(6); // cross-166, 196, 204, 213, 282 and 291
  });
});
