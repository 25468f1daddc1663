// A Star ducking back past a friend out of the fight chooses to carry him, and throws nothing: the line says
// so as the active fetch does, so the log gives no odds of a roll that never was (play-test 10b, 10: "Odds
// before the roll: Star chooses 1 (100.0%)"); the question has no "?" for the log's ": you choose" to follow.
import { describe, expect, it } from 'vitest';
import { finish } from '../../../../src/rulesets/chain-reaction/engine/ctx';
import { makeCtx } from '../../../../src/rulesets/chain-reaction/engine/makeCtx';
import { seekCover } from '../../../../src/rulesets/chain-reaction/engine/involuntary';
import { initialState } from '../../../../src/rulesets/chain-reaction/start';
import { ENGINE, load } from './helpers';

describe('a Star ducking back past a wounded friend', () => {
  it('goes to fetch him by choice, and the line says a Star may always choose to', () => {
    const st = initialState(structuredClone(load(ENGINE, 'retrieve-wounded.json')));
    st.figures.al!.star = true;
    st.figures.al!.at = [10, 30];
    st.figures.pal!.at = [11.5, 30];
    st.figures.pal!.status = 'outOfTheFight';
    const ctx = makeCtx(st);
    seekCover(ctx, ctx.fig('al'), ctx.fig('foe'), 'duckBack');
    const { events } = finish(ctx);
    const fetch = events.find((e) => e.type === 'test' && e.test === 'retrieveWounded');
    expect(fetch && 'text' in fetch ? fetch.text : '').toBe(
      'al, ducking back, goes to fetch pal (a Star may always choose to).',
    );
    const asked = events.find((e) => e.type === 'decision' && e.kind === 'retrieveWounded');
    expect(asked && 'text' in asked ? asked.text : '').not.toMatch(/\?/);
  });
});
