// One step's working copy: a cloned state the step may change, the dice box on its dice, and the events
// said so far. The reducer hands back the copy and the events; the state it was given is never touched.
import { Dice } from './dice';
import { figureOf, phaseIndex } from './figures';
import { readTest } from './chance';
import { rollOwner } from './ownDice';
import type { ApEvent, ApState, Chance, Figure } from './types';
import type { ApPurpose } from './purposes';

export interface Ctx {
  s: ApState;
  dice: Dice;
  events: ApEvent[];
}

/** A deep copy of everything a step may change; the terrain is never changed, so it is shared (and its prepared form cached). */
export function cloneState(s: ApState): ApState {
  const { terrain, ...rest } = s;
  return { ...structuredClone(rest), terrain };
}

export function openCtx(state: ApState): Ctx {
  const s = cloneState(state);
  const events: ApEvent[] = [];
  return { s, dice: new Dice(s.dice, events, (req) => rollOwner(s, req)), events };
}

export function closeCtx(c: Ctx): ApState {
  c.s.dice = c.dice.state();
  return c.s;
}

export function fig(c: Ctx, id: string): Figure {
  const f = figureOf(c.s, id);
  if (!f) throw new Error(`no figure ${id}`);
  return f;
}

export function pi(c: Ctx): number {
  return phaseIndex(c.s);
}

/** Roll a d100 test against a chance, say it, and read it. */
export function test(
  c: Ctx,
  purpose: ApPurpose,
  figure: string,
  name: string,
  chance: Chance,
  target?: string,
): { roll: number; pass: boolean; critical: boolean; fumble: boolean } {
  const roll = c.dice.d100(purpose, target ? [figure, target] : [figure], `${name}: ${chance.chance}%`);
  const r = readTest(roll, chance.chance);
  const e: ApEvent = { type: 'test', figure, test: name, chance, roll, ...r };
  if (target) e.target = target;
  c.events.push(e);
  return { roll, ...r };
}

/**
 * Spend AP on an action, said as an event; a refusal in one line when the act has too few left. `why` says
 * what made up the cost when it is more than the action's own price (a turn, a window climbed).
 */
export function spend(c: Ctx, f: Figure, action: string, cost: number, why?: string): string | undefined {
  if (cost > c.s.clock.ap) return `${f.id} has ${c.s.clock.ap} AP left; ${action} costs ${cost} AP`;
  c.s.clock.ap -= cost;
  if (cost > 0) c.events.push({ type: 'ap', figure: f.id, action, cost, left: c.s.clock.ap, ...(why ? { why } : {}) });
  return undefined;
}
