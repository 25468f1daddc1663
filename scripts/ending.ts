// Do all-computer skirmishes end? `npx tsx scripts/ending.ts [RUNS] [TURNS]` plays RUNS seeded skirmishes
// (default 500, split evenly over the table kinds of src/sim/ending.ts) capped at TURNS turns (default 60),
// and prints per table kind how many ended (one side gone or leaving) and the seeds that did not.
// `--encounters N` also plays N all-computer Patrols, Raids and Defends and prints how each ended by its own
// rules, with the seeds that reached the turn limit though the enemy was beaten (the autopilot stalled).
import { countEncounterEndings, countEndings, ENDING_TABLES } from '../src/rulesets/chain-reaction/sim/ending';

const args = process.argv.slice(2);
const encAt = args.indexOf('--encounters');
const encounters = encAt >= 0 ? Number(args.splice(encAt, 2)[1] ?? 30) : 0;
const runs = Number(args[0] ?? 500);
const maxTurns = Number(args[1] ?? 60);
const kinds = Object.keys(ENDING_TABLES);
const each = Math.ceil(runs / kinds.length);
let ended = 0;
let total = 0;
const t0 = performance.now();
for (const table of runs > 0 ? kinds : []) {
  const t1 = performance.now();
  const c = countEndings(table, each, maxTurns);
  ended += c.ended;
  total += c.runs;
  const mean = c.turns.length ? c.turns.reduce((a, b) => a + b, 0) / c.turns.length : 0;
  console.log(
    `${table.padEnd(7)} ${c.ended}/${c.runs} ended (${((100 * c.ended) / c.runs).toFixed(1)}%), mean ${mean.toFixed(1)} turns, ${((performance.now() - t1) / 1000).toFixed(1)} s${c.unfinished.length ? `; unfinished: ${c.unfinished.slice(0, 8).join(' ')}${c.unfinished.length > 8 ? ' ...' : ''}` : ''}`,
  );
}
if (total)
  console.log(
    `ALL     ${ended}/${total} ended within ${maxTurns} turns (${((100 * ended) / total).toFixed(1)}%), ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );
for (const kind of ['patrol', 'raid', 'defend'] as const) {
  if (!encounters) break;
  const c = countEncounterEndings(kind, encounters);
  console.log(
    `${kind.padEnd(7)} ${Object.entries(c.reasons)
      .map(([k, n]) => `${k} ${n}`)
      .join(', ')}${c.stalled.length ? `; beaten but unfinished: ${c.stalled.join(' ')}` : ''}`,
  );
}
