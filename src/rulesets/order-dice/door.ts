// What the hosts read of a game besides the reducer (DOOR.md, "Sim side"): the final line, the batch
// outcome, the table as text, query answers, the file's commands, each side's control.
import { sees } from './terrain';
import { activeUnits, liveFigures, unitOf, type OdState } from './state';
import type { OdScenario } from './scenario';
import type { Order } from './vocab';
import type { Outcome } from '../../core/ruleset';

export interface FinalLine {
  type: 'final';
  turn: number;
  winner: string | null;
  figures: Record<string, { status: 'active' | 'dead'; at: [number, number]; unit: string }>;
  units: Record<string, { status: 'active' | 'destroyed'; pins: number; order: Order | null }>;
  kills: Record<string, number>;
}

export function finalLine(s: OdState): FinalLine {
  const figures: FinalLine['figures'] = {};
  const units: FinalLine['units'] = {};
  for (const u of s.units) {
    units[u.id] = { status: u.destroyed ? 'destroyed' : 'active', pins: u.pins, order: u.order };
    for (const f of u.figures)
      figures[f.id] = { status: f.alive && !u.destroyed ? 'active' : 'dead', at: [f.at[0], f.at[1]], unit: u.id };
  }
  return {
    type: 'final',
    turn: s.turn,
    winner: s.phase.kind === 'ended' ? s.phase.winner : null,
    figures,
    units,
    kills: { ...s.kills },
  };
}

/** How the game stands for `sim batch`: over or not, the winner, why, and the figures each side lost. */
export function outcome(s: OdState): Outcome {
  const lost: Record<string, number> = {};
  for (const side of s.sides)
    lost[side.id] = s.units
      .filter((u) => u.side === side.id)
      .reduce((a, u) => a + u.figures.filter((f) => !f.alive || u.destroyed).length, 0);
  const ended = s.phase.kind === 'ended';
  const reason = ended
    ? s.phase.kind === 'ended' && s.phase.reason.startsWith('a side')
      ? 'sideDestroyed'
      : 'timeUp'
    : undefined;
  return {
    ended,
    winner: s.phase.kind === 'ended' ? s.phase.winner : null,
    ...(reason ? { reason } : {}),
    turns: s.turn,
    lost,
  };
}

const GROUND: Record<string, string> = {
  woods: 'T',
  rocky: 'r',
  water: '~',
  river: '~',
  road: '=',
  impassable: 'X',
  scrub: ',',
  rubble: ';',
  building: '#',
  hill: '^',
};

function inPoly(x: number, y: number, poly: readonly (readonly [number, number])[]): boolean {
  let inside = false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const a = poly[i]!;
    const b = poly[j]!;
    if (a[1] > y !== b[1] > y && x < a[0] + ((y - a[1]) * (b[0] - a[0])) / (b[1] - a[1])) inside = !inside;
  }
  return inside;
}

/** `sim show`: a title naming the file, then the table. */
export function show(_sc: OdScenario, s: OdState, file: string): string[] {
  return [`${file}: order dice, ${s.table.width}" x ${s.table.height}", turn ${s.turn}`, ...showTable(s).split('\n')];
}

/** The table as text, one character per inch: ground, then living figures by their side's initial. */
export function showTable(s: OdState): string {
  const rows: string[][] = [];
  for (let y = 0; y < s.table.height; y++) {
    const row: string[] = [];
    for (let x = 0; x < s.table.width; x++) {
      let c = '.';
      for (const t of s.terrain) if ('polygon' in t && inPoly(x + 0.5, y + 0.5, t.polygon)) c = GROUND[t.type] ?? c;
      row.push(c);
    }
    rows.push(row);
  }
  for (const t of s.terrain)
    if (t.type === 'wall' || t.type === 'fence')
      for (let i = 0; i + 1 < t.line.length; i++) {
        const [a, b] = [t.line[i]!, t.line[i + 1]!];
        const n = Math.ceil(Math.hypot(b[0] - a[0], b[1] - a[1]) * 2);
        for (let k = 0; k <= n; k++) {
          const x = Math.floor(a[0] + ((b[0] - a[0]) * k) / n);
          const y = Math.floor(a[1] + ((b[1] - a[1]) * k) / n);
          if (rows[y]?.[x] !== undefined) rows[y]![x] = t.type === 'wall' ? '|' : ':';
        }
      }
  for (const o of s.objectives) {
    const [x, y] = [Math.floor(o.at[0]), Math.floor(o.at[1])];
    if (rows[y]?.[x] !== undefined) rows[y]![x] = '*';
  }
  const marks = s.sides.map((side, i) => (side.id[0] ?? String(i)).toUpperCase());
  for (const u of activeUnits(s)) {
    const m = marks[s.sides.findIndex((x) => x.id === u.side)]!;
    for (const f of liveFigures(u)) {
      const [x, y] = [
        Math.min(s.table.width - 1, Math.floor(f.at[0])),
        Math.min(s.table.height - 1, Math.floor(f.at[1])),
      ];
      if (rows[y]?.[x] !== undefined) rows[y]![x] = u.kind === 'vehicle' ? (m.toLowerCase() === m ? '@' : `${m}`) : m;
    }
  }
  const legend = `legend: ${s.sides.map((x, i) => `${marks[i]} ${x.id}`).join(', ')}; T woods, r rocky, ; rubble, , scrub, ~ water, = road, # building, ^ hill, | wall, : fence, X impassable, * objective`;
  return [...rows.map((r) => r.join('')), legend].join('\n');
}

export interface LosQuery {
  ask: 'los';
  from: string;
  to: string;
}

function figureAt(s: OdState, id: string): [number, number] | undefined {
  for (const u of s.units) for (const f of u.figures) if (f.id === id) return [f.at[0], f.at[1]];
  return unitOf(s, id) ? [unitOf(s, id)!.figures[0]!.at[0], unitOf(s, id)!.figures[0]!.at[1]] : undefined;
}

/** A `los` query's result: whether the two figures see each other now. */
export function answerQuery(s: OdState, query: unknown): boolean {
  const q = query as LosQuery;
  const a = figureAt(s, q.from);
  const b = figureAt(s, q.to);
  return a !== undefined && b !== undefined && sees(s.terrain, a, b);
}

export const commandsOf = (sc: OdScenario) => sc.commands;
export const queriesOf = (sc: OdScenario): LosQuery[] => sc.queries;
export const seedOf = (sc: OdScenario): string => sc.seed;
export const controlOf = (s: OdState, side: string) => s.sides.find((x) => x.id === side)?.control ?? 'ai';
