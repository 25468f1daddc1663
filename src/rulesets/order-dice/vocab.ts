// The words of the order-dice game, as closed lists: qualities, unit kinds, weapons, orders, reactions,
// the moments a reaction may be taken at, and the dice purposes the scenario contract names.
export const QUALITIES = ['inexperienced', 'regular', 'veteran'] as const;
export type Quality = (typeof QUALITIES)[number];

export const UNIT_KINDS = ['infantry', 'team', 'vehicle'] as const;
export type UnitKind = (typeof UNIT_KINDS)[number];

export const WEAPONS = [
  'rifle',
  'smg',
  'pistol',
  'assault rifle',
  'lmg',
  'mmg',
  'sniper',
  'mortar',
  'at launcher',
] as const;
export type Weapon = (typeof WEAPONS)[number];

export const ORDERS = ['fire', 'advance', 'run', 'ambush', 'rally', 'down'] as const;
export type Order = (typeof ORDERS)[number];

export const REACTIONS = ['down', 'fireBack', 'runToCover', 'escape', 'standAndShoot', 'ambush', 'none'] as const;
export type Reaction = (typeof REACTIONS)[number];

/** The moments a reaction window opens, in the order of the chapter. */
export const MOMENTS = ['targeted', 'assaultDeclared', 'assaultArrived', 'moving'] as const;
export type Moment = (typeof MOMENTS)[number];

/** Dice purposes (the contract's list). Each roll names one. */
export const PURPOSES = [
  'bag',
  'orderTest',
  'reactionTest',
  'hit',
  'hitExtra',
  'damage',
  'morale',
  'rally',
  'closeQuarters',
  'closeDamage',
  'penetration',
  'vehicleDamage',
  'hePins',
  'heFigures',
] as const;
export type OdPurpose = (typeof PURPOSES)[number];

export const CONTROLS = ['human', 'ai', 'script'] as const;
export type Control = (typeof CONTROLS)[number];

/** Per side: stop and ask its player at every reaction window, or let the computer answer. */
export const REACTION_SETTINGS = ['ask', 'computer'] as const;
export type ReactionSetting = (typeof REACTION_SETTINGS)[number];
