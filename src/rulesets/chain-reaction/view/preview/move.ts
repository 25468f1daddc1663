// The move ruler: the path the player drags, walked over the terrain the way the engine walks it
// (engine/move.ts walkFrom, the same walk the engine's path check makes, then kept off other figures'
// bases as the engine keeps it), so it shows how far the figure gets, what each stretch costs (woods at
// half speed, doors and windows), and why it stops.
import type { FigureState, GameState } from '../../state';
import { FAST_MOVE_PER_DIE, NORMAL_MOVE, type MoveResult } from '../../../../geometry/movement';
import { passCount } from '../../../../core/dice/read';
import type { Vec } from '../../../../geometry/shapes';
import { SPENT_REASON, walkFrom } from '../../engine/move';
import { baseUnder, shortOfBases } from '../../engine/bases';
import { dist } from '../../engine/world';

export interface MovePreview {
  /** The allowance the preview used, inches. */
  allowance: number;
  /** Known when the group has already thrown its Fast Move dice (or for a normal move). */
  exact: boolean;
  /** Where the figure would go: the walk, cut short of a base it would end on. */
  result: MoveResult;
  /** Whether the engine takes the path as an order (walked whole, to a ford, or short of a base). */
  made: boolean;
  /** The ruler's label: "walks 4.6\" for 5.3\" of 8\" (move 8\") - woods 2\" per inch". */
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

/** The walk cut back to `path` (short of a base): the inches and allowance it no longer takes. */
function cutTo(mv: MoveResult, path: Vec[]): MoveResult {
  let distance = 0;
  for (let i = 1; i < path.length; i++) distance += dist(path[i - 1]!, path[i]!);
  // What is given back costs what the last stretch walked cost per inch; a step aside past the walk, clear
  // of a base, is not paid from the move (the log says the same: engine/walkWords.ts).
  const last = [...mv.legs].reverse().find((l) => l.kind === 'ground');
  const used =
    distance >= mv.distance ? mv.used : Math.max(0, mv.used - (mv.distance - distance) * (last?.costPerInch ?? 1));
  return { ...mv, path, at: path[path.length - 1]!, distance, used, left: mv.allowance - used };
}

export function movePreview(s: GameState, f: FigureState, path: readonly Vec[], fast: boolean): MovePreview {
  const known = fast ? fastAllowanceKnown(s, f) : NORMAL_MOVE;
  const allowance = known ?? FAST_MOVE_MOST;
  // A drag just begun has no point yet: the walk of the spot the figure stands on.
  const walk = walkFrom(
    s.terrain,
    f,
    path.length ? path : [f.at],
    allowance,
    f.spent ? { inches: f.spent, reason: SPENT_REASON } : undefined,
  );
  let result = walk.mv;
  let made = walk.made;
  // The engine never ends a move on another figure's base: it stops the walk short of it, or refuses the
  // order when every stop along the way is on one.
  let base = '';
  const onBase = made ? baseUnder(s, f, result.at) : undefined;
  if (onBase) {
    const short = shortOfBases(s, f, result.path);
    if (short) {
      // Longer than the walk: set beside the base it would have ended over (engine/bases.ts), not short of it.
      const aside = short.length > result.path.length;
      result = cutTo(result, short);
      base = aside ? ` - set beside ${onBase}'s base` : ` - stops short of ${onBase}'s base`;
    } else {
      made = false;
      base = ` - would end on ${onBase}'s base`;
    }
  }
  const notes = new Set<string>();
  for (const leg of result.legs) {
    if (leg.kind === 'opening') notes.add(leg.reason);
    else if (leg.kind === 'standUp') notes.add('standing up: half the move');
    else if (leg.ground && GROUND_NOTE[leg.ground]) notes.add(GROUND_NOTE[leg.ground]!);
  }
  const stop =
    base ||
    (result.complete || (made && result.stopped === 'allowance')
      ? ''
      : result.stopped === 'allowance'
        ? // The drop cuts the path where the allowance runs out (pointerOrders.ts fitCommand) and the move is
          // made: no red "too far" at 8.0" of 8" (play-test 15a, 4).
          ` - stops where the ${+allowance.toFixed(1)}" run out`
        : ` - stops: ${result.reason}`);
  const kind = fast
    ? known !== undefined
      ? `fast move ${+known.toFixed(1)}"`
      : `fast move, up to ${FAST_MOVE_MOST}" if the dice allow`
    : `move ${NORMAL_MOVE}"`;
  // The walked inches first, as the log's "moves 4.6"" says them; then what that took of the allowance, which
  // differs on slow ground, through an opening or standing up (play-test 15b: the ruler said 5.0", the log 4.6").
  const label = `walks ${result.distance.toFixed(1)}" for ${result.used.toFixed(1)}" of ${known !== undefined ? `${+known.toFixed(1)}"` : `${FAST_MOVE_MOST}"`} (${kind})${notes.size ? ` - ${[...notes].join(', ')}` : ''}${stop}`;
  return { allowance, exact: known !== undefined, result, made, label };
}
