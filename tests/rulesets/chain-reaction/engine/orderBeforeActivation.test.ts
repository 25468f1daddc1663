// An order that can't be carried out is refused before its group activates: a hunkered-down Star given a
// move through a wall is told about the wall at once, not first asked how to recover by Free Will and then
// refused for the wall (app soak cases 70415, 71056 and 833: "the answer roll was refused: the path is
// blocked"). An order that can be carried out still brings the question first.
import { describe, expect, it } from 'vitest';
import { validateScenario } from '../../../../src/rulesets/chain-reaction/scenario/validate';
import { begin, reduce } from '../../../../src/rulesets/chain-reaction/game';
import type { Command } from '../../../../src/rulesets/chain-reaction/engine/commands';
import type { GameState } from '../../../../src/rulesets/chain-reaction/state';
import { initialState } from '../../../../src/rulesets/chain-reaction/start';

function hunkeredStar(force = 'military'): GameState {
  const v = validateScenario({
    version: 1,
    seed: 'order-before-activation',
    terrain: [
      {
        id: 'house',
        type: 'building',
        polygon: [
          [14, 10],
          [22, 10],
          [22, 16],
          [14, 16],
        ],
        dv: 3,
      },
    ],
    sides: [
      {
        id: 'blue',
        control: 'human',
        force,
        figures: [{ id: 'ash', rep: 5, star: true, weapon: 'AR', at: [18, 20], facing: 270, status: 'hunkerDown' }],
      },
      {
        id: 'red',
        control: 'ai',
        force: 'gang',
        figures: [{ id: 'rat', rep: 3, weapon: 'SMG', at: [30, 2], facing: 90 }],
      },
    ],
    dice: { activation: [[5, 1]] },
  });
  if (!v.ok) throw new Error(`${v.error.path}: ${v.error.message}`);
  return begin(initialState(v.value)).state;
}

describe('orders checked before the group activates', () => {
  it('a move through a wall is refused at once, with no Free Will question first', () => {
    const s = hunkeredStar();
    const r = reduce(s, {
      do: 'move',
      figure: 'ash',
      path: [
        [18, 20],
        [18, 8],
      ],
    });
    expect(r).toMatchObject({ ok: false, error: expect.stringMatching(/blocked/) });
  });

  it('a grenade from a side that has none (police) is refused at once', () => {
    const r = reduce(hunkeredStar('police'), { do: 'readyGrenade', figure: 'ash' });
    expect(r).toMatchObject({ ok: false, error: expect.stringMatching(/no grenades/) });
  });

  it('a move that can be made still asks first how to recover, and every answer goes through', () => {
    const s = hunkeredStar();
    const cmd = {
      do: 'move',
      figure: 'ash',
      path: [
        [18, 20],
        [24, 22],
      ],
    } satisfies Command;
    const r = reduce(s, cmd);
    expect(r.ok && r.need).toMatchObject({ kind: 'decision', decision: { kind: 'freeWill', figure: 'ash' } });
    for (const choice of [2, 1, 0, 'roll'] as const) {
      const a = r.ok ? reduce(r.state, { do: 'decide', choice }) : r;
      expect(a.ok ? 'ok' : a.error).toBe('ok');
    }
  });
});

describe('a figure that has acted this turn', () => {
  // Two figures a base apart form one group; Cole acted earlier this turn (with a group he has since left),
  // Ash has not: the group may still act, for Ash alone.
  function pair(): GameState {
    const v = validateScenario({
      version: 1,
      seed: 'acted-already',
      sides: [
        {
          id: 'blue',
          control: 'human',
          force: 'military',
          figures: [
            { id: 'ash', rep: 5, weapon: 'AR', at: [10, 20], facing: 0 },
            { id: 'cole', rep: 4, weapon: 'AR', at: [12, 20], facing: 0 },
          ],
        },
        {
          id: 'red',
          control: 'ai',
          force: 'gang',
          figures: [{ id: 'rat', rep: 3, weapon: 'SMG', at: [34, 2], facing: 90 }],
        },
      ],
      dice: { activation: [[5, 1]] },
    });
    if (!v.ok) throw new Error(`${v.error.path}: ${v.error.message}`);
    const s = begin(initialState(v.value)).state;
    return { ...s, figures: { ...s.figures, cole: { ...s.figures.cole!, actedTurn: s.turn } } };
  }

  it('is refused an order, before and after its group activates', () => {
    const s = pair();
    expect(
      reduce(s, {
        do: 'move',
        figure: 'cole',
        path: [
          [12, 20],
          [12, 24],
        ],
      }),
    ).toEqual({
      ok: false,
      error: 'cole has already acted this turn',
    });
    const a = reduce(s, { do: 'turn', figure: 'ash', facing: 90 });
    expect(a.ok).toBe(true);
    if (!a.ok) return;
    expect(a.state.active?.figures).toEqual(['ash']);
    expect(
      reduce(a.state, {
        do: 'move',
        figure: 'cole',
        path: [
          [12, 20],
          [12, 24],
        ],
      }),
    ).toMatchObject({ ok: false });
  });
});

describe('a figure ducked back from an enemy, in a group with a hunkered friend', () => {
  // Ducking back ends when the group activates, and with it the hiding: the order checked before the
  // activation must see the enemy as the figure will once it acts (skirmish "fresh8-260": refused, "no line of sight").
  it('may be ordered to fire at the enemy it ducked back from', () => {
    const v = validateScenario({
      version: 1,
      seed: 'ducked-back-fires',
      sides: [
        {
          id: 'blue',
          control: 'human',
          force: 'military',
          figures: [
            { id: 'ash', rep: 4, weapon: 'AR', at: [10, 20], facing: 270 },
            { id: 'bo', rep: 4, weapon: 'AR', at: [11.5, 20], facing: 270, status: 'hunkerDown' },
          ],
        },
        {
          id: 'red',
          control: 'ai',
          force: 'gang',
          figures: [{ id: 'rat', rep: 3, weapon: 'SMG', at: [10, 12], facing: 90 }],
        },
      ],
      dice: { activation: [[4, 1]] },
    });
    if (!v.ok) throw new Error(`${v.error.path}: ${v.error.message}`);
    const s = begin(initialState(v.value)).state;
    const ducked = {
      ...s,
      figures: { ...s.figures, ash: { ...s.figures.ash!, status: 'duckBack' as const, hidingFrom: 'rat' } },
    };
    const r = reduce(ducked, { do: 'fire', figure: 'ash', targets: [{ figure: 'rat', dice: 3 }] });
    expect(r.ok ? 'ok' : r.error).toBe('ok');
  });
});
