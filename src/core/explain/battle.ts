// The battle around the rolls in words: answers to questions, waiting for a side, the end of a plain
// battle, and a figure ducked out of sight.

export function decisionText(question: string, by: 'player' | 'policy', choice: unknown): string {
  return `${question}: ${by === 'player' ? 'the player chooses' : 'by the default policy'} ${JSON.stringify(choice)}.`;
}

export function waitingText(side: string, question: string): string {
  return `Waiting for ${side}: ${question}.`;
}

export function sideDestroyedText(beaten: readonly string[], winner: string | undefined): string {
  return `${beaten.join(' and ')} ${beaten.length > 1 ? 'have' : 'has'} nobody left able to fight${winner ? `: ${winner} holds the field` : ''}.`;
}

export function duckedOutText(hider: string, other: string): string {
  return `${hider} has ducked out of sight of ${other}`;
}
