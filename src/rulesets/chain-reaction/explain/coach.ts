// The coach's words: before an order is given, which tests it will bring on and the chances, e.g. "moving
// here brings enemy3 into sight: In Sight 4d6 against 3d6, you win 58.3%". The numbers come from the
// engine's own dry run of the order and the rules' exact odds.

export interface CoachThrow {
  leader: string;
  dice: number;
  mine: boolean;
}

/** The In Sight a move would bring on: whom it brings into view, each side's dice, the chance to win it. */
export function coachInSightText(
  verb: 'moving' | 'charging',
  seen: readonly string[],
  throws: readonly CoachThrow[],
  winPercent: string,
): string {
  const mine = throws.filter((t) => t.mine).map((t) => `${t.dice}d6`);
  const theirs = throws.filter((t) => !t.mine).map((t) => `${t.dice}d6`);
  return `${verb} here brings ${seen.join(', ')} into sight: In Sight ${mine.join(' and ')} against ${theirs.join(' and ')}, you win ${winPercent}`;
}

/** Any other test the order brings on, with its odds in words. */
export function coachTestText(title: string, odds: string): string {
  return `${title}: ${odds}`;
}

/** When the coach has nothing to warn of. */
export const COACH_NO_TEST = 'Coach: no test comes of this order';

/** The odds shown with a question the player is asked, when its answer leads to a throw. */
export function decisionOddsText(kind: 'challengeRetry' | 'reactionGrenade', odds: string): string {
  return kind === 'challengeRetry' ? `If it tries once more: ${odds}` : `If it throws: ${odds}`;
}

/** The Grenade button's words when a throw to ready one is to come. */
export function readyGrenadeTitle(figure: string, odds: string): string {
  return `Ready a grenade for ${figure}: ${odds}`;
}
