// The pure reducer: (state, command) -> (state, events, need). A refused command changes nothing and
// says why in one line. `begin` runs the clock from a fresh or paused state to the first command asked.
// A roll a person throws at the table (own dice, ownDice.ts) stops a step: the state before it is kept with
// the command and the roll asked, and the `dice` command runs the same step again with the faces in.
import type { RulesetStep } from '../../core/ruleset';
import { enterFaces, NeedDice } from '../../core/dice/entered';
import { openCtx, closeCtx } from './ctx';
import { advance, finishAct } from './flow';
import { act } from './actions';
import { figureOf, phasesOf } from './figures';
import { stopEntering } from './ownDice';
import type { ApCommand, ApEvent, ApNeed, ApState, ApStepCommand, ControlCommand } from './types';

export type ApStep = RulesetStep<ApState, ApEvent, ApNeed>;
type Opts = { maxTurns?: number };

/** The state before the step, holding the roll its player is to throw; nothing of the step is kept or said. */
function waitingDice(state: ApState, e: NeedDice, command?: ApStepCommand): ApStep & { ok: true } {
  return {
    ok: true,
    state: { ...state, diceWait: command ? { command, ask: e.ask } : { ask: e.ask } },
    events: [],
    need: { kind: 'dice', side: e.ask.owner, ask: e.ask },
  };
}

function beginNow(state: ApState, opts: Opts): ApStep & { ok: true } {
  const c = openCtx(state);
  const need = advance(c, opts.maxTurns);
  return { ok: true, state: closeCtx(c), events: c.events, need };
}

export function begin(state: ApState, opts: Opts = {}): ApStep & { ok: true } {
  try {
    return beginNow(state, opts);
  } catch (e) {
    if (e instanceof NeedDice) return waitingDice(state, e);
    throw e;
  }
}

function control(state: ApState, cmd: ControlCommand, opts: Opts): ApStep {
  if (!state.sides.some((s) => s.id === cmd.side))
    return { ok: false, error: `control: no side ${JSON.stringify(cmd.side)}` };
  // A side handed to the computer throws no dice of its own any more (a roll it was asked for is generated).
  const from = cmd.control === 'ai' ? stopEntering(state, cmd.side) : state;
  const { diceWait: wait, ...clean } = from;
  const c = openCtx(clean);
  c.s.sides.find((s) => s.id === cmd.side)!.control = cmd.control;
  c.events.push({ type: 'control', side: cmd.side, control: cmd.control });
  const handed = closeCtx(c);
  if (wait) {
    // The step that was waiting goes on from where it stood (its roll may now be generated).
    const again = wait.command ? attempt(handed, wait.command, opts) : begin(handed, opts);
    if (!again.ok) return again;
    if (again.state.diceWait) return { ...again, events: c.events };
    return { ...again, events: [...c.events, ...again.events] };
  }
  const next = openCtx(handed);
  try {
    const need = advance(next, opts.maxTurns);
    return { ok: true, state: closeCtx(next), events: [...c.events, ...next.events], need };
  } catch (e) {
    if (!(e instanceof NeedDice)) throw e;
    const w = waitingDice(handed, e);
    return { ...w, events: c.events };
  }
}

function step(state: ApState, cmd: ApCommand, opts: Opts): ApStep {
  if (state.ended) return { ok: false, error: `the game is over (${state.ended.reason})` };
  const c = openCtx(state);
  let need = advance(c, opts.maxTurns);
  if (need.kind !== 'command') return { ok: false, error: 'no figure is acting now' };
  const f = figureOf(c.s, cmd.figure);
  if (!f) return { ok: false, error: `no figure ${JSON.stringify(cmd.figure)}` };
  if (need.figure !== f.id && c.s.clock.ap === 0) {
    // The acting figure has spent every AP: a command for someone else ends its act first.
    finishAct(c);
    need = advance(c, opts.maxTurns);
  }
  if (need.kind !== 'command' || need.figure !== f.id) {
    const now = need.kind === 'command' ? `${need.figure} acts now in phase ${need.phase}` : 'nobody acts now';
    const why = phasesOf(f).includes(c.s.clock.phase)
      ? 'it is not its turn in this combat phase'
      : `phase ${c.s.clock.phase} is not its combat phase (it acts in ${phasesOf(f).join(', ')})`;
    return { ok: false, error: `${f.id}: ${why}; ${now}` };
  }
  const refused = act(c, f, cmd);
  if (refused) return { ok: false, error: refused };
  need = advance(c, opts.maxTurns);
  return { ok: true, state: closeCtx(c), events: c.events, need };
}

/** Runs a command; a roll a person throws stops it, kept in the state with the command. */
function attempt(state: ApState, cmd: ApStepCommand, opts: Opts): ApStep {
  if (cmd.do === 'control') return control(state, cmd, opts);
  if (cmd.do === 'dice') return { ok: false, error: 'no roll is waiting for dice' };
  try {
    return step(state, cmd, opts);
  } catch (e) {
    if (e instanceof NeedDice) return waitingDice(state, e, cmd);
    throw e;
  }
}

export function reduce(state: ApState, cmd: ApStepCommand, opts: Opts = {}): ApStep {
  const w = state.diceWait;
  if (w && cmd.do !== 'control') {
    if (cmd.do !== 'dice')
      return { ok: false, error: `waiting for ${w.ask.owner} to enter the dice for ${w.ask.purpose}` };
    const fed = enterFaces(state, cmd.faces);
    if (!fed.ok) return fed;
    if (!w.command) return begin(fed.value, opts);
    const res = attempt(fed.value, w.command, opts);
    if (res.ok) return res;
    // The command proved impossible once its dice were in: refused as with the game's dice; the side acts again.
    const e = fed.value.dice.entered!;
    return begin({ ...fed.value, dice: { ...fed.value.dice, entered: { for: [...e.for], queue: [] } } }, opts);
  }
  return attempt(state, cmd, opts);
}
