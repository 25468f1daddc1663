// The sim's side of the door: the last line of a run, the table as text, a batch's outcome, and the file's
// sight queries answered from the same sight code the shots use.
import type { Vec } from '../../geometry/shapes';
import { pointInPolygon } from '../../geometry/vec';
import type { Outcome } from '../../core/ruleset';
import { lineClear } from './sight';
import { type AcState, figureOf, groupOf } from './state';
import type { TerrainKind } from './tables';

export interface FinalLine {
  type: 'final';
  turn: number;
  winner: string | null;
  figures: Record<string, { status: 'active' | 'dead'; at: [number, number]; group: string; side: string }>;
  reason?: string;
}

export function final(s: AcState): FinalLine {
  const figures: FinalLine['figures'] = {};
  for (const f of s.figures) figures[f.id] = { status: f.status, at: [f.at[0], f.at[1]], group: f.group, side: f.side };
  const out: FinalLine = { type: 'final', turn: s.turn, winner: s.ended?.winner ?? null, figures };
  if (s.ended) out.reason = s.ended.reason;
  return out;
}

export function turnOf(s: AcState): number {
  return s.turn;
}

export function outcome(s: AcState): Outcome {
  const lost: Record<string, number> = {};
  for (const x of s.sides) lost[x.id] = s.figures.filter((f) => f.side === x.id && f.status === 'dead').length;
  const out: Outcome = { ended: s.ended !== null, winner: s.ended?.winner ?? null, turns: s.turn, lost };
  if (s.ended) out.reason = s.ended.reason;
  return out;
}

export interface LosQuery {
  ask: 'los';
  from: string;
  to: string;
}

/** Figure to figure, through terrain and every other group (the two figures' own groups do not block). */
export interface LosAnswer {
  type: 'query';
  ask: 'los';
  from: string;
  to: string;
  result: boolean;
  blockedBy?: string;
}

export function answer(s: AcState, q: LosQuery): LosAnswer {
  const a = figureOf(s, q.from);
  const b = figureOf(s, q.to);
  if (!a || !b) return { type: 'query', ask: 'los', from: q.from, to: q.to, result: false };
  const ga = groupOf(s, a.group)!;
  const gb = groupOf(s, b.group)!;
  if (ga.flying || gb.flying) return { type: 'query', ask: 'los', from: q.from, to: q.to, result: true };
  const c = lineClear(s, a.at, b.at, [a.group, b.group]);
  const out = { type: 'query' as const, ask: 'los' as const, from: q.from, to: q.to, result: c.clear };
  return c.blockedBy ? { ...out, blockedBy: c.blockedBy } : out;
}

const AREA_CHAR: Partial<Record<TerrainKind, string>> = {
  building: 'H',
  woods: 'T',
  rocky: 'R',
  scrub: ',',
  rubble: ';',
  water: '~',
  road: '_',
  hill: '^',
  impassable: 'X',
};
const LINE_CHAR: Partial<Record<TerrainKind, string>> = { wall: '#', woodenFence: '|', wireFence: '+', river: '~' };

/** The table as text, one character per inch: terrain, then figures by side (A, B, C...; lower case: dead). */
export function show(s: AcState): string {
  const w = Math.round(s.table.width);
  const h = Math.round(s.table.height);
  const rows: string[][] = [];
  for (let y = 0; y < h; y++) {
    const row: string[] = [];
    for (let x = 0; x < w; x++) {
      const p: Vec = [x + 0.5, y + 0.5];
      let ch = '.';
      for (const a of s.terrain.areas) if (pointInPolygon(p, a.polygon)) ch = AREA_CHAR[a.kind] ?? ch;
      row.push(ch);
    }
    rows.push(row);
  }
  // Lines are drawn through every square they pass (sampled every quarter inch).
  for (const b of s.terrain.barriers) {
    const ch = LINE_CHAR[b.kind] ?? '#';
    for (let i = 0; i + 1 < b.line.length; i++) {
      const a = b.line[i]!,
        c = b.line[i + 1]!;
      const steps = Math.max(1, Math.ceil(Math.hypot(c[0] - a[0], c[1] - a[1]) * 4));
      for (let k = 0; k <= steps; k++) {
        const x = Math.floor(a[0] + ((c[0] - a[0]) * k) / steps);
        const y = Math.floor(a[1] + ((c[1] - a[1]) * k) / steps);
        if (x >= 0 && y >= 0 && x < w && y < h) rows[y]![x] = ch;
      }
    }
  }
  const letter = (side: string) => String.fromCharCode(65 + s.sides.findIndex((x) => x.id === side));
  for (const f of [...s.figures].sort((a, b) => (a.status === 'dead' ? -1 : 0) - (b.status === 'dead' ? -1 : 0))) {
    const x = Math.min(w - 1, Math.max(0, Math.floor(f.at[0])));
    const y = Math.min(h - 1, Math.max(0, Math.floor(f.at[1])));
    if (groupOf(s, f.group)?.burrowed) continue;
    rows[y]![x] = f.status === 'dead' ? letter(f.side).toLowerCase() : letter(f.side);
  }
  const legend = s.sides.map((x) => `${letter(x.id)} ${x.id} (${x.faction.name})`).join(', ');
  return [
    ...rows.map((r) => r.join('')),
    `${legend}; H building, T trees, R rocks, , scrub, ; rubble, ~ water, _ road, ^ hill, X impassable, # wall, | fence, + wire`,
  ].join('\n');
}
