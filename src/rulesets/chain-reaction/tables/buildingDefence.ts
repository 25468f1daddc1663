// Building Defensive Values (p.24): how much a structure stops, by what it is built of.
// Blast cover compares this DV with a weapon's Impact.
import type { TableMeta } from '../../../core/tables/types';

export const BUILDING_MATERIALS = ['frame', 'woodsOrRough', 'masonry', 'concrete'] as const;
export type BuildingMaterial = (typeof BUILDING_MATERIALS)[number];

export const BUILDING_DEFENCE_TABLE = {
  meta: {
    id: 'buildingDefence',
    label: 'Building Defensive Values',
    dice: 0,
    versus: 'asRolled',
    page: 24,
  } satisfies TableMeta,
  rows: {
    frame: { dv: 1, label: 'Wood frame or light materials' },
    woodsOrRough: { dv: 2, label: 'Woods or rough ground' },
    masonry: { dv: 3, label: 'Brick or masonry' },
    concrete: { dv: 4, label: 'Concrete or stone walls' },
  } as const satisfies Record<BuildingMaterial, { dv: number; label: string }>,
} as const;

export function defensiveValue(material: BuildingMaterial): number {
  return BUILDING_DEFENCE_TABLE.rows[material].dv;
}
