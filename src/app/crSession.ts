// The one place the app names the session types of the game bundled with the page (Chain Reaction: the
// registry's BUNDLED, rulesets/bundled.ts). The session is shared code over any ruleset (session.ts); the table,
// panels and log that read its states are still that game's and move into its folder family by family. Until
// then a session of another game is refused here with one line rather than drawn wrongly.
import { BUNDLED, BUNDLED_CAMPAIGN, type Bundled as ChainReaction } from '../rulesets/bundled';
import { err, ok, type Result } from '../core/result';
import type { Applied, Session } from './session';
import type { CommandOf, EventOf, NeedOf, PartnerOf, ScenarioOf, StateOf } from '../core/ruleset';

export type CrSession = Session<ChainReaction>;

/** Chain Reaction's own types as the rest of the app names them: read off its ruleset's type, here only. */
export type CrState = StateOf<ChainReaction>;
export type CrCommand = CommandOf<ChainReaction>;
export type CrEvent = EventOf<ChainReaction>;
export type CrNeed = NeedOf<ChainReaction>;
export type CrScenario = ScenarioOf<ChainReaction>;

/** Chain Reaction's ruleset, bundled with the page while the app's table is its own (see above). */
export const CHAIN_REACTION = BUNDLED;
export type CrApplied = Applied<CrEvent>;

/** Chain Reaction's rules for players sharing a campaign's side (their rosters, joining), with its types. */
export const CR_PARTNERS = BUNDLED_CAMPAIGN.partners!;
export type CrPartnerMember = ReturnType<typeof CR_PARTNERS.members>[number];

/** Chain Reaction's campaign as the screen keeps it (app/campaign.ts): parsing a roster, raising one, the after-battle steps. */
export const CR_CAMPAIGN = BUNDLED_CAMPAIGN;
export const CR_SCREEN_CAMPAIGN = BUNDLED_CAMPAIGN.screen!;
export type CrRoster = Parameters<typeof CR_PARTNERS.members>[0];
export type CrPartner = PartnerOf<CrRoster>;

/** The session as Chain Reaction's, when it is one. */
export function asChainReaction(session: Session): Result<CrSession> {
  if (session.ruleset.name !== BUNDLED.name)
    return err(`error: rules: this table draws only Chain Reaction so far, not ${session.ruleset.title}`);
  return ok(session as CrSession);
}
