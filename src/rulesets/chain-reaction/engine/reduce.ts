// The reducer: (state, command) → (state, events), with the game's own dice inside the state.
// A command is checked (is it this figure's turn to act, may it do this), carried out with everything it
// causes, and then the game is advanced through what needs nobody's input (activation rolls, the
// leaving running for the edge) up to the next point where a side must give a command.
import { wipeActivationMarks } from './activationMarks';
import type { FigureState, GameState } from '../state';
import type { Command } from './commands';
import { finish, type Ctx } from './ctx';
import { makeCtx } from './makeCtx';
import type { GameEvent } from './events';
import { activateGroup, eligibleGroups, endActivation, runLeavers, startTurn } from './turn';
import { doMove, SPENT_REASON } from './move';
import {
  changeFloor,
  chargeActive,
  disableGrenade,
  fireActive,
  goProne,
  readyGrenade,
  reload,
  retrieve,
  standUp,
  surrenders,
  throwGrenade,
  turnTo,
  type Done,
} from './actions';
import { meleeRound } from './charge';
import { inSightAfterForcedMoves } from './involuntarySight';
import { takeChallenge } from './challenge';
import { groupOfFigure, isActiveStatus } from './world';
import type { Need } from './need';
import type { EngineHooks } from './hooks';
import type { Group } from '../rules/groups';
import { isAllowed, NeedDecision, type Pending } from './decisions';
import type { DecisionChoice } from './commands';
import { sideDestroyedText, waitingText } from '../explain/battle';
import { codeWords } from '../explain/words';
import { enterFaces, NeedDice } from '../../../core/dice/entered';
import type { DiceWait } from './diceWait';
import { dropEntered } from './enteredDice';
import { refusedAfterDiceText } from '../explain/diceAsk';

export type { Need } from './need';

export type Step = { ok: true; state: GameState; events: GameEvent[]; need: Need } | { ok: false; error: string };

type CommandNeed = Need & { kind: 'command' };

/**
 * The command need each step (or start) ended on, by the very state object it handed back, with the hooks
 * that worked it out. A step begins by advancing its state to the need for a command; on a state a step
 * has already advanced that changes nothing and finds the same need (the same groups, from the same
 * figures), yet costs a group count. So the next step on that state takes the need from here. A state
 * built or changed any other way is not in here and is advanced as before. (States are not changed in
 * place once handed out: tests/rulesets/chain-reaction/engine/purity.test.ts runs the reducer on deep-frozen states.)
 */
const advancedTo = new WeakMap<GameState, { hooks: EngineHooks; need: CommandNeed }>();

/**
 * The groups eligible to act behind a command need (while no group is acting), as advance counted them for
 * it. The order is checked against them before anything in the state changes, so they are still the
 * answer; counting again would cost a group count a step.
 */
const needGroups = new WeakMap<CommandNeed, Group[]>();

function groupsFor(ctx: Ctx, need: CommandNeed): Group[] {
  return needGroups.get(need) ?? eligibleGroups(ctx, need.side);
}

function remember(hooks: EngineHooks, state: GameState, need: Need): void {
  if (need.kind === 'command') advancedTo.set(state, { hooks, need });
}

export interface AdvanceOptions {
  /** Stop before starting turn maxTurns + 1. */
  maxTurns?: number;
}

/** The reducer a game plugs its hooks into, as boardgame.io's CreateGameReducer is given its game. */
export interface Reducer {
  /** From a fresh or in-between state, go on until some side must give a command. */
  begin(state: GameState, opts?: AdvanceOptions): Step & { ok: true };
  reduce(state: GameState, cmd: Command, opts?: AdvanceOptions): Step;
  /**
   * A roll waiting for faces run again as if no faces were waited for: the state's entered dice decide
   * afresh whose roll it is (a side just handed to the computer throws its own).
   */
  rerunDiceWait(state: GameState, opts?: AdvanceOptions): Step;
}

/** The engine does not know solo play: what runs at its fixed points is handed in here. */
export function createReducer(hooks: EngineHooks): Reducer {
  return {
    begin: (state, opts = {}) => attemptBegin(hooks, state, [], opts),
    reduce: (state, cmd, opts = {}) => reduce(hooks, state, cmd, opts),
    rerunDiceWait: (state, opts = {}) => {
      const w = state.diceWait;
      if (!w) return { ok: false, error: 'no roll is waiting for dice' };
      const { diceWait: _drop, ...clean } = state;
      return w.command
        ? attempt(hooks, clean, w.command, w.answers, opts)
        : attemptBegin(hooks, clean, w.answers, opts);
    },
  };
}

/**
 * From a fresh or in-between state, go on until some side must give a command. What runs before the
 * first command can already ask a human side something (a PEF in sight from the start turns out to be
 * enemies, and the player's figures win the In Sight: whom to fire at?). Such a question is kept in the
 * state like any other, with no command behind it: the answer runs this same start again with it.
 */
function attemptBegin(
  hooks: EngineHooks,
  state: GameState,
  answers: DecisionChoice[],
  opts: AdvanceOptions,
): Step & { ok: true } {
  try {
    const ctx = makeCtx(state, answers);
    const need = advance(hooks, ctx, opts);
    const { state: s, events } = finish(ctx);
    remember(hooks, s, need);
    return { ok: true, state: s, events, need };
  } catch (e) {
    if (e instanceof NeedDice)
      return waitingDice(state, { answers, ask: e.ask, ...standing(e) }, e.before as GameEvent[]);
    if (!(e instanceof NeedDecision)) throw e;
    return waiting(state, { answers, decision: e.request });
  }
}

/** The state before the step, holding the question it stopped on. */
function waiting(state: GameState, pending: Pending): Step & { ok: true } {
  const d = pending.decision;
  return {
    ok: true,
    state: { ...state, pending },
    events: [{ type: 'note', text: waitingText(d.side, d.text) }],
    need: { kind: 'decision', side: d.side, decision: d },
  };
}

/** Where the step had got the figures when it stopped for the roll (ctx.ts movedSince). */
function standing(e: NeedDice): Pick<DiceWait, 'where' | 'appeared'> {
  return (e.standing ?? {}) as Pick<DiceWait, 'where' | 'appeared'>;
}

/**
 * The state before the step, holding the roll its player is to throw. Nothing of the step is kept and
 * nothing is said: once the faces are in, the step runs again from here and tells everything at once.
 */
function waitingDice(state: GameState, wait: DiceWait, before: GameEvent[]): Step & { ok: true } {
  return {
    ok: true,
    state: { ...state, diceWait: wait },
    events: [],
    need: { kind: 'dice', side: wait.ask.owner, ask: wait.ask, before },
  };
}

function reduce(hooks: EngineHooks, state: GameState, cmd: Command, opts: AdvanceOptions): Step {
  if (state.diceWait) {
    const w = state.diceWait;
    if (cmd.do !== 'dice')
      return { ok: false, error: `waiting for ${w.ask.owner} to enter the dice for ${w.ask.purpose}` };
    const fed = enterFaces(state, cmd.faces);
    if (!fed.ok) return fed;
    if (!w.command) return attemptBegin(hooks, fed.value, w.answers, opts);
    const res = attempt(hooks, fed.value, w.command, w.answers, opts);
    if (res.ok) return res;
    // The order proved impossible once its dice were in (a Fast Move throw too short for the path): it is
    // refused as it would be with the game's dice, nothing happens, and the side gives another order.
    const back = { ...fed.value, dice: dropEntered(fed.value.dice) };
    const again = attemptBegin(hooks, back, [], opts);
    return { ...again, events: [{ type: 'note', text: refusedAfterDiceText(res.error) }, ...again.events] };
  }
  if (cmd.do === 'dice') return { ok: false, error: 'no roll is waiting for dice' };
  if (state.pending) {
    if (cmd.do !== 'decide')
      return {
        ok: false,
        error: `waiting for ${state.pending.decision.side} to decide: ${state.pending.decision.text}`,
      };
    const p = state.pending;
    if (!isAllowed(p.decision, cmd.choice))
      return { ok: false, error: `${JSON.stringify(cmd.choice)} is not one of the choices for ${p.decision.text}` };
    const { pending: _drop, ...clean } = state;
    const answers = [...p.answers, cmd.choice];
    return p.command ? attempt(hooks, clean, p.command, answers, opts) : attemptBegin(hooks, clean, answers, opts);
  }
  return attempt(hooks, state, cmd, [], opts);
}

/** Runs a command; if a human must choose along the way, the state keeps the question and the command. */
function attempt(
  hooks: EngineHooks,
  state: GameState,
  cmd: Command,
  answers: DecisionChoice[],
  opts: AdvanceOptions,
): Step {
  try {
    return step(hooks, state, cmd, answers, opts);
  } catch (e) {
    if (e instanceof NeedDice)
      return waitingDice(state, { command: cmd, answers, ask: e.ask, ...standing(e) }, e.before as GameEvent[]);
    if (!(e instanceof NeedDecision)) throw e;
    return waiting(state, { command: cmd, answers, decision: e.request });
  }
}

function step(
  hooks: EngineHooks,
  state: GameState,
  cmd: Command,
  answers: DecisionChoice[],
  opts: AdvanceOptions,
): Step {
  const ctx = makeCtx(state, answers);
  const known = advancedTo.get(state);
  const before = known?.hooks === hooks ? known.need : advance(hooks, ctx, opts);
  if (before.kind !== 'command')
    return {
      ok: false,
      error:
        before.kind === 'ended'
          ? `the battle is over (${before.reason})`
          : `the turn limit of ${before.turn} has been reached`,
    };
  const mark = ctx.events.length;
  const done = apply(ctx, cmd, before);
  if (!done.ok) return { ok: false, error: done.error };
  inSightAfterForcedMoves(ctx, mark);
  surrenders(ctx);
  hooks.afterCommand(ctx);
  checkEnd(hooks, ctx);
  const need = advance(hooks, ctx, opts);
  const { state: s, events } = finish(ctx);
  remember(hooks, s, need);
  return { ok: true, state: s, events, need };
}

function apply(ctx: Ctx, cmd: Command, need: Need & { kind: 'command' }): Done {
  const s = ctx.s;
  if (cmd.do === 'decide') return { ok: false, error: 'there is no decision waiting' };
  if (cmd.do === 'dice') return { ok: false, error: 'no roll is waiting for dice' };
  // Taken before the reducer (game.ts); here only if the reducer is driven on its own.
  if (cmd.do === 'place' || cmd.do === 'startBattle' || cmd.do === 'control')
    return { ok: false, error: `${cmd.do} is not an order of the battle itself` };
  if (cmd.do === 'endActivation') {
    if (s.active) {
      if (cmd.figure && !s.active.figures.includes(cmd.figure))
        return { ok: false, error: `${cmd.figure} is not in the acting group (led by ${s.active.leader})` };
      endActivation(ctx);
      return { ok: true };
    }
    // No group acting: the next group in line passes its activation.
    const groups = groupsFor(ctx, need);
    const g = cmd.figure ? groups.find((x) => x.members.includes(cmd.figure!)) : groups[0];
    if (!g)
      return {
        ok: false,
        error: cmd.figure ? `${cmd.figure}'s group may not act now` : `${need.side} has no group to act`,
      };
    activateGroup(ctx, g);
    fightLockedMelees(ctx);
    endActivation(ctx);
    return { ok: true };
  }
  const f = s.figures[cmd.figure];
  if (!f) return { ok: false, error: `no figure "${cmd.figure}"` };
  const may = mayAct(ctx, f, need);
  if (!may.ok) return may;
  if (!s.active) {
    const g = groupsFor(ctx, need).find((x) => x.members.includes(f.id))!;
    const before = refusedBeforeActivation(ctx, g, f, cmd);
    if (before) return before;
    activateGroup(ctx, g);
    fightLockedMelees(ctx);
    if (!isActiveStatus(f) || f.status !== 'carryOn') return { ok: true };
  }
  return order(ctx, f, cmd);
}

/**
 * An order that can't be carried out even if the figure recovers is refused before its group activates:
 * otherwise a Star's Free Will question (or a player's own recovery dice) came first, and the answer was
 * then refused with an unrelated reason such as a blocked path (app soak cases 70415, 71056, 833). The
 * order is tried on a throwaway copy with the figure standing as if recovered; only a plain refusal counts.
 */
function refusedBeforeActivation(
  ctx: Ctx,
  g: { members: readonly string[]; leader: string; side: string },
  f: FigureState,
  cmd: Exclude<Command, { do: 'endActivation' | 'decide' | 'dice' | 'place' | 'startBattle' | 'control' }>,
): Done | undefined {
  // Only a group with someone to recover asks or rolls before the order; a figure locked in melee may be
  // freed by the fight its activation brings, so its order waits for that.
  if (f.meleeWith?.length || !g.members.some((id) => ctx.fig(id).status === 'hunkerDown')) return undefined;
  const dry = makeCtx({ ...ctx.s, dice: ctx.box.state() });
  const df = dry.fig(f.id);
  // Recovered, it no longer hides from the one it ducked back from (activateGroup, recoverFromHunker): a figure
  // ducked back from an enemy may fire at him once its group acts (skirmish "fresh8-260" was refused for sight).
  if (df.status === 'hunkerDown' || df.status === 'duckBack') {
    df.status = 'carryOn';
    df.hidingFrom = undefined;
  }
  // Not the same as view/tablePointer.ts asOrderFinds or plainBattle's asActivated, on purpose: this asks
  // whether the order would be legal if the recovery succeeds, so it also takes a hunker as recovered.
  wipeActivationMarks(df);
  const members = g.members.filter((id) => dry.fig(id).actedTurn !== dry.s.turn);
  dry.s.active = { side: g.side, leader: g.leader, figures: members, seen: [] };
  dry.touched();
  try {
    const res = order(dry, df, cmd);
    return res.ok ? undefined : res;
  } catch (e) {
    if (e instanceof NeedDecision || e instanceof NeedDice) return undefined;
    throw e;
  }
}

/** The order itself, for a figure of the acting group. */
function order(
  ctx: Ctx,
  f: FigureState,
  cmd: Exclude<Command, { do: 'endActivation' | 'decide' | 'dice' | 'place' | 'startBattle' | 'control' }>,
): Done {
  if (f.status !== 'carryOn')
    return { ok: false, error: `${f.id} is ${codeWords(f.status)} and can't act this activation` };
  if (f.meleeWith?.length && cmd.do !== 'turn')
    return { ok: false, error: `${f.id} is locked in melee with ${f.meleeWith.join(', ')}` };
  if (f.carriedBy) return { ok: false, error: `${f.id} is being carried` };
  switch (cmd.do) {
    case 'move':
    case 'fastMove': {
      // A figure that has just picked up a wounded friend walks on with what is left of its move.
      if (f.moved && !f.pickedUp) return { ok: false, error: `${f.id} has already moved this activation` };
      if (f.wentProne) return { ok: false, error: `${f.id} went prone this activation, which ends ${f.id}'s movement` };
      if (cmd.do === 'fastMove' && f.reloaded)
        return { ok: false, error: `${f.id} reloaded this activation and may move no faster than normal` };
      const spent = f.spent ?? 0;
      delete f.pickedUp;
      return doMove(
        ctx,
        f,
        cmd.path,
        cmd.do === 'fastMove',
        spent > 0 ? { inches: spent, reason: SPENT_REASON } : undefined,
        cmd.inSightSteps,
      );
    }
    case 'turn':
      return turnTo(ctx, f, cmd.facing);
    case 'prone':
      return goProne(ctx, f);
    case 'stand':
      return standUp(ctx, f);
    case 'reload':
      return reload(ctx, f);
    case 'fire':
      return fireActive(ctx, f, cmd.targets, cmd.swath, cmd.offHand);
    case 'readyGrenade':
      return readyGrenade(ctx, f);
    case 'throwGrenade':
      return throwGrenade(ctx, f, cmd.at);
    case 'charge':
      return chargeActive(ctx, f, cmd.target);
    case 'retrieve':
      return retrieve(ctx, f, cmd.target, cmd.take);
    case 'changeFloor':
      return changeFloor(ctx, f, cmd.floor);
    case 'challenge':
      return takeChallenge(ctx, f, cmd);
    case 'disableGrenade':
      return disableGrenade(ctx, f);
  }
}

/** May this figure be given an order now? */
function mayAct(ctx: Ctx, f: FigureState, need: Need & { kind: 'command' }): Done {
  const s = ctx.s;
  if (f.side !== need.side)
    return { ok: false, error: `${f.id} is on ${f.side}, but it is ${need.side}'s part of the turn` };
  if (s.active) {
    if (s.active.figures.includes(f.id)) return { ok: true };
    return {
      ok: false,
      error: `${f.id} is not in the acting group (led by ${s.active.leader}); end that group's activation first`,
    };
  }
  // A figure that has acted this turn sits out its group's later activation (the group may still act for
  // the others who joined it since): an order for it was carried out anyway (issue 19, item 13).
  if (f.actedTurn === s.turn) return { ok: false, error: `${f.id} has already acted this turn` };
  const groups = groupsFor(ctx, need);
  const g = groups.find((x) => x.members.includes(f.id));
  if (!g) {
    const die = s.turnState?.dice[f.side];
    const own = groupOfFigure(s, f.id, ctx.world());
    if (!own) return { ok: false, error: `${f.id} is ${codeWords(f.status)} and belongs to no group` };
    return {
      ok: false,
      error: `${f.id}'s group may not act this turn: its leader ${own.leader} is Rep ${ctx.fig(own.leader).rep}, under ${f.side}'s activation die of ${die}`,
    };
  }
  const topRep = ctx.fig(groups[0]!.leader).rep;
  if (ctx.fig(g.leader).rep < topRep)
    return {
      ok: false,
      error: `groups act from the highest leader Rep down: the group led by ${groups[0]!.leader} (Rep ${topRep}) must act before ${f.id}'s`,
    };
  return { ok: true };
}

/** Figures locked in melee fight on when their group activates. */
function fightLockedMelees(ctx: Ctx): void {
  for (const id of ctx.s.active?.figures ?? []) {
    const f = ctx.fig(id);
    const foe = f.meleeWith?.[0];
    if (foe && f.status === 'carryOn') meleeRound(ctx, f, ctx.fig(foe), false, false);
  }
}

/** The battle ends when a side has nobody left who can fight on the table. */
function checkEnd(hooks: EngineHooks, ctx: Ctx): void {
  const s = ctx.s;
  if (s.ended) return;
  // A game with its own ending (an encounter: the enemy starts as PEFs, with nobody on the table) decides.
  if (hooks.checkEnd(ctx)) return;
  // Asked several times a step: while every side still has someone standing, that is all there is to know.
  if (s.sides.every((side) => anyStanding(s, side.id))) return;
  const standing = s.sides.map((side) => ({
    side: side.id,
    n: Object.values(s.figures).filter((f) => f.side === side.id && isActiveStatus(f)).length,
  }));
  const beaten = standing.filter((x) => x.n === 0);
  if (beaten.length === 0) return;
  const left = standing.filter((x) => x.n > 0);
  const winner = left.length === 1 ? left[0]!.side : undefined;
  s.ended = {
    reason: 'sideDestroyed',
    ...(winner ? { winner } : {}),
    text: sideDestroyedText(
      beaten.map((b) => b.side),
      winner,
    ),
  };
  delete s.active;
  ctx.emit({ type: 'end', reason: s.ended.reason, ...(winner ? { winner } : {}), text: s.ended.text });
}

function anyStanding(s: GameState, side: string): boolean {
  for (const k in s.figures) {
    const f = s.figures[k]!;
    if (f.side === side && isActiveStatus(f)) return true;
  }
  return false;
}

/** Runs everything that needs no input, and says what is needed next. */
function advance(
  hooks: EngineHooks,
  ctx: Ctx,
  opts: AdvanceOptions,
): Exclude<Need, { kind: 'decision' } | { kind: 'dice' }> {
  const s = ctx.s;
  for (let guard = 0; guard < 10_000; guard++) {
    checkEnd(hooks, ctx);
    if (s.ended)
      return { kind: 'ended', reason: s.ended.reason, ...(s.ended.winner ? { winner: s.ended.winner } : {}) };
    if (s.active) {
      // A group whose every member is down has nothing left to do.
      if (s.active.figures.every((id) => ctx.fig(id).status !== 'carryOn')) {
        endActivation(ctx);
        continue;
      }
      return { kind: 'command', side: s.active.side, groups: [s.active.leader], active: s.active.leader };
    }
    if (!s.turnState) {
      // A battle that ends with the turn just played (an encounter's last turn) rolls no dice for the next.
      hooks.beforeTurn(ctx);
      if (s.ended) continue;
      if (opts.maxTurns !== undefined && s.turn >= opts.maxTurns) return { kind: 'turnLimit', turn: s.turn };
      startTurn(ctx, hooks.pefsOnTable?.(ctx));
      continue;
    }
    const ts = s.turnState;
    const side = ts.order[ts.index];
    if (side === undefined) {
      delete s.turnState;
      continue;
    }
    if (!(ts.begun ??= []).includes(side)) {
      ts.begun.push(side);
      runLeavers(ctx, side);
      hooks.sidePhase(ctx, side);
    } else runLeavers(ctx, side);
    checkEnd(hooks, ctx);
    if (s.ended) continue;
    const groups = eligibleGroups(ctx, side);
    if (groups.length === 0) {
      ts.index += 1;
      continue;
    }
    const need: CommandNeed = { kind: 'command', side, groups: groups.map((g) => g.leader) };
    needGroups.set(need, groups);
    return need;
  }
  throw new Error('advance: no progress');
}
