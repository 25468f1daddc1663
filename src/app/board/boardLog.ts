// The plain table's log: the game's own log model (its `view.log`: groups of lines with their dice, odds and
// "why?") when it has one, else one line per event in the game's words (`wording.event`), grouped by turn.
// Every step's events are told as they come, the steps a question stopped included: the plain table does not
// wait for an answer to tell what happened before it.
import type { AnyRuleset } from '../../core/ruleset';
import type { LogGroup, LogLine, LogModel } from '../../core/rulesetView';
import type { Session } from '../session';

/** One line a turn, from the game's words for each event: for a game with no log model of its own. */
export function wordingLog(ruleset: AnyRuleset, turn: () => number): LogModel<unknown> {
  const groups: LogGroup[] = [];
  let n = 0;
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
        const t = turn();
        let g = groups[groups.length - 1];
        if (!g || g.turn !== t) {
          g = { n: groups.length + 1, title: t > 0 ? `Turn ${t}` : 'Setting up', turn: t, lines: [] };
          groups.push(g);
        }
        const type = typeof e === 'object' && e && 'type' in e ? String((e as { type: unknown }).type) : 'event';
        g.lines.push({ n: ++n, type, text, figures: [] });
      }
    },
    lines: () => groups.flatMap((g) => g.lines),
  };
}

/** The log of a session so far (rebuilt after an undo or on opening a battle). */
export function buildLog(session: Session): LogModel<unknown> {
  const r = session.ruleset;
  let at = session.history.length - 1;
  const stateNow = () => session.history[Math.min(at, session.history.length - 1)]!.state;
  const log = r.view?.log(() => stateNow()) ?? wordingLog(r, () => r.turnOf(stateNow()) as number);
  const h = session.history;
  for (let i = 0; i < h.length; i++) {
    at = i;
    log.add(h[i]!.events);
  }
  at = Number.MAX_SAFE_INTEGER;
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
