// The table registry: every table object in src/rulesets/chain-reaction/tables (and the two kept beside their rules) has
// a view, the views carry the data's own numbers and results, tableText renders as written by hand,
// and rowFor finds the row a result points at.
import { describe, expect, it } from 'vitest';
import { listRoller } from '../../../../src/core/dice/roll';
import { COLLAPSE_TABLE } from '../../../../src/rulesets/chain-reaction/rules/collapse';
import { resolveCrisis } from '../../../../src/rulesets/chain-reaction/rules/crisis';
import { resolveInSight } from '../../../../src/rulesets/chain-reaction/rules/inSight';
import { rangedDie } from '../../../../src/rulesets/chain-reaction/rules/ranged';
import { STAR_POWER_TABLE } from '../../../../src/rulesets/chain-reaction/rules/starPower';
import {
  isTableId,
  rowFor,
  TABLE_IDS,
  TABLES,
  tableText,
  tableView,
} from '../../../../src/rulesets/chain-reaction/tables/index';
import { CRISIS_CAUSES, CRISIS_TABLE } from '../../../../src/rulesets/chain-reaction/tables/reactionTests';
import { RANGED_COMBAT_TABLE } from '../../../../src/rulesets/chain-reaction/tables/rangedCombat';
import type { TableMeta } from '../../../../src/core/tables/types';
import { chainReaction } from '../../../../src/rulesets/chain-reaction';
import { WEAPON_CODES, WEAPONS } from '../../../../src/rulesets/chain-reaction/tables/weapons';
import { STATUS_WORDS } from '../../../../src/rulesets/chain-reaction/explain/words';

// Chain Reaction's tables, and the two the terrain generator owns (src/terrain/tables).
const modules = {
  ...import.meta.glob('../../../../src/rulesets/chain-reaction/tables/*.ts', { eager: true }),
  ...import.meta.glob('../../../../src/terrain/tables/*.ts', { eager: true }),
} as Record<string, Record<string, unknown>>;

function hasMeta(v: unknown): v is { meta: TableMeta } {
  if (typeof v !== 'object' || v === null || !('meta' in v)) return false;
  const m = (v as { meta: unknown }).meta;
  return typeof m === 'object' && m !== null && typeof (m as TableMeta).id === 'string';
}

/** Every exported table object, by the file and export name it came from. */
const exported: { where: string; table: { meta: TableMeta } }[] = [
  ...Object.entries(modules).flatMap(([file, mod]) =>
    Object.entries(mod)
      .filter(([, v]) => hasMeta(v))
      .map(([name, v]) => ({ where: `${file}:${name}`, table: v as { meta: TableMeta } })),
  ),
  { where: 'rules/starPower:STAR_POWER_TABLE', table: STAR_POWER_TABLE },
  { where: 'rules/collapse:COLLAPSE_TABLE', table: COLLAPSE_TABLE },
];

describe('registry coverage', () => {
  it('the glob really found the table modules', () => {
    expect(Object.keys(modules).length).toBeGreaterThanOrEqual(25);
    expect(exported.length).toBeGreaterThanOrEqual(38);
  });

  it.each(exported.map((e) => [e.where, e.table] as const))(
    '%s has a registry entry built from its meta',
    (_where, table) => {
      const id = table.meta.id;
      expect(isTableId(id)).toBe(true);
      if (!isTableId(id)) return;
      const v = tableView(id);
      expect(v).toMatchObject({
        id,
        label: table.meta.label,
        page: table.meta.page,
        dice: table.meta.dice,
        versus: table.meta.versus,
      });
      expect(v.modifiers.map((m) => m.id)).toEqual((table.meta.modifiers ?? []).map((m) => m.id));
    },
  );

  it('has no entry without a table behind it, and every key is its view id', () => {
    const ids = new Set(exported.map((e) => e.table.meta.id));
    expect([...TABLE_IDS].sort()).toEqual([...ids].sort());
    for (const id of TABLE_IDS) expect(TABLES[id].id).toBe(id);
  });

  it.each([...TABLE_IDS])('%s: every row has one cell per column, ids are unique, cells are filled', (id) => {
    const v = TABLES[id];
    expect(v.rows.length).toBeGreaterThan(0);
    expect(v.columns.length).toBeGreaterThan(0);
    expect(new Set(v.rows.map((r) => r.id)).size).toBe(v.rows.length);
    for (const r of v.rows) {
      expect(r.cells).toHaveLength(v.columns.length);
      for (const c of r.cells) expect(typeof c).toBe('string');
      expect(r.cells.some((c) => c.length > 0)).toBe(true);
    }
    expect(JSON.parse(JSON.stringify(v))).toEqual(v);
  });
});

describe('views come from the data', () => {
  it('Crisis: each cell is the words for the data row and column', () => {
    const v = TABLES.crisis;
    expect(v.columns.map((c) => c.id)).toEqual([...CRISIS_CAUSES]);
    for (const row of v.rows) {
      const p = Number(row.id) as 0 | 1 | 2;
      CRISIS_CAUSES.forEach((c, i) => expect(row.cells[i]).toBe(STATUS_WORDS[CRISIS_TABLE.rows[p][c]]));
    }
  });

  it('Weapons: range, target and impact come from WEAPONS', () => {
    const v = TABLES.weapons;
    expect(v.rows.map((r) => r.id)).toEqual([...WEAPON_CODES]);
    for (const r of v.rows) {
      const w = WEAPONS[r.id as keyof typeof WEAPONS];
      expect(r.cells[1]).toBe(`${w.range}"`);
      expect(r.cells[3]).toBe(`${w.impact}`);
    }
    expect(v.rows.find((r) => r.id === 'SG')!.cells[4]).toBe('throws 6, keeps the best 3');
  });

  it('Ranged Combat: the rows are the data rows, in order', () => {
    expect(TABLES.rangedCombat.rows.map((r) => r.id)).toEqual(RANGED_COMBAT_TABLE.rows.map((r) => r.id));
  });

  it('Outgunned Rankings list the weapons of each ranking', () => {
    expect(TABLES.outgunnedRankings.rows.map((r) => r.cells[1])).toEqual([
      'Hand grenade (G), Rocket launcher (RL)',
      'Squad automatic weapon (SAW)',
      'Assault rifle (AR), Machine pistol (MP), Shotgun (SG), Submachine gun (SMG)',
      'Heavy pistol (BAP), Pistol (P), Semi-automatic rifle (SAR)',
      'Bolt-action rifle (BAR)',
      '-',
    ]);
  });

  it('Star Power rows run 1-3, 4-5, 6', () => {
    expect(TABLES.starPower.rows.map((r) => r.id)).toEqual(['1-3', '4-5', '6']);
  });
});

describe('tableText', () => {
  it('Crisis, as written by hand', () => {
    expect(tableText('crisis')).toBe(
      [
        'Crisis Test (p.13)',
        '2d6, each die at or under Rep passes',
        'Modifiers: In cover +1d6',
        '',
        'Dice passed | Outgunned   | Fired on    | Man down',
        '------------+-------------+-------------+----------------------',
        'Pass 2      | Duck back   | Return fire | Carry on',
        'Pass 1      | Duck back   | Snap fire   | Duck back',
        'Pass 0      | Hunker down | Hunker down | Leave the battlefield',
        '',
        '- A passed Leader Die adds one die passed to each tester (two at most).',
        '- A Star may pick his dice passed instead of rolling (Free Will).',
      ].join('\n'),
    );
  });

  it('Ranged Combat, as written by hand', () => {
    const eight =
      'shooter fast-moved, snap fire, target in cover, target prone, target fast-moving or 2nd or later target';
    const nine = 'shooter fast-moved, snap fire, target in cover or 3rd or later target';
    const w = eight.length;
    expect(tableText('rangedCombat')).toBe(
      [
        'Ranged Combat (p.17)',
        "1d6 per point of Target; add the shooter's Rep to each die",
        '',
        '1d6 + Rep | Outcome | Misses if',
        `----------+---------+-${'-'.repeat(w)}`,
        '3-7       | Miss    | always',
        `8         | Hit     | ${eight}`,
        `9         | Hit     | ${nine}`,
        '10+       | Hit     | never',
        '',
        '- Dice go highest first to the first target, then the next.',
        '- Two or more 1s in one shot: out of ammo afterwards.',
      ].join('\n'),
    );
  });

  it('marks the row a result came from', () => {
    const text = tableText('crisis', { table: 'crisis', row: '1', column: 'firedOn' });
    expect(text.split('\n').filter((l) => l.endsWith('  <'))).toEqual([
      'Pass 1      | Duck back   | Snap fire   | Duck back  <',
    ]);
    expect(tableText('crisis', { table: 'recover', row: '1' })).toBe(tableText('crisis'));
  });
});

describe('rowFor', () => {
  it('finds the Crisis row and column a real result names', () => {
    const out = resolveCrisis({ testers: [{ id: 'hans', rep: 4, causes: ['firedOn'] }] }, listRoller([[3, 6]]));
    const hit = rowFor(out.testers[0]!.table!);
    expect(hit).toMatchObject({ rowIndex: 1, columnIndex: 1 });
    expect(hit!.row.label).toBe('Pass 1');
    expect(hit!.row.cells[hit!.columnIndex!]).toBe('Snap fire');
  });

  it('finds the Ranged Combat row of a die', () => {
    const d = rangedDie(5, { rep: 4, targetOrder: 1 });
    expect(rowFor(d.ref)).toMatchObject({ rowIndex: 2, row: { id: '9', label: '9' } });
    expect(rowFor(rangedDie(1, { rep: 1, targetOrder: 1 }).ref)!.row.id).toBe('3-7');
  });

  it("reads In Sight's winning side as the 'most successes' row, and a tie as the tie row", () => {
    const win = resolveInSight(
      {
        leaders: [
          { side: 'player', leader: 'a', rep: 2 },
          { side: 'enemy', leader: 'b', rep: 2 },
        ],
      },
      listRoller([
        [1, 2],
        [5, 6],
      ]),
    );
    expect(win.table.row).toBe('player');
    expect(rowFor(win.table)!.row.id).toBe('win');
    const tie = resolveInSight(
      {
        leaders: [
          { side: 'player', leader: 'a', rep: 1 },
          { side: 'enemy', leader: 'b', rep: 1 },
        ],
      },
      listRoller([[4], [5]]),
    );
    expect(rowFor(tie.table)!.row.id).toBe('tie');
  });

  it('gives nothing for tables and rows it does not show', () => {
    expect(rowFor({ table: 'tightAmmo', row: 'loaded' })).toBeUndefined();
    expect(rowFor({ table: 'crisis', row: '7' })).toBeUndefined();
    expect(rowFor({ table: 'crisis', row: '2', column: 'nobody' })).toMatchObject({ rowIndex: 0 });
    expect(rowFor({ table: 'crisis', row: '2', column: 'nobody' })!.columnIndex).toBeUndefined();
  });
});

describe("the ruleset's tables member (what the table dialog reads)", () => {
  it('gives each listed table as rows and the row a real Crisis result used', () => {
    const tables = chainReaction.tables;
    for (const t of tables.list) expect(tables.view!(t.id)!.label).toBe(t.title);
    expect(tables.view!('noSuchTable')).toBeUndefined();
    const out = resolveCrisis({ testers: [{ id: 'hans', rep: 4, causes: ['firedOn'] }] }, listRoller([[3, 6]]));
    const hit = tables.row!(out.testers[0]!.table!)!;
    const view = tables.view!('crisis')!;
    expect(view.rows[hit.rowIndex]!.label).toBe('Pass 1');
    expect(view.columns[hit.columnIndex!]!.id).toBe(out.testers[0]!.table!.column);
    expect(tables.row!({ table: 'crisis', row: '7' })).toBeUndefined();
  });
});
