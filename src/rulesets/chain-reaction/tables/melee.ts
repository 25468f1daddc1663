// The Melee Combat Table (p.21): Rep d6 looking for successes, plus weapon and circumstance dice.
// More successes wins and the difference becomes the Impact rolled on the Melee Damage Table.
import type { TableMeta } from '../../../core/tables/types';

/** Spelled as the scenario file spells a figure's melee weapon. */
export const MELEE_WEAPONS = ['none', 'one-hand', 'two-hand'] as const;
export type MeleeWeapon = (typeof MELEE_WEAPONS)[number];

export const MELEE_OUTCOMES = ['attackerWins', 'defenderWins', 'evenlyMatched'] as const;
export type MeleeOutcome = (typeof MELEE_OUTCOMES)[number];

export const MELEE_TABLE = {
  meta: {
    id: 'melee',
    label: 'Melee Combat',
    dice: 'rep',
    versus: 'successes',
    page: 21,
    modifiers: [
      { id: 'oneHand', label: 'One-hand melee weapon', dice: +1 },
      { id: 'twoHand', label: 'Two-hand melee weapon', dice: +2 },
      { id: 'evenlyMatched', label: 'Opponent already evenly matched this turn (each time)', dice: +1 },
      { id: 'prone', label: 'Opponent is prone', dice: +1 },
      { id: 'rear', label: 'Attacking the rear, first round, after a rear charge', dice: +1 },
    ],
  } satisfies TableMeta,
  weaponDice: { none: 0, 'one-hand': 1, 'two-hand': 2 } as const satisfies Record<MeleeWeapon, number>,
  rows: {
    moreSuccesses: 'wins',
    sameSuccesses: 'evenlyMatched',
  },
} as const;
