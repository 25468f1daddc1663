// Fills a lesson's words with what the engine really did, so an explanation quotes the dice that were
// rolled and the results that came out, never a number written in advance. Tokens:
//   {rolls:PURPOSE}  every roll of that purpose in the step, "(3, 3) then (5, 4)"
//   {roll:PURPOSE}   the last such roll, "5, 4"; {first:PURPOSE} the first
//   {said:TYPE}      the game's own sentence for the first event of that type (TYPE may be test.KIND, and
//                    @FIGURE keeps only events about that figure: {said:test.crisis@riker})
//   {saidLast:TYPE}  the same for the last such event; {saidAll:TYPE} every such event's sentence in turn
//   {result:KIND}    the result of the first test of that kind, in plain words
//   {activated}      the leaders whose groups acted, in order, before any new turn began
//   {line:N}         a demonstration's Nth line (from 1, or 'last'); {lines} all of them
// A token with nothing to show says so, so a replay on other dice still reads sensibly.
import type { GameEvent, RollEvent, TestEvent } from '../engine/events';
import { eventText } from '../explain/eventText';
import { codeWords } from '../explain/words';

const NOTHING = '(nothing this time)';

/** `said` gives an event's sentence as shown (sides and places by name); the plain event text by default. */
export function fillTokens(
  text: string,
  events: readonly GameEvent[],
  lines: readonly string[] = [],
  said: (e: GameEvent) => string | undefined = eventText,
): string {
  return text.replace(/\{(\w+)(?::([\w.@]+))?\}/g, (whole, key: string, arg: string | undefined) => {
    const value = token(key, arg, events, lines, said);
    return value === undefined ? whole : value;
  });
}

function token(
  key: string,
  arg: string | undefined,
  events: readonly GameEvent[],
  lines: readonly string[],
  said: (e: GameEvent) => string | undefined,
) {
  const rolls = (p: string) => events.filter((e): e is RollEvent => e.type === 'roll' && e.purpose === p);
  switch (key) {
    case 'rolls': {
      const all = rolls(arg ?? '');
      return all.length ? all.map((r) => `(${r.dice.join(', ')})`).join(' then ') : NOTHING;
    }
    case 'first': {
      const first = rolls(arg ?? '')[0];
      return first ? first.dice.join(', ') : NOTHING;
    }
    case 'roll': {
      const last = rolls(arg ?? '').at(-1);
      return last ? last.dice.join(', ') : NOTHING;
    }
    case 'said':
    case 'saidLast':
    case 'saidAll': {
      const [what = '', figure] = (arg ?? '').split('@');
      const [type, kind] = what.split('.');
      const fits = (x: GameEvent) =>
        x.type === type && (!kind || (x as TestEvent).test === kind) && (!figure || about(x, figure));
      if (key === 'saidAll') {
        const all = events.filter(fits).flatMap((x) => said(x) ?? []);
        return all.length ? all.join(' ') : NOTHING;
      }
      const e = key === 'said' ? events.find(fits) : [...events].reverse().find(fits);
      return (e && said(e)) ?? NOTHING;
    }
    case 'result': {
      const t = events.find((x): x is TestEvent => x.type === 'test' && x.test === arg);
      return t ? codeWords(t.result) : NOTHING;
    }
    case 'activated': {
      // Only this turn's: a new turn's groups are left to the next step's words.
      const cut = events.findIndex((e, i) => i > 0 && e.type === 'turn');
      const leaders = (cut < 0 ? events : events.slice(0, cut)).flatMap((e) =>
        e.type === 'activate' ? [e.leader] : [],
      );
      return leaders.length ? leaders.join(', then ') : NOTHING;
    }
    case 'lines':
      return lines.length ? lines.join(' ') : NOTHING;
    case 'line':
      return (arg === 'last' ? lines.at(-1) : lines[Number(arg) - 1]) ?? NOTHING;
    default:
      return undefined;
  }
}

/** Is the event about this figure (its subject, shooter, or one of those rolling)? */
function about(e: GameEvent, figure: string): boolean {
  const x = e as {
    figure?: string;
    figures?: string[];
    who?: string[];
    attacker?: string;
    leader?: string;
    group?: string;
    pef?: string;
  };
  return (
    x.figure === figure ||
    x.group === figure ||
    x.pef === figure ||
    x.attacker === figure ||
    x.leader === figure ||
    (x.figures ?? []).includes(figure) ||
    (x.who ?? []).includes(figure)
  );
}
