// Star Power, Larger Than Life and Cheating Death in words.
import { codeWords } from './words';

export function cheatDeathQuestion(figure: string, repAfter: number): string {
  return `${figure} (Star) may cheat death: leave the table alive at Rep ${repAfter}, or fall`;
}

/** The Star Power throw and what it changed; when nothing changed it says so rather than "turn X into X". */
export function starPowerText(
  figure: string,
  was: string,
  now: string,
  reductions: number,
  largerThanLife?: boolean,
  cheatingDeath?: boolean,
): string {
  const dice = reductions === 0 ? 'no die' : `${reductions} ${reductions === 1 ? 'die' : 'dice'}`;
  const change =
    was === now
      ? `, so ${figure} is still ${codeWords(now)}`
      : `, which turns ${codeWords(was)} into ${codeWords(now)}`;
  const bits = [`${figure} uses Star Power: ${dice} of 1-3${change}`];
  if (largerThanLife) bits.push('Larger Than Life: no lower Rep can kill a Star');
  if (cheatingDeath) bits.push('and cheats death');
  return bits.join('; ') + '.';
}
