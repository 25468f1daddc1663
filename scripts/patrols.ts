// Profiling aid: plays N seeded Patrols (the bench's kind: 3-5 figures a side, the four generated tables)
// and prints the time, set-up apart. `node --cpu-prof --import tsx scripts/patrols.ts 150`, or bundle it
// with esbuild first for a profile with real function names and files.
import { runBattle } from '../src/rulesets/chain-reaction/game';
import { buildEncounter, studyEncounter } from '../src/rulesets/chain-reaction/sim/encounter';

const n = Number(process.argv[2] ?? 150);
const t0 = performance.now();
const c0 = process.cpuUsage();
let setup = 0;
for (let i = 0; i < n; i++) {
  const s = studyEncounter('prof', i);
  const a = performance.now();
  const st = buildEncounter(s).state;
  setup += performance.now() - a;
  runBattle(st, { keepEvents: false });
}
const cpu = process.cpuUsage(c0);
console.log(
  `${n} patrols ${(performance.now() - t0).toFixed(0)} ms (cpu ${((cpu.user + cpu.system) / 1000).toFixed(0)} ms), set-up ${setup.toFixed(0)} ms`,
);
