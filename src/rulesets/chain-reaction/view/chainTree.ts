// The reaction chain as a tree, built from the engine's events alone: for each activation, the causes (a
// move that brought enemies into sight, a shot, a thrown grenade's blast, a charge), under each the tests
// it brought on with their dice, odds and result, and under each test what its result caused (return
// fire, ducking back, a status change), which may bring on further tests in turn. The engine emits a
// chain depth first, so a test is hung under the latest cause that involved its figure.
import type { GameEvent, RollEvent, TestEvent } from '../engine/events';
import { eventText } from '../explain/eventText';
import { explainRoll } from '../explain/roll';
import { activationHeading } from '../explain/activation';
import { answer, keyLabel, questionFor, type FigureFacts, type OddsQuestion } from './oddsModels';
import { explainOdds } from '../explain/odds';
import { choseByFreeWill, freeWillWords, SharedThrows } from './testOdds';

export type NodeKind = 'cause' | 'test' | 'effect';

export interface ChainNode {
  id: number;
  kind: NodeKind;
  /** The event type ('test', 'fire', 'status'...) and, for a test, its kind. */
  type: GameEvent['type'];
  test?: string;
  text: string;
  /** Figures to light up on the table when the node is pointed at. */
  figures: string[];
  /** Each throw in words, and the dice. */
  rolls: string[];
  dice: number[];
  result?: string;
  /** The exact odds before the throw, in words. */
  odds?: string;
  /** The odds model, with its knobs set as they were: what the what-if panel opens. */
  question?: OddsQuestion;
  children: ChainNode[];
}

export interface ChainActivation {
  n: number;
  title: string;
  side?: string;
  turn: number;
  roots: ChainNode[];
}

function figuresOf(e: GameEvent): string[] {
  const r = e as Record<string, unknown>;
  const ids: string[] = [];
  for (const k of ['figure', 'trigger', 'attacker', 'defender']) if (typeof r[k] === 'string') ids.push(r[k]);
  for (const k of ['figures', 'seen', 'inside'])
    if (Array.isArray(r[k])) for (const x of r[k] as unknown[]) if (typeof x === 'string') ids.push(x);
  if (e.type === 'fire') for (const t of e.targets) ids.push(t.figure);
  return [...new Set(ids)];
}

const ROLL_TAKERS = new Set<string>(['roll', 'test', 'fire', 'blast', 'damage', 'melee']);

/** Tests taken once for a group at the start of a move or turn: they begin no chain of their own. */
const CAUSE_TESTS = new Set(['chargeIntoMelee', 'throwGrenade']);

class Builder {
  readonly activations: ChainActivation[] = [];
  private id = 0;
  private turn = 0;
  private pending: RollEvent[] = [];
  private readonly shared = new SharedThrows();
  /** Per figure: the latest cause that involved it (a shot at it, a blast round it, a charge). */
  private causeOf = new Map<string, ChainNode>();
  /** Per figure: its latest test (or damage roll): what its status changes and forced moves hang under. */
  private testOf = new Map<string, ChainNode>();
  private lastCause?: ChainNode;
  private inSight?: { root: ChainNode; test?: ChainNode; figures: Set<string> };
  private lastThrow?: ChainNode;
  private lastMove = new Map<string, string>();

  constructor(
    private readonly fig: (id: string) => FigureFacts | undefined,
    private readonly say: (e: GameEvent) => string | undefined,
  ) {}

  private act(title: string, side?: string): ChainActivation {
    const a: ChainActivation = {
      n: this.activations.length,
      title,
      turn: this.turn,
      roots: [],
      ...(side ? { side } : {}),
    };
    this.activations.push(a);
    this.causeOf.clear();
    this.testOf.clear();
    this.lastCause = undefined;
    this.inSight = undefined;
    this.lastThrow = undefined;
    return a;
  }

  private current(): ChainActivation {
    return this.activations[this.activations.length - 1] ?? this.act(`Turn ${this.turn || 1}: before the activations`);
  }

  private node(e: GameEvent, kind: NodeKind, rolls: RollEvent[], parent: ChainNode | undefined): ChainNode {
    const n: ChainNode = {
      id: this.id++,
      kind,
      type: e.type,
      text: this.say(e) ?? e.type,
      figures: figuresOf(e),
      rolls: rolls.map((r) => explainRoll(r).text),
      dice: rolls.flatMap((r) => r.dice),
      children: [],
    };
    if (e.type === 'test') {
      n.test = e.test;
      n.result = e.result;
    }
    if (e.type === 'fire') n.dice = e.targets.flatMap((t) => t.dice);
    if (e.type === 'damage' || e.type === 'melee') n.result = e.result;
    if (choseByFreeWill(e)) {
      n.rolls = [freeWillWords(e.type === 'test' ? e.figure : undefined, e.type === 'test' ? e.test : undefined)];
    } else if (e.type === 'test' || e.type === 'damage' || e.type === 'melee') {
      try {
        const q = questionFor(e, rolls, this.fig);
        if (q) {
          n.question = q;
          n.odds = explainOdds(answer(q), (k) => keyLabel(q, k));
        }
      } catch {
        // no odds rather than wrong ones
      }
    }
    if (parent) parent.children.push(n);
    else this.current().roots.push(n);
    return n;
  }

  private takeRolls(e: GameEvent): RollEvent[] {
    const rolls = this.pending;
    this.pending = [];
    // A group's later test lines share its throw; a Star by Free Will threw nothing (play-test 2 finding 4).
    return this.shared.forTest(e, rolls);
  }

  private causes(n: ChainNode, figures: readonly string[]): void {
    for (const f of figures) this.causeOf.set(f, n);
    this.lastCause = n;
  }

  add(e: GameEvent): void {
    // Throws belong to the event right after them; one that something else came between is not a test's.
    if (!ROLL_TAKERS.has(e.type)) this.pending = [];
    switch (e.type) {
      case 'roll':
        this.pending.push(e);
        return;
      case 'turn':
        this.turn = e.turn;
        this.pending = [];
        this.act(`Turn ${e.turn}: before the activations`);
        return;
      case 'activate':
        this.act(`Turn ${this.turn}: ${e.side}, ${activationHeading(e.leader, e.figures)}`, e.side);
        return;
      case 'move':
        if (e.involuntary) {
          const t = this.testOf.get(e.figure);
          if (t) this.node(e, 'effect', [], t);
        } else if (e.text) this.lastMove.set(e.figure, e.text);
        return;
      case 'inSight': {
        const root = this.node(e, 'cause', [], undefined);
        const moved = this.lastMove.get(e.trigger);
        if (moved) root.text = `${moved} ${root.text}`;
        this.inSight = { root, figures: new Set(root.figures) };
        this.lastCause = root;
        return;
      }
      case 'test':
        this.test(e);
        return;
      case 'fire': {
        const rolls = this.takeRolls(e);
        let parent: ChainNode | undefined;
        if (e.reaction === 'inSight') parent = this.inSight?.test ?? this.inSight?.root;
        else if (e.reaction) parent = this.testOf.get(e.figure) ?? this.lastCause;
        const n = this.node(e, 'cause', rolls, parent);
        this.causes(
          n,
          e.targets.map((t) => t.figure),
        );
        return;
      }
      case 'blast': {
        const n = this.node(e, 'cause', this.takeRolls(e), this.lastThrow);
        this.causes(n, e.inside);
        return;
      }
      case 'damage': {
        const parent = this.causeOf.get(e.figure) ?? this.lastCause;
        const n = this.node(e, 'test', this.takeRolls(e), parent);
        this.testOf.set(e.figure, n);
        return;
      }
      case 'melee': {
        const parent = this.causeOf.get(e.attacker) ?? this.causeOf.get(e.defender);
        const n = this.node(e, 'cause', this.takeRolls(e), parent);
        this.causes(n, [e.attacker, e.defender]);
        this.testOf.set(e.attacker, n);
        this.testOf.set(e.defender, n);
        return;
      }
      case 'status': {
        const t = this.testOf.get(e.figure);
        if (t) this.node(e, 'effect', [], t);
        return;
      }
      case 'endActivation':
        this.pending = [];
        return;
      default:
        return;
    }
  }

  private test(t: TestEvent): void {
    const rolls = this.takeRolls(t);
    const who = t.figure ?? t.figures?.[0];
    let parent: ChainNode | undefined;
    if (t.test === 'inSight') parent = this.inSight && !this.inSight.test ? this.inSight.root : undefined;
    else if (t.test === 'crisis') parent = (t.figure && this.causeOf.get(t.figure)) || this.lastCause;
    else if (t.test === 'recover')
      parent = (t.figure && (this.testOf.get(t.figure) ?? this.causeOf.get(t.figure))) || this.lastCause;
    else if (t.test === 'chargeIntoMelee') {
      // A charge is its own cause, unless an In Sight won or a Crisis Test's result set it off.
      const inChain = who && this.inSight?.figures.has(who) ? this.inSight.test : undefined;
      const before = who ? this.testOf.get(who) : undefined;
      parent = inChain ?? (before?.test === 'crisis' ? before : undefined);
    } else if (t.test === 'throwGrenade') {
      const before = who ? this.testOf.get(who) : undefined;
      parent = before?.test === 'crisis' ? before : undefined;
    }
    const n = this.node(t, CAUSE_TESTS.has(t.test) ? 'cause' : 'test', rolls, parent);
    if (t.test === 'inSight' && this.inSight) this.inSight.test = n;
    if (t.test === 'throwGrenade') this.lastThrow = n;
    if (t.test === 'chargeIntoMelee') this.causes(n, t.figures ?? []);
    for (const f of t.figure ? [t.figure] : (t.figures ?? [])) this.testOf.set(f, n);
  }
}

/**
 * The chains of a battle's events, one entry per activation (and one for what happens at the start of a
 * turn). `fig` gives a figure's Rep and side, for the odds; `say` an event's line (the log's words).
 */
export function buildChains(
  events: readonly GameEvent[],
  fig: (id: string) => FigureFacts | undefined,
  say: (e: GameEvent) => string | undefined = eventText,
): ChainActivation[] {
  const b = new Builder(fig, say);
  for (const e of events) b.add(e);
  return b.activations.filter((a) => a.roots.length > 0);
}

/** Every node of a tree, depth first. */
export function walk(nodes: readonly ChainNode[]): ChainNode[] {
  return nodes.flatMap((n) => [n, ...walk(n.children)]);
}

/** A chain in short, for tests and the screen reader: "cause > test: result > ...". */
export function outline(n: ChainNode, depth = 0): string[] {
  const label =
    n.type === 'test' ? `test ${n.test}: ${n.result}` : n.type === 'damage' ? `damage: ${n.result}` : n.type;
  return [`${'  '.repeat(depth)}${label}`, ...n.children.flatMap((c) => outline(c, depth + 1))];
}
