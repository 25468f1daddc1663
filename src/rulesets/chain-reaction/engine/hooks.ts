// The points where a game's own play (solo encounters today) plugs into the engine. The engine is
// handed these (createReducer) instead of importing solo play, so the engine knows no particular mode.
import type { Ctx } from './ctx';

export interface EngineHooks {
  /** Once per side per turn, when that side's part of the turn begins. */
  sidePhase(ctx: Ctx, side: string): void;
  /** When a turn is over and before the next one's dice are rolled; may end the battle (a turn limit). */
  beforeTurn(ctx: Ctx): void;
  /** After every command has been carried out. */
  afterCommand(ctx: Ctx): void;
  /** Ends the battle by the game's own rules; true when it decided (the plain "a side has nobody left" is skipped). */
  checkEnd(ctx: Ctx): boolean;
  /**
   * How many PEFs each side has on the table as a turn's activation dice are thrown (solo play), kept with the
   * activation event so its line can say whether they move, live or reopened later. Absent: none anywhere.
   */
  pefsOnTable?(ctx: Ctx): Record<string, number> | undefined;
}

/** A plain battle: nothing plugged in. */
export const NO_HOOKS: EngineHooks = {
  sidePhase: () => {},
  beforeTurn: () => {},
  afterCommand: () => {},
  checkEnd: () => false,
};
