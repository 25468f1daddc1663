// Star Power, Larger Than Life and Cheating Death in words.
import { codeWords } from './words';

export function cheatDeathQuestion(figure: string, repAfter: number): string {
  return `${figure} (Star) may cheat death: leave the table alive at Rep ${repAfter}, or fall`;
}

/**
 * The Star Power throw and what it changed; when nothing changed it says so rather than "turn X into X".
 * `afterDice` is the result the dice alone left: when Larger Than Life or Cheating Death then changes it, each
 * part says what it did itself, so a throw that saved nothing never reads as the thing that saved the Star.
 */
export function starPowerText(
  figure: string,
  was: string,
  now: string,
  reductions: number,
  largerThanLife?: boolean,
  cheatingDeath?: boolean,
  afterDice: string = now,
): string {
  const dice = reductions === 0 ? 'no die' : `${reductions} ${reductions === 1 ? 'die' : 'dice'}`;
  const more = largerThanLife || cheatingDeath;
  const change =
    was === afterDice
      ? more
        ? `, so the damage stands at ${codeWords(was)}`
        : `, so ${figure} is still ${codeWords(now)}`
      : `, which turns ${codeWords(was)} into ${codeWords(afterDice)}`;
  const bits = [`${figure} uses Star Power: ${dice} of 1-3${change}`];
  if (largerThanLife)
    bits.push(
      afterDice === now
        ? 'Larger Than Life: no lower Rep can kill a Star'
        : `Larger Than Life: no lower Rep can kill a Star, so ${figure} is ${codeWords(now)} instead`,
    );
  if (cheatingDeath) bits.push('and cheats death');
  return bits.join('; ') + '.';
}
