// What the mouse and keyboard mean on the table, as a small state machine with no Phaser in it: the
// scene reports pointer and key events in table inches, and this decides what is selected, which
// preview to draw and which command to send. Modes: select (click to pick, drag to move), fire (pick
// targets inside the swath, set dice per target), throw (place the blast circle), charge, turn, and
// retrieve.
import type { Vec } from '../geometry/shapes';
import { simplify } from '../geometry/simplify';
import type { World } from '../geometry/world';
import type { App } from './app';
import type { TableOrders } from './orders';
import type { Orders, RulesetView } from '../core/rulesetView';
import type {
  Aim,
  AimStep,
  AimTarget,
  PointerFigure,
  PointerOrders,
  QuickOrder,
  StepPick,
} from '../core/pointerOrders';

export const MODES = ['select', 'fire', 'throw', 'charge', 'turn', 'retrieve'] as const;
export type Mode = (typeof MODES)[number];

export const MODE_HINTS: Record<Mode, string> = {
  select: 'Click a figure to select it; drag one of yours to move it (hold Shift for a fast move).',
  fire: 'Fire: click an enemy to aim at it, then click others inside the swath to spread the dice. S switches the swath side, Enter fires, Esc cancels.',
  throw: 'Throw a grenade: click where it should land (within 6"). Esc cancels.',
  charge: 'Charge: click the enemy to charge. Esc cancels.',
  turn: 'Turn: click the point to face. Esc cancels.',
  retrieve: 'Retrieve: click a figure that is out of the fight within reach. Esc cancels.',
};

export interface Drag {
  figure: string;
  /** Pointer trail in inches, thinned; the figure's own spot is not in it. */
  path: Vec[];
  fast: boolean;
}

const round2 = (p: Vec): Vec => [Math.round(p[0] * 100) / 100, Math.round(p[1] * 100) / 100];

/** The state and command types of the App's session: the defaults of the controller's own. */
export type TableState = NonNullable<ReturnType<App['view']>>;
export type TableCommand = Parameters<App['send']>[0];

/**
 * `S` and `C` are the game's state and command. The controller never reads either: it hands the state to the
 * game's parts (core/pointerOrders.ts, the view's `orderable`) and returns the commands they make.
 */
export class Controller<S extends object = TableState, C = TableCommand> {
  mode: Mode = 'select';
  selected?: string;
  hover?: string;
  pointer: Vec = [18, 18];
  /**
   * The pointer has left the table (onto a dice box, a question or off the canvas): what follows it (the
   * sight line and its note) is not drawn until it comes back (play-test 5, 3: a note stayed for turns).
   */
  away = false;
  drag?: Drag;
  /** Fire mode: the declared targets (first is the first target) and the swath side. */
  targets: AimTarget[] = [];
  swathSide: Aim['side'] = 'right';
  /** While a decision about the 2" after In Sight is open: where the figure came into view and the path left. */
  decisionPreview?: { at: Vec; path: Vec[]; seen: string[] };
  /** While the rules ask where a group member steps before an In Sight test: a click on the table answers. */
  stepPick?: StepPick;
  /** The pending command whose remaining step questions the player answered all at once with "nobody else". */
  noMoreSteps?: object;
  /** Group move: a drag moves every figure of the dragged one's group that can still move, in formation. */
  groupMove = false;
  /** Figures lit up on the table from a panel (a node of the reaction chain pointed at). */
  highlight: readonly string[] = [];
  /** Bumped whenever anything the previews depend on changes. */
  version = 0;
  private worldCache?: Cache<S>;

  constructor(readonly app: App) {}

  private touch(): void {
    this.version++;
  }

  /**
   * The game's view part over S and C. The App's session is typed as Chain Reaction's until the App takes any
   * game (app/crSession.ts); S and C default to those types, so this is the same part seen through them.
   */
  private view(): RulesetView<S, C, unknown, unknown> | undefined {
    return this.app.session?.ruleset.view as RulesetView<S, C, unknown, unknown> | undefined;
  }

  /** The game's answers about the pointer (core/pointerOrders.ts). */
  private parts(): PointerOrders<S, C, unknown> | undefined {
    return this.view()?.pointerOrders;
  }

  /** The state on the table; while a question is open, with the paused command's figures where they stand. */
  state(): S | undefined {
    const s = this.app.view() as S | undefined;
    return s && (this.parts()?.table?.(s) ?? s);
  }

  /** The world of the state on the table, rebuilt only when the state changes. */
  world(): World | undefined {
    return this.cache()?.world;
  }

  orders(): Orders {
    return this.cache()?.orders ?? { figures: new Set(), choices: [] };
  }

  private cache(): Cache<S> | undefined {
    const s = this.state();
    if (!s) return undefined;
    if (this.worldCache?.state !== s) {
      const parts = this.parts();
      const world = parts?.world?.(s);
      const figures = new Map((parts?.figures?.(s) ?? []).map((f) => [f.id, f]));
      const app = this.app;
      const orders = app.replaying
        ? { figures: new Set<string>(), choices: [] }
        : (this.view()?.orderable?.(s, app.need(), (side) => app.session?.controlOf(side) === 'human') ?? {
            figures: new Set<string>(),
            choices: [],
          });
      this.worldCache = { state: s, world, orders, figures };
    }
    return this.worldCache;
  }

  /** A figure as the pointer knows it (where it stands, whose it is). */
  fig(id: string | undefined): PointerFigure | undefined {
    return id ? this.cache()?.figures.get(id) : undefined;
  }

  /** The selected figure when the player may command it. */
  commandable(): PointerFigure | undefined {
    const f = this.fig(this.selected);
    return f && this.orders().figures.has(f.id) && this.app.humanTurn() ? f : undefined;
  }

  /** The figure under a point: the nearest base within reach, preferring ones that can be ordered. */
  figureAt(p: Vec, reach = 0.7): string | undefined {
    const c = this.cache();
    if (!c) return undefined;
    let best: string | undefined;
    let bestD = Infinity;
    const orders = c.orders.figures;
    // Aiming (fire, charge), the enemy is what a click means: an enemy's base is preferred over a friend's
    // that overlaps it (play-test 3, 12: after one charge the charger's token covered the target, and a
    // click on the target's middle picked the friend: "Click an enemy figure to charge it").
    const aiming = this.mode === 'fire' || this.mode === 'charge' ? this.fig(this.selected) : undefined;
    for (const f of c.figures.values()) {
      if (f.gone || f.carried) continue;
      const bias = aiming ? (f.side !== aiming.side ? 0.35 : 0) : orders.has(f.id) ? 0.15 : 0;
      const d = Math.hypot(f.at[0] - p[0], f.at[1] - p[1]) - bias;
      if (d < reach && d < bestD) {
        best = f.id;
        bestD = d;
      }
    }
    return best;
  }

  setHighlight(ids: readonly string[]): void {
    if (ids.length === this.highlight.length && ids.every((x, i) => x === this.highlight[i])) return;
    this.highlight = [...ids];
    this.touch();
  }

  select(id: string | undefined): void {
    this.selected = id;
    if (this.mode === 'fire') this.targets = [];
    this.touch();
  }

  setMode(mode: Mode): void {
    if (mode !== 'select' && !this.commandable()) {
      this.app.say(
        this.selected ? `${this.selected} can't be given orders now.` : 'Select one of your figures first.',
        true,
      );
      return;
    }
    this.mode = mode;
    this.targets = [];
    this.app.say(MODE_HINTS[mode]);
    this.touch();
  }

  /** Back to selecting after an order went through. */
  done(): void {
    this.mode = 'select';
    this.targets = [];
    this.touch();
  }

  cancel(): void {
    if (this.drag) this.drag = undefined;
    else if (this.mode !== 'select') {
      this.mode = 'select';
      this.targets = [];
      this.app.say('');
    } else this.selected = undefined;
    this.touch();
  }

  /** The player who had the screen when last looked (head to head): see seatChanged. */
  private seat?: string;

  /**
   * Head to head: when the screen has changed hands, the last player's selection, aim and marks go with them,
   * so the bar does not show the other player's figure to the one now at the screen (issue 19). True when
   * something was dropped, for the caller to redraw.
   */
  seatChanged(): boolean {
    const now = this.app.hotSeat.atScreen;
    if (now === this.seat) return false;
    this.seat = now;
    const had = !!this.selected || this.mode !== 'select';
    this.selected = undefined;
    this.mode = 'select';
    this.targets = [];
    this.drag = undefined;
    this.touch();
    return had;
  }

  /** After the game moved on: drop what no longer makes sense. */
  refresh(): void {
    this.worldCache = undefined;
    if (this.mode !== 'select' && !this.commandable()) {
      this.mode = 'select';
      this.targets = [];
    }
    const sel = this.fig(this.selected);
    if (sel && sel.gone) this.selected = undefined;
    // The figure under the pointer may have moved away (or another come under it): a tip about a figure
    // that has gone elsewhere must go with it.
    // Off the table no figure is under the pointer (play-test 7, 3: the card stayed through the enemy's shots).
    this.hover = this.away ? undefined : this.figureAt(this.pointer);
    // A question answered or undone takes its marks with it.
    if (!this.app.view()?.pending) {
      this.decisionPreview = undefined;
      this.stepPick = undefined;
    }
    this.drag = undefined;
    this.touch();
  }

  /** The pointer left the table. */
  pointerAway(): void {
    this.away = true;
    // The figure's hover card goes with the pointer (play-test 7, 3).
    this.hover = undefined;
    this.touch();
  }

  pointerMove(p: Vec): void {
    this.pointer = p;
    this.away = false;
    const h = this.figureAt(p);
    if (h !== this.hover) {
      this.hover = h;
      this.touch();
    }
    if (this.drag) {
      const last = this.drag.path[this.drag.path.length - 1] ?? this.fig(this.drag.figure)!.at;
      if (Math.hypot(p[0] - last[0], p[1] - last[1]) >= 0.35) {
        this.drag.path.push(round2(p));
        this.touch();
      } else if (this.drag.path.length) {
        this.drag.path[this.drag.path.length - 1] = round2(p);
        this.touch();
      }
    }
    // The sight line and its tip run from the selected figure to the pointer itself, not only to the
    // figure under it: every move redraws them (a tip left on the first spot the pointer reached lied).
    if (this.mode !== 'select' || this.stepPick || this.selected) this.touch();
  }

  /** Pointer pressed on the table. Returns true when it starts a drag of a figure (no panning). */
  pointerDown(p: Vec, shift: boolean): boolean {
    this.pointer = p;
    this.away = false;
    if (this.stepPick) return true;
    const id = this.figureAt(p);
    if (this.mode === 'select') {
      if (id) {
        if (id !== this.selected) this.select(id);
        // Before turn 1 the player's own figures are dragged to where they start.
        if (this.placing(id)) {
          this.drag = { figure: id, path: [], fast: false };
          return true;
        }
        if (this.orders().figures.has(id) && this.app.humanTurn()) {
          this.drag = { figure: id, path: [], fast: shift };
          return true;
        }
        const why = this.whyNotNow(id);
        if (why) this.app.say(why, true);
        return true;
      }
      return false;
    }
    return true;
  }

  /**
   * Why a figure of the side asked for a command can't be given one (the game's words), when it is this
   * screen's turn (play-test 4, 21: Gus, outside Eli's group, was clicked and dragged and nothing said why).
   */
  whyNotNow(id: string): string | undefined {
    if (!this.app.humanTurn() || this.orders().figures.has(id)) return undefined;
    const s = this.app.view() as S | undefined;
    return s ? this.view()?.whyNotOrders?.(s, this.app.need(), id) : undefined;
  }

  /** The player last seen at the screen by followSeat (head to head; seatChanged keeps its own). */
  private groupSeat?: string;

  /**
   * Called on every change of the app: when another player has taken the screen, group move is off again, as
   * every player finds it (play-test 7, 11: Ana left it on; Ben pressed M to turn it on and turned it off).
   */
  followSeat(): void {
    const at = this.app.hotSeat?.atScreen;
    if (at === this.groupSeat) return;
    this.groupSeat = at;
    this.groupMove = false;
  }

  toggleGroupMove(): void {
    this.groupMove = !this.groupMove;
    this.app.say(
      this.groupMove
        ? // One line of the bar at 1366x768 (play-test 2, 19: the longer line was cut off).
          'Group move on: drag one figure and the rest of its group follow, one by one (an In Sight stops them). M turns it off.'
        : 'Group move off: a drag moves one figure.',
    );
    this.touch();
  }

  /** Whether the player is setting the group up and `id` is one of theirs to place. */
  placing(id: string): boolean {
    const need = this.app.need();
    const s = this.state();
    return (
      !!s &&
      need?.kind === 'command' &&
      need.deploying === true &&
      this.app.humanTurn() &&
      this.fig(id)?.side === need.side
    );
  }

  /** The figures a drag of `id` moves, the dragged one first, each with its offset from it. */
  movers(id: string): { id: string; offset: Vec }[] {
    const s = this.state();
    const f = this.fig(id);
    if (!s || !f) return [];
    if (!this.groupMove) return [{ id, offset: [0, 0] }];
    const orders = this.orders().figures;
    // The game says who of the group is free to move; only those the person may order now follow.
    const others = (this.parts()?.followers?.(s, id) ?? []).filter((x) => x !== id && orders.has(x) && this.fig(x));
    return [
      { id, offset: [0, 0] },
      ...others.map((x) => ({ id: x, offset: [this.fig(x)!.at[0] - f.at[0], this.fig(x)!.at[1] - f.at[1]] as Vec })),
    ];
  }

  /**
   * Like pointerUp, but a group move gives one move per figure (the dragged one first), and `left`: the
   * group's figures the drag leaves where they stand, each with why. They are handed back with the commands,
   * not kept here, so a later order can never take an old drag's for its own (session 17: a fire-mode click
   * went out as a group move).
   */
  pointerUpAll(p: Vec, shift: boolean): TableOrders<C> {
    const d = this.drag;
    const first = this.pointerUp(p, shift);
    const parts = this.parts();
    const kind = first && parts?.moveOf?.(first);
    if (!first || !d || !kind || !parts?.move || !this.groupMove) return { cmds: first ? [first] : [], left: [] };
    // The group's figures this move leaves behind, each with why: the message names them (issue 19, MEDIUM 6).
    const s = this.state();
    const mine = this.orders().figures;
    const left = [
      ...(s ? (parts.staysBehind?.(s, d.figure) ?? []) : []),
      // Free to move, but the person at the screen may not order it now (another player's, on the same side).
      ...(s ? (parts.followers?.(s, d.figure) ?? []) : [])
        .filter((x) => !mine.has(x))
        .map((x) => `${x} (not yours to order now)`),
    ];
    const move = parts.move;
    const movers = this.movers(d.figure);
    // The whole formation is held inside the table, not each figure on its own: clamping figures one by
    // one at an edge stacked two of them on the very same spot (app soak, case 6 "app-6-kdzs").
    const span = (k: 0 | 1) => {
      const offs = movers.map((m) => m.offset[k]);
      const lo = 0.5 - Math.min(...offs),
        hi = 35.5 - Math.max(...offs);
      return (v: number) => (lo <= hi ? Math.min(hi, Math.max(lo, v)) : v);
    };
    const fx = span(0),
      fy = span(1);
    const clampIn = (v: number) => Math.min(35.5, Math.max(0.5, v));
    const rest = movers.slice(1).map(({ id, offset }) => {
      const o = this.fig(id)!;
      const path = simplify([
        o.at,
        ...d.path.map((q): Vec => [clampIn(fx(q[0]) + offset[0]), clampIn(fy(q[1]) + offset[1])]),
      ]).slice(1);
      return { id, path };
    });
    // A figure whose path thins away to nothing stays where it is (held at the table's edge), and is named.
    for (const r of rest) if (r.path.length === 0) left.push(`${r.id} (already as far as the table goes)`);
    return { cmds: [first, ...rest.filter((r) => r.path.length > 0).map((r) => move(r.id, r.path, kind.fast))], left };
  }

  /** Pointer released: finishes a drag (a move) or a click in the current mode. */
  pointerUp(p: Vec, shift: boolean): C | undefined {
    this.pointer = p;
    if (this.stepPick) {
      // The game turns the spot into its answer (core/pointerOrders.ts stepAnswer).
      const answer = this.parts()?.stepAnswer?.(this.stepPick, p);
      this.stepPick = undefined;
      this.touch();
      return answer;
    }
    if (this.drag) {
      const d = this.drag;
      this.drag = undefined;
      this.touch();
      if (d.path.length === 0) return undefined;
      const f = this.fig(d.figure)!;
      const end = d.path[d.path.length - 1]!;
      if (Math.hypot(end[0] - f.at[0], end[1] - f.at[1]) < 0.3) return undefined;
      const parts = this.parts();
      if (this.placing(d.figure)) return parts?.place?.(d.figure, round2(end));
      return parts?.move?.(d.figure, simplify([f.at, ...d.path]).slice(1), d.fast || shift);
    }
    const f = this.commandable();
    if (!f) return undefined;
    const id = this.figureAt(p);
    if (this.mode === 'fire') {
      this.clickTarget(f.id, id);
      return undefined;
    }
    // Turn, throw, charge and retrieve: the game turns the click into its order (core/pointerOrders.ts).
    const s = this.state();
    const click = this.parts()?.click;
    const r = s && click?.(s, { mode: this.mode, figure: f.id, pointer: p, ...(id ? { hover: id } : {}) });
    if (r && 'why' in r) {
      this.app.say(r.why, true);
      return undefined;
    }
    return r?.command;
  }

  /** The game's aiming part (fire mode), if it has shots to aim. */
  private aimPart() {
    return this.parts()?.aim;
  }

  /** The aim as the game answers it: kept with its line said, or why not said as an error (the aim stays). */
  private takeAim(step: AimStep | undefined): void {
    if (!step) return;
    if ('why' in step) {
      this.app.say(step.why, true);
      return;
    }
    this.targets = step.aim.targets;
    this.swathSide = step.aim.side;
    if (step.say !== undefined) this.app.say(step.say);
    this.touch();
  }

  /** Fire mode: the first click picks the first target; later clicks add or drop targets in the swath. */
  private clickTarget(shooter: string, id: string | undefined): void {
    const s = this.state();
    if (s) this.takeAim(this.aimPart()?.click(s, shooter, id, this.aim()));
  }

  private aim(): Aim {
    return { targets: this.targets, side: this.swathSide };
  }

  /** Fire mode: change a target's dice, keeping the total within the weapon's. */
  setDice(figure: string, dice: number): void {
    const f = this.commandable();
    const s = this.state();
    if (!f || !s || !this.targets.some((x) => x.figure === figure)) return;
    this.takeAim(this.aimPart()?.setDice(s, f.id, this.aim(), figure, dice));
  }

  flipSwath(): void {
    const f = this.commandable();
    const s = this.state();
    if (this.mode !== 'fire' || !f || !s) return;
    this.takeAim(this.aimPart()?.flip(s, f.id, this.aim()));
  }

  fireCommand(): C | undefined {
    const f = this.commandable();
    if (!f || this.targets.length === 0) return undefined;
    return this.aimPart()?.command(f.id, this.aim());
  }

  /** Fire mode: whether the selected figure still has a shot to aim (it has not fired, its weapon is not empty). */
  loaded(): boolean {
    const f = this.commandable();
    const s = this.state();
    return !!f && !!s && this.aimPart()?.loaded(s, f.id) === true;
  }

  /** The one-key orders: prone or stand, reload, ready a grenade, end the activation (the game makes each). */
  quick(kind: QuickOrder): C | undefined {
    const s = this.state();
    const quick = this.parts()?.quick;
    if (kind === 'end') {
      const mine = this.selected && this.orders().figures.has(this.selected) ? this.selected : undefined;
      const r = s && quick?.(s, 'end', mine);
      return r && 'command' in r ? r.command : undefined;
    }
    const f = this.commandable();
    if (!f) {
      this.app.say(
        this.selected ? `${this.selected} can't be given orders now.` : 'Select one of your figures first.',
        true,
      );
      return undefined;
    }
    const r = s && quick?.(s, kind, f.id);
    if (r && 'mode' in r) {
      // A readied grenade is thrown by clicking the spot.
      if ((MODES as readonly string[]).includes(r.mode)) this.setMode(r.mode as Mode);
      return undefined;
    }
    return r?.command;
  }

  /** Tab: the next figure of the acting group (or of the groups that may act). */
  nextFigure(): void {
    const ids = [...this.orders().figures];
    if (ids.length === 0) return;
    const i = this.selected ? ids.indexOf(this.selected) : -1;
    this.select(ids[(i + 1) % ids.length]);
  }

  /** Whether the selected figure's weapon could do this at all (for greying out buttons). */
  can(kind: 'fire' | 'grenade' | 'reload'): boolean {
    const f = this.commandable();
    const s = this.state();
    return !!f && !!s && this.parts()?.can?.(s, f.id, kind) === true;
  }
}

/** What the controller keeps per state: the world, who may be ordered, and the figures as the pointer finds them. */
interface Cache<S> {
  state: S;
  world: World | undefined;
  orders: Orders;
  figures: Map<string, PointerFigure>;
}
