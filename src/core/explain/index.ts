// The plain-words explainers in one place: every rule result and recorded roll turned into a short
// sentence for the log, with the dice, target, modifiers and table row behind it.
export type { Explanation, ModifierNote } from './types';
export { explainOdds, oddsLabel, withOdds } from './odds';
export { explainRoll } from './roll';
export { adjustmentSentence, explainCrisis, explainCrisisTester, explainRecover, leaderDiePhrase } from './reactionTests';
export { explainInSight } from './inSight';
export { explainFastMove, explainFastMover } from './fastMove';
export { explainActivation } from './activation';
export { explainFire, explainRangedDie, rangedDieText } from './fire';
export { damageText, explainDamage } from './damage';
export { advantageText, explainStarAdvantages, explainStarHit, explainStarPower, starPowerText } from './starPower';
export { explainCharge, explainChargeMatch } from './charge';
export { explainMelee } from './melee';
export { explainBlastEffect, explainEscapeBlast, explainReadyGrenade, explainThrowGrenade } from './grenade';
export { explainNewRecruits, explainRecruit } from './recruiting';
export { explainPefMovement, explainPefPlacement, explainPefResolution } from './pef';
export { explainHowManyEnemy } from './howManyEnemy';
export { explainNpMovement } from './npMovement';
export { explainAfterBattle } from './afterBattle';
export { explainRepChange } from './repChange';
export { explainChallenge, explainChallengePlay } from './challenge';
export { explainRetrieveWounded } from './retrieveWounded';
export { explainDefendObjective, explainRaidObjective } from './objectives';
export { explainOutgunned } from './outgunned';
export { explainCollapse } from './collapse';
export { word } from './words';
