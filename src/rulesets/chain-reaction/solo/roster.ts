// The campaign roster: the player's Star and Grunts carried from one encounter to the next (book p.6,
// pp.31-32). Plain JSON, kept by the browser and, for the simulator, in a file (`--roster FILE`).
// The first group: one recruiting roll per point of the Star's Rep, with the force's modifier; a recruit
// who would outrank the Star does not join (docs/rules-notes/solo.md).
import type { Roller } from '../../../core/dice/roll';
import { recruitFirstGroup } from '../rules/recruiting';
import type { Force } from '../tables/recruiting';
import type { MeleeWeapon, Weapon } from '../../../core/vocab';
import type { Vec } from '../../../geometry/shapes';
import { freshBookkeeping, type FigureState } from '../state';
import type { CampaignEvent } from '../engine/soloEvents';
import { FORCE_MELEE, weaponFor } from './forces';
import { recruitJoinText, turnedAwayText, type RecruitRoll } from '../explain/afterBattle';
import { recruitName } from './names';

export const ROSTER_VERSION = 1;

export interface RosterMember {
  id: string;
  rep: number;
  star: boolean;
  weapon: Weapon;
  melee: MeleeWeapon;
}

export interface RosterEntry {
  encounter: number;
  kind: string;
  /** How the encounter ended: its end reason and whether the player won. */
  result: string;
  won: boolean;
  notes: string[];
  /** Who the encounter cost or brought, for the history line (absent in rosters saved before it was kept). */
  changes?: RosterChanges;
}

/** The roster's changes after one encounter, in the book's order. */
export interface RosterChanges {
  /** Gone for good: dead, a prisoner, or not back from being out of the fight or leaving the battlefield. */
  lost: { id: string; why: 'dead' | 'captured' | 'gone' }[];
  /** Grunts who leave because the Star's Rep no longer covers them. */
  left: { id: string; why: 'outranksStar' | 'overStrength' }[];
  joined: { id: string; rep: number }[];
  rep: { id: string; from: number; to: number }[];
}

export interface Roster {
  version: typeof ROSTER_VERSION;
  force: Force;
  star: RosterMember;
  grunts: RosterMember[];
  /** Encounters played so far. */
  encounters: number;
  /** Recruits so far: picks the next recruit's name from the force's list. */
  nextGrunt: number;
  /** The Star is gone: the campaign is over. */
  over?: boolean;
  history: RosterEntry[];
}

export type Emit = (e: CampaignEvent) => void;

/**
 * Recruits Grunts for the given number of places; the newcomers join the roster. `elsewhere`: names used by
 * other groups playing beside this one (a shared campaign), which a newcomer must not take either.
 */
export function recruitInto(
  roster: Roster,
  joined: readonly ({ rep: number } & Partial<RecruitRoll>)[],
  emit: Emit,
  why: string,
  elsewhere: ReadonlySet<string> = new Set(),
): void {
  for (const r of joined) {
    roster.nextGrunt += 1;
    const taken = new Set([...elsewhere, roster.star.id, ...roster.grunts.map((g) => g.id)]);
    const id = recruitName(roster.force, roster.star.id, roster.nextGrunt, taken);
    const m: RosterMember = {
      id,
      rep: r.rep,
      star: false,
      weapon: weaponFor(roster.force, roster.grunts.length + 1),
      melee: FORCE_MELEE[roster.force],
    };
    roster.grunts.push(m);
    emit({
      type: 'campaign',
      step: 'recruit',
      figure: id,
      to: r.rep,
      text: recruitJoinText(
        id,
        why,
        r.rep,
        m.weapon,
        r.dice && r.score !== undefined ? { dice: r.dice, score: r.score, modifiers: r.modifiers ?? [] } : undefined,
      ),
    });
  }
}

export function newRoster(
  star: Omit<RosterMember, 'star'>,
  force: Force,
  roll: Roller,
  emit: Emit = () => {},
  elsewhere: ReadonlySet<string> = new Set(),
): Roster {
  const roster: Roster = {
    version: ROSTER_VERSION,
    force,
    star: { ...star, star: true },
    grunts: [],
    encounters: 0,
    nextGrunt: 0,
    history: [],
  };
  const r = recruitFirstGroup({ starRep: star.rep, force }, roll);
  recruitInto(roster, r.joined, emit, 'the first group', elsewhere);
  for (const t of r.turnedAway) {
    emit({ type: 'campaign', step: 'turnedAway', to: t.rep, text: turnedAwayText(t.rep, star.rep) });
  }
  return roster;
}

export function rosterMembers(roster: Roster): RosterMember[] {
  return [roster.star, ...roster.grunts];
}

/** The roster as figures for an encounter, in a row from `at` (the set-up moves any that can't stand there). */
export function rosterFigures(roster: Roster, side: string, at: Vec): FigureState[] {
  return rosterMembers(roster).map((m, i) => ({
    id: m.id,
    side,
    rep: m.rep,
    star: m.star,
    weapon: m.weapon,
    melee: m.melee,
    at: [Math.min(35, Math.max(1, at[0] + (i % 2 === 0 ? i / 2 : -(i + 1) / 2) * 1.25)), at[1]] as Vec,
    facing: 270,
    stance: 'standing',
    status: 'carryOn',
    ammo: 'loaded',
    starPower: m.star ? m.rep : 0,
    ...freshBookkeeping(),
  }));
}
