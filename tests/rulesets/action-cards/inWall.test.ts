// Decision 46 (docs/rules-notes/action-cards/decisions.md): a figure starts in a feature or out of it, never in
// its wall. A file setting a figure's centre on a building's outline or a barrier's line is one line, exit 2
// (it was played, the base taking the building's cover half outside it); the new-battle screen, which set a
// figure there in 64 of 300 battles, keeps every base clear.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { run } from '../../../src/sim/run';
import { makeBattle, SCENARIO_KINDS, TABLE_KINDS } from '../../../src/rulesets/action-cards/board/newBattle';
import { checkScenario } from '../../../src/rulesets/action-cards/scenario';
import { distanceToSegment } from '../../../src/scenario/terrainSchema';

const REPO = join(import.meta.dirname, '..', '..', '..');
const path = join(REPO, 'tests', 'fixtures', 'action-cards', 'contract-figure-in-wall.json');

function play(...args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = run(args, { out: (l) => out.push(l), err: (l) => err.push(l) });
  return { code, out, err };
}

describe('action cards: a figure set in a wall is a bad file', () => {
  it("on a building's outline: one line naming the figure and the building, exit 2", () => {
    const r = play('play', path);
    expect([r.code, r.out, r.err]).toEqual([
      2,
      [],
      ['error: sides[0].groups[0].figures[1].at: [10, 16] is in the wall of building house'],
    ]);
  });

  it('on a fence line, and the same figures a little off both play', () => {
    const data = JSON.parse(readFileSync(path, 'utf8'));
    data.sides[0].groups[0].figures[1].at = [10, 17];
    data.sides[1].groups[0].figures[0].at = [24, 4];
    const onFence = checkScenario(data);
    expect(onFence.ok ? 'ok' : `${onFence.error.path}: ${onFence.error.message}`).toBe(
      'sides[1].groups[0].figures[0].at: [24, 4] is in fence hedge',
    );
    data.sides[1].groups[0].figures[0].at = [24, 3];
    expect(checkScenario(data).ok).toBe(true);
  });
});

describe('action cards: the new-battle screen keeps bases off walls', () => {
  it('over 120 battles of every table kind, no base within 0.55" of an outline or a barrier line', () => {
    let near = 0;
    for (let i = 0; i < 120; i++) {
      const f = makeBattle(
        { factions: 2 + (i % 5), table: TABLE_KINDS[i % 5]!, scenario: SCENARIO_KINDS[i % 3]! },
        `contract17-nb-${i}`,
      ) as {
        terrain: { type: string; polygon?: [number, number][]; line?: [number, number][] }[];
        sides: { groups: { figures: { at: [number, number] }[] }[] }[];
      };
      expect(checkScenario(f).ok).toBe(true);
      const lines = f.terrain.flatMap((t) =>
        t.line ? [t.line] : t.type === 'building' ? [[...t.polygon!, t.polygon![0]!]] : [],
      );
      for (const s of f.sides)
        for (const g of s.groups)
          for (const fig of g.figures)
            if (lines.some((l) => l.slice(1).some((b, k) => distanceToSegment(fig.at, l[k]!, b) < 0.55))) near++;
    }
    expect(near).toBe(0);
  });
});
