// The closed word lists of the scenario file (version 1). They are the contract's words, kept in one
// place so the schema, the game state and the error messages all agree on spelling.
// The game's own words (weapons, forces, statuses, controls...) belong to the core; the file uses them.
export * from '../core/vocab';

export const OPENING_KINDS = ['door', 'window'] as const;

export const SWATH_SIDES = ['left', 'right'] as const;

export const COMMAND_NAMES = [
  'move',
  'fastMove',
  'turn',
  'prone',
  'stand',
  'reload',
  'fire',
  'readyGrenade',
  'throwGrenade',
  'charge',
  'retrieve',
  'endActivation',
  'changeFloor',
  'challenge',
  'disableGrenade',
] as const;
export type CommandName = (typeof COMMAND_NAMES)[number];

export const QUERY_NAMES = ['los', 'cover', 'groups', 'swath', 'blast'] as const;
export type QueryName = (typeof QUERY_NAMES)[number];
