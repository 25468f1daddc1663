// The fire preview: the swath (the wedge a shot's dice may be spread over) from the shooter through
// its first target, who inside it may be shot at and why the others may not, and the exact odds of the
// declared shot for each target. Built like `sim`'s swath query and the engine's own fire check.
import type { FigureState, GameState } from '../../state';
import { coverOf, dist, geoOf, onTable, sees } from '../../engine/world';
import { computeSwath, type SwathResult, type SwathSide } from '../../../../geometry/swath';
import type { World } from '../../../../geometry/world';
import { WEAPONS, type WeaponStats } from '../../tables/weapons';
import { fireOdds, type FireInput } from '../../rules/fire';
import { explainOdds } from '../../explain/odds';
import type { FireTarget } from '../../engine/commands';

export function swathPreview(
  s: GameState,
  w: World,
  shooter: FigureState,
  first: string,
  side: SwathSide,
): SwathResult {
  const weapon = WEAPONS[shooter.weapon];
  return computeSwath({
    shooter: geoOf(shooter),
    first,
    side,
    width: weapon.target,
    range: weapon.range,
    figures: onTable(s).map((f) => geoOf(f)),
    canSee: (a, b) => sees(s, w, s.figures[a.id]!, s.figures[b.id]!),
  });
}

/** The most dice the shooter's weapon throws in one shot (a blast weapon fires one round). */
export function maxFireDice(f: FigureState): number {
  const w: WeaponStats = WEAPONS[f.weapon];
  return w.blast ? 1 : Math.max(1, w.target);
}

/** The rule input for a declared shot, the way the engine builds it (cover, prone, fast moving, range). */
export function fireInput(s: GameState, w: World, shooter: FigureState, targets: readonly FireTarget[]): FireInput {
  const activeIds = s.active?.figures ?? [];
  return {
    shooter: {
      id: shooter.id,
      rep: shooter.rep,
      weapon: shooter.weapon,
      ammo: shooter.ammo === 'outOfAmmo' ? 'outOfAmmo' : 'loaded',
      fastMoving: shooter.fastMoved && activeIds.includes(shooter.id),
    },
    targets: targets.map((t) => {
      const f = s.figures[t.figure]!;
      return {
        id: f.id,
        dice: t.dice,
        inCover: coverOf(w, f, shooter).cover,
        prone: f.stance === 'prone',
        fastMoving: f.fastMoved && activeIds.includes(f.id),
        distance: dist(shooter.at, f.at),
      };
    }),
  };
}

const hitWords = (k: string) => (k === '0' ? 'no hit' : k === '1' ? '1 hit' : `${k} hits`);

/** For each declared target, the chance of each number of hits: "no hit 25/36 (69.4%), 1 hit ...". */
export function fireOddsText(
  s: GameState,
  w: World,
  shooter: FigureState,
  targets: readonly FireTarget[],
): Record<string, string> {
  const input = fireInput(s, w, shooter, targets);
  const out: Record<string, string> = {};
  targets.forEach((t, i) => {
    const m = fireOdds(input, (r) => (r.ok ? String(r.targets[i]?.hits ?? 0) : `refused:${r.error}`));
    out[t.figure] = explainOdds(m, hitWords);
  });
  return out;
}
