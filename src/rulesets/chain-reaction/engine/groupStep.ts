// The In Sight rule's last part: when a move brings on an In Sight test, every other figure of the moving
// group may go up to 2" too before the test is taken (RULINGS: "every figure of the moving group may go up
// to 2 inches more"), say to step round a corner and take part, or back into cover. A scripted move names
// the steps it wants (`inSightSteps`); a human player is asked figure by figure; the computer's default
// policy is to stay put, so a figure only steps when somebody chose it.
// The step is a straight walk with the terrain's costs: if the ground is slow the figure gets as far as
// 2" of movement takes it. It is extra movement, as the rule says, so it does not use up the figure's move.
import type { Vec } from '../../../geometry/shapes';
import type { InSightStep } from './commands';
import type { FigureState, GameState } from '../state';
import type { Ctx } from './ctx';
import { isStepWithin } from './decisions';
import { isActiveStatus } from './world';
import { walkPath } from './walkMemo';
import { shortOfBases } from './bases';
import { facingAlong } from '../../../geometry/facing';
import { groupStepQuestion, groupStepText } from '../explain/move';

export const GROUP_STEP = 2;

/** Who may step: the other figures of the acting group that could move on their own right now. */
export function mayStep(ctx: Ctx, mover: FigureState): FigureState[] {
  return mayStepIn(ctx.s, mover.id);
}

/** The same, read from a state: the question's words name who may step, or that nobody can (play-test 16a). */
export function mayStepIn(s: GameState, mover: string): FigureState[] {
  const a = s.active;
  if (!a) return [];
  return a.figures
    .filter((id) => id !== mover)
    .map((id) => s.figures[id])
    .filter((g): g is FigureState => g !== undefined)
    .filter(
      (g) =>
        isActiveStatus(g) && g.status === 'carryOn' && g.stance !== 'prone' && !g.carriedBy && !g.meleeWith?.length,
    );
}

/** A scripted move's steps, checked before anything happens: an error names the first bad one. */
export function checkSteps(
  ctx: Ctx,
  mover: FigureState,
  steps: readonly InSightStep[] | undefined,
): string | undefined {
  if (!steps?.length) return undefined;
  const may = new Set(mayStep(ctx, mover).map((g) => g.id));
  const named = new Set<string>();
  for (const [i, st] of steps.entries()) {
    const where = `inSightSteps[${i}]`;
    if (named.has(st.figure)) return `${where}: ${st.figure} is given two steps`;
    named.add(st.figure);
    if (st.figure === mover.id) return `${where}: the mover itself goes on along its own path, not by a step`;
    if (!may.has(st.figure)) return `${where}: ${st.figure} is not a figure of ${mover.id}'s group that can move now`;
    const g = ctx.fig(st.figure);
    if (!isStepWithin(st.to, g.at, GROUP_STEP))
      return `${where}: (${st.to[0]}, ${st.to[1]}) is more than ${GROUP_STEP}" from ${st.figure} at (${g.at[0]}, ${g.at[1]})`;
  }
  return undefined;
}

/**
 * Before the test: each other group member steps where the file, the player or the policy says. True if
 * anyone was sent on a step (false: the figures are as they were, so sight between them is too).
 */
export function groupSteps(
  ctx: Ctx,
  mover: FigureState,
  steps: readonly InSightStep[] | undefined,
  seen: readonly string[] = [],
): boolean {
  let stepped = false;
  for (const g of mayStep(ctx, mover)) {
    const scripted = steps?.find((x) => x.figure === g.id)?.to;
    const human = ctx.s.sides.find((x) => x.id === g.side)?.control === 'human';
    // Computer and script sides without a step for this figure stay put silently (the stated policy).
    const to =
      scripted ??
      (human
        ? (ctx.decide({
            kind: 'inSightStep',
            figure: g.id,
            options: { stepUpTo: GROUP_STEP, from: g.at },
            fallback: null,
            text: groupStepQuestion(mover.id, seen, g.id, GROUP_STEP),
          }) as Vec | null)
        : null);
    if (to) {
      stepTo(ctx, g, to);
      stepped = true;
    }
  }
  return stepped;
}

function stepTo(ctx: Ctx, g: FigureState, to: Vec): void {
  const from = g.at;
  if (Math.hypot(to[0] - from[0], to[1] - from[1]) < 1e-9) return;
  const mv = walkPath([from, to], { allowance: GROUP_STEP, terrain: ctx.s.terrain });
  // The step ends a base clear of everyone, fallen figures too (bases.ts): slid aside or stopped short.
  const kept = shortOfBases(ctx.s, g, [from, mv.at]);
  if (!kept) return;
  const end = kept[kept.length - 1]!;
  const inches = Math.hypot(end[0] - from[0], end[1] - from[1]);
  if (inches < 1e-9) return;
  g.at = [end[0], end[1]];
  g.facing = facingAlong(from, end, g.facing);
  // A carried friend goes where its bearer goes.
  const carried = g.carrying ? ctx.s.figures[g.carrying] : undefined;
  if (carried) carried.at = [g.at[0], g.at[1]];
  ctx.touched();
  ctx.emit({
    type: 'move',
    figure: g.id,
    from,
    to: g.at,
    path: [from, g.at],
    inches: Math.round(inches * 100) / 100,
    fast: false,
    text: groupStepText(g.id, inches, mv.complete ? undefined : to, end !== mv.at),
  });
}
