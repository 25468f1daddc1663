// The plain table's log: the game's own log model (its `view.log`: groups of lines with their dice, odds and
// "why?") when it has one, else one line per event in the game's words (`wording.event`), grouped by turn.
// Every step's events are told as they come, the steps a question stopped included: the plain table does not
// wait for an answer to tell what happened before it.
import type { AnyRuleset, RulesetNeed } from '../../core/ruleset';
import type { LogGroup, LogLine, LogModel } from '../../core/rulesetView';
import type { Session } from '../session';

/** Who gave a step and in which turn, for the title of its lines. */
export interface StepContext {
  /** A number for the step (a new one starts a new group). */
  step: number;
  turn: number;
  /** The side that gave it, by name; undefined for the set-up. */
  side?: string;
}

/**
 * One group a step, titled by the turn and the side that gave it, each event in the game's words: for a game
 * with no log model of its own. What a step brought on (the next turn's start) is told in its group.
 */
export function wordingLog(ruleset: AnyRuleset, context: () => StepContext): LogModel<unknown> {
  const groups: LogGroup[] = [];
  let n = 0;
  let lastStep = -1;
  return {
    groups,
    add(events) {
      for (const e of events) {
        let text: string;
        try {
          text = ruleset.wording.event(e);
        } catch {
          text = '';
        }
        if (!text) continue;
        const c = context();
        let g = groups[groups.length - 1];
        if (!g || c.step !== lastStep) {
          lastStep = c.step;
          const title = c.side ? `Turn ${c.turn} · ${c.side}` : c.turn > 0 ? `Turn ${c.turn}` : 'Setting up';
          g = { n: groups.length + 1, title, turn: c.turn, lines: [] };
          groups.push(g);
        }
        const type = typeof e === 'object' && e && 'type' in e ? String((e as { type: unknown }).type) : 'event';
        g.lines.push({ n: ++n, type, text, figures: [] });
      }
    },
    lines: () => groups.flatMap((g) => g.lines),
  };
}

/** The log of a session so far (rebuilt after an undo or on opening a battle); `sideName` names a side id. */
export function buildLog(session: Session, sideName: (id: string) => string = (id) => id): LogModel<unknown> {
  const r = session.ruleset;
  // The entry being told: each in turn while the log is rebuilt, then always the newest.
  let at = -1;
  const index = () => (at < 0 ? session.history.length - 1 : at);
  const context = (): StepContext => {
    const i = index();
    const before = session.history[i - 1];
    if (!before) return { step: i, turn: r.turnOf(session.history[i]!.state) as number };
    const need = before.need as RulesetNeed;
    const side = 'side' in need ? sideName(need.side) : undefined;
    return { step: i, turn: r.turnOf(before.state) as number, side };
  };
  const log = r.view?.log(() => session.history[index()]?.state) ?? wordingLog(r, context);
  const h = session.history;
  for (let i = 0; i < h.length; i++) {
    at = i;
    log.add(h[i]!.events);
  }
  at = -1;
  return log;
}

/** The words of a line's detail, for the log's open line: the throws, the scores, the odds, the notes. */
export function detailLines(line: LogLine, tableText?: (id: string) => string | undefined): string[] {
  const d = line.detail;
  if (!d) return [];
  const out: string[] = [...d.rolls];
  if (d.dice.length && d.rolls.length === 0) out.push(`Dice: ${d.dice.join(', ')}`);
  if (d.target !== undefined) out.push(`Needed: ${d.target}`);
  for (const m of d.modifiers) out.push(`${m.label}: ${m.reason}`);
  if (d.modifiers.length === 0 && d.modifiersKnown) out.push('No modifiers.');
  if (d.row) out.push(d.row.text);
  else if (d.table) {
    const t = tableText?.(d.table);
    if (t) out.push(t);
  }
  if (d.odds) out.push(`Odds: ${d.odds}`);
  out.push(...d.notes);
  return out;
}
