// The engine soak: many seeded all-computer games of one ruleset (its `soak` part makes them), each
// played through the shared driver and checked for exceptions, for the shape of every roll event and for
// the ruleset's own invariants. `npx tsx src/sim/soak.ts 10000 [--rules NAME] [--rules-module FILE]
// [--workers K] [--from I]` runs it on all cores (Chain Reaction's encounters by default) on cases I to I+N-1
// (from 0 unless told: `--from` plays cases no run has played); the tests run fewer.
import { availableParallelism } from 'node:os';
import { pathToFileURL } from 'node:url';
import type { AnyRuleset, SoakOptions } from '../core/ruleset';
import { drive } from '../core/drive';
import { DEFAULT_RULES, rulesetNamed } from '../rulesets';
import { rulesetFor, type RunSpec } from './batchRun';
import { loadRulesModule } from './rulesModule';
import { dealRuns, runThreads } from './threads';

export type { SoakOptions };

export interface SoakOutcome {
  seed: string;
  /** The case's first label, the one endings are counted by (Chain Reaction: its encounter). */
  label: string;
  /** The case's labels themselves (Chain Reaction: encounter and table). */
  [tag: string]: string | number | undefined;
  reason: string;
  turns: number;
  problem?: string;
}

/** The first roll event whose shape is wrong (a purpose that is no name, a die that is no whole number). */
export function brokenRoll(events: readonly unknown[]): string | undefined {
  for (const [i, e] of events.entries()) {
    const r = e as { type?: unknown; purpose?: unknown; dice?: unknown };
    if (r.type !== 'roll') continue;
    if (typeof r.purpose !== 'string' || r.purpose === '') return `event ${i}: roll without a purpose`;
    if (!Array.isArray(r.dice) || !r.dice.every((d) => Number.isInteger(d) && d >= 0))
      return `event ${i}: bad dice ${JSON.stringify(r.dice)}`;
  }
  return undefined;
}

/** The default ruleset's, when none is named. */
function defaultRuleset(): AnyRuleset {
  const r = rulesetNamed(DEFAULT_RULES);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

/** Case `i` of the soak, played and checked. */
export function soakOne(i: number, opts: SoakOptions = {}, base = 'soak', ruleset = defaultRuleset()): SoakOutcome {
  const part = ruleset.soak;
  if (!part)
    return { seed: `${base}-${i}`, label: '', reason: 'exception', turns: 0, problem: `${ruleset.name} has no soak` };
  let tags: Record<string, string> = {};
  let seed = `${base}-${i}`;
  try {
    const c = part.case(i, base, opts);
    tags = c.tags;
    seed = c.seed;
    const run = drive(ruleset, c.state, { maxCommands: 50_000, humans: 'script' });
    const problem = brokenRoll(run.events) ?? part.broken(c.state, run.events, run.state);
    const o = ruleset.outcome(run.state);
    const label = Object.values(tags)[0] ?? '';
    return { seed, label, ...tags, reason: o.reason ?? run.need.kind, turns: o.turns, ...(problem ? { problem } : {}) };
  } catch (e) {
    return {
      seed,
      label: Object.values(tags)[0] ?? '',
      ...tags,
      reason: 'exception',
      turns: 0,
      problem: e instanceof Error ? (e.stack ?? e.message).split('\n').slice(0, 3).join(' | ') : String(e),
    };
  }
}

export interface SoakShare {
  runs: number[];
  opts: SoakOptions;
  rules?: Pick<RunSpec, 'rules' | 'module'>;
}

/** A soak worker thread's work. */
export async function soakWork(share: SoakShare, post: (m: unknown) => void): Promise<void> {
  const ruleset = share.rules ? await rulesetFor({ ...share.rules, scenario: null }) : defaultRuleset();
  for (const i of share.runs) post(soakOne(i, share.opts, 'soak', ruleset));
}

function optionValue(argv: string[], name: string): string | undefined {
  const i = argv.indexOf(name);
  return i >= 0 ? argv[i + 1] : undefined;
}

async function main(argv: string[]): Promise<number> {
  const n = Number(argv[0] ?? 10_000);
  const workers = Math.max(1, Number(optionValue(argv, '--workers') ?? availableParallelism()));
  if (!Number.isInteger(n) || n < 1) {
    process.stderr.write('error: soak: expected a number of games, e.g. `npx tsx src/sim/soak.ts 10000`\n');
    return 2;
  }
  const module = optionValue(argv, '--rules-module');
  const loaded = module !== undefined ? await loadRulesModule(module) : undefined;
  if (loaded && !loaded.ok) {
    process.stderr.write(`${loaded.error}\n`);
    return 2;
  }
  const named = rulesetNamed(optionValue(argv, '--rules') ?? (loaded?.ok ? loaded.value.name : DEFAULT_RULES));
  if (!named.ok) {
    process.stderr.write(`error: soak: --rules: ${named.error.message}\n`);
    return 2;
  }
  const ruleset = named.value;
  const from = Number(optionValue(argv, '--from') ?? 0);
  if (!Number.isInteger(from) || from < 0) {
    process.stderr.write('error: soak: --from: expected a whole number of cases to skip, e.g. `--from 500000`\n');
    return 2;
  }
  const t0 = Date.now();
  const endings: Record<string, number> = {};
  const problems: SoakOutcome[] = [];
  let done = 0;
  const take = (o: SoakOutcome) => {
    done++;
    const key = `${o.label}:${o.reason}`;
    endings[key] = (endings[key] ?? 0) + 1;
    if (o.problem) problems.push(o);
    if (done % Math.max(1, Math.floor(n / 100)) === 0 || done === n)
      process.stderr.write(`\rsoak: ${done}/${n} games, ${problems.length} problem${problems.length === 1 ? '' : 's'}`);
  };
  if (workers === 1) for (let i = from; i < from + n; i++) take(soakOne(i, {}, 'soak', ruleset));
  else
    runThreads(
      new URL(import.meta.url).href,
      'soakWork',
      dealRuns(n, workers).map((runs) => ({
        runs: runs.map((k) => from + k),
        opts: {},
        rules: { rules: ruleset.name, ...(ruleset.module !== undefined ? { module: ruleset.module } : {}) },
      })),
      (m) => take(m as SoakOutcome),
    );
  process.stderr.write('\n');
  const seconds = Math.round((Date.now() - t0) / 100) / 10;
  process.stdout.write(
    `${JSON.stringify({ rules: ruleset.name, games: n, from, workers, seconds, problems: problems.length, endings }, null, 2)}\n`,
  );
  for (const p of problems.slice(0, 20)) process.stdout.write(`${p.seed} (${p.label}): ${p.problem}\n`);
  return problems.length ? 1 : 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href)
  void main(process.argv.slice(2)).then((code) => (process.exitCode = code));
