// The two grenade tables (p.18-19): readying (1d6 vs Rep) and throwing (2d6 vs Rep), as data.
// Throwing replaces the Ranged Combat Table for grenades; a botch drops it at the thrower's feet.
import type { TableMeta } from '../../../core/tables/types';

export const READY_RESULTS = ['throwNow', 'throwLater'] as const;
export type ReadyResult = (typeof READY_RESULTS)[number];

export const READY_GRENADE_TABLE = {
  meta: { id: 'readyGrenade', label: 'Ready the Grenade', dice: 1, versus: 'rep', page: 18 } satisfies TableMeta,
  /** Readying costs half the figure's move and may only be done while active. */
  moveFraction: 0.5,
  rows: {
    1: 'throwNow',
    // Readied, but held until the figure's next activation or a reaction.
    0: 'throwLater',
  } as const satisfies Record<0 | 1, ReadyResult>,
} as const;

export const THROW_RESULTS = ['onSpot', 'missed', 'atFeet'] as const;
export type ThrowResult = (typeof THROW_RESULTS)[number];

export const THROW_GRENADE_TABLE = {
  meta: { id: 'throwGrenade', label: 'Throwing a Grenade', dice: 2, versus: 'rep', page: 19 } satisfies TableMeta,
  /** Farthest a grenade can be thrown, inches. */
  maxDistance: 6,
  rows: {
    2: { seen: 'onSpot', unseen: 'onSpot' },
    // Unseen spots are missed unless the grenade is dropped over a wall or rolled through a door.
    1: { seen: 'onSpot', unseen: 'missed' },
    0: { seen: 'atFeet', unseen: 'atFeet' },
  } as const satisfies Record<0 | 1 | 2, Record<'seen' | 'unseen', ThrowResult>>,
} as const;

export const ESCAPE_BLAST_TABLE = {
  meta: {
    id: 'escapeBlast',
    label: 'Dive clear of a dropped grenade',
    dice: 1,
    versus: 'rep',
    page: 19,
  } satisfies TableMeta,
  rows: { 1: 'droppedProne', 0: 'caught' } as const,
} as const;
