// PEFs in words: where each is placed, how it moves, and what it turns out to be when resolved.
import type { AppliedModifier } from '../../../core/tables/types';
import { modifiersPhrase } from './phrases';

export function pefPlacedText(
  id: string,
  section: number,
  die: number | undefined,
  at: readonly [number, number],
): string {
  return `${id} is placed in section ${section} (die ${die}) at (${at[0].toFixed(1)}, ${at[1].toFixed(1)}).`;
}

export function pefMoveTestText(id: string, dice: readonly number[], inches: number): string {
  return `${id} moves: ${dice.join(' and ')} against 4 — ${inches ? `up to ${inches}" toward the player` : 'it stays put'}.`;
}

export function pefMovedText(id: string, moved: number, to: readonly [number, number]): string {
  return moved > 1e-6
    ? `${id} moves ${moved.toFixed(1)}" to (${to[0].toFixed(1)}, ${to[1].toFixed(1)}).`
    : `${id} stays where it is.`;
}

/** What was seen: the PEF itself, or one hidden in a building (approached or searched on entry). */
export function pefWhere(id: string, building: string | undefined, onEntry: boolean): string {
  return building === undefined ? `${id}` : `a PEF in building ${building}${onEntry ? ' (searched on entry)' : ''}`;
}

export function pefResolutionText(
  finder: string,
  where: string,
  mods: readonly AppliedModifier[],
  kept: readonly number[],
  dice: readonly number[],
  result: string,
): string {
  const changes = modifiersPhrase(mods);
  return `${finder} sees ${where}${changes ? ` (${changes})` : ''}: ${kept.join(' and ')}${dice.length > kept.length ? ` (lowest two of ${dice.join(', ')})` : ''} against 4 — ${result === 'contact' ? 'contact!' : result === 'somethingsOutThere' ? "something's out there." : 'false alarm.'}`;
}

export function pefOutcomeText(
  id: string,
  contact: boolean,
  npForce: string,
  enemies: readonly string[],
  result: string,
  isObjective = false,
): string {
  if (isObjective) return `${id} is the objective itself: nobody is placed there.`;
  return contact
    ? `${id} is ${enemies.length} ${npForce} figure${enemies.length === 1 ? '' : 's'}: ${enemies.join(', ')}.`
    : `${id} is gone: ${result === 'falseAlarm' ? 'a false alarm' : "but something's out there"}.`;
}

/** A building the player's figures start in never makes PEFs (docs/rules-notes/solo-engine.md), said once at the start. */
export function startsInsideText(figures: readonly string[], building: string, left: number): string {
  const who =
    figures.length === 1 ? `${figures[0]} starts` : `${figures.slice(0, -1).join(', ')} and ${figures.at(-1)} start`;
  const rest = left === 1 ? '1 building is' : `${left} buildings are`;
  return `${who} inside building ${building}, so it will make no PEFs: ${rest} left that may make one when first seen.`;
}
