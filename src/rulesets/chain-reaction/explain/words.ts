// Our own short words for every code the rules and tables use (results, causes, columns, conditions),
// so the log, the table views and the odds read alike. Each map is typed by its vocabulary, so a new
// code in the rules is a compile error here until it has words.
import { isPurpose, type Purpose } from '../purposes';
import type { AfterBattleResult, Absence } from '../tables/afterBattle';
import type { BuildingColumn } from '../../../terrain/tables/buildingType';
import type { ChallengeResult } from '../tables/challenge';
import type { ChargeDirection, ChargeOutcome } from '../tables/chargeIntoMelee';
import type { CoverPlace } from '../tables/coverConcealment';
import type { DamageResult } from '../tables/damage';
import type { NpObjective } from '../tables/encounters';
import type { ReadyResult, ThrowResult } from '../tables/grenades';
import type { MeleeOutcome } from '../tables/melee';
import type { NewRecruitResult } from '../tables/newRecruits';
import type { Flank, NpColumn, NpMove } from '../tables/npMovement';
import type { PefMove, PefResolution } from '../tables/pef';
import type { MissReason } from '../tables/rangedCombat';
import type { CrisisCause, RecoverReason, RecoverResult, RankedResult } from '../tables/reactionTests';
import type { SuccessRequirement } from '../tables/repChange';
import type { RetrieveResult } from '../tables/retrieveWounded';
import type { OverallTerrain, SectionTerrain } from '../../../terrain/tables/terrainGenerator';

/** Statuses a reaction can leave a figure in, best first as the rules rank them. */
export const STATUS_WORDS: Record<RankedResult, string> = {
  carryOn: 'Carry on',
  returnFire: 'Return fire',
  snapFire: 'Snap fire',
  outgunned: 'Outgunned',
  duckBack: 'Duck back',
  hunkerDown: 'Hunker down',
  leaveTheBattlefield: 'Leave the battlefield',
  outOfTheFight: 'Out of the fight',
  obviouslyDead: 'Obviously dead',
};

export const CAUSE_WORDS: Record<CrisisCause, string> = {
  outgunned: 'outgunned',
  firedOn: 'fired on',
  manDown: 'man down',
};

export const RECOVER_WORDS: Record<RecoverResult, string> = {
  knockedDown: 'Knocked down',
  outOfTheFight: 'Out of the fight',
  obviouslyDead: 'Obviously dead',
  recovered: 'Recovered',
  duckBack: 'Duck back',
  leaveTheBattlefield: 'Leave the battlefield',
};

export const RECOVER_REASON_WORDS: Record<RecoverReason, string> = {
  damage: 'from damage',
  hunkerDown: 'from hunker down',
};

export const DAMAGE_WORDS: Record<DamageResult, string> = {
  obviouslyDead: 'Obviously dead',
  outOfTheFight: 'Out of the fight',
  recoverTest: 'Knocked down, then a Recover test',
};

export const MISS_WORDS: Record<MissReason, string> = {
  tooLow: 'too low',
  shooterFastMoving: 'shooter fast-moved',
  snapFire: 'snap fire',
  targetInCover: 'target in cover',
  targetProne: 'target prone',
  targetFastMoving: 'target fast-moving',
  secondOrHigherTarget: '2nd or later target',
  thirdOrHigherTarget: '3rd or later target',
};

export const CHARGE_WORDS: Record<ChargeOutcome, string> = {
  targetMayNotFire: 'Target may not fire',
  targetSnapFires: 'Target snap fires',
  targetFires: 'Target fires',
};

export const DIRECTION_WORDS: Record<ChargeDirection, string> = { front: 'front', flank: 'flank', rear: 'rear' };

export const MELEE_WORDS: Record<MeleeOutcome, string> = {
  attackerWins: 'Attacker wins',
  defenderWins: 'Defender wins',
  evenlyMatched: 'Evenly matched',
};

export const READY_WORDS: Record<ReadyResult, string> = { throwNow: 'Throw now', throwLater: 'Throw later' };

export const THROW_WORDS: Record<ThrowResult, string> = {
  onSpot: 'On the spot',
  missed: 'Missed',
  atFeet: "At the thrower's feet",
};

export const CHALLENGE_WORDS: Record<ChallengeResult, string> = {
  success: 'Success',
  mayRerollOrQuit: 'Try once more or give up',
  fail: 'Fail',
};

export const RETRIEVE_WORDS: Record<RetrieveResult, string> = {
  willTry: 'Goes for the wounded',
  wontTry: 'Will not go',
  starMayChoose: 'Star chooses',
};

export const AFTER_BATTLE_WORDS: Record<AfterBattleResult, string> = { returns: 'Returns', gone: 'Gone for good' };

export const ABSENCE_WORDS: Record<Absence, string> = {
  outOfTheFight: 'out of the fight',
  leftTheBattlefield: 'left the battlefield',
};

export const NEW_RECRUIT_WORDS: Record<NewRecruitResult, string> = {
  fillToFull: 'Fill every place',
  oneGrunt: 'One Grunt',
  none: 'Nobody',
};

export const PEF_MOVE_WORDS: Record<PefMove, string> = { move8: 'Moves 8"', move4: 'Moves 4"', stay: 'Stays put' };

export const PEF_RESOLUTION_WORDS: Record<PefResolution, string> = {
  contact: 'Contact',
  somethingsOutThere: "Something's out there",
  falseAlarm: 'False alarm',
};

export const NP_MOVE_WORDS: Record<NpMove, string> = {
  splitAndFlank: 'Split and flank',
  moveToFiringCover: 'Move to firing cover',
  holdOrNearestCover: 'Hold or nearest cover',
};

export const NP_COLUMN_WORDS: Record<NpColumn, string> = {
  outnumbers: 'Outnumbers 2 to 1',
  otherwise: 'Otherwise',
};

export const FLANK_WORDS: Record<Flank, string> = { left: 'Left', right: 'Right' };

export const NP_OBJECTIVE_WORDS: Record<NpObjective, string> = {
  killOrCapture: 'Kill or capture',
  rescueOrRecover: 'Rescue or recover',
};

export const UNMET_WORDS: Record<SuccessRequirement, string> = {
  hitOrMeleed: 'never hit anyone or fought in melee',
  neverOutOfTheFight: 'was put out of the fight',
  neverHunkeredDown: 'hunkered down',
  neverLeftTheBattlefield: 'left the battlefield',
  leftNoOneBehind: 'left a group member behind',
};

export const OVERALL_WORDS: Record<OverallTerrain, string> = {
  clear: 'Clear',
  urban: 'Urban',
  wooded: 'Wooded',
  mountain: 'Mountain',
};

export const SECTION_WORDS: Record<SectionTerrain, string> = {
  clear: 'Clear',
  hill: 'Hill',
  woods: 'Woods',
  woodedHill: 'Wooded hill',
  impassable: 'Impassable',
};

export const BUILDING_COLUMN_WORDS: Record<BuildingColumn, string> = { clear: 'Clear', urban: 'Urban' };

export const COVER_PLACE_WORDS: Record<CoverPlace, string> = {
  buildingInside: 'Inside a building',
  vehicleInside: 'Inside a vehicle',
  vehicleBehind: 'Behind a vehicle',
  woodsOrRocky: 'In woods or rocks',
};

export const PURPOSE_WORDS: Record<Purpose, string> = {
  activation: 'Activation',
  inSight: 'In Sight',
  fastMove: 'Fast Move',
  crisis: 'Crisis test',
  leaderDie: 'Leader Die',
  recover: 'Recover test',
  rangedCombat: 'Ranged combat',
  pitifulShot: 'Pitiful shot',
  damage: 'Ranged damage',
  starPower: 'Star Power',
  readyGrenade: 'Readying a grenade',
  throwGrenade: 'Throwing a grenade',
  escapeBlast: 'Diving clear',
  chargeIntoMelee: 'Charge into melee',
  melee: 'Melee',
  meleeDamage: 'Melee damage',
  retrieveWounded: 'Retrieving wounded',
  collapse: 'Building collapse',
  challenge: 'Challenge',
  terrain: 'Terrain',
  buildings: 'Buildings',
  pefPlacement: 'PEF placement',
  pefMovement: 'PEF movement',
  pefResolution: 'PEF resolution',
  howManyEnemy: 'How Many Enemy',
  npMovement: 'NP movement',
  flank: 'Flank side',
  objective: 'Objective',
  recruiting: 'Recruiting',
  afterBattle: 'After the battle',
  newRecruits: 'New recruits',
  improveRep: 'Improving Rep',
  decreaseRep: 'Decreasing Rep',
};

/** The words for a roll's purpose; the kernel carries it as a plain string, so a name not on the list reads as itself. */
export function purposeWords(purpose: string): string {
  return isPurpose(purpose) ? PURPOSE_WORDS[purpose] : purpose;
}

const EXTRA_WORDS: Record<string, string> = {
  cheatedDeath: 'Cheated death',
  found: 'Objective found',
  notHere: 'Not here',
  collapses: 'Caves in',
  stands: 'Stands',
  attacker: 'Attacker',
  defender: 'Defender',
  noWinner: 'Nobody can win',
  tie: 'Tie',
};

/** Every code's words in one lookup, for odds keys and other places where the vocabulary is mixed. */
const ALL_WORDS: Record<string, string> = {
  ...EXTRA_WORDS,
  ...FLANK_WORDS,
  ...NP_OBJECTIVE_WORDS,
  ...NP_MOVE_WORDS,
  ...PEF_RESOLUTION_WORDS,
  ...PEF_MOVE_WORDS,
  ...NEW_RECRUIT_WORDS,
  ...AFTER_BATTLE_WORDS,
  ...RETRIEVE_WORDS,
  ...CHALLENGE_WORDS,
  ...THROW_WORDS,
  ...READY_WORDS,
  ...MELEE_WORDS,
  ...CHARGE_WORDS,
  ...DAMAGE_WORDS,
  ...RECOVER_WORDS,
  ...STATUS_WORDS,
};

/** Splits an unknown camelCase code into words ("someThing" → "Some thing") rather than showing code. */
function fromCode(code: string): string {
  const spaced = code.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

/** Words for any result code; numbers and unknown codes come back readable. */
export function word(code: string): string {
  return ALL_WORDS[code] ?? (/^-?\d/.test(code) ? code : fromCode(code));
}

/** The same words starting lower case, for the middle of a sentence. */
export function lower(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/** codeWords' answers so far: a reducer step says the same few codes many times (a regex each time). */
const codeWordsSaid = new Map<string, string>();

/** A code split at its capitals, all lower case ("outOfTheFight" → "out of the fight"), for mid-sentence use. */
export function codeWords(code: string): string {
  let words = codeWordsSaid.get(code);
  if (words === undefined) {
    words = code.replace(/([A-Z])/g, ' $1').toLowerCase();
    // The codes are a short fixed list (statuses, kinds, tests); the cap only guards against odd callers.
    if (codeWordsSaid.size < 1000) codeWordsSaid.set(code, words);
  }
  return words;
}
