// Chain Reaction's parts that only the sim and Node use: the engine soak, the bench's work and `sim batch`'s
// own figures and report. They are not on the ruleset object the page loads (index.ts), so the browser's first
// paint does not carry them; the registry (rulesets/index.ts), which the sim reaches games through, adds them.
import type { ChainReaction } from '../index';
import { crBatch } from './parts';
import { crSoak } from './soak';
import { crBench } from './bench';

export const CR_NODE_PARTS: Pick<ChainReaction, 'batchStats' | 'soak' | 'bench'> = {
  batchStats: crBatch as ChainReaction['batchStats'],
  soak: crSoak as ChainReaction['soak'],
  bench: crBench,
};
