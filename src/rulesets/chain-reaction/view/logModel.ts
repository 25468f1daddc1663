// The log as the screen shows it: events in plain words, grouped by turn and by activation, each roll
// folded into the line it decided, with what opens under it - the dice, the number they were read
// against, each modifier and why, the table row used (and the table to show), and the exact odds.
import type { GameEvent, RollEvent, TestEvent } from '../engine/events';
import type { Vec } from '../../../geometry/shapes';
import { explainRoll } from '../explain/roll';
import { isTableId, rowFor, type TableId } from '../tables/index';
import type { TableRef } from '../../../core/tables/types';
import { eventText } from '../explain/eventText';
import { activationHeading } from '../explain/activation';
import { choseByFreeWill, freeWillWords, oddsForTest, SharedThrows, type FigureFacts } from './testOdds';
import { questionFor, type OddsQuestion } from './oddsModels';
import { sectionForEvent } from '../reference/links';
import { refusalCite } from '../reference/refusals';
import { overrideWords } from './overrides';

export interface RowNote {
  table: TableId;
  ref: TableRef;
  /** "Crisis, row 1 (pass 1d6), column fired on: Snap fire". */
  text: string;
}

export interface LogDetail {
  /** Each throw in words: what for, the dice, what they were read against and what that gave. */
  rolls: string[];
  dice: number[];
  target?: number;
  modifiers: { label: string; reason: string }[];
  /** The event said which modifiers applied (even none): only then may the screen say "no modifiers". */
  modifiersKnown?: boolean;
  row?: RowNote;
  /** A table to offer even without a row (fire, damage). */
  table?: TableId;
  odds?: string;
  /** The odds model behind `odds`, for the what-if panel. */
  question?: OddsQuestion;
  notes: string[];
}

export interface LogLine {
  n: number;
  type: GameEvent['type'];
  text: string;
  /** Figures the line is about, for highlighting. */
  figures: string[];
  /** Where it happened on the table (In Sight, blasts). */
  at?: Vec;
  detail?: LogDetail;
  /** The rules reference section that explains it (the "why?" link). */
  section?: string;
}

export interface LogGroup {
  n: number;
  title: string;
  side?: string;
  turn: number;
  lines: LogLine[];
}

/**
 * Events that follow from something else rather than being decided by a throw; every other event with
 * words (tests, fire, damage, melee, blasts, notes, and the solo rules' PEF, plan and objective events)
 * takes the throws made just before it into its line.
 */
const FOLLOWERS = new Set<string>([
  'status',
  'stance',
  'ammo',
  'facing',
  'move',
  'endActivation',
  'activate',
  'turn',
  'decision',
  'inSight',
]);

function figuresOf(e: GameEvent): string[] {
  const ids: string[] = [];
  const add = (x: unknown) => {
    if (typeof x === 'string') ids.push(x);
  };
  const r = e as Record<string, unknown>;
  add(r.figure);
  add(r.trigger);
  add(r.attacker);
  add(r.defender);
  add(r.by);
  if (Array.isArray(r.figures)) r.figures.forEach(add);
  if (Array.isArray(r.seen)) r.seen.forEach(add);
  if (Array.isArray(r.inside)) r.inside.forEach(add);
  if (e.type === 'fire') e.targets.forEach((t) => add(t.figure));
  return [...new Set(ids)];
}

/** A whole row read as words, not cells with slashes ("Hit / never" read as "hit or never?"). The Ranged
 *  Combat row is an outcome and when it misses; any other table names each cell by its column. */
function wholeRowWords(table: string, cells: readonly string[], columns: readonly { label: string }[]): string {
  if (table === 'rangedCombat') {
    const [outcome, missIf] = cells;
    if (outcome === 'Miss') return 'always a miss';
    if (missIf === 'never') return 'always a hit';
    return `a hit, but a miss if ${missIf ?? ''}`;
  }
  return cells.map((c, i) => (columns[i] ? `${columns[i].label.toLowerCase()}: ${c}` : c)).join('; ');
}

function rowNote(ref: TableRef): RowNote | undefined {
  if (!isTableId(ref.table)) return undefined;
  const hit = rowFor(ref);
  if (!hit) return { table: ref.table, ref, text: `${ref.table} table, row ${ref.row}` };
  const col = hit.columnIndex !== undefined ? hit.view.columns[hit.columnIndex] : undefined;
  const cell =
    hit.columnIndex !== undefined
      ? hit.row.cells[hit.columnIndex]
      : wholeRowWords(ref.table, hit.row.cells, hit.view.columns);
  return {
    table: ref.table,
    ref,
    text: `${hit.view.label} table (p.${hit.view.page}), row "${hit.row.label}"${col ? `, column "${col.label}"` : ''}: ${cell}`,
  };
}

/** The Ranged Combat row a die lands on: the die plus the shooter's Rep. */
function rangedRow(total: number): string {
  return total >= 10 ? '10+' : total <= 7 ? '3-7' : String(total);
}

/** The number this line's figure was read against. A group's test throws once; when the members' Reps differ
 *  the throw carries no single target, and the Leader Die's target is the leader's Rep, not this figure's: so
 *  a test line reads against its own figure's Rep, never against another throw's. */
function readAgainst(
  e: GameEvent,
  rolls: readonly RollEvent[],
  fig: (id: string) => FigureFacts | undefined,
): number | undefined {
  if (e.type === 'test') {
    const own = rolls.filter((r) => r.purpose === e.test);
    const withTarget = own.find((r) => r.target !== undefined);
    if (withTarget) return withTarget.target;
    const figure = e.figure;
    if (figure && own.some((r) => r.who.includes(figure))) return fig(figure)?.rep;
    if (own.length > 0) return undefined;
  }
  return rolls.find((r) => r.target !== undefined)?.target;
}

/**
 * A Leader Die thrown with the test that did not pass adds nothing, so the engine lists no modifier for it;
 * the detail still says it was thrown and why it did not count (play-test 9, 1: "No modifiers applied." beside
 * a Dice line showing the Leader Die, with nothing said of it).
 */
function failedLeaderDie(t: TestEvent, rolls: readonly RollEvent[]): string | undefined {
  const ld = rolls.find((r) => r.purpose === 'leaderDie');
  if (!ld || ld.passed !== 0 || ld.target === undefined) return undefined;
  if ((t.modifiers ?? []).some((m) => m.id === 'leaderDie')) return undefined;
  const who = ld.who[0] ?? 'the leader';
  return `The Leader Die was thrown but did not count: ${who} rolled ${ld.dice[0]} against Rep ${ld.target} (a pass needs ${ld.target} or less), so it adds no die passed.`;
}

/**
 * A group's Crisis throw with no count for the whole throw (Reps differ, or some are in cover and some not):
 * which of its dice this line's figure reads and what he passed, so his line's count is seen in his own dice
 * (play-test 11c: Teo's "1 passed" beside "rolled 3, 6 and 3, 2 passed", the third die Emil's cover die).
 */
function crisisReading(
  e: GameEvent,
  rolls: readonly RollEvent[],
  rep: number | undefined,
  name: (id: string) => string = (id) => id,
): { index: number; text: string } | undefined {
  if (e.type !== 'test' || e.test !== 'crisis' || !e.figure || rep === undefined) return undefined;
  const index = rolls.findIndex((r) => r.purpose === 'crisis' && r.target === undefined && r.who.includes(e.figure!));
  const r = rolls[index];
  if (!r || r.who.length < 2) return undefined;
  const who = name(e.figure);
  const covered = (e.modifiers ?? []).some((m) => m.id === 'inCover');
  const [a, b, c] = r.dice;
  const read = covered || c === undefined ? r.dice : [a!, b!];
  const reads =
    c === undefined
      ? `${who} reads them`
      : covered
        ? `${who}, in cover, reads all three`
        : `${who} reads ${a} and ${b} (the third die, ${c}, counts only for those in cover)`;
  const raw = read.filter((d) => d <= rep).length;
  const count =
    raw > 2 ? `${raw} passed against ${rep}, counted as 2 (the most a test scores)` : `${raw} passed against ${rep}`;
  return { index, text: `${reads}: ${count}.` };
}

/** A sentence put straight after a roll's "rolled 3, 6 and 3." (before "set in advance" or whose die is whose). */
function afterDice(rollText: string, sentence: string): string {
  const end = rollText.indexOf('.', rollText.indexOf(': rolled '));
  return end < 0 ? `${rollText} ${sentence}` : `${rollText.slice(0, end + 1)} ${sentence}${rollText.slice(end + 1)}`;
}

function detailFor(
  e: GameEvent,
  rolls: RollEvent[],
  fig: (id: string) => FigureFacts | undefined,
  name?: (id: string) => string,
  meleeDamage = false,
): LogDetail | undefined {
  const d: LogDetail = {
    rolls: rolls.map((r) => explainRoll(r, name).text),
    dice: rolls.flatMap((r) => r.dice),
    modifiers: [],
    notes: [],
  };
  d.target = readAgainst(e, rolls, fig);
  if (d.target === undefined) delete d.target;
  const own = crisisReading(e, rolls, d.target, name);
  if (own) d.rolls = d.rolls.map((text, i) => (i === own.index ? afterDice(text, own.text) : text));
  if (e.type === 'test') {
    const t = e as TestEvent;
    d.modifiers = (t.modifiers ?? []).map((m) => ({ label: m.label, reason: m.reason ?? '' }));
    if (t.modifiers) d.modifiersKnown = true;
    const failed = failedLeaderDie(t, rolls);
    if (failed) d.notes.push(failed);
    if (t.row) {
      const note = rowNote(t.row);
      if (note) {
        d.row = note;
        d.table = note.table;
      }
    }
    const override = overrideWords(t);
    if (override) d.notes.push(override);
    if (choseByFreeWill(t)) d.notes.push(freeWillWords(t.figure, t.test));
    const odds = oddsForTest(t, rolls, fig);
    if (odds) d.odds = odds;
  } else if (e.type === 'fire') {
    d.table = 'rangedCombat';
    const rep = fig(e.figure)?.rep;
    const first = e.targets[0]?.dice[0];
    const rocket = e.weapon === 'RL';
    for (const t of e.targets) {
      // A rocket's one die reads as every shot's does, its sum first (play-test 10a, 7: "the round misses
      // the spot" with no number).
      const die = t.dice[0];
      const sum = rocket && rep !== undefined && die !== undefined ? `${die}+${rep}=${die + rep}: ` : '';
      d.notes.push(`${t.figure}: ${sum}${t.why || (t.hit ? 'hit' : 'missed')}`);
    }
    if (rep !== undefined && first !== undefined) {
      const note = rowNote({ table: 'rangedCombat', row: rangedRow(first + rep) });
      if (note) {
        d.row = note;
        if (!rocket) d.notes.push('The highest die is shown against the table; each die is read the same way.');
      }
    }
  } else if (e.type === 'damage') {
    // A melee loser's die reads the Melee Damage table (its Impact the winning margin), not the ranged one.
    const table = meleeDamage || rolls.some((r) => r.purpose === 'meleeDamage') ? 'meleeDamage' : 'rangedDamage';
    d.table = table;
    const odds = oddsForTest(e, rolls, fig);
    if (odds) d.odds = odds;
    const row = e.die === 1 ? 'one' : e.die <= e.impact ? 'impactOrLess' : 'overImpact';
    const note = rowNote({ table, row });
    if (note) d.row = note;
    d.target = e.impact;
  } else if (e.type === 'activation') {
    d.table = 'activation';
  } else if (e.type === 'melee') {
    d.table = 'melee';
    const odds = oddsForTest(e, rolls, fig);
    if (odds) d.odds = odds;
  }
  if (d.odds) {
    const q = questionFor(e, rolls, fig);
    if (q) d.question = q;
  }
  const empty =
    d.rolls.length === 0 && d.modifiers.length === 0 && !d.row && !d.table && !d.odds && d.notes.length === 0;
  return empty ? undefined : d;
}

/**
 * A note said between a throw and the test that throw decides ("Tony already threw 2, 6 ...", "Leon is charged
 * and drops Janek."): the test comes before any other throw, and every pending throw is one of its kind.
 */
function testTakes(pending: readonly RollEvent[], rest: readonly GameEvent[]): boolean {
  for (const e of rest) {
    if (e.type === 'roll') return false;
    if (e.type === 'test') return pending.every((r) => r.purpose === e.test || r.purpose === 'leaderDie');
  }
  return false;
}

/** A charge target's throw read again against a later charger: the dice were not thrown for this line. */
function sameThrowWords(r: RollEvent, name: (id: string) => string): string {
  const who = name(r.who[0] ?? 'the target');
  return `${who}'s ${r.dice.join(' and ')} are the throw made against the first charge this activation, read again here: ${who} throws once however many charge.`;
}

/** Builds the grouped log from events, in order; `fig` gives a figure's Rep and Star for odds. */
/** How the log names places and sides (see the constructor). */
export interface LogWords {
  plain(text: string): string;
  side(id: string): string;
  /** A group's side by whose group it is: with several people on one side, the leader's person's ("Cy's soldiers"). */
  groupSide?(id: string, leader: string): string;
  /** An event's line (eventText, with names); `after` is what follows it in the same step. */
  event?(e: GameEvent, after?: readonly GameEvent[]): string | undefined;
  /** A throw that decides something no event tells (an objective search that finds nothing): its sentence. */
  rollLine?(r: RollEvent): string | undefined;
  /** With your own dice: who threw a roll the game threw for you to read (a damage die on an enemy hit). */
  rollNotes?(rolls: readonly RollEvent[]): string[];
}

export class LogBuilder {
  readonly groups: LogGroup[] = [];
  private pending: RollEvent[] = [];
  /** The last throw of each test: later tests of the same group throw (one roll per group) show it too. */
  private readonly shared = new SharedThrows();
  /** The melee line just pushed threw its loser's damage die: the damage line after it is melee damage. */
  private meleeDamageNext = false;
  /** Who is hunkered down now and who has been, told by the status lines so far: a Crisis test's odds are of
   *  what will really happen to such a figure (play-test 10a, 21). */
  private readonly hunkered = new Map<string, { now: boolean; before: boolean }>();
  private n = 0;
  private turn = 0;
  private lastSection: string | undefined;

  /**
   * `words` names places and sides from the table as it stands ("the woods in the north-east", "the enemy"); the
   * events keep their ids, which are rewritten here, as they are shown. Without it, the ids stay.
   */
  constructor(
    private readonly fig: (id: string) => FigureFacts | undefined,
    private readonly words: LogWords = { plain: (t) => t, side: (id) => id },
  ) {}

  private group(title: string, side?: string): LogGroup {
    const g: LogGroup = { n: this.groups.length, title, turn: this.turn, lines: [], ...(side ? { side } : {}) };
    this.groups.push(g);
    return g;
  }

  private current(): LogGroup {
    return this.groups[this.groups.length - 1] ?? this.group('Before the battle');
  }

  private push(e: GameEvent, text: string, rolls: RollEvent[]): LogLine {
    // A result that is not its row's says why on the line itself, not only under it.
    const override = e.type === 'test' ? overrideWords(e) : undefined;
    const shown = override ? `${text} ${override}` : text;
    const line: LogLine = { n: this.n++, type: e.type, text: this.words.plain(shown), figures: figuresOf(e) };
    // A note has no rule of its own: the reason it gives ("can't fire back: out of range"), else the line before.
    const section =
      sectionForEvent(e) ?? (e.type === 'note' ? (refusalCite(text)?.section ?? this.lastSection) : undefined);
    if (section) line.section = this.lastSection = section;
    if (e.type === 'inSight' || e.type === 'blast' || (e.type === 'test' && e.at)) line.at = e.at;
    const detail = detailFor(e, rolls, this.factsNow, this.words.side, e.type === 'damage' && this.meleeDamageNext);
    if (e.type === 'melee') this.meleeDamageNext = rolls.some((r) => r.purpose === 'meleeDamage');
    else if (e.type === 'damage') this.meleeDamageNext = false;
    if (detail && this.words.rollNotes) detail.notes.push(...this.words.rollNotes(rolls));
    if (detail) {
      const p = this.words.plain;
      line.detail = {
        ...detail,
        rolls: detail.rolls.map(p),
        notes: detail.notes.map(p),
        modifiers: detail.modifiers.map((m) => ({ label: p(m.label), reason: p(m.reason) })),
        // The what-if panel's title names places and PEFs as the log does ("PEF 2", not pef2).
        ...(detail.question ? { question: { ...detail.question, title: p(detail.question.title) } } : {}),
      };
    }
    this.current().lines.push(line);
    return line;
  }

  /** A figure's facts with what the log has seen of its reactions (hunkered down now, or before). */
  private readonly factsNow = (id: string): FigureFacts | undefined => {
    const f = this.fig(id);
    const h = this.hunkered.get(id);
    if (!f || !h) return f;
    return { ...f, ...(h.now ? { inProgress: 'hunkerDown' } : {}), ...(h.before ? { hunkeredBefore: true } : {}) };
  };

  private track(figure: string, from: string, to: string): void {
    const h = this.hunkered.get(figure) ?? { now: false, before: false };
    if (to === 'hunkerDown') this.hunkered.set(figure, { now: true, before: true });
    else if (from === 'hunkerDown') this.hunkered.set(figure, { ...h, now: false });
  }

  private flushRolls(): void {
    for (const r of this.pending) this.push(r, this.words.rollLine?.(r) ?? explainRoll(r, this.words.side).text, [r]);
    this.pending = [];
  }

  /**
   * A shot's hits throw all their damage dice before the first hit is said: each hit's line takes the throws up to
   * its own die, and leaves the later hits' dice for theirs (play-test 13c: hit 1 showed both dice, hit 2 none).
   */
  private takeDamageRoll(die: number): RollEvent[] {
    const isDamage = (r: RollEvent) => r.purpose === 'damage' || r.purpose === 'meleeDamage';
    const at = this.pending.findIndex((r) => isDamage(r) && r.dice[0] === die);
    if (at < 0 || !this.pending.slice(at + 1).some(isDamage)) return this.pending;
    return this.pending.slice(0, at + 1);
  }

  /** Throws with a sentence of their own go on their own line, not under the next event's (play-test 10a, 11). */
  private ownLines(e: GameEvent): void {
    if (e.type === 'objective' || !this.words.rollLine) return;
    const keep: RollEvent[] = [];
    for (const r of this.pending) {
      const line = this.words.rollLine(r);
      if (line) this.push(r, line, [r]);
      else keep.push(r);
    }
    this.pending = keep;
  }

  add(events: readonly GameEvent[]): void {
    for (const [i, e] of events.entries()) {
      if (e.type === 'roll') {
        this.pending.push(e);
        continue;
      }
      const text = this.words.event ? this.words.event(e, events.slice(i + 1, i + 40)) : eventText(e);
      if (e.type === 'turn') {
        this.flushRolls();
        this.turn = e.turn;
        this.group(`Turn ${e.turn}`);
        continue;
      }
      if (e.type === 'activate') {
        this.flushRolls();
        const who = this.words.groupSide?.(e.side, e.leader) ?? this.words.side(e.side);
        this.group(`${who[0]!.toUpperCase()}${who.slice(1)}: ${activationHeading(e.leader, e.figures)}`, e.side);
      }
      if (text === undefined) {
        if (e.type === 'status') this.track(e.figure, e.from, e.to);
        continue;
      }
      this.ownLines(e);
      if (e.type === 'note' && this.pending.length && testTakes(this.pending, events.slice(i + 1))) {
        // Said between a throw and the test it decides: the throw stays for the test's line.
        this.push(e, text, []);
      } else if (!FOLLOWERS.has(e.type)) {
        const own = e.type === 'damage' ? this.takeDamageRoll(e.die) : this.pending;
        this.pending = e.type === 'damage' ? this.pending.slice(own.length) : [];
        const rolls = e.type === 'test' ? this.shared.forTest(e, own) : own;
        const line = this.push(e, text, rolls);
        // Only a charge target's throw is read again against a later charger; the later figures of a group's one
        // Crisis throw get the group's dice too, with no such note (play-test 10b, 21).
        const charge = e.type === 'test' && e.test === 'chargeIntoMelee';
        const reused = charge && rolls.length > own.length ? rolls.at(-1) : undefined;
        if (reused && line.detail) line.detail.notes.push(this.words.plain(sameThrowWords(reused, this.words.side)));
      } else {
        this.flushRolls();
        this.push(e, text, []);
        if (e.type === 'status') this.track(e.figure, e.from, e.to);
      }
    }
    // A throw is always reported with what it decided, in the same step; anything left is shown alone.
    this.flushRolls();
  }

  /** Every line, flat, in order. */
  lines(): LogLine[] {
    return this.groups.flatMap((g) => g.lines);
  }
}
