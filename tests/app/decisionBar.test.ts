// Play-test 3, 10: the bar under the table said "Sarge has come into sight of Watcher: it may go up to 1.0"
// further along its path" while the dialog named him. The bar now takes the question's shown words.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { App } from '../../src/app/app';
import { Controller } from '../../src/app/controller';
import { phaseText } from '../../src/app/statusText';
import { memoryStore } from './helpers';

describe('the bar under the table on a decision', () => {
  it('names the figure the question is about, never "it"', async () => {
    const file = JSON.parse(readFileSync('tests/browser/fixtures/insight.json', 'utf8')) as Record<string, unknown>;
    delete file.commands;
    const app = new App(memoryStore());
    expect((await app.openFileText(JSON.stringify(file), 'insight.json')).ok).toBe(true);
    for (let i = 0; i < 50 && !app.humanTurn(); i++) app.stepComputer();
    expect(
      app.send({
        do: 'move',
        figure: 'A',
        path: [
          [14.5, 19],
          [20, 19],
        ],
      }).ok,
    ).toBe(true);
    expect(app.need()?.kind).toBe('decision');
    const bar = phaseText(app, new Controller(app).orders());
    expect(bar).toMatch(/A has come into sight of E: A may go up to \d\.\d" further along the path/);
    expect(bar).not.toMatch(/\bit may go\b|\bits path\b/);
  });
});
