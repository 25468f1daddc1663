import { describe, expect, it } from 'vitest';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { battle, untilHuman } from './helpers';
import { fileText, readGameFile, replayDocument, scenarioDocument, sessionFromFile } from '../../src/app/gameFile';
import { run } from '../../src/sim/run';

/** What `sim play` prints on stderr for a file with this text. */
function simError(text: string, name: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'cr-app-'));
  const path = join(dir, name);
  writeFileSync(path, text);
  const err: string[] = [];
  run(['play', path], { out: () => undefined, err: (l) => err.push(l) });
  return (err[0] ?? '').replace(path, name);
}

function played(seed: string, endActivations = 3) {
  const s = battle({ seed });
  for (let i = 0; i < endActivations && !s.over; i++) {
    untilHuman(s);
    if (s.over) break;
    expect(s.apply({ do: 'endActivation' }).ok).toBe(true);
  }
  untilHuman(s);
  return s;
}

describe('scenario and replay files', () => {
  it('a replay read back plays to the very same state', () => {
    const s = played('replay-1', 4);
    const text = fileText(replayDocument(s));
    const file = readGameFile(text, 'game.json');
    expect(file.ok && file.value.kind).toBe('replay');
    if (!file.ok) return;
    expect(file.value.steps).toEqual(s.steps);
    const back = sessionFromFile(file.value, 'game.json');
    expect(back.ok).toBe(true);
    if (back.ok) expect(back.value.state).toEqual(s.state);
  });

  it('a replay can be read up to any step', () => {
    const s = played('replay-2', 2);
    const file = readGameFile(fileText(replayDocument(s)), 'g.json');
    if (!file.ok) throw new Error(file.error);
    const k = Math.floor(s.steps.length / 2);
    const back = sessionFromFile(file.value, 'g.json', k);
    expect(back.ok && back.value.state).toEqual(s.history[k]!.state);
  });

  it('a saved scenario is the battle as it began', () => {
    const s = played('replay-3', 1);
    const file = readGameFile(fileText(scenarioDocument(s)), 'start.json');
    expect(file.ok && file.value.kind).toBe('scenario');
    if (!file.ok) return;
    const back = sessionFromFile(file.value, 'start.json');
    expect(back.ok && back.value.history[0]!.state).toEqual(s.history[0]!.state);
  });

  it.each([
    ['broken.json', '{"version": 1, '],
    ['not-object.json', '[1, 2]'],
    [
      'bad-weapon.json',
      JSON.stringify({
        version: 1,
        sides: [{ id: 'a', control: 'ai', force: 'gang', figures: [{ id: 'x', rep: 4, weapon: 'LASER', at: [1, 1] }] }],
      }),
    ],
    [
      'bad-rep.json',
      JSON.stringify({
        version: 1,
        sides: [{ id: 'a', control: 'ai', force: 'gang', figures: [{ id: 'x', rep: 12, weapon: 'P', at: [1, 1] }] }],
      }),
    ],
  ])('a bad file %s gets the same one-line error as sim', (name, text) => {
    const file = readGameFile(text, name);
    expect(file.ok).toBe(false);
    if (file.ok) return;
    expect(file.error).toBe(simError(text, name));
    expect(file.error.startsWith('error: ')).toBe(true);
    expect(file.error).not.toContain('\n');
  });

  it('a bad replay section names the step and field', () => {
    const s = played('replay-4', 1);
    const doc = replayDocument(s) as { replay: { steps: unknown[] } };
    doc.replay.steps[1] = { by: 'human', command: { do: 'fire', figure: 'Ash', targets: [] } };
    const file = readGameFile(JSON.stringify(doc), 'r.json');
    expect(file.ok).toBe(false);
    if (!file.ok)
      expect(file.error).toBe('error: replay.steps[1].command.targets: expected at least 1 entry in a list of targets');
    doc.replay.steps[1] = { by: 'robot', command: { do: 'endActivation' } };
    const f2 = readGameFile(JSON.stringify(doc), 'r.json');
    expect(!f2.ok && f2.error).toBe('error: replay.steps[1].by: expected one of human, ai, script');
  });

  it('an illegal step is reported like sim reports a refused command', () => {
    const s = played('replay-5', 1);
    const doc = replayDocument(s) as { replay: { steps: { by: string; command: unknown }[] } };
    doc.replay.steps.unshift({ by: 'human', command: { do: 'move', figure: 'Ash', path: [[35, 1]] } });
    const file = readGameFile(JSON.stringify(doc), 'r.json');
    if (!file.ok) throw new Error(file.error);
    const res = sessionFromFile(file.value, 'r.json');
    expect(res.ok).toBe(false);
    if (!res.ok) expect(res.error).toMatch(/^error: replay\.steps\[0\] \(move Ash\): /);
  });
});
