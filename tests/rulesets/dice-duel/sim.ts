// The dice duel's side of the sim: the starting state, the closing line, how it stands for a batch, the
// table as text, the `los` query, and random all-computer duels with their invariants for the soak.
import { DiceBox, seededDice } from '../../../src/core/dice/source';
import type { FinalLine, Outcome, SoakPart } from '../../../src/core/ruleset';
import { STATUSES, type DuelEvent, type DuelQuery, type DuelScenario, type DuelState } from './types';

export const DUEL_SEED = 'dice-duel';

export function startingState(
  sc: DuelScenario,
  opts: { seed?: string } = {},
): { state: DuelState; events: DuelEvent[] } {
  const seed = opts.seed ?? sc.seed ?? DUEL_SEED;
  const figures: DuelState['figures'] = {};
  for (const side of sc.sides)
    for (const f of side.figures)
      figures[f.id] = { id: f.id, side: side.id, at: [f.at[0], f.at[1]], status: 'standing' };
  const state: DuelState = {
    seed,
    dice: seededDice(seed, sc.dice),
    table: { ...sc.table },
    turn: 0,
    sides: sc.sides.map((s) => ({ id: s.id, control: s.control, figures: s.figures.map((f) => f.id) })),
    figures,
    order: [],
    acted: 0,
  };
  return { state, events: [] };
}

export interface DuelFinal extends FinalLine {
  winner: string | null;
  figures: Record<string, { status: string; at: [number, number] }>;
}

export function finalLine(s: DuelState): DuelFinal {
  const figures: DuelFinal['figures'] = {};
  for (const side of s.sides)
    for (const id of side.figures) figures[id] = { status: s.figures[id]!.status, at: [...s.figures[id]!.at] };
  return { type: 'final', turn: s.turn, winner: s.ended?.winner ?? null, figures };
}

export function outcome(s: DuelState): Outcome {
  const lost: Record<string, number> = {};
  for (const side of s.sides) lost[side.id] = side.figures.filter((id) => s.figures[id]!.status === 'down').length;
  return {
    ended: !!s.ended,
    winner: s.ended?.winner ?? null,
    ...(s.ended ? { reason: s.ended.reason } : {}),
    turns: s.turn,
    lost,
  };
}

/** A standing figure sees a standing figure (the duel has no terrain). */
export function answer(s: DuelState, q: DuelQuery): boolean {
  return s.figures[q.from]!.status === 'standing' && s.figures[q.to]!.status === 'standing';
}

/** The table as text: one character per inch, a letter per figure (upper case standing, lower case down). */
export function show(sc: DuelScenario, s: DuelState, file: string): string[] {
  const w = Math.ceil(s.table.width);
  const h = Math.ceil(s.table.height);
  const rows = Array.from({ length: h }, () => Array.from({ length: w }, () => '.'));
  const lines = [`${file} — dice duel on a ${s.table.width}" x ${s.table.height}" table (seed ${s.seed})`];
  const legend: string[] = [];
  let k = 0;
  for (const side of s.sides)
    for (const id of side.figures) {
      const f = s.figures[id]!;
      const letter = String.fromCharCode(65 + (k++ % 26));
      const mark = f.status === 'standing' ? letter : letter.toLowerCase();
      const x = Math.min(w - 1, Math.floor(f.at[0]));
      const y = Math.min(h - 1, Math.floor(f.at[1]));
      rows[y]![x] = mark;
      legend.push(`${mark} = ${side.id} ${id} at (${f.at[0]}, ${f.at[1]}), ${f.status}`);
    }
  return [...lines, ...rows.map((r) => r.join('')), ...legend, `${sc.commands.length} scripted commands`];
}

/** Soak case `i`: one to four figures a side at opposite edges, placed with the game's own dice. */
export const duelSoak: SoakPart<DuelState, DuelEvent> = {
  case(i, base, opts) {
    const seed = `${base}-duel-${i}`;
    const box = new DiceBox(seededDice(seed));
    const d = (n: number) => box.roll({ purpose: 'setup', count: n });
    const lo = opts.minFigures ?? 1;
    const hi = Math.max(lo, opts.maxFigures ?? 4);
    const size = () => lo + ((d(1)[0]! - 1) % (hi - lo + 1));
    const side = (id: string, y: number) => ({
      id,
      control: 'ai' as const,
      figures: Array.from({ length: size() }, (_, k) => ({
        id: `${id}${k + 1}`,
        at: [((d(1)[0]! * 5 + k) % 36) as number, y] as [number, number],
      })),
    });
    const sc: DuelScenario = {
      version: 1,
      rules: 'dice-duel',
      seed,
      table: { width: 36, height: 36 },
      sides: [side('north', 2 + d(1)[0]!), side('south', 34 - d(1)[0]!)],
      dice: {},
      commands: [],
      queries: [],
    };
    return { seed, tags: { sizes: sc.sides.map((x) => x.figures.length).join('v') }, state: startingState(sc).state };
  },
  broken(initial, events, final) {
    const status = new Map(Object.values(initial.figures).map((f) => [f.id, f.status as string]));
    for (const [i, e] of events.entries()) {
      if (e.type === 'roll' && !e.dice.every((x) => x >= 1 && x <= 6)) return `event ${i}: a d6 showed ${e.dice}`;
      if (e.type === 'shot' && status.get(e.figure) !== 'standing') return `event ${i}: ${e.figure} shoots while down`;
      if (e.type === 'down') {
        if (status.get(e.figure) !== 'standing') return `event ${i}: ${e.figure} falls twice`;
        status.set(e.figure, 'down');
      }
    }
    for (const f of Object.values(final.figures)) {
      if (!(STATUSES as readonly string[]).includes(f.status)) return `${f.id} ends ${f.status}`;
      if (status.get(f.id) !== f.status) return `${f.id}'s events say ${status.get(f.id)}, the state ${f.status}`;
    }
    if (!final.ended) return `the duel did not end (turn ${final.turn})`;
    const w = final.ended.winner;
    if (!Object.values(final.figures).some((f) => f.side === w && f.status === 'standing'))
      return `${w} won with nobody standing`;
    return undefined;
  },
};
