// The player's autopilot (Watch) leaves the table only when the encounter's objective says so: a figure
// carrying a wounded friend takes him home while others of its side fight on, but the last one able to
// fight does not walk off (that loses a Raid as "left the table before its objective was met"; play-test 41).
import { describe, expect, it } from 'vitest';
import { autopilotCommand, EXIT_LINE } from '../../../../src/rulesets/chain-reaction/solo/autopilot';
import type { GameState } from '../../../../src/rulesets/chain-reaction/state';
import type { Command } from '../../../../src/rulesets/chain-reaction/engine/commands';
import { BARE, encounter, patrolSide } from './helpers';

/** A Raid with the Star 1" from her own edge carrying g1 (out of the fight); `others` more figures of hers fight on. */
function carrying(others: number): { state: GameState; cmd: () => Command } {
  const { state, enc } = encounter({
    generate: { encounter: 'raid', terrain: 'clear' },
    terrain: BARE as never,
    sides: [patrolSide(2 + others, 34, 'ai', 10)],
  });
  const s = structuredClone(state);
  const star = s.figures.star!;
  const g1 = s.figures.g1!;
  star.carrying = 'g1';
  g1.status = 'outOfTheFight';
  g1.carriedBy = 'star';
  g1.at = [...star.at];
  // Those fighting on are far up the table, away from the edge.
  for (let i = 2; i < 2 + others; i++) s.figures[`g${i}`]!.at = [20 + i * 2, 12];
  s.active = { side: 'blue', leader: 'star', figures: ['star'], seen: [] };
  const need = { kind: 'command' as const, side: 'blue', groups: ['star'], active: 'star' };
  return { state: s, cmd: () => autopilotCommand(s, need, enc) };
}

/** Whether a command walks a figure off by the player's own edge. */
function leaves(cmd: Command): boolean {
  if (cmd.do !== 'move' && cmd.do !== 'fastMove') return false;
  const end = cmd.path[cmd.path.length - 1]!;
  return end[1] >= EXIT_LINE - 1;
}

describe('the autopilot leaves only when the objective says so', () => {
  it('with friends still fighting, a carrier takes the wounded friend home', () => {
    const { cmd } = carrying(2);
    const c = cmd();
    expect(c.do).toBe('move');
    expect(leaves(c), JSON.stringify(c)).toBe(true);
  });

  it('the last one able to fight does not walk off with him: the Raid is not won yet', () => {
    const { state, cmd } = carrying(0);
    const c = cmd();
    expect(leaves(c), JSON.stringify(c)).toBe(false);
    // It goes on for the objective instead (up the table, away from its edge), or at least stays.
    if (c.do === 'move') expect(c.path[c.path.length - 1]![1]).toBeLessThan(state.figures.star!.at[1]);
  });
});
