// Picking one of k things "at random" with d6 only, evenly: a die (or two) re-rolled until it lands in range.
import type { Roller } from '../core/dice/roll';

/** An index 0..k-1, uniform, from d6 throws; scripted dice out of range are simply thrown again. */
export function pickIndex(roll: Roller, k: number, purpose: string, note: string): number {
  if (k <= 1) return 0;
  if (k <= 6) {
    for (;;) {
      const d = roll({ purpose, count: 1, note })[0] as number;
      if (d <= k) return d - 1;
    }
  }
  const limit = 36 - (36 % k);
  for (;;) {
    const [a, b] = roll({ purpose, count: 2, ordered: true, note }) as [number, number];
    const n = (a - 1) * 6 + (b - 1);
    if (n < limit) return n % k;
  }
}
