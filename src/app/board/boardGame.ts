// One battle on the plain table, for any ruleset with a `board` part (core/board.ts): the shared Session under
// it, the figure the person selected, the choice waiting for a target, the log, the hot-seat hand-over between
// two people, the computer's pace, the autosave and the files. It never reads a game's state: everything it
// shows or sends comes from the board part's view and choices. No Phaser and no DOM, so Node tests drive it
// exactly as the page does (src/app/board/ui draws it, src/scenes/BoardScene.ts turns clicks into its calls).
import type { AnyRuleset, Outcome, RulesetNeed } from '../../core/ruleset';
import type { BoardChoice, BoardOverlay, BoardPart, BoardPoint, BoardTarget, BoardView } from '../../core/board';
import type { AfterBattlePage, LogModel, PreviewPicture } from '../../core/rulesetView';
import { err, ok, type Result } from '../../core/result';
import type { Applied, Session } from '../session';
import { writeAutosave, type KeyValueStore } from '../autosave';
import { fileText, replayDocument, scenarioDocument } from '../gameFile';
import { buildLog } from './boardLog';
import type { BoardLesson } from './lesson';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the board part of whichever game is played
type AnyBoard = BoardPart<any, any, any>;
type Choice = BoardChoice<unknown>;

export type BoardChange = 'battle' | 'step' | 'select' | 'message' | 'seat';

/** The end of a battle in words, from the game's after-battle page or, lacking one, its outcome. */
export interface BoardEnd {
  title: string;
  tone: 'good' | 'bad' | 'neutral';
  text: string;
  rows: string[];
}

/** The choice the person pressed that still waits for its target (a figure, a point, the faces of a roll). */
export interface Pending {
  key: string;
  label: string;
  target: BoardTarget<unknown>;
}

export class BoardGame {
  readonly board: AnyBoard;
  log: LogModel<unknown>;
  selected?: string;
  pending?: Pending;
  message = { text: '', error: false };
  /** Set when the computer could not go on: it is not tried again until an undo. */
  stuck?: string;
  /** Head to head at one screen: the side whose person last took the screen. */
  atScreen?: string;
  /** Milliseconds between two of the computer's commands. */
  pace = 400;
  /** Bumped on every change, so a drawing can tell it is out of date. */
  version = 0;
  private listeners: ((c: BoardChange) => void)[] = [];
  private viewOf?: { state: unknown; view: BoardView };
  private lastComputer = -Infinity;
  /** Set when the battle is a lesson's (the panel beside the table shows it; it is never autosaved). */
  lesson?: BoardLesson;
  /** The sides people play at this screen, as the battle began (two or more: hot seat). */
  readonly people: readonly string[];

  constructor(
    readonly session: Session,
    public title: string,
    private readonly store?: KeyValueStore,
  ) {
    const board = session.ruleset.board;
    if (!board) throw new Error(`${session.ruleset.title} has no plain table`);
    this.board = board;
    this.log = buildLog(session, (id) => this.sideName(id));
    this.people = this.view().sides.flatMap((s) => (session.controlOf(s.id) === 'human' ? [s.id] : []));
  }

  get ruleset(): AnyRuleset {
    return this.session.ruleset;
  }

  on(l: (c: BoardChange) => void): () => void {
    this.listeners.push(l);
    return () => {
      this.listeners = this.listeners.filter((x) => x !== l);
    };
  }

  private emit(c: BoardChange): void {
    this.version++;
    for (const l of [...this.listeners]) l(c);
  }

  /** What the table shows now (worked out once per state). */
  view(): BoardView {
    const s = this.session.state;
    const had = this.viewOf;
    if (had && had.state === s) return had.view;
    const view = this.board.view(s);
    this.viewOf = { state: s, view };
    return view;
  }

  sideName(id: string | undefined): string {
    return this.view().sides.find((s) => s.id === id)?.name ?? id ?? '';
  }

  /** The side the game waits for now, if a side. */
  actingSide(): string | undefined {
    const n = this.session.need as RulesetNeed;
    return n.kind === 'command' || n.kind === 'decision' || n.kind === 'dice' ? n.side : undefined;
  }

  get hotSeat(): boolean {
    return this.people.length >= 2;
  }

  /** Head to head: the side whose person must take the screen before the table is shown again. */
  due(): string | undefined {
    if (!this.hotSeat || this.session.waitingFor() !== 'human') return undefined;
    const side = this.actingSide();
    return side && side !== this.atScreen ? side : undefined;
  }

  takeSeat(side: string): void {
    this.atScreen = side;
    this.emit('seat');
  }

  /** Whether the person at the screen is asked for something now. */
  humanTurn(): boolean {
    return this.session.waitingFor() === 'human' && !this.due();
  }

  say(text: string, error = false): void {
    this.message = { text, error };
    this.emit('message');
  }

  selectable(): readonly string[] {
    if (!this.humanTurn()) return [];
    return this.safe(() => this.board.selectable(this.session.state, this.session.need), []);
  }

  /** The buttons for the person who must act (none while the computer plays or the table is covered). */
  choices(): Choice[] {
    if (!this.humanTurn()) return [];
    return this.safe(() => this.board.choices(this.session.state, this.session.need, this.selected), []);
  }

  /** The range bands and arcs of the selected figure, drawn faintly under the figures. */
  around(): readonly BoardOverlay[] {
    const id = this.selected;
    if (id === undefined || !this.board.around) return [];
    return this.safe(() => this.board.around!(this.session.state, id), []);
  }

  select(id: string | undefined): void {
    if (id === this.selected) return;
    this.selected = id;
    this.pending = undefined;
    this.emit('select');
  }

  /** A choice's button pressed: its command is sent, or its target is asked for next. */
  press(key: string): Result<void> {
    const choice = this.choices().find((c) => c.key === key);
    if (!choice) return this.refuse(`that choice is not offered now`);
    if (!choice.enabled) return this.refuse(choice.why ?? `${choice.label} can't be chosen now`);
    if (choice.command !== undefined) return this.send(choice.command);
    if (!choice.target) return this.refuse(`${choice.label} has nothing to do`);
    this.pending = { key: choice.key, label: choice.label, target: choice.target };
    this.message = { text: '', error: false };
    this.emit('select');
    return ok(undefined);
  }

  cancel(): void {
    if (!this.pending) return;
    this.pending = undefined;
    this.emit('select');
  }

  /** The figures the pending choice may be given (to light on the table). */
  candidates(): readonly string[] {
    const t = this.pending?.target;
    return t?.kind === 'figure' ? t.among : [];
  }

  /** A click on a figure: the pending choice's target, else a selection, else nothing but its card. */
  clickFigure(id: string): Result<void> {
    const t = this.pending?.target;
    if (t?.kind === 'figure') {
      if (!t.among.includes(id))
        return this.refuse(
          this.safe(() => t.whyNot?.(id), undefined) ??
            `${this.sideFigureName(id)} can't be picked for ${this.pending!.label}`,
        );
      return this.send(this.safe(() => t.command(id), undefined));
    }
    if (this.selectable().includes(id)) {
      this.select(id);
      return ok(undefined);
    }
    return err('not selectable');
  }

  /** A click on the table away from the figures: the pending point, or the selection cleared. */
  clickPoint(at: BoardPoint): Result<void> {
    const t = this.pending?.target;
    if (t?.kind === 'point') {
      const res = this.safe(() => t.command(at), { ok: false as const, why: 'the game could not read that point' });
      return res.ok ? this.send(res.command) : this.refuse(res.why);
    }
    if (!this.pending) this.select(undefined);
    return ok(undefined);
  }

  /** The faces of a roll typed in: checked against what was asked (how many, each from 1 to its sides). */
  giveFaces(faces: readonly number[]): Result<void> {
    const t = this.pending?.target;
    if (t?.kind !== 'faces') return this.refuse('no roll is waiting for its faces');
    const { count, sides } = t.ask;
    if (faces.length !== count) return this.refuse(`expected ${count} ${count === 1 ? 'die' : 'dice'}`);
    if (faces.some((f) => Number.isNaN(f))) return this.refuse('type the face of every die');
    const bad = faces.find((f) => !Number.isInteger(f) || f < 1 || f > sides);
    if (bad !== undefined) return this.refuse(`each die shows a whole number from 1 to ${sides}, not ${bad}`);
    return this.send(this.safe(() => t.command(faces), undefined));
  }

  /** What the pending choice would do with this target, drawn while the pointer is over it. */
  preview(figure: string | undefined, at: BoardPoint): PreviewPicture | undefined {
    const t = this.pending?.target;
    if (t?.kind === 'figure' && figure && t.among.includes(figure) && t.preview)
      return this.safe(() => t.preview!(figure), undefined);
    if (t?.kind === 'point' && t.preview) return this.safe(() => t.preview!(at), undefined);
    return undefined;
  }

  /** Why the pending point choice can't go at this point, if it can't (the note beside the pointer). */
  pointNote(at: BoardPoint): string | undefined {
    const t = this.pending?.target;
    if (t?.kind !== 'point') return undefined;
    const res = this.safe(() => t.command(at), { ok: false as const, why: 'the game could not read that point' });
    return res.ok ? undefined : res.why;
  }

  figureName(id: string): string {
    return this.view().figures.find((f) => f.id === id)?.label ?? 'that figure';
  }

  /**
   * The figure's name, with its side's when a figure of another side has the same name (play-test 11c: both
   * sides of Order dice have a "2nd Squad", and "2nd Squad can't be picked" read as the player's own).
   */
  sideFigureName(id: string): string {
    const v = this.view();
    const f = v.figures.find((x) => x.id === id);
    if (!f) return 'that figure';
    if (!v.figures.some((x) => x.label === f.label && x.side !== f.side)) return f.label;
    const side = v.sides.find((x) => x.id === f.side)?.name;
    return side ? `${side}${side.endsWith('s') ? "'" : "'s"} ${f.label}` : f.label;
  }

  private refuse(line: string): Result<void> {
    this.say(line, true);
    return err(line);
  }

  /** A command from the person at the screen. */
  private send(command: unknown): Result<void> {
    if (command === undefined) return this.refuse('the game could not make that command');
    if (!this.humanTurn()) return this.refuse('wait: the other side is acting');
    let res: Applied;
    try {
      res = this.session.apply(command, 'human');
    } catch (e) {
      res = { ok: false, error: `the rules failed on this command (${String(e)}); nothing was changed` };
    }
    if (!res.ok) return this.refuse(`${this.ruleset.play.label(command)}: ${res.error}`);
    this.pending = undefined;
    this.message = { text: '', error: false };
    // The selection stays while its figure may still be picked (a second order of the same figure).
    if (this.selected && !this.selectable().includes(this.selected)) this.selected = undefined;
    this.after(res);
    return ok(undefined);
  }

  private after(res: Applied & { ok: true }): void {
    this.log.add(res.events);
    if (this.session.over || this.session.waitingFor() === 'human') this.autosave();
    this.emit('step');
  }

  /** One computer (or scripted) command when one is due; the scene calls this every frame with its clock. */
  tick(now: number): boolean {
    if (this.stuck || this.session.over) return false;
    const who = this.session.waitingFor();
    if (who !== 'ai' && who !== 'script') return false;
    if (now - this.lastComputer < this.pace) return false;
    this.lastComputer = now;
    return this.stepComputer();
  }

  stepComputer(): boolean {
    let res: Applied | null;
    try {
      res = this.session.playComputer();
    } catch (e) {
      res = { ok: false, error: `the computer's move failed (${String(e)})` };
    }
    if (!res) return false;
    if (!res.ok) {
      this.stuck = res.error;
      this.say(`${res.error}. The game can't go on from here: undo, or save the replay to report it.`, true);
      return false;
    }
    this.after(res);
    return true;
  }

  undo(): boolean {
    if (!this.session.undo()) {
      this.say('Nothing to undo: no choice of yours since the battle began.', true);
      return false;
    }
    this.log = buildLog(this.session, (id) => this.sideName(id));
    this.stuck = undefined;
    this.pending = undefined;
    this.selected = undefined;
    this.autosave();
    this.message = { text: 'Undone: back to your last choice.', error: false };
    this.emit('step');
    return true;
  }

  autosave(): void {
    // A lesson never takes the place of the person's own battle in the autosave.
    if (this.store && !this.lesson) writeAutosave(this.store, this.session, this.title);
  }

  scenarioText(): string {
    return fileText(scenarioDocument(this.session));
  }

  replayText(): string {
    return fileText(replayDocument(this.session));
  }

  /** How it ended, in words: the game's own after-battle page, or its outcome with the sides' names. */
  end(): BoardEnd | undefined {
    if (!this.session.over) return undefined;
    const page = this.safe<AfterBattlePage | undefined>(
      () => this.ruleset.view?.afterBattle?.(this.session.state, this.session.need),
      undefined,
    );
    if (page) {
      const title = page.winner ? `Won by ${this.sideName(page.winner)}` : page.title;
      // A detail that only repeats the side's name ("Soldiers (soldiers)") is left out.
      const rows = page.sides.map((s) => {
        const name = this.sideName(s.id);
        const detail = s.detail && !name.toLowerCase().startsWith(s.detail.toLowerCase()) ? ` (${s.detail})` : '';
        return `${name}${detail}: ${s.count}`;
      });
      return { title, tone: page.tone, text: page.text, rows };
    }
    const o = this.safe<Outcome | undefined>(() => this.ruleset.outcome(this.session.state), undefined);
    const need = this.session.need as RulesetNeed;
    const winner = o?.winner ?? (need.kind === 'ended' ? need.winner : undefined);
    const turns = o?.turns ?? this.ruleset.turnOf(this.session.state);
    const why = need.kind === 'turnLimit' ? 'the turn limit was reached' : 'the battle is over';
    const rows = o
      ? this.view().sides.map((s) => {
          const n = o.lost[s.id] ?? 0;
          return `${s.name}: ${n === 0 ? 'nobody lost' : `${n} ${n === 1 ? 'figure' : 'figures'} lost`}`;
        })
      : [];
    return {
      title: winner ? `Won by ${this.sideName(winner)}` : 'No winner',
      tone: 'neutral',
      text: `After ${turns} ${turns === 1 ? 'turn' : 'turns'}: ${why}.`,
      rows,
    };
  }

  /** A board part that throws is a defect of the game: the table goes on with the fallback and says so. */
  private safe<T>(run: () => T, fallback: T): T {
    try {
      return run();
    } catch (e) {
      this.message = { text: `the game's table part failed (${String(e)})`, error: true };
      return fallback;
    }
  }
}
