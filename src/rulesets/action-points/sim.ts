// What the headless sim asks of this game: the final line, the table as text, the outcome a batch counts,
// the file's queries answered, the scripted commands, and who controls a side.
import type { Vec } from '../../geometry/shapes';
import { pointInPolygon, distToSegment } from '../../geometry/vec';
import { canAct, figureOf, statusOf } from './figures';
import { shootChance, spotChance } from './chance';
import { coverOf, hasSight } from './terrain';
import type { ApQuery, ApScenario } from './scenario';
import type { Outcome } from '../../core/ruleset';
import type { ApEvent, ApState, ApStepCommand, Control } from './types';

export interface ApFinalFigure {
  status: string;
  at: [number, number];
  side: string;
  stance: string;
  facing: number;
  wound: string;
  markers: number;
}
export interface ApFinal {
  type: 'final';
  turn: number;
  winner: string | null;
  figures: Record<string, ApFinalFigure>;
  points: Record<string, number>;
  phase: number;
  reason?: string;
}

export function final(state: ApState): ApFinal {
  const figures: Record<string, ApFinalFigure> = {};
  for (const f of state.figures)
    figures[f.id] = {
      status: statusOf(f),
      at: [f.at[0], f.at[1]],
      side: f.side,
      stance: f.stance,
      facing: f.facing,
      wound: f.wound,
      markers: f.markers,
    };
  const out: ApFinal = {
    type: 'final',
    turn: state.clock.round,
    winner: state.ended?.winner ?? null,
    figures,
    points: Object.fromEntries(state.sides.map((s) => [s.id, s.points])),
    phase: state.clock.phase,
  };
  if (state.ended) out.reason = state.ended.reason;
  return out;
}

export function outcome(state: ApState): Outcome {
  const lost: Record<string, number> = {};
  for (const s of state.sides) lost[s.id] = state.figures.filter((f) => f.side === s.id && !canAct(f)).length;
  const out: Outcome = {
    ended: state.ended !== null,
    winner: state.ended?.winner ?? null,
    turns: state.clock.round,
    lost,
  };
  if (state.ended) out.reason = state.ended.reason.includes('rounds') ? 'timeUp' : 'sideOut';
  return out;
}

export function turnOf(state: ApState): number {
  return state.clock.round;
}

export function commands(sc: ApScenario): readonly ApStepCommand[] {
  return sc.commands as ApStepCommand[];
}

export function controlOf(state: ApState, side: string): Control {
  return state.sides.find((s) => s.id === side)?.control ?? 'ai';
}

export function queries(sc: ApScenario): readonly ApQuery[] {
  return sc.queries;
}

/** A query answered against a state, as the contract's answer event (index and when added by the caller). */
export function answer(state: ApState, query: unknown): unknown {
  const q = query as ApQuery;
  if (q.ask === 'cover') {
    const f = figureOf(state, q.figure)!,
      from = figureOf(state, q.from)!;
    return coverOf(state, f, from.at);
  }
  const a = figureOf(state, q.from)!,
    b = figureOf(state, q.to)!;
  if (q.ask === 'los') return hasSight(state, a, b);
  if (q.ask === 'spot') return spotChance(state, a, b, q.aim ?? 0).chance;
  return shootChance(state, a, b, q.aim ?? 0).chance;
}

export function answerEvents(state: ApState, sc: ApScenario, when: 'before' | 'after'): ApEvent[] {
  return sc.queries.map((query, index) => ({ type: 'answer', when, index, query, result: answer(state, query) }));
}

const TERRAIN_CHAR: Record<string, string> = {
  building: 'B',
  woods: 'T',
  rocky: 'R',
  water: '~',
  road: '=',
  impassable: '#',
  hill: '^',
};

/** The table as text, one character per inch; figures by their side's first letter (lower case when out). */
export function showText(state: ApState): string {
  const { width, height } = state.table;
  const rows: string[][] = [];
  for (let y = 0; y < height; y++) {
    const row: string[] = [];
    for (let x = 0; x < width; x++) {
      const p: Vec = [x + 0.5, y + 0.5];
      let ch = '.';
      for (const t of state.terrain) {
        if ('polygon' in t && t.type !== 'hill' && pointInPolygon(p, t.polygon)) ch = TERRAIN_CHAR[t.type] ?? ch;
        if (t.type === 'hill' && ch === '.' && pointInPolygon(p, t.polygon)) ch = '^';
        if (t.type === 'wall' && lineNear(p, t.line)) ch = t.tall ? 'W' : 'w';
      }
      for (const a of state.coverAreas) {
        if (a.polygon && pointInPolygon(p, a.polygon)) ch = a.cover === 'soft' ? ':' : '%';
        if (a.line && lineNear(p, a.line)) ch = 'f';
      }
      for (const s of state.smoke) if (Math.hypot(p[0] - s.at[0], p[1] - s.at[1]) <= s.radius) ch = '*';
      row.push(ch);
    }
    rows.push(row);
  }
  for (const f of state.figures) {
    const x = Math.min(width - 1, Math.max(0, Math.floor(f.at[0]))),
      y = Math.min(height - 1, Math.max(0, Math.floor(f.at[1])));
    const c = f.side[0] ?? '?';
    rows[y]![x] = f.wound === 'dead' ? 'x' : canAct(f) ? c.toUpperCase() : c.toLowerCase();
  }
  const legend = state.figures.map((f) => `${f.id} (${f.side}) [${f.at.join(', ')}] ${statusOf(f)}`).join('\n');
  return `${rows.map((r) => r.join('')).join('\n')}\n${legend}`;
}

function lineNear(p: Vec, line: readonly Vec[]): boolean {
  for (let i = 0; i + 1 < line.length; i++) if (distToSegment(p, line[i]!, line[i + 1]!) <= 0.5) return true;
  return false;
}

/** `sim show`: a title naming the file, the table, one line per figure. */
export function show(sc: ApScenario, state: ApState, file: string): string[] {
  return [
    `${file}: action points, seed ${state.seed}, ${state.table.width}" x ${state.table.height}"`,
    ...showText(state).split('\n'),
  ];
}
