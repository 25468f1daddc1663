// The move ruler: the path the player drags, walked over the terrain the way the engine walks it
// (geometry/movement, the same call the engine's path check makes), so it shows how far the figure
// gets, what each stretch costs (woods at half speed, doors and windows), and why it stops.
import type { FigureState, GameState } from '../../state';
import { FAST_MOVE_PER_DIE, moveAlongPath, NORMAL_MOVE, type MoveResult } from '../../../../geometry/movement';
import { passCount } from '../../../../core/dice/read';
import type { Vec } from '../../../../geometry/shapes';

export interface MovePreview {
  /** The allowance the preview used, inches. */
  allowance: number;
  /** Known when the group has already thrown its Fast Move dice (or for a normal move). */
  exact: boolean;
  result: MoveResult;
  /** The ruler's label: "5.3\" of 8\" - woods 2\" per inch". */
  label: string;
}

/** The most a fast move could give this figure before the group's dice are thrown. */
export const FAST_MOVE_MOST = NORMAL_MOVE + 2 * FAST_MOVE_PER_DIE;

export function fastAllowanceKnown(s: GameState, f: FigureState): number | undefined {
  const dice = s.active?.side === f.side && s.active.figures.includes(f.id) ? s.active.fastDice : undefined;
  if (!dice) return undefined;
  let passed = passCount(dice, f.rep);
  if (f.carrying && passed > 1) passed = 1;
  return NORMAL_MOVE + FAST_MOVE_PER_DIE * passed;
}

const GROUND_NOTE: Record<string, string> = {
  woods: 'woods 2" per inch',
  rocky: 'rocky 2" per inch',
  roadImpassable: 'road through impassable 4" per inch',
};

export function movePreview(s: GameState, f: FigureState, path: readonly Vec[], fast: boolean): MovePreview {
  const known = fast ? fastAllowanceKnown(s, f) : NORMAL_MOVE;
  const allowance = known ?? FAST_MOVE_MOST;
  const full: Vec[] = [f.at, ...path];
  const result = moveAlongPath(full, {
    allowance,
    terrain: s.terrain,
    standUp: f.stance === 'prone',
    ...(f.spent
      ? { extraCosts: [{ inches: f.spent, reason: 'already spent standing up or readying a grenade' }] }
      : {}),
  });
  const notes = new Set<string>();
  for (const leg of result.legs) {
    if (leg.kind === 'opening') notes.add(leg.reason);
    else if (leg.kind === 'standUp') notes.add('standing up: half the move');
    else if (leg.ground && GROUND_NOTE[leg.ground]) notes.add(GROUND_NOTE[leg.ground]!);
  }
  const stop = result.complete ? '' : result.stopped === 'allowance' ? ' - too far' : ` - stops: ${result.reason}`;
  const kind = fast
    ? known !== undefined
      ? `fast move ${+known.toFixed(1)}"`
      : `fast move, up to ${FAST_MOVE_MOST}" if the dice allow`
    : `move ${NORMAL_MOVE}"`;
  const label = `${result.used.toFixed(1)}" of ${known !== undefined ? `${+known.toFixed(1)}"` : `${FAST_MOVE_MOST}"`} (${kind})${notes.size ? ` - ${[...notes].join(', ')}` : ''}${stop}`;
  return { allowance, exact: known !== undefined, result, label };
}
