// Second half of the skirmish soak (see skirmish.soak.test.ts); a file of its own so it runs in parallel.
import { describe } from 'vitest';
import { soakShard } from './soak';

describe('soak', () => {
  soakShard(1, 2);
});
