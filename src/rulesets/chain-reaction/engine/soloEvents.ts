// The events solo play adds to the log: PEFs placed, moved and resolved, the NP force's movement roll,
// objectives reached, the encounter's set-up and the campaign's after-battle steps. Plain JSON, each
// with a sentence for the log, like the engine's own events. Kept beside them (one log), so the engine
// can name every kind of entry without importing solo play.
import type { Vec } from '../../../geometry/shapes';

export type PefAction = 'placed' | 'moved' | 'stays' | 'resolved' | 'generated';

export interface PefEvent {
  type: 'pef';
  pef: string;
  action: PefAction;
  at: Vec;
  from?: Vec;
  /** What a resolution turned out to be. */
  result?: string;
  /** Enemy figures placed by a contact. */
  enemies?: string[];
  /** The building that generated it, for building PEFs. */
  building?: string;
  /** Leader of the player group that resolved it. */
  group?: string;
  /**
   * Why a move ended short of its throw, decided as it was made (so a reopened game reads it from here, not
   * from a later table): `short` 1" off the figure it heads for (`toward`), `ground` no place to stand further
   * on, `cover` a spot in cover from `toward` near the move's end, `seen` a figure of the player's saw it.
   * A PEF that stays though its throw let it move: `close` already as near `toward` as a PEF comes, `ground`
   * no spot on its way it may stop on, `none` nobody of the player's left to head for.
   */
  stop?: 'short' | 'ground' | 'cover' | 'seen' | 'close' | 'none';
  /** The figure a moving PEF heads for. */
  toward?: string;
  /** Stopped or staying touching-close to `toward` unseen: what hides it from him, judged as it happened. */
  hidden?: 'wall' | 'building' | 'terrain';
  text: string;
}

export interface NpPlanEvent {
  type: 'npPlan';
  leader: string;
  result: string;
  column: string;
  fire?: string[];
  flank?: string[];
  flankSide?: string;
  /** Leader of the player group the plan is measured against. */
  against?: string;
  text: string;
}

export interface ObjectiveEvent {
  type: 'objective';
  what: string;
  at?: Vec;
  figure?: string;
  section?: number;
  /** A Patrol figure leaving before the recon is done: the sections left that no way from its start reached. */
  cutOff?: number[];
  text: string;
}

export interface EncounterSetupEvent {
  type: 'encounter';
  kind: string;
  player: string;
  np: string;
  npForce: string;
  overall?: string;
  pieces: number;
  text: string;
}

export interface CampaignEvent {
  type: 'campaign';
  step: string;
  figure?: string;
  result?: string;
  from?: number;
  to?: number;
  text: string;
}

export type SoloEvent = PefEvent | NpPlanEvent | ObjectiveEvent | EncounterSetupEvent | CampaignEvent;
