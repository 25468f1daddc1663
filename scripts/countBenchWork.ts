// The work half of scripts/countBench.sh: builds one of Chain Reaction's bench loads, warms it, collects
// garbage, says it is ready (a file), waits until told to go (another file), then runs its passes. The shell
// script switches callgrind's counting on in between, so only the passes are counted.
// `node --expose-gc --import tsx scripts/countBenchWork.ts reducer|patrols|copy|setup PASSES DIR`
import fs from 'node:fs';
import { crBench } from '../src/rulesets/chain-reaction/sim/bench';

const [which = 'reducer', passesArg = '2', dir = '/tmp/countBench'] = process.argv.slice(2);
const patrols = which === 'patrols' || which === 'setup';
const load = crBench.find((b) => b.suite.includes(patrols ? 'Patrols' : 'reducer'))!.load();
const run = which === 'copy' || which === 'setup' ? load.baseline!.run : load.run;
for (let i = 0; i < load.items; i++) run(i);
(globalThis as { gc?: () => void }).gc?.();
fs.writeFileSync(`${dir}/ready-${process.pid}`, '');
const nap = new Int32Array(new SharedArrayBuffer(4));
while (!fs.existsSync(`${dir}/go-${process.pid}`)) Atomics.wait(nap, 0, 0, 50);
for (let p = 0; p < Number(passesArg); p++) for (let i = 0; i < load.items; i++) run(i);
