// The campaign at the screen: the player's Star and Grunts kept in the browser from one encounter to the
// next. Starting one recruits the first group with its own seeded dice; each encounter fields the roster;
// when an encounter ends, the book's after-battle steps (recovery, new recruits, Rep up or down, Grunts
// who leave) run once with the game's own dice, so a replay of the battle gives the same outcome. Undoing
// the battle's last command takes the after-battle steps back too. The roster is the same file `sim
// --roster FILE` reads. No DOM here: storage is passed in.
import { DiceBox, seededDice } from '../core/dice/source';
import type { Roller } from '../core/dice/roll';
import type { Force } from '../scenario/vocab';
import type { KeyValueStore } from './autosave';
import { err, ok, type Result } from '../core/result';
import {
  CR_CAMPAIGN,
  CR_SCREEN_CAMPAIGN,
  type CrPartner as Partner,
  type CrRoster as Roster,
  type CrState,
} from './crSession';

export const CAMPAIGN_KEY = 'chain-reaction.campaign';

export interface Campaign {
  roster: Roster;
  /** The encounter being played for the campaign, by its scenario seed. */
  playing?: string;
  /** The last encounter's after-battle steps, and the roster before them (for undo). */
  last?: { seed: string; before: Roster; lines: string[]; partnersBefore?: Partner[] };
  /** Same side: the first player's name and the other players, each with a Star and group of their own. */
  player?: string;
  partners?: Partner[];
}

/** The campaign's players other than the roster itself, kept as they are through each step. */
function shared(c: Campaign): Pick<Campaign, 'player' | 'partners'> {
  return { ...(c.player ? { player: c.player } : {}), ...(c.partners ? { partners: c.partners } : {}) };
}

export function loadCampaign(store: KeyValueStore | undefined): Campaign | undefined {
  try {
    const text = store?.getItem(CAMPAIGN_KEY);
    if (!text) return undefined;
    const saved = JSON.parse(text) as Campaign;
    const r = CR_CAMPAIGN.parse(JSON.stringify(saved.roster), 'campaign');
    const partners = CR_SCREEN_CAMPAIGN.readPartners(saved.partners);
    return r.ok ? { ...saved, roster: r.value, partners } : undefined;
  } catch {
    return undefined;
  }
}

export function saveCampaign(store: KeyValueStore | undefined, c: Campaign | undefined): void {
  try {
    if (!c) store?.removeItem(CAMPAIGN_KEY);
    else store?.setItem(CAMPAIGN_KEY, JSON.stringify(c));
  } catch {
    // A full or disabled storage must not stop play; the roster can still be saved as a file.
  }
}

export interface NewCampaign {
  star: string;
  rep: number;
  force: Force;
  seed: string;
}

/** A new campaign: the Star, and the first group recruited with the seed's dice. */
export function startCampaign(opts: NewCampaign): Result<{ campaign: Campaign; lines: string[] }> {
  const star = opts.star.trim();
  if (!star || star.length > 24) return err('error: campaign: the Star needs a name of 1 to 24 characters');
  if (!Number.isInteger(opts.rep) || opts.rep < 3 || opts.rep > 6)
    return err("error: campaign: the Star's Rep must be 3 to 6");
  const box = new DiceBox(seededDice(`campaign:${opts.seed}`));
  const lines: string[] = [];
  const roster = CR_SCREEN_CAMPAIGN.raise({ id: star, rep: opts.rep }, opts.force, box.roll.bind(box), (line) =>
    lines.push(line),
  );
  const dice = box.rolls.map((r) => r.dice.join(','));
  lines.unshift(
    `${star} (Rep ${opts.rep}) raises a group: ${dice.length} recruiting roll${dice.length === 1 ? '' : 's'} (${dice.join('; ') || 'none'}).`,
  );
  return ok({ campaign: { roster }, lines });
}

/** A roster file read into a campaign (the browser's own, or one `sim --roster` wrote). */
export function campaignFromFile(text: string, name: string): Result<Campaign> {
  const r = CR_CAMPAIGN.parse(text, name);
  return r.ok ? ok({ roster: r.value }) : r;
}

export function rosterFile(c: Campaign): string {
  return `${JSON.stringify(c.roster, null, 2)}\n`;
}

/** The seed of the campaign's next encounter: the Star's name and the encounter's number keep them apart. */
/** The campaign kept as it is, with the encounter under way marked. */
export function playingNow(c: Campaign, seed: string): Campaign {
  return { roster: c.roster, ...shared(c), playing: seed };
}

export function nextSeed(c: Campaign, salt: string): string {
  return `${c.roster.star.id}-${c.roster.encounters + 1}-${salt}`;
}

/**
 * After the campaign's encounter ended: the after-battle steps on the roster, rolled with the final
 * state's dice. Anything else (another battle, or one not over) leaves the campaign as it is.
 */
export function finishEncounter(c: Campaign, seed: string, final: CrState, over: boolean): Campaign {
  if (!over || c.playing !== seed) return c;
  const box = new DiceBox(final.dice);
  const lines: string[] = [];
  const roll: Roller = (req) => box.roll(req);
  // The book's after-battle steps (the partners' groups after the first's): none when this was no encounter.
  const after = CR_SCREEN_CAMPAIGN.after(c.roster, c.partners, final, roll, lines);
  if (!after) return c;
  const { roster, partners } = after;
  if (!lines.length) lines.push('Everyone comes back as they went out: nobody to recover, no Rep changes.');
  const before = { seed, before: c.roster, lines, ...(c.partners ? { partnersBefore: c.partners } : {}) };
  return { roster, ...shared(c), ...(partners ? { partners } : {}), last: before };
}

/** The battle went back to before its end (undo): so does the roster. */
export function unfinish(c: Campaign, seed: string, over: boolean): Campaign {
  if (over || c.last?.seed !== seed) return c;
  const partners = c.last.partnersBefore;
  return { roster: c.last.before, ...shared(c), ...(partners ? { partners } : {}), playing: seed };
}
