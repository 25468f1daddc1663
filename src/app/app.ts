// The hub between the screen and the rules: holds the battle being played (a Session), its log, the
// player's settings and messages, and the autosave; the scenes and panels listen to it and call it.
// Replays are watched through the same hub: a cursor over the battle's history, stepped either way.
// No Phaser and no DOM here (storage is passed in), so the whole flow can be tested in Node.
import {
  autosaveSummary,
  autosaveText,
  readAutosave,
  writeAutosave,
  type KeyValueStore,
  type SaveSummary,
} from './autosave';
import { fileText, readGameFile, replayDocument, scenarioDocument, sessionFromFile } from './gameFile';
import { unknownFieldsNote } from './fileWords';
import type { LogModel } from '../core/rulesetView';
import { buildBattleScenario, DEFAULT_OPTIONS, type BattleOptions } from './newBattle';
import { withOwnDice } from './dice/ownDice';
import { Session } from './session';
import type { BoardLesson } from './board/lesson';
import { asChainReaction, CHAIN_REACTION } from './crSession';
import type { Bundled } from '../rulesets/bundled';
import type { AnyRuleset, CommandOf, EventOf, NeedOf, ScenarioOf, StateOf } from '../core/ruleset';
import type { Applied } from './session';
import { loadGame, markLoaded, rulesOfText } from '../rulesets/catalog';
import {
  campaignFromFile,
  finishEncounter,
  loadCampaign,
  nextSeed,
  playingNow,
  rosterFile,
  saveCampaign,
  startCampaign,
  unfinish,
  type Campaign,
  type NewCampaign,
} from './campaign';
import type { TableKind } from '../scenario/vocab';
import { addPartner, campaignMembers, sharedEncounter } from './players/campaignPlayers';
import { err, ok, type Result } from '../core/result';
import { loadSettings, saveSettings, type Settings } from './settings';
import { HotSeat } from './players/hotSeat';
import { playersOf, SOLO, type Players } from './players/players';
import { buildScenarioFor, type PlayChoice } from './players/setup';

export type Listener<E = EventOf<Bundled>> = (what: AppChange<E>) => void;

export type AppChange<E = EventOf<Bundled>> =
  | { kind: 'battle' }
  | { kind: 'events'; events: E[]; by: 'human' | 'ai' | 'script' | 'replay' }
  | { kind: 'rewind' }
  | { kind: 'message' }
  | { kind: 'settings' };

/**
 * A lesson being played on the table (src/app/lessons): it sees every command of the player's first and may
 * refuse it with one line (shown in its own panel); such a battle is not autosaved and has no after-battle page.
 */
export interface Practice<R extends AnyRuleset = Bundled> {
  /** The command to run (the same one, or the lesson's own answer for a spot clicked near it), or why not. */
  gate(cmd: CommandOf<R>): Result<CommandOf<R>>;
  /** The figures the lesson's current step points at, ringed on the table. */
  figures(): readonly string[];
  /** The places the current step asks for (reached within `within` inches), marked on the table. */
  marks?(): readonly { at: [number, number]; within: number; from?: [number, number] }[];
  /** While true the computer's side waits (a lesson past its last order, on its closing questions). */
  holdsComputer?(): boolean;
}

export interface Message {
  text: string;
  error: boolean;
}

/**
 * Starting, loading or continuing a battle must end in a battle or in one line for the menu: a failure
 * inside the rules or the screen is turned into that line (naming what failed) rather than lost in the
 * console with nothing on the page.
 */
function guarded<T>(what: string, run: () => Result<T>): Result<T> {
  try {
    return run();
  } catch (e) {
    const why =
      e instanceof Error
        ? e.message
        : ((e as { constructor?: { name?: string } } | null)?.constructor?.name ?? String(e));
    return err(
      `error: ${what}: the game failed while setting it up (${why}). Try another seed or file, and please report this one.`,
    );
  }
}

/** Saved at every activation and at the end (Chain Reaction's event names; any game saves when asked or over). */
function isSaveMoment(e: unknown): boolean {
  const type = (e as { type?: unknown } | null)?.type;
  return type === 'activate' || type === 'endActivation' || type === 'end';
}

/** The log of a game whose view has none (or of no game). */
function emptyLog<E>(): LogModel<E> {
  const groups: LogModel<E>['groups'] = [];
  return { groups, add: () => undefined, lines: () => [] };
}

/**
 * The hub, typed by the game it plays (`R`, the bundled Chain Reaction unless given): the ruleset comes to the
 * constructor and every battle the app builds itself (new battle, campaign encounter) is checked and played by
 * it. The new-battle screen and the campaign still make Chain Reaction's files (newBattle.ts, campaign.ts):
 * with another ruleset they refuse with one line.
 */
export class App<R extends AnyRuleset = Bundled> {
  session?: Session<R>;
  title = '';
  log: LogModel<EventOf<R>> = emptyLog();
  settings: Settings;
  message: Message = { text: '', error: false };
  /** In a replay: the history entry shown. Undefined while playing. */
  cursor?: number;
  /** Set when the computer's side could not go on (a refused or failing command): it is not retried. */
  stuck?: string;
  /** The campaign kept in the browser, if one is under way. */
  campaign?: Campaign;
  /** Who plays at this screen (from the battle's file) and, head to head, who sits at it now. */
  hotSeat = new HotSeat(SOLO);
  /** Set while a lesson is played (see Practice). */
  practice?: Practice<R>;
  /**
   * Where a battle of another game with a plain table (its ruleset's `board`) goes: the page sets it to the
   * board host (src/app/board). Chain Reaction's battles stay here, on its own table.
   */
  /** `note`: a line for the table's message line once it is up (a loaded file's ignored fields). */
  plainTable?: (session: Session, title: string, lesson?: BoardLesson, note?: string) => void;
  private listeners: Listener<EventOf<R>>[] = [];
  readonly ruleset: R;

  constructor(
    readonly store?: KeyValueStore,
    ruleset?: R,
  ) {
    // Without one, the game bundled with the page (R's default, Bundled, is its type).
    this.ruleset = ruleset ?? (CHAIN_REACTION as unknown as R);
    this.settings = loadSettings(store);
    this.campaign = loadCampaign(store);
    // The app's own game's code comes with the page while the table is its own; other games load when chosen.
    markLoaded(this.ruleset);
  }

  on(l: Listener<EventOf<R>>): () => void {
    this.listeners.push(l);
    return () => {
      this.listeners = this.listeners.filter((x) => x !== l);
    };
  }

  private emit(c: AppChange<EventOf<R>>): void {
    for (const l of [...this.listeners]) l(c);
  }

  get replaying(): boolean {
    return this.cursor !== undefined;
  }

  /** The state on the table: the live one, or the replay's. */
  view(): StateOf<R> | undefined {
    if (!this.session) return undefined;
    if (this.cursor === undefined) return this.session.state;
    return this.session.history[this.cursor]!.state;
  }

  need(): NeedOf<R> | undefined {
    if (!this.session) return undefined;
    if (this.cursor === undefined) return this.session.need;
    return this.session.history[this.cursor]!.need;
  }

  /** Whether the person at the screen is being asked for something now (head to head: the right one, seated). */
  humanTurn(): boolean {
    return (
      !!this.session &&
      !this.replaying &&
      this.session.waitingFor() === 'human' &&
      !this.hotSeat.due(this.session) &&
      !this.hotSeat.undoAsk
    );
  }

  get players(): Players {
    return this.hotSeat.players;
  }

  /** Head to head: the named player has taken the screen; the table is shown again. */
  takeSeat(name: string): void {
    this.hotSeat.confirm(name);
    this.emit({ kind: 'message' });
  }

  say(text: string, error = false): void {
    this.message = { text, error };
    this.emit({ kind: 'message' });
  }

  setSettings(s: Settings): void {
    this.settings = s;
    saveSettings(this.store, s);
    this.emit({ kind: 'settings' });
  }

  private rebuildLog(upTo?: number): void {
    const s = this.session;
    const log = s?.ruleset.view?.log(() => s.state) ?? emptyLog();
    if (s) {
      const entries = s.history;
      const end = upTo ?? entries.length - 1;
      // A step stopped by a question is logged in full once answered; the opening entry's set-up is told at once.
      for (let i = 0; i <= end && i < entries.length; i++)
        if (!s.asking(i) || !entries[i]!.step) log.add(entries[i]!.events);
    }
    this.log = log;
  }

  start(session: Session<R>, title: string, replay = false, practice?: Practice<R>): void {
    this.practice = practice;
    this.session = session;
    // A new battle, a loaded file or the autosave: its players come with its file; nobody is seated yet.
    this.hotSeat = new HotSeat(replay ? SOLO : playersOf(session.source));
    this.stuck = undefined;
    this.title = title;
    this.cursor = replay ? 0 : undefined;
    this.rebuildLog(this.cursor);
    this.message = { text: '', error: false };
    this.emit({ kind: 'battle' });
    if (!replay) {
      this.autosave();
      this.settleCampaign();
    }
  }

  /**
   * Resolves once the game's parts left out of the first paint are here (its ruleset's `load`: Chain Reaction's
   * table words); a failed fetch (offline) is one line for the menu. The menu awaits it before a battle starts.
   */
  async ready(): Promise<Result<void>> {
    try {
      await this.ruleset.load?.();
      return ok(undefined);
    } catch (e) {
      return err(`error: the table's words could not be fetched (${e instanceof Error ? e.message : String(e)})`);
    }
  }

  /** Runs `start` (a new battle, a campaign encounter) once the game is ready (see ready). */
  async whenReady<T>(start: () => Result<T>): Promise<Result<T>> {
    const r = await this.ready();
    return r.ok ? start() : r;
  }

  /** A new battle from the menu's choices. */
  newBattle(opts: BattleOptions, play?: PlayChoice): Result<void> {
    return guarded(`new ${opts.kind} "${opts.seed}"`, () => this.openBattle(opts, play));
  }

  private openBattle(opts: BattleOptions, play?: PlayChoice): Result<void> {
    const source = withOwnDice(buildScenarioFor(opts, play), !!opts.ownDice);
    const v = this.ruleset.scenario.check(source);
    if (!v.ok) return err(`error: ${v.error.path || 'new battle'}: ${v.error.message}`);
    const kind = `${opts.kind[0]!.toUpperCase()}${opts.kind.slice(1)}`;
    this.start(this.ownSession(v.value as ScenarioOf<R>, source), `${kind} "${opts.seed}"`);
    return ok(undefined);
  }

  /** A scenario or replay file's text: a scenario is played from its start, a replay is watched. */
  importFile(text: string, name: string): Result<{ kind: 'scenario' | 'replay' }> {
    return guarded(name || 'file', () => this.openFile(text, name));
  }

  private openFile(text: string, name: string): Result<{ kind: 'scenario' | 'replay' }> {
    const file = readGameFile(text, name);
    if (!file.ok) return file;
    const res = sessionFromFile(file.value, name);
    if (!res.ok) return res;
    // Misspelt fields: the file plays, and the message line says what was left out (the sim's warnings).
    const note = unknownFieldsNote(file.value.unknown);
    // A replay of such a game opens at its end, to be played on.
    if (this.toPlainTable(res.value, name, note)) return ok({ kind: file.value.kind });
    const own = this.asOwn(res.value);
    if (!own.ok) return own;
    this.start(own.value, name, file.value.kind === 'replay');
    if (note) this.say(note);
    return ok({ kind: file.value.kind });
  }

  /**
   * A file's text read after its game's code is loaded (a dynamic import on first use): what the page's
   * "Choose a file" calls. The same as importFile once loaded.
   */
  async openFileText(text: string, name: string): Promise<Result<{ kind: 'scenario' | 'replay' }>> {
    const loaded = await loadGame(rulesOfText(text));
    if (!loaded.ok) return err(`error: ${loaded.error.path}: ${loaded.error.message}`);
    return this.whenReady(() => this.importFile(text, name));
  }

  /** Hands a battle of a game with a plain table to it (see plainTable); false for the app's own game's. */
  private toPlainTable(session: Session, title: string, note?: string): boolean {
    if (session.ruleset.name === this.ruleset.name || !session.ruleset.board || !this.plainTable) return false;
    this.plainTable(session, title, undefined, note);
    return true;
  }

  savedGame(): SaveSummary | undefined {
    return this.store ? autosaveSummary(this.store) : undefined;
  }

  continueSaved(): Result<void> {
    const store = this.store;
    if (!store) return err('error: autosave: no storage in this browser');
    return guarded('autosave', () => {
      const res = readAutosave(store);
      if (!res.ok) return res;
      if (this.toPlainTable(res.value.session, res.value.title)) return ok(undefined);
      const own = this.asOwn(res.value.session);
      if (!own.ok) return own;
      this.start(own.value, res.value.title);
      return ok(undefined);
    });
  }

  /** The same as continueSaved, once the saved game's code is loaded (what the menu's Continue calls). */
  async continueSavedLoaded(): Promise<Result<void>> {
    const text = this.store ? autosaveText(this.store) : undefined;
    if (text) {
      const loaded = await loadGame(rulesOfText(text));
      if (!loaded.ok) return err(`error: ${loaded.error.path}: ${loaded.error.message}`);
    }
    return this.whenReady(() => this.continueSaved());
  }

  private autosave(): void {
    if (this.store && this.session && !this.replaying && !this.practice)
      writeAutosave(this.store, this.session, this.title);
  }

  private applied(res: Applied<EventOf<R>>, by: 'human' | 'ai' | 'script'): Applied<EventOf<R>> {
    if (!res.ok) return res;
    // A refusal belongs to the moment it was made: once the computer plays on, it is stale (play-test 15a, 4:
    // "the path is blocked" from turn 3 still shown on turn 6 after Watch).
    if (by !== 'human' && this.message.error) this.say('');
    this.settleCampaign();
    // A command stopped by a question is run again in full once it is answered: its events are logged then.
    if (!this.session?.asking()) this.log.add(res.events);
    // Saved at every activation and whenever the player is asked: a reload never loses a turn.
    if (res.events.some((e) => isSaveMoment(e)) || this.session?.waitingFor() === 'human' || this.session?.over)
      this.autosave();
    this.emit({ kind: 'events', events: res.events, by });
    return res;
  }

  /** A command from the person at the screen. */
  send(cmd: CommandOf<R>): Applied<EventOf<R>> {
    if (!this.session) return { ok: false, error: 'no battle' };
    if (this.replaying) return { ok: false, error: 'this is a replay: take over to play from here' };
    if (!this.humanTurn()) return { ok: false, error: 'wait: the other side is acting' };
    // A lesson's refusal is shown in its own panel; nothing reaches the engine.
    const gated = this.practice ? this.practice.gate(cmd) : ok(cmd);
    if (!gated.ok) return gated;
    cmd = gated.value;
    let res: Applied<EventOf<R>>;
    try {
      res = this.session.apply(cmd, 'human');
    } catch (e) {
      res = { ok: false, error: `the rules engine failed on this command (${String(e)}); nothing was changed` };
    }
    if (!res.ok) {
      const s = this.session;
      this.say(s.ruleset.view?.refusal?.(s.state, cmd, res.error) ?? res.error, true);
    } else this.message = { text: '', error: false };
    return this.applied(res, 'human');
  }

  /**
   * Hands a side to the computer (Watch) or takes it back, at any moment of a battle: a command of its own
   * in the game's steps, so a replay keeps it. An open question of that side is then the computer's to answer.
   */
  setControl(side: string, control: 'human' | 'ai'): Applied<EventOf<R>> {
    if (!this.session || this.replaying || this.session.over) return { ok: false, error: 'no battle under way' };
    const res = this.session.setControl(side, control);
    if (!res.ok) this.say(res.error, true);
    else {
      this.stuck = undefined;
      if (this.message.error) this.say('');
    }
    return this.applied(res, 'human');
  }

  /** One command of a computer-played or scripted side, when one is due. */
  stepComputer(): Applied<EventOf<R>> | null {
    if (!this.session || this.replaying || this.stuck) return null;
    if (this.practice?.holdsComputer?.()) return null;
    const who = this.session.waitingFor();
    let res: Applied<EventOf<R>> | null;
    try {
      res = this.session.playComputer();
    } catch (e) {
      res = { ok: false, error: `the computer's move failed (${String(e)})` };
    }
    if (!res) return null;
    if (!res.ok) {
      this.stuck = res.error;
      this.say(`${res.error}. The game can't go on from here: undo, or save the replay to report it.`, true);
      return res;
    }
    return this.applied(res, who === 'script' ? 'script' : 'ai');
  }

  /** Head to head: an undo waits for the other player; `agree` answers it. Otherwise undo at once. */
  undo(): boolean {
    const ask = this.session && !this.replaying ? this.hotSeat.askFor(this.session) : undefined;
    if (ask) {
      this.hotSeat.undoAsk = ask;
      this.emit({ kind: 'message' });
      return false;
    }
    return this.undoNow();
  }

  answerUndo(agree: boolean): void {
    const ask = this.hotSeat.undoAsk;
    if (!ask) return;
    this.hotSeat.undoAsk = undefined;
    if (agree) this.undoNow();
    else this.say(`${ask.agreeBy} did not agree: nothing was taken back.`);
  }

  private undoNow(): boolean {
    if (this.practice) {
      this.say('A lesson is not undone step by step: the lesson panel can start it again.', true);
      return false;
    }
    if (!this.session || this.replaying || !this.session.undo()) {
      this.say('Nothing to undo: no command of yours since the battle began.', true);
      return false;
    }
    this.rebuildLog();
    this.stuck = undefined;
    this.autosave();
    if (this.campaign) this.setCampaign(unfinish(this.campaign, this.battleSeed(), this.session.over));
    this.say('Undone: back to your last choice.');
    this.emit({ kind: 'rewind' });
    return true;
  }

  /** Replay: move the cursor; forward steps report their events (for the animations). */
  stepReplay(delta: number): void {
    const s = this.session;
    if (!s || this.cursor === undefined) return;
    const to = Math.max(0, Math.min(s.history.length - 1, this.cursor + delta));
    if (to === this.cursor) return;
    const forward = to === this.cursor + 1;
    this.cursor = to;
    if (forward) {
      const events = s.asking(to) ? [] : s.history[to]!.events;
      this.log.add(events);
      this.emit({ kind: 'events', events, by: 'replay' });
    } else {
      this.rebuildLog(to);
      this.emit({ kind: 'rewind' });
    }
  }

  /** Leaves the replay and plays on from the moment shown (later steps are dropped). */
  takeOver(): void {
    const s = this.session;
    if (!s || this.cursor === undefined) return;
    const file = readGameFile(fileText(replayDocument(s)), 'replay');
    if (!file.ok) return;
    const at = this.cursor;
    const res = guarded('take over', () => {
      const r = sessionFromFile(file.value, 'replay', at);
      const own = r.ok ? this.asOwn(r.value) : r;
      if (own.ok) this.start(own.value, `${this.title} (taken over)`);
      return own;
    });
    if (!res.ok) this.say(res.error, true);
  }

  private battleSeed(): string {
    const seed = this.session?.source.seed;
    return typeof seed === 'string' ? seed : '';
  }

  private setCampaign(c: Campaign | undefined): void {
    if (c === this.campaign) return;
    this.campaign = c;
    saveCampaign(this.store, c);
  }

  /** Once the campaign's encounter is over, its after-battle steps run (once). */
  private settleCampaign(): void {
    const s = this.session;
    if (!this.campaign || !s || this.replaying || this.practice) return;
    // The campaign is Chain Reaction's (campaign.ts): another game's battle leaves it as it is.
    const cr = asChainReaction(s);
    if (!cr.ok) return;
    this.setCampaign(finishEncounter(this.campaign, this.battleSeed(), cr.value.state, s.over));
  }

  /** The after-battle steps of the battle on the table, when it was the campaign's. */
  campaignReport(): string[] | undefined {
    const last = this.campaign?.last;
    return last && last.seed === this.battleSeed() ? last.lines : undefined;
  }

  beginCampaign(opts: NewCampaign): Result<{ lines: string[] }> {
    const r = startCampaign(opts);
    if (!r.ok) return r;
    this.setCampaign(r.value.campaign);
    return ok({ lines: r.value.lines });
  }

  loadRoster(text: string, name: string): Result<void> {
    const r = campaignFromFile(text, name);
    if (!r.ok) return r;
    this.setCampaign(r.value);
    return ok(undefined);
  }

  /** Same side: another player joins the campaign with a Star and group of their own. */
  addCampaignPlayer(opts: {
    first?: string;
    player: string;
    star: string;
    rep: number;
    seed: string;
  }): Result<{ lines: string[] }> {
    const c = this.campaign;
    if (!c) return err('error: campaign: there is no campaign under way');
    const r = addPartner(c, opts);
    if (!r.ok) return r;
    this.setCampaign(r.value.campaign);
    return ok({ lines: r.value.lines });
  }

  exportRoster(): string {
    return this.campaign ? rosterFile(this.campaign) : '';
  }

  endCampaign(): void {
    this.setCampaign(undefined);
  }

  /** The campaign's next encounter, with the roster as the player's group; `deploy` false: the computer places it. */
  campaignEncounter(
    kind: 'patrol' | 'raid' | 'defend',
    terrain: TableKind,
    light: 'day' | 'night',
    watch: boolean,
    salt: string,
    deploy = true,
  ): Result<void> {
    const c = this.campaign;
    if (!c) return err('error: campaign: there is no campaign under way');
    if (c.roster.over) return err('error: campaign: the Star is gone, so the campaign is over; start a new one');
    return guarded(`campaign ${kind}`, () => this.openEncounter(c, kind, terrain, light, watch, salt, deploy));
  }

  private openEncounter(
    c: Campaign,
    kind: 'patrol' | 'raid' | 'defend',
    terrain: TableKind,
    light: 'day' | 'night',
    watch: boolean,
    salt: string,
    deploy: boolean,
  ): Result<void> {
    const seed = nextSeed(c, salt);
    // Same side: every player's roster takes the field, each as a group of its own. "Your own dice", as last
    // chosen on the new-battle screen, holds for the campaign's encounters too. The players set their groups up
    // first unless the campaign card's Set up box is unticked, as on the menu; watching, the computer places them.
    const source = withOwnDice(
      sharedEncounter(
        c,
        buildBattleScenario(
          { ...DEFAULT_OPTIONS, kind, seed, playerForce: c.roster.force, terrain, light, watch, deploy },
          campaignMembers(c),
        ),
      ),
      !!this.settings.ownDice,
    );
    const v = this.ruleset.scenario.check(source);
    if (!v.ok) return err(`error: ${v.error.path || 'campaign'}: ${v.error.message}`);
    // The battle is set going before the campaign marks it under way: a failed start leaves the campaign as it was.
    const session = this.ownSession(v.value as ScenarioOf<R>, source);
    this.setCampaign(playingNow(c, seed));
    const name = `${kind[0]!.toUpperCase()}${kind.slice(1)}`;
    this.start(session, `Campaign encounter ${c.roster.encounters + 1}: ${name}${watch ? ' (watching)' : ''}`);
    return ok(undefined);
  }

  /** A battle the app built itself (the new-battle screen, a campaign's encounter), of the app's own game. */
  private ownSession(scenario: ScenarioOf<R>, source: Record<string, unknown>): Session<R> {
    return new Session(this.ruleset, scenario, source);
  }

  /** A loaded session as the app's own game's, or one line saying this table does not draw that game. */
  private asOwn(session: Session): Result<Session<R>> {
    if (session.ruleset.name !== this.ruleset.name)
      return err(`error: rules: this table draws only ${this.ruleset.title} so far, not ${session.ruleset.title}`);
    return ok(session as Session<R>);
  }

  exportScenario(): string {
    return this.session ? fileText(scenarioDocument(this.session)) : '';
  }

  exportReplay(): string {
    return this.session ? fileText(replayDocument(this.session)) : '';
  }
}
