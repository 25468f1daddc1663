// The rules audit against the book: retrieving wounded (p.22) with carrying on forced moves, In Sight
// brought on by a forced move and Completing Reactions (p.14), and "active and moved" for a figure
// that only went prone. Scripted dice throughout; the scenario files run through `sim play` as well.
import { describe, expect, it } from 'vitest';
import { play } from '../crPlay';
import { reduce, begin } from '../../../../src/rulesets/chain-reaction/game';
import { finish } from '../../../../src/rulesets/chain-reaction/engine/ctx';
import { makeCtx } from '../../../../src/rulesets/chain-reaction/engine/makeCtx';
import { seekCover, startLeaving } from '../../../../src/rulesets/chain-reaction/engine/involuntary';
import { surrenders } from '../../../../src/rulesets/chain-reaction/engine/actions';
import { initialState } from '../../../../src/rulesets/chain-reaction/start';
import { seededDice } from '../../../../src/core/dice/source';
import type { Scenario } from '../../../../src/rulesets/chain-reaction/scenario/schema';
import { ENGINE, finalOf, fires, load, ofType, onlyTest, tests } from './helpers';

const retrieveFile = (): Scenario => structuredClone(load(ENGINE, 'retrieve-wounded.json'));

describe('retrieving wounded (p.22)', () => {
  it('walks 3" to the friend, lifts him for 2" and carries him the 3" left of the move', () => {
    const r = play(retrieveFile());
    expect(r.illegal).toBeUndefined();
    expect(onlyTest(r.events, 'retrieveWounded', 'al').result).toBe('willing');
    const fin = finalOf(r.events).figures;
    expect(fin.al!.at).toEqual([13, 27]);
    expect(fin.pal!.at).toEqual([13, 27]);
  });

  it('may not carry him farther than the move has left (8" less 3" walked, less 2" to lift him)', () => {
    const s = retrieveFile();
    s.commands = [
      s.commands[0]!,
      {
        figure: 'al',
        do: 'move',
        path: [
          [10, 27],
          [13.5, 27],
        ],
      },
    ];
    const r = play(s);
    expect(r.illegal?.index).toBe(1);
    expect(r.illegal?.error).toMatch(/too far/);
  });

  it('fires while carrying, but as snap fire (a 4 + Rep 4 misses that would hit otherwise)', () => {
    const r = play(retrieveFile());
    const shot = fires(r.events, 'al')[0]!;
    expect(shot.snap).toBe(true);
    expect(shot.targets[0]!.hit).toBe(false);
    expect(shot.targets[0]!.why).toMatch(/snap fire/);
    // The same shot without the friend on his back hits.
    const s = retrieveFile();
    s.commands = [{ figure: 'al', do: 'fire', targets: [{ figure: 'foe', dice: 3 }] }];
    const free = fires(play(s).events, 'al')[0]!;
    expect(free.snap).toBe(false);
    expect(free.targets[0]!.hit).toBe(true);
  });

  it('drops the wounded friend when charged', () => {
    const s = retrieveFile();
    s.sides[1]!.figures[0]!.at = [13, 18];
    s.dice = {
      activation: [
        [4, 1],
        [1, 4],
      ],
      retrieveWounded: [[4]],
      chargeIntoMelee: [
        [1, 1],
        [6, 6],
      ],
      melee: [
        [6, 6, 6, 6],
        [6, 6, 6, 6],
      ],
    };
    s.commands = [
      s.commands[0]!,
      s.commands[1]!,
      { do: 'endActivation' },
      { figure: 'foe', do: 'charge', target: 'al' },
    ];
    const r = play(s, { turns: 2 });
    expect(r.illegal).toBeUndefined();
    expect(ofType(r.events, 'note').some((n) => /al is charged and drops pal/.test(n.text))).toBe(true);
    expect(r.final!.figures.al!.carrying).toBeUndefined();
    expect(r.final!.figures.pal!.carriedBy).toBeUndefined();
  });

  it('carries him along when a Crisis Test sends the bearer ducking back', () => {
    const s = retrieveFile();
    s.terrain = [
      {
        id: 'w',
        type: 'woods',
        polygon: [
          [14, 25],
          [18, 25],
          [18, 30],
          [14, 30],
        ],
      },
    ] as Scenario['terrain'];
    const st = initialState(s);
    st.figures.al!.at = [13, 27];
    st.figures.pal!.at = [13, 27];
    st.figures.al!.carrying = 'pal';
    st.figures.pal!.carriedBy = 'al';
    const ctx = makeCtx(st);
    seekCover(ctx, ctx.fig('al'), ctx.fig('foe'), 'duckBack');
    const { state } = finish(ctx);
    expect(state.figures.al!.at).not.toEqual([13, 27]);
    expect(state.figures.pal!.at).toEqual(state.figures.al!.at);
  });

  it('a Grunt ducking back past a fallen friend rolls 1d6 against Rep and, passing, takes him along', () => {
    const s = retrieveFile();
    const st = initialState(s);
    st.figures.pal!.at = [10, 28];
    st.dice = seededDice('fetch', { retrieveWounded: [[3]] });
    const ctx = makeCtx(st);
    seekCover(ctx, ctx.fig('al'), ctx.fig('foe'), 'duckBack');
    const { state, events } = finish(ctx);
    expect(tests(events, 'retrieveWounded', 'al')[0]!.result).toBe('willing');
    expect(state.figures.al!.carrying).toBe('pal');
    expect(state.figures.pal!.at).toEqual(state.figures.al!.at);
    // Failing the roll (a 5 against Rep 4) he leaves the friend where he lies.
    const st2 = initialState(s);
    st2.figures.pal!.at = [10, 28];
    st2.dice = seededDice('fetch', { retrieveWounded: [[5]] });
    const ctx2 = makeCtx(st2);
    seekCover(ctx2, ctx2.fig('al'), ctx2.fig('foe'), 'duckBack');
    expect(finish(ctx2).state.figures.al!.carrying).toBeUndefined();
  });

  it('leaving the battlefield while carrying, the Fast Move counts at most 1d6 passed', () => {
    const s = retrieveFile();
    const st = initialState(s);
    st.figures.al!.at = [18, 18];
    st.figures.al!.carrying = 'pal';
    st.figures.pal!.carriedBy = 'al';
    st.figures.pal!.at = [18, 18];
    st.dice = seededDice('leave', { fastMove: [[1, 1]] });
    const ctx = makeCtx(st);
    startLeaving(ctx, ctx.fig('al'), 'test');
    const mv = ofType(finish(ctx).events, 'move')[0]!;
    // Both dice pass (16"), but carrying counts only one: 12".
    expect(mv.inches).toBe(12);
    expect(mv.involuntary).toBe('leaving');
  });
});

describe('In Sight brought on by a forced move, and Completing Reactions (p.14)', () => {
  const r = play(load(ENGINE, 'duck-back-into-sight.json'));

  it("the duck-back move into eve's view starts a new In Sight, which eve wins and fires", () => {
    expect(r.illegal).toBeUndefined();
    const sight = ofType(r.events, 'inSight');
    expect(sight).toHaveLength(1);
    expect(sight[0]!.trigger).toBe('bo');
    expect(fires(r.events).map((f) => `${f.figure}:${f.reaction}`)).toEqual(['sam:active', 'eve:inSight']);
  });

  it('bo passes 2d6 on the new Crisis Test but, still ducking back, neither returns fire nor stops', () => {
    const crisis = tests(r.events, 'crisis', 'bo');
    expect(crisis.map((t) => `${t.passed}:${t.result}`)).toEqual(['2:duckBack', '2:duckBack']);
    expect(crisis[1]!.causes).toEqual(['firedOn']);
    expect(finalOf(r.events).figures.bo!.status).toBe('duckBack');
  });
});

describe('"active and moved" (In Sight table)', () => {
  it('going prone ends the move but is not moving: the figure keeps its cover and its In Sight dice', () => {
    const s = retrieveFile();
    s.commands = [];
    const start = begin(initialState(s));
    const r = reduce(start.state, { do: 'prone', figure: 'al' });
    if (!r.ok) throw new Error(r.error);
    expect(r.state.figures.al!.moved).toBe(false);
    const again = reduce(r.state, {
      do: 'move',
      figure: 'al',
      path: [
        [10, 30],
        [10, 29],
      ],
    });
    expect(again.ok).toBe(false);
    if (!again.ok) expect(again.error).toMatch(/went prone/);
  });
});

describe('Hunker Down (p.10)', () => {
  it('a hunkered-down figure with an enemy carrying on within 4" and in sight surrenders', () => {
    const s = retrieveFile();
    for (const [d, want] of [
      [3.5, 'captured'],
      [4.5, 'hunkerDown'],
    ] as const) {
      const st = initialState(s);
      st.figures.al!.status = 'hunkerDown';
      st.figures.foe!.at = [10, 30 - d];
      const ctx = makeCtx(st);
      surrenders(ctx);
      expect(finish(ctx).state.figures.al!.status).toBe(want);
    }
  });
});
