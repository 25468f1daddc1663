// What the scenes are handed when the game starts, under DEPS_KEY in the game registry. The shapes are
// the app's (app/ui/sceneDeps.ts), so imports run one way: scenes read the app, never the reverse.
export const DEPS_KEY = 'deps';

export type { SceneDeps, TableControls, UiHooks } from '../app/ui/sceneDeps';
