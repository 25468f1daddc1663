// The menu's line for a file it cannot open (play-test 68): the file's name first and plain words, from the
// app's own error line for real bad files (no JSON, no version, a bad field, an unknown game).
import { describe, expect, it } from 'vitest';
import { memoryStore } from './helpers';
import { App } from '../../src/app/app';
import { fieldWords, fileProblem, plainExpected } from '../../src/app/fileWords';

async function menuLine(text: string, name: string): Promise<string> {
  const r = await new App(memoryStore()).openFileText(text, name);
  if (r.ok) throw new Error('the file opened');
  // The app keeps the sim's form; the menu shows the sentence.
  expect(r.error).toMatch(/^error: /);
  return fileProblem(name, r.error, text);
}

describe("the menu's words for a bad file", () => {
  it('a file that is not JSON: named, and said to be no scenario or replay file', async () => {
    // No JSON line and column for a player (play-test 4, 20).
    expect(await menuLine('nope', 'junk2.json')).toBe(
      "junk2.json can't be opened: it is not a scenario or replay file from this table (its text is not JSON).",
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
      "bad-rep.json can't be opened: side 1, figure 1 has a wrong Rep (it should be a whole number from 2 to 9).",
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
      "x.json can't be opened: side 1, figure 2 has no Rep (it should be a whole number from 2 to 9).",
    );
    expect(fileProblem('x.json', 'error: terrain[0].kind: missing')).toBe(
      "x.json can't be opened: terrain entry 1 has no Kind.",
    );
  });

  // Play-test 4, 20: the games by their menu titles, not their ids.
  it('an unknown game is named with the file, and the games the table plays by their titles', async () => {
    const line = await menuLine(JSON.stringify({ version: 1, rules: 'space-hulk' }), 'hulk-replay.json');
    expect(line).toBe(
      'hulk-replay.json can\'t be opened: it is for a game this table does not have ("space-hulk"); the table plays ' +
        'Chain Reaction 3.1, Action-card skirmish, Action-point percentile skirmish and Order dice with reactions.',
    );
  });

  // Play-test 4, 20: a replay cut in half was "not JSON … line 1, column 3302".
  it('a file cut short says so', async () => {
    const whole = JSON.stringify({ version: 1, sides: [{ id: 'a', control: 'ai', figures: [] }] });
    expect(await menuLine(whole.slice(0, 30), 'half-replay.json')).toBe(
      "half-replay.json can't be opened: the file ends too soon — is it cut off? (Save or copy it again.)",
    );
  });

  // Play-test 4, 20: "side 1, control" was named when 'control' was missing and 'units' was wrong too.
  it('every broken field of a side is named, a missing one as missing', async () => {
    const od = JSON.stringify({ version: 1, rules: 'order-dice', sides: [{ id: 'north', units: 'many' }] });
    expect(await menuLine(od, 'od-bad.json')).toBe(
      'od-bad.json can\'t be opened: side 1 has no Control (it should be one of "human", "ai", "script"). ' +
        "Also wrong: side 1's 'units'.",
    );
  });

  // Play-test 11c: a Chain Reaction file with "rules" changed to "order-dice" read "side 1 has no 'units' list.
  // Also wrong: side 2's Units." — about a list the player never wrote.
  it("a file whose sides are another game's says the game it names and the list it found", async () => {
    const cr = JSON.stringify({
      version: 1,
      rules: 'order-dice',
      sides: [
        { id: 'a', control: 'ai', figures: [{ id: 'Bo', rep: 4, weapon: 'AR', at: [5, 5] }] },
        { id: 'b', control: 'ai', figures: [{ id: 'Cy', rep: 4, weapon: 'AR', at: [9, 9] }] },
      ],
    });
    const line = await menuLine(cr, 'b3.json');
    expect(line).toMatch(
      /^b3\.json can't be opened: it says it is a game of .+ \("rules": "order-dice"\), but its sides list 'figures' where .+ wants 'units': is it another game's file\?$/,
    );
  });

  // Play-test 14b: a replay step the game refused showed "replay.steps[2] (move Ghost): …", 0-based.
  it('a replay step the game refuses: the step counted from 1, in words', () => {
    expect(
      fileProblem(
        'broken.json',
        'error: replay.steps[2] (move Ghost): no figure "Ghost" in this battle in broken.json',
      ),
    ).toBe(
      'broken.json can\'t be opened: step 3 of the replay (move Ghost) can\'t be played: no figure "Ghost" in this battle.',
    );
  });

  // Play-test 4, 20: "replay, step 4, command, do, unknown command "fly" (move, fastMove, …)".
  it('an unknown command in a replay: the step, and the commands in words', () => {
    expect(
      fileProblem(
        'bad-step-replay.json',
        'error: replay.steps[3].command.do: unknown command "fly" (move, fastMove, endActivation, changeFloor)',
      ),
    ).toBe(
      'bad-step-replay.json can\'t be opened: step 4 of the replay gives an unknown command, "fly" (the commands are ' +
        'move, fast move, end activation, change floor).',
    );
  });

  it('a wrong value in plain words, and a figure by its name (play-test 5, 18)', async () => {
    const bad = JSON.stringify({
      version: 1,
      rules: 'chain-reaction',
      seed: 1,
      table: { width: 36, height: 36 },
      sides: [
        { id: 'a', control: 'ai', force: 'gang', figures: [{ id: 'Bo', rep: 'three', weapon: 'P', at: [1, 1] }] },
      ],
    });
    const r = await new App(memoryStore()).openFileText(bad, 'broken-rep.json');
    if (r.ok) throw new Error('the file opened');
    const line = fileProblem('broken-rep.json', r.error, bad);
    expect(line).toMatch(
      /^broken-rep\.json can't be opened: Bo \(side 1, figure 1\) has a wrong Rep \(it should be a whole number from 2 to 9/,
    );
    expect(line).not.toMatch(/integer|string|'rep'/);
    expect(plainExpected('an integer from 2 to 9, got a string ("three")')).toBe(
      'a whole number from 2 to 9, not the text "three"',
    );
  });
});
