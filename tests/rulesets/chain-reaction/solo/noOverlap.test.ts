// No two figures are ever placed overlapping (a figure stands on a 1" base): a contact revealed in a
// building spreads over its areas and floors as far as they hold it (four to an area) and the rest come
// out around it; and, over random seeded encounters, nobody overlaps after set-up or after any contact.
import { describe, expect, it } from 'vitest';
import { watchForPefs } from '../../../../src/rulesets/chain-reaction/solo/watch';
import { AREA_HOLDS } from '../../../../src/rulesets/chain-reaction/solo/placing';
import { seededDice } from '../../../../src/core/dice/source';
import { begin, computerCommand, reduce } from '../../../../src/rulesets/chain-reaction/game';
import { buildEncounter, randomEncounterScenario } from '../../../../src/rulesets/chain-reaction/sim/encounter';
import { SOAK_ENCOUNTERS, SOAK_TABLES } from '../../../../src/rulesets/chain-reaction/sim/soak';
import type { GameState } from '../../../../src/rulesets/chain-reaction/state';
import type { TerrainPiece } from '../../../../src/geometry/shapes';
import { BARE, ctxOn, encounter, ofType, patrolSide } from './helpers';

/** Pairs of figures on the table whose 1" bases overlap (centres under 1" apart). */
function overlapping(s: GameState, among?: ReadonlySet<string>): string[] {
  const on = Object.values(s.figures).filter((f) => f.status !== 'offTable' && !f.carriedBy);
  const out: string[] = [];
  for (let i = 0; i < on.length; i++)
    for (let j = i + 1; j < on.length; j++) {
      const [a, b] = [on[i]!, on[j]!];
      if (among && !among.has(a.id) && !among.has(b.id)) continue;
      const d = Math.hypot(a.at[0] - b.at[0], a.at[1] - b.at[1]);
      if (d < 1 - 1e-6) out.push(`${a.id}/${b.id} ${d.toFixed(3)}"`);
    }
  return out;
}

function houseOf(floors: number, areas: number, w = 6): TerrainPiece {
  return {
    id: 'b1',
    type: 'building',
    polygon: [
      [15, 12],
      [15 + w, 12],
      [15 + w, 18],
      [15, 18],
    ],
    dv: 3,
    floors,
    areas,
    openings: [{ kind: 'door', at: [18, 18] }],
  } as TerrainPiece;
}

/** A contact of 8 found in the building on first sight (How Many Enemy: a group of 5, plus 3). */
function contactOf8(house: TerrainPiece, pefInside = false) {
  const { state } = encounter({
    generate: { encounter: 'patrol', terrain: 'clear' },
    terrain: [...BARE, house] as never,
    sides: [patrolSide(5, 27, 'script', 15)],
  });
  // A PEF that has moved into the building, or none (the building itself makes one on first sight).
  (state.encounter as unknown as { pefs: unknown[] }).pefs = pefInside
    ? [{ id: 'pef1', at: [18, 15], section: 2 }]
    : [];
  state.dice = seededDice('contact-8', { pefResolution: [[1, 1]], howManyEnemy: [[6, 6]] });
  const { ctx, enc, done } = ctxOn(state);
  watchForPefs(ctx, enc);
  const out = done();
  const ids = ofType(out.events, 'pef').find((e) => e.action === 'resolved')!.enemies!;
  const inside = (id: string) => {
    const [x, y] = out.state.figures[id]!.at;
    const xs = (house as { polygon: readonly (readonly [number, number])[] }).polygon.map((p) => p[0]);
    return x > 15 && x < Math.max(...xs) && y > 12 && y < 18;
  };
  return { state: out.state, ids, inside };
}

describe('a contact revealed in a building', () => {
  it('a small one-area building holds four, spread a base and a half apart; the other four come out around it', () => {
    const { state, ids, inside } = contactOf8(houseOf(1, 1));
    expect(ids).toHaveLength(8);
    const inn = ids.filter(inside);
    expect(inn).toHaveLength(AREA_HOLDS);
    for (const a of inn)
      for (const b of inn)
        if (a !== b) {
          const [p, q] = [state.figures[a]!.at, state.figures[b]!.at];
          expect(Math.hypot(p[0] - q[0], p[1] - q[1])).toBeGreaterThanOrEqual(1.5);
        }
    // Those outside stand within 4" of one already placed, so they start as one group with those inside.
    for (const id of ids.filter((x) => !inside(x))) {
      const p = state.figures[id]!.at;
      const near = ids.some(
        (o) => o !== id && Math.hypot(p[0] - state.figures[o]!.at[0], p[1] - state.figures[o]!.at[1]) <= 4,
      );
      expect(near, id).toBe(true);
    }
    expect(overlapping(state)).toEqual([]);
  });

  it('a two-floor building holds eight: four on the ground floor, four upstairs, none above another', () => {
    const { state, ids, inside } = contactOf8(houseOf(2, 2));
    expect(ids.filter(inside)).toHaveLength(8);
    const up = ids.filter((id) => state.figures[id]!.floor);
    expect(up).toHaveLength(4);
    for (const id of up) expect(state.figures[id]!.floor).toEqual({ building: 'b1', level: 1 });
    expect(overlapping(state)).toEqual([]);
  });

  it('a wide building of two rooms a floor spreads the contact over both rooms', () => {
    const { state, ids } = contactOf8(houseOf(1, 2, 12));
    const rooms = ids.map((id) => (state.figures[id]!.at[0] < 21 ? 'west' : 'east'));
    expect(rooms.filter((r) => r === 'west')).toHaveLength(4);
    expect(rooms.filter((r) => r === 'east')).toHaveLength(4);
    expect(overlapping(state)).toEqual([]);
  });
});

describe('a contact found where a PEF had moved into a building', () => {
  it('spreads over the building as a building contact does, the rest around it', () => {
    const { state, ids, inside } = contactOf8(houseOf(1, 1), true);
    expect(ids).toHaveLength(8);
    const inn = ids.filter(inside);
    expect(inn).toHaveLength(AREA_HOLDS);
    for (const a of inn)
      for (const b of inn)
        if (a !== b) {
          const [p, q] = [state.figures[a]!.at, state.figures[b]!.at];
          expect(Math.hypot(p[0] - q[0], p[1] - q[1])).toBeGreaterThanOrEqual(1.5);
        }
    expect(overlapping(state)).toEqual([]);
  });
});

describe('no overlapping figures, over random seeded encounters', () => {
  it('after set-up and after every contact revealed, no two bases overlap', () => {
    let contacts = 0;
    for (let i = 0; i < 36; i++) {
      const seed = `overlap-${i}`;
      const sc = randomEncounterScenario(seed, {
        encounter: SOAK_ENCOUNTERS[i % 3]!,
        terrain: SOAK_TABLES[Math.floor(i / 3) % 4]!,
        minFigures: 3,
        maxFigures: 6,
      });
      const built = buildEncounter(sc, { turnLimit: 6 });
      expect(overlapping(built.state), `${seed} at set-up`).toEqual([]);
      const r = begin(built.state);
      let state = r.state;
      let need = r.need;
      for (let n = 0; n < 3000 && need.kind === 'command'; n++) {
        const step = reduce(state, computerCommand(state, need));
        if (!step.ok) throw new Error(`${seed}: ${step.error}`);
        state = step.state;
        need = step.need;
        for (const e of step.events)
          if (e.type === 'pef' && e.action === 'resolved' && e.enemies?.length) {
            contacts++;
            // The new figures, as the step left them, against everyone on the table then.
            expect(overlapping(state, new Set(e.enemies)), `${seed}: contact ${e.pef}`).toEqual([]);
          }
      }
    }
    expect(contacts).toBeGreaterThan(5);
  }, 300_000);
});
