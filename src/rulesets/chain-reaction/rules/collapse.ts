// A rocket hit on a building area (p.24): an area with another above it may cave in (1-3 on 1d6),
// killing those inside and dropping the upper area, whose occupants take the Recover Test from
// damage. When the last standing area of a level goes, every level above comes down with it.
import type { Roller } from '../../../core/dice/roll';
import { inRange } from '../../../core/dice/read';
import { distribution } from '../odds/enumerate';
import type { Fraction } from '../odds/fraction';
import type { TableMeta, TableRef } from '../../../core/tables/types';

export const COLLAPSE_TABLE = {
  meta: {
    id: 'collapse',
    label: 'Rocket hit on a building area',
    dice: 1,
    versus: 'asRolled',
    page: 24,
  } satisfies TableMeta,
  collapsesOn: { lo: 1, hi: 3 },
  rows: { '1-3': 'collapses', '4-6': 'stands' },
} as const;

export interface BuildingArea {
  id: string;
  /** 0 for the ground floor, 1 above it, and so on. */
  level: number;
  /** The area directly on top of this one, if any. */
  above?: string;
  collapsed?: boolean;
  occupants: readonly string[];
}

export interface CollapseInput {
  areas: readonly BuildingArea[];
  /** The area the rocket hit. */
  hit: string;
}

export interface CollapseRefused {
  ok: false;
  error: 'unknownArea' | 'alreadyCollapsed';
  detail: string;
}

export interface CollapseResult {
  ok: true;
  hit: string;
  /** The die, when one was rolled (only for an area with another above it). */
  die?: number;
  collapsed: string[];
  obviouslyDead: string[];
  recoverTest: string[];
  crisisTest: string[];
  /** Levels brought down whole because their supporting level is gone. */
  levelsBroughtDown: number[];
  ref: TableRef;
}

export type CollapseOutcome = CollapseResult | CollapseRefused;

export function resolveCollapse(input: CollapseInput, roll: Roller): CollapseOutcome {
  const byId = new Map(input.areas.map((a) => [a.id, a]));
  const hit = byId.get(input.hit);
  if (!hit) return { ok: false, error: 'unknownArea', detail: `no area ${input.hit}` };
  if (hit.collapsed) return { ok: false, error: 'alreadyCollapsed', detail: `area ${input.hit} has already come down` };
  const stands = (die?: number): CollapseResult => ({
    ok: true,
    hit: hit.id,
    ...(die !== undefined ? { die } : {}),
    collapsed: [],
    obviouslyDead: [],
    recoverTest: [],
    crisisTest: [...hit.occupants],
    levelsBroughtDown: [],
    ref: { table: 'collapse', row: die === undefined ? 'nothingAbove' : '4-6' },
  });
  const upper = hit.above !== undefined ? byId.get(hit.above) : undefined;
  if (!upper || upper.collapsed) return stands();

  const [die = 0] = roll({ purpose: 'collapse', count: 1, read: 'asRolled', note: `Does area ${hit.id} cave in?` });
  if (!inRange(die, COLLAPSE_TABLE.collapsesOn.lo, COLLAPSE_TABLE.collapsesOn.hi)) return stands(die);

  const down = new Set<string>([hit.id]);
  const recover: string[] = [];
  // Whatever is stacked on the hit area falls with it.
  for (
    let a: BuildingArea | undefined = upper;
    a && !a.collapsed && !down.has(a.id);
    a = a.above !== undefined ? byId.get(a.above) : undefined
  ) {
    down.add(a.id);
    recover.push(...a.occupants);
  }
  const isDown = (a: BuildingArea) => !!a.collapsed || down.has(a.id);
  const levels = [...new Set(input.areas.map((a) => a.level))].sort((x, y) => x - y);
  const levelsBroughtDown: number[] = [];
  for (const lv of levels) {
    const on = input.areas.filter((a) => a.level === lv);
    const wasWhole = on.every((a) => a.collapsed);
    if (wasWhole || !on.every(isDown)) continue;
    // This collapse took the last area of level lv: everything above it comes down too.
    for (const a of input.areas) {
      if (a.level > lv && !isDown(a)) {
        down.add(a.id);
        recover.push(...a.occupants);
        if (!levelsBroughtDown.includes(a.level)) levelsBroughtDown.push(a.level);
      }
    }
  }
  return {
    ok: true,
    hit: hit.id,
    die,
    collapsed: [...down],
    obviouslyDead: [...hit.occupants],
    recoverTest: recover,
    crisisTest: [],
    levelsBroughtDown: levelsBroughtDown.sort((x, y) => x - y),
    ref: { table: 'collapse', row: '1-3' },
  };
}

export function collapseOdds(input: CollapseInput): Map<string, Fraction> {
  return distribution(
    (roll) => resolveCollapse(input, roll),
    (r) => (r.ok ? (r.collapsed.length ? 'collapses' : 'stands') : `refused:${r.error}`),
  );
}
