// Small building blocks of the scenario schema. Each carries its own plain-words error, so a bad
// file is answered in the user's terms ("expected an integer from 2 to 9"), never in zod's.
import { z } from 'zod';
import { DEFAULT_TABLE, type TableSize } from '../geometry/shapes';

/** The part of a zod issue that the messages read. */
interface RawIssue {
  code?: string;
  input?: unknown;
}

/** A value as it might appear in a message: short, and in the file's own notation. */
export function shown(v: unknown): string {
  const text = v === undefined ? 'nothing' : (JSON.stringify(v) ?? String(v));
  return text.length > 40 ? `${text.slice(0, 37)}...` : text;
}

/** What kind of thing a JSON value is, for "got ..." endings. */
export function kindOf(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'a list';
  if (typeof v === 'string') return `a string (${shown(v)})`;
  if (typeof v === 'number') return `a number (${shown(v)})`;
  if (typeof v === 'boolean') return String(v);
  if (typeof v === 'object') return 'an object';
  return typeof v;
}

/**
 * Message for a field that should be `phrase`. A value of the right type that fails a range or size
 * check gets no "got" ending, matching the contract's own example for Rep.
 */
export function expecting(phrase: string, rightType: (v: unknown) => boolean) {
  return (iss: RawIssue): string => {
    if (iss.input === undefined) return `missing (expected ${phrase})`;
    if (rightType(iss.input)) return `expected ${phrase}`;
    return `expected ${phrase}, got ${kindOf(iss.input)}`;
  };
}

const isNumber = (v: unknown): boolean => typeof v === 'number';
const isString = (v: unknown): boolean => typeof v === 'string';

export function intIn(lo: number, hi: number, what = 'an integer') {
  const error = expecting(`${what} from ${lo} to ${hi}`, isNumber);
  return z.number({ error }).int({ error }).min(lo, { error }).max(hi, { error });
}

export function finiteNumber(what = 'a number') {
  return z.number({ error: expecting(what, () => false) });
}

/**
 * A file's seed: a string, or a number read as its text, in every game alike (Chain Reaction's file always read
 * "seed": 42 as "42"; the other three refused it, each in its own words).
 */
export function seedField() {
  // A preprocess, not a union: each game words a wrong type its own way, and a union's failure reads as another.
  return z.preprocess(
    (v) => (typeof v === 'number' ? String(v) : v),
    z.string({ error: expecting('a seed (a string)', () => false) }),
  );
}

export function flag(what: string) {
  return z.boolean({ error: expecting(`true or false (${what})`, () => false) });
}

/** One of a closed list of words; `noun` names the list in the message ("unknown weapon ..."). */
export function oneOf<const T extends readonly [string, ...string[]]>(noun: string, values: T) {
  const list = values.join(', ');
  const a = /^[aeiou]/i.test(noun) ? 'an' : 'a';
  return z.enum(values, {
    error: (iss: RawIssue) => {
      if (iss.input === undefined) return `missing (expected ${a} ${noun}: ${list})`;
      if (typeof iss.input === 'string') return `unknown ${noun} ${shown(iss.input)} (${list})`;
      return `expected ${a} ${noun} (${list}), got ${kindOf(iss.input)}`;
    },
  });
}

/** An id: any non-empty name; "__proto__" is refused because ids become keys of plain objects. */
export function idField(what: string) {
  const error = expecting(`${what} (a name of 1 to 64 characters)`, isString);
  return z
    .string({ error })
    .min(1, { error })
    .max(64, { error })
    .refine((s) => s !== '__proto__', { error: '"__proto__" cannot be used as an id' });
}

/** A reference to an id defined elsewhere in the file; whether it exists is checked after the schema. */
export function refField(what: string) {
  const error = expecting(what, isString);
  return z.string({ error }).min(1, { error });
}

export function isOnTable(v: unknown, table: TableSize = DEFAULT_TABLE): v is [number, number] {
  return (
    Array.isArray(v) &&
    v.length === 2 &&
    v.every((c, i) => typeof c === 'number' && Number.isFinite(c) && c >= 0 && c <= (i ? table.height : table.width))
  );
}

/** The table's bounds in words, for "off the table" messages. */
function boundsWords(table: TableSize): string {
  return table.width === table.height
    ? `x and y must be from 0 to ${table.width}`
    : `x must be from 0 to ${table.width} and y from 0 to ${table.height}`;
}

function isPair(v: unknown): boolean {
  return Array.isArray(v) && v.length === 2 && v.every((c) => typeof c === 'number');
}

/** A point [x, y] in inches on the table (36" x 36" unless given), edges included. */
export function point(table: TableSize = DEFAULT_TABLE) {
  return z.custom<[number, number]>((v) => isOnTable(v, table), {
    error: (iss: RawIssue) => {
      if (iss.input === undefined) return 'missing (expected a point [x, y])';
      if (!isPair(iss.input)) return `expected a point [x, y], got ${kindOf(iss.input)}`;
      return `${shown(iss.input).replace(',', ', ')} is off the table (${boundsWords(table)})`;
    },
  });
}

/** A list; `what` names the whole list for the messages. */
export function listOf<T extends z.ZodType>(item: T, what: string, min = 0) {
  const error = expecting(what, Array.isArray);
  const list = z.array(item, { error });
  return min > 0
    ? list.min(min, { error: `expected at least ${min} ${min === 1 ? 'entry' : 'entries'} in ${what}` })
    : list;
}

/** Points joined into a line: wall, crest or path. */
export function pointList(what: string, min: number, table: TableSize = DEFAULT_TABLE) {
  const noun = min === 1 ? 'point' : 'points';
  const error = expecting(`${what} (a list of [x, y] points)`, Array.isArray);
  return z.array(point(table), { error }).min(min, {
    error: (iss: RawIssue) =>
      `${what} needs at least ${min} ${noun}, got ${Array.isArray(iss.input) ? iss.input.length : 0}`,
  });
}

/** Message for a list element or field that should be an object. */
export function objectError(what: string) {
  return (iss: RawIssue): string | undefined => {
    if (iss.code !== 'invalid_type') return undefined;
    return iss.input === undefined
      ? `missing (expected ${what})`
      : `expected ${what} (an object), got ${kindOf(iss.input)}`;
  };
}
