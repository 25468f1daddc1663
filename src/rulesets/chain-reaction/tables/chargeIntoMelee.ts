// The Charge into Melee Table (p.21): charger and target each roll 2d6 against their Rep, the
// target's dice changed by cover and by where it is charged from; more passes decide who may shoot.
import type { TableMeta } from '../../../core/tables/types';

export const CHARGE_DIRECTIONS = ['front', 'flank', 'rear'] as const;
export type ChargeDirection = (typeof CHARGE_DIRECTIONS)[number];

export const CHARGE_OUTCOMES = ['targetMayNotFire', 'targetSnapFires', 'targetFires'] as const;
export type ChargeOutcome = (typeof CHARGE_OUTCOMES)[number];

export type ChargeRowId = 'chargerPassedMore' | 'samePassed' | 'targetPassedMore';

export const CHARGE_TABLE = {
  meta: {
    id: 'chargeIntoMelee',
    label: 'Charge into Melee',
    dice: 2,
    versus: 'rep',
    page: 21,
    modifiers: [
      { id: 'targetInCover', label: 'Target in cover', dice: +1 },
      { id: 'chargedToFlank', label: 'Target charged in the flank', dice: -1 },
      { id: 'chargedToRear', label: 'Target charged in the rear', dice: -2 },
    ],
  } satisfies TableMeta,
  baseDice: 2,
  /** Dice change for the target by the direction it is charged from. */
  directionDice: { front: 0, flank: -1, rear: -2 } as const satisfies Record<ChargeDirection, number>,
  coverDice: 1,
  rows: {
    chargerPassedMore: 'targetMayNotFire',
    samePassed: 'targetSnapFires',
    targetPassedMore: 'targetFires',
  } as const satisfies Record<ChargeRowId, ChargeOutcome>,
  /** Whatever the dice, the charger ends in contact and nobody takes a Reaction Test for it. */
  chargerMovesIn: true,
  reactionTests: false,
} as const;
