// App soak, first half: new battles of every kind, table, light, size and force played through the App,
// Controller and order helpers by a seeded random player (see appSoakShard.ts and appPlay.ts).
import { appSoakShard } from './appSoakShard';

appSoakShard(0, 2);
