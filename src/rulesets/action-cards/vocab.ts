// The action-card skirmish's words: dice purposes, card kinds, cover classes, controls and aims. Every list is
// `as const` so the scenario checker, the reducer and the wording layer spell them the same way.

/** What every roll of this game is for (the scenario contract's purposes, plus `hide` for the searched item). */
export const AC_PURPOSES = ['shoot', 'melee', 'special', 'shuffle', 'hide'] as const;
export type AcPurpose = (typeof AC_PURPOSES)[number];

export const CARD_KINDS = ['single', 'double', 'triple', 'event'] as const;
export type CardKind = (typeof CARD_KINDS)[number];

/** How many actions a card gives its faction (an event gives one free single action). */
export const ACTIONS_ON: Readonly<Record<CardKind, number>> = { single: 1, double: 2, triple: 3, event: 1 };

/** The three protection classes, weakest first: the order is used to compare them. */
export const COVERS = ['open', 'cover', 'buildings'] as const;
export type Cover = (typeof COVERS)[number];

export const CONTROLS = ['script', 'ai', 'human'] as const;
export type Control = (typeof CONTROLS)[number];

export const AIMS = ['lastStanding', 'holdBuilding', 'search'] as const;
export type Aim = (typeof AIMS)[number];

/** Special actions the rules know (a faction lists which of the faction ones it has). */
export const SPECIALS = ['search', 'burrow', 'takeOff', 'land'] as const;
export type Special = (typeof SPECIALS)[number];

export const VEHICLE_KINDS = ['road', 'offroad', 'helicopter'] as const;
export type VehicleKind = (typeof VEHICLE_KINDS)[number];

/** Why a move ended where it did. */
export const STOPS = ['reached', 'limit', 'feature', 'barrier', 'contact', 'impassable', 'edge', 'blocked'] as const;
export type Stop = (typeof STOPS)[number];

/** The decisions a person may be asked outside a card's commands. */
export const AC_DECISIONS = ['casualties', 'meleeTarget'] as const;

export function coverRank(c: Cover): number {
  return COVERS.indexOf(c);
}
