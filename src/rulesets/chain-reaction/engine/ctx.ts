// One reducer step's working context: a private copy of the state to change, the dice box, and the
// events said so far. Rolls are turned into events the moment they are thrown so the log reads in order.
import { DiceBox } from '../../../core/dice/source';
import type { RollRequest, Roller } from '../../../core/dice/roll';
import type { FigureState, GameState } from '../state';
import type { Vec } from '../../../geometry/shapes';
import type { Status } from '../status';
import type { GameEvent } from './events';
import type { DecisionChoice } from './commands';
import { NeedDecision, type DecisionRequest } from './decisions';
import { worldOf } from './world';
import { copyPlain } from './copy';
import type { World } from '../../../geometry/world';
import type { ShotCheck, ShotOrder } from './shotTypes';
import { decisionText } from '../explain/battle';
import { rollOwner } from './enteredDice';
import { NeedDice } from '../../../core/dice/entered';

/**
 * The combat steps that call each other round: a shot brings reaction tests, a reaction fires back; a
 * falling figure's grenade goes off, a blast knocks figures down. They are handed through the context
 * (engine/makeCtx.ts) so that shoot, reactions, damage, blastEffect and collapse import one way only.
 */
export interface CombatSteps {
  canFireAt(ctx: Ctx, shooter: FigureState, target: FigureState): ShotCheck;
  shoot(ctx: Ctx, order: ShotOrder, depth?: number): unknown;
  blastAt(ctx: Ctx, at: Vec, impact: number, cause: FigureState, depth: number): unknown;
  /** A readied grenade thrown at the cause instead of firing back (p.18); whether it was thrown. */
  throwInReaction(ctx: Ctx, f: FigureState, cause: FigureState, depth: number): boolean;
}

export interface Ctx {
  s: GameState;
  box: DiceBox;
  events: GameEvent[];
  roll: Roller;
  /** Shooting and blasts, for the files below them that must set them off (return fire, a dropped grenade). */
  combat: CombatSteps;
  emit(e: GameEvent): void;
  fig(id: string): FigureState;
  /** The geometry world for the state as it is now (rebuilt after anything moves or falls). */
  world(): World;
  /** Call after positions, stances or statuses change. */
  touched(): void;
  setStatus(f: FigureState, to: Status, why: string): void;
  /** Asks the figure's side to choose; a human side stops the step until it answers. */
  decide(req: Omit<DecisionRequest, 'seq' | 'side'>): DecisionChoice;
}

/** A copy deep enough to change freely; terrain is never changed and is shared. */
export function draft(s: GameState): GameState {
  const figures: GameState['figures'] = {};
  // One spread per figure: its parts are never changed in place, only replaced (a point is a read-only
  // Vec, the record is read-only, a melee list or charge throw is assigned anew), so the copy shares them.
  for (const k in s.figures) figures[k] = { ...s.figures[k]! };
  // Key by key rather than spread: a state that had keys deleted is in V8's slow dictionary form, which
  // spread copies several times slower. Same keys, same order.
  const out = {} as GameState;
  for (const k in s) (out as unknown as Record<string, unknown>)[k] = (s as unknown as Record<string, unknown>)[k];
  out.figures = figures;
  out.sides = s.sides.map((x) => ({ ...x, figures: [...x.figures] }));
  out.leaders = [...s.leaders];
  out.dice = s.dice;
  if (s.turnState)
    out.turnState = {
      ...s.turnState,
      dice: { ...s.turnState.dice },
      order: [...s.turnState.order],
      ...(s.turnState.begun ? { begun: [...s.turnState.begun] } : {}),
    };
  if (s.encounter) out.encounter = copyPlain(s.encounter);
  if (s.collapsed) out.collapsed = [...s.collapsed];
  if (s.active) out.active = { ...s.active, figures: [...s.active.figures], seen: [...s.active.seen] };
  return out;
}

/** A context with the given combat steps; engine/makeCtx.ts gives the engine's own. */
export function createCtx(combat: CombatSteps, state: GameState, answers: readonly DecisionChoice[] = []): Ctx {
  const s = draft(state);
  const box = new DiceBox(s.dice, (req) => rollOwner(s, req));
  const events: GameEvent[] = [];
  let w: World | undefined;
  let seq = 0;
  // The answers are the people's only, in the order asked: a question the computer answers in between
  // takes a number (its event's id) but no answer, so it must not shift them.
  let asked = 0;
  const ctx: Ctx = {
    s,
    box,
    events,
    combat,
    emit: (e) => {
      events.push(e);
    },
    roll: (req: RollRequest) => {
      let d: number[];
      try {
        d = box.roll(req);
      } catch (e) {
        // A player's roll stops the step: what it said so far goes with the question, for the prompt.
        if (e instanceof NeedDice) {
          e.before = [...events];
          e.standing = movedSince(state, s);
        }
        throw e;
      }
      for (const r of box.drain()) events.push({ type: 'roll', ...r });
      return d;
    },
    fig: (id) => {
      const f = s.figures[id];
      if (!f) throw new Error(`no figure ${id}`);
      return f;
    },
    world: () => (w ??= worldOf(s)),
    touched: () => {
      w = undefined;
    },
    setStatus: (f, to, why) => {
      if (f.status === to) return;
      const from = f.status;
      f.status = to;
      w = undefined;
      events.push({ type: 'status', figure: f.id, from, to, why });
    },
    decide: (req) => {
      const f = s.figures[req.figure]!;
      const control = s.sides.find((x) => x.id === f.side)?.control;
      const full: DecisionRequest = { ...req, seq: seq++, side: f.side };
      let choice: DecisionChoice;
      let by: 'player' | 'policy' = 'policy';
      if (control === 'human') {
        if (asked >= answers.length) throw new NeedDecision(withWhere(full, state, s));
        choice = answers[asked++]!;
        by = 'player';
      } else choice = req.fallback;
      events.push({
        type: 'decision',
        id: `${req.kind}:${full.seq}`,
        figure: req.figure,
        kind: req.kind,
        choice,
        by,
        text: decisionText(req.text, req.kind, by, choice),
      });
      return choice;
    },
  };
  return ctx;
}

/**
 * The question with where the figures moved so far stand, and the figures placed so far (compared with the
 * state before the command), so the table can show what the question is about.
 */
function withWhere(req: DecisionRequest, before: GameState, now: GameState): DecisionRequest {
  return { ...req, ...movedSince(before, now) };
}

/** Figures moved or turned since `before` (where they stand now), and figures placed since (copies). */
export function movedSince(before: GameState, now: GameState): Pick<DecisionRequest, 'where' | 'appeared'> {
  const where: NonNullable<DecisionRequest['where']> = {};
  const appeared: Record<string, unknown> = {};
  for (const id in now.figures) {
    const a = before.figures[id],
      b = now.figures[id]!;
    if (!a) appeared[id] = copyPlain(b);
    else if (a.at[0] !== b.at[0] || a.at[1] !== b.at[1] || a.facing !== b.facing)
      where[id] = { at: [b.at[0], b.at[1]], facing: b.facing };
  }
  return {
    ...(Object.keys(where).length ? { where } : {}),
    ...(Object.keys(appeared).length ? { appeared } : {}),
  };
}

/** Close the step: the dice state goes back into the game state. */
export function finish(ctx: Ctx): { state: GameState; events: GameEvent[] } {
  ctx.s.dice = ctx.box.state();
  return { state: ctx.s, events: ctx.events };
}
