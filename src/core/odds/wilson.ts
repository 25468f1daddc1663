// The interval statistics of the battle odds and of `sim compare`: Wilson's 95% score interval for a share of
// runs, and the two-proportion z-test that says whether two shares differ clearly at 95%.

/** z for a two-sided 95% interval. */
export const Z95 = 1.959963984540054;

export interface Share {
  /** Runs with the result, of `n`. */
  k: number;
  n: number;
  /** k / n (0 when n is 0). */
  p: number;
  /** Wilson's 95% score interval; [0, 1] when n is 0 (nothing known). */
  low: number;
  high: number;
}

/**
 * Wilson's score interval: unlike p ± z·sqrt(p(1-p)/n) it stays inside [0, 1] and is not zero wide when no run
 * (or every run) has the result, which is common for a lopsided fight.
 */
export function wilson(k: number, n: number, z = Z95): Share {
  if (n <= 0) return { k, n: 0, p: 0, low: 0, high: 1 };
  const p = k / n;
  const z2 = z * z;
  const d = 1 + z2 / n;
  const centre = (p + z2 / (2 * n)) / d;
  const half = (z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / d;
  // The ends are exact at 0 and n (the rounding of centre ± half would leave 1e-16 off).
  return { k, n, p, low: k <= 0 ? 0 : Math.max(0, centre - half), high: k >= n ? 1 : Math.min(1, centre + half) };
}

export interface Difference {
  /** The two shares' difference, a minus b. */
  diff: number;
  /** The pooled two-proportion z statistic (0 when both shares are 0 or both 1). */
  z: number;
  /** |z| above 1.96: the shares differ at the 95% level (two-sided). */
  clear: boolean;
}

/** The pooled two-proportion z-test of k1/n1 against k2/n2. */
export function twoProportion(k1: number, n1: number, k2: number, n2: number): Difference {
  const p1 = n1 > 0 ? k1 / n1 : 0;
  const p2 = n2 > 0 ? k2 / n2 : 0;
  const pooled = n1 + n2 > 0 ? (k1 + k2) / (n1 + n2) : 0;
  const se = Math.sqrt(pooled * (1 - pooled) * (n1 > 0 ? 1 / n1 : 0) + pooled * (1 - pooled) * (n2 > 0 ? 1 / n2 : 0));
  const z = se > 0 ? (p1 - p2) / se : 0;
  return { diff: p1 - p2, z, clear: Math.abs(z) > Z95 };
}
