// Two files for the far-edge question (issue 21): a new action-points battle from the menu's knobs, both
// sides the computer with the same force, and the same battle with the sides' places swapped on the same
// table. `sim compare` of the pair then says whether the ground or the side decides.
// `npx tsx scripts/edges.ts SEED [TABLE] [HALVES] [OUTDIR]`, e.g.
//   npx tsx scripts/edges.ts notes-2 clear 'as generated' tmp && npm run sim -- compare tmp/edges.json tmp/edges-swapped.json --runs 200 --seed notes
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { RULESETS } from '../src/rulesets';

const [seed = 'notes-1', table = 'clear', halves = 'turned copies (fair)', out = 'tmp'] = process.argv.slice(2);
const nb = RULESETS['action-points']!.board!.newBattle!;
const file = nb.make(
  {
    ...nb.values,
    player1: 'computer',
    player2: 'computer',
    force1: 'regulars',
    force2: 'regulars',
    size: 4,
    table,
    halves,
  },
  seed,
) as { sides: { figures: { at: number[]; facing: number }[] }[] };
const swapped = structuredClone(file);
const [a, b] = swapped.sides;
const placesOf = (side: typeof a) => side!.figures.map((f) => ({ at: f.at, facing: f.facing }));
const [placesA, placesB] = [placesOf(a), placesOf(b)];
a!.figures.forEach((f, i) => Object.assign(f, placesB[i]));
b!.figures.forEach((f, i) => Object.assign(f, placesA[i]));
mkdirSync(out, { recursive: true });
writeFileSync(join(out, 'edges.json'), JSON.stringify(file, null, 1));
writeFileSync(join(out, 'edges-swapped.json'), JSON.stringify(swapped, null, 1));
console.log(`wrote ${join(out, 'edges.json')} and ${join(out, 'edges-swapped.json')}`);
