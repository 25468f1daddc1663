// Issue 23's check for a change that may move tie-breaking: plays N seeded Patrols (the bench's kind: 3-5
// figures a side, the four generated tables in turn) and writes each outcome's rate with its Wilson 95%
// interval, then compares two such files: every rate of the second must lie inside the first's interval
// (and the pooled two-proportion test must not call the difference clear).
//   npx tsx scripts/patrolOutcomes.ts run 2000 before.json
//   npx tsx scripts/patrolOutcomes.ts compare before.json after.json
// The same seeds on both trees: a change that moves no decision gives the same file, hash and all.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { runBattle } from '../src/rulesets/chain-reaction/game';
import { buildEncounter, studyEncounter } from '../src/rulesets/chain-reaction/sim/encounter';
import { outcomeOf } from '../src/rulesets/chain-reaction/sim/final';
import { twoProportion, wilson } from '../src/core/odds/wilson';

interface Result {
  runs: number;
  /** Runs by outcome: "<winner> wins (<reason>)", "no winner (<reason>)" or "unfinished". */
  counts: Record<string, number>;
  /** Runs in which the side lost at least one figure, by side. */
  anyLost: Record<string, number>;
  meanTurns: number;
  meanLost: Record<string, number>;
  /** One hash of every run's outcome, in order: equal hashes, identical outcomes. */
  hash: string;
}

function play(n: number): Result {
  const counts: Record<string, number> = {};
  const anyLost: Record<string, number> = {};
  const lostSum: Record<string, number> = {};
  let turns = 0;
  const h = createHash('sha256');
  for (let i = 0; i < n; i++) {
    const s = studyEncounter('outcome', i);
    const o = outcomeOf(runBattle(buildEncounter(s).state, { keepEvents: false }).state);
    const key = !o.ended ? 'unfinished' : o.winner ? `${o.winner} wins (${o.reason})` : `no winner (${o.reason})`;
    counts[key] = (counts[key] ?? 0) + 1;
    turns += o.turns;
    for (const [side, k] of Object.entries(o.lost)) {
      lostSum[side] = (lostSum[side] ?? 0) + k;
      if (k > 0) anyLost[side] = (anyLost[side] ?? 0) + 1;
    }
    h.update(JSON.stringify(o));
    if ((i + 1) % 200 === 0) process.stderr.write(`${i + 1}/${n}\n`);
  }
  const meanLost = Object.fromEntries(Object.entries(lostSum).map(([k, v]) => [k, v / n]));
  return { runs: n, counts, anyLost, meanTurns: turns / n, meanLost, hash: h.digest('hex').slice(0, 16) };
}

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;

/** Every rate of b against a's interval; true when none falls outside it. */
function compare(a: Result, b: Result): boolean {
  let ok = true;
  const row = (label: string, ka: number, kb: number) => {
    const wa = wilson(ka, a.runs);
    const wb = wilson(kb, b.runs);
    const inside = wb.p >= wa.low && wb.p <= wa.high;
    const test = twoProportion(ka, a.runs, kb, b.runs);
    if (!inside || test.clear) ok = false;
    console.log(
      `${label.padEnd(36)} ${pct(wa.p).padStart(6)} [${pct(wa.low)}, ${pct(wa.high)}]  ${pct(wb.p).padStart(6)} [${pct(wb.low)}, ${pct(wb.high)}]  ${inside ? 'inside' : 'OUTSIDE'}  z ${test.z.toFixed(2)}${test.clear ? ' CLEAR' : ''}`,
    );
  };
  console.log(`${'outcome'.padEnd(36)} before (${a.runs} runs)            after (${b.runs} runs)`);
  const keys = [...new Set([...Object.keys(a.counts), ...Object.keys(b.counts)])].sort();
  for (const k of keys) row(k, a.counts[k] ?? 0, b.counts[k] ?? 0);
  const sides = [...new Set([...Object.keys(a.anyLost), ...Object.keys(b.anyLost)])].sort();
  for (const s of sides) row(`${s} loses a figure or more`, a.anyLost[s] ?? 0, b.anyLost[s] ?? 0);
  console.log(`mean turns ${a.meanTurns.toFixed(2)} → ${b.meanTurns.toFixed(2)}`);
  for (const s of sides)
    console.log(`mean ${s} figures lost ${a.meanLost[s]!.toFixed(3)} → ${b.meanLost[s]!.toFixed(3)}`);
  console.log(`outcome hash ${a.hash} → ${b.hash}${a.hash === b.hash ? ' (identical)' : ''}`);
  console.log(ok ? 'every rate inside the interval before' : 'a rate moved beyond its interval');
  return ok;
}

const [cmd, x, y] = process.argv.slice(2);
if (cmd === 'run' && x && y) {
  const r = play(Number(x));
  writeFileSync(y, JSON.stringify(r, null, 1));
  console.log(JSON.stringify(r));
} else if (cmd === 'compare' && x && y) {
  const read = (f: string) => JSON.parse(readFileSync(f, 'utf8')) as Result;
  process.exitCode = compare(read(x), read(y)) ? 0 : 1;
} else {
  console.error('usage: patrolOutcomes.ts run N OUT.json | compare BEFORE.json AFTER.json');
  process.exitCode = 2;
}
