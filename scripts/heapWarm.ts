// Profiling aid: where warmed bench passes allocate (V8's sampling heap profiler), as profileWarm.ts does for
// time. Garbage collection is a fifth of a warmed Patrol, and allocation sites say which code makes it. The
// samples are kept even once collected, so the totals are bytes allocated, not bytes alive. Bundle first:
//   node_modules/.bin/esbuild scripts/heapWarm.ts --bundle --platform=node --format=esm --outfile=/tmp/h.mjs
//   node /tmp/h.mjs reducer|patrols [passes] [top]
import { Session } from 'node:inspector/promises';
import { crBench } from '../src/rulesets/chain-reaction/sim/bench';

const which = process.argv[2] ?? 'patrols';
const passes = Number(process.argv[3] ?? 2);
const top = Number(process.argv[4] ?? 40);
/** Optional: a function name whose callers are listed with the bytes allocated under them. */
const callersOf = process.argv[5];
const load = crBench.find((b) => b.suite.includes(which === 'patrols' ? 'Patrols' : 'reducer'))!.load();
for (let i = 0; i < load.items; i++) load.run(i);
const session = new Session();
session.connect();
await session.post('HeapProfiler.enable');
await session.post('HeapProfiler.startSampling', {
  samplingInterval: 4096,
  includeObjectsCollectedByMajorGC: true,
  includeObjectsCollectedByMinorGC: true,
});
for (let p = 0; p < passes; p++) for (let i = 0; i < load.items; i++) load.run(i);
const { profile } = await session.post('HeapProfiler.stopSampling');

type Node = {
  callFrame: { functionName: string; url: string; lineNumber: number };
  selfSize: number;
  children: Node[];
};
const self = new Map<string, number>();
const incl = new Map<string, number>();
let total = 0;
const callers = new Map<string, number>();
const visit = (n: Node, stack: string[]): number => {
  const f = n.callFrame;
  const name = `${f.functionName || '(anon)'} ${f.url.split('/').slice(-2).join('/')}:${f.lineNumber + 1}`;
  self.set(name, (self.get(name) ?? 0) + n.selfSize);
  if (callersOf && f.functionName === callersOf) {
    const who = stack.slice(-2).join(' < ');
    callers.set(who, (callers.get(who) ?? 0) + n.selfSize);
  }
  total += n.selfSize;
  let sum = n.selfSize;
  for (const c of n.children) sum += visit(c, [...stack, name]);
  // Counted once per path even when a function recurses.
  if (!stack.includes(name)) incl.set(name, (incl.get(name) ?? 0) + sum);
  return sum;
};
visit(profile.head as Node, []);
const show = (title: string, m: Map<string, number>, n = top) => {
  console.log(title);
  for (const [k, v] of [...m].sort((a, b) => b[1] - a[1]).slice(0, n))
    console.log(`${((v / total) * 100).toFixed(1).padStart(5)}%  ${k}`);
};
console.log(
  `${load.name}: ${passes} warmed passes, ${(total / passes / 1e6).toFixed(1)} MB allocated a pass (sampled)`,
);
show('allocated in the function itself:', self);
show('allocated in it and what it calls:', incl);
if (callersOf) show(`${callersOf}'s own bytes, by its two callers:`, callers, 12);
