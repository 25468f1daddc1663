// The registry of every table the rules use, in one uniform display-ready form (TableView): for the
// "show me the table" panel, the CLI and the log's row highlighting. Views are built from the table
// data at load time, so a change in a table file shows up here without retyping anything.
import { COLLAPSE_TABLE } from '../rules/collapse';
import { STAR_POWER_TABLE } from '../rules/starPower';
import { renderTable } from '../explain/tableText';
import { makeView, type TableView, type ViewBody, type ViewRow } from '../explain/tableView';
import {
  buildingDefenceBody,
  chargeBody,
  collapseBody,
  coverConcealmentBody,
  damageBody,
  escapeBlastBody,
  meleeBody,
  outgunnedBody,
  rangedCombatBody,
  readyGrenadeBody,
  starPowerBody,
  throwGrenadeBody,
  weaponsBody,
} from '../explain/viewsCombat';
import {
  activationBody,
  challengeBody,
  crisisBody,
  fastMoveBody,
  inSightBody,
  leaderDieBody,
  recoverBody,
  retrieveWoundedBody,
} from '../explain/viewsReactions';
import {
  afterBattleBody,
  buildingTypeBody,
  decreaseRepBody,
  defendObjectiveBody,
  flankBody,
  howManyEnemyBody,
  improveRepBody,
  newRecruitsBody,
  npMovementBody,
  overallTerrainBody,
  pefMovementBody,
  pefPlacementBody,
  pefResolutionBody,
  raidObjectiveBody,
  recruitingBody,
  terrainGeneratorBody,
} from '../explain/viewsSolo';
import { ACTIVATION_TABLE } from './activation';
import { AFTER_BATTLE_TABLE } from './afterBattle';
import { BUILDING_DEFENCE_TABLE } from './buildingDefence';
import { BUILDING_TYPE_TABLE } from '../../../terrain/tables/buildingType';
import { CHALLENGE_TABLE } from './challenge';
import { CHARGE_TABLE } from './chargeIntoMelee';
import { COVER_CONCEALMENT_TABLE } from './coverConcealment';
import { MELEE_DAMAGE_TABLE, RANGED_DAMAGE_TABLE } from './damage';
import { DEFEND_OBJECTIVE_TABLE, RAID_OBJECTIVE_TABLE } from './encounters';
import { FAST_MOVE_TABLE } from './fastMove';
import { ESCAPE_BLAST_TABLE, READY_GRENADE_TABLE, THROW_GRENADE_TABLE } from './grenades';
import { HOW_MANY_ENEMY_TABLE } from './howManyEnemy';
import { IN_SIGHT_TABLE } from './inSight';
import { MELEE_TABLE } from './melee';
import { NEW_RECRUITS_TABLE } from './newRecruits';
import { FLANK_TABLE, NP_MOVEMENT_TABLE } from './npMovement';
import { OUTGUNNED_RANKINGS_TABLE } from './outgunned';
import { PEF_MOVEMENT_TABLE, PEF_PLACEMENT_TABLE, PEF_RESOLUTION_TABLE } from './pef';
import { RANGED_COMBAT_TABLE } from './rangedCombat';
import { CRISIS_TABLE, LEADER_DIE_TABLE, RECOVER_TABLE } from './reactionTests';
import { RECRUITING_TABLE } from './recruiting';
import { DECREASE_REP_TABLE, IMPROVE_REP_TABLE } from './repChange';
import { RETRIEVE_WOUNDED_TABLE } from './retrieveWounded';
import { OVERALL_TERRAIN_TABLE, TERRAIN_GENERATOR_TABLE } from '../../../terrain/tables/terrainGenerator';
import { WEAPONS_TABLE } from './weapons';
import type { TableMeta, TableRef } from '../../../core/tables/types';

export type { TableView, ViewColumn, ViewModifier, ViewRow } from '../explain/tableView';

/**
 * Every table with the builder of its view, keyed by the table's id, roughly in the book's order.
 * Star Power and collapse keep their tables beside their rules. Meta ids are plain strings in the
 * type system, so the keys are written out; a test checks each key against its table's meta.id.
 */
const ENTRIES = {
  recruiting: [RECRUITING_TABLE, recruitingBody],
  starPower: [STAR_POWER_TABLE, starPowerBody],
  leaderDie: [LEADER_DIE_TABLE, leaderDieBody],
  activation: [ACTIVATION_TABLE, activationBody],
  fastMove: [FAST_MOVE_TABLE, fastMoveBody],
  inSight: [IN_SIGHT_TABLE, inSightBody],
  crisis: [CRISIS_TABLE, crisisBody],
  recover: [RECOVER_TABLE, recoverBody],
  weapons: [WEAPONS_TABLE, weaponsBody],
  outgunnedRankings: [OUTGUNNED_RANKINGS_TABLE, outgunnedBody],
  coverConcealment: [COVER_CONCEALMENT_TABLE, coverConcealmentBody],
  rangedCombat: [RANGED_COMBAT_TABLE, rangedCombatBody],
  rangedDamage: [RANGED_DAMAGE_TABLE, damageBody],
  readyGrenade: [READY_GRENADE_TABLE, readyGrenadeBody],
  throwGrenade: [THROW_GRENADE_TABLE, throwGrenadeBody],
  escapeBlast: [ESCAPE_BLAST_TABLE, escapeBlastBody],
  chargeIntoMelee: [CHARGE_TABLE, chargeBody],
  melee: [MELEE_TABLE, meleeBody],
  meleeDamage: [MELEE_DAMAGE_TABLE, damageBody],
  retrieveWounded: [RETRIEVE_WOUNDED_TABLE, retrieveWoundedBody],
  challenge: [CHALLENGE_TABLE, challengeBody],
  afterBattle: [AFTER_BATTLE_TABLE, afterBattleBody],
  buildingDefence: [BUILDING_DEFENCE_TABLE, buildingDefenceBody],
  collapse: [COLLAPSE_TABLE, collapseBody],
  overallTerrain: [OVERALL_TERRAIN_TABLE, overallTerrainBody],
  terrainGenerator: [TERRAIN_GENERATOR_TABLE, terrainGeneratorBody],
  buildingType: [BUILDING_TYPE_TABLE, buildingTypeBody],
  pefPlacement: [PEF_PLACEMENT_TABLE, pefPlacementBody],
  pefMovement: [PEF_MOVEMENT_TABLE, pefMovementBody],
  pefResolution: [PEF_RESOLUTION_TABLE, pefResolutionBody],
  howManyEnemy: [HOW_MANY_ENEMY_TABLE, howManyEnemyBody],
  npMovement: [NP_MOVEMENT_TABLE, npMovementBody],
  flank: [FLANK_TABLE, flankBody],
  raidObjective: [RAID_OBJECTIVE_TABLE, raidObjectiveBody],
  defendObjective: [DEFEND_OBJECTIVE_TABLE, defendObjectiveBody],
  newRecruits: [NEW_RECRUITS_TABLE, newRecruitsBody],
  improveRep: [IMPROVE_REP_TABLE, improveRepBody],
  decreaseRep: [DECREASE_REP_TABLE, decreaseRepBody],
} as const satisfies Record<string, readonly [{ meta: TableMeta }, () => ViewBody]>;

export type TableId = keyof typeof ENTRIES;

export const TABLE_IDS = Object.keys(ENTRIES) as TableId[];

export const TABLES: Readonly<Record<TableId, TableView>> = Object.fromEntries(
  TABLE_IDS.map((id) => {
    const [table, body] = ENTRIES[id];
    return [id, makeView(table.meta, body())];
  }),
) as Record<TableId, TableView>;

export function isTableId(id: string): id is TableId {
  return Object.prototype.hasOwnProperty.call(TABLES, id);
}

export function tableView(id: TableId): TableView {
  return TABLES[id];
}

/**
 * TableRef rows that name something other than a view row. In Sight's ref names the winning side,
 * which always reads as the "most successes" row.
 */
const ROW_ALIASES: Partial<Record<TableId, (row: string) => string>> = {
  inSight: (row) => (row === 'tie' || row === 'noWinner' ? row : 'win'),
};

export interface RowHit {
  view: TableView;
  rowIndex: number;
  row: ViewRow;
  /** Index into view.columns when the ref names one of them. */
  columnIndex?: number;
}

/** The view row (and column) a result's TableRef points at; undefined for tables or rows not shown. */
export function rowFor(ref: TableRef): RowHit | undefined {
  if (!isTableId(ref.table)) return undefined;
  const view = TABLES[ref.table];
  const id = ROW_ALIASES[ref.table]?.(ref.row) ?? ref.row;
  const rowIndex = view.rows.findIndex((r) => r.id === id);
  const row = view.rows[rowIndex];
  if (!row) return undefined;
  const columnIndex = ref.column === undefined ? -1 : view.columns.findIndex((c) => c.id === ref.column);
  return columnIndex >= 0 ? { view, rowIndex, row, columnIndex } : { view, rowIndex, row };
}

/** A table as aligned plain text; with `mark`, the row it points at is flagged with "<". */
export function tableText(id: TableId, mark?: TableRef): string {
  const hit = mark && mark.table === id ? rowFor(mark) : undefined;
  return renderTable(TABLES[id], hit?.rowIndex);
}
