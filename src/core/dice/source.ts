// The one dice source. Its whole state is plain data kept inside the game state, so a game can be
// saved, replayed and compared bit for bit. Scripted queues (per purpose, from a scenario file or
// a test) are answered first; when a queue runs dry the seeded generator takes over.
import seedrandom from 'seedrandom';
import { recordOf, type RollRecord, type RollRequest, type Roller } from './roll';
import { askOf, NeedDice, type EnteredDice } from './entered';

/** seedrandom's Alea generator state: four numbers, JSON-safe. */
export interface RngState {
  c: number;
  s0: number;
  s1: number;
  s2: number;
}

export interface DiceState {
  rng: RngState;
  /** Per-purpose queues of scripted throws; each entry is one roll's dice. */
  script: Partial<Record<string, number[][]>>;
  /** Set when some owner's rolls are entered by a player (see entered.ts); absent, every roll is generated. */
  entered?: EnteredDice;
}

/** Whose roll a request is (a ruleset's side), so the box knows whether its player enters the faces. */
export type OwnerOf = (req: RollRequest) => string | undefined;

type AleaPrng = (() => number) & { state(): RngState };

function alea(seed: string, state?: RngState): AleaPrng {
  return (state ? seedrandom.alea('', { state }) : seedrandom.alea(seed, { state: true })) as unknown as AleaPrng;
}

/** The part of an ordered roll that a player throws: their dice only, in order. */
function partOf(req: RollRequest, mine: readonly number[]): RollRequest {
  const who = mine.map((i) => req.who![i]!);
  const part: RollRequest = { ...req, count: mine.length, who };
  if (mine.length < 2) delete part.ordered;
  return part;
}

export function seededDice(seed: string, script: Partial<Record<string, number[][]>> = {}): DiceState {
  const copy: Partial<Record<string, number[][]>> = {};
  for (const [k, v] of Object.entries(script)) copy[k] = (v ?? []).map((t) => [...t]);
  return { rng: alea(seed).state(), script: copy };
}

/**
 * A working handle on a DiceState: rolls, records every roll, and hands back the new state.
 * The reducer makes one per step; the state it started from is never changed.
 */
export class DiceBox {
  private readonly prng: AleaPrng;
  private readonly script: Partial<Record<string, number[][]>>;
  private readonly entered: EnteredDice | undefined;
  readonly rolls: RollRecord[] = [];

  constructor(
    state: DiceState,
    private readonly ownerOf?: OwnerOf,
  ) {
    this.prng = alea('', state.rng);
    this.script = {};
    for (const [k, v] of Object.entries(state.script)) this.script[k] = (v ?? []).map((t) => [...t]);
    if (state.entered) this.entered = { for: [...state.entered.for], queue: state.entered.queue.map((t) => [...t]) };
  }

  /**
   * Who enters this roll, when it is one to enter. In an ordered roll with a die per owner (who[i] throws
   * die i, like activation's die per side) each die is its owner's: `mine` lists the places of the
   * entering owners' dice when only some are (absent when the whole roll is entered).
   */
  private enteredBy(req: RollRequest): { owner: string; mine?: number[] } | undefined {
    if (!this.entered || !this.ownerOf || req.count === 0) return undefined;
    const entering = this.entered.for;
    const who = req.who ?? [];
    if (req.ordered && req.count > 1 && who.length === req.count) {
      const owners = who.map((w) => this.ownerOf!({ ...req, count: 1, who: [w] }));
      const mine = owners.flatMap((o, i) => (o !== undefined && entering.includes(o) ? [i] : []));
      if (!mine.length) return undefined;
      return { owner: owners[mine[0]!]!, ...(mine.length < req.count ? { mine } : {}) };
    }
    const owner = this.ownerOf(req);
    return owner !== undefined && entering.includes(owner) ? { owner } : undefined;
  }

  /** One fair die (a d6 unless the request says otherwise) from the seeded generator. */
  private die(sides: number): number {
    return 1 + Math.floor(this.prng() * sides);
  }

  readonly roll: Roller = (req: RollRequest) => {
    const sides = req.sides ?? 6;
    const queue = this.script[req.purpose];
    let dice: number[];
    let scripted = false;
    const by = queue && queue.length > 0 ? undefined : this.enteredBy(req);
    if (by !== undefined) {
      // A player's own roll: the next entered faces, or stop and ask for them (nothing is kept of this step).
      // In a roll with a die per owner (activation), only the entering owners' dice are asked for; the
      // others' come from the seeded generator, in order, once the faces are in.
      const { owner, mine } = by;
      const t = this.entered!.queue.shift();
      if (!t) {
        const ask = askOf(mine ? partOf(req, mine) : req, owner);
        if (mine) ask.others = req.who!.filter((_, i) => !mine.includes(i));
        throw new NeedDice(ask);
      }
      const want = mine ? mine.length : req.count;
      if (t.length !== want)
        throw new Error(`entered dice: ${req.purpose} wants ${want}, the entered roll has ${t.length}`);
      if (!mine) dice = [...t];
      else {
        let k = 0;
        dice = [];
        for (let i = 0; i < req.count; i++) dice.push(mine.includes(i) ? t[k++]! : this.die(sides));
      }
      const rec: RollRecord = { ...recordOf(req, dice, false), entered: true };
      if (mine) rec.enteredDice = [...mine];
      this.rolls.push(rec);
      return dice;
    }
    if (queue && queue.length > 0) {
      const t = queue.shift() as number[];
      scripted = true;
      // A scripted throw with too few dice is topped up from the seeded generator; extra dice are ignored.
      dice = t.slice(0, req.count);
      while (dice.length < req.count) dice.push(this.die(sides));
    } else {
      dice = [];
      for (let i = 0; i < req.count; i++) dice.push(this.die(sides));
    }
    this.rolls.push(recordOf(req, dice, scripted));
    return dice;
  };

  /** The state after the rolls made so far. */
  state(): DiceState {
    const script: Partial<Record<string, number[][]>> = {};
    for (const [k, v] of Object.entries(this.script)) if (v && v.length) script[k] = v.map((t) => [...t]);
    const out: DiceState = { rng: this.prng.state(), script };
    if (this.entered) out.entered = { for: [...this.entered.for], queue: this.entered.queue.map((t) => [...t]) };
    return out;
  }

  /** Takes the rolls recorded since the last call (for turning into events). */
  drain(): RollRecord[] {
    return this.rolls.splice(0, this.rolls.length);
  }
}
