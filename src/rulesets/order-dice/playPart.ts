// What the app's shared session asks of this game (DOOR.md "App side", `play`): replay steps checked, a
// command's label, handing a side to the computer, the computer's answer to an open question, the hand-over
// when a file's script runs out, and whether a step stopped at a question.
import type { RulesetPlay } from '../../core/ruleset';
import { err, ok } from '../../core/result';
import { stepCommand } from './scenario';
import { aiReaction } from './ai';
import { enteringDiceFor } from './ownDice';
import { copyState, type OdCommand, type OdNeed, type OdState } from './state';

function pathOf(p: readonly PropertyKey[]): string {
  return p.map((k, i) => (typeof k === 'number' ? `[${k}]` : i === 0 ? String(k) : `.${String(k)}`)).join('');
}

export const play: RulesetPlay<OdState, OdCommand, OdNeed> = {
  command(raw) {
    const r = stepCommand.safeParse(raw);
    if (r.success) return ok(r.data as OdCommand);
    const i = r.error.issues[0]!;
    return err({ path: pathOf(i.path), message: i.message });
  },
  label: (c) =>
    c.do === 'control'
      ? `control ${c.side}`
      : c.do === 'dice'
        ? `dice ${c.faces.join(' ')}`
        : c.do === 'react'
          ? `${c.reaction} ${c.unit}`
          : c.do === 'casualties'
            ? `casualties ${c.unit}`
            : `${c.order} ${c.unit}`,
  control: (side, control) => ({ do: 'control', side, control }),
  fallback(state, need) {
    if (need.kind === 'decision' && need.losses)
      return { do: 'casualties', unit: need.losses.unit, figures: need.losses.nearest.slice(0, need.losses.count) };
    const q = need.kind === 'decision' || need.kind === 'command' ? need.question : undefined;
    return q ? { do: 'react', unit: q.unit, reaction: aiReaction(copyState(state), q) } : undefined;
  },
  handOver(state) {
    const s = copyState(state);
    for (const side of s.sides) if (side.control === 'script') side.control = 'human';
    s.scriptLeft = 0;
    return s;
  },
  held: (state) =>
    state.diceWait
      ? 'dice'
      : state.phase.kind === 'react' || state.phase.kind === 'casualties'
        ? 'question'
        : undefined,
  enterDice: enteringDiceFor,
};
