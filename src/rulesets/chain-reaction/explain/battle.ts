// The battle around the rolls in words: answers to questions, waiting for a side, the end of a plain
// battle, and a figure ducked out of sight.
import { inches } from './phrases';

/** An answer in words, by the kind of question: never a bare code, `null` or a long decimal. */
export function choiceWords(kind: string, choice: unknown): string {
  if (kind === 'freeWill') return choice === 'roll' ? 'to roll the dice' : `to take ${String(choice)} passed`;
  if (kind === 'cheatDeath') return choice === true ? 'to cheat death' : 'to fall';
  if (kind === 'inSightExtra')
    return typeof choice === 'number' && choice > 0
      ? `to go ${inches(choice)} further`
      : 'to stop where it came into view';
  if (kind === 'inSightStep') {
    return Array.isArray(choice) && choice.length === 2
      ? `to step to (${Number(choice[0]).toFixed(1)}, ${Number(choice[1]).toFixed(1)})`
      : 'to stay where it is';
  }
  if (kind === 'inSightTarget') return `to fire at ${String(choice)}`;
  if (kind === 'captureOrDispatch') return choice === 'dispatch' ? 'to dispatch' : 'to take a prisoner';
  if (kind === 'challengeRetry') return choice === 'quit' ? 'to give up' : 'to try again';
  if (kind === 'reactionGrenade') return choice === true ? 'to throw the grenade' : 'to fire instead';
  if (kind === 'retrieveWounded') return choice === true ? 'to go for the wounded friend' : 'to leave the friend';
  if (typeof choice === 'number') return String(Math.round(choice * 10) / 10);
  if (typeof choice === 'string') return choice;
  if (choice === true || choice === false) return choice ? 'yes' : 'no';
  return 'nothing';
}

export function decisionText(question: string, kind: string, by: 'player' | 'policy', choice: unknown): string {
  return `${question}: ${by === 'player' ? 'the player chooses' : 'the computer chooses'} ${choiceWords(kind, choice)}.`;
}

export function waitingText(side: string, question: string): string {
  return `Waiting for ${side}: ${question}.`;
}

export function sideDestroyedText(beaten: readonly string[], winner: string | undefined): string {
  // "Nobody is left on X's side" reads right whatever the side is called ("soldiers has" did not).
  return `Nobody is left able to fight on the ${beaten.join(' or the ')} side${winner ? `: ${winner} holds the field` : ''}.`;
}

export function duckedOutText(hider: string, other: string): string {
  return `${hider} has ducked out of sight of ${other}`;
}
