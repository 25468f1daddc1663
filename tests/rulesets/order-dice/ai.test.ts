// The computer player's moves go somewhere: over seeded all-computer games (the shipped skirmish and new
// battles from the menu's knobs, objectives among them), every Run or Advance it orders moves its unit at
// least an inch. Before the fix about four moves in ten were 0" runs toward a goal already within reach.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checked, file, of, started, unit } from './helpers';
import { computerOrder } from '../../../src/rulesets/order-dice/ai';
import { playScenario } from '../../../src/rulesets/order-dice/play';
import { makeBattle } from '../../../src/rulesets/order-dice/board/newBattle';

const skirmish = JSON.parse(readFileSync('tests/fixtures/order-dice/skirmish-ai.json', 'utf8')) as Record<
  string,
  unknown
>;

describe('order dice: the computer player', () => {
  it('never orders a move that leaves its unit where it stands', () => {
    const files: [string, Record<string, unknown>][] = [];
    for (let i = 0; i < 6; i++) files.push([`ai-move-${i}`, skirmish]);
    for (let i = 0; i < 10; i++)
      files.push([
        `ai-move-nb-${i}`,
        makeBattle(
          {
            north: 'computer',
            south: 'computer',
            units: 2 + (i % 5),
            support: i % 3 !== 0,
            scenario: i % 2 ? 'hold the objectives' : 'destroy the enemy',
          },
          `ai-move-nb-${i}`,
        ),
      ]);
    let moves = 0;
    for (const [seed, f] of files) {
      const p = playScenario(checked(f), { seed });
      expect(p.illegal).toBeUndefined();
      for (const m of of(p.events, 'move').filter((e) => /order$/.test(e.why))) {
        moves++;
        expect(Math.hypot(m.to[0] - m.from[0], m.to[1] - m.from[1]), `${seed}: ${JSON.stringify(m)}`).toBeGreaterThan(
          0.99,
        );
      }
    }
    expect(moves).toBeGreaterThan(50);
  }, 120_000);
});

describe('order dice: the computer goes round what blocks its sight (play-test 63)', () => {
  it('a unit 4" from an enemy behind a building advances to a spot with a shot instead of waiting in ambush', () => {
    const s = started(
      file({
        blue: [unit('b', [10, 20], 1)],
        red: [unit('r', [10, 24], 1)],
        blueControl: 'ai',
        redControl: 'ai',
        terrain: [
          {
            id: 'house',
            type: 'building',
            polygon: [
              [8, 21],
              [12, 21],
              [12, 23],
              [8, 23],
            ],
          },
        ],
      }),
    );
    // Before: no shot from here and no step nearer (within the 4" it keeps), so it went on Ambush for good.
    const cmd = computerOrder(s, 'blue');
    expect(cmd).toMatchObject({ order: 'advance', target: 'r' });
  });
});
