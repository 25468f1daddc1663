// Grenades in words: readying one, the throw (how far, how the spot was seen, where it landed) and
// who the blast catches.
import { codeWords } from './words';
import { whose } from './phrases';

export function readyGrenadeText(figure: string, die: number, rep: number, throwNow: boolean): string {
  return `${figure} readies a grenade (${die} vs Rep ${rep}): ${throwNow ? 'it can be thrown at once' : 'it can be thrown from its next activation or in reaction'}.`;
}

export type SpotView = 'inView' | 'droppedOrRolled' | 'outOfView';

const SPOT_WORDS: Record<SpotView, string> = {
  inView: 'spot in view',
  droppedOrRolled: 'dropped over the wall or rolled in at the door beside it',
  outOfView: 'spot out of view',
};

export function throwGrenadeText(
  figure: string,
  inches: number,
  dice: readonly number[],
  rep: number,
  spot: SpotView,
  result: string,
  where?: string,
): string {
  return `${figure} throws a grenade ${inches.toFixed(1)}" (${dice.join(', ')} vs Rep ${rep}, ${SPOT_WORDS[spot]}): ${codeWords(result)}${where ? `; ${where}` : ''}.`;
}

/** Where a thrown grenade went off: the spot aimed at, wide of it (a miss), or the thrower's own feet. */
export function grenadeLandingText(
  thrower: string,
  blastAt: 'spot' | 'thrower' | null,
  at: readonly [number, number],
): string {
  if (blastAt === 'spot') return `it lands at (${at[0].toFixed(1)}, ${at[1].toFixed(1)})`;
  if (blastAt === 'thrower') return `it drops at ${thrower}'s feet`;
  return `it goes off wide of (${at[0].toFixed(1)}, ${at[1].toFixed(1)}) and harms nobody`;
}

/** One figure inside a blast, as the blast rule found it: how far, and what saved it if anything. */
export interface BlastMemberFacts {
  id: string;
  distance: number;
  escape?: string;
  coverDv?: number;
}

/**
 * One figure in a blast, with the reason a player can check against the table (play-test 9, 5: "Cole is 0.0"
 * from the blast and prone: escapes damage" gave none): a prone figure is never hurt by a blast; cover whose
 * DV is at least the Impact takes it. `tests`: whether an escape sets off a Crisis test for this figure (not
 * for one already leaving or down, nor after a rocket at a charger).
 */
export function blastMemberText(m: BlastMemberFacts, impact: number, tests = true, saidWhy = false): string {
  const where =
    m.distance < 0.05 ? `${m.id} is at the centre of the blast` : `${m.id} is ${m.distance.toFixed(1)}" from the blast`;
  const test = tests ? ', takes a Crisis test' : '';
  if (m.escape === 'prone')
    return `${where}, but lying prone${saidWhy ? '' : ' (a blast never harms a figure lying prone)'}: escapes damage${test}`;
  if (m.escape === 'cover')
    return `${where}, behind DV ${m.coverDv} cover, at least the blast's Impact ${impact}, so the cover stops the blast: escapes damage${test}`;
  const why = m.coverDv
    ? `${whose(m.id)} DV ${m.coverDv} cover is below Impact ${impact}`
    : `no cover between ${m.id} and the blast`;
  return `${where}, ${m.coverDv ? 'and ' : ''}${why}: rolls for damage`;
}

/** The blast: each figure inside and what happens to it; `testers` are those its escapes set testing. */
export function blastText(members: readonly BlastMemberFacts[], impact: number, testers?: ReadonlySet<string>): string {
  return members.length === 0
    ? 'The blast catches nobody.'
    : members
        .map((m, i) =>
          blastMemberText(
            m,
            impact,
            testers ? testers.has(m.id) : true,
            // Why a prone figure is spared is said once, at the first.
            members.slice(0, i).some((x) => x.escape === 'prone'),
          ),
        )
        .join('; ') + '.';
}

/** The question to the owner of a readied grenade whose reaction lets it shoot back (p.18). */
export function reactionGrenadeQuestion(figure: string, cause: string, inches: number): string {
  return `${figure} holds a readied grenade and ${cause} is ${inches.toFixed(1)}" away: throw it instead of firing`;
}

export function reactionGrenadeText(
  figure: string,
  cause: string,
  inches: number,
  dice: readonly number[],
  rep: number,
  result: string,
): string {
  return `${figure} throws its readied grenade at ${cause} in reaction, ${inches.toFixed(1)}" (${dice.join(', ')} vs Rep ${rep}): ${codeWords(result)}.`;
}
