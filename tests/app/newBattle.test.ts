import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { buildBattleScenario, DEFAULT_OPTIONS, ENEMY_SIDE, PLAYER_SIDE } from '../../src/app/newBattle';
import { validateScenario } from '../../src/rulesets/chain-reaction/scenario/validate';
import { initialState } from '../../src/rulesets/chain-reaction/start';
import { groupsOf } from '../../src/rulesets/chain-reaction/engine/world';
import { sectionOf } from '../../src/geometry/shapes';
import { weaponFor } from '../../src/app/forces';
import { distToPolygon } from '../../src/geometry/vec';
import type { Vec } from '../../src/geometry/shapes';

describe('a new battle from the menu', () => {
  it('is always a valid scenario file, with the player at the bottom edge in one group', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 12 }),
        fc.integer({ min: 1, max: 8 }),
        fc.constantFrom('clear', 'urban', 'wooded', 'mountain', 'random' as const),
        fc.constantFrom('military', 'police', 'gang', 'guerilla', 'militia' as const),
        (seed, groupSize, terrain, playerForce) => {
          const sc = buildBattleScenario({ ...DEFAULT_OPTIONS, seed, groupSize, terrain, playerForce });
          const v = validateScenario(sc);
          expect(v.ok).toBe(true);
          if (!v.ok) return;
          const s = initialState(v.value);
          const mine = Object.values(s.figures).filter((f) => f.side === PLAYER_SIDE);
          expect(mine).toHaveLength(groupSize);
          for (const f of mine) expect([7, 8, 9]).toContain(sectionOf(f.at));
          for (const f of Object.values(s.figures).filter((x) => x.side === ENEMY_SIDE))
            expect([1, 2, 3]).toContain(sectionOf(f.at));
          expect(groupsOf(s, PLAYER_SIDE)).toHaveLength(1);
          expect(mine.filter((f) => f.star)).toHaveLength(1);
          expect(s.sides.map((x) => x.control)).toEqual(['human', 'ai']);
        },
      ),
      { numRuns: 25 },
    );
  });

  it('keeps a big group together on a crowded town edge (seed once found split in four)', () => {
    const sc = buildBattleScenario({
      ...DEFAULT_OPTIONS,
      seed: '2Xe|c',
      groupSize: 6,
      terrain: 'urban',
      playerForce: 'military',
    });
    const v = validateScenario(sc);
    expect(v.ok).toBe(true);
    if (!v.ok) return;
    expect(groupsOf(initialState(v.value), PLAYER_SIDE)).toHaveLength(1);
  });

  it('never sets a figure up on impassable ground, water or a building, even where no line fits (soak case 41001296)', () => {
    type Sc = { terrain: { type: string; polygon?: Vec[] }[]; sides: { id: string; figures: { at: Vec }[] }[] };
    const onBlocked = (sc: Sc) =>
      sc.sides.flatMap((side) =>
        side.figures
          .filter((f) =>
            sc.terrain.some(
              (t) =>
                ['building', 'water', 'impassable'].includes(t.type) &&
                t.polygon &&
                distToPolygon(f.at, t.polygon) < 0.7,
            ),
          )
          .map((f) => `${side.id} at (${f.at})`),
      );
    // A mountain table whose top edge is impassable but for a narrow pass and a road: the enemy stood in a
    // straight line inside the mountain, could never walk out and ended its activations every turn.
    const sc = buildBattleScenario({
      kind: 'skirmish',
      seed: 'app-41001296-btaa',
      terrain: 'mountain',
      light: 'day',
      playerForce: 'gang',
      enemyForce: 'military',
      groupSize: 7,
      starRep: 4,
      enemySize: 8,
    }) as unknown as Sc;
    expect(onBlocked(sc)).toEqual([]);
    expect(sc.sides.map((x) => x.figures.length)).toEqual([7, 8]);
    const v = validateScenario(sc);
    expect(v.ok).toBe(true);
    if (!v.ok) return;
    const s = initialState(v.value);
    for (const f of Object.values(s.figures))
      expect(f.side === PLAYER_SIDE ? [7, 8, 9] : [1, 2, 3]).toContain(sectionOf(f.at));
    // Crowded mountain and town edges, big groups: nobody on blocked ground.
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 12 }),
        fc.constantFrom('mountain', 'urban' as const),
        (seed, terrain) => {
          const b = buildBattleScenario({
            ...DEFAULT_OPTIONS,
            seed,
            terrain,
            groupSize: 8,
            enemySize: 8,
          }) as unknown as Sc;
          expect(onBlocked(b)).toEqual([]);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('the same seed gives the same battle, another seed another', () => {
    const a = buildBattleScenario({ ...DEFAULT_OPTIONS, seed: 'same' });
    expect(buildBattleScenario({ ...DEFAULT_OPTIONS, seed: 'same' })).toEqual(a);
    expect(buildBattleScenario({ ...DEFAULT_OPTIONS, seed: 'other' })).not.toEqual(a);
  });

  it('arms each force from its list: soldiers carry a SAW in four', () => {
    expect([0, 1, 2, 3, 4].map((i) => weaponFor('military', i))).toEqual(['AR', 'AR', 'AR', 'SAW', 'AR']);
    expect([0, 1, 2].map((i) => weaponFor('police', i))).toEqual(['P', 'SG', 'SMG']);
  });

  it("matches the enemy's numbers to the player's group unless told", () => {
    const sc = buildBattleScenario({ ...DEFAULT_OPTIONS, seed: 'n', groupSize: 6 }) as {
      sides: { figures: unknown[] }[];
    };
    expect(sc.sides[1]!.figures).toHaveLength(6);
    const sc2 = buildBattleScenario({ ...DEFAULT_OPTIONS, seed: 'n', groupSize: 6, enemySize: 3 }) as {
      sides: { figures: unknown[] }[];
    };
    expect(sc2.sides[1]!.figures).toHaveLength(3);
  });
});
