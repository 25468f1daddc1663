// Play-test 3 entry 4: "Kurt moves 0.5" (ducking back to the nearest cover, 0.5" away, for 1.0" of movement)."
// read as a contradiction. The line now says what the movement paid for, from the move's own path.
import { describe, expect, it } from 'vitest';
import { pathCostOver } from '../../../../src/geometry/movement';
import type { Vec } from '../../../../src/geometry/shapes';
import { chainReactionView } from '../../../../src/rulesets/chain-reaction/view/index';
import type { LogBuilder } from '../../../../src/rulesets/chain-reaction/view/logModel';
import type { GameEvent } from '../../../../src/rulesets/chain-reaction/engine/events';
import type { GameState } from '../../../../src/rulesets/chain-reaction/state';

const WOODS = {
  id: 'w4',
  type: 'woods',
  polygon: [
    [8, 8],
    [14, 8],
    [14, 14],
    [8, 14],
  ],
};
const state = {
  terrain: [WOODS],
  table: { width: 36, height: 36 },
  sides: [
    { id: 'player', force: 'police', control: 'human', figures: ['Kurt'] },
    { id: 'enemy', force: 'gang', control: 'ai', figures: ['Ivo'] },
  ],
  figures: {
    Kurt: { id: 'Kurt', side: 'player', rep: 4, star: false, at: [10, 10.5], status: 'duckBack' },
    Ivo: { id: 'Ivo', side: 'enemy', rep: 4, star: false, at: [10, 30], status: 'carryOn' },
  },
} as unknown as GameState;

function line(path: Vec[], away: number): string {
  const cost = pathCostOver(state.terrain)(path);
  const inches = path.slice(1).reduce((n, p, i) => n + Math.hypot(p[0] - path[i]![0], p[1] - path[i]![1]), 0);
  const e: GameEvent = {
    type: 'move',
    figure: 'Kurt',
    from: path[0]!,
    to: path[path.length - 1]!,
    path,
    inches,
    involuntary: 'duckBack',
    why: `ducking back to the nearest cover, ${away.toFixed(1)}" away, for ${cost.toFixed(1)}" of movement`,
  };
  const log = chainReactionView.log!(() => state) as LogBuilder;
  log.add([e]);
  return log.lines()[0]!.text;
}

describe('duck-back distances say what the movement paid for', () => {
  it('half an inch in the woods costs an inch: the woods count double', () => {
    expect(
      line(
        [
          [10, 10],
          [10, 10.5],
        ],
        0.5,
      ),
    ).toBe(
      'Kurt moves 0.5" (ducking back to the nearest cover, 0.5" away, for 1.0" of movement: 0.5" of it is woods, at 2" for each inch).',
    );
  });

  it('a way round is said with its length', () => {
    const t = line(
      [
        [16, 20],
        [18, 20],
        [18, 22],
      ],
      2.8,
    );
    expect(t).toMatch(
      /2\.8" away, for 4\.0" of movement: the way there is 4\.0" long, round what stands in between\)\.$/,
    );
  });

  it('a move that costs what it is far says nothing more', () => {
    expect(
      line(
        [
          [16, 20],
          [18, 20],
        ],
        2,
      ),
    ).toBe('Kurt moves 2.0" (ducking back to the nearest cover, 2.0" away, for 2.0" of movement).');
  });
});

// Session 13 play (stork-1302): "ducking back to the nearest cover, 0.7" away through a doorway ... going through
// the doorway costs 4.0"" — the opening was a window (a door costs 2"). The path says which it was.
describe('a duck back through an opening names it as the path has it', () => {
  const house = (kind: 'door' | 'window') =>
    ({
      ...state,
      terrain: [
        {
          id: 'b1',
          type: 'building',
          polygon: [
            [18, 6],
            [24, 6],
            [24, 12],
            [18, 12],
          ],
          dv: 1,
          floors: 1,
          areas: 1,
          openings: [{ kind, at: [21, 12] }],
        },
      ],
    }) as unknown as GameState;
  const through = (kind: 'door' | 'window') => {
    const s = house(kind);
    const path: Vec[] = [
      [21, 13],
      [21, 11],
    ];
    const cost = pathCostOver(s.terrain)(path);
    const e: GameEvent = {
      type: 'move',
      figure: 'Kurt',
      from: path[0]!,
      to: path[1]!,
      path,
      inches: 2,
      involuntary: 'duckBack',
      why: `ducking back to the nearest cover, 1.0" away through a doorway, for ${cost.toFixed(1)}" of movement`,
    };
    const log = chainReactionView.log!(() => s) as LogBuilder;
    log.add([e]);
    return log.lines()[0]!.text;
  };

  it('a window: "through a window", and its 4" said as the window\'s', () => {
    expect(through('window')).toBe(
      'Kurt moves 2.0" (ducking back to the nearest cover, 1.0" away through a window, for 6.0" of movement: the way there is 2.0" long, round what stands in between; going through the window costs 4.0").',
    );
  });

  it('a door: "through a doorway", 2"', () => {
    expect(through('door')).toBe(
      'Kurt moves 2.0" (ducking back to the nearest cover, 1.0" away through a doorway, for 4.0" of movement: the way there is 2.0" long, round what stands in between; going through the doorway costs 2.0").',
    );
  });
});
