// The menu's words for a file it could not open (play-test 68): the file's name first, then what is wrong in
// plain words. The app answers with the sim's one line ("error: <field>: <problem>", the contract's form,
// which tests and the sim keep); this turns that line into a sentence for a player. Plain strings, no DOM.

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

/** The sentence for a file that could not be opened, from the app's error line and the file's name. */
export function fileProblem(name: string, line: string): string {
  const file = name || 'The file';
  const body = line.replace(/^error: /, '');
  const whole = body.startsWith(`${name}: `) ? body.slice(name.length + 2) : undefined;
  if (whole !== undefined && whole.startsWith('not valid JSON')) {
    const at = /at line (\d+), column (\d+)/.exec(whole);
    return `${file} can't be opened: it is not a scenario or replay file from this table (its text is not JSON${
      at ? `; the first fault is at line ${at[1]}, column ${at[2]}` : ''
    }).`;
  }
  if (whole !== undefined) return `${file} can't be opened: ${whole}.`;
  const m = /^([^:\s]+): (.*)$/.exec(body);
  if (!m) return `${file} can't be opened: ${body}.`;
  const [, path, problem] = m as unknown as [string, string, string];
  if (path === 'version')
    return `${file} can't be opened: it is not a scenario or replay file from this table (${
      problem.startsWith('missing') ? 'it has no version' : `its version is wrong: ${problem}`
    }).`;
  if (path === 'rules') return `${file} can't be opened: the game it names is a problem: ${problem}.`;
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
    return `${parent ? fieldWords(parent) : 'the file'} has a wrong '${field[1]}' (it should be ${expected})`;
  }
  if (expected) return `${fieldWords(path)} is wrong (it should be ${expected})`;
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
  const owner = parent ? fieldWords(parent) : 'the file';
  const expected = m[1];
  const kind = expected?.startsWith('a list') ? ' list' : expected ? ` (it should be ${expected})` : '';
  return `${owner} has no '${field[1]}'${kind}`;
}
