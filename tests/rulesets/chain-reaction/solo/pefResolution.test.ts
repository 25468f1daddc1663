// Resolving a PEF in sight: 2d6 against 4 — contact (How Many Enemy against the finding group, then
// the enemy placed at the PEF in cover), "something's out there" (the next resolution keeps the lowest
// two of 3d6) or false alarm. Buildings: a PEF on first sight within 12", and on first entry one per floor.
import { describe, expect, it } from 'vitest';
import { watchForPefs } from '../../../../src/rulesets/chain-reaction/solo/watch';
import { seededDice } from '../../../../src/core/dice/source';
import type { Purpose } from '../../../../src/rulesets/chain-reaction/purposes';
import type { GameState } from '../../../../src/rulesets/chain-reaction/state';
import type { TerrainPiece } from '../../../../src/geometry/shapes';
import { coverFrom } from '../../../../src/geometry/cover';
import { worldOf } from '../../../../src/rulesets/chain-reaction/engine/world';
import { npName } from '../../../../src/rulesets/chain-reaction/solo/enemyNames';
import { BARE, ctxOn, encounter, ofType, patrolSide } from './helpers';

function table(
  pefs: [number, number][],
  script: Partial<Record<Purpose, number[][]>>,
  terrain: TerrainPiece[] = [],
  players = 3,
): GameState {
  const { state } = encounter({
    generate: { encounter: 'patrol', terrain: 'clear' },
    terrain: [...BARE, ...terrain] as never,
    sides: [patrolSide(players, 30, 'script', 16)],
  });
  const enc = state.encounter as unknown as { pefs: unknown[] };
  enc.pefs = pefs.map((at, i) => ({ id: `pef${i + 1}`, at, section: 2 }));
  state.dice = seededDice('pef-resolution', script);
  return state;
}

describe('PEF resolution table', () => {
  it('2 passed: contact — How Many Enemy counts the finding group, Reps from Recruiting, weapons from the force list', () => {
    // Group of 3; half die 5 → 3, second die 5 → more: 6 enemies. Guerillas recruit at −1.
    const { ctx, enc, done } = ctxOn(
      table([[18, 14]], {
        pefResolution: [[1, 2]],
        howManyEnemy: [[5, 5]],
        recruiting: [[1], [2], [3], [4], [5], [6]],
      }),
    );
    watchForPefs(ctx, enc);
    const { state, events } = done();
    const pef = ofType(events, 'pef').find((e) => e.action === 'resolved')!;
    expect(pef.result).toBe('contact');
    expect(pef.enemies).toEqual([1, 2, 3, 4, 5, 6].map((n) => npName(state.seed, n)));
    const foes = pef.enemies!.map((id) => state.figures[id]!);
    expect(foes.map((f) => f.rep)).toEqual([3, 3, 4, 4, 4, 4]);
    expect(foes.map((f) => f.weapon)).toEqual(['AR', 'AR', 'SAR', 'AR', 'RL', 'AR']);
    expect(state.sides.find((s) => s.id === 'enemy')!.figures).toEqual(pef.enemies);
    for (const f of foes) {
      expect(Math.hypot(f.at[0] - 18, f.at[1] - 14)).toBeLessThanOrEqual(8);
      for (const g of foes)
        if (g !== f) expect(Math.hypot(f.at[0] - g.at[0], f.at[1] - g.at[1])).toBeGreaterThanOrEqual(1);
    }
    expect(ofType(events, 'test').find((e) => e.test === 'howManyEnemy')!.result).toBe('6');
    expect(enc.pefs[0]!.resolved).toBe('contact');
  });

  it('never fewer than one enemy', () => {
    const { ctx, enc, done } = ctxOn(table([[18, 14]], { pefResolution: [[1, 2]], howManyEnemy: [[6, 1]] }, [], 2));
    watchForPefs(ctx, enc);
    expect(ofType(done().events, 'pef').find((e) => e.action === 'resolved')!.enemies).toHaveLength(1);
  });

  it('places the enemy in cover from the finders when there is cover at the PEF', () => {
    const woods = {
      id: 'w1',
      type: 'woods',
      polygon: [
        [14, 10],
        [22, 10],
        [22, 12],
        [14, 12],
      ],
    } as TerrainPiece;
    const { ctx, enc, done } = ctxOn(table([[18, 9]], { pefResolution: [[1, 2]], howManyEnemy: [[1, 5]] }, [woods]));
    watchForPefs(ctx, enc);
    const { state, events } = done();
    const ids = ofType(events, 'pef').find((e) => e.action === 'resolved')!.enemies!;
    expect(ids).toHaveLength(4);
    const w = worldOf(state);
    for (const id of ids)
      expect(coverFrom(w, { id, at: state.figures[id]!.at }, state.figures.star!.at).cover).toBe(true);
  });

  it("1 passed: something's out there — the next resolution throws 3d6 and keeps the lowest two", () => {
    const { ctx, enc, done } = ctxOn(
      table(
        [
          [18, 14],
          [10, 14],
        ],
        {
          pefResolution: [
            [3, 5],
            [6, 2, 3],
          ],
          howManyEnemy: [[1, 1]],
        },
      ),
    );
    watchForPefs(ctx, enc);
    const { events } = done();
    const rolls = ofType(events, 'roll')
      .filter((r) => r.purpose === 'pefResolution')
      .map((r) => r.dice);
    expect(rolls).toEqual([
      [3, 5],
      [6, 2, 3],
    ]);
    const tests = ofType(events, 'test').filter((e) => e.test === 'pefResolution');
    expect(tests.map((t) => t.result)).toEqual(['somethingsOutThere', 'contact']);
    expect(tests[1]!.modifiers?.[0]?.id).toBe('somethingsOutThere');
    expect(enc.wary).toBe(false);
  });

  it('0 passed: false alarm — the PEF is gone and nobody appears', () => {
    const { ctx, enc, done } = ctxOn(table([[18, 14]], { pefResolution: [[5, 6]] }));
    watchForPefs(ctx, enc);
    const { state, events } = done();
    expect(ofType(events, 'pef').find((e) => e.action === 'resolved')!.result).toBe('falseAlarm');
    expect(state.sides.find((s) => s.id === 'enemy')!.figures).toEqual([]);
    expect(enc.resolved).toBe(1);
  });

  it('resolves nothing out of sight', () => {
    const house = {
      id: 'b1',
      type: 'building',
      polygon: [
        [15, 15],
        [21, 15],
        [21, 18],
        [15, 18],
      ],
      dv: 3,
      floors: 1,
      areas: 1,
      openings: [],
    } as TerrainPiece;
    const { ctx, enc, done } = ctxOn(table([[18, 8]], {}, [house]));
    enc.buildings = [];
    watchForPefs(ctx, enc);
    expect(ofType(done().events, 'pef')).toEqual([]);
  });
});

describe('PEFs and buildings', () => {
  const house = {
    id: 'b1',
    type: 'building',
    polygon: [
      [14, 16],
      [22, 16],
      [22, 22],
      [14, 22],
    ],
    dv: 3,
    floors: 2,
    areas: 2,
    openings: [{ kind: 'door', at: [18, 22] }],
  } as TerrainPiece;

  it('a building first seen within 12" makes a PEF; if it is not enemies, entering searches each floor with 3d6 keeping the lowest two', () => {
    const { ctx, enc, done } = ctxOn(
      table(
        [],
        {
          pefResolution: [
            [6, 5],
            [6, 6, 5],
            [6, 5, 5],
          ],
        },
        [house],
      ),
    );
    watchForPefs(ctx, enc);
    expect(enc.buildings[0]).toMatchObject({ approached: true, searchOnEntry: true, entered: false });
    ctx.fig('star').at = [18, 19];
    ctx.touched();
    watchForPefs(ctx, enc);
    const { events } = done();
    const rolls = ofType(events, 'roll')
      .filter((r) => r.purpose === 'pefResolution')
      .map((r) => r.dice);
    expect(rolls).toEqual([
      [6, 5],
      [6, 6, 5],
      [6, 5, 5],
    ]);
    const tests = ofType(events, 'test').filter((e) => e.test === 'pefResolution');
    expect(tests.map((t) => t.result)).toEqual(['falseAlarm', 'falseAlarm', 'falseAlarm']);
    expect(tests[1]!.modifiers?.map((m) => m.id)).toEqual(['buildingEntered']);
    expect(enc.buildings[0]).toMatchObject({ entered: true, searchOnEntry: false });
  });

  it('a contact on first sight puts the enemy inside the building, and entering it later finds nothing more', () => {
    const { ctx, enc, done } = ctxOn(table([], { pefResolution: [[1, 1]], howManyEnemy: [[1, 4]] }, [house]));
    watchForPefs(ctx, enc);
    const { state, events } = done();
    const ids = ofType(events, 'pef').find((e) => e.action === 'resolved')!.enemies!;
    expect(ids).toHaveLength(4);
    for (const id of ids) {
      const [x, y] = state.figures[id]!.at;
      expect(x > 14 && x < 22 && y > 16 && y < 22).toBe(true);
    }
    expect(enc.buildings[0]).toMatchObject({ approached: true, searchOnEntry: false });
  });

  it('a building farther than 12" makes no PEF', () => {
    const far = {
      ...house,
      polygon: [
        [14, 2],
        [22, 2],
        [22, 8],
        [14, 8],
      ],
      openings: [{ kind: 'door', at: [18, 8] }],
    } as TerrainPiece;
    const { ctx, enc } = ctxOn(table([], {}, [far]));
    watchForPefs(ctx, enc);
    expect(enc.buildings[0]!.approached).toBe(false);
  });
});
