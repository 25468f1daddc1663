// SCENARIO-variants.md: "Play stops ... when a `script` side needs a command and has none left, after everything
// the last command caused is resolved." Run as users run it (`tsx src/sim/main.ts play FILE`). An action-cards
// linked shot waits in a pool for the faction's next shot at the same target; when the script ran out there, the
// sim stopped with the pool unthrown, so a shot of 12 against a kill number of 6 killed nobody.
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { REPO } from './helpers';

function play(file: string) {
  const r = spawnSync(join(REPO, 'node_modules', '.bin', 'tsx'), [join('src', 'sim', 'main.ts'), 'play', file], {
    cwd: REPO,
    encoding: 'utf8',
  });
  const events = r.stdout
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as Record<string, unknown>);
  return { code: r.status, err: r.stderr, events };
}

describe('action cards: the script runs out', () => {
  it('after a linked shot: the pool is thrown and its casualties taken before play stops', () => {
    const r = play(join('tests', 'fixtures', 'action-cards', 'contract-script-ends-linked.json'));
    expect([r.code, r.err]).toEqual([0, '']);
    const shot = r.events.find((e) => e.type === 'shot') as {
      shares: { total: number; kill: number; killed: number }[];
    };
    expect(shot.shares[0]).toMatchObject({ total: 12, kill: 6, killed: 2 });
    const last = r.events.at(-1) as {
      type: string;
      winner: string | null;
      figures: Record<string, { status: string }>;
    };
    expect(last.type).toBe('final');
    expect([last.figures.c1!.status, last.figures.c2!.status, last.winner]).toEqual(['dead', 'dead', 'blue']);
    // Nothing after the shot's own consequences: no further card is played.
    expect(r.events.filter((e) => e.type === 'card')).toHaveLength(1);
  });
});
