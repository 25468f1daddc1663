// The computer's routes (engine/route.ts findRoute): the straightened stretches between doorways are joined
// into one polyline. On generated Patrol tables of every kind, between seeded points: a route starts at the
// figure's own spot, ends at the goal (both on open cells here) and never gives the same point twice in a row.
import seedrandom from 'seedrandom';
import { describe, expect, it } from 'vitest';
import { buildEncounter, randomEncounterScenario } from '../../../../src/rulesets/chain-reaction/sim/encounter';
import { findRoute, openAt } from '../../../../src/rulesets/chain-reaction/engine/route';
import type { Vec } from '../../../../src/geometry/shapes';

const TABLES = ['clear', 'urban', 'wooded', 'mountain'] as const;

describe('findRoute joins its stretches into one polyline', () => {
  it('from the spot to the goal, no point twice, on every kind of generated table', () => {
    let routes = 0;
    let long = 0;
    TABLES.forEach((kind) => {
      const s = randomEncounterScenario(`route-${kind}`, { encounter: 'patrol', terrain: kind });
      const terrain = buildEncounter(s).state.terrain;
      // A seeded stream of the test's own (the game's dice are not involved).
      const r = seedrandom.alea(`route-points-${kind}`);
      for (let n = 0; n < 60; n++) {
        const from: Vec = [1 + r() * 34, 1 + r() * 34];
        const to: Vec = [1 + r() * 34, 1 + r() * 34];
        if (!openAt(terrain, from) || !openAt(terrain, to)) continue;
        const route = findRoute(terrain, from, to);
        if (!route) continue;
        routes++;
        if (route.length > 2) long++;
        expect(route[0]).toBe(from);
        // An open goal cell: the route ends at the goal itself.
        expect(route[route.length - 1]).toBe(to);
        for (let k = 1; k < route.length; k++) {
          const a = route[k - 1]!,
            b = route[k]!;
          expect(Math.hypot(a[0] - b[0], a[1] - b[1])).toBeGreaterThan(1e-9);
        }
      }
    });
    // Enough routes, and enough with turns (several stretches joined), for the checks to mean something.
    expect(routes).toBeGreaterThan(150);
    expect(long).toBeGreaterThan(40);
  });
});
