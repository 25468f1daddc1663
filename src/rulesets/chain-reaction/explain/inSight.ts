// The In Sight test in words: who came into view of whom, each leader's dice (his Rep and every
// circumstance that took dice away, the same numbers that set the count thrown) and successes, who
// wins, and the winner's choice of target.
import type { AppliedModifier } from '../../../core/tables/types';
import { repAndChanges } from './phrases';

export interface InSightRollFacts {
  leader: string;
  rep: number;
  modifiers: readonly AppliedModifier[];
  successes: number;
  diceCount: number;
}

/**
 * Who came into view of whom, and where the ones who came into view stand. The place follows the names it
 * belongs to, between commas: after the watchers' names it read as theirs (play-test 10a, 2).
 */
export function inSightSeenText(
  cameIntoView: readonly string[],
  seen: readonly string[],
  at: readonly [number, number],
): string {
  const verb = cameIntoView.length === 1 ? 'comes' : 'come';
  return `In Sight: ${cameIntoView.join(', ')}, at (${at[0].toFixed(1)}, ${at[1].toFixed(1)}), ${verb} into view of ${seen.join(', ')}.`;
}

/**
 * The final throw of the test; `attempts` counts the throws (ties are thrown again). `joined`: for a leader
 * of another group that the active figures walked into (groups are whoever stands together when the test is
 * taken), the active figures now in it, so the line says why he throws, and loses the die for moving, for
 * them (play-test 10b, 12).
 */
export function inSightTestText(
  rolls: readonly InSightRollFacts[],
  attempts: number,
  winner: string | null | undefined,
  joined: Readonly<Record<string, readonly string[]>> = {},
  spent: readonly string[] = [],
): string {
  const why = (leader: string) => {
    const j = joined[leader];
    // "Karel, Leon and Milos", not "Karel and Leon and Milos" (play-test 14a).
    const names = j && j.length > 1 ? `${j.slice(0, -1).join(', ')} and ${j[j.length - 1]}` : j?.[0];
    return names ? `; ${names} moved into this group` : '';
  };
  return `In Sight test: ${rolls.map((r) => `${r.leader} (${repAndChanges(r.rep, r.modifiers)}${why(r.leader)}) ${r.diceCount ? `${r.successes} success${r.successes === 1 ? '' : 'es'} on ${r.diceCount}d6` : 'no dice left to throw, so no successes'}`).join(', ')}${attempts > 1 ? ` (after ${attempts - 1} tie${attempts > 2 ? 's' : ''})` : ''} — ${winner ? `${winner} wins` : 'nobody can act'}${spentWords(spent)}.`;
}

/** Winners of the acting side who have fired this activation already: they do nothing more (play-test 10b, 22). */
function spentWords(spent: readonly string[]): string {
  if (!spent.length) return '';
  const names = spent.length === 1 ? spent[0]! : `${spent.slice(0, -1).join(', ')} and ${spent[spent.length - 1]}`;
  return `; ${names} ${spent.length === 1 ? 'has' : 'have'} already fired this activation, so ${spent.length === 1 ? 'does' : 'do'} nothing more`;
}

/**
 * The target question for an In Sight winner: the side, then the shooter, never the figure whose dice won it
 * (play-test 10b, 13: "Boris won the In Sight" when the dice were Vik's).
 */
export function inSightTargetQuestion(figure: string): string {
  // The side wins the In Sight on its best throw, which may be another group's (play-test 14a: "Ash won the
  // In Sight" when Cole's 2 successes won it): the side, then the shooter.
  return `${figure}'s side won the In Sight: choose whom ${figure} fires at`;
}

/** No In Sight test after all: the mover went on out of sight, or the group's steps left nobody in sight. */
export function inSightLostText(figure: string, after: 'goingOn' | 'short' | 'steps'): string {
  if (after === 'short')
    return `${figure} is out of sight of the enemy where ${figure} stopped: no In Sight test is taken.`;
  return after === 'goingOn'
    ? `${figure} went on out of sight of the enemy: no In Sight test is taken.`
    : 'Nobody is in sight of the enemy after the steps: no In Sight test is taken.';
}

const BUSY: Record<string, string> = {
  duckBack: 'ducking back',
  hunkerDown: 'hunkered down',
  leaving: 'leaving the battlefield',
};

/** An In Sight winner that may not fire because it is still carrying out a reaction (p.12). */
export function inSightBusyText(figure: string, status: string): string {
  return `${figure}'s side won the In Sight, but ${figure} is ${BUSY[status] ?? status}: ${figure} finishes that reaction instead of firing.`;
}
