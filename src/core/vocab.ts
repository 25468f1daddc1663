// The words the game state is written in, owned by the core so the state and the rules need nothing
// from the scenario file; the scenario schema imports them (and so agrees on spelling).
// Shared by any ruleset: controls, stances, light, weather, table kinds. Chain Reaction's own: weapons,
// melee weapons, ammo states, forces and encounters (they go with it under rulesets/chain-reaction).
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
