// The pure reducer: (state, command) -> (state, events, need). A refused command changes nothing and
// says why in one line. `begin` runs the clock from a fresh or paused state to the first command asked.
import type { RulesetStep } from '../../core/ruleset';
import { openCtx, closeCtx } from './ctx';
import { advance, finishAct } from './flow';
import { act } from './actions';
import { figureOf, phasesOf } from './figures';
import type { ApEvent, ApNeed, ApState, ApStepCommand } from './types';

export type ApStep = RulesetStep<ApState, ApEvent, ApNeed>;

export function begin(state: ApState, opts: { maxTurns?: number } = {}): ApStep & { ok: true } {
  const c = openCtx(state);
  const need = advance(c, opts.maxTurns);
  return { ok: true, state: closeCtx(c), events: c.events, need };
}

export function reduce(state: ApState, cmd: ApStepCommand, opts: { maxTurns?: number } = {}): ApStep {
  if (cmd.do === 'control') {
    if (!state.sides.some((s) => s.id === cmd.side))
      return { ok: false, error: `control: no side ${JSON.stringify(cmd.side)}` };
    const c = openCtx(state);
    c.s.sides.find((s) => s.id === cmd.side)!.control = cmd.control;
    c.events.push({ type: 'control', side: cmd.side, control: cmd.control });
    const need = advance(c, opts.maxTurns);
    return { ok: true, state: closeCtx(c), events: c.events, need };
  }
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
