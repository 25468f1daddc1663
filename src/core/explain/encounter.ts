// A solo encounter in words: how it is set up, the enemy's figures as they appear, and how it ends.

/** "Patrol", "Raid", "Defend". */
export function encounterLabel(kind: string): string {
  return kind[0]!.toUpperCase() + kind.slice(1);
}

export function encounterText(kind: string, player: string, npForce: string, overall: string | undefined, pieces: number): string {
  return `${encounterLabel(kind)}: ${player} against a ${npForce} force on ${overall ? `a generated ${overall} table` : 'the given table'} (${pieces} terrain pieces).`;
}

export function enemyRecruitText(id: string, npForce: string, rep: number, die: number | undefined, score: number, weapon: string): string {
  return `${id} (${npForce}) is Rep ${rep} (die ${die}, ${score} with the force modifier), carrying ${weapon}.`;
}

/** Why an encounter ended, by its reason code; `building` and `turns` fill the few that name them. */
export type EncounterEnd =
  | { reason: 'raidSecured'; by: string }
  | { reason: 'enemyObjective'; building: string | undefined }
  | { reason: 'patrolDone' }
  | { reason: 'playerLeft'; kind: string }
  | { reason: 'playerDestroyed'; kind: string }
  | { reason: 'enemyBeaten' }
  | { reason: 'heldOut'; turns: number }
  | { reason: 'timeUp'; kind: string; turns: number };

export function encounterEndText(e: EncounterEnd): string {
  switch (e.reason) {
    case 'raidSecured': return `Raid: ${e.by} reached the objective. The player wins.`;
    case 'enemyObjective': return `Defend: the enemy got into building ${e.building}. The player loses.`;
    case 'patrolDone': return 'Patrol: the table is reconned and the patrol has reported back. The player wins.';
    case 'playerLeft': return `${encounterLabel(e.kind)}: the player's force left the table before its objective was met. The player loses.`;
    case 'playerDestroyed': return `${encounterLabel(e.kind)}: the player's force has nobody left able to fight. The player loses.`;
    case 'enemyBeaten': return 'Defend: every PEF is resolved and no enemy is left fighting. The player wins.';
    case 'heldOut': return `Defend: the defenders held out for ${e.turns} turns. The player wins.`;
    case 'timeUp': return `${encounterLabel(e.kind)}: ${e.turns} turns have passed without an end. The encounter is unfinished.`;
  }
}
