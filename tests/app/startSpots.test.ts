// Every start spot the game makes keeps the figure's whole base (half an inch round its centre) off building
// outlines and wall and fence lines, and out of buildings, water and impassable ground: in a skirmish, a Patrol,
// a Defend and a Raid, played alone, head to head and by two or three players on one side. Before, the same-side
// groups were set in two files with no look at the table (a figure stood on a building's outline at
// [27.75, 29]) and the menu's groups kept clear of buildings but not of wall lines; the file check for a figure in
// a wall (src/scenario/placement.ts) had to be taken back for it (issue 19).
import { describe, expect, it } from 'vitest';
import { buildScenarioFor, type PlayChoice } from '../../src/app/players/setup';
import { DEFAULT_OPTIONS, BATTLE_KINDS } from '../../src/app/newBattle';
import { validateScenario } from '../../src/rulesets/chain-reaction/scenario/validate';
import { BASE_RADIUS, type Vec } from '../../src/geometry/shapes';
import { distToSegment, pointInPolygon } from '../../src/geometry/vec';

type Piece = { id: string; type: string; polygon?: Vec[]; line?: Vec[] };
type File = { terrain: Piece[]; sides: { figures: { id: string; at: Vec }[] }[] };

/** Why a base at `p` is not clear of the table's pieces, or undefined when it is. */
function whyNotClear(terrain: readonly Piece[], p: Vec): string | undefined {
  for (const t of terrain) {
    const pts = t.polygon ?? t.line ?? [];
    const closed = !!t.polygon;
    let d = Infinity;
    for (let i = closed ? 0 : 1; i < pts.length; i++)
      d = Math.min(d, distToSegment(p, pts[closed ? i : i - 1]!, pts[closed ? (i + 1) % pts.length : i]!));
    if ((t.type === 'wall' || t.type === 'fence' || t.type === 'building') && d < BASE_RADIUS)
      return `${d.toFixed(2)}" from ${t.type} ${t.id}'s line`;
    if ((t.type === 'building' || t.type === 'water' || t.type === 'impassable') && pointInPolygon(p, t.polygon!))
      return `inside ${t.type} ${t.id}`;
  }
  return undefined;
}

const PLAYS: (PlayChoice | undefined)[] = [
  undefined,
  { mode: 'headToHead', names: ['Ana', 'Bo'] },
  { mode: 'sameSide', names: ['Ana', 'Bo'] },
  { mode: 'sameSide', names: ['Ana', 'Bo', 'Cy'] },
];

describe('start spots the game makes', () => {
  it('keep every base clear, and every file passes the file check, on 160 new seeds of every kind and way of play', () => {
    const bad: string[] = [];
    for (let i = 0; i < 160; i++) {
      const kind = BATTLE_KINDS[i % 4]!;
      const play = PLAYS[Math.floor(i / 4) % 4];
      const seed = `engine17-${i}`;
      const file = buildScenarioFor({ ...DEFAULT_OPTIONS, kind, seed, groupSize: 6 }, play) as unknown as File;
      for (const side of file.sides)
        for (const f of side.figures) {
          const why = whyNotClear(file.terrain, f.at);
          if (why) bad.push(`${seed} ${kind} ${play?.mode ?? 'solo'}: ${f.id} at [${f.at.join(', ')}] ${why}`);
        }
      const checked = validateScenario(file);
      if (!checked.ok) bad.push(`${seed} ${kind} ${play?.mode ?? 'solo'}: ${checked.error.message}`);
    }
    expect(bad).toEqual([]);
  });
});
