// Table views for setting up and running solo Encounters and the campaign: Recruiting, terrain and
// buildings, the PEF tables, How Many Enemy, NP movement, the objectives, After the Battle, New
// Recruits and Rep change. Every cell is read from the table data.
import { halfD6, isSuccess } from '../../../core/dice/read';
import { AFTER_BATTLE_TABLE, ABSENCES } from '../tables/afterBattle';
import { BUILDING_COLUMNS, BUILDING_TYPE_TABLE, type BuildingKind } from '../../../terrain/tables/buildingType';
import { DEFEND_OBJECTIVE_TABLE, RAID_OBJECTIVE_TABLE } from '../tables/encounters';
import { HOW_MANY_ENEMY_TABLE } from '../tables/howManyEnemy';
import { NEW_RECRUITS_TABLE } from '../tables/newRecruits';
import { FLANK_TABLE, NP_COLUMNS, NP_MOVEMENT_TABLE } from '../tables/npMovement';
import { PEF_MOVEMENT_TABLE, PEF_PLACEMENT_TABLE, PEF_RESOLUTION_TABLE } from '../tables/pef';
import { RECRUITING_TABLE } from '../tables/recruiting';
import { DECREASE_REP_TABLE, IMPROVE_REP_TABLE } from '../tables/repChange';
import {
  OVERALL_TERRAIN_TABLE,
  OVERALL_TERRAINS,
  TERRAIN_GENERATOR_TABLE,
  type TerrainCell,
} from '../../../terrain/tables/terrainGenerator';
import { capital, plural, signed } from './phrases';
import { faceKeys, passKeys, passLabel, type ViewBody } from './tableView';
import {
  ABSENCE_WORDS,
  AFTER_BATTLE_WORDS,
  BUILDING_COLUMN_WORDS,
  FLANK_WORDS,
  NEW_RECRUIT_WORDS,
  NP_COLUMN_WORDS,
  NP_MOVE_WORDS,
  NP_OBJECTIVE_WORDS,
  OVERALL_WORDS,
  PEF_RESOLUTION_WORDS,
  SECTION_WORDS,
} from './words';

const FACES = [1, 2, 3, 4, 5, 6] as const;

export function recruitingBody(): ViewBody {
  return {
    rowHeader: '1d6 + modifier',
    columns: [
      { id: 'rep', label: 'Rep' },
      { id: 'weapon', label: 'Weapon' },
    ],
    rows: RECRUITING_TABLE.rows.map((r) => ({
      id: r.row,
      label: r.row,
      cells: [`${r.rep}`, r.weapon === 'asFigure' ? 'As the figure is armed' : r.weapon],
    })),
    notes: ["A group holds at most one Grunt per point of the Star's Rep, none above the Star's Rep."],
  };
}

export function overallTerrainBody(): ViewBody {
  const t = OVERALL_TERRAIN_TABLE;
  return {
    rowHeader: '1d6',
    columns: [{ id: 'overall', label: 'Table' }],
    rows: faceKeys(t.rows).map((d) => ({ id: String(d), label: String(d), cells: [OVERALL_WORDS[t.rows[d]]] })),
  };
}

function terrainCellText(c: TerrainCell): string {
  const marks = `${c.water ? ' (W)' : ''}${c.buildings ? ' (B)' : ''}`;
  return SECTION_WORDS[c.type] + marks;
}

export function terrainGeneratorBody(): ViewBody {
  const t = TERRAIN_GENERATOR_TABLE;
  return {
    rowHeader: '1d6',
    columns: OVERALL_TERRAINS.map((o) => ({ id: o, label: OVERALL_WORDS[o] })),
    rows: faceKeys(t.rows).map((d) => ({
      id: String(d),
      label: String(d),
      cells: OVERALL_TERRAINS.map((o) => terrainCellText(t.rows[d][o])),
    })),
    rolls: '1d6 per section, read as rolled in the column of the overall terrain',
    notes: ['(W): water feature. (B): buildings.'],
  };
}

function buildingText(k: BuildingKind): string {
  return `${plural(k.areas, 'area')}, ${plural(k.floors, 'floor')}, DV ${k.dv}`;
}

export function buildingTypeBody(): ViewBody {
  const t = BUILDING_TYPE_TABLE;
  return {
    rowHeader: '1d6',
    columns: BUILDING_COLUMNS.map((c) => ({ id: c, label: BUILDING_COLUMN_WORDS[c] })),
    rows: faceKeys(t.rows).map((d) => ({
      id: String(d),
      label: String(d),
      cells: BUILDING_COLUMNS.map((c) => buildingText(t.rows[d][c])),
    })),
    notes: ['Wooded and mountain tables read the clear column.'],
  };
}

export function pefPlacementBody(): ViewBody {
  const t = PEF_PLACEMENT_TABLE;
  return {
    rowHeader: '1d6',
    columns: [{ id: 'section', label: 'Starts in' }],
    rows: faceKeys(t.rows).map((d) => ({ id: String(d), label: String(d), cells: [`Section ${t.rows[d]}`] })),
  };
}

export function pefMovementBody(): ViewBody {
  const t = PEF_MOVEMENT_TABLE;
  return {
    rowHeader: 'Dice passed',
    columns: [{ id: 'move', label: 'Move' }],
    rows: passKeys(t.rows).map((p) => {
      const r = t.rows[p];
      const text = r.inches > 0 ? `${r.inches}" toward the player${r.preferCover ? ', into cover' : ''}` : 'Stays put';
      return { id: String(p), label: passLabel(p), cells: [text] };
    }),
    notes: ['PEFs ignore terrain when moving.'],
  };
}

export function pefResolutionBody(): ViewBody {
  const t = PEF_RESOLUTION_TABLE;
  return {
    rowHeader: 'Dice passed',
    columns: [{ id: 'result', label: 'Result' }],
    rows: passKeys(t.rows).map((p) => ({
      id: String(p),
      label: passLabel(p),
      cells: [PEF_RESOLUTION_WORDS[t.rows[p]]],
    })),
  };
}

export function howManyEnemyBody(): ViewBody {
  const t = HOW_MANY_ENEMY_TABLE;
  const halves = [...new Set(FACES.map((f) => halfD6(f)))];
  const facesOf = (h: number) => FACES.filter((f) => halfD6(f) === h);
  const second = (success: boolean) => FACES.filter((f) => isSuccess(f) === success);
  const range = (fs: readonly number[]) => (fs.length > 1 ? `${fs[0]}-${fs[fs.length - 1]}` : `${fs[0]}`);
  return {
    rowHeader: 'Second die',
    columns: halves.map((h) => ({ id: String(h), label: `First ${range(facesOf(h))}` })),
    rows: (['success', 'failure'] as const).map((k) => {
      const r = t.rows[k];
      return {
        id: r.direction,
        label: range(second(k === 'success')),
        cells: halves.map((h) => `${h} ${r.direction === 'fewer' ? 'fewer' : 'more'}`),
      };
    }),
    rolls: '2d6: the first as a half die (1-3), the second for fewer or more',
    notes: ['Counted against the player group that found them.', `At least ${t.minimum} enemy always turns up.`],
  };
}

export function npMovementBody(): ViewBody {
  const t = NP_MOVEMENT_TABLE;
  return {
    rowHeader: 'Dice passed',
    columns: NP_COLUMNS.map((c) => ({ id: c, label: NP_COLUMN_WORDS[c] })),
    rows: passKeys(t.rows).map((p) => ({
      id: String(p),
      label: passLabel(p),
      cells: NP_COLUMNS.map((c) => NP_MOVE_WORDS[t.rows[p][c]]),
    })),
    rolls: "2d6, each die at or under the leader's Rep passes",
    notes: [`Outnumbering means at least ${t.outnumberRatio} times the figures of the closest player group.`],
  };
}

export function flankBody(): ViewBody {
  return {
    rowHeader: '1d6',
    columns: [{ id: 'flank', label: 'Flankers go' }],
    rows: FLANK_TABLE.rows.map((r) => ({ id: r.row, label: r.row, cells: [FLANK_WORDS[r.flank]] })),
  };
}

export function raidObjectiveBody(): ViewBody {
  const t = RAID_OBJECTIVE_TABLE;
  const labels: Record<keyof typeof t.rows, string> = {
    found: 'At or under PEFs resolved',
    notHere: 'Higher',
    lastPef: 'The last PEF',
  };
  const words: Record<string, string> = { found: 'Objective found', notHere: 'Not here' };
  return {
    rowHeader: '1d6',
    columns: [{ id: 'result', label: 'Result' }],
    rows: (Object.keys(t.rows) as (keyof typeof t.rows)[]).map((id) => ({
      id,
      label: labels[id],
      cells: [words[t.rows[id]] ?? t.rows[id]],
    })),
    notes: ['Rolled when a PEF turns out to be enemies.'],
  };
}

export function defendObjectiveBody(): ViewBody {
  const t = DEFEND_OBJECTIVE_TABLE;
  const faces = (s: boolean) => FACES.filter((f) => isSuccess(f) === s);
  return {
    rowHeader: '1d6',
    columns: [{ id: 'objective', label: 'The enemy comes to' }],
    rows: (['success', 'failure'] as const).map((k) => {
      const fs = faces(k === 'success');
      return { id: k, label: `${fs[0]}-${fs[fs.length - 1]}`, cells: [NP_OBJECTIVE_WORDS[t.rows[k]]] };
    }),
  };
}

export function afterBattleBody(): ViewBody {
  const t = AFTER_BATTLE_TABLE;
  return {
    rowHeader: 'Dice passed',
    columns: ABSENCES.map((a) => ({ id: a, label: capital(ABSENCE_WORDS[a]) })),
    rows: passKeys(t.rows).map((p) => ({
      id: String(p),
      label: passLabel(p),
      cells: ABSENCES.map((a) => AFTER_BATTLE_WORDS[t.rows[p][a]]),
    })),
  };
}

export function newRecruitsBody(): ViewBody {
  const t = NEW_RECRUITS_TABLE;
  return {
    rowHeader: 'Dice passed',
    columns: [{ id: 'result', label: 'Grunts found' }],
    rows: passKeys(t.rows).map((p) => ({ id: String(p), label: passLabel(p), cells: [NEW_RECRUIT_WORDS[t.rows[p]]] })),
    rolls: "2d6, each die at or under the Star's Rep passes",
    notes: ['Each Grunt found is rolled on Recruiting.'],
  };
}

export function improveRepBody(): ViewBody {
  const t = IMPROVE_REP_TABLE;
  return {
    rowHeader: '1d6',
    columns: [{ id: 'result', label: 'Result' }],
    rows: [
      { id: 'improves', label: `Over Rep, or a ${t.alwaysImproves}`, cells: [`Rep ${signed(t.step)}`] },
      { id: 'else', label: 'Otherwise', cells: ['No change'] },
    ],
    notes: ['Rolled after an Encounter that went well for the figure.'],
  };
}

export function decreaseRepBody(): ViewBody {
  const t = DECREASE_REP_TABLE;
  const others = FACES.filter((f) => f !== t.losingFace);
  return {
    rowHeader: '1d6',
    columns: [{ id: 'result', label: 'Result' }],
    rows: [
      { id: 'drops', label: `A ${t.losingFace}`, cells: [`Rep ${signed(t.step)}`] },
      { id: 'floor', label: `A ${t.losingFace} at Rep ${t.floor}`, cells: [`Stays ${t.floor}`] },
      { id: 'else', label: `${others[0]}-${others[others.length - 1]}`, cells: ['No change'] },
    ],
    notes: ['Rolled after a failed Encounter with enemies on the table.'],
  };
}
