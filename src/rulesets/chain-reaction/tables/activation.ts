// Activation (turn sequence, p.9) as data: one d6 per side each turn, equal dice thrown again,
// the higher die moves first, and only groups whose leader's Rep reaches the side's die may act.
import type { TableMeta } from '../../../core/tables/types';

export const ACTIVATION_TABLE = {
  meta: {
    id: 'activation',
    label: 'Activation',
    dice: 1,
    versus: 'asRolled',
    page: 9,
    modifiers: [],
  } satisfies TableMeta,
  /** Any two sides showing the same number means the whole throw is taken again. */
  rerollOnEqualDice: true,
  /** Sides act from the highest die down. */
  sideOrder: 'highDieFirst',
  /** Groups act from the highest leader Rep down; equal Reps keep the order the owner gives. */
  groupOrder: 'highLeaderRepFirst',
  /** With more sides than faces on a d6 two dice must match, so the throw could never stand. */
  maxSides: 6,
} as const;
