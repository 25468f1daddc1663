// Chain Reaction's own words in its scenario file (SCENARIO.md): its commands, queries and swath sides, beside
// the shared words of every file (src/scenario/vocab.ts).
import { COMMAND_NAMES as ENGINE_COMMAND_NAMES } from '../engine/commands';

export * from '../../../scenario/vocab';

export const SWATH_SIDES = ['left', 'right'] as const;

/** The commands a file may give: the engine's own, less `decide` (a file's questions are answered by policy). */
export type CommandName = Exclude<(typeof ENGINE_COMMAND_NAMES)[number], 'decide'>;
export const COMMAND_NAMES: readonly CommandName[] = ENGINE_COMMAND_NAMES.filter(
  (n): n is CommandName => n !== 'decide',
);

export const QUERY_NAMES = ['los', 'cover', 'groups', 'swath', 'blast'] as const;
export type QueryName = (typeof QUERY_NAMES)[number];
