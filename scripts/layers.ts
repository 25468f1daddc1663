// `npm run lint` part two: the import graph of src/ has no cycle and no import against the layer order
// (scripts/importGraph.ts holds the order), and no host (app, sim, scenes, bench) imports a ruleset's own
// folder. Prints one line per problem; exit 1 when there is any.
import path from 'node:path';
import { cycleText, doorViolations, findCycles, layerViolations, readGraph } from './importGraph';

const root = path.join(import.meta.dirname, '..', 'src');
const graph = readGraph(root);
const problems = [...findCycles(graph).map(cycleText), ...layerViolations(graph), ...doorViolations(graph)];
for (const p of problems) console.error(`src/${p}`);
if (problems.length) process.exit(1);
console.log(
  `layers: ${graph.size} files, no import cycle, every import follows the layer order, hosts reach games through the registry`,
);
