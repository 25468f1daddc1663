// The Encounters' extra buildings: Raid in section 2, Defend in section 8, 1/2d6 of them.
import { describe, expect, it } from 'vitest';
import { halfD6 } from '../../src/core/dice/read';
import { generateTerrainFromSeed } from '../../src/terrain/generate';
import { scripted, sectionDice } from './helpers';

describe('Encounter buildings (Raid p.30: section 2; Defend p.31: section 8)', () => {
  for (const [encounter, section] of [
    ['raid', 2],
    ['defend', 8],
  ] as const) {
    for (let die = 1; die <= 6; die++) {
      it(`${encounter}, 1/2d6 = ${halfD6(die)} (die ${die}) buildings in section ${section}`, () => {
        // A mountain table has no (B) at all, so every building here is the Encounter's.
        const t = scripted({ overall: 'mountain', encounter }, sectionDice(2), [[die], [1], [1], [1]]);
        const s = t.sections[section - 1]!;
        expect(s.hasBuildings).toBe(true);
        expect(s.buildings.length + s.dropped).toBe(halfD6(die));
        expect(s.buildings.length).toBe(halfD6(die));
        expect(t.sections.filter((x) => x.section !== section).every((x) => !x.hasBuildings)).toBe(true);
        expect(t.buildings.every((b) => b.section === section)).toBe(true);
      });
    }
  }

  it('patrol adds nothing', () => {
    const t = scripted({ overall: 'mountain', encounter: 'patrol' }, sectionDice(2));
    expect(t.buildings).toEqual([]);
    expect(t.roads).toEqual([]);
  });

  it("added on top of the table's own buildings: urban (B) in section 2 gets 3 + 1/2d6, then the Raid's 1/2d6", () => {
    // Section 2 is (B) (urban 3); count die 6 (3 + 3), Raid die 3 (2 more): eight buildings of type 1.
    const t = scripted({ overall: 'urban', encounter: 'raid' }, sectionDice(2, { 2: 3 }), [
      [6],
      [3],
      ...Array(8).fill([1]),
    ]);
    const s = t.sections[1]!;
    expect(s.buildings.length + s.dropped).toBe(8);
    expect(
      t.rolls
        ?.filter((r) => r.purpose === 'buildings')
        .slice(0, 2)
        .map((r) => r.note),
    ).toEqual(['buildings in section 2', 'encounter buildings in section 2']);
  });

  it('over many seeds a Raid always has buildings in section 2 and a Defend in section 8', () => {
    for (let i = 0; i < 40; i++) {
      expect(generateTerrainFromSeed(`e${i}`, { encounter: 'raid' }).sections[1]!.hasBuildings).toBe(true);
      expect(generateTerrainFromSeed(`e${i}`, { encounter: 'defend' }).sections[7]!.hasBuildings).toBe(true);
    }
  });
});
