// The app soak's player: a seeded random "human" who plays new battles through the same App, Controller
// and order helpers the browser uses (src/app/*), not the engine alone. It starts a battle from the
// menu's choices, clicks and drags figures, uses every order the order bar offers, answers every question
// every way the dialogs allow (the In Sight 2" steps picked on the table too), undoes and replays,
// saves and reloads (autosave, and export + import + take over) and plays on. After every step it checks
// what must always hold and records a finding for anything that breaks. Deterministic: a case number
// gives the same battle and the same clicks every time, so a finding replays from its seed.
import seedrandom from 'seedrandom';
import { App } from '../../src/app/app';
import { Controller } from '../../src/app/controller';
import { BATTLE_KINDS, type BattleOptions } from '../../src/app/newBattle';
import { sendCommand, sendFromTable, sendGroupMove } from '../../src/app/orders';
import { eventsBeforeQuestion, inSightPreview } from '../../src/rulesets/chain-reaction/view/decisionPreview';
import { blastPreview } from '../../src/rulesets/chain-reaction/view/preview/blast';
import { movePreview } from '../../src/rulesets/chain-reaction/view/preview/move';
import { chargePreview } from '../../src/rulesets/chain-reaction/view/preview/charge';
import { sightPreview } from '../../src/rulesets/chain-reaction/view/preview/sight';
import { stepPreview } from '../../src/rulesets/chain-reaction/view/preview/step';
import { NeedDecision, type DecisionRequest } from '../../src/rulesets/chain-reaction/engine/decisions';
import type { Command, DecisionChoice } from '../../src/rulesets/chain-reaction/engine/commands';
import type { GameEvent } from '../../src/rulesets/chain-reaction/engine/events';
import type { GameState } from '../../src/rulesets/chain-reaction/state';
import { isActiveStatus } from '../../src/rulesets/chain-reaction/engine/world';
import { BASE_RADIUS, type Vec } from '../../src/geometry/shapes';
import { STATUSES } from '../../src/rulesets/chain-reaction/status';
import { FORCES, type Force, type TableKind } from '../../src/scenario/vocab';
import { brokenInvariant } from './check';
import { memoryStore } from '../app/helpers';
import { validateScenario } from '../../src/rulesets/chain-reaction/scenario/validate';
import { startingState } from '../../src/rulesets/chain-reaction/start';
import { chainReactionView } from '../../src/rulesets/chain-reaction/view';
import { useView } from '../../src/rulesets/chain-reaction/view/lazy';

// The table's words in place, as the page has them before any battle starts (the app awaits them) and as the test
// set-up does: run from tsx (appSoakMain.ts), the app had none, took far fewer orders and played other games than
// the same case under vitest (case 88000981: 7 orders in 40 steps, 40 orders with the words).
useView(chainReactionView);

/**
 * What a finding is about. The `known*` kinds are bugs other helpers own (issue 10); the soak reports
 * them under their own names so a test can hold them apart (see KNOWN in appSoak.test.ts).
 */
export type FindingKind =
  | 'exception'
  | 'engineFailed'
  | 'computerStuck'
  | 'invariant'
  | 'dice'
  | 'undoRedo'
  | 'roundTrip'
  | 'autosave'
  /** (a) trust-flow: NeedDecision thrown while a new battle is set up. */
  | 'knownStartNeedDecision'
  /** (b) trust-ui: an In Sight question ("before the test") with no In Sight test after it. */
  | 'knownQuestionWithoutTest'
  /** (b) trust-ui: an order mode (retrieve, throw, charge) still on after its order went through. */
  | 'knownModeStaysOn'
  /** (b) trust-ui: the grenade preview lists a figure that is out of the fight, dead, captured or gone. */
  | 'knownPreviewListsDown'
  /** (c) trust-flow: a computer side with fighters that only ends its activations, turn after turn. */
  | 'knownStandOff'
  /** (d) wording: a log line or question with an internal word, null/undefined/NaN, or over-long inches. */
  | 'knownBadText'
  /**
   * Bases never overlap on a table (issue 19): two figures on the very same spot, or a walk that ended with its
   * base over another's (fallen figures too) though both stood there before the step (geometry-groups.md).
   */
  | 'stacked';

export interface Finding {
  kind: FindingKind;
  step: number;
  detail: string;
}

export interface AppCase {
  index: number;
  opts: BattleOptions;
}

export interface PlayOptions {
  /** Steps (one human action or one computer command each) before the battle is left. */
  steps: number;
  /** Turns a computer side may pass in a row, with fighters on the table, before it counts as a stand-off. */
  standOffTurns?: number;
}

export interface PlayResult {
  case: AppCase;
  steps: number;
  orders: number;
  questions: number;
  undos: number;
  reloads: number;
  /** Questions answered, by kind and answer ("freeWill:roll", "inSightStep:spot", "inSightExtra:0"...). */
  answered: Record<string, number>;
  ended: boolean;
  findings: Finding[];
}

const TERRAINS: readonly TableKind[] = ['random', 'clear', 'urban', 'wooded', 'mountain'];
const LIGHTS = ['day', 'night'] as const;

/**
 * Case `i`: kind × terrain × light × player force cycle together (200 combinations), the rest (seed,
 * group sizes, Star Rep, enemy force) come from the case's own seeded generator; every tenth is watched.
 */
export function appCase(i: number, base = 'app'): AppCase {
  const r = seedrandom.alea(`app-case:${base}:${i}`);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)]!;
  let k = i;
  const kind = BATTLE_KINDS[k % 4]!;
  k = Math.floor(k / 4);
  const terrain = TERRAINS[k % 5]!;
  k = Math.floor(k / 5);
  const light = LIGHTS[k % 2]!;
  k = Math.floor(k / 2);
  const playerForce = FORCES[k % 5]! as Force;
  const opts: BattleOptions = {
    kind,
    terrain,
    light,
    playerForce,
    seed: `${base}-${i}-${Math.floor(r() * 1e6).toString(36)}`,
    enemyForce: r() < 0.3 ? 'random' : pick(FORCES),
    groupSize: 1 + Math.floor(r() * 8),
    starRep: pick([4, 5, 6]),
    enemySize: pick(['match', 2, 3, 4, 5, 6, 8] as const),
    // One battle in ten is watched (the menu's Watch box): the computer plays both sides.
    ...(i % 10 === 9 ? { watch: true } : {}),
  };
  return { index: i, opts };
}

/** JSON with sorted keys: two states are the same game when these strings are equal. */
export function canon(v: unknown): string {
  return JSON.stringify(v, (_k, x: unknown) =>
    x && typeof x === 'object' && !Array.isArray(x)
      ? Object.fromEntries(
          Object.entries(x as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
        )
      : x,
  );
}

/** Words from inside the code that must never reach the screen (issue 10, "Untrue explanations"). */
const BAD_TEXT: { re: RegExp; what: string }[] = [
  { re: /\bnull\b|\bundefined\b|\bNaN\b/, what: 'null/undefined/NaN' },
  {
    re: /\b(tooLow|playerDestroyed|outOfTheFight|obviouslyDead|carryOn|duckBack|hunkerDown|inSightExtra|inSightStep|inSightTarget|freeWill|cheatDeath|fastMove|offTable)\b/,
    what: 'an internal identifier',
  },
  { re: /\d\.\d{2,}"/, what: 'inches with more than one decimal' },
];

export function badText(text: string): string | undefined {
  for (const b of BAD_TEXT) if (b.re.test(text)) return `${b.what} in "${text.slice(0, 160)}"`;
  return undefined;
}

const clampIn = (v: number): number => Math.min(35.6, Math.max(0.4, v));
const r2 = (v: number): number => Math.round(v * 100) / 100;

class Player {
  readonly r: () => number;
  app!: App;
  ctl!: Controller;
  store = memoryStore();
  findings: Finding[] = [];
  step = 0;
  orders = 0;
  questions = 0;
  undos = 0;
  reloads = 0;
  answered: Record<string, number> = {};
  /** The pending command whose step questions were answered "nobody else steps". */
  private noMoreSteps?: object;
  /** Kinds of question asked for the command now pending. */
  private asked = new Set<string>();
  private idleTurns = new Map<string, { turn: number; count: number; acted: boolean }>();
  private initial?: GameState;

  constructor(
    readonly c: AppCase,
    readonly opts: PlayOptions,
  ) {
    this.r = seedrandom.alea(`app-player:${c.opts.seed}`);
  }

  private rnd(n: number): number {
    return Math.floor(this.r() * n);
  }
  private pick<T>(xs: readonly T[]): T | undefined {
    return xs.length ? xs[this.rnd(xs.length)] : undefined;
  }
  private chance(p: number): boolean {
    return this.r() < p;
  }

  find(kind: FindingKind, detail: string): void {
    if (this.findings.some((f) => f.kind === kind)) return;
    this.findings.push({ kind, step: this.step, detail });
  }

  /** Wires a controller to an app as the table scene does: it refreshes after every change. */
  private attach(app: App): void {
    this.app = app;
    this.ctl = new Controller(app);
    app.on((ch) => {
      if (ch.kind !== 'message' && ch.kind !== 'settings') this.ctl.refresh();
    });
  }

  start(): boolean {
    this.attach(new App(this.store));
    try {
      const res = this.app.newBattle(this.c.opts);
      if (!res.ok) {
        this.find('exception', `new battle refused: ${res.error}`);
        return false;
      }
    } catch (e) {
      if (e instanceof NeedDecision)
        this.find(
          'knownStartNeedDecision',
          `NeedDecision thrown while starting: ${e.request.kind} for ${e.request.figure}`,
        );
      else this.find('exception', `new battle threw: ${errText(e)}`);
      return false;
    }
    this.initial = this.app.session!.state;
    return true;
  }

  get s(): GameState {
    return this.app.session!.state;
  }

  /** One step of the game: the computer's command, or the player's answer or order. */
  play(): boolean {
    const session = this.app.session!;
    if (session.over) return false;
    const who = session.waitingFor();
    if (who === 'ai' || who === 'script') return this.computer();
    if (who !== 'human') return false;
    if (session.need.kind === 'decision') return this.answer(session.need.decision);
    return this.order();
  }

  private computer(): boolean {
    const before = this.s;
    const need = this.app.session!.need;
    let res;
    try {
      res = this.app.stepComputer();
    } catch (e) {
      this.find('exception', `stepComputer threw: ${errText(e)}`);
      return false;
    }
    if (!res) {
      this.find('computerStuck', `the computer was due (${canon(need)}) but played nothing`);
      return false;
    }
    if (!res.ok) {
      this.find('computerStuck', res.error);
      return false;
    }
    this.afterStep(before, res.events);
    if (need.kind === 'command') this.watchStandOff(need.side, this.app.session!.steps.at(-1)!.command, before);
    return true;
  }

  /** A computer side that only passes, turn after turn, while it has fighters and the enemy has too. */
  private watchStandOff(side: string, cmd: Command, before: GameState): void {
    const limit = this.opts.standOffTurns;
    // A defender holding its ground is the Defend encounter working, not a stand-off.
    if (!limit || (this.c.opts.kind === 'defend' && side === 'player')) return;
    const w = this.idleTurns.get(side) ?? { turn: before.turn, count: 0, acted: false };
    if (w.turn !== before.turn) {
      w.count = w.acted ? 0 : w.count + 1;
      w.turn = before.turn;
      w.acted = false;
    }
    // Turning on the spot is not acting: the stand-offs seen had groups face about and end, turn after turn.
    if (cmd.do !== 'endActivation' && cmd.do !== 'turn') w.acted = true;
    this.idleTurns.set(side, w);
    const fighters = (sd: (x: string) => boolean) =>
      Object.values(this.s.figures).some((f) => sd(f.side) && isActiveStatus(f));
    if (w.count >= limit && fighters((x) => x === side) && fighters((x) => x !== side)) {
      this.find(
        'knownStandOff',
        `${side} has only ended its activations for ${w.count} turns (turn ${this.s.turn}) with fighters on both sides`,
      );
    }
  }

  /** Answers a question the way the dialog lets a player: any offered choice, any slider spot, any step. */
  private answer(d: DecisionRequest): boolean {
    this.questions++;
    const s = this.s;
    const pending = s.pending!;
    this.asked.add(d.kind);
    const bad = badText(d.text);
    if (bad) this.find('knownBadText', `question: ${bad}`);
    // What the dialog shows beside the question.
    try {
      eventsBeforeQuestion(s);
      if (d.kind === 'inSightExtra') this.ctl.decisionPreview = inSightPreview(s);
    } catch (e) {
      this.find('exception', `decision preview threw: ${errText(e)}`);
    }
    let choice: DecisionChoice;
    const o = d.options;
    if (Array.isArray(o)) choice = this.pick(o)!;
    else if ('inchesUpTo' in o) {
      // The dialog: "stop where it came into view", or the slider (0.05" steps) at any spot.
      const most = o.inchesUpTo;
      const slider = Math.min(most, Math.round((this.r() * most) / 0.05) * 0.05);
      choice = this.chance(0.25)
        ? 0
        : this.chance(0.3)
          ? Math.round(most * 1000) / 1000
          : Math.round(slider * 1000) / 1000;
    } else if (this.noMoreSteps === pending.command) choice = null;
    else {
      const roll = this.r();
      if (roll < 0.2) choice = null;
      else if (roll < 0.3) {
        this.noMoreSteps = pending.command;
        choice = null;
      } else {
        // A click on the table while the step is being picked (inside the circle, or outside: held to 2").
        this.ctl.stepPick = { figure: d.figure, from: o.from, reach: o.stepUpTo };
        const a = this.r() * Math.PI * 2,
          dd = this.r() * 3;
        const at: Vec = [clampIn(o.from[0] + Math.cos(a) * dd), clampIn(o.from[1] + Math.sin(a) * dd)];
        this.preview('step', () => stepPreview(s, this.ctl.stepPick!, at));
        const cmd = this.ctl.pointerUp(at, false);
        choice = cmd && cmd.do === 'decide' ? cmd.choice : null;
      }
    }
    this.ctl.decisionPreview = undefined;
    const how = Array.isArray(choice)
      ? 'spot'
      : d.kind === 'inSightExtra'
        ? choice === 0
          ? '0'
          : choice === (o as { inchesUpTo: number }).inchesUpTo
            ? 'all'
            : 'part'
        : String(choice);
    const key =
      d.kind === 'inSightTarget' ? `${d.kind}:${choice === d.fallback ? 'nearest' : 'other'}` : `${d.kind}:${how}`;
    this.answered[key] = (this.answered[key] ?? 0) + 1;
    const res = this.send({ do: 'decide', choice }, s);
    if (!res) return false;
    if (!res.ok) {
      this.find('engineFailed', `the answer ${canon(choice)} to "${d.text}" was refused: ${res.error}`);
      return false;
    }
    if (!this.s.pending) this.commandDone(res.events);
    return true;
  }

  /** A command has gone through in full: every question that promised a test must have been followed by it. */
  private commandDone(events: readonly GameEvent[]): void {
    const promised = this.asked.has('inSightExtra') || this.asked.has('inSightStep');
    // The answers themselves may leave nobody in sight (going on past cover, the group's steps): then the
    // engine says so with an inSightLost event instead of a test.
    const told = events.some((e) => (e.type === 'test' && e.test === 'inSight') || e.type === 'inSightLost');
    if (promised && !told) {
      this.find(
        'knownQuestionWithoutTest',
        `asked ${[...this.asked].join(', ')} "before the test", but no In Sight test followed`,
      );
    }
    this.asked.clear();
  }

  /** Sends a command the way the page does, with the checks after it. Undefined when the engine threw. */
  private send(
    cmd: Command,
    before: GameState,
  ): { ok: true; events: GameEvent[] } | { ok: false; error: string } | undefined {
    const res = sendCommand(this.app, cmd);
    return this.took(res, before);
  }

  private took(
    res: { ok: true; events: GameEvent[] } | { ok: false; error: string },
    before: GameState,
  ): { ok: true; events: GameEvent[] } | { ok: false; error: string } | undefined {
    if (!res.ok && /rules engine failed/.test(res.error)) {
      this.find('engineFailed', res.error);
      return undefined;
    }
    if (res.ok) this.afterStep(before, res.events);
    return res;
  }

  /** One thing a player does at the table when asked for an order. */
  private order(): boolean {
    const ctl = this.ctl;
    // Esc first if a mode is still on from before, as a player would.
    if (ctl.mode !== 'select') ctl.cancel();
    const roll = this.r();
    if (roll < 0.04 && this.app.session!.canUndo()) return this.undoRedo();
    if (roll < 0.06) return this.reload();
    const ids = [...ctl.orders().figures];
    const id = this.pick(ids);
    const before = this.s;
    if (!id) return this.sendOrder({ do: 'endActivation' }, before);
    // A click on the figure selects it.
    const at = this.s.figures[id]!.at;
    ctl.pointerDown(at, false);
    ctl.pointerUp(at, false);
    // Two figures never share a spot (see 'stacked'), so the click picks this one.
    const sel = ctl.selected ? this.s.figures[ctl.selected] : undefined;
    if (!sel || Math.hypot(sel.at[0] - at[0], sel.at[1] - at[1]) > 0.7) {
      this.find('exception', `a click on ${id} at (${at}) selected ${ctl.selected ?? 'nothing'}`);
      return false;
    }
    const enemies = Object.values(this.s.figures).filter(
      (f) => f.side !== this.s.figures[id]!.side && f.status !== 'offTable' && !f.carriedBy,
    );
    const a = this.r();
    if (a < 0.4) return this.drag(id, before);
    if (a < 0.55)
      return this.viaMode('fire', before, () => {
        const t = this.pick(enemies);
        if (!t) return undefined;
        this.preview('sight', () => sightPreview(this.s, ctl.world()!, this.s.figures[id]!, t));
        ctl.pointerUp(t.at, false);
        // Spread dice to others in the swath now and then, flip the swath, change the dice.
        for (let k = 0; k < 2 && this.chance(0.3); k++) {
          const o = this.pick(enemies);
          if (o) ctl.pointerUp(o.at, false);
        }
        if (this.chance(0.2)) ctl.flipSwath();
        const first = ctl.targets[0];
        if (first && this.chance(0.2)) ctl.setDice(first.figure, first.dice - 1);
        const cmd = ctl.fireCommand();
        return cmd;
      });
    if (a < 0.62) {
      const q = ctl.quick('grenade');
      if (q) return this.sendOrder(q, before);
      if (ctl.mode !== 'throw') return this.sendOrder({ do: 'endActivation' }, before);
      return this.viaMode(undefined, before, () => {
        const ang = this.r() * Math.PI * 2,
          d = this.r() * 7;
        const p: Vec = [clampIn(at[0] + Math.cos(ang) * d), clampIn(at[1] + Math.sin(ang) * d)];
        this.checkBlastPreview(id, p);
        return ctl.pointerUp(p, false);
      });
    }
    if (a < 0.67)
      return this.viaMode('charge', before, () => {
        const t = this.pick(enemies);
        if (t) this.preview('charge', () => chargePreview(this.s, this.s.figures[id]!, t));
        return t ? ctl.pointerUp(t.at, false) : undefined;
      });
    if (a < 0.72)
      return this.viaMode('turn', before, () =>
        ctl.pointerUp([clampIn(at[0] + this.r() * 10 - 5), clampIn(at[1] + this.r() * 10 - 5)], false),
      );
    if (a < 0.78)
      return this.viaMode('retrieve', before, () => {
        const down = Object.values(this.s.figures).filter((f) => f.status === 'outOfTheFight' && !f.carriedBy);
        const t = this.chance(0.8) ? this.pick(down) : this.pick(Object.values(this.s.figures));
        return t ? ctl.pointerUp(t.at, false) : undefined;
      });
    if (a < 0.84) {
      const q = ctl.quick('prone');
      return q ? this.sendOrder(q, before) : true;
    }
    if (a < 0.87) {
      const q = ctl.quick('reload');
      return q ? this.sendOrder(q, before) : true;
    }
    const q = ctl.quick('end');
    return q ? this.sendOrder(q, before) : true;
  }

  /** A mode from the order bar, then clicks; the order the clicks make is sent. */
  private viaMode(
    mode: 'fire' | 'charge' | 'turn' | 'retrieve' | undefined,
    before: GameState,
    clicks: () => Command | undefined,
  ): boolean {
    const ctl = this.ctl;
    if (mode) {
      if (mode === 'fire' && !ctl.can('fire')) return this.sendOrder({ do: 'endActivation' }, before);
      ctl.setMode(mode);
      if (ctl.mode !== mode) return true;
    }
    const usedMode = ctl.mode;
    const cmd = clicks();
    if (!cmd) {
      ctl.cancel();
      return true;
    }
    // A click in a mode goes through the table's own sender (which ends the mode when the order goes
    // through), not straight to the engine: checking the mode after a bare send tested the soak, not the app.
    const res = usedMode === 'fire' ? this.sendOrder(cmd, before) : this.sendOrder(cmd, before, true);
    if (this.lastOk && usedMode === 'fire') ctl.done();
    // The order went through: its mode must be over (issue 10, "Modes end when their order is done").
    if (
      this.lastOk &&
      (usedMode === 'retrieve' || usedMode === 'throw' || usedMode === 'charge') &&
      ctl.mode !== 'select'
    ) {
      this.find('knownModeStaysOn', `the ${usedMode} mode is still on after ${canon(cmd)} went through`);
    }
    return res;
  }

  private lastOk = false;

  private sendOrder(cmd: Command, before: GameState, fromTable = false): boolean {
    this.orders++;
    const res = fromTable
      ? this.took(sendFromTable(this.app, this.ctl, { cmds: [cmd] })!, before)
      : this.send(cmd, before);
    this.lastOk = !!res?.ok;
    if (!res) return false;
    if (res.ok && !this.s.pending) this.commandDone(res.events);
    return true;
  }

  /** A drag from the figure along a wandering path; with group move on, its group follows. */
  private drag(id: string, before: GameState): boolean {
    const ctl = this.ctl;
    if (this.chance(0.25)) ctl.toggleGroupMove();
    const at = this.s.figures[id]!.at;
    const shift = this.chance(0.2);
    ctl.pointerDown(at, shift);
    let p: Vec = [at[0], at[1]];
    const legs = 1 + this.rnd(3);
    let heading = this.r() * Math.PI * 2;
    for (let l = 0; l < legs; l++) {
      heading += (this.r() - 0.5) * 1.5;
      const len = 1 + this.r() * 7;
      for (let t = 1; t <= 4; t++)
        ctl.pointerMove([
          clampIn(p[0] + (Math.cos(heading) * len * t) / 4),
          clampIn(p[1] + (Math.sin(heading) * len * t) / 4),
        ]);
      p = [clampIn(p[0] + Math.cos(heading) * len), clampIn(p[1] + Math.sin(heading) * len)];
    }
    const dragged = ctl.drag;
    if (dragged?.path.length)
      this.preview('move', () => movePreview(this.s, this.s.figures[id]!, dragged.path, shift || dragged.fast));
    // Those the drag leaves behind come back with its commands and go with its own message, as the table's
    // sender takes them (orders.ts sendFromTable).
    const { cmds, left } = ctl.pointerUpAll([r2(p[0]), r2(p[1])], shift);
    if (cmds.length === 0) return true;
    this.orders++;
    if (cmds.length === 1) return this.sendOrder(cmds[0]!, before) || true;
    // A group move sends one move after another; each is checked as its own step.
    const seen: GameEvent[] = [];
    const off = this.app.on((ch) => {
      if (ch.kind === 'events') seen.push(...ch.events);
    });
    const hist = this.app.session!.history;
    const from = hist.length;
    try {
      sendGroupMove(this.app, cmds, left);
      if (/rules engine failed/.test(this.app.message.text)) this.find('engineFailed', this.app.message.text);
    } finally {
      off();
    }
    const after = this.app.session!.history;
    for (let k = from; k < after.length; k++) this.afterStep(after[k - 1]!.state, after[k]!.events, after[k]!.state);
    if (!this.s.pending) this.commandDone(seen);
    return true;
  }

  /** A preview the table draws under the pointer: it must not throw. */
  private preview(what: string, f: () => unknown): void {
    try {
      f();
    } catch (e) {
      this.find('exception', `the ${what} preview threw: ${errText(e)}`);
    }
  }

  /** The grenade preview must list only figures a blast can still hurt (or send into a test). */
  private checkBlastPreview(id: string, p: Vec): void {
    const s = this.s;
    const w = this.ctl.world();
    if (!w) return;
    const bp = blastPreview(s, w, s.figures[id]!, p);
    const listed = new Set([...bp.inside, ...Object.keys(bp.escapes), ...bp.harmed]);
    for (const fid of listed) {
      const f = s.figures[fid];
      if (f && !isActiveStatus(f) && !f.carriedBy) {
        this.find('knownPreviewListsDown', `the blast preview at (${p}) lists ${fid}, who is ${f.status}`);
        return;
      }
    }
  }

  /** Undo, then the same command again: the game must come back exactly as it was. */
  private undoRedo(): boolean {
    const session = this.app.session!;
    const was = canon({ state: session.state, need: session.need });
    const hist = session.history;
    let i = hist.length - 1;
    while (i > 0 && hist[i]!.step?.by !== 'human') i--;
    const redo = hist.slice(i).map((e) => e.step!);
    if (!this.app.undo()) {
      this.find('undoRedo', 'undo refused though canUndo() said yes');
      return false;
    }
    this.undos++;
    if (!this.app.humanTurn()) {
      this.find('undoRedo', `after undo the game waits for ${session.waitingFor()}, not the player`);
      return false;
    }
    for (const st of redo) {
      if (st.by === 'human') {
        const r = this.app.send(st.command);
        if (!r.ok) {
          this.find('undoRedo', `redoing ${canon(st.command)} was refused: ${r.error}`);
          return false;
        }
      } else {
        const r = this.app.stepComputer();
        const again = this.app.session!.steps.at(-1)?.command;
        if (!r?.ok || canon(again) !== canon(st.command)) {
          this.find('undoRedo', `after undo the computer played ${canon(again)} instead of ${canon(st.command)}`);
          return false;
        }
      }
    }
    const now = canon({ state: this.app.session!.state, need: this.app.session!.need });
    if (now !== was) {
      this.find('undoRedo', `undo then redo gave another state (${firstDiff(was, now)})`);
      return false;
    }
    // Half the time the player really meant to take it back, and plays on from there.
    if (this.chance(0.5)) this.app.undo();
    this.asked.clear();
    return true;
  }

  /** Reload the page (autosave) or save a replay file and load it, step to its end and take over. */
  private reload(): boolean {
    const old = this.app.session!;
    const was = canon({ state: old.state, need: old.need });
    this.reloads++;
    if (this.chance(0.5)) {
      const app = new App(this.store);
      const res = app.continueSaved();
      if (!res.ok) {
        this.find('autosave', `continue refused: ${res.error}`);
        return false;
      }
      const now = canon({ state: app.session!.state, need: app.session!.need });
      if (now !== was) {
        this.find('autosave', `the autosave continues another game (${firstDiff(was, now)})`);
        return false;
      }
      this.attach(app);
      return true;
    }
    const text = this.app.exportReplay();
    const app = new App(this.store);
    const res = app.importFile(text, 'saved-replay.json');
    if (!res.ok) {
      this.find('roundTrip', `import refused: ${res.error}`);
      return false;
    }
    app.stepReplay(1e9);
    const seen = canon({ state: app.view(), need: app.need() });
    if (seen !== was) {
      this.find('roundTrip', `the replay's last step shows another game (${firstDiff(was, seen)})`);
      return false;
    }
    app.takeOver();
    const now = canon({ state: app.session!.state, need: app.session!.need });
    if (now !== was) {
      this.find('roundTrip', `taking over the replay gives another game (${firstDiff(was, now)})`);
      return false;
    }
    this.attach(app);
    return true;
  }

  /**
   * A walk (an order, an In Sight step, a forced move) ends with its base clear of every other base, a fallen
   * figure's too (docs/rules-notes/geometry-groups.md, "Bases at a move's end"): 'stacked' names an overlap,
   * not only two figures on one spot. Moves with a reason (a charge into contact, a pick-up) are left out, and
   * so are figures that came or moved during the step.
   */
  private overlapsAfterMoves(before: GameState, events: readonly GameEvent[], s: GameState): void {
    for (const e of events) {
      if (e.type !== 'move' || e.why) continue;
      const f = s.figures[e.figure];
      if (!f || f.status === 'offTable' || f.carriedBy || f.at[0] !== e.to[0] || f.at[1] !== e.to[1]) continue;
      for (const o of Object.values(s.figures)) {
        if (o.id === f.id || o.id === f.carrying || o.carriedBy || o.status === 'offTable') continue;
        // Against those standing where they stood before the step: a figure set down or placed during it (a
        // PEF's contact spreading over a building) is no walk's end.
        const was = before.figures[o.id];
        if (!was || was.status === 'offTable' || was.at[0] !== o.at[0] || was.at[1] !== o.at[1]) continue;
        const d = Math.hypot(o.at[0] - f.at[0], o.at[1] - f.at[1]);
        if (d < 2 * BASE_RADIUS - 1e-6) {
          // Failed like any other finding since session 16 fixed its last causes (In Sight's stop, a walk into
          // a file of friends; soak cases 413516-413606 and 15100062).
          this.find(
            'stacked',
            `${f.id}'s move ended with its base over ${o.id}'s (${d.toFixed(2)}" apart, ${o.status})`,
          );
          return;
        }
      }
    }
  }

  /** What must hold after every step that went through. */
  afterStep(before: GameState, events: readonly GameEvent[], s: GameState = this.s): void {
    this.step++;
    for (const id of Object.keys(before.figures))
      if (!s.figures[id]) {
        this.find('invariant', `${id} vanished from the game`);
        break;
      }
    const place = new Map<string, string>();
    for (const f of Object.values(s.figures)) {
      if (!(STATUSES as readonly string[]).includes(f.status)) this.find('invariant', `${f.id} has status ${f.status}`);
      if (f.status !== 'offTable' && !(f.at[0] >= 0 && f.at[0] <= 36 && f.at[1] >= 0 && f.at[1] <= 36))
        this.find('invariant', `${f.id} is off the table at (${f.at}) but not recorded as gone`);
      if (f.carrying) {
        const c = s.figures[f.carrying];
        if (!c || c.carriedBy !== f.id)
          this.find('invariant', `${f.id} carries ${f.carrying}, who is not carried by it`);
        else if (c.status !== 'offTable' && f.status !== 'offTable' && (c.at[0] !== f.at[0] || c.at[1] !== f.at[1]))
          this.find('invariant', `${f.carrying} is carried by ${f.id} but stands elsewhere`);
      }
      if (f.carriedBy && s.figures[f.carriedBy]?.carrying !== f.id)
        this.find('invariant', `${f.id} is carried by ${f.carriedBy}, who does not carry it`);
      const key = `${f.at[0]},${f.at[1]}`;
      // Bases never overlap on a table: a carried friend travels on its bearer's spot, nobody else does.
      if (f.status !== 'offTable' && !f.carriedBy && !f.carrying && place.has(key))
        this.find('stacked', `${f.id} and ${place.get(key)} stand on the same spot (${key})`);
      if (f.status !== 'offTable' && !f.carriedBy) place.set(key, f.id);
    }
    this.overlapsAfterMoves(before, events, s);
    if (s.active && new Set(s.active.figures).size !== s.active.figures.length)
      this.find('invariant', `a figure is twice in the acting group ${s.active.figures}`);
    // Dice: a step that rolled moves the generator on; one that rolled nothing leaves it where it was.
    const rolled = events.some((e) => e.type === 'roll' && !e.scripted);
    const moved = canon(before.dice.rng) !== canon(s.dice.rng);
    if (rolled !== moved)
      this.find(
        'dice',
        `${rolled ? 'dice were rolled but the dice state did not move on' : 'the dice state moved on with no roll in the events'} (after ${canon(this.app.session!.steps.at(-1)?.command)}: ${events.map((e) => e.type).join(' ')})`,
      );
    for (const e of events) {
      const t = 'text' in e && typeof e.text === 'string' ? e.text : undefined;
      const bad = t ? badText(t) : undefined;
      if (bad) {
        this.find('knownBadText', `${e.type} event: ${bad}`);
        break;
      }
    }
  }

  /** The whole battle so far against the engine's invariants (status chains, nobody acting while down). */
  finalCheck(): void {
    const session = this.app.session;
    if (!session || !this.initial) return;
    // The opening entry already holds the first turn's events: check them from the state before them.
    const v = validateScenario(session.source);
    if (!v.ok) {
      this.find('invariant', `the battle's own scenario no longer validates: ${v.error.path}: ${v.error.message}`);
      return;
    }
    const set = startingState(v.value).state;
    const start = { ...set, figures: { ...set.figures } };
    for (const [id, f] of Object.entries(session.state.figures))
      if (!start.figures[id]) start.figures[id] = { ...f, status: 'carryOn' };
    const broken = brokenInvariant(start, session.events(), session.state);
    if (broken) this.find('invariant', broken);
    for (const line of this.app.log.groups.flatMap((g) => [g.title, ...g.lines.map((l) => l.text)])) {
      const bad = badText(line);
      if (bad) {
        this.find('knownBadText', `log: ${bad}`);
        break;
      }
    }
  }
}

function errText(e: unknown): string {
  return e instanceof Error ? (e.stack ?? e.message).split('\n').slice(0, 4).join(' | ') : String(e);
}

/** Where two canonical JSON texts first part, with a little context. */
function firstDiff(a: string, b: string): string {
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  return `at char ${i}: …${a.slice(Math.max(0, i - 60), i + 40)}… vs …${b.slice(Math.max(0, i - 60), i + 40)}…`;
}

/** Plays case `c` for up to `opts.steps` steps and returns what it found. */
/** The last player, for looking into a finding by hand (its app, session and history). */
export let lastPlayer: unknown;

export function playApp(c: AppCase, opts: PlayOptions): PlayResult {
  const p = new Player(c, opts);
  lastPlayer = p;
  let ended = false;
  try {
    if (p.start()) {
      for (let n = 0; n < opts.steps; n++) {
        if (!p.play()) break;
      }
      ended = !!p.app.session?.over;
      p.finalCheck();
    }
  } catch (e) {
    p.find('exception', errText(e));
  }
  return {
    case: c,
    steps: p.step,
    orders: p.orders,
    questions: p.questions,
    undos: p.undos,
    reloads: p.reloads,
    answered: p.answered,
    ended,
    findings: p.findings,
  };
}

/** One line to reproduce a finding. */
export function findingLine(r: PlayResult, f: Finding): string {
  return `case ${r.case.index} (seed "${r.case.opts.seed}", ${r.case.opts.kind} on ${r.case.opts.terrain}, ${r.case.opts.light}, ${r.case.opts.playerForce} x${r.case.opts.groupSize} vs ${r.case.opts.enemyForce} x${r.case.opts.enemySize}) step ${f.step}: ${f.kind}: ${f.detail}`;
}
