// Do all-computer skirmishes end? Plays seeded random skirmishes on several kinds of table with a turn cap
// and counts those that ended by the rules (one side has nobody left able to fight, or is leaving) before
// it. scripts/ending.ts prints the rate per table kind over many seeds; a test holds a smaller run to the bar.
import { runBattle } from '../core/engine/driver';
import { randomSkirmish, type SkirmishOptions } from './skirmish';

/** The kinds of table measured: small and open, urban, wooded, one against eight, eight against eight. */
export const ENDING_TABLES: Readonly<Record<string, SkirmishOptions>> = {
  open: { overall: 'clear', minFigures: 1, maxFigures: 3 },
  urban: { overall: 'urban', minFigures: 2, maxFigures: 6 },
  wooded: { overall: 'wooded', minFigures: 2, maxFigures: 6 },
  '1v8': { sizes: [1, 8] },
  '8v8': { sizes: [8, 8] },
};

export interface EndingCount {
  table: string;
  runs: number;
  ended: number;
  /** The seeds that reached the cap. */
  unfinished: string[];
  /** Turns played by the battles that ended. */
  turns: number[];
}

/** Plays `runs` skirmishes of one table kind (seeds `${prefix}-${table}-${i}`), each capped at `maxTurns`. */
export function countEndings(table: string, runs: number, maxTurns = 60, prefix = 'end', from = 0): EndingCount {
  const opts = ENDING_TABLES[table];
  if (!opts) throw new Error(`no table kind ${table}`);
  const out: EndingCount = { table, runs, ended: 0, unfinished: [], turns: [] };
  for (let i = from; i < from + runs; i++) {
    const seed = `${prefix}-${table}-${i}`;
    const r = runBattle(randomSkirmish(seed, opts), { maxTurns, keepEvents: false });
    if (r.need.kind === 'ended') {
      out.ended += 1;
      out.turns.push(r.state.turn);
    } else out.unfinished.push(seed);
  }
  return out;
}
