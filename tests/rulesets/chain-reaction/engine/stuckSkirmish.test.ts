// Fresh all-computer skirmishes that used to run to the turn limit (issue 19 item 13), each kept as a case:
// a corridor no bound can stop in (an alley narrower than a base, a road through a mountain), and two prone
// rocket launchers that only ever reloaded and fired. scripts/freshEnding.ts finds such seeds.
import { describe, expect, it } from 'vitest';
import { runBattle } from '../../../../src/rulesets/chain-reaction/game';
import { randomSkirmish } from '../../../../src/rulesets/chain-reaction/sim/skirmish';
import { mayEndMove, standable } from '../../../../src/rulesets/chain-reaction/spots';
import { findRoute, findStopRoute } from '../../../../src/rulesets/chain-reaction/engine/route';
import type { TerrainPiece } from '../../../../src/geometry/shapes';

const BLUE_AT: [number, number] = [26.25, 28.178];
const RED_AT: [number, number] = [26.25, 24.119];
const ends = (seed: string) => runBattle(randomSkirmish(seed), { maxTurns: 100, keepEvents: false }).need.kind;

describe('all-computer skirmishes that used to stall end', () => {
  // Two lone figures at either end of a 1"-wide alley between buildings: the only route between them runs
  // down it, nobody can stop in it, and neither could see the other through it.
  it('"fresh8-18": from where they stood for 100 turns, a figure goes round the alley, and the battle ends', () => {
    const s = randomSkirmish('fresh8-18');
    // Halfway down the alley: walkable, but nowhere to stand.
    expect(standable(s.terrain, [26.25, 26.2])).toBe(false);
    expect(findRoute(s.terrain, BLUE_AT, RED_AT)).toHaveLength(2);
    // The way round the houses, every corner of it ground to stop on.
    const round = findStopRoute(s.terrain, BLUE_AT, RED_AT)!;
    expect(round.length).toBeGreaterThan(2);
    for (const p of round.slice(1, -1)) expect(mayEndMove(s.terrain, p), `(${p})`).toBe(true);
    // The two who were left, where they stood turn after turn.
    const left = {
      ...s,
      figures: { blue1: { ...s.figures.blue1!, at: BLUE_AT }, red1: { ...s.figures.red1!, at: RED_AT } },
    };
    expect(runBattle(left, { maxTurns: 60, keepEvents: false }).need.kind).toBe('ended');
    expect(ends('fresh8-18')).toBe('ended');
  });

  // Rain on a mountain table: the only way between the sides is a road through a mountain, crossed at a
  // quarter of the pace: four bounds at least, each ending on the road.
  it('"fresh9-411": a bound may end on a road through impassable ground, so the mountain road is crossed', () => {
    const s = randomSkirmish('fresh9-411');
    const onRoad: [number, number] = [30, 30];
    expect(standable(s.terrain, onRoad)).toBe(false);
    expect(mayEndMove(s.terrain, onRoad)).toBe(true);
    // Off the road, inside the mountain: nowhere to stop.
    expect(mayEndMove(s.terrain, [27, 30])).toBe(false);
    expect(findRoute(s.terrain, [26.25, 35.25], [30, 23])).toBeDefined();
    expect(findStopRoute(s.terrain, [26.25, 35.25], [30, 23])).toBeDefined();
    expect(ends('fresh9-411')).toBe('ended');
  });

  // Night, 11" apart, both prone with rocket launchers: a rocket landing on a prone figure does it no harm,
  // and a figure that reloaded never moved, so each turn both reloaded or fired, for ever.
  it('"fresh9-395": in a long battle a figure that reloaded also closes on the enemy, and the battle ends', () => {
    expect(ends('fresh9-395')).toBe('ended');
  });

  // Two buildings 1" apart (the book's 1/2d6" gap), a window of each facing the other's: two windows cost 8",
  // a whole move, and nobody can stop in the gap, so that way can never be walked a bound at a time. The
  // stop route goes out by one building's door and in by the other's (app soak case 86000299, a Defend).
  it('two windows facing across a 1" gap: the stop route takes the doors, never the windows', () => {
    const house = (id: string, y0: number, window: [number, number], door: [number, number]): TerrainPiece => ({
      id,
      type: 'building',
      polygon: [
        [15, y0],
        [21, y0],
        [21, y0 + 6],
        [15, y0 + 6],
      ],
      dv: 1,
      floors: 1,
      areas: 1,
      openings: [
        { kind: 'window', at: window },
        { kind: 'door', at: door },
      ],
    });
    const terrain = [house('b2', 20, [18, 26], [21, 23]), house('b1', 27, [18, 27], [21, 30])];
    const from: [number, number] = [17, 24.9];
    const to: [number, number] = [18, 30];
    expect(standable(terrain, [18, 26.5])).toBe(false);
    // The cheapest way is through both windows, straight across the gap.
    const cheap = findRoute(terrain, from, to)!;
    expect(cheap.some((p) => p[1] > 26 && p[1] < 27)).toBe(true);
    const way = findStopRoute(terrain, from, to)!;
    expect(way.some((p) => p[1] > 26 && p[1] < 27)).toBe(false);
    expect(way.some((p) => p[0] > 21)).toBe(true);
  });
});
