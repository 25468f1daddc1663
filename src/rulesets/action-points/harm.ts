// What a hit does: damage dice (maximum on a critical), armour off, the wound table, a second wound of
// the same or lower band one band worse, dropping prone, the consciousness test, witnesses' morale tests,
// victory points; and the morale marker every shot, hit or miss, leaves on its target.
import { dist } from '../../geometry/vec';
import type { Vec } from '../../geometry/shapes';
import { ARMOUR_TABLE, RANGES, VICTORY, WOUND_BANDS, WOUND_TABLE, MAX_DAMAGE_DICE, type WoundBand } from './tables';
import { canAct, worse } from './figures';
import { pointSight } from './terrain';
import { consciousnessChance } from './chance';
import { test, pi, type Ctx } from './ctx';
import type { Figure } from './types';

export function bandOf(net: number): WoundBand {
  if (net <= 0) return 'none';
  return WOUND_TABLE.find((r) => net >= r.lo && net <= r.hi)!.band;
}

/** A new wound on top of the worst so far: same or lower raises the worst by one band, higher replaces it. */
export function combineWounds(worst: WoundBand, band: WoundBand): WoundBand {
  if (band === 'none') return worst;
  if (worst === 'none' || worse(band, worst)) return band;
  return WOUND_BANDS[Math.min(WOUND_BANDS.length - 1, WOUND_BANDS.indexOf(worst) + 1)]!;
}

const FIRE_RANK: Record<string, number> = { sniperOrMg: 1, mortarOrRpg: 2, heavyFire: 3 };

/** Put a morale marker on a figure (a shot at it, hit or miss; a blast near it). */
export function mark(c: Ctx, t: Figure, from: Vec, why: string, fireKey?: string): void {
  if (!canAct(t) && t.wound !== 'dead') return;
  if (t.wound === 'dead') return;
  t.markers += 1;
  t.causeAt = from;
  // Of the "under fire by" rows the worst one waiting stays until the test (mortar fire is not undone by a rifle's).
  const worse = FIRE_RANK[t.fireKey ?? ''] ?? 0;
  if (fireKey && (t.fireKey === null || fireKey !== 'melee') && (FIRE_RANK[fireKey] ?? 0) >= worse) t.fireKey = fireKey;
  c.events.push({ type: 'marker', figure: t.id, markers: t.markers, why });
}

function outOfAction(c: Ctx, t: Figure): void {
  for (const side of c.s.sides) {
    if (side.id === t.side) continue;
    side.points += VICTORY.kill;
    c.events.push({ type: 'points', side: side.id, points: side.points, why: `${t.id} out of action` });
  }
}

/** Armour's value: its dice plus 4, or the fixed value by option. */
function armourValue(c: Ctx, t: Figure): number {
  if (!t.armour) return 0;
  const a = ARMOUR_TABLE[t.armour];
  if (c.s.options.fixedArmour) return a.fixed;
  return c.dice.roll('armour', a.dice, a.sides, [t.id], `${t.armour} armour`).reduce((x, y) => x + y, 0) + a.plus;
}

export interface DamageSpec {
  dice: number;
  sides: number;
  plus?: number;
  critical?: boolean;
  halve?: boolean;
  note: string;
}

/** Roll (or take the maximum of) the damage, take armour off, and wound. */
export function strike(c: Ctx, by: Figure | null, t: Figure, spec: DamageSpec): void {
  const n = Math.min(MAX_DAMAGE_DICE, spec.dice);
  const dice = spec.critical
    ? Array.from({ length: n }, () => spec.sides)
    : c.dice.roll('damage', n, spec.sides, [t.id], spec.note);
  let total = dice.reduce((a, b) => a + b, 0) + (spec.plus ?? 0);
  if (spec.halve) total = Math.floor(total / 2);
  const armour = armourValue(c, t);
  const net = Math.max(0, total - armour);
  const band = bandOf(net);
  c.events.push({
    type: 'damage',
    figure: t.id,
    by: by?.id ?? '',
    dice,
    plus: spec.plus ?? 0,
    armour,
    net,
    critical: spec.critical ?? false,
    band,
  });
  if (band === 'none') return;
  wound(c, by, t, band);
}

export function wound(c: Ctx, by: Figure | null, t: Figure, band: WoundBand): void {
  const wasActive = canAct(t);
  const worst = combineWounds(t.wound, band);
  t.wound = worst;
  c.events.push({ type: 'wound', figure: t.id, band, worst });
  // The morale bonus is for wounding an enemy (Morale Modifiers): a stray round on a friend earns nothing.
  if (by && by.side !== t.side) by.inflictedAt = pi(c);
  if (worst !== 'dead') {
    t.stance = 'prone';
    t.motion = 'still';
    t.markers = Math.max(t.markers, 1);
    const row = WOUND_TABLE.find((r) => r.band === worst)!;
    if (row.consciousness < 100 && t.conscious) {
      const r = test(c, 'consciousness', t.id, 'consciousness', consciousnessChance(row.consciousness));
      if (!r.pass) {
        t.conscious = false;
        c.events.push({ type: 'unconscious', figure: t.id });
      }
    }
  }
  witnesses(c, t, by);
  if (wasActive && !canAct(t)) outOfAction(c, t);
}

/** Every figure within 12" that sees it tests at its next act; friends with the -30 % line. */
function witnesses(c: Ctx, t: Figure, by: Figure | null): void {
  for (const w of c.s.figures) {
    // The one who struck is the cause, not a witness.
    if (w.id === t.id || w.id === by?.id || !canAct(w) || dist(w.at, t.at) > RANGES.witness) continue;
    if (!pointSight(c.s, w.at, t.at)) continue;
    // Each wound seen is a morale test marker of its own, so a second one counts −10% at the test (decision 21a).
    w.markers += 1;
    if (w.side === t.side) w.friendHit = true;
    c.events.push({ type: 'marker', figure: w.id, markers: w.markers, why: `saw ${t.id} hit` });
  }
}

export function outOfActionPoints(c: Ctx, t: Figure): void {
  outOfAction(c, t);
}
