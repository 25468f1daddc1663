// A loaded file with a field its game does not read (a misspelling): the sim warns on stderr
// (src/scenario/unknownFields.ts); the page's Load said nothing (play-test 15). It now plays the file and says
// on the message line which fields were left out and the spelling meant, in words; a file the app itself
// saved draws no such line.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { App } from '../../src/app/app';
import { DEFAULT_OPTIONS } from '../../src/app/newBattle';
import { memoryStore } from './helpers';

describe('Load: fields the game does not read', () => {
  it('plays the file and says which fields were ignored, with the spelling meant', () => {
    const file = JSON.parse(readFileSync('tests/fixtures/scenarios/riker-vs-hans.json', 'utf8')) as {
      sides: { figures: Record<string, unknown>[] }[];
    } & Record<string, unknown>;
    const fig = file.sides[0]!.figures[0]!;
    fig.stanse = fig.stance;
    delete fig.stance;
    file.seeed = 'x';
    const app = new App(memoryStore());
    const r = app.importFile(JSON.stringify(file), 'shared.json');
    expect(r.ok).toBe(true);
    expect(app.session).toBeDefined();
    expect(app.message.error).toBe(false);
    expect(app.message.text).toBe(
      "The file is loaded, but this game does not read 2 of its fields, so they are ignored: side 1, figure 1's 'stanse' (did you mean 'stance'?); the file's 'seeed' (did you mean 'seed'?).",
    );
  });

  it('a scenario or replay the app saved itself loads with no such line', () => {
    const app = new App(memoryStore());
    expect(app.newBattle({ ...DEFAULT_OPTIONS, kind: 'skirmish', seed: 'fix15b-load' }).ok).toBe(true);
    for (const text of [app.exportScenario(), app.exportReplay()]) {
      const b = new App(memoryStore());
      expect(b.importFile(text, 'saved.json').ok).toBe(true);
      expect(b.message.text).toBe('');
    }
  });
});
