// The long app soak inside `npm test`: battles played through the app at the long soak's 40 steps (every
// twentieth ten times longer, so stand-offs show), on a range of cases that moves with each commit, so
// every run meets battles no run has played before. A finding of any kind fails, stand-offs included, and
// prints its case with the command that replays it (APP_SOAK_STANDOFF_OPEN=1 prints stand-offs, not failing).
// The range: 200 cases from a start read off the commit (GITHUB_SHA, else `git rev-parse HEAD`);
// APP_LONG_FROM=N pins the start, APP_LONG_RUNS=N sets the count. Kept well inside CI's time on 2 cores.
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { appCase, findingLine, playApp, type PlayResult } from './appPlay';
import { SOAK_STEPS, STAND_OFF_TURNS, stepsFor } from './appSoakMain';

const RUNS = Number(process.env.APP_LONG_RUNS ?? 200);

function commit(): string {
  if (process.env.GITHUB_SHA) return process.env.GITHUB_SHA;
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return '0';
  }
}

/** The first case: past the ranges the other soaks play (0-999 in npm test), different for every commit. */
export function longSoakFrom(sha: string): number {
  const h = Number.parseInt(sha.slice(0, 8), 16);
  return 100_000 + (Number.isFinite(h) ? h % 10_000_000 : 0);
}

const FROM = process.env.APP_LONG_FROM ? Number(process.env.APP_LONG_FROM) : longSoakFrom(commit());

export function appSoakLong(shard: number, shards: number): void {
  const cases = Array.from({ length: RUNS }, (_, k) => FROM + k).filter((i) => i % shards === shard);
  describe(`long app soak, cases ${FROM}-${FROM + RUNS - 1}, shard ${shard + 1} of ${shards}`, () => {
    it(`plays ${cases.length} battles of ${SOAK_STEPS} steps and more with no finding of any kind (stacking, stand-offs, refused answers...)`, () => {
      const results: PlayResult[] = cases.map((i) =>
        playApp(appCase(i), { steps: stepsFor(i, SOAK_STEPS), standOffTurns: STAND_OFF_TURNS }),
      );
      const found = results.flatMap((r) =>
        r.findings.map(
          (f) =>
            `${findingLine(r, f)} [replay: npx tsx tests/soak/appSoakMain.ts --case ${r.case.index} --steps ${stepsFor(r.case.index, SOAK_STEPS)}]`,
        ),
      );
      // Stacking fails like any other finding (cases 72483 and 72725 fixed; 300 fresh cases from 74000 clean),
      // and so do stand-offs now: 41001296's (a side set up inside a mountain) is fixed, and 1,500 fresh cases
      // from 30000000 and 1,500 from 52000000 met none. APP_SOAK_STANDOFF_OPEN=1 prints them instead.
      // A base over another after a walk (fix15a's ruling) fails too: its last causes were fixed in session 16.
      const open = (l: string) => process.env.APP_SOAK_STANDOFF_OPEN === '1' && /: knownStandOff: /.test(l);
      const printed = found.filter(open);
      if (printed.length) console.log(`long app soak: still open (not failed):\n  ${printed.join('\n  ')}`);
      expect(found.filter((l) => !open(l))).toEqual([]);
      expect(results.reduce((a, r) => a + r.steps, 0)).toBeGreaterThan(cases.length * 10);
    }, 900_000);
  });
}
