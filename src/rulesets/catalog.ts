// The games the table offers, by name and title only, and how each one's code is loaded when it is chosen:
// a dynamic import, so every game sits in a chunk of its own and the menu's first paint does not grow with
// the number of games. The browser reaches games here; the sim and tests may use the registry (index.ts),
// which holds them all at once. Adding a game: one line below (and one in index.ts).
import type { AnyRuleset } from '../core/ruleset';
import { err, ok, type Result } from '../core/result';
import { DEFAULT_RULES, rulesNameOf } from '../scenario/rules';
import type { ScenarioIssue } from '../scenario/issues';

export interface GameEntry {
  /** The scenario file's "rules" value. */
  name: string;
  title: string;
  /** The menu's line under the title when this game is chosen: what it is, in a sentence. */
  about?: string;
  /** The ruleset's code, fetched on first use. */
  load(): Promise<AnyRuleset>;
}

const loaded = new Map<string, AnyRuleset>();

const games: GameEntry[] = [
  {
    name: 'chain-reaction',
    title: 'Chain Reaction 3.1',
    about: "A digital table for Two Hour Wargames' free skirmish rules.",
    load: async () => (await import('./chain-reaction')).chainReaction,
  },
  {
    name: 'action-cards',
    title: 'Action-card skirmish',
    about:
      'Two to six factions; a drawn card says who acts and how many times, and each shot is dice against a kill number.',
    load: async () => (await import('./action-cards')).actionCards,
  },
  {
    name: 'action-points',
    title: 'Action-point percentile skirmish',
    about: 'Each figure spends its action points on moving, spotting and shooting; every roll is a percentage.',
    load: async () => (await import('./action-points')).actionPoints,
  },
  {
    name: 'order-dice',
    title: 'Order dice with reactions',
    about: 'Units take their orders as dice come out of the bag, and the enemy may react to each one.',
    load: async () => (await import('./order-dice')).orderDice,
  },
];

/** Every game the menu offers: the built-in ones, then those registered while the page runs. */
export const GAMES: readonly GameEntry[] = games;

const BUILT_IN = new Set(games.map((g) => g.name));

/**
 * Adds a game to the menu while the page runs (a test page's own ruleset): from then on it is offered in the
 * Game choice and its files open, with no edit to any host. A built-in name cannot be taken over; the same
 * name registered again replaces the earlier entry.
 */
export function registerGame(game: GameEntry): Result<GameEntry> {
  if (BUILT_IN.has(game.name)) return err(`the rules name ${JSON.stringify(game.name)} is built in`);
  const i = games.findIndex((g) => g.name === game.name);
  if (i >= 0) games.splice(i, 1, game);
  else games.push(game);
  loaded.delete(game.name);
  return ok(game);
}

export { DEFAULT_RULES };

function entry(name: string): Result<GameEntry, ScenarioIssue> {
  const game = GAMES.find((g) => g.name === name);
  if (game) return ok(game);
  const known = GAMES.map((g) => `"${g.name}"`).join(', ');
  return err({ path: 'rules', message: `unknown rules ${JSON.stringify(name)} (expected one of ${known})` });
}

/** A game's title, or its name when unknown. */
export function gameTitle(name: string): string {
  return GAMES.find((g) => g.name === name)?.title ?? name;
}

/** The menu's line under a game's title (a game registered without one: its title alone). */
export function gameAbout(name: string): string {
  return GAMES.find((g) => g.name === name)?.about ?? '';
}

/** Loads a game's code (once); an unknown name or a failed fetch is one line. */
export async function loadGame(name: string): Promise<Result<AnyRuleset, ScenarioIssue>> {
  const have = loaded.get(name);
  if (have) return ok(have);
  const game = entry(name);
  if (!game.ok) return game;
  try {
    const ruleset = await game.value.load();
    loaded.set(name, ruleset);
    return ok(ruleset);
  } catch (e) {
    return err({ path: 'rules', message: `the code of ${game.value.title} could not be loaded (${String(e)})` });
  }
}

/** A game's ruleset if its code is loaded already (the menu draws its new-battle knobs from it). */
export function loadedGame(name: string): AnyRuleset | undefined {
  return loaded.get(name);
}

/** Records a ruleset whose code is already at hand (bundled with the page), so it is used without a fetch. */
export function markLoaded(ruleset: AnyRuleset): void {
  loaded.set(ruleset.name, ruleset);
}

/** The ruleset a file's "rules" names, if its code is loaded; else the line saying why not. */
export function loadedGameFor(data: unknown): Result<AnyRuleset, ScenarioIssue> {
  const name = rulesNameOf(data);
  if (!name.ok) return name;
  // A ruleset at hand is used even when the menu doesn't list it (a test's own game).
  const ruleset = loaded.get(name.value);
  if (ruleset) return ok(ruleset);
  const game = entry(name.value);
  if (!game.ok) return game;
  return err({ path: 'rules', message: `the code of ${game.value.title} is not loaded yet: choose the game first` });
}

/** The "rules" a file's text names (the default when absent or unreadable): what to load before reading it. */
export function rulesOfText(text: string): string {
  try {
    const name = rulesNameOf(JSON.parse(text));
    return name.ok ? name.value : DEFAULT_RULES;
  } catch {
    return DEFAULT_RULES;
  }
}
