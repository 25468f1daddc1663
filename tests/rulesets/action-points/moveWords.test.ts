// Play-test 3 entry 16: "Sgt Vance: walk for 2 AP, 0 left. Sgt Vance moves 1"." beside "Walk (1 AP per 3")",
// and "turns to face 57°". The log says what the AP paid for, as the move's preview does, and a facing in words.
import { describe, expect, it } from 'vitest';
import { actionPoints } from '../../../src/rulesets/action-points';
import { play, scenario } from './helpers';

const WALL = {
  id: 'w7',
  type: 'wall',
  line: [
    [5, 27],
    [15, 27],
  ],
};

function logOf(commands: unknown[]): string[] {
  const r = play(
    scenario({
      terrain: [WALL],
      blue: [{ id: 'vance', name: 'Sgt Vance', at: [10, 30], facing: 270 }],
      red: [{ id: 'x', rank: 'novice', at: [30, 5] }],
      commands,
    }),
  );
  const log = actionPoints.view!.log(() => r.state);
  log.add(r.events);
  return log.lines().map((l) => l.text);
}

describe('what a move cost, in the log', () => {
  it('a 1" walk back for 2 AP says the turn paid for the second', () => {
    const lines = logOf([{ do: 'walk', figure: 'vance', to: [10, 31] }]);
    const ap = lines.find((t) => / walk for /.test(t))!;
    expect(ap).toMatch(/walk for 2 AP \(1 AP for 1\.0" at 3" per AP; turning more than 90° \+1 AP\), 1 left\./);
    expect(lines.some((t) => /moves 1"/.test(t))).toBe(true);
  });

  it('a climb is named without its id or a bracket in the bracket', () => {
    const ap = logOf([{ do: 'walk', figure: 'vance', to: [10, 26] }]).find((t) => / walk for /.test(t))!;
    expect(ap).toMatch(/walk for 3 AP \(2 AP for 4\.0" at 3" per AP; climbing a low wall \+1 AP\)/);
    expect(ap).not.toMatch(/w7|\([^)]*\(/);
  });

  it('through a door: no piece id, even one that is also a figure\'s (a building "b1" beside Brandt "b1")', () => {
    const house = {
      id: 'b1',
      type: 'building',
      polygon: [
        [8, 20],
        [14, 20],
        [14, 26],
        [8, 26],
      ],
      openings: [{ kind: 'door', at: [10, 26] }],
    };
    const r = play(
      scenario({
        terrain: [house],
        blue: [{ id: 'vance', name: 'Sgt Vance', at: [10, 28], facing: 270 }],
        red: [{ id: 'b1', name: 'Brandt', rank: 'novice', at: [30, 5] }],
        commands: [{ do: 'walk', figure: 'vance', to: [10, 24] }],
      }),
    );
    const log = actionPoints.view!.log(() => r.state);
    log.add(r.events);
    const ap = log
      .lines()
      .map((l) => l.text)
      .find((t) => / walk for /.test(t))!;
    expect(ap).toMatch(/\(2 AP for 4\.0" at 3" per AP; through a door\), 1 left\./);
    expect(ap).not.toMatch(/Brandt|b1/);
  });

  it('a walk of 3.01" is the 3" the log says: 1 AP, not 2 (distances measured to a tenth)', () => {
    const lines = logOf([{ do: 'walk', figure: 'vance', to: [13.01, 30] }]);
    expect(lines.find((t) => / walk for /.test(t))).toMatch(/walk for 1 AP, 2 left\./);
    expect(lines.some((t) => /moves 3"/.test(t))).toBe(true);
  });

  it('a walk of 4" for 2 AP says its length and rate (play-test 10b, 16: "walk for 2 AP" beside "moves 4"")', () => {
    const ap = logOf([{ do: 'walk', figure: 'vance', to: [14, 30] }]).find((t) => / walk for /.test(t))!;
    expect(ap).toMatch(/walk for 2 AP \(2 AP for 4\.0" at 3" per AP\), 1 left\./);
  });

  it('a plain walk says nothing more than its cost', () => {
    const ap = logOf([{ do: 'walk', figure: 'vance', to: [10, 28] }]).find((t) => / walk for /.test(t))!;
    expect(ap).toMatch(/walk for 1 AP, 2 left\./);
  });

  it('a turn names a direction, never degrees', () => {
    const lines = logOf([
      { do: 'turn', figure: 'vance', facing: 57 },
      { do: 'turn', figure: 'vance', facing: 180 },
    ]);
    const turns = lines.filter((t) => /turns to face/.test(t));
    expect(turns).toEqual([
      expect.stringMatching(/turns to face south-east\.$/),
      expect.stringMatching(/turns to face west, toward the left edge\.$/),
    ]);
    expect(turns.join(' ')).not.toMatch(/°/);
  });
});
