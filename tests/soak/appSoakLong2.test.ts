// The long app soak, second half (a file of its own so vitest runs it beside the first on the other core).
import { appSoakLong } from './appSoakLong';

appSoakLong(1, 2);
