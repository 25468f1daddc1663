// Do all-computer skirmishes end? Plays seeded random skirmishes on several kinds of table with a turn cap
// and counts those that ended by the rules (one side has nobody left able to fight, or is leaving) before
// it. scripts/ending.ts prints the rate per table kind over many seeds; a test holds a smaller run to the bar.
import { runBattle } from '../game';
import { randomSkirmish, type SkirmishOptions } from './skirmish';
import { buildEncounter, randomEncounterScenario } from './encounter';
import { isActiveStatus } from '../engine/world';
import { soloOf } from '../solo/types';

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

/** How each of `runs` seeded all-computer encounters of one kind ended (reason: count), and the seeds that hit the turn limit with the enemy beaten. */
export function countEncounterEndings(
  kind: 'patrol' | 'raid' | 'defend',
  runs: number,
  prefix = 'end',
): { reasons: Record<string, number>; stalled: string[] } {
  const reasons: Record<string, number> = {};
  const stalled: string[] = [];
  for (let i = 0; i < runs; i++) {
    const seed = `${prefix}-${kind}-${i}`;
    const r = runBattle(buildEncounter(randomEncounterScenario(seed, { encounter: kind })).state, {
      keepEvents: false,
    });
    const reason = r.state.ended?.reason ?? r.need.kind;
    reasons[reason] = (reasons[reason] ?? 0) + 1;
    const enc = soloOf(r.state);
    // Won on the table (no enemy left fighting, no PEF left) yet still there at the limit: the autopilot stalled.
    const beaten =
      enc &&
      !Object.values(r.state.figures).some((f) => f.side === enc.np && isActiveStatus(f)) &&
      enc.pefs.every((p) => p.resolved);
    if (reason === 'timeUp' && beaten) stalled.push(seed);
  }
  return { reasons, stalled };
}
