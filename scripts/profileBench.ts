// Profiling aid: runs one of Chain Reaction's bench loads (its work, no clock in the ruleset) for a CPU
// profile. `node --cpu-prof --import tsx scripts/profileBench.ts reducer|patrols|baseline [passes]`.
import { crBench } from '../src/rulesets/chain-reaction/sim/bench';

const which = process.argv[2] ?? 'reducer';
const passes = Number(process.argv[3] ?? 5);
const suite = crBench.find((b) => b.suite.includes(which === 'patrols' ? 'Patrols' : 'reducer'))!;
const load = suite.load();
const run = which === 'baseline' ? load.baseline!.run : load.run;
const t0 = performance.now();
for (let p = 0; p < passes; p++) for (let i = 0; i < load.items; i++) run(i);
const ms = performance.now() - t0;
console.log(`${load.name}: ${passes} passes of ${load.items}, ${((passes * load.items * 1000) / ms).toFixed(0)}/s`);
