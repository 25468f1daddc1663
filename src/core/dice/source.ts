// The one dice source. Its whole state is plain data kept inside the game state, so a game can be
// saved, replayed and compared bit for bit. Scripted queues (per purpose, from a scenario file or
// a test) are answered first; when a queue runs dry the seeded generator takes over.
import seedrandom from 'seedrandom';
import type { Purpose } from './purposes';
import { recordOf, type RollRecord, type RollRequest, type Roller } from './roll';

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
  script: Partial<Record<Purpose, number[][]>>;
}

type AleaPrng = (() => number) & { state(): RngState };

function alea(seed: string, state?: RngState): AleaPrng {
  return (state ? seedrandom.alea('', { state }) : seedrandom.alea(seed, { state: true })) as unknown as AleaPrng;
}

export function seededDice(seed: string, script: Partial<Record<Purpose, number[][]>> = {}): DiceState {
  const copy: Partial<Record<Purpose, number[][]>> = {};
  for (const [k, v] of Object.entries(script)) copy[k as Purpose] = (v ?? []).map((t) => [...t]);
  return { rng: alea(seed).state(), script: copy };
}

/**
 * A working handle on a DiceState: rolls, records every roll, and hands back the new state.
 * The reducer makes one per step; the state it started from is never changed.
 */
export class DiceBox {
  private readonly prng: AleaPrng;
  private readonly script: Partial<Record<Purpose, number[][]>>;
  readonly rolls: RollRecord[] = [];

  constructor(state: DiceState) {
    this.prng = alea('', state.rng);
    this.script = {};
    for (const [k, v] of Object.entries(state.script)) this.script[k as Purpose] = (v ?? []).map((t) => [...t]);
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
    const script: Partial<Record<Purpose, number[][]>> = {};
    for (const [k, v] of Object.entries(this.script)) if (v && v.length) script[k as Purpose] = v.map((t) => [...t]);
    return { rng: this.prng.state(), script };
  }

  /** Takes the rolls recorded since the last call (for turning into events). */
  drain(): RollRecord[] {
    return this.rolls.splice(0, this.rolls.length);
  }
}
