// Blast circles: who is caught by an exploding round and who escapes its damage (prone, or behind cover at
// least as strong as the round's Impact). Cover between a figure and the centre comes in as a callback so any
// cover model fits. Which figures count at all, and what escaping sets off, are the ruleset's to say (Chain
// Reaction's are in rulesets/chain-reaction/rules/blastCircle.ts): pass only the figures a blast can harm.
import type { GeoFigure, Vec } from './shapes';
import { dist, r3, r3v } from './vec';

/** 5" across with 28mm figures. */
export const BLAST_RADIUS = 2.5;

export type BlastEscape = 'prone' | 'cover';

export interface BlastInput {
  centre: Vec;
  /** The weapon's Impact: cover of at least this DV stops the damage. */
  impact: number;
  figures: readonly GeoFigure[];
  /** DV of the best cover between a figure and the centre; 0 when there is none. */
  coverDvBetween: (figurePos: Vec, centre: Vec, fig: GeoFigure) => number;
  /** Defaults to BLAST_RADIUS. */
  radius?: number;
}

export interface BlastMember {
  id: string;
  distance: number;
  /** Set when the figure escapes the damage. */
  escape?: BlastEscape;
  /** DV of the cover found between it and the centre, when cover was asked about. */
  coverDv?: number;
  reason: string;
}

export interface BlastResult {
  circle: { centre: Vec; radius: number };
  /** Ids inside the circle, in roster order. */
  inside: string[];
  escapes: Record<string, BlastEscape>;
  /** Inside and not escaping: these roll for damage. */
  harmed: string[];
  members: BlastMember[];
}

/** Inside means centre-to-centre distance ≤ radius, exactly; a base that only overlaps the rim is outside. */
export function inBlast(centre: Vec, at: Vec, radius = BLAST_RADIUS): boolean {
  return dist(centre, at) <= radius;
}

export function computeBlast(input: BlastInput): BlastResult {
  const radius = input.radius ?? BLAST_RADIUS;
  const { centre, impact } = input;
  const members: BlastMember[] = [];
  const escapes: Record<string, BlastEscape> = {};
  for (const fig of input.figures) {
    if (!inBlast(centre, fig.at, radius)) continue;
    const distance = r3(dist(centre, fig.at));
    if (fig.stance === 'prone') {
      escapes[fig.id] = 'prone';
      members.push({
        id: fig.id,
        distance,
        escape: 'prone',
        reason: `${fig.id} is ${distance}" from the blast and prone: escapes damage`,
      });
      continue;
    }
    const dv = input.coverDvBetween(fig.at, centre, fig);
    if (dv >= impact && dv > 0) {
      escapes[fig.id] = 'cover';
      members.push({
        id: fig.id,
        distance,
        escape: 'cover',
        coverDv: dv,
        reason: `${fig.id} is ${distance}" from the blast behind DV ${dv} cover (Impact ${impact}): escapes damage`,
      });
      continue;
    }
    const why = dv > 0 ? `its DV ${dv} cover is below Impact ${impact}` : 'no cover between it and the blast';
    members.push({
      id: fig.id,
      distance,
      coverDv: dv,
      reason: `${fig.id} is ${distance}" from the blast, ${why}: rolls for damage`,
    });
  }
  return {
    circle: { centre: r3v(centre), radius },
    inside: members.map((m) => m.id),
    escapes,
    harmed: members.filter((m) => !m.escape).map((m) => m.id),
    members,
  };
}
