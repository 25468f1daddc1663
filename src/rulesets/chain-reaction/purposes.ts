// Chain Reaction's dice purposes: the name every one of its rolls carries. They come from its scenario
// contract (SCENARIO.md), so a scripted queue in a file and a roll in the engine meet on the same word.
// The kernel knows a purpose only as a string; this list is Chain Reaction's own (each ruleset keeps one).
export const PURPOSES = [
  'activation',
  'inSight',
  'fastMove',
  'crisis',
  'leaderDie',
  'recover',
  'rangedCombat',
  'pitifulShot',
  'damage',
  'starPower',
  'readyGrenade',
  'throwGrenade',
  'escapeBlast',
  'chargeIntoMelee',
  'melee',
  'meleeDamage',
  'retrieveWounded',
  'collapse',
  'challenge',
  'terrain',
  'buildings',
  'pefPlacement',
  'pefMovement',
  'pefResolution',
  'howManyEnemy',
  'npMovement',
  'flank',
  'objective',
  'recruiting',
  'afterBattle',
  'newRecruits',
  'improveRep',
  'decreaseRep',
] as const;

export type Purpose = (typeof PURPOSES)[number];

export function isPurpose(s: string): s is Purpose {
  return (PURPOSES as readonly string[]).includes(s);
}
