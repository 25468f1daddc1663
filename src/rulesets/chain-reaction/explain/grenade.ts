// Grenades in words: readying one, the throw (how far, how the spot was seen, where it landed) and
// who the blast catches.
import { codeWords } from './words';

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

export function blastMemberText(m: BlastMemberFacts, impact: number): string {
  const where = `${m.id} is ${m.distance.toFixed(1)}" from the blast`;
  if (m.escape === 'prone') return `${where} and prone: escapes damage, takes a Crisis test`;
  if (m.escape === 'cover')
    return `${where} behind DV ${m.coverDv} cover (Impact ${impact}): escapes damage, takes a Crisis test`;
  const why = m.coverDv ? `its DV ${m.coverDv} cover is below Impact ${impact}` : 'no cover between it and the blast';
  return `${where}, ${why}: rolls for damage`;
}

/** The blast: each figure inside and what happens to it. */
export function blastText(members: readonly BlastMemberFacts[], impact: number): string {
  return members.length === 0
    ? 'The blast catches nobody.'
    : members.map((m) => blastMemberText(m, impact)).join('; ') + '.';
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
