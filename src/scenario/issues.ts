// How a problem in a scenario file is reported: one field path in the contract's style
// (`sides[0].figures[2].weapon`) and one plain sentence. Also the fallback wording for any zod
// issue that a schema did not word itself, so raw zod text never reaches the user.
import { kindOf } from './fields';

export interface ScenarioIssue {
  /** Field path like `sides[0].figures[2].weapon`; empty for the file as a whole. */
  path: string;
  message: string;
}

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

export function formatPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const key of path) {
    if (typeof key === 'number') out += `[${key}]`;
    else if (typeof key === 'string' && IDENTIFIER.test(key)) out += out === '' ? key : `.${key}`;
    else out += `[${JSON.stringify(String(key))}]`;
  }
  return out;
}

/** The one line a command-line tool prints for a bad file. `where` names the file when there is no path. */
export function errorLine(issue: ScenarioIssue, where: string): string {
  return `error: ${issue.path === '' ? where : issue.path}: ${issue.message}`;
}

const TYPE_WORDS: Record<string, string> = {
  object: 'an object',
  array: 'a list',
  string: 'a string',
  number: 'a number',
  boolean: 'true or false',
};

/** The part of a zod issue the fallback reads. */
export interface LooseIssue {
  code?: string;
  input?: unknown;
  expected?: string;
  minimum?: unknown;
  maximum?: unknown;
  origin?: string;
}

/** Words for zod issues that no schema worded itself (a per-parse error map). */
export function fallbackMessage(iss: LooseIssue): string {
  switch (iss.code) {
    case 'invalid_type': {
      const want = TYPE_WORDS[iss.expected ?? ''] ?? iss.expected ?? 'something else';
      return iss.input === undefined ? `missing (expected ${want})` : `expected ${want}, got ${kindOf(iss.input)}`;
    }
    case 'too_small':
      return iss.origin === 'array'
        ? `expected at least ${String(iss.minimum)} entries`
        : `expected at least ${String(iss.minimum)}`;
    case 'too_big':
      return iss.origin === 'array'
        ? `expected at most ${String(iss.maximum)} entries`
        : `expected at most ${String(iss.maximum)}`;
    case 'invalid_value':
    case 'invalid_union':
      return `${kindOf(iss.input)} is not allowed here`;
    default:
      return 'is not valid here';
  }
}
