// A replay says what each step did (issue 19: its first steps seemed to change nothing on the table): the
// line under the table gives the step's first log line, a question put there, or that nothing shows.
import { describe, expect, it } from 'vitest';
import { App } from '../../src/app/app';
import { DEFAULT_OPTIONS } from '../../src/app/newBattle';
import { fileText, replayDocument } from '../../src/app/gameFile';
import { phaseText } from '../../src/app/statusText';
import { memoryStore } from './helpers';
import type { Orders } from '../../src/core/rulesetView';

/** A battle of this kind played a few steps by the computer, then opened as a replay. */
function replayOf(kind: 'patrol' | 'skirmish', seed: string): App {
  const app = new App(memoryStore());
  expect(app.newBattle({ ...DEFAULT_OPTIONS, kind, seed }).ok).toBe(true);
  for (let i = 0; i < 14 && !app.session!.over; i++) {
    const s = app.session!;
    const n = s.need as { kind: string; decision?: { fallback: unknown } };
    if (n.kind !== 'command' && n.kind !== 'decision') break;
    const cmd =
      n.kind === 'decision'
        ? { do: 'decide', choice: n.decision!.fallback }
        : s.ruleset.computerCommand(s.state, n as never);
    app.send(cmd as never);
  }
  const replay = new App(memoryStore());
  expect(replay.importFile(fileText(replayDocument(app.session!)), 'battle.replay.json').ok).toBe(true);
  return replay;
}

describe('a replay says what each step did', () => {
  it.each([
    ['patrol', 'replay-words-1'],
    ['skirmish', 'replay-words-2'],
  ] as const)('%s: every step after the first names what happened in it', (kind, seed) => {
    const app = replayOf(kind, seed);
    const last = app.session!.history.length - 1;
    expect(last).toBeGreaterThan(3);
    expect(phaseText(app, {} as Orders)).toMatch(/^Replay: step 0 of \d+ \([^)]*\): the battle as it starts\./);
    const said: string[] = [];
    for (let i = 1; i <= last; i++) {
      app.stepReplay(1);
      const line = phaseText(app, {} as Orders);
      const m = new RegExp(`^Replay: step ${i} of ${last} \\([^)]*\\): (.+)$`).exec(line);
      expect(m, line).not.toBeNull();
      said.push(m![1]!);
    }
    // Each says something of its own, in words: not the same line for every step.
    expect(new Set(said).size).toBeGreaterThan(Math.min(3, said.length - 1));
    for (const t of said) expect(t).not.toMatch(/undefined|\[object/);
    // Stepping back says the same as stepping forward did.
    app.stepReplay(-1);
    expect(phaseText(app, {} as Orders)).toContain(said[said.length - 2]!);
  });
});
