// Exact odds of dice that go into a fight of several factions (combat.ts splitDice): each even face counts
// against the named target, each odd face is dealt in turn to the other factions. Whether a die is even and
// which face it shows are independent, so the chance of k even dice is binomial and each faction's dice are
// uniform over {2,4,6} or {1,3,5}; every count is a whole number of throws out of 6^n, so the result is exact.
// The shot preview, the log's detail and the computer's choice of target all read these numbers.
import { pct } from './odds';

/** Who a share of the dice counts against: its kill number and the figures it has in the fight. */
export interface Recipient {
  kill: number;
  available: number;
}

const cache = new Map<string, bigint[]>();

/** Ways for k dice, each one of `faces`, to make each total (index = total). */
function waysWith(faces: readonly number[], k: number): readonly bigint[] {
  const key = `${faces.join(',')}:${k}`;
  const hit = cache.get(key);
  if (hit) return hit;
  let ways: bigint[] = [1n];
  for (let i = 0; i < k; i++) {
    const next: bigint[] = new Array(ways.length + Math.max(...faces)).fill(0n);
    ways.forEach((w, t) => {
      if (w !== 0n) for (const f of faces) next[t + f]! += w;
    });
    ways = next;
  }
  cache.set(key, ways);
  return ways;
}

function choose(n: number, k: number): bigint {
  let r = 1n;
  for (let i = 1; i <= k; i++) r = (r * BigInt(n - k + i)) / BigInt(i);
  return r;
}

/** How many of m odd dice the j-th of `others` factions gets when they are dealt round in turn. */
export function oddDealt(m: number, j: number, others: number): number {
  return m > j ? Math.ceil((m - j) / others) : 0;
}

/**
 * The chance of exactly 0, 1, 2... kills on each recipient (the target first, then the others in the order the
 * odd dice are dealt) when n d6 go into the fight. With no others every die counts against the target.
 */
export function splitKillOdds(n: number, target: Recipient, others: readonly Recipient[]): number[][] {
  const all = 6n ** BigInt(n);
  const tally = [target, ...others].map((r) => new Array<bigint>(r.available + 1).fill(0n));
  const band = (r: Recipient, total: number) => Math.min(r.available, Math.floor(total / r.kill));
  for (let k = 0; k <= n; k++) {
    // k even dice (to the target), n - k odd ones; each die has 3 faces of its parity.
    const m = n - k;
    if (others.length === 0 && m > 0) continue;
    const pick = choose(n, k);
    const evenWays = waysWith([2, 4, 6], k);
    const rest = 3n ** BigInt(m);
    evenWays.forEach((w, t) => {
      if (w !== 0n) tally[0]![band(target, t)]! += pick * w * rest;
    });
    others.forEach((r, j) => {
      const c = oddDealt(m, j, others.length);
      const oddWays = waysWith([1, 3, 5], c);
      const elsewhere = 3n ** BigInt(n - c);
      oddWays.forEach((w, t) => {
        if (w !== 0n) tally[j + 1]![band(r, t)]! += pick * w * elsewhere;
      });
    });
  }
  // With no others a die of any face goes to the target: that is 6^n throws, counted above only for the even
  // ones; count them whole instead.
  if (others.length === 0) {
    tally[0]!.fill(0n);
    waysWith([1, 2, 3, 4, 5, 6], n).forEach((w, t) => {
      if (w !== 0n) tally[0]![band(target, t)]! += w;
    });
  }
  return tally.map((row) => row.map((c) => Number((c * 10n ** 18n) / all) / 1e18));
}

/** Expected kills on each recipient. */
export function splitExpected(n: number, target: Recipient, others: readonly Recipient[]): number[] {
  return splitKillOdds(n, target, others).map((row) => row.reduce((a, p, k) => a + p * k, 0));
}

/** "0 kills 40.2%, 1 kill 51.0%, ..." for one recipient's row. */
export function oddsRowText(row: readonly number[]): string {
  return row.map((p, k) => `${k} ${k === 1 ? 'kill' : 'kills'} ${pct(p)}`).join(', ');
}
