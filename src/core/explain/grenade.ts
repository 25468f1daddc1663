// Grenades in words: readying one, the throw (how far, how the spot was seen, where it landed) and
// who the blast catches.
import { codeWords } from './words';

export function readyGrenadeText(figure: string, die: number, rep: number, throwNow: boolean): string {
  return `${figure} readies a grenade (${die} vs Rep ${rep}): ${throwNow ? 'it can be thrown at once' : 'it can be thrown from its next activation or in reaction'}.`;
}

export type SpotView = 'inView' | 'droppedOrRolled' | 'outOfView';

const SPOT_WORDS: Record<SpotView, string> = {
  inView: 'spot in view', droppedOrRolled: 'dropped over the wall or rolled in at the door beside it', outOfView: 'spot out of view',
};

export function throwGrenadeText(figure: string, inches: number, dice: readonly number[], rep: number, spot: SpotView, result: string): string {
  return `${figure} throws a grenade ${inches.toFixed(1)}" (${dice.join(', ')} vs Rep ${rep}, ${SPOT_WORDS[spot]}): ${codeWords(result)}.`;
}

/** The blast: each figure inside and what happens to it (the blast rule words each one). */
export function blastText(memberReasons: readonly string[]): string {
  return memberReasons.length === 0 ? 'The blast catches nobody.' : memberReasons.join('; ') + '.';
}
