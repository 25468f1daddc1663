// Reads a scenario file's text as JSON. When the text is broken, a small scanner finds the first
// fault and says where it is (line and column) in plain words, because the JavaScript engine's own
// messages often give no position at all.
import { err, ok, type Result } from '../core/result';

export type JsonRead = Result<unknown>;

class Fault {
  constructor(
    readonly at: number,
    readonly problem: string,
  ) {}
}

const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;

function charWord(c: string | undefined): string {
  if (c === undefined) return 'the end of the file';
  if (c === '\n' || c === '\r') return 'a line break';
  return JSON.stringify(c);
}

/** Walks the text as JSON and throws a Fault at the first thing that is not. */
function scan(s: string): void {
  let i = 0;
  const space = () => {
    while (s[i] === ' ' || s[i] === '\t' || s[i] === '\n' || s[i] === '\r') i++;
  };
  const string = () => {
    i++;
    for (;;) {
      const c = s[i];
      if (c === undefined) throw new Fault(i, 'a string is never closed (missing ")');
      if (c === '"') {
        i++;
        return;
      }
      if (c < ' ') throw new Fault(i, 'a string holds a line break or control character');
      if (c === '\\') {
        const e = s[i + 1];
        if (e !== undefined && '"\\/bfnrt'.includes(e)) i += 2;
        else if (e === 'u' && /^[0-9a-fA-F]{4}$/.test(s.slice(i + 2, i + 6))) i += 6;
        else throw new Fault(i, 'a string holds a bad escape (\\)');
      } else i++;
    }
  };
  const value = (): void => {
    space();
    const c = s[i];
    if (c === '{') return object();
    if (c === '[') return array();
    if (c === '"') return string();
    if (c === '-' || (c !== undefined && c >= '0' && c <= '9')) {
      NUMBER.lastIndex = i;
      const m = NUMBER.exec(s);
      if (!m || m[0] === '-') throw new Fault(i, 'a number is malformed');
      i += m[0].length;
      return;
    }
    for (const word of ['true', 'false', 'null']) {
      if (s.startsWith(word, i)) {
        i += word.length;
        return;
      }
    }
    throw new Fault(i, `expected a value, found ${charWord(c)}`);
  };
  const object = () => {
    i++;
    space();
    if (s[i] === '}') {
      i++;
      return;
    }
    for (;;) {
      space();
      if (s[i] !== '"') {
        throw new Fault(
          i,
          s[i] === '}'
            ? 'a comma before "}" (trailing comma)'
            : `expected a property name in double quotes, found ${charWord(s[i])}`,
        );
      }
      string();
      space();
      if (s[i] !== ':') throw new Fault(i, `expected ":" after the property name, found ${charWord(s[i])}`);
      i++;
      value();
      space();
      if (s[i] === ',') {
        i++;
        continue;
      }
      if (s[i] === '}') {
        i++;
        return;
      }
      throw new Fault(i, `expected "," or "}", found ${charWord(s[i])}`);
    }
  };
  const array = () => {
    i++;
    space();
    if (s[i] === ']') {
      i++;
      return;
    }
    for (;;) {
      space();
      if (s[i] === ']') throw new Fault(i, 'a comma before "]" (trailing comma)');
      value();
      space();
      if (s[i] === ',') {
        i++;
        continue;
      }
      if (s[i] === ']') {
        i++;
        return;
      }
      throw new Fault(i, `expected "," or "]", found ${charWord(s[i])}`);
    }
  };
  value();
  space();
  if (i < s.length) throw new Fault(i, `unexpected ${charWord(s[i])} after the end of the JSON value`);
}

/** 1-based line and column of a character offset. */
export function lineColumn(text: string, at: number): { line: number; column: number } {
  const before = text.slice(0, at);
  const line = before.split('\n').length;
  return { line, column: at - before.lastIndexOf('\n') };
}

export function readJson(raw: string): JsonRead {
  const text = raw.charCodeAt(0) === 0xfeff ? raw.slice(1) : raw;
  if (text.trim() === '') return err('the file is empty (expected a JSON object)');
  try {
    return ok(JSON.parse(text) as unknown);
  } catch {
    try {
      scan(text);
    } catch (f) {
      if (f instanceof Fault) {
        const { line, column } = lineColumn(text, f.at);
        return err(`not valid JSON at line ${line}, column ${column}: ${f.problem}`);
      }
    }
    return err('not valid JSON');
  }
}
