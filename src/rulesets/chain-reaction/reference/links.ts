// Which reference section answers "why?" for each thing the game shows: every event type, every test
// and roll purpose, every question asked, every status. One table of data, read by the log, the dialogs
// and the refusals; a test checks that every type, purpose and decision kind is covered.
import type { GameEvent } from '../engine/events';
import type { DecisionKind } from '../engine/decisions';
import type { Purpose } from '../purposes';
import type { Status } from '../status';

/** Every roll purpose (and so every test, which is named by its purpose). */
export const PURPOSE_SECTIONS: Readonly<Record<Purpose, string>> = {
  activation: 'turnSequence',
  inSight: 'takingInSight',
  fastMove: 'fastMove',
  crisis: 'crisisTest',
  leaderDie: 'leaderDie',
  recover: 'recoverTest',
  rangedCombat: 'shootingWeapon',
  pitifulShot: 'pitifulShot',
  damage: 'damage',
  starPower: 'starPower',
  readyGrenade: 'readyGrenade',
  throwGrenade: 'throwGrenade',
  escapeBlast: 'escapingDamage',
  chargeIntoMelee: 'howToCharge',
  melee: 'meleeCombat',
  meleeDamage: 'meleeCombat',
  retrieveWounded: 'retrievingWounded',
  collapse: 'firingAtBuildings',
  challenge: 'challenge',
  terrain: 'howManyPieces',
  buildings: 'typesOfBuildings',
  pefPlacement: 'pefs',
  pefMovement: 'pefMovement',
  pefResolution: 'resolvingPefs',
  howManyEnemy: 'howManyEnemy',
  npMovement: 'enemyMoves',
  flank: 'enemyMoves',
  objective: 'raidObjective',
  recruiting: 'recruiting',
  afterBattle: 'afterTheBattle',
  newRecruits: 'newGrunts',
  improveRep: 'improvingRep',
  decreaseRep: 'decreasingRep',
};

/** Every question the rules may ask a player. */
export const DECISION_SECTIONS: Readonly<Record<DecisionKind, string>> = {
  freeWill: 'freeWill',
  cheatDeath: 'cheatingDeath',
  inSightExtra: 'triggerInSight',
  inSightTarget: 'resolvingInSight',
  inSightStep: 'triggerInSight',
  retrieveWounded: 'retrievingWounded',
  challengeRetry: 'challenge',
  reactionGrenade: 'throwGrenade',
  captureOrDispatch: 'autoKill',
};

export const STATUS_SECTIONS: Readonly<Record<Status, string>> = {
  carryOn: 'carryOn',
  duckBack: 'duckBack',
  hunkerDown: 'hunkerDown',
  leaving: 'leaveBattlefield',
  outOfTheFight: 'outOfTheFight',
  obviouslyDead: 'obviouslyDead',
  captured: 'autoKill',
  offTable: 'leaveBattlefield',
};

const OBJECTIVE_SECTIONS: Record<string, string> = {
  recon: 'patrol',
  exited: 'patrol',
  raidObjectiveFound: 'raidObjective',
  raidObjectiveReached: 'raidObjective',
  npObjectiveFound: 'defend',
  npObjectiveReached: 'defend',
  killOrCapture: 'defend',
};

const CAMPAIGN_SECTIONS: Record<string, string> = {
  afterBattle: 'afterTheBattle',
  newRecruits: 'newGrunts',
  recruit: 'recruiting',
  gruntLeaves: 'recruiting',
  starLost: 'afterTheBattle',
  lost: 'afterTheBattle',
  turnedAway: 'afterTheBattle',
  improve: 'improvingRep',
  decrease: 'decreasingRep',
};

const PEF_SECTIONS: Record<string, string> = {
  placed: 'pefs',
  moved: 'pefMovement',
  stays: 'pefMovement',
  resolved: 'resolvingPefs',
  generated: 'pefBuildings',
};

type Pick<T extends GameEvent['type']> = (e: Extract<GameEvent, { type: T }>) => string | undefined;

/**
 * One entry per event type (the compiler insists on all of them). A note has no rule of its own: it
 * explains the event before it, so the log gives it that event's section (undefined here).
 */
const EVENT_SECTIONS: { [T in GameEvent['type']]: Pick<T> } = {
  roll: (e) => PURPOSE_SECTIONS[e.purpose as Purpose],
  // A Crisis test forced by being outgunned is explained by the Outgunned rule (p.15).
  test: (e) =>
    e.test === 'crisis' && e.causes?.includes('outgunned') ? 'outgunned' : PURPOSE_SECTIONS[e.test as Purpose],
  status: (e) => STATUS_SECTIONS[e.to as Status],
  turn: () => 'turnSequence',
  activation: () => 'turnSequence',
  activate: () => 'turnSequence',
  endActivation: () => 'turnSequence',
  move: (e) => (e.involuntary ? STATUS_SECTIONS[e.involuntary] : e.fast ? 'fastMove' : 'normalMovement'),
  facing: () => 'facing',
  stance: () => 'goingProne',
  ammo: () => 'tightAmmo',
  inSight: () => 'triggerInSight',
  inSightLost: () => 'triggerInSight',
  fire: (e) => (e.snap ? 'snapFire' : e.reaction ? 'resolvingFire' : 'shootingWeapon'),
  damage: () => 'damage',
  melee: () => 'meleeCombat',
  blast: () => 'blastCircles',
  decision: (e) => DECISION_SECTIONS[e.kind as DecisionKind],
  answer: () => undefined,
  end: () => 'encounters',
  note: () => undefined,
  pef: (e) => PEF_SECTIONS[e.action],
  npPlan: () => 'enemyMoves',
  objective: (e) => OBJECTIVE_SECTIONS[e.what] ?? 'encounters',
  encounter: () => 'encounters',
  campaign: (e) => CAMPAIGN_SECTIONS[e.step] ?? 'afterTheBattle',
  final: () => undefined,
};

/** The section that explains an event, or undefined for notes and bookkeeping the log does not show. */
export function sectionForEvent(e: GameEvent): string | undefined {
  const pick = EVENT_SECTIONS[e.type] as (e: GameEvent) => string | undefined;
  return pick(e);
}

export function sectionForDecision(kind: string): string | undefined {
  return (DECISION_SECTIONS as Record<string, string>)[kind];
}
