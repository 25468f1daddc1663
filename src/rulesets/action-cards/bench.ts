// The action-card skirmish's work for `npm run bench` (the bench holds the clock; this folder stays pure):
// whole all-computer games of the soak test's seeded files, from the file to the end, beside their set-up
// alone (the file checked and the starting state built, its table generated).
import type { BenchLoad, BenchSuite } from '../../core/ruleset';
import { drive } from '../../core/drive';
import { computerCommand } from './ai';
import { begin, reduce } from './ownDice';
import { randomFile, start } from './randomGame';
import type { AcState } from './state';

const GAMES = 24;

const game = {
  begin,
  reduce,
  computerCommand,
  controlOf: (s: AcState, side: string) => s.sides.find((x) => x.id === side)?.control ?? 'script',
};

function wholeGames(): BenchLoad {
  const files = Array.from({ length: GAMES }, (_, i) => randomFile(i));
  const play = (i: number) => drive(game, start(files[i]!), { humans: 'script', keepEvents: false });
  let turns = 0;
  for (let i = 0; i < GAMES; i++) turns += play(i).state.turn;
  return {
    name: `whole games/s per core (2-6 factions on generated tables, ${GAMES} seeds, ${(turns / GAMES).toFixed(1)} turns on average)`,
    items: GAMES,
    run: (i) => play(i).need.kind,
    rounds: 3,
    baseline: { name: 'set-up alone (file checked, table and forces)', run: (i) => start(files[i]!), rounds: 3 },
  };
}

export const acBench: readonly BenchSuite[] = [{ suite: 'action-cards: whole games', load: wholeGames }];
