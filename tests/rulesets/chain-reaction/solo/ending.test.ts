// Every encounter ends, and a side that has won goes on to end it: the non-player groups go to find a
// player figure they cannot see rather than "remain in cover" for ever; the autopilot makes for what the
// encounter needs (an objective no route reaches sends the raiders home); routes keep off the table's
// outermost half-inch, where no base fits; a PEF with nowhere to hide stands on ground a figure can reach.
import { describe, expect, it } from 'vitest';
import { runBattle } from '../../../../src/rulesets/chain-reaction/game';
import { buildEncounter, randomEncounterScenario } from '../../../../src/rulesets/chain-reaction/sim/encounter';
import { findRoute } from '../../../../src/rulesets/chain-reaction/engine/route';
import { standable } from '../../../../src/rulesets/chain-reaction/spots';
import { npCommand } from '../../../../src/rulesets/chain-reaction/solo/npPolicy';
import { activationKey } from '../../../../src/rulesets/chain-reaction/solo/npPlan';
import { soloOf } from '../../../../src/rulesets/chain-reaction/solo/types';
import type { TerrainPiece, Vec } from '../../../../src/geometry/shapes';
import { encounter, patrolSide } from './helpers';
import { freshBookkeeping } from '../../../../src/rulesets/chain-reaction/state';

const ENCOUNTER_ENDS: Record<string, string[]> = {
  patrol: ['objectiveMet', 'playerLeft', 'playerDestroyed', 'timeUp'],
  raid: ['objectiveMet', 'playerLeft', 'playerDestroyed', 'timeUp'],
  defend: ['enemyBeaten', 'heldOut', 'enemyObjective', 'playerLeft', 'playerDestroyed'],
};

describe('every encounter ends by its own rules', () => {
  it.each(['patrol', 'raid', 'defend'] as const)(
    'all-computer %s runs end (objective, a side gone or leaving, or the turn limit)',
    (kind) => {
      for (let i = 0; i < 6; i++) {
        const r = runBattle(buildEncounter(randomEncounterScenario(`ending-${kind}-${i}`, { encounter: kind })).state, {
          keepEvents: false,
        });
        expect(r.need.kind, `ending-${kind}-${i}`).toBe('ended');
        expect(ENCOUNTER_ENDS[kind]).toContain(r.state.ended?.reason);
        expect(r.state.turn).toBeLessThanOrEqual(kind === 'defend' ? 20 : 30);
      }
    },
    120_000,
  );
});

describe('the non-player side goes to find an enemy it cannot see', () => {
  it('a group told to "remain in cover" with every player figure hidden behind a house moves instead of waiting', () => {
    const house = {
      id: 'h',
      type: 'building' as const,
      polygon: [
        [8, 14],
        [28, 14],
        [28, 22],
        [8, 22],
      ] as [number, number][],
      dv: 3,
      floors: 1,
      areas: 1,
      openings: [{ kind: 'door' as const, at: [18, 14] as [number, number] }],
    };
    const { state } = encounter({
      generate: { encounter: 'patrol', terrain: 'clear' },
      terrain: [house],
      sides: [patrolSide(2, 30)],
    });
    const enemy = {
      id: 'e1',
      side: 'enemy',
      rep: 4,
      star: false,
      weapon: 'AR',
      melee: 'one-hand',
      at: [18, 6] as Vec,
      facing: 90,
      stance: 'standing',
      status: 'carryOn',
      ammo: 'loaded',
      starPower: 0,
      ...freshBookkeeping(),
    };
    const s = structuredClone(state);
    s.turn = 3;
    s.figures.e1 = enemy as never;
    s.sides.find((x) => x.id === 'enemy')!.figures.push('e1');
    s.active = { side: 'enemy', leader: 'e1', figures: ['e1'], seen: [] };
    const enc = soloOf(s)!;
    enc.pefs.forEach((p) => {
      p.resolved = 'falseAlarm';
    });
    enc.npPlan = {
      key: activationKey(3, 'e1', ['e1']),
      turn: 3,
      leader: 'e1',
      result: 'holdOrNearestCover',
      column: 'otherwise',
      fire: ['e1'],
      flank: [],
    };
    const cmd = npCommand(s, { kind: 'command', side: 'enemy', groups: ['e1'], active: 'e1' }, enc);
    expect(cmd.do).toBe('move');
  });
});

describe('ways and places a figure can use', () => {
  it('a route never runs along the outermost half-inch of the table (no base fits there)', () => {
    // Impassable ground to within half an inch of the right edge: the sliver beside it is no way through.
    const rock: TerrainPiece = {
      id: 'x',
      type: 'impassable',
      polygon: [
        [20, 26],
        [35.48, 26],
        [35.48, 34],
        [20, 34],
      ],
    } as TerrainPiece;
    const route = findRoute([rock], [34, 22], [34, 35.2]);
    for (const p of route ?? [])
      expect(p[0] <= 35.5 && p[1] <= 35.5 && p[0] >= 0.5 && p[1] >= 0.5, JSON.stringify(route)).toBe(true);
  });

  it('a PEF whose section has no hiding place stands where a figure could stand, not inside impassable ground', () => {
    // Section 2 (x 12-24, y 0-12) nearly all impassable, its centre included.
    const rock = {
      id: 'x',
      type: 'impassable' as const,
      polygon: [
        [13, 0.5],
        [23, 0.5],
        [23, 11.5],
        [13, 11.5],
      ] as [number, number][],
    };
    const { enc, state } = encounter({
      generate: { encounter: 'raid', terrain: 'clear' },
      terrain: [rock],
      sides: [patrolSide(2, 30)],
      dice: { pefPlacement: [[2], [1], [3]] },
    });
    const pef = enc.pefs[0]!;
    expect(pef.section).toBe(2);
    expect(standable(state.terrain, pef.at), JSON.stringify(pef.at)).toBe(true);
  });
});
