// The long app soak, first half (see appSoakLong.ts).
import { appSoakLong } from './appSoakLong';

appSoakLong(0, 2);
