// The dice duel's rules, as a pure reducer. Each turn both sides roll a d6 for initiative (one die per side,
// in the file's side order; the higher goes first, a tie to the first side). In that order each side either
// passes or has one standing figure shoot at a standing enemy: a d6, 4+ hits within 12", 5+ beyond. A hit
// asks the side hit which of its standing figures falls (the decision 'casualty'; the default policy takes the
// one nearest the shooter, ties in file order). A side with nobody standing loses.
import { DiceBox } from '../../../src/core/dice/source';
import type { RollRequest } from '../../../src/core/dice/roll';
import type { RulesetStep } from '../../../src/core/ruleset';
import type { DuelCommand, DuelEvent, DuelNeed, DuelPurpose, DuelState } from './types';

export type DuelStep = RulesetStep<DuelState, DuelEvent, DuelNeed>;
type Ok = DuelStep & { ok: true };
type Opts = { maxTurns?: number };

/** Inches between two figures' centres. */
export function distance(a: readonly [number, number], b: readonly [number, number]): number {
  return Math.hypot(a[0] - b[0], a[1] - b[1]);
}

/** The score a shot needs on its d6. */
export const neededToHit = (inches: number): number => (inches <= 12 ? 4 : 5);

const standing = (s: DuelState, side: string): string[] =>
  s.sides.find((x) => x.id === side)!.figures.filter((id) => s.figures[id]!.status === 'standing');

/** Rolls with the state's dice and logs each roll as an event. */
function rollWith(s: DuelState, events: DuelEvent[], purpose: DuelPurpose, count: number, who: string[]): number[] {
  const box = new DiceBox(s.dice);
  const req: RollRequest = { purpose, count, who, ordered: count > 1 };
  const dice = box.roll(req);
  for (const r of box.drain()) events.push({ type: 'roll', ...r });
  s.dice = box.state();
  return dice;
}

/** The need of the moment, beginning turns as they come. */
function advance(s: DuelState, events: DuelEvent[], opts: Opts): Ok {
  if (s.ended)
    return { ok: true, state: s, events, need: { kind: 'ended', reason: s.ended.reason, winner: s.ended.winner } };
  if (s.pending) {
    const p = s.pending;
    return {
      ok: true,
      state: s,
      events,
      need: { kind: 'decision', side: p.side, decision: 'casualty', options: [...p.options] },
    };
  }
  if (s.turn === 0 || s.acted >= s.order.length) {
    if (opts.maxTurns !== undefined && s.turn >= opts.maxTurns)
      return { ok: true, state: s, events, need: { kind: 'turnLimit', turn: s.turn } };
    s.turn += 1;
    const dice = rollWith(
      s,
      events,
      'initiative',
      s.sides.length,
      s.sides.map((x) => x.id),
    );
    // Higher die first; a tie keeps the file's order (the sort is stable).
    s.order = s.sides
      .map((x, i) => ({ id: x.id, d: dice[i]! }))
      .sort((a, b) => b.d - a.d)
      .map((x) => x.id);
    s.acted = 0;
    events.push({ type: 'turn', turn: s.turn, order: [...s.order] });
  }
  return { ok: true, state: s, events, need: { kind: 'command', side: s.order[s.acted]! } };
}

const copy = (s: DuelState): DuelState => structuredClone(s);

export function begin(state: DuelState, opts: Opts = {}): Ok {
  return advance(copy(state), [], opts);
}

const refuse = (error: string): DuelStep => ({ ok: false, error });

export function reduce(state: DuelState, cmd: DuelCommand, opts: Opts = {}): DuelStep {
  const s = copy(state);
  const events: DuelEvent[] = [];
  if (cmd.do === 'control') {
    const side = s.sides.find((x) => x.id === cmd.side);
    if (!side) return refuse(`no side ${JSON.stringify(cmd.side)}`);
    side.control = cmd.control;
    events.push({ type: 'control', side: side.id, control: cmd.control });
    return advance(s, events, opts);
  }
  if (s.ended) return refuse('the duel is over');
  if (s.pending) {
    if (cmd.do !== 'casualty') return refuse(`${s.pending.side} must first choose who falls`);
    if (!s.pending.options.includes(cmd.figure))
      return refuse(`${cmd.figure} may not fall here (choose one of ${s.pending.options.join(', ')})`);
    s.figures[cmd.figure]!.status = 'down';
    events.push({ type: 'down', figure: cmd.figure, chosenBy: s.pending.side });
    const hitSide = s.pending.side;
    delete s.pending;
    if (standing(s, hitSide).length === 0) {
      const winner = s.sides.find((x) => x.id !== hitSide)!.id;
      s.ended = { reason: 'sideDown', winner };
      events.push({ type: 'ended', winner });
    }
    s.acted += 1;
    return advance(s, events, opts);
  }
  if (s.turn === 0 || s.acted >= s.order.length) return refuse('the duel has not begun a turn');
  const side = s.order[s.acted]!;
  if (cmd.do === 'casualty') return refuse('nobody has been hit');
  if (cmd.do === 'pass') {
    if (cmd.side !== undefined && cmd.side !== side) return refuse(`not ${cmd.side}'s turn: ${side} acts now`);
    s.acted += 1;
    return advance(s, events, opts);
  }
  const shooter = s.figures[cmd.figure];
  const target = s.figures[cmd.target];
  if (!shooter) return refuse(`no figure ${JSON.stringify(cmd.figure)}`);
  if (!target) return refuse(`no figure ${JSON.stringify(cmd.target)}`);
  if (shooter.side !== side) return refuse(`not ${shooter.side}'s turn: ${side} acts now`);
  if (shooter.status !== 'standing') return refuse(`${shooter.id} is down and cannot shoot`);
  if (target.side === side) return refuse(`${target.id} is on ${side}'s own side`);
  if (target.status !== 'standing') return refuse(`${target.id} is down already`);
  const inches = Math.round(distance(shooter.at, target.at) * 1000) / 1000;
  const needed = neededToHit(inches);
  const [die] = rollWith(s, events, 'shot', 1, [shooter.id, target.id]);
  const hit = die! >= needed;
  events.push({ type: 'shot', figure: shooter.id, target: target.id, distance: inches, needed, hit });
  if (!hit) {
    s.acted += 1;
    return advance(s, events, opts);
  }
  s.pending = { side: target.side, shooter: shooter.id, options: standing(s, target.side) };
  return advance(s, events, opts);
}

/** The figure of `ids` nearest to `from`, ties in the order given. */
function nearest(s: DuelState, ids: readonly string[], from: readonly [number, number]): string {
  let best = ids[0]!;
  for (const id of ids) if (distance(s.figures[id]!.at, from) < distance(s.figures[best]!.at, from)) best = id;
  return best;
}

/**
 * The computer's choice, and the default policy of a scripted side's decision: the casualty nearest the
 * shooter; a shot by the first standing figure at the nearest standing enemy.
 */
export function computerCommand(s: DuelState, need: DuelNeed & { kind: 'command' | 'decision' }): DuelCommand {
  if (need.kind === 'decision')
    return { do: 'casualty', figure: nearest(s, need.options, s.figures[s.pending!.shooter]!.at) };
  const mine = standing(s, need.side);
  const foe = s.sides.find((x) => x.id !== need.side)!.id;
  const theirs = standing(s, foe);
  if (mine.length === 0 || theirs.length === 0) return { do: 'pass', side: need.side };
  const figure = mine[0]!;
  return { do: 'shoot', figure, target: nearest(s, theirs, s.figures[figure]!.at) };
}
