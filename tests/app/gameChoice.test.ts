// Picking a game: the catalog loads a game's code on demand and names unknown ones in one line; the
// choice is remembered with the settings; every saved file and replay names the "rules" it is played by,
// and a file is read by that game once its code is loaded.
import { describe, expect, it } from 'vitest';
import { battle, memoryStore, untilHuman } from './helpers';
import { GAMES, loadGame, rulesOfText } from '../../src/rulesets/catalog';
import { fileText, readGameFile, replayDocument, scenarioDocument } from '../../src/app/gameFile';
import { App } from '../../src/app/app';
import { loadSettings } from '../../src/app/settings';

describe('the game choice', () => {
  it('offers Chain Reaction by title and loads its code when chosen', async () => {
    expect(GAMES.map((g) => [g.name, g.title])).toContainEqual(['chain-reaction', 'Chain Reaction 3.1']);
    const r = await loadGame('chain-reaction');
    expect(r.ok && r.value.title).toBe('Chain Reaction 3.1');
    expect(await loadGame('no-such-game')).toEqual({
      ok: false,
      error: {
        path: 'rules',
        message: expect.stringMatching(/^unknown rules "no-such-game" \(expected one of "chain-reaction"/),
      },
    });
  });

  it('is remembered with the settings', () => {
    const store = memoryStore();
    const app = new App(store);
    expect(app.settings.game).toBeUndefined();
    app.setSettings({ ...app.settings, game: 'chain-reaction' });
    expect(loadSettings(store).game).toBe('chain-reaction');
    expect(new App(store).settings.game).toBe('chain-reaction');
  });

  it('reads a file\'s "rules" before the file, the default when it says none', () => {
    expect(rulesOfText('{"rules":"dice-duel","sides":[]}')).toBe('dice-duel');
    expect(rulesOfText('{"version":1}')).toBe('chain-reaction');
    expect(rulesOfText('not json')).toBe('chain-reaction');
  });
});

describe('saves and replays carry "rules"', () => {
  it('a new battle written out names its rules right after the version, and reads back by them', () => {
    const s = battle({ seed: 'rules-1' });
    untilHuman(s);
    expect(s.source.rules).toBeUndefined();
    for (const doc of [scenarioDocument(s), replayDocument(s)]) {
      expect(Object.keys(doc).slice(0, 2)).toEqual(['version', 'rules']);
      expect(doc.rules).toBe('chain-reaction');
    }
    const back = readGameFile(fileText(replayDocument(s)), 'r.json');
    expect(back.ok && back.value.ruleset.name).toBe('chain-reaction');
  });

  it('the app opens a file after loading the game it names', async () => {
    const s = battle({ seed: 'rules-2' });
    untilHuman(s);
    const app = new App(memoryStore());
    const r = await app.openFileText(fileText(replayDocument(s)), 'r.json');
    expect(r).toEqual({ ok: true, value: { kind: 'replay' } });
    expect(app.session?.ruleset.name).toBe('chain-reaction');
    const bad = await app.openFileText(JSON.stringify({ ...s.source, rules: 'nope' }), 'bad.json');
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.error).toMatch(/^error: rules: unknown rules "nope"/);
  });
});
