// The menu's line for a file it cannot open (play-test 68): the file's name first and plain words, from the
// app's own error line for real bad files (no JSON, no version, a bad field, an unknown game).
import { describe, expect, it } from 'vitest';
import { memoryStore } from './helpers';
import { App } from '../../src/app/app';
import { fieldWords, fileProblem } from '../../src/app/fileWords';

async function menuLine(text: string, name: string): Promise<string> {
  const r = await new App(memoryStore()).openFileText(text, name);
  if (r.ok) throw new Error('the file opened');
  // The app keeps the sim's form; the menu shows the sentence.
  expect(r.error).toMatch(/^error: /);
  return fileProblem(name, r.error);
}

describe("the menu's words for a bad file", () => {
  it('a file that is not JSON: named, and said to be no scenario or replay file', async () => {
    expect(await menuLine('nope', 'junk2.json')).toBe(
      "junk2.json can't be opened: it is not a scenario or replay file from this table (its text is not JSON; " +
        'the first fault is at line 1, column 1).',
    );
  });

  it('a file without a version: named, "it has no version", no schema words', async () => {
    const line = await menuLine(JSON.stringify({ sides: [] }), 'junk.json');
    expect(line).toBe(
      "junk.json can't be opened: it is not a scenario or replay file from this table (it has no version).",
    );
    expect(line).not.toMatch(/^error|missing \(expected/);
  });

  it('a bad field: the file, then the place counted from 1, then the problem', async () => {
    const bad = JSON.stringify({
      version: 1,
      sides: [{ id: 'a', control: 'ai', force: 'gang', figures: [{ id: 'x', rep: 12, weapon: 'P', at: [1, 1] }] }],
    });
    expect(await menuLine(bad, 'bad-rep.json')).toBe(
      "bad-rep.json can't be opened: side 1, figure 1 has a wrong 'rep' (it should be an integer from 2 to 9).",
    );
    // Play-test 3, 20: the wrong field said in words, not as a field path ("at side 1, figure 1, rep, expected").
    expect(await menuLine(bad, 'bad-rep.json')).not.toMatch(/\bat side|, rep,|, expected/);
    expect(fileProblem('x.json', 'error: sides[0].figures[0].at[1]: expected a number')).toBe(
      "x.json can't be opened: side 1, figure 1, at entry 2 is wrong (it should be a number).",
    );
    expect(fieldWords('replay.steps[1].command.targets')).toBe('replay, step 2, command, targets');
  });

  // Play-test 3, 20: a missing list was told in field words ("at sides, missing (expected a list of sides)").
  it('a missing field is said plainly: what has no what', async () => {
    const club = JSON.stringify({ version: 1, kind: 'scenario', ruleset: 'chain-reaction', figures: 'lots' });
    const line = await menuLine(club, 'club-scenario.json');
    expect(line).toBe("club-scenario.json can't be opened: the file has no 'sides' list.");
    expect(line).not.toMatch(/missing|expected|at sides/);
    expect(fileProblem('x.json', 'error: sides[0].figures[1].rep: missing (expected an integer from 2 to 9)')).toBe(
      "x.json can't be opened: side 1, figure 2 has no 'rep' (it should be an integer from 2 to 9).",
    );
    expect(fileProblem('x.json', 'error: terrain[0].kind: missing')).toBe(
      "x.json can't be opened: terrain entry 1 has no 'kind'.",
    );
  });

  it('an unknown game is named with the file', async () => {
    const line = await menuLine(JSON.stringify({ version: 1, rules: 'nope' }), 'odd.json');
    expect(line).toMatch(/^odd\.json can't be opened: the game it names is a problem: unknown rules "nope"/);
  });
});
