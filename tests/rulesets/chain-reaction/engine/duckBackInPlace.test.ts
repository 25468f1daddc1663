// Duck Back and Hunker Down seek "the nearest cover within 6"" (book p.10): a figure already in cover from the
// cause of its test is at the nearest cover and stays there. A friend's base closer than 1" must not count
// against the spot the figure already stands on (play-test 7, 6: "Bo takes the Crisis test (... +1d6 in
// cover) ... duck back" then "no cover within 6" of Bo: drops prone on the spot", in the woods).
import { describe, expect, it } from 'vitest';
import { finish } from '../../../../src/rulesets/chain-reaction/engine/ctx';
import { makeCtx } from '../../../../src/rulesets/chain-reaction/engine/makeCtx';
import { seekCover } from '../../../../src/rulesets/chain-reaction/engine/involuntary';
import { inCover } from '../../../../src/rulesets/chain-reaction/engine/world';
import { ENGINE, load } from './helpers';
import { initialState } from '../../../../src/rulesets/chain-reaction/start';
import type { Scenario } from '../../../../src/rulesets/chain-reaction/scenario/schema';

function inWoods(friendGap: number): ReturnType<typeof initialState> {
  const s = structuredClone(load(ENGINE, 'retrieve-wounded.json'));
  s.terrain = [
    {
      id: 'w',
      type: 'woods',
      polygon: [
        [4, 24],
        [16, 24],
        [16, 34],
        [4, 34],
      ],
    },
  ] as Scenario['terrain'];
  const st = initialState(s);
  st.figures.al!.at = [10, 30];
  // pal stands beside al, carrying on, closer than 1".
  st.figures.pal!.at = [10 + friendGap, 30];
  st.figures.pal!.status = 'carryOn';
  st.figures.pal!.stance = 'standing';
  return st;
}

describe('ducking back when already in cover', () => {
  for (const gap of [0.8, 2]) {
    it(`stays in the woods where it stands (a friend ${gap}" away), not prone for want of cover`, () => {
      const st = inWoods(gap);
      const ctx = makeCtx(st);
      expect(inCover(ctx.world(), ctx.fig('al'), ctx.fig('foe'))).toBe(true);
      seekCover(ctx, ctx.fig('al'), ctx.fig('foe'), 'duckBack');
      const { state, events } = finish(ctx);
      expect(state.figures.al!.stance).toBe('standing');
      expect(state.figures.al!.at).toEqual([10, 30]);
      expect(JSON.stringify(events)).not.toMatch(/no cover within/);
    });
  }
});
