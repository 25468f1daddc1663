// The grenade preview: the 5" blast circle where the pointer is, who is inside, who escapes the damage
// and why (prone, or cover at least as strong as the Impact), and the odds of the throw landing.
// Built like `sim`'s blast query and the engine's own throw check.
import type { FigureState, GameState } from '../../state';
import { dist, geoOf, onTable } from '../../engine/world';
import { type BlastResult } from '../../../../geometry/blast';
import { blastOn } from '../../rules/blastCircle';
import { coverValueBetween } from '../../../../geometry/cover';
import { canSee } from '../../../../geometry/los';
import type { World } from '../../../../geometry/world';
import type { Vec } from '../../../../geometry/shapes';
import { WEAPONS } from '../../tables/weapons';
import { throwGrenadeOdds } from '../../rules/grenade';
import { explainOdds } from '../../explain/odds';
import { plainPlaces } from '../../explain/places';

/** A grenade reaches this far, inches. */
export const THROW_REACH = 6;

export interface BlastPreview extends BlastResult {
  distance: number;
  inReach: boolean;
  spotVisible: boolean;
  odds?: string;
}

export function blastPreview(s: GameState, w: World, thrower: FigureState, at: Vec): BlastPreview {
  const impact = WEAPONS.G.impact;
  const res = blastOn({
    centre: at,
    impact,
    figures: onTable(s).map((f) => geoOf(f)),
    coverDvBetween: (p, c) => coverValueBetween(w.terrain, p, c).dv,
  });
  const distance = dist(thrower.at, at);
  const spotVisible = canSee(w, geoOf(thrower), { id: '(spot)', at, facing: 0 }, { ignoreFigures: true });
  const inReach = distance <= THROW_REACH;
  // Who is inside and why, in the player's words: distances to a tenth, places by name.
  const members = res.members.map((m) => ({ ...m, reason: plainPlaces(m.reason, s) }));
  const out: BlastPreview = { ...res, members, distance, inReach, spotVisible };
  if (inReach) out.odds = explainOdds(throwGrenadeOdds({ id: thrower.id, rep: thrower.rep, distance, spotVisible }));
  return out;
}
