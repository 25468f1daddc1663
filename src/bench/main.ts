// `npm run bench`: every benchmark in one run. Each row reports its speed beside a baseline measured in the
// same run (a ratio, not a wall-clock promise) and the goal it is held to, where it has one.
import { benchGeometry } from './geometry';
import { benchGeometry2 } from './geometry2';
import { rulesetSuites } from './rulesets';
import type { BenchRow } from './harness';

type Row = { name: string } & Record<string, unknown>;

function show(title: string, rows: Row[]): void {
  console.log(`\n== ${title}`);
  for (const r of rows) {
    const b = r as Partial<BenchRow> & Row;
    if (typeof b.opsPerSec === 'number') {
      const vs = b.baselineOpsPerSec
        ? ` | baseline ${b.baseline}: ${b.baselineOpsPerSec.toFixed(0)}/s | ratio ${b.ratio?.toFixed(2)}×`
        : '';
      const goal = b.goal ? ` | goal ${b.goal}: ${b.pass ? 'met' : 'NOT met'}` : '';
      console.log(`${b.name}: ${b.opsPerSec.toFixed(0)}/s${vs}${goal}`);
    } else {
      console.log(
        `${r.name}: ${Object.entries(r)
          .filter(([k]) => k !== 'name')
          .map(([k, v]) => `${k} ${v}`)
          .join(', ')}`,
      );
    }
  }
}

const only = process.argv[2];
const suites: [string, () => Promise<Row[]>][] = [
  ['geometry: line of sight and visibility', benchGeometry as unknown as () => Promise<Row[]>],
  ['geometry: groups, blast, swath, nearest cover (40 figures)', benchGeometry2 as unknown as () => Promise<Row[]>],
  // Each ruleset's own (Chain Reaction: the reducer and complete Patrols), timed here.
  ...(rulesetSuites() as unknown as [string, () => Promise<Row[]>][]),
];
for (const [title, run] of suites) {
  if (only && !title.includes(only)) continue;
  show(title, await run());
}
