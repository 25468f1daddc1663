// What a blast circle (grenade or rocket) does to each figure caught in it, from plain facts: prone
// figures escape, so do figures behind cover at least as strong as the Impact; both still take a
// Crisis Test. Everyone else caught rolls damage against the weapon's Impact. Who lies inside the
// circle is geometry's question (src/geometry/blast.ts); this file only judges the facts it is given.
import type { TableRef } from '../../../core/tables/types';

export interface BlastFacts {
  id: string;
  prone?: boolean;
  /** DV of the cover between the figure and the centre of the blast; leave out (or 0) when there is none. */
  coverDV?: number;
}

export interface BlastEffect {
  id: string;
  /** How the figure got away, or null when it takes a damage roll. */
  escape: 'prone' | 'cover' | null;
  crisisTest: boolean;
  rollDamage: boolean;
  /** Behind cover too weak to stop it: still rolls damage. */
  weakCover: boolean;
  ref: TableRef;
}

export function blastEffect(f: BlastFacts, impact: number): BlastEffect {
  if (f.prone)
    return {
      id: f.id,
      escape: 'prone',
      crisisTest: true,
      rollDamage: false,
      weakCover: false,
      ref: { table: 'escapingDamage', row: 'prone' },
    };
  if (f.coverDV !== undefined && f.coverDV >= impact) {
    return {
      id: f.id,
      escape: 'cover',
      crisisTest: true,
      rollDamage: false,
      weakCover: false,
      ref: { table: 'escapingDamage', row: 'cover' },
    };
  }
  const weakCover = (f.coverDV ?? 0) > 0;
  return {
    id: f.id,
    escape: null,
    crisisTest: false,
    rollDamage: true,
    weakCover,
    ref: { table: 'escapingDamage', row: weakCover ? 'weakCover' : 'exposed' },
  };
}

export function blastEffects(figures: readonly BlastFacts[], impact: number): BlastEffect[] {
  return figures.map((f) => blastEffect(f, impact));
}
