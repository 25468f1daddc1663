// The encounter soak: many seeded all-computer encounters over every Encounter and table type, each
// checked for exceptions and for the engine's invariants (invariants.ts) and the solo ones (every
// enemy figure came from a contact, no PEF resolved twice, the encounter ends or reaches its turn limit).
// `npx tsx src/sim/soak.ts 10000 [--workers K]` runs it on all cores; tests/solo/soak*.test.ts run 1,000.
import { availableParallelism } from 'node:os';
import { pathToFileURL } from 'node:url';
import { runBattle } from '../rulesets/chain-reaction/game';
import type { GameEvent } from '../rulesets/chain-reaction/engine/events';
import type { GameState } from '../rulesets/chain-reaction/state';
import { soloOf } from '../rulesets/chain-reaction/solo/types';
import { brokenInvariant } from '../rulesets/chain-reaction/sim/invariants';
import { buildEncounter, randomEncounterScenario } from '../rulesets/chain-reaction/sim/encounter';
import { dealRuns, runThreads } from './threads';

export const SOAK_ENCOUNTERS = ['patrol', 'raid', 'defend'] as const;
export const SOAK_TABLES = ['clear', 'urban', 'wooded', 'mountain'] as const;

export interface SoakOptions {
  /** Turns before an encounter is called off (the soak's budget; the game's own limits are longer). */
  turnLimit?: number;
  minFigures?: number;
  maxFigures?: number;
}

export interface SoakOutcome {
  seed: string;
  encounter: string;
  table: string;
  reason: string;
  turns: number;
  problem?: string;
}

/** Case `i` of a soak: the seed and a cycle through every encounter on every table type. */
export function soakCase(
  i: number,
  base = 'soak',
): { seed: string; encounter: (typeof SOAK_ENCOUNTERS)[number]; table: (typeof SOAK_TABLES)[number] } {
  return { seed: `${base}-${i}`, encounter: SOAK_ENCOUNTERS[i % 3]!, table: SOAK_TABLES[Math.floor(i / 3) % 4]! };
}

/** The solo invariants, on top of the engine's. */
export function brokenSoloInvariant(
  initial: GameState,
  events: readonly GameEvent[],
  final: GameState,
): string | undefined {
  const start = { ...initial, figures: { ...initial.figures } };
  for (const [id, f] of Object.entries(final.figures))
    if (!start.figures[id]) start.figures[id] = { ...f, status: 'carryOn' };
  const engine = brokenInvariant(start, events, final);
  if (engine) return engine;
  const enc = soloOf(final);
  if (!enc) return 'the encounter state is gone';
  const placed = new Set<string>();
  const resolved = new Set<string>();
  for (const e of events) {
    if (e.type !== 'pef' || e.action !== 'resolved') continue;
    if (resolved.has(e.pef)) return `${e.pef} was resolved twice`;
    resolved.add(e.pef);
    for (const id of e.enemies ?? []) placed.add(id);
  }
  for (const f of Object.values(final.figures)) {
    if (f.side === enc.np && !initial.figures[f.id] && !placed.has(f.id))
      return `${f.id} came onto the table without a contact`;
  }
  if (!final.ended) return `the encounter did not end (turn ${final.turn})`;
  return undefined;
}

export function soakOne(i: number, opts: SoakOptions = {}, base = 'soak'): SoakOutcome {
  const c = soakCase(i, base);
  try {
    const sc = randomEncounterScenario(c.seed, {
      encounter: c.encounter,
      terrain: c.table,
      minFigures: opts.minFigures ?? 2,
      maxFigures: opts.maxFigures ?? 6,
    });
    const { state } = buildEncounter(sc, opts.turnLimit !== undefined ? { turnLimit: opts.turnLimit } : {});
    const run = runBattle(state, { maxCommands: 50_000 });
    const problem = brokenSoloInvariant(state, run.events, run.state);
    return {
      seed: c.seed,
      encounter: c.encounter,
      table: c.table,
      reason: run.state.ended?.reason ?? run.need.kind,
      turns: run.state.turn,
      ...(problem ? { problem } : {}),
    };
  } catch (e) {
    return {
      seed: c.seed,
      encounter: c.encounter,
      table: c.table,
      reason: 'exception',
      turns: 0,
      problem: e instanceof Error ? (e.stack ?? e.message).split('\n').slice(0, 3).join(' | ') : String(e),
    };
  }
}

export interface SoakShare {
  runs: number[];
  opts: SoakOptions;
}

/** A soak worker thread's work. */
export function soakWork(share: SoakShare, post: (m: unknown) => void): void {
  for (const i of share.runs) post(soakOne(i, share.opts));
}

function main(argv: string[]): number {
  const n = Number(argv[0] ?? 10_000);
  const wi = argv.indexOf('--workers');
  const workers = Math.max(1, wi >= 0 ? Number(argv[wi + 1]) : availableParallelism());
  if (!Number.isInteger(n) || n < 1) {
    process.stderr.write('error: soak: expected a number of encounters, e.g. `npx tsx src/sim/soak.ts 10000`\n');
    return 2;
  }
  const t0 = Date.now();
  const reasons: Record<string, number> = {};
  const problems: SoakOutcome[] = [];
  let done = 0;
  const take = (o: SoakOutcome) => {
    done++;
    reasons[`${o.encounter}:${o.reason}`] = (reasons[`${o.encounter}:${o.reason}`] ?? 0) + 1;
    if (o.problem) problems.push(o);
    if (done % Math.max(1, Math.floor(n / 100)) === 0 || done === n)
      process.stderr.write(
        `\rsoak: ${done}/${n} encounters, ${problems.length} problem${problems.length === 1 ? '' : 's'}`,
      );
  };
  if (workers === 1) for (let i = 0; i < n; i++) take(soakOne(i));
  else
    runThreads(
      new URL(import.meta.url).href,
      'soakWork',
      dealRuns(n, workers).map((runs) => ({ runs, opts: {} })),
      (m) => take(m as SoakOutcome),
    );
  process.stderr.write('\n');
  process.stdout.write(
    `${JSON.stringify({ encounters: n, workers, seconds: Math.round((Date.now() - t0) / 100) / 10, problems: problems.length, endings: reasons }, null, 2)}\n`,
  );
  for (const p of problems.slice(0, 20))
    process.stdout.write(`${p.seed} (${p.encounter} on ${p.table}): ${p.problem}\n`);
  return problems.length ? 1 : 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) process.exitCode = main(process.argv.slice(2));
