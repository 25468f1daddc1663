// Exact odds by walking every way the dice can fall, through the same rule code that resolves play.
// The rule is run again and again with an enumerating Roller; each run follows one path through
// the tree of rolls. Unordered rolls are walked as multisets with multinomial weights, which keeps
// e.g. a Rep 5 In Sight (5d6) to 252 branches instead of 7,776.
import type { RollRequest, Roller } from '../../../core/dice/roll';
import { add, div, frac, mul, ONE, sub, ZERO, type Fraction } from './fraction';

interface Option {
  dice: number[];
  weight: bigint;
}

const cache = new Map<string, Option[]>();

function factorial(n: number): bigint {
  let f = 1n;
  for (let i = 2; i <= n; i++) f *= BigInt(i);
  return f;
}

/** Every outcome of `count` d6: ordered sequences, or sorted multisets with their multiplicities. */
export function outcomes(count: number, ordered: boolean): Option[] {
  const key = `${count}:${ordered}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const out: Option[] = [];
  const cur: number[] = [];
  const walk = (min: number) => {
    if (cur.length === count) {
      if (ordered) {
        out.push({ dice: [...cur], weight: 1n });
        return;
      }
      const counts = [0, 0, 0, 0, 0, 0];
      for (const d of cur) counts[d - 1]!++;
      let w = factorial(count);
      for (const c of counts) w /= factorial(c);
      out.push({ dice: [...cur], weight: w });
      return;
    }
    for (let d = ordered ? 1 : min; d <= 6; d++) {
      cur.push(d);
      walk(d);
      cur.pop();
    }
  };
  walk(1);
  cache.set(key, out);
  return out;
}

export interface Weighted<T> {
  outcome: T;
  p: Fraction;
}

export interface EnumerateOptions<T> {
  /** Outcomes that mean "roll again" (ties on In Sight, doubles on activation): the odds are conditioned on the rest. */
  isReroll?: (t: T) => boolean;
  /** A guard against runaway trees. */
  maxLeaves?: number;
}

/** Every outcome of `run` with its exact probability. */
export function enumerate<T>(run: (roll: Roller) => T, opts: EnumerateOptions<T> = {}): Weighted<T>[] {
  const maxLeaves = opts.maxLeaves ?? 2_000_000;
  const results: Weighted<T>[] = [];
  const stack: number[][] = [[]];
  while (stack.length) {
    const path = stack.pop() as number[];
    let depth = 0;
    let p: Fraction = ONE;
    const roller: Roller = (req: RollRequest) => {
      const opts2 = outcomes(req.count, req.ordered ?? false);
      let pick: number;
      if (depth < path.length) pick = path[depth]!;
      else {
        pick = 0;
        for (let j = opts2.length - 1; j >= 1; j--) stack.push([...path.slice(0, depth), j]);
        path.push(0);
      }
      const o = opts2[pick]!;
      p = mul(p, frac(o.weight, 6n ** BigInt(req.count)));
      depth++;
      return [...o.dice];
    };
    const outcome = run(roller);
    results.push({ outcome, p });
    if (results.length > maxLeaves) throw new Error('enumerate: too many outcomes');
  }
  if (!opts.isReroll) return results;
  const kept = results.filter((r) => !opts.isReroll!(r.outcome));
  const rerollP = results.filter((r) => opts.isReroll!(r.outcome)).reduce((a, r) => add(a, r.p), ZERO);
  const norm = sub(ONE, rerollP);
  if (norm.n === 0n) throw new Error('enumerate: every outcome is a re-roll');
  return kept.map((r) => ({ outcome: r.outcome, p: div(r.p, norm) }));
}

/** Probabilities grouped by a key of the outcome (e.g. the result name). */
export function distribution<T>(
  run: (roll: Roller) => T,
  key: (t: T) => string,
  opts: EnumerateOptions<T> = {},
): Map<string, Fraction> {
  const m = new Map<string, Fraction>();
  for (const { outcome, p } of enumerate(run, opts)) {
    const k = key(outcome);
    m.set(k, add(m.get(k) ?? ZERO, p));
  }
  return m;
}

/** A distribution as a plain object of "n/d" strings, handy in tests and the log. */
export function asTexts(m: Map<string, Fraction>): Record<string, string> {
  const o: Record<string, string> = {};
  for (const [k, v] of [...m.entries()].sort(([a], [b]) => a.localeCompare(b)))
    o[k] = v.d === 1n ? `${v.n}` : `${v.n}/${v.d}`;
  return o;
}
