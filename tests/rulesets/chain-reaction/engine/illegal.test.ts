// Illegal commands: exit status 2 and exactly one stderr line that names the refused command and says
// why, with the events up to the refusal still on stdout. Every kind runs through `run` (the tool
// without a process); one of them also runs as the real `sim play` process, since spawns are slow.
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { run } from '../../../../src/sim/run';
import { ENGINE, REPO } from './helpers';

const CASES: [file: string, line: string][] = [
  [
    'illegal-group-may-not-act.json',
    "error: commands[1] (move private): private's group may not act this turn: its leader private is Rep 4, under blue's activation die of 5",
  ],
  [
    'illegal-out-of-range.json',
    'error: commands[1] (fire sprayer): sniper is 30.0" away, beyond sprayer\'s submachine gun range of 24"',
  ],
  ['illegal-no-los.json', 'error: commands[1] (fire rifleman): rifleman has no line of sight to hidden'],
  ['illegal-out-of-ammo.json', 'error: commands[1] (fire empty): empty is out of ammo and must reload'],
  [
    'illegal-fire-after-reload.json',
    'error: commands[1] (fire ivan): ivan reloaded this activation and may not fire until its next',
  ],
  [
    'illegal-too-far.json',
    'error: commands[1] (move runner): too far: the path needs more than runner\'s 8" allowance (8.0" used by (18.0, 32.0))',
  ],
];

function capture(argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = run(argv, { out: (l) => out.push(l), err: (l) => err.push(l) });
  return { code, out, err };
}

describe('sim play refuses an illegal command', () => {
  it.each(CASES)('%s: exit 2, one line naming the command', (file, line) => {
    const r = capture(['play', join(ENGINE, file)]);
    expect(r.code).toBe(2);
    expect(r.err).toEqual([line]);
    // What happened before the refusal is still printed; nothing pretends the file ran to its end.
    const events = r.out.map((l) => JSON.parse(l) as { type: string });
    expect(events[0]).toEqual({ type: 'turn', turn: 1 });
    expect(events.some((e) => e.type === 'final')).toBe(false);
  });

  it('--summary prints nothing on stdout for a refused file, only the error line', () => {
    expect(capture(['play', join(ENGINE, CASES[3]![0]), '--summary'])).toEqual({
      code: 2,
      out: [],
      err: [CASES[3]![1]],
    });
  });

  it('the real process: exit status 2 and the same single stderr line', () => {
    const [file, line] = CASES[0]!;
    const r = spawnSync(
      join(REPO, 'node_modules', '.bin', 'tsx'),
      [join('src', 'sim', 'main.ts'), 'play', join(ENGINE, file)],
      { cwd: REPO, encoding: 'utf8' },
    );
    expect(r.status).toBe(2);
    expect(r.stderr).toBe(`${line}\n`);
    const lines = r.stdout
      .trimEnd()
      .split('\n')
      .map((l) => JSON.parse(l) as { type: string });
    expect(lines.map((e) => e.type)).toEqual(['turn', 'roll', 'activation', 'activate', 'endActivation']);
  }, 20_000);
});
