// The three Encounters (book pp.30-31) as data: where each side starts, where Raid and Defend put
// their buildings, how Patrol is won, and the two objective rolls (Raid's search, Defend's NP aim).
import type { TableMeta } from '../../../core/tables/types';

export const ENCOUNTER_KINDS = ['patrol', 'raid', 'defend'] as const;
export type EncounterKind = (typeof ENCOUNTER_KINDS)[number];

export interface EncounterSetup {
  kind: EncounterKind;
  label: string;
  page: number;
  /** Sections the player enters or sets up in (the player's edge). */
  playerSections: readonly number[];
  /** Whether the player starts off the table and moves on (Patrol) or is set up on it. */
  playerEnters: boolean;
  /** A section that gets 1/2d6 extra buildings, when the Encounter has one. */
  buildingsSection?: number;
  pefs: number;
}

export const ENCOUNTERS: Readonly<Record<EncounterKind, EncounterSetup>> = {
  patrol: { kind: 'patrol', label: 'Patrol', page: 30, playerSections: [7, 8, 9], playerEnters: true, pefs: 3 },
  raid: {
    kind: 'raid',
    label: 'Raid',
    page: 30,
    playerSections: [7, 8, 9],
    playerEnters: false,
    buildingsSection: 2,
    pefs: 3,
  },
  defend: {
    kind: 'defend',
    label: 'Defend',
    page: 31,
    playerSections: [7, 8, 9],
    playerEnters: false,
    buildingsSection: 8,
    pefs: 3,
  },
};

/** Patrol: reach the far edge in each of these sections, then leave by the edge the patrol came in. */
export const PATROL_RECON = {
  sections: [1, 2, 3] as const,
  /** How close to the far (top) edge a figure must end an activation, in inches. */
  withinOfEdge: 6,
} as const;

export const RAID_OBJECTIVE_TABLE = {
  meta: {
    id: 'raidObjective',
    label: 'Raid: finding the objective',
    dice: 1,
    versus: 'asRolled',
    page: 30,
  } satisfies TableMeta,
  /** Found when the die is at most the number of PEFs resolved so far; the last PEF always holds it. */
  rows: { found: 'found', notHere: 'notHere', lastPef: 'found' } as const,
} as const;

export const NP_OBJECTIVES = ['killOrCapture', 'rescueOrRecover'] as const;
/** killOrCapture: go after the player's figures. rescueOrRecover: take someone or something out of the buildings. */
export type NpObjective = (typeof NP_OBJECTIVES)[number];

export const DEFEND_OBJECTIVE_TABLE = {
  meta: {
    id: 'defendObjective',
    label: 'Defend: the enemy objective',
    dice: 1,
    versus: 'successes',
    page: 31,
  } satisfies TableMeta,
  rows: { success: 'killOrCapture', failure: 'rescueOrRecover' } as const satisfies Record<
    'success' | 'failure',
    NpObjective
  >,
} as const;
