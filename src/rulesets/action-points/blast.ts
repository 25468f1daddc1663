// A blast's kill and damage zones (a thrown grenade, a launcher's round, an IED): who stands in each, and
// the blast's d10s against each of them, halved behind hard cover. One place, so every blast reads alike.
import type { Vec } from '../../geometry/shapes';
import { dist } from '../../geometry/vec';
import type { GRENADES } from './tables';
import { onTable } from './figures';
import { hardCoverFromBlast } from './terrain';
import { mark, strike } from './harm';
import type { Ctx } from './ctx';
import type { Figure } from './types';

type Blast = (typeof GRENADES)[string] & object;

/** Who stands in the kill zone and who in the damage zone beyond it; the crew inside a vehicle are out of reach (decision 56). */
export function blastZones(c: Ctx, at: Vec, b: Blast): { kill: Figure[]; damage: Figure[] } {
  const near = c.s.figures.filter((o) => onTable(o) && !o.inside && dist(o.at, at) <= b.damageRadius);
  return {
    kill: near.filter((o) => dist(o.at, at) <= b.killRadius),
    damage: near.filter((o) => dist(o.at, at) > b.killRadius),
  };
}

/** Everyone caught gets a morale marker (`why`), then each takes the zone's dice; `by` is who threw it, if anyone. */
export function strikeZones(
  c: Ctx,
  by: Figure | null,
  at: Vec,
  b: Blast,
  zones: { kill: Figure[]; damage: Figure[] },
  why: string,
  label: string,
): void {
  for (const o of [...zones.kill, ...zones.damage]) mark(c, o, at, why);
  const hit = (o: Figure, dice: number, zone: string) =>
    strike(c, by, o, { dice, sides: 10, halve: hardCoverFromBlast(c.s, o.at, at), note: `${label} ${zone} zone` });
  for (const o of zones.kill) hit(o, b.killDice, 'kill');
  for (const o of zones.damage) hit(o, b.damageDice, 'damage');
}
