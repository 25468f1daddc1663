// Does the player's order fit what a lesson step asks? One plain line when it does not, so the player
// knows what to change; the engine then judges whether the order is legal by the rules.
import type { Command, DecisionChoice } from '../engine/commands';
import type { Vec } from '../../../geometry/shapes';
import type { LessonExpect } from './types';

const VERB: Record<string, string> = {
  move: 'move',
  fastMove: 'Fast Move',
  turn: 'turn',
  prone: 'go prone',
  stand: 'stand up',
  reload: 'reload',
  fire: 'fire',
  readyGrenade: 'ready a grenade',
  throwGrenade: 'throw a grenade',
  charge: 'charge',
  retrieve: 'retrieve a wounded friend',
  endActivation: 'end the activation',
  changeFloor: 'change floor',
  disableGrenade: 'disable a grenade',
  challenge: 'take a Challenge',
  decide: 'answer',
};

const verb = (d: string): string => VERB[d] ?? d;

/** Why this order is not the one the step asks for, or undefined when it fits. */
export function orderProblem(expect: LessonExpect, cmd: Command): string | undefined {
  const who = expect.figure ? `${expect.figure} to ${verb(expect.do)}` : `you to ${verb(expect.do)}`;
  if (cmd.do !== expect.do) return `not that order: this step asks ${who}, not to ${verb(cmd.do)}`;
  const figure = 'figure' in cmd ? cmd.figure : undefined;
  if (expect.figure && figure !== undefined && figure !== expect.figure)
    return `not that figure: this step asks ${who}, not ${figure}`;
  if (expect.target) {
    const targets = targetsOf(cmd);
    if (!targets.includes(expect.target)) return `not that target: this step asks ${who} at ${expect.target}`;
  }
  if (expect.dice && cmd.do === 'fire') {
    const given = Object.fromEntries(cmd.targets.map((t) => [t.figure, t.dice]));
    const want = Object.entries(expect.dice);
    if (want.some(([f, n]) => given[f] !== n) || cmd.targets.length !== want.length)
      return `not those dice: this step asks ${who} with ${want.map(([f, n]) => `${n} ${n === 1 ? 'die' : 'dice'} at ${f}`).join(' and ')} (set them with - and + in the fire panel)`;
  }
  if (expect.near) {
    const end = endOf(cmd);
    const { at, within } = expect.near;
    if (!end || Math.hypot(end[0] - at[0], end[1] - at[1]) > within + 1e-9)
      return `not there: this step asks ${who} into the ring marked on the table (within ${within}" of its centre)`;
  }
  return undefined;
}

function targetsOf(cmd: Command): string[] {
  if (cmd.do === 'fire') return [...cmd.targets, ...(cmd.offHand ?? [])].map((t) => t.figure);
  if (cmd.do === 'charge') return [cmd.target];
  if (cmd.do === 'retrieve') return cmd.target ? [cmd.target] : [];
  return [];
}

function endOf(cmd: Command): Vec | undefined {
  if (cmd.do === 'move' || cmd.do === 'fastMove') return cmd.path[cmd.path.length - 1];
  if (cmd.do === 'throwGrenade') return cmd.at;
  return undefined;
}

/**
 * The order as the lesson carries it out: a move or throw that ends within the step's reach of its spot is
 * placed on the spot itself, so a hand on a screen (never exact) meets the table the lesson's dice were
 * written for. Anything else is carried out as given.
 */
export function fitOrder(expect: LessonExpect, cmd: Command): Command {
  const at = expect.near?.at;
  if (!at) return cmd;
  const spot: Vec = [at[0], at[1]];
  if ((cmd.do === 'move' || cmd.do === 'fastMove') && cmd.path.length > 0)
    return { ...cmd, path: [...cmd.path.slice(0, -1), spot] };
  if (cmd.do === 'throwGrenade') return { ...cmd, at: spot };
  return cmd;
}

/** How near a clicked spot must be to the lesson's spot to count as that answer. */
export const SPOT_REACH = 0.75;

/** Two answers to a decision are the same: a point within reach of the other, a number within a twentieth. */
export function sameChoice(a: DecisionChoice, b: DecisionChoice): boolean {
  if (Array.isArray(a) && Array.isArray(b)) return Math.hypot(a[0] - b[0], a[1] - b[1]) <= SPOT_REACH;
  if (typeof a === 'number' && typeof b === 'number') return Math.abs(a - b) < 0.05;
  return a === b;
}
