// PEF placement: a d6 names the section; the PEF hides behind terrain from the player where any spot of
// the section can, else it stands at the section's centre; several may share a section.
import { describe, expect, it } from 'vitest';
import { makeWorld } from '../../../../src/geometry/world';
import { seesPef } from '../../../../src/rulesets/chain-reaction/solo/sight';
import type { TerrainPiece } from '../../../../src/geometry/shapes';
import { encounter, ofType, patrolSide } from './helpers';

const house = {
  id: 'b1',
  type: 'building' as const,
  polygon: [
    [3, 3],
    [9, 3],
    [9, 9],
    [3, 9],
  ] as [number, number][],
  dv: 3,
  floors: 1,
  areas: 1,
  openings: [{ kind: 'door' as const, at: [6, 9] as [number, number] }],
};

describe('PEF placement', () => {
  const { state, enc, events } = encounter({
    generate: { encounter: 'patrol', terrain: 'clear' },
    terrain: [house],
    sides: [patrolSide(2, 30, 'script', 6)],
    dice: { pefPlacement: [[1], [3], [3]] },
  });

  it('rolls one die per PEF, the die naming the section', () => {
    const rolls = ofType(events, 'roll').filter((r) => r.purpose === 'pefPlacement');
    expect(rolls.map((r) => r.dice)).toEqual([[1], [3], [3]]);
    expect(enc.pefs.map((p) => p.section)).toEqual([1, 3, 3]);
  });

  it('hides a PEF behind a building when its section has one: the free spot nearest the centre out of sight', () => {
    const pef = enc.pefs[0]!;
    expect(pef.at).toEqual([6, 2]);
    const w = makeWorld(state.terrain as TerrainPiece[]);
    for (const f of Object.values(state.figures)) expect(seesPef(w, state.terrain, f, pef.at)).toBe(false);
  });

  it('puts a PEF at the section centre when nothing there can hide it, and a second one 2" off it', () => {
    expect(enc.pefs[1]!.at).toEqual([30, 6]);
    expect(enc.pefs[2]!.at).toEqual([30, 4]);
  });

  it('never starts a PEF in sections 7-9 (the die only reads 1-6)', () => {
    const { enc: e } = encounter({
      generate: { encounter: 'patrol', terrain: 'clear' },
      terrain: [house],
      sides: [patrolSide(1)],
      dice: { pefPlacement: [[6], [6], [6]] },
    });
    expect(e.pefs.every((p) => p.section === 6 && p.at[1] >= 12 && p.at[1] < 24)).toBe(true);
  });
});
