// The long app soak: `npm run soak:app` plays 20,000 new battles through the app (tests/soak/appPlay.ts)
// on every core and prints the findings, one line each with the case to replay.
// `npx tsx tests/soak/appSoakMain.ts N [--steps S] [--workers K] [--from I]`; `--case I [--trace T]` replays one
// case and prints its last T commands with their events.
import { availableParallelism } from 'node:os';
import { pathToFileURL } from 'node:url';
import { dealRuns, runThreads } from '../../src/sim/threads';
import { appCase, findingLine, lastPlayer, playApp, type PlayResult } from './appPlay';

/** Steps per battle; every LONG_EVERY-th battle plays LONG_FACTOR times longer, so stand-offs can show. */
export const SOAK_STEPS = 40;
const LONG_EVERY = 20;
const LONG_FACTOR = 10;
export const stepsFor = (i: number, steps: number): number =>
  i % LONG_EVERY === LONG_EVERY - 1 ? steps * LONG_FACTOR : steps;
export const STAND_OFF_TURNS = 8;

interface Share {
  runs: number[];
  steps: number;
}

/** A worker thread's work: its cases, one result message each. */
export function appSoakWork(share: Share, post: (m: unknown) => void): void {
  for (const i of share.runs)
    post(playApp(appCase(i), { steps: stepsFor(i, share.steps), standOffTurns: STAND_OFF_TURNS }));
}

function arg(argv: string[], name: string, dflt: number): number {
  const i = argv.indexOf(name);
  return i >= 0 ? Number(argv[i + 1]) : dflt;
}

function main(argv: string[]): number {
  const steps = arg(argv, '--steps', SOAK_STEPS);
  const one = arg(argv, '--case', -1);
  if (one >= 0) {
    const r = playApp(appCase(one), { steps, standOffTurns: STAND_OFF_TURNS });
    process.stdout.write(`${JSON.stringify({ ...r, findings: r.findings.map((f) => findingLine(r, f)) }, null, 2)}\n`);
    // The last commands of the battle and their events, to read what led to a finding.
    const p = lastPlayer as {
      app?: {
        session?: {
          history: readonly { step?: { by: string; command: unknown }; events: { type: string; text?: string }[] }[];
        };
      };
    };
    for (const e of p.app?.session?.history.slice(-arg(argv, '--trace', 8)) ?? []) {
      process.stdout.write(
        `${e.step?.by ?? 'start'}: ${JSON.stringify(e.step?.command ?? null)}\n${e.events.map((x) => `    ${x.type}${x.text ? `: ${x.text}` : ''}`).join('\n')}\n`,
      );
    }
    return r.findings.length ? 1 : 0;
  }
  const n = Number(argv[0] ?? 20_000);
  const from = arg(argv, '--from', 0);
  const workers = Math.max(1, arg(argv, '--workers', availableParallelism()));
  if (!Number.isInteger(n) || n < 1) {
    process.stderr.write(
      'error: soak:app: expected a number of battles, e.g. `npx tsx tests/soak/appSoakMain.ts 20000`\n',
    );
    return 2;
  }
  const t0 = Date.now();
  const kinds: Record<string, number> = {};
  const lines: string[] = [];
  let done = 0,
    stepsPlayed = 0,
    questions = 0,
    ended = 0,
    undos = 0,
    reloads = 0;
  const answered: Record<string, number> = {};
  const take = (r: PlayResult) => {
    done++;
    stepsPlayed += r.steps;
    questions += r.questions;
    if (r.ended) ended++;
    undos += r.undos;
    reloads += r.reloads;
    for (const [k, v] of Object.entries(r.answered)) answered[k] = (answered[k] ?? 0) + v;
    for (const f of r.findings) {
      kinds[f.kind] = (kinds[f.kind] ?? 0) + 1;
      lines.push(
        `${findingLine(r, f)} [replay: npx tsx tests/soak/appSoakMain.ts --case ${r.case.index} --steps ${stepsFor(r.case.index, steps)}]`,
      );
    }
    if (done % Math.max(1, Math.floor(n / 100)) === 0 || done === n)
      process.stderr.write(`\rsoak:app: ${done}/${n} battles, ${lines.length} findings`);
  };
  const cases = Array.from({ length: n }, (_, k) => from + k);
  if (workers === 1)
    for (const i of cases) take(playApp(appCase(i), { steps: stepsFor(i, steps), standOffTurns: STAND_OFF_TURNS }));
  else {
    const shares = dealRuns(n, workers).map((runs) => ({ runs: runs.map((k) => from + k), steps }));
    runThreads(new URL(import.meta.url).href, 'appSoakWork', shares, (m) => take(m as PlayResult));
  }
  process.stderr.write('\n');
  process.stdout.write(
    `${JSON.stringify({ battles: n, steps: stepsPlayed, questions, undos, reloads, ended, workers, seconds: Math.round((Date.now() - t0) / 100) / 10, findings: kinds, answered: Object.fromEntries(Object.entries(answered).sort()) }, null, 2)}\n`,
  );
  const byKind = new Map<string, string[]>();
  for (const l of lines) {
    const k = l.split(': ')[1]!;
    byKind.set(k, [...(byKind.get(k) ?? []), l]);
  }
  for (const [, ls] of byKind) for (const l of ls.slice(0, 5)) process.stdout.write(`${l}\n`);
  const unknown = Object.keys(kinds).filter((k) => !k.startsWith('known') && !k.startsWith('note'));
  return unknown.length ? 1 : 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) process.exitCode = main(process.argv.slice(2));
