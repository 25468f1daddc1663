// Aiming a shot on the table (fire mode; core/pointerOrders.ts AimPart): the first click picks the first target
// and the side of the swath that holds more enemies; later clicks inside the swath take a die from the target
// with the most and give it to the new one, and a click on a declared target takes it off again. Moved from
// app/controller.ts unchanged; the swath and the dice are this game's rules.
import type { Aim, AimPart, AimStep } from '../../../core/pointerOrders';
import type { Command } from '../engine/commands';
import { readyToFire, tableWorld } from './tablePointer';
import type { GameState } from '../state';
import { maxFireDice, swathPreview } from './preview/fire';
import { withBlocker } from './whyNot';
import { aimSketch } from './aimSketch';
import { allOf } from '../../../core/allOf';

const dice = (n: number) => `${n} ${n === 1 ? 'die' : 'dice'}`;

/** The hint under the action bar, said again whenever the dice move, so it never keeps "with 3 dice" after
 *  they are spread (play-test 43). */
export function aimLine(shooter: string, aim: Aim): string | undefined {
  const [first, ...rest] = aim.targets;
  if (!first) return undefined;
  const spread = rest.length
    ? `${dice(first.dice)} at ${first.figure}, ${rest.map((x) => `${dice(x.dice)} at ${x.figure}`).join(', ')}`
    : `at ${first.figure} with ${dice(first.dice)}`;
  const next = rest.length ? 'Click a target again to take it off' : 'Click others in the swath to spread the dice';
  return `${shooter} aims ${spread}. ${next}; Enter fires.`;
}

const said = (shooter: string, aim: Aim): AimStep => {
  const say = aimLine(shooter, aim);
  return say === undefined ? { aim } : { aim, say };
};

function click(s: GameState, shooterId: string, id: string | undefined, aim: Aim): AimStep {
  const shooter = s.figures[shooterId];
  const t = id ? s.figures[id] : undefined;
  if (!shooter || !t || t.side === shooter.side) return { why: 'Click an enemy figure to aim at it.' };
  const w = tableWorld(s);
  const most = maxFireDice(shooter);
  const targets = aim.targets.map((x) => ({ ...x }));
  if (targets.length === 0) {
    const left = swathPreview(s, w, shooter, t.id, 'left');
    const right = swathPreview(s, w, shooter, t.id, 'right');
    if (!right.ok) return { why: withBlocker(s, w, shooter, t, right.reason) };
    const side = left.ok && left.targets.length > right.targets.length ? 'left' : 'right';
    return said(shooter.id, { targets: [{ figure: t.id, dice: most }], side });
  }
  const at = targets.findIndex((x) => x.figure === t.id);
  if (at === 0) return { aim: { targets: [], side: aim.side } };
  if (at > 0) {
    const [gone] = targets.splice(at, 1);
    targets[0]!.dice += gone!.dice;
    return said(shooter.id, { targets, side: aim.side });
  }
  const sw = swathPreview(s, w, shooter, targets[0]!.figure, aim.side);
  const inside = sw.ok ? sw.targets.find((x) => x.id === t.id) : undefined;
  if (!inside) {
    const why = sw.ok ? sw.excluded.find((x) => x.id === t.id)?.reason : sw.reason;
    return { why: why ?? `${t.id} is not inside the swath.` };
  }
  const donor = [...targets].sort((a, b) => b.dice - a.dice)[0]!;
  if (donor.dice <= 1)
    return {
      why: `${allOf(most, 'die', 'dice')} ${most === 1 ? 'is' : 'are'} already spread: take a target off first.`,
    };
  donor.dice -= 1;
  targets.push({ figure: t.id, dice: 1 });
  return said(shooter.id, { targets, side: aim.side });
}

function setDice(s: GameState, shooterId: string, aim: Aim, figure: string, n: number): AimStep {
  const shooter = s.figures[shooterId];
  if (!shooter) return { why: `${shooterId} is not on the table.` };
  const most = maxFireDice(shooter);
  const targets = aim.targets.map((x) => ({ ...x }));
  const t = targets.find((x) => x.figure === figure);
  if (!t) return { why: `${figure} is not a target.` };
  const others = targets.reduce((a, x) => a + (x === t ? 0 : x.dice), 0);
  t.dice = Math.max(1, Math.min(n, most - others));
  return said(shooter.id, { targets, side: aim.side });
}

function flip(s: GameState, shooterId: string, aim: Aim): AimStep {
  const side = aim.side === 'left' ? 'right' : 'left';
  const shooter = s.figures[shooterId];
  const first = aim.targets[0];
  if (!first || !shooter) return { aim: { targets: aim.targets, side } };
  const sw = swathPreview(s, tableWorld(s), shooter, first.figure, side);
  const keep = new Set(sw.ok ? sw.targets.map((x) => x.id) : [first.figure]);
  const head = { ...first };
  for (const t of aim.targets.slice(1)) if (!keep.has(t.figure)) head.dice += t.dice;
  const targets = [
    head,
    ...aim.targets
      .slice(1)
      .filter((t) => keep.has(t.figure))
      .map((t) => ({ ...t })),
  ];
  return said(shooter.id, { targets, side });
}

export const aim: AimPart<GameState, Command> = {
  click,
  sketch: aimSketch,
  setDice,
  flip,
  command: (figure, a) => ({
    do: 'fire',
    figure,
    targets: a.targets.map((t) => ({ ...t })),
    ...(a.targets.length > 1 ? { swath: a.side } : {}),
  }),
  loaded: readyToFire,
};
