// The campaign's players on the same side: joining one, and fielding every player's roster in an encounter as a
// group of its own (each player's Star first), with the players written into the encounter's file.
import type { Campaign } from '../campaign';
import { CR_PARTNERS, type CrPartnerMember } from '../crSession';
import { err, ok, type Result } from '../../core/result';
import { cleanNames, MAX_SAME_SIDE } from './players';
import { splitSameSide } from './setup';

/** Who fields which roster, the first player's first. */
function players(c: Campaign): { name: string; members: CrPartnerMember[] }[] {
  const names = cleanNames([c.player ?? '', ...(c.partners ?? []).map((p) => p.player)]);
  return [
    { name: names[0]!, members: CR_PARTNERS.members(c.roster) },
    ...(c.partners ?? []).map((p, i) => ({ name: names[i + 1]!, members: CR_PARTNERS.members(p.roster) })),
  ];
}

/** Every figure the campaign sends into its next encounter. */
export function campaignMembers(c: Campaign): CrPartnerMember[] {
  return players(c).flatMap((p) => p.members);
}

/** The encounter's file with the figures handed to their players; unchanged when one player plays alone. */
export function sharedEncounter(c: Campaign, file: Record<string, unknown>): Record<string, unknown> {
  if (!c.partners?.length) return file;
  return splitSameSide(
    file,
    players(c).map((p) => ({ name: p.name, ids: p.members.map((m) => m.id) })),
  );
}

/** Another player joins; `first` names the campaign's first player when nobody has named them yet. */
export function addPartner(
  c: Campaign,
  opts: { first?: string; player: string; star: string; rep: number; seed: string },
): Result<{ campaign: Campaign; lines: string[] }> {
  if (c.roster.over) return err('error: campaign: the campaign is over; start a new one');
  const first = c.player ?? (opts.first?.trim() || 'Player 1');
  const partners = c.partners ?? [];
  if ([first, ...partners.map((p) => p.player)].includes(opts.player.trim()))
    return err(`error: campaign: ${opts.player.trim()} already plays in this campaign`);
  const r = CR_PARTNERS.join(c.roster, partners, { ...opts, maxPlayers: MAX_SAME_SIDE });
  if (!r.ok) return r;
  return ok({ campaign: { ...c, player: first, partners: [...partners, r.value.partner] }, lines: r.value.lines });
}
