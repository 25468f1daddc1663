// A solo encounter in words: how it is set up, the enemy's figures as they appear, and how it ends.
import type { AppliedModifier } from '../../../core/tables/types';
import { modifiersPhrase } from './phrases';
import { codeWords } from './words';
import type { RosterChanges } from '../solo/roster';

/** "Patrol", "Raid", "Defend". */
export function encounterLabel(kind: string): string {
  return kind[0]!.toUpperCase() + kind.slice(1);
}

export function encounterText(
  kind: string,
  player: string,
  npForce: string,
  overall: string | undefined,
  pieces: number,
): string {
  return `${encounterLabel(kind)}: ${player} against a ${npForce} force on ${overall ? `a generated ${overall} table` : 'the given table'} (${pieces} terrain pieces).`;
}

export function enemyRecruitText(
  id: string,
  npForce: string,
  rep: number,
  die: number | undefined,
  mods: readonly AppliedModifier[],
  score: number,
  weapon: string,
): string {
  const changes = modifiersPhrase(mods);
  return `${id} (${npForce}) is Rep ${rep} (die ${die}${changes ? `, ${changes}: ${score}` : ''}), carrying ${weapon}.`;
}

/** Why an encounter ended, by its reason code; `building` and `turns` fill the few that name them. */
export type EncounterEnd =
  | { reason: 'raidSecured'; by: string }
  | { reason: 'enemyObjective'; building: string | undefined }
  | { reason: 'patrolDone' }
  | { reason: 'playerLeft'; kind: string }
  | { reason: 'playerDestroyed'; kind: string }
  | { reason: 'enemyBeaten'; noneCame?: boolean }
  | { reason: 'heldOut'; turns: number }
  | { reason: 'timeUp'; kind: string; turns: number };

/** Why an encounter or battle ended, by the reason code the state keeps, for histories and summaries. */
const END_REASON_WORDS: Record<string, string> = {
  objectiveMet: 'objective met',
  enemyObjective: 'the enemy reached its objective',
  playerLeft: 'left the table early',
  playerDestroyed: 'nobody left able to fight',
  enemyBeaten: 'the enemy was beaten',
  heldOut: 'held out to the end',
  timeUp: 'ran out of turns',
  sideDestroyed: 'one side had nobody left able to fight',
};

export function endReasonWords(reason: string): string {
  return END_REASON_WORDS[reason] ?? codeWords(reason);
}

/** How an encounter ended, as a clause about the player's group, for the campaign's history lines. */
const HISTORY_WHY: Record<string, string> = {
  objectiveMet: 'the objective was met',
  enemyObjective: 'the enemy reached its objective',
  // The encounter ends so when nobody of the group is left on the table able to fight and some have walked
  // off it: some may be lying on the table, so "the group left the table" would not be true of them all.
  playerLeft: 'nobody of your group was still on the table able to fight, and some had left it',
  playerDestroyed: 'nobody of your group was left able to fight',
  enemyBeaten: 'the enemy was beaten',
  heldOut: 'your group held out to the end',
  timeUp: 'the turns ran out before it was decided',
  unfinished: 'it was left before its end',
};

/**
 * A line of the campaign's history as a plain sentence: "Encounter 3, a Defend, was lost: nobody of your
 * group ...". An encounter not won is "lost" only when it was decided; else it is "unfinished".
 */
export function historyLine(e: {
  encounter: number;
  kind: string;
  won: boolean;
  result: string;
  changes?: RosterChanges;
}): string {
  const decided = e.result !== 'timeUp' && e.result !== 'unfinished';
  const outcome = e.won ? 'was won' : decided ? 'was lost' : 'is unfinished';
  const why = HISTORY_WHY[e.result] ?? endReasonWords(e.result);
  const what = e.kind === 'battle' ? 'a battle' : `a ${encounterLabel(e.kind)}`;
  const line = `Encounter ${e.encounter}, ${what}, ${outcome}: ${why}.`;
  return e.changes ? `${line} ${changesWords(e.changes)}` : line;
}

const LOST_WHY = { dead: 'dead', captured: 'a prisoner', gone: 'did not come back' } as const;
const LEFT_WHY = { outranksStar: 'outranked the Star', overStrength: "more than the Star's Rep allows" } as const;

/**
 * What the encounter did to the group, one short sentence per kind of change, so the roster's history says who
 * was lost, who left, who joined and whose Rep moved (play-test 8, 15), not only whether it was won.
 */
export function changesWords(c: RosterChanges): string {
  const parts: string[] = [];
  if (c.lost.length) parts.push(`Lost: ${c.lost.map((x) => `${x.id} (${LOST_WHY[x.why]})`).join(', ')}.`);
  if (c.left.length) parts.push(`Left the group: ${c.left.map((x) => `${x.id} (${LEFT_WHY[x.why]})`).join(', ')}.`);
  if (c.joined.length) parts.push(`Joined: ${c.joined.map((x) => `${x.id} (Rep ${x.rep})`).join(', ')}.`);
  if (c.rep.length) parts.push(`Rep: ${c.rep.map((x) => `${x.id} ${x.from} → ${x.to}`).join(', ')}.`);
  return parts.length ? parts.join(' ') : 'The group is unchanged.';
}

export function encounterEndText(e: EncounterEnd): string {
  switch (e.reason) {
    case 'raidSecured':
      return `Raid: ${e.by} reached the objective. The player wins.`;
    case 'enemyObjective':
      return `Defend: the enemy got into building ${e.building}. The player loses.`;
    case 'patrolDone':
      return 'Patrol: the table is reconned and the patrol has reported back. The player wins.';
    case 'playerLeft':
      return `${encounterLabel(e.kind)}: the player's force left the table before its objective was met. The player loses.`;
    case 'playerDestroyed':
      return `${encounterLabel(e.kind)}: the player's force has nobody left able to fight. The player loses.`;
    case 'enemyBeaten':
      // No PEF ever turned into enemies: say so, or "no enemy is left" reads as a fight the player never saw.
      return e.noneCame
        ? 'Defend: every PEF is resolved and none of them was the enemy: nobody is coming. The player wins.'
        : 'Defend: every PEF is resolved and no enemy is left able to fight. The player wins.';
    case 'heldOut':
      return `Defend: the defenders held out for ${e.turns} turns. The player wins.`;
    case 'timeUp':
      return `${encounterLabel(e.kind)}: ${e.turns} turns have passed without an end. The encounter is unfinished.`;
  }
}
