// The closed word lists every scenario file shares (version 1), kept in one place so the schema, the game
// state and the error messages all agree on spelling. The game's own words (weapons, forces, controls...)
// belong to the core; a ruleset's file words (Chain Reaction's commands, queries) live in its folder.
export * from '../core/vocab';

export const OPENING_KINDS = ['door', 'window'] as const;
