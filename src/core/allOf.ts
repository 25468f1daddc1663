// "All 3 dice", "Both dice", "The only die": a whole count said the way a person would. "All 2 dice are thrown
// together" read wrong (play-test 7, 14), so every "All N ..." built from a number goes through here.

/** A sentence start for the whole of n things: "The only die", "Both dice", "All 3 dice". */
export function allOf(n: number, one: string, many = `${one}s`): string {
  if (n === 1) return `The only ${one}`;
  if (n === 2) return `Both ${many}`;
  return `All ${n} ${many}`;
}
