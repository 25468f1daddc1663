// A campaign shared on the same side: besides the first player's Star and group (the campaign's roster),
// each partner keeps a roster of their own, recruited with their own seeded dice, carried from encounter to
// encounter and put through the book's after-battle steps (pp.31-32) like the first one. Plain data; the
// app reaches it through the campaign part (`crCampaign.partners`, core/ruleset.ts PartnersPart).
import { DiceBox, seededDice } from '../../../core/dice/source';
import type { Roller } from '../../../core/dice/roll';
import type { PartnerJoin, PartnerOf } from '../../../core/ruleset';
import { afterEncounter } from './afterEncounter';
import { newRoster, rosterMembers, type Roster } from './roster';
import { FORCE_MELEE, weaponFor } from './forces';
import type { GameState } from '../state';
import { parseRoster } from '../scenario/rosterSchema';
import { err, ok, type Result } from '../../../core/result';

export type Partner = PartnerOf<Roster>;

/** Every figure name already in use, so a partner's recruits never share a name with anyone's. */
function namesOf(rosters: readonly Roster[]): Set<string> {
  return new Set(rosters.flatMap((r) => rosterMembers(r).map((m) => m.id)));
}

/** A partner joins: their Star and first group, recruited with dice of their own (seeded by campaign and name). */
export function newPartner(
  main: Roster,
  partners: readonly Partner[],
  opts: PartnerJoin,
): Result<{ partner: Partner; lines: string[] }> {
  const player = opts.player.trim();
  const star = opts.star.trim();
  if (partners.length + 1 >= opts.maxPlayers)
    return err(`error: campaign: at most ${opts.maxPlayers} players share a side`);
  if (!player || player.length > 20) return err('error: campaign: the player needs a name of 1 to 20 characters');
  if (!star || star.length > 24) return err('error: campaign: the Star needs a name of 1 to 24 characters');
  if (!Number.isInteger(opts.rep) || opts.rep < 3 || opts.rep > 6)
    return err("error: campaign: the Star's Rep must be 3 to 6");
  const taken = namesOf([main, ...partners.map((p) => p.roster)]);
  if (taken.has(star)) return err(`error: campaign: ${star} is already in the campaign; give the Star another name`);
  taken.add(star);
  const box = new DiceBox(seededDice(`campaign:${opts.seed}:${player}`));
  const lines: string[] = [];
  const force = main.force;
  const roster = newRoster(
    { id: star, rep: opts.rep, weapon: weaponFor(force, 0), melee: FORCE_MELEE[force] },
    force,
    box.roll.bind(box),
    (e) => lines.push(e.text),
    taken,
  );
  return ok({
    partner: { player, roster },
    lines: [`${player} joins with ${star} (Rep ${opts.rep}).`, ...lines],
  });
}

/** Every figure name of the partners' groups (the first player's recruits must not take them). */
export function partnersNames(partners: readonly Partner[] | undefined): Set<string> {
  return namesOf((partners ?? []).map((p) => p.roster));
}

/**
 * The partners' after-battle steps, after the first player's (`main`, already done), with the same dice running
 * on; new recruits take names nobody in any group has.
 */
export function partnersAfter(
  main: Roster,
  partners: readonly Partner[],
  final: GameState,
  roll: Roller,
  lines: string[],
): Partner[] {
  const done: Roster[] = [main];
  return partners.map((p, i) => {
    const before = lines.length;
    const elsewhere = namesOf([...done, ...partners.slice(i + 1).map((x) => x.roster)]);
    const roster = afterEncounter(p.roster, final, roll, (e) => lines.push(e.text), elsewhere);
    done.push(roster);
    if (lines.length > before) lines.splice(before, 0, `${p.player}'s group:`);
    return { ...p, roster };
  });
}

/** Partners read back from storage; anything not understood is dropped with the partner it belongs to. */
export function readPartners(raw: unknown): Partner[] | undefined {
  if (!Array.isArray(raw)) return undefined;
  const out: Partner[] = [];
  for (const p of raw as { player?: unknown; roster?: unknown }[]) {
    if (!p || typeof p.player !== 'string') continue;
    const r = parseRoster(JSON.stringify(p.roster), 'campaign');
    if (r.ok) out.push({ player: p.player, roster: r.value });
  }
  return out.length ? out : undefined;
}
