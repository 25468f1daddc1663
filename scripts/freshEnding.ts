// Which fresh all-computer skirmishes do not end? `npx tsx scripts/freshEnding.ts PREFIX FROM COUNT [TURNS]`
// plays randomSkirmish(`${PREFIX}-${i}`) for i in FROM..FROM+COUNT-1 to TURNS turns (default 100) and prints
// the seeds that did not end, then a count. Used for issue 19 item 13 (every skirmish ends).
import { runBattle } from '../src/rulesets/chain-reaction/game';
import { randomSkirmish } from '../src/rulesets/chain-reaction/sim/skirmish';

const [prefix = 'freshA', fromArg = '0', countArg = '100', turnsArg = '100'] = process.argv.slice(2);
const from = Number(fromArg);
const count = Number(countArg);
const maxTurns = Number(turnsArg);
const unfinished: string[] = [];
const t0 = performance.now();
for (let i = from; i < from + count; i++) {
  const seed = `${prefix}-${i}`;
  const r = runBattle(randomSkirmish(seed), { maxTurns, keepEvents: false });
  if (r.need.kind !== 'ended') {
    unfinished.push(seed);
    console.log(`not ended: ${seed} (turn ${r.state.turn}, ${r.need.kind})`);
  }
}
console.log(
  `${prefix} ${from}..${from + count - 1}: ${count - unfinished.length}/${count} ended within ${maxTurns} turns, ${((performance.now() - t0) / 1000).toFixed(0)} s`,
);
