// Where the menu's action-card battle sets out its factions (play-test 8, 16): "puffin-7310" put the police
// against an impassable block, bases touching it, so a move south was refused at once. Every base is now
// clear of impassable ground by more than the 0.55" a move stops short of it, on every kind of table.
import { describe, expect, it } from 'vitest';
import { makeBattle, TABLE_KINDS } from '../../../src/rulesets/action-cards/board/newBattle';
import { impassableAt, mapTerrain, type AcPiece } from '../../../src/rulesets/action-cards/terrain';
import type { Vec } from '../../../src/geometry/shapes';

type Made = { terrain: AcPiece[]; sides: { groups: { figures: { id: string; at: Vec }[] }[] }[] };

/** The figures whose base (0.5" round, with the move's 0.55" stop) reaches impassable ground. */
function touching(seed: string, values: Record<string, string | number>): string[] {
  const b = makeBattle(values, seed) as unknown as Made;
  const map = mapTerrain(b.terrain);
  const out: string[] = [];
  for (const s of b.sides)
    for (const g of s.groups)
      for (const f of g.figures)
        for (let k = 0; k < 16; k++) {
          const a = (k * Math.PI) / 8;
          if (impassableAt(map, [f.at[0] + 0.55 * Math.cos(a), f.at[1] + 0.55 * Math.sin(a)])) {
            out.push(`${seed} ${f.id} at ${f.at.join(',')}`);
            break;
          }
        }
  return out;
}

describe('the menu battle sets every faction out clear of impassable ground', () => {
  it('puffin-7310, three factions: the police stand clear of the block', () => {
    expect(touching('puffin-7310', { factions: 3, people: 1 })).toEqual([]);
  });

  it('60 seeds over every kind of table and two to six factions', () => {
    const found: string[] = [];
    for (let i = 0; i < 60; i++)
      found.push(
        ...touching(`setout-${i}`, { factions: 2 + (i % 5), people: 1, table: TABLE_KINDS[i % TABLE_KINDS.length]! }),
      );
    expect(found).toEqual([]);
  });
});
