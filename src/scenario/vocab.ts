// The closed word lists of the scenario file (version 1). They are the contract's words, kept in one
// place so the schema, the game state and the error messages all agree on spelling.
// The game's own words (weapons, forces, statuses, controls...) belong to the core; the file uses them.
import { COMMAND_NAMES as ENGINE_COMMAND_NAMES } from '../rulesets/chain-reaction/engine/commands';

export * from '../core/vocab';

export const OPENING_KINDS = ['door', 'window'] as const;

export const SWATH_SIDES = ['left', 'right'] as const;

/** The commands a file may give: the engine's own, less `decide` (a file's questions are answered by policy). */
export type CommandName = Exclude<(typeof ENGINE_COMMAND_NAMES)[number], 'decide'>;
export const COMMAND_NAMES: readonly CommandName[] = ENGINE_COMMAND_NAMES.filter(
  (n): n is CommandName => n !== 'decide',
);

export const QUERY_NAMES = ['los', 'cover', 'groups', 'swath', 'blast'] as const;
export type QueryName = (typeof QUERY_NAMES)[number];
