// The registry's entry for the game whose code ships with the page itself: Chain Reaction, the default rules,
// whose table is the rich one. The app opens its files without a fetch and reads its session's types off this
// one (app/crSession.ts). A file of its own, not catalog.ts, so the odds worker (which reaches games through
// catalog.ts) still fetches each game's code only when a battle of it needs odds.
import { chainReaction, crCampaign } from './chain-reaction';

export const BUNDLED = chainReaction;
export type Bundled = typeof chainReaction;
/** The bundled game's campaign part with its roster types (the campaign screen keeps this game's rosters). */
export const BUNDLED_CAMPAIGN = crCampaign;
