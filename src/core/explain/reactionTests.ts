// The reaction tests in words: the Crisis test with its causes, recovering from Hunker Down, and a
// Star's Free Will questions.
import { codeWords } from './words';

export function crisisText(figure: string, causes: readonly string[], freeWill: boolean, passed: number, result: string): string {
  return `${figure} takes the Crisis test (${causes.map(codeWords).join(', ')})${freeWill ? ' and, as a Star, chooses' : ''}: ${passed} passed — ${codeWords(result)}.`;
}

/** A Star's Crisis menu: what each count of passed dice would give, or roll. */
export function crisisFreeWillQuestion(figure: string, menu: readonly { passed: number; result: string }[]): string {
  return `${figure} (Star) may choose the Crisis result by Free Will (${menu.map((m) => `${m.passed} → ${codeWords(m.result)}`).join(', ')}) or roll`;
}

export function hunkerFreeWillQuestion(figure: string): string {
  return `${figure} (Star) may choose how to recover from Hunker Down by Free Will (2 → recover, 1 → duck back, 0 → leave) or roll`;
}

export function hunkerRecoverText(figure: string, freeWill: boolean, passed: number, result: string): string {
  return `${figure} tries to recover from Hunker Down${freeWill ? ' (Star, by Free Will)' : ''}: ${passed} passed — ${codeWords(result)}.`;
}
