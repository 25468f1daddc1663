// A blast's kill and damage zones (a thrown grenade, a launcher's round, an IED): who stands in each, and
// the blast's d10s against each of them, halved behind hard cover; and where a miss lands (deviation by
// rank). One place, so every blast reads alike.
import type { Vec } from '../../geometry/shapes';
import { dist } from '../../geometry/vec';
import { DEVIATION, RANK_TABLE, type GRENADES, type Launcher } from './tables';
import { onTable } from './figures';
import { hardCoverFromBlast } from './terrain';
import { mark, strike } from './harm';
import { pi, type Ctx } from './ctx';
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

/**
 * Everyone caught gets a morale marker (`why`, with the "under fire by" row `fireKey` if the weapon has one),
 * then each takes the zone's dice; `by` is who threw or fired it, if anyone.
 */
export function strikeZones(
  c: Ctx,
  by: Figure | null,
  at: Vec,
  b: Blast,
  zones: { kill: Figure[]; damage: Figure[] },
  why: string,
  label: string,
  fireKey?: string,
  critical = false,
): void {
  for (const o of [...zones.kill, ...zones.damage]) mark(c, o, at, why, fireKey);
  const hit = (o: Figure, dice: number, zone: string) =>
    strike(c, by, o, {
      dice,
      sides: 10,
      critical,
      halve: hardCoverFromBlast(c.s, o.at, at),
      note: `${label} ${zone} zone`,
    });
  for (const o of zones.kill) hit(o, b.killDice, 'kill');
  for (const o of zones.damage) hit(o, b.damageDice, 'damage');
}

/**
 * A grenade or a launcher's round goes off at `at`, thrown or fired by `f`: the blast is left on the table (a
 * barrage's for a launcher that lays one), told in the log, and its zones struck. `launcher` names it in the
 * log and puts its "under fire by" row on everyone caught; a grenade has neither. `critical`: a launcher's shot
 * that rolled a critical, so every zone's dice are at their maximum (decision 86).
 */
export function explode(c: Ctx, f: Figure, at: Vec, b: Blast, launcher?: Launcher, critical = false): void {
  const zones = blastZones(c, at, b);
  const barrage = launcher?.barrage ? { barrage: { radius: b.damageRadius } } : {};
  c.s.blasts.push({ at, phaseIndex: pi(c), ...barrage });
  c.events.push({
    type: 'blast',
    figure: f.id,
    at,
    kill: zones.kill.map((o) => o.id),
    damage: zones.damage.map((o) => o.id),
    ...(launcher ? { what: launcher.name } : {}),
  });
  const name = launcher?.name ?? b.name;
  strikeZones(c, f, at, b, zones, `caught by ${f.id}'s ${name}`, name, launcher?.moraleKey ?? undefined, critical);
}

/**
 * A miss deviates: distance by rank on the weapon's deviation row (veteran and elite read the second column;
 * a halved roll and a roll in metres are halved into inches, rounding up), direction 1d12 as a clock hour
 * with 12 pointing from the thrower to the aimed point. `what`: a launcher's name for the log.
 */
export function deviate(c: Ctx, f: Figure, aimed: Vec, row = 'grenade', what?: string): Vec {
  const high = RANK_TABLE[f.rank].skill >= RANK_TABLE.veteran.skill;
  const dr = DEVIATION[row]!;
  const dv = dr[high ? 'high' : 'low'];
  const { clock, dist: dice } = c.dice.deviation(dv.count, dv.sides, [f.id]);
  const sum = dice.reduce((a, b) => a + b, 0);
  const inches = dv.halve || dr.unit === 'metre' ? Math.ceil(sum / 2) : sum;
  const base = Math.atan2(aimed[1] - f.at[1], aimed[0] - f.at[0]);
  const a = base + ((clock % 12) * Math.PI) / 6;
  const landed: Vec = [
    Math.round(Math.max(0, Math.min(c.s.table.width, aimed[0] + inches * Math.cos(a))) * 100) / 100,
    Math.round(Math.max(0, Math.min(c.s.table.height, aimed[1] + inches * Math.sin(a))) * 100) / 100,
  ];
  c.events.push({ type: 'deviate', figure: f.id, aimed, landed, clock, inches, ...(what ? { what } : {}) });
  return landed;
}
