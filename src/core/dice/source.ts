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

  /** The owner whose player enters this roll, when it is one to enter. */
  private enteredBy(req: RollRequest): string | undefined {
    if (!this.entered || !this.ownerOf || req.count === 0) return undefined;
    const owner = this.ownerOf(req);
    return owner !== undefined && this.entered.for.includes(owner) ? owner : undefined;
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
    const owner = queue && queue.length > 0 ? undefined : this.enteredBy(req);
    if (owner !== undefined) {
      // A player's own roll: the next entered faces, or stop and ask for them (nothing is kept of this step).
      const t = this.entered!.queue.shift();
      if (!t) throw new NeedDice(askOf(req, owner));
      if (t.length !== req.count)
        throw new Error(`entered dice: ${req.purpose} wants ${req.count}, the entered roll has ${t.length}`);
      dice = [...t];
      this.rolls.push({ ...recordOf(req, dice, false), entered: true });
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
