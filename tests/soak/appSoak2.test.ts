// App soak, second half (a file of its own so vitest runs it beside the first on the other core).
import { appSoakShard } from './appSoakShard';

appSoakShard(1, 2);
