// A selected unit's range bands and fire arc at the plain table (board/bands.ts): each weapon's half and
// full range round the selected figure (a team's gunner when a crewman is clicked), a mortar's nearest 12"
// instead of a half, shared rings merged, and the 90-degree front arc for a team's heavy weapon but not for a turreted vehicle.
import { describe, expect, it } from 'vitest';
import type { BoardOverlay } from '../../../src/core/board';
import { file, orderDice, started, team, unit, vehicle } from './helpers';

const around = (data: Record<string, unknown>, fig: string): readonly BoardOverlay[] =>
  orderDice.board!.around!(started(data), fig);

describe('range bands and fire arcs of a selected unit', () => {
  it('a squad of rifles and an SMG: bands from the selected figure, the 12" rings merged, no arc', () => {
    const squad = unit('b', [10, 30], 3);
    squad.figures[2]!.weapon = 'smg';
    const data = file({ blue: [squad], red: [unit('r', [10, 5], 3)] });
    expect(around(data, 'b.2')).toEqual([
      { kind: 'ring', at: [11, 30], r: 12, label: 'Rifle half 12" · SMG 12"' },
      { kind: 'ring', at: [11, 30], r: 24, label: 'Rifle 24"' },
      { kind: 'ring', at: [11, 30], r: 6, label: 'SMG half 6"' },
    ]);
  });

  it("an MMG team: its heavy weapon's bands and its 90-degree front arc; the crew's rifle is not fired", () => {
    const data = file({ blue: [team('t', [20, 30], 270, 'mmg')], red: [unit('r', [10, 5], 3)] });
    expect(around(data, 't.2')).toEqual([
      { kind: 'ring', at: [20, 30], r: 18, label: 'MMG half 18"' },
      { kind: 'ring', at: [20, 30], r: 36, label: 'MMG 36"' },
      { kind: 'wedge', at: [20, 30], r: 36, from: 225, to: 315, label: 'MMG fire arc 90°' },
    ]);
  });

  it('a mortar team: nearest 12" and longest 24", no half-range band (indirect fire hits on 6 only)', () => {
    const data = file({ blue: [team('m', [20, 30], 0, 'mortar')], red: [unit('r', [10, 5], 3)] });
    expect(around(data, 'm.1').map((o) => [o.kind, o.r, o.label])).toEqual([
      ['ring', 12, 'Mortar nearest 12"'],
      ['ring', 24, 'Mortar 24"'],
      ['wedge', 24, 'Mortar fire arc 90°'],
    ]);
  });

  it('a turreted vehicle fires all round: bands, no arc; a figure of no unit gets nothing', () => {
    const tank = vehicle('v', [30, 30], 10, 'mmg', { turret: true, facing: 0 });
    const data = file({ blue: [tank], red: [unit('r', [10, 5], 3)] });
    expect(around(data, 'v.1').map((o) => o.kind)).toEqual(['ring', 'ring']);
    expect(around(data, 'nobody')).toEqual([]);
  });
});
