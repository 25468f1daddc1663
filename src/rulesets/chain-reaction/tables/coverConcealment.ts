// The Cover or Concealment list (p.16) as data. Cover and concealment are separate answers:
// concealment makes a figure harder to see (In Sight), cover harder to hit (Ranged Combat).
import type { TableMeta } from '../../../core/tables/types';

export const COVER_PLACES = ['buildingInside', 'vehicleInside', 'vehicleBehind', 'woodsOrRocky'] as const;
export type CoverPlace = (typeof COVER_PLACES)[number];

export interface Protection {
  cover: boolean;
  concealed: boolean;
}

export const COVER_CONCEALMENT_TABLE = {
  meta: {
    id: 'coverConcealment',
    label: 'Cover or Concealment',
    dice: 0,
    versus: 'asRolled',
    page: 16,
  } satisfies TableMeta,
  rows: {
    buildingInside: { stationary: { cover: true, concealed: true }, moving: { cover: false, concealed: true } },
    vehicleInside: { stationary: { cover: false, concealed: true }, moving: { cover: false, concealed: true } },
    vehicleBehind: { stationary: { cover: true, concealed: false }, moving: { cover: true, concealed: false } },
    woodsOrRocky: { stationary: { cover: true, concealed: true }, moving: { cover: false, concealed: true } },
  } as const satisfies Record<CoverPlace, Record<'stationary' | 'moving', Protection>>,
} as const;

/** What a place gives a figure that is moving or standing still there. */
export function protectionOf(place: CoverPlace, moving: boolean): Protection {
  const row = COVER_CONCEALMENT_TABLE.rows[place];
  return { ...(moving ? row.moving : row.stationary) };
}
