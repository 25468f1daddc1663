// Frequencies over many seeds against the tables' probabilities, and the speed of whole tables.
import { describe, expect, it } from 'vitest';
import { DiceBox, seededDice } from '../../src/core/dice/source';
import {
  OVERALL_TERRAINS,
  TERRAIN_GENERATOR_TABLE,
  type OverallTerrain,
} from '../../src/terrain/tables/terrainGenerator';
import { rollOverall, rollSections } from '../../src/terrain/plan';
import { generateTerrainFromSeed } from '../../src/terrain/generate';

// Over 1,000 seeds, how often each result comes up should match the table within 4 standard errors
// (sqrt(p(1-p)/n)); the seeds are fixed, so this is a stable check of the dice-to-table wiring, not a coin toss.
const N = 1000;
const key = (c: { type: string; water: boolean; buildings: boolean }) =>
  `${c.type}${c.water ? ' W' : ''}${c.buildings ? ' B' : ''}`;

function expected(overall: OverallTerrain): Map<string, number> {
  const m = new Map<string, number>();
  for (let d = 1; d <= 6; d++) {
    const k = key(TERRAIN_GENERATOR_TABLE.rows[d as 1][overall]);
    m.set(k, (m.get(k) ?? 0) + 1 / 6);
  }
  return m;
}

function within(observed: number, p: number, n: number): boolean {
  return Math.abs(observed / n - p) <= 4 * Math.sqrt((p * (1 - p)) / n);
}

describe('terrain type frequencies match the Terrain Generator table', () => {
  for (const overall of OVERALL_TERRAINS) {
    it(`${overall} column: each section over ${N} seeds, and all nine together`, () => {
      const perSection = Array.from({ length: 9 }, () => new Map<string, number>());
      for (let i = 0; i < N; i++) {
        const sections = rollSections(new DiceBox(seededDice(`stats-${overall}-${i}`)).roll, overall);
        sections.forEach((s, k) => perSection[k]!.set(key(s.cell), (perSection[k]!.get(key(s.cell)) ?? 0) + 1));
      }
      const want = expected(overall);
      for (const counts of perSection) {
        for (const k of counts.keys()) expect(want.has(k)).toBe(true);
        for (const [k, p] of want) expect(within(counts.get(k) ?? 0, p, N), `${overall} ${k}`).toBe(true);
      }
      for (const [k, p] of want) {
        const total = perSection.reduce((a, c) => a + (c.get(k) ?? 0), 0);
        expect(within(total, p, 9 * N), `${overall} ${k} overall`).toBe(true);
      }
    });
  }

  it(`the overall type over ${N} seeds: clear 1/2, urban, wooded, mountain 1/6 each`, () => {
    const counts = new Map<string, number>();
    for (let i = 0; i < N; i++) {
      const { overall } = rollOverall(new DiceBox(seededDice(`overall-${i}`)).roll);
      counts.set(overall, (counts.get(overall) ?? 0) + 1);
    }
    expect(within(counts.get('clear') ?? 0, 1 / 2, N)).toBe(true);
    for (const o of ['urban', 'wooded', 'mountain']) expect(within(counts.get(o) ?? 0, 1 / 6, N)).toBe(true);
  });

  it(`full tables: ${N} generated from seeds in a few seconds, each with nine sections and its pieces on the table`, () => {
    const start = process.hrtime.bigint();
    const types = new Map<string, number>();
    const bad: string[] = [];
    for (let i = 0; i < N; i++) {
      const t = generateTerrainFromSeed(`full-${i}`, i % 3 === 0 ? { encounter: 'raid' } : {});
      if (t.sections.length !== 9) bad.push(`full-${i}: sections`);
      types.set(t.overall, (types.get(t.overall) ?? 0) + 1);
      for (const p of t.pieces) {
        if (p.type === 'wall' || p.type === 'fence') continue;
        if (p.polygon.length < 3 || p.polygon.some(([x, y]) => !(x >= 0 && x <= 36 && y >= 0 && y <= 36)))
          bad.push(`full-${i}: ${p.id}`);
      }
    }
    expect(bad).toEqual([]);
    const seconds = Number(process.hrtime.bigint() - start) / 1e9;
    // About 2 ms a table on an idle machine; the bound leaves room for a busy one.
    expect(seconds).toBeLessThan(15);
    expect(within(types.get('clear') ?? 0, 1 / 2, N)).toBe(true);
  });
});
