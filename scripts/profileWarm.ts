// Profiling aid: a CPU profile of warmed bench passes only, as scripts/countBench.sh counts them. A whole-run
// profile (profileBench.ts) is mostly the load's set-up, whose first reduce calls fill every memory and
// build every table's side spots; a warmed pass makes far fewer cover searches (38 a pass against 129 in
// the reducer load's first pass) and its shares differ. Bundle first, so the names are believable:
//   node_modules/.bin/esbuild scripts/profileWarm.ts --bundle --platform=node --format=esm --outfile=/tmp/w.mjs
//   node /tmp/w.mjs reducer|patrols [passes] [out.cpuprofile]
import fs from 'node:fs';
import { Session } from 'node:inspector/promises';
import { crBench } from '../src/rulesets/chain-reaction/sim/bench';

const which = process.argv[2] ?? 'reducer';
const passes = Number(process.argv[3] ?? 4);
const out = process.argv[4] ?? `/tmp/warm-${which}.cpuprofile`;
const load = crBench.find((b) => b.suite.includes(which === 'patrols' ? 'Patrols' : 'reducer'))!.load();
for (let i = 0; i < load.items; i++) load.run(i);
const session = new Session();
session.connect();
await session.post('Profiler.enable');
await session.post('Profiler.setSamplingInterval', { interval: 200 });
await session.post('Profiler.start');
const t0 = performance.now();
for (let p = 0; p < passes; p++) for (let i = 0; i < load.items; i++) load.run(i);
const ms = performance.now() - t0;
const { profile } = await session.post('Profiler.stop');
fs.writeFileSync(out, JSON.stringify(profile));
console.log(`${load.name}: ${passes} warmed passes, ${(ms / passes).toFixed(0)} ms a pass; profile in ${out}`);
