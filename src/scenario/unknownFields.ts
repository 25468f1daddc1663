// Fields a scenario file gives that its game does not read: a misspelt optional field ("armor" for "armour",
// "wepon") was dropped without a word, and the figure played without it (play-test 14b). The checked scenario
// keeps every field its game reads, so a field of the file with no counterpart in it was not read. Found by
// walking the file beside its checked value, with the nearest known spelling when one is close.

export interface UnknownField {
  /** Where it is, as a refusal names a place ("sides[0].figures[1].armor"). */
  path: string;
  /** A field of the same object the game does read, spelt within two letters of it. */
  near?: string;
}

/** Top-level keys every file may carry, read by the hosts rather than the game (and "//…" comments anywhere). */
const HOST_KEYS = new Set(['rules', 'version', 'replay', '$schema', 'comment', 'description', 'title', 'name']);

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

/** Edit distance, stopped once over `most`. */
function distance(a: string, b: string, most: number): number {
  if (Math.abs(a.length - b.length) > most) return most + 1;
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++)
      row[j] = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    prev = row;
  }
  return prev[b.length]!;
}

function nearest(key: string, known: readonly string[]): string | undefined {
  let best: { k: string; d: number } | undefined;
  for (const k of known) {
    const d = distance(key.toLowerCase(), k.toLowerCase(), 2);
    if (d <= 2 && (!best || d < best.d)) best = { k, d };
  }
  return best?.k;
}

/** The file's fields its checked scenario does not have, in the file's order. */
export function unknownFields(file: unknown, checked: unknown, path = ''): UnknownField[] {
  const out: UnknownField[] = [];
  if (Array.isArray(file) && Array.isArray(checked)) {
    if (file.length !== checked.length) return out;
    file.forEach((x, i) => out.push(...unknownFields(x, checked[i], `${path}[${i}]`)));
    return out;
  }
  if (!isObject(file) || !isObject(checked)) return out;
  const known = Object.keys(checked);
  for (const [k, v] of Object.entries(file)) {
    const at = path ? `${path}.${k}` : k;
    if (k in checked) out.push(...unknownFields(v, checked[k], at));
    else if (v !== undefined && !k.startsWith('//') && !(path === '' && HOST_KEYS.has(k))) {
      const near = nearest(k, known);
      out.push(near ? { path: at, near } : { path: at });
    }
  }
  return out;
}

/** "warning: sides[0].figures[0].armor: not a field this game reads, so it is ignored (did you mean "armour"?)" */
export function unknownFieldLine(u: UnknownField): string {
  return `warning: ${u.path}: not a field this game reads, so it is ignored${u.near ? ` (did you mean "${u.near}"?)` : ''}`;
}
