// Morale: the test at the start of the marked figure's next act, and each row of the failed morale table
// (drop prone, pinned down and its surrender, retire to cover and its rally-or-leave), with scripted dice.
import { describe, expect, it } from 'vitest';
import { fig, ofType, play, scenario, texts, type FigSpec } from './helpers';

// The veteran (phase 2) misses the average (phases 3...); the average tests at the start of phase 3.
const missed = (extra: {
  dice?: Record<string, number[][]>;
  red?: FigSpec[];
  terrain?: unknown[];
  commands?: unknown[];
}) =>
  scenario({
    terrain: extra.terrain ?? [],
    blue: [{ id: 'a', rank: 'veteran', at: [10, 30], facing: 270 }],
    red: extra.red ?? [{ id: 'b', at: [10, 20], facing: 90 }],
    dice: { shoot: [[8, 0]], ...extra.dice },
    commands: [{ do: 'shoot', figure: 'a', target: 'b' }, { do: 'endAct', figure: 'a' }, ...(extra.commands ?? [])],
  });

describe('the morale test', () => {
  it('comes at the start of the marked figure next act; a pass lets it act and clears the markers', () => {
    const r = play(missed({ dice: { morale: [[5, 9]] }, commands: [{ do: 'kneel', figure: 'b' }] }));
    expect(r.illegal).toBeUndefined();
    expect(texts(r.events)).toContain('b tests morale: average morale 60% = 60%; rolled 59: success.');
    expect(fig(r.state, 'b').markers).toBe(0);
    expect(fig(r.state, 'b').stance).toBe('kneeling');
  });
  it('1-5 on a failure: drops prone and loses the act', () => {
    const r = play(missed({ dice: { morale: [[6, 1]], failedMorale: [[5]] } }));
    expect(ofType(r.events, 'failedMorale')[0]).toMatchObject({ figure: 'b', roll: 5, result: 'dropProne' });
    expect(fig(r.state, 'b').stance).toBe('prone');
    // b lost its act: the next command asked is the veteran's in phase 4.
    expect(r.need).toMatchObject({ kind: 'command', figure: 'a', phase: 4 });
  });
  it('6-8: pinned down, then a failed second test turns into a retire', () => {
    const r = play(
      missed({
        terrain: [
          {
            id: 'rk',
            type: 'rocky',
            polygon: [
              [4, 10],
              [8, 10],
              [8, 14],
              [4, 14],
            ],
          },
        ],
        dice: {
          morale: [
            [6, 1],
            [9, 9],
          ],
          failedMorale: [[7]],
        },
        commands: [{ do: 'endAct', figure: 'a' }],
      }),
    );
    expect(ofType(r.events, 'failedMorale')[0]).toMatchObject({ result: 'pinned' });
    const moves = ofType(r.events, 'move');
    // Retire: to the nearest cover within 12" no nearer the shooter (the rocky ground), running.
    expect(moves).toHaveLength(1);
    expect(moves[0]!.how).toBe('run');
    expect(fig(r.state, 'b').shaken).toBe('retire');
    // The log says the result before the run, so the run is not read as the figure's own order (play-test 58).
    const t = texts(r.events);
    const said = t.indexOf(
      'b fails to rally from being pinned down, so retires to cover and must rally next phase or leave the table.',
    );
    expect(said).toBeGreaterThan(t.indexOf('b tests morale: average morale 60% = 60%; rolled 99: failure.'));
    expect(said).toBeLessThan(t.findIndex((x) => / runs /.test(x)));
  });
  it('pinned alone with an enemy within 2" surrenders', () => {
    const r = play(
      scenario({
        blue: [{ id: 'a', rank: 'veteran', at: [10, 21.5], facing: 270 }],
        red: [{ id: 'b', at: [10, 20], facing: 90 }],
        dice: { shoot: [[9, 5]], morale: [[9, 0]], failedMorale: [[6]] },
        commands: [
          { do: 'shoot', figure: 'a', target: 'b' },
          { do: 'endAct', figure: 'a' },
        ],
      }),
    );
    expect(texts(r.events)).toContain('b is alone with the enemy close and surrenders.');
    expect(r.need).toMatchObject({ kind: 'ended', winner: 'blue' });
  });
  it('9-10: retire, and a failed rally next act removes the figure', () => {
    const r = play(
      missed({
        dice: {
          morale: [
            [6, 1],
            [9, 5],
          ],
          failedMorale: [[9]],
        },
        commands: [{ do: 'endAct', figure: 'a' }],
      }),
    );
    expect(ofType(r.events, 'failedMorale')[0]).toMatchObject({ result: 'retire' });
    expect(ofType(r.events, 'removed')[0]).toMatchObject({ figure: 'b', why: 'failed to rally after retiring' });
  });
  it('a friend within 6" helps, an enemy crowd hurts, a witnessed wound takes 30% off', () => {
    const r = play(
      missed({
        red: [
          { id: 'b', at: [10, 20], facing: 90 },
          { id: 'c', at: [12, 20], facing: 90 },
        ],
        dice: { morale: [[1, 0]] },
        commands: [{ do: 'endAct', figure: 'b' }],
      }),
    );
    expect(
      ofType(r.events, 'test')
        .find((t) => t.test === 'morale')
        ?.chance.mods.map((m) => m.key),
    ).toEqual(['friendNear']);
    // One friend is "a friend", in words a person reads (play-test 37: "3 conscious friend(s)").
    expect(ofType(r.events, 'test').find((t) => t.test === 'morale')?.chance.mods[0]?.text).toBe(
      '1 conscious friend within 6"',
    );
  });
});
