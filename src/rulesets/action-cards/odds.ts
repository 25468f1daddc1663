// Exact odds. The sum of N six-sided dice is worked out by convolution over whole counts (BigInt, so 40 dice
// are still exact), and a kill number turns that into the chance of 0, 1, 2... kills. The preview, the log and
// the computer player all read these same numbers.

const sumCounts: bigint[][] = [[1n]];

/** Ways to throw each total with n d6: index = total (0..6n), value = count out of 6^n. */
export function waysOfSum(n: number): readonly bigint[] {
  for (let k = sumCounts.length; k <= n; k++) {
    const prev = sumCounts[k - 1]!;
    const next: bigint[] = new Array(prev.length + 6).fill(0n);
    prev.forEach((w, t) => {
      if (w === 0n) return;
      for (let f = 1; f <= 6; f++) next[t + f]! += w;
    });
    sumCounts.push(next);
  }
  return sumCounts[n]!;
}

/** Chance of each total with n d6 (index = total). */
export function sumOdds(n: number): number[] {
  const ways = waysOfSum(n);
  const all = 6n ** BigInt(n);
  return ways.map((w) => ratio(w, all));
}

function ratio(a: bigint, b: bigint): number {
  // Keep 15 significant digits: scale before dividing so huge counts do not lose the small ones.
  if (b === 0n) return 0;
  const scale = 10n ** 18n;
  return Number((a * scale) / b) / 1e18;
}

/**
 * The chance of exactly k kills (index k) when n d6 are totalled against a kill number, with at most
 * `figures` to kill. Exact: counts summed per band of totals, divided once.
 */
export function killOdds(n: number, kill: number, figures: number): number[] {
  const ways = waysOfSum(n);
  const counts: bigint[] = new Array(figures + 1).fill(0n);
  ways.forEach((w, total) => {
    const k = Math.min(figures, Math.floor(total / kill));
    counts[k]! += w;
  });
  const all = 6n ** BigInt(n);
  return counts.map((c) => ratio(c, all));
}

export function expectedKills(n: number, kill: number, figures: number): number {
  return killOdds(n, kill, figures).reduce((s, p, k) => s + p * k, 0);
}

/** Chance that n d6 show at least one 6 (the action roll). */
export function actionRollOdds(n: number): number {
  return n <= 0 ? 0 : 1 - (5 / 6) ** n;
}

/** A chance as words: "31.0%". */
export function pct(p: number): string {
  return `${(p * 100).toFixed(1)}%`;
}

/** The odds line of a shot: "0 kills 12.0%, 1 kill 60.5%, ...". */
export function killOddsText(n: number, kill: number, figures: number): string {
  return killOdds(n, kill, figures)
    .map((p, k) => `${k} ${k === 1 ? 'kill' : 'kills'} ${pct(p)}`)
    .join(', ');
}
