// Encounter soak, shard 3 of 4 (see soakShard.ts).
import { describe } from 'vitest';
import { soakShard } from './soakShard';

describe('encounter soak', () => soakShard(2));
