// The closed word lists of the scenario file (version 1). They are the contract's words, kept in one
// place so the schema, the game state and the error messages all agree on spelling.
export { STATUSES } from '../geometry/shapes';

/** Weapons by the book's abbreviations. */
export const WEAPONS = ['AR', 'BAP', 'BAR', 'G', 'MP', 'P', 'RL', 'SAR', 'SG', 'SAW', 'SMG'] as const;
export type Weapon = (typeof WEAPONS)[number];

export const MELEE_WEAPONS = ['none', 'one-hand', 'two-hand'] as const;
export type MeleeWeapon = (typeof MELEE_WEAPONS)[number];

/** Who gives a side its orders: the file's commands, the game's non-player rules, or a person at the screen. */
export const CONTROLS = ['script', 'ai', 'human'] as const;
export type Control = (typeof CONTROLS)[number];

export const FORCES = ['military', 'police', 'gang', 'guerilla', 'militia'] as const;
export type Force = (typeof FORCES)[number];

export const STANCES = ['standing', 'prone'] as const;

/** What a figure's weapon is ready to do; a readied grenade replaces the loaded weapon until thrown. */
export const AMMO_STATES = ['loaded', 'outOfAmmo', 'grenadeReady'] as const;
export type Ammo = (typeof AMMO_STATES)[number];

export const LIGHTS = ['day', 'night'] as const;
export const WEATHERS = ['clear', 'fog', 'rain', 'snow'] as const;

export const ENCOUNTERS = ['patrol', 'raid', 'defend'] as const;
export type Encounter = (typeof ENCOUNTERS)[number];

/** Kinds of table the generator can lay out. */
export const TABLE_KINDS = ['clear', 'urban', 'wooded', 'mountain', 'random'] as const;
export type TableKind = (typeof TABLE_KINDS)[number];

export const OPENING_KINDS = ['door', 'window'] as const;

export const SWATH_SIDES = ['left', 'right'] as const;

export const COMMAND_NAMES = [
  'move', 'fastMove', 'turn', 'prone', 'stand', 'reload', 'fire', 'readyGrenade', 'throwGrenade', 'charge',
  'retrieve', 'endActivation', 'changeFloor', 'challenge', 'disableGrenade',
] as const;
export type CommandName = (typeof COMMAND_NAMES)[number];

export const QUERY_NAMES = ['los', 'cover', 'groups', 'swath', 'blast'] as const;
export type QueryName = (typeof QUERY_NAMES)[number];
