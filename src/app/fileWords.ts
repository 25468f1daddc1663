// The menu's words for a file it could not open (play-test 68): the file's name first, then what is wrong in
// plain words. The app answers with the sim's one line ("error: <field>: <problem>", the contract's form,
// which tests and the sim keep); this turns that line into a sentence for a player. Plain strings, no DOM.
import { GAMES } from '../rulesets/catalog';
import type { UnknownField } from '../scenario/unknownFields';

/** "sides[1].figures[0].rep" → "side 2, figure 1, rep": places counted from 1, the lists' names singular. */
export function fieldWords(path: string): string {
  const single: Record<string, string> = { sides: 'side', figures: 'figure', steps: 'step', units: 'unit' };
  const parts: string[] = [];
  for (const m of path.matchAll(/([A-Za-z_$][\w$]*)|\[(\d+)\]|\["([^"]*)"\]/g)) {
    if (m[1] !== undefined) parts.push(m[1]);
    else if (m[2] !== undefined) {
      const list = parts.pop() ?? 'entry';
      parts.push(`${single[list] ?? `${list} entry`} ${Number(m[2]) + 1}`);
    } else if (m[3] !== undefined) parts.push(m[3]);
  }
  return parts.join(', ');
}

/** "sides[0].units" → "side 1's 'units'": a field by what holds it. */
function fieldOf(path: string): string {
  const field = /(?:^|\.)([A-Za-z_$][\w$]*)$/.exec(path);
  if (!field) return fieldWords(path);
  const parent = path.slice(0, path.length - field[1]!.length).replace(/\.$/, '');
  // The field as the file spells it, quoted, as "has no 'units' list" says it (play-test 11c: "side 2's Units").
  return parent ? `${ownerWords(parent)}'s '${field[1]!}'` : `the file's '${field[1]!}'`;
}

/** "fastMove" → "fast move": a command's or field's name as words (play-test 4, 20: camelCase on screen). */
export function nameWords(id: string): string {
  return id.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
}

/** The games this table plays, by their menu titles ("Chain Reaction 3.1, Action-card skirmish, …"). */
function gameTitles(): string {
  const t = GAMES.map((g) => g.title);
  return t.length < 2 ? t.join('') : `${t.slice(0, -1).join(', ')} and ${t.at(-1)!}`;
}

// The file being explained, to name a figure by its name (play-test 5, 18); set by fileProblem.
let doc: unknown;

function parsed(text: string | undefined): unknown {
  try {
    return text === undefined ? undefined : (JSON.parse(text) as unknown);
  } catch {
    return undefined;
  }
}

/** "sides[0].figures[1]" → "Bo (side 1, figure 2)" when the file names that figure, else the places. */
function ownerWords(parent: string): string {
  const m = /^sides\[(\d+)\]\.figures\[(\d+)\]$/.exec(parent);
  const f = m
    ? (doc as { sides?: { figures?: Record<string, unknown>[] }[] })?.sides?.[+m[1]!]?.figures?.[+m[2]!]
    : undefined;
  // A figure's name, or an id that reads as one ("Bo"; never "x" or "blue1").
  const n = typeof f?.name === 'string' ? f.name : typeof f?.id === 'string' && /^[A-Z][a-z]+$/.test(f.id) ? f.id : '';
  return n ? `${n} (${fieldWords(parent)})` : fieldWords(parent);
}

/** "rep" → "Rep": a field as a word, no quotes or code case. */
function fieldName(f: string): string {
  const w = nameWords(f);
  return w.charAt(0).toUpperCase() + w.slice(1);
}

/** "an integer from 2 to 9, got a string ("three")" → "a whole number from 2 to 9, not the text "three"". */
export function plainExpected(e: string): string {
  return e
    .replace(/\ban integer\b/g, 'a whole number')
    .replace(/\bintegers\b/g, 'whole numbers')
    .replace(/, got a string \(("[^"]*")\)/g, ', not the text $1')
    .replace(/, got an? (?:number|integer) \(([^)]*)\)/g, ', not $1')
    .replace(/\ba string\b/g, 'some text');
}

/** The sentence for a file that could not be opened, from the app's error line and the file's name. */
export function fileProblem(name: string, line: string, text?: string): string {
  doc = parsed(text);
  const file = name || 'The file';
  const body = line.replace(/^error: /, '');
  const whole = body.startsWith(`${name}: `) ? body.slice(name.length + 2) : undefined;
  // No JSON lines and columns for a player (play-test 4, 20); a file cut short is said to be.
  if (whole !== undefined && whole.startsWith('not valid JSON')) {
    if (/found the end of the file|a string is never closed/.test(whole))
      return `${file} can't be opened: the file ends too soon — is it cut off? (Save or copy it again.)`;
    return `${file} can't be opened: it is not a scenario or replay file from this table (its text is not JSON).`;
  }
  if (whole !== undefined) return `${file} can't be opened: ${whole}.`;
  // A replay step the game refused, as the sim says it ("replay.steps[2] (move Ghost): …"): the step counted
  // from 1 in words, as a bad command's step is (play-test 14b: "replay.steps[2]" on the screen).
  const step = /^replay\.steps\[(\d+)\] \(([^)]*)\): (.*)$/.exec(
    body.endsWith(` in ${name}`) ? body.slice(0, -` in ${name}`.length) : body,
  );
  if (step)
    return `${file} can't be opened: step ${Number(step[1]) + 1} of the replay (${step[2]}) can't be played: ${step[3]}.`;
  const m = /^([^:\s]+): (.*)$/.exec(body);
  if (!m) return `${file} can't be opened: ${body}.`;
  const [, path, told] = m as unknown as [string, string, string];
  const mismatch = otherGamesSides(file, path, told);
  if (mismatch) return mismatch;
  // "…; also wrong: sides[0].units": the other broken fields, said after the first.
  const [problem, also] = told.split('; also wrong: ') as [string, string | undefined];
  const more = also ? ` Also wrong: ${also.split(', ').map(fieldOf).join(', ')}.` : '';
  return `${firstProblem(file, path, problem)}${more}`;
}

/**
 * A file whose "rules" names one game while its sides are set out as another's ("rules" changed by hand, or the
 * wrong file): said as that, not as a missing list the player never wrote (play-test 11c: a Chain Reaction file
 * with "rules": "order-dice" read "side 1 has no 'units' list").
 */
function otherGamesSides(file: string, path: string, told: string): string | undefined {
  const m = /^sides\[(\d+)\]\.([A-Za-z]+)$/.exec(path);
  if (!m || !/^missing \(expected a list/.test(told)) return undefined;
  const d = doc as { rules?: unknown; sides?: Record<string, unknown>[] } | undefined;
  const side = d?.sides?.[Number(m[1])];
  const other = side && Object.keys(side).find((k) => k !== m[2] && Array.isArray(side[k]));
  if (!other || typeof d?.rules !== 'string') return undefined;
  const title = GAMES.find((g) => g.name === d.rules)?.title ?? d.rules;
  return `${file} can't be opened: it says it is a game of ${title} ("rules": "${d.rules}"), but its sides list '${other}' where ${title} wants '${m[2]}': is it another game's file?`;
}

function firstProblem(file: string, path: string, problem: string): string {
  if (path === 'version')
    return `${file} can't be opened: it is not a scenario or replay file from this table (${
      problem.startsWith('missing') ? 'it has no version' : `its version is wrong: ${problem}`
    }).`;
  if (path === 'rules') {
    // The games by their menu titles, never their ids (play-test 4, 20).
    const unknown = /^unknown rules ("[^"]*")/.exec(problem);
    if (unknown)
      return `${file} can't be opened: it is for a game this table does not have (${unknown[1]}); the table plays ${gameTitles()}.`;
    return `${file} can't be opened: the game it names is a problem: ${problem}.`;
  }
  const command = /^(.*)\.command\.do$/.exec(path);
  const unknownCommand = /^unknown command ("[^"]*") \((.*)\)$/.exec(problem);
  const step = command ? /^replay\.steps\[(\d+)\]$/.exec(command[1]!) : null;
  if (command && unknownCommand)
    return `${file} can't be opened: ${step ? `step ${Number(step[1]) + 1} of the replay` : fieldWords(command[1]!)} gives an unknown command, ${unknownCommand[1]} (the commands are ${unknownCommand[2]!
      .split(', ')
      .map(nameWords)
      .join(', ')}).`;
  const missing = missingWords(path, problem);
  if (missing) return `${file} can't be opened: ${missing}.`;
  return `${file} can't be opened: ${wrongWords(path, problem)}.`;
}

/**
 * A field that is there but wrong, said as what holds it and what it should be (play-test 3, 20: "at side 1,
 * figure 1, rep, expected an integer from 2 to 9"): "side 1, figure 1 has a wrong 'rep' (it should be an
 * integer from 2 to 9)". A problem that is no "expected …" keeps its own words after the place.
 */
function wrongWords(path: string, problem: string): string {
  const expected = /^expected (.*)$/.exec(problem)?.[1];
  const field = /(?:^|\.)([A-Za-z_$][\w$]*)$/.exec(path);
  if (expected && field) {
    const parent = path.slice(0, path.length - field[1]!.length).replace(/\.$/, '');
    return `${parent ? ownerWords(parent) : 'the file'} has a wrong ${fieldName(field[1]!)} (it should be ${plainExpected(expected)})`;
  }
  if (expected) return `${fieldWords(path)} is wrong (it should be ${plainExpected(expected)})`;
  return `${fieldWords(path)}: ${problem}`;
}

/**
 * A missing field said plainly (play-test 3, 20: "at sides, missing (expected a list of sides)"): "the file
 * has no 'sides' list", "side 1, figure 2 has no 'rep' (it should be an integer from 2 to 9)".
 */
function missingWords(path: string, problem: string): string | undefined {
  const m = /^missing(?: \(expected (.*)\))?$/.exec(problem);
  const field = /(?:^|\.)([A-Za-z_$][\w$]*)$/.exec(path);
  if (!m || !field) return undefined;
  const parent = path.slice(0, path.length - field[1]!.length).replace(/\.$/, '');
  const owner = parent ? ownerWords(parent) : 'the file';
  const expected = m[1];
  const kind = expected?.startsWith('a list') ? ' list' : expected ? ` (it should be ${plainExpected(expected)})` : '';
  return `${owner} has no ${kind === ' list' ? `'${field[1]}'` : fieldName(field[1]!)}${kind}`;
}

/**
 * The line a loaded file's misspelt fields get on the screen (the sim's `warning:` lines, in words): the file
 * is played, and the player is told what was left out of it and the spelling meant, when one is near.
 */
export function unknownFieldsNote(fields: readonly UnknownField[]): string | undefined {
  if (fields.length === 0) return undefined;
  const each = fields.map((u) => `${fieldOf(u.path)}${u.near ? ` (did you mean '${u.near}'?)` : ''}`);
  const n = fields.length;
  return `The file is loaded, but this game does not read ${n === 1 ? 'one of its fields, so it is' : `${n} of its fields, so they are`} ignored: ${each.join('; ')}.`;
}
