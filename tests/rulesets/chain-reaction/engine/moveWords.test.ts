// Issue 19 (play-test 15b): "Ash moves 6.0" (3.4" of it is woods, at half speed …)" cost 9.4" of an 8" move: the
// log walked the path again its own way. The move's sentence is now the engine's, from the walk it checked
// against the allowance: every number it shows adds up, and when the walk ended short of where it was sent
// (a wall, the table's edge, another's base, the move used up) it says why.
import { describe, expect, it } from 'vitest';
import { randomSkirmish } from '../../../../src/rulesets/chain-reaction/sim/skirmish';
import { reduce, runBattle } from '../../../../src/rulesets/chain-reaction/game';
import { buildEncounter, studyEncounter } from '../../../../src/rulesets/chain-reaction/sim/encounter';
import { fitCommand } from '../../../../src/rulesets/chain-reaction/view/pointerOrders';
import type { GameEvent } from '../../../../src/rulesets/chain-reaction/engine/events';
import type { GameState } from '../../../../src/rulesets/chain-reaction/state';
import type { TerrainPiece, Vec } from '../../../../src/geometry/shapes';
import type { Command } from '../../../../src/rulesets/chain-reaction/engine/commands';
import { moveText, shortOfSightText, type WalkPaid } from '../../../../src/rulesets/chain-reaction/explain/move';

const WOODS: TerrainPiece = {
  id: 'w1',
  type: 'woods',
  polygon: [
    [12, 4],
    [30, 4],
    [30, 16],
    [12, 16],
  ],
};
const HOUSE: TerrainPiece = {
  id: 'b1',
  type: 'building',
  polygon: [
    [14, 20],
    [20, 20],
    [20, 26],
    [14, 26],
  ],
  dv: 3,
  floors: 1,
  areas: 1,
  openings: [{ kind: 'door', at: [14, 25] }],
};

/** One side's two figures on a table of `terrain`, `me` at `at` and its friend at `friendAt`; `me` may act. */
function table(at: Vec, friendAt: Vec, terrain: TerrainPiece[]): { s: GameState; me: string; friend: string } {
  const s0 = randomSkirmish('words16-walk', { minFigures: 3, maxFigures: 3 });
  const side = s0.sides[0]!.id;
  const [me, friend] = Object.values(s0.figures).filter((f) => f.side === side);
  const figures: GameState['figures'] = {};
  // The other side far off in a corner, facing away, out of sight.
  for (const f of Object.values(s0.figures)) figures[f.id] = { ...f, at: [34, 34], facing: 0 };
  figures[me!.id] = { ...me!, at, facing: 0, stance: 'standing' };
  figures[friend!.id] = { ...friend!, at: friendAt, facing: 0, stance: 'standing' };
  const s: GameState = { ...s0, terrain, figures, active: { side, leader: me!.id, figures: [me!.id], seen: [] } };
  return { s, me: me!.id, friend: friend!.id };
}

/** The move's sentence when `cmd` (fitted as the table's drop fits it) is played. */
function moved(s: GameState, cmd: Command): string {
  const r = reduce(s, fitCommand(s, cmd));
  if (!r.ok) throw new Error(r.error);
  const e = r.events.find((x): x is Extract<GameEvent, { type: 'move' }> => x.type === 'move');
  return e!.text!;
}

/** The sums a move sentence shows: inches said, inches of each part, costs, and what of the allowance. */
function sums(text: string): { said: number; walked: number; costs: number; used: number; allowance: number } {
  const m = /moves (\d+\.\d)" \((.*): (\d+\.\d)" of the (\d+)" move\)/.exec(text);
  if (!m) throw new Error(`no costs in: ${text}`);
  const parts = m[2]!.split(/, | and (?=\d|going|standing|the other|what)/);
  let walked = 0;
  let costs = 0;
  for (const p of parts) {
    const inch = /^(?:the other )?(\d+\.\d)" (?:of|walked)/.exec(p);
    if (inch) walked += Number(inch[1]);
    costs += Number(/cost (\d+\.\d)"$/.exec(p)![1]);
  }
  const aside = /set (\d+\.\d)" aside/.exec(text);
  if (aside) walked += Number(aside[1]);
  return { said: Number(m[1]), walked, costs, used: Number(m[3]), allowance: Number(m[4]) };
}

describe("a move's sentence adds up, from the engine's own walk", () => {
  it('a walk into the woods: the woods at 2" an inch and the open ground add to what was used, within the move', () => {
    const { s, me } = table([6, 10], [34, 2], [WOODS]);
    const text = moved(s, { do: 'move', figure: me, path: [[26, 10]] });
    // 6" of open ground to the woods at 12, then 1" of woods for the last 2" of the move.
    expect(text).toBe(
      `${me} moves 7.0" (1.0" of woods at half speed cost 2.0" and the other 6.0" walked cost 6.0": 8.0" of the 8" move) and stops there, its move used up.`,
    );
  });

  it('a walk ending over a friend in the woods: the walk within the move, then set aside (pt15b: 9.0" of 8")', () => {
    const { s, me, friend } = table([14, 10], [18, 10], [WOODS]);
    const text = moved(s, { do: 'move', figure: me, path: [[18, 10]] });
    const n = sums(text);
    expect(n.used).toBeLessThanOrEqual(n.allowance);
    expect(n.costs).toBeCloseTo(n.used, 5);
    expect(n.walked).toBeCloseTo(n.said, 5);
    expect(text).toMatch(new RegExp(`then is set \\d\\.\\d" aside, beside ${friend}'s base rather than on it\\.$`));
  });

  it('over many seeded battles every sentence with costs adds up and stays within its allowance', () => {
    let checked = 0;
    for (const enc of ['patrol', 'raid'] as const)
      for (let i = 0; i < 4; i++) {
        const out = runBattle(buildEncounter(studyEncounter(`words16-${enc}`, i, enc)).state);
        for (const e of out.events) {
          if (e.type !== 'move' || !e.text || !/" of the \d+" move\)/.test(e.text)) continue;
          const n = sums(e.text);
          expect(n.used, e.text).toBeLessThanOrEqual(n.allowance);
          expect(n.costs, e.text).toBeCloseTo(n.used, 5);
          expect(Math.abs(n.walked - n.said), e.text).toBeLessThan(0.051);
          checked++;
        }
      }
    expect(checked).toBeGreaterThan(20);
  });

  // Play-test 17a (patrol "pt17a-01", turn 3): "Cyril moves 0.5" (0.0" of woods at half speed cost 0.0" and the
  // other 0.5" walked cost 0.5": 0.5" of the 8" move)": a graze of the woods too short to show is no part.
  it('a graze of slow ground too short to show is left out, and then the walk says no costs at all', () => {
    const graze: WalkPaid = {
      along: 0.52,
      aside: 0,
      allowance: 8,
      slow: [{ ground: 'woods', inches: 0.03, rate: 2 }],
      openings: [],
      inPlace: [],
    };
    expect(moveText('Cyril', 0.52, false, false, false, graze)).toBe('Cyril moves 0.5".');
    const door: WalkPaid = { ...graze, openings: [{ kind: 'door', cost: 2 }] };
    expect(moveText('Cyril', 0.52, false, false, false, door)).toBe(
      'Cyril moves 0.5" (going through the door cost 2.0" and 0.5" walked cost 0.5": 2.5" of the 8" move).',
    );
    let scanned = 0;
    for (const enc of ['patrol', 'raid', 'defend'] as const)
      for (let i = 0; i < 6; i++) {
        const out = runBattle(buildEncounter(studyEncounter(`pt17a-graze-${enc}`, i, enc)).state);
        for (const e of out.events)
          if (e.type === 'move' && e.text) {
            expect(e.text).not.toMatch(/\b0\.0" of /);
            scanned++;
          }
      }
    expect(scanned).toBeGreaterThan(50);
  });
});

describe('a move that walked less than it was sent says why, from the engine', () => {
  it("a building's wall", () => {
    const { s, me } = table([10, 23], [34, 2], [HOUSE]);
    expect(moved(s, { do: 'move', figure: me, path: [[17, 23]] })).toMatch(
      /moves 3\.5" and stops there: the building's wall is in the way/,
    );
  });

  it("the table's edge", () => {
    const { s, me } = table([4, 30], [34, 2], []);
    expect(moved(s, { do: 'move', figure: me, path: [[-3, 30]] })).toMatch(/and stops at the edge of the table\.$/);
  });
});

describe('a walk stopped before the spot where it came into view (soak case 31700599)', () => {
  // The numbers are the walk's: where it came into view, how far on was chosen, and what it really moved.
  it('says where it stands, not "moves 0.0" and comes into sight"', () => {
    expect(shortOfSightText('Hal', 0, 0.79, 0.75)).toBe(
      'Hal comes into sight of the enemy 0.8" along the path, but no spot there or up to 0.8" further is a whole base clear of the others: Hal does not move.',
    );
    expect(shortOfSightText('Ash', 1.24, 3.5, 0)).toBe(
      'Ash comes into sight of the enemy 3.5" along the path, but no spot there is a whole base clear of the others: Ash stops after 1.2", the last clear spot before it.',
    );
  });
});
