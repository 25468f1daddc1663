// A leaver inside a building whose straight way to the nearest edge meets a blank wall goes out by the
// door on the far side and off the table, instead of standing at the wall for ever (brief leave11).
import { describe, expect, it } from 'vitest';
import { finish } from '../../../../src/rulesets/chain-reaction/engine/ctx';
import { makeCtx } from '../../../../src/rulesets/chain-reaction/engine/makeCtx';
import { leaveMove, startLeaving } from '../../../../src/rulesets/chain-reaction/engine/involuntary';
import { initialState } from '../../../../src/rulesets/chain-reaction/start';
import { seededDice } from '../../../../src/core/dice/source';
import type { Scenario } from '../../../../src/rulesets/chain-reaction/scenario/schema';
import { ENGINE, load, ofType } from './helpers';

function leaveHut(kind: 'door' | 'window' | 'none') {
  const s = structuredClone(load(ENGINE, 'retrieve-wounded.json')) as Scenario & { terrain?: unknown };
  s.terrain = [
    {
      id: 'hut',
      type: 'building',
      dv: 1,
      floors: 1,
      areas: 1,
      polygon: [
        [2, 10],
        [10, 10],
        [10, 20],
        [2, 20],
      ],
      openings: kind === 'none' ? [] : [{ kind, at: [10, 15] }],
    },
  ];
  const st = initialState(s as Scenario);
  st.figures.al!.at = [4, 15];
  st.figures.al!.carrying = undefined;
  st.figures.pal!.carriedBy = undefined;
  st.dice = seededDice('leave', { fastMove: Array.from({ length: 6 }, () => [1, 1]) });
  const ctx = makeCtx(st);
  const al = ctx.fig('al');
  startLeaving(ctx, al, 'test');
  for (let i = 0; i < 5 && al.status === 'leaving'; i++) leaveMove(ctx, al);
  const moves = ofType(finish(ctx).events, 'move').filter((m) => m.figure === 'al');
  return { status: al.status, moves };
}

describe('leaving the battlefield from inside a building', () => {
  it('goes out through the door on the far side and off the table within a few activations', () => {
    const { status, moves } = leaveHut('door');
    expect(status).toBe('offTable');
    expect(moves.length).toBeLessThanOrEqual(4);
    expect(moves[0]!.why).toContain('so out through the doorway');
  });

  it('says window when the only way out is a window', () => {
    const { status, moves } = leaveHut('window');
    expect(status).toBe('offTable');
    expect(moves[0]!.why).toContain('so out through the window');
    expect(moves[0]!.why).not.toContain('doorway');
  });

  it('with no door or window at all it stops at the wall and says so', () => {
    const { status, moves } = leaveHut('none');
    expect(status).toBe('leaving');
    expect(moves[0]!.text).toContain(
      "a building's wall with no door or window on the straight way to the west edge stops",
    );
  });
});
