// Star Power, Larger Than Life and Cheating Death in words.
import { codeWords } from './words';

export function cheatDeathQuestion(figure: string, repAfter: number): string {
  return `${figure} (Star) may cheat death: leave the table alive at Rep ${repAfter}, or fall`;
}

export function starPowerText(figure: string, was: string, now: string, reductions: number, largerThanLife?: boolean, cheatingDeath?: boolean): string {
  const bits = [`${figure} uses Star Power: ${reductions} die${reductions === 1 ? '' : 's'} of 1-3 turn ${codeWords(was)} into ${codeWords(now)}`];
  if (largerThanLife) bits.push('Larger Than Life: no lower Rep can kill a Star');
  if (cheatingDeath) bits.push('and cheats death');
  return bits.join('; ') + '.';
}
