// What the plain table draws round a selected unit (core/board.ts BoardOverlay): each weapon's range bands as
// the rulings give them — half range (beyond it -1 to hit), full range, a mortar's nearest 12" instead of a
// half (indirect fire hits on 6 whatever the range) — round one of its shooters, and the 90-degree front
// arc of a weapon that keeps to one (a team's heavy weapon, a vehicle without a turret).
import type { BoardOverlay } from '../../../core/board';
import type { OdState } from '../state';
import { ARC_HALF, WEAPON } from '../tables';
import { arcBound } from '../place';
import { shooters } from '../shooting';
import { unitOfFigure } from './choices';
import { WEAPON_NAME } from './names';

export function bandsOf(s: OdState, selected: string): BoardOverlay[] {
  const u = unitOfFigure(s, selected);
  if (!u || u.destroyed) return [];
  // Every band from one figure: the selected one when it fires, else the unit's first shooter (each figure
  // measures from itself, so a spread unit's bands are read from the one the person clicked).
  const all = shooters(u);
  const at = (all.find((x) => x.id === selected) ?? all[0])?.at;
  if (!at) return [];
  // Two weapons' bands at the same distance share one ring and one label.
  const rings = new Map<number, string[]>();
  const ring = (r: number, words: string) => rings.set(r, [...(rings.get(r) ?? []), words]);
  const arcs: BoardOverlay[] = [];
  for (const weapon of new Set(all.map((x) => x.weapon))) {
    const row = WEAPON[weapon];
    const name = WEAPON_NAME[weapon];
    if (row.indirect) ring(row.minRange, `${name} nearest ${row.minRange}"`);
    else ring(row.range / 2, `${name} half ${row.range / 2}"`);
    ring(row.range, `${name} ${row.range}"`);
    if (arcBound(u, weapon))
      arcs.push({
        kind: 'wedge',
        at,
        r: row.range,
        from: u.facing - ARC_HALF,
        to: u.facing + ARC_HALF,
        label: `${name} fire arc ${2 * ARC_HALF}°`,
      });
  }
  const out = [...rings].map(([r, words]): BoardOverlay => ({ kind: 'ring', at, r, label: words.join(' · ') }));
  return [...out, ...arcs];
}
