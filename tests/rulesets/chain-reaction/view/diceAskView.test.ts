// Own dice: a tied In Sight asks for the dice again (play-test 32). The prompt says it is a re-throw after a
// tie and at how many successes, where it used to repeat the first question word for word; a first throw,
// and a new In Sight after a test, read as before.
import { describe, expect, it } from 'vitest';
import { diceAskView } from '../../../../src/rulesets/chain-reaction/view/diceAskView';
import type { DiceAsk } from '../../../../src/core/dice/entered';
import type { GameEvent } from '../../../../src/rulesets/chain-reaction/engine/events';
import type { GameState } from '../../../../src/rulesets/chain-reaction/state';

/** An own-dice ask: `count` d6 for `who`, the player's, read as they fall unless `more` says otherwise. */
const askFor = (purpose: string, who: string, count: number, more: Partial<DiceAsk> = {}): DiceAsk => ({
  purpose,
  count,
  sides: 6,
  who: [who],
  owner: 'player',
  read: 'asRolled',
  ...more,
});
/** A table with one figure on it and nothing else. */
const oneFigure = (f: { id: string; rep: number; side: string; weapon?: string }): GameState =>
  ({ sides: [], terrain: [], figures: { [f.id]: f } }) as unknown as GameState;

const ask = askFor('inSight', 'Cole', 3, { read: 'successes' });
const roll = (who: string, dice: number[], successes: number): GameEvent =>
  ({ type: 'roll', purpose: 'inSight', who: [who], dice, read: 'successes', scripted: false, successes }) as GameEvent;

describe('the own-dice prompt for a tied In Sight', () => {
  it('says it is a re-throw after a 2-2 tie', () => {
    const first = diceAskView(undefined, ask, []);
    const again = diceAskView(undefined, ask, [roll('Cole', [1, 2, 5], 2), roll('Ivo', [2, 5, 2], 2)]);
    expect(first.title).toBe('Your dice: In Sight for Cole');
    expect(again.title).toBe('Your dice: In Sight for Cole: tied, throw again');
    expect(again.decides).toMatch(
      /^The last throw was a tie at 2 successes each, so the In Sight dice are thrown again\./,
    );
    expect(again.title).not.toBe(first.title);
  });

  it('a test in between starts a new In Sight: no tie is said', () => {
    const test = { type: 'test', test: 'inSight', figures: ['Cole', 'Ivo'], result: 'player', text: '' } as GameEvent;
    const v = diceAskView(undefined, ask, [roll('Cole', [1, 2, 5], 2), roll('Ivo', [4, 5, 6], 0), test]);
    expect(v.title).toBe('Your dice: In Sight for Cole');
  });
});

describe('the own-dice prompt for a shot (play-test 33)', () => {
  it('reads each die against the shooter\'s Rep by the Ranged Combat table, not "No target"', () => {
    const v = diceAskView(oneFigure({ id: 'Cole', rep: 5, side: 'player' }), askFor('rangedCombat', 'Cole', 3), []);
    expect(v.targetText).not.toMatch(/No target/);
    expect(v.targetText).toMatch(
      /^Each die \+ Cole's Rep 5: a 5 or 6 \(10 or more\) is a hit; a 4 \(9\) is a hit unless: /,
    );
    expect(v.targetText).toMatch(/; a 3 \(8\) is a hit unless: .*target prone/);
    expect(v.targetText).toMatch(/; a 1 or 2 \(7 or less\) is a miss\.$/);
  });
});

describe('the own-dice prompt for a snap shot (play-test 10a, 6)', () => {
  const s = oneFigure({ id: 'Ash', rep: 5, side: 'player', weapon: 'AR' });
  const shot = askFor('rangedCombat', 'Ash', 3, { note: 'Assault rifle fire, 3 dice' });
  const crisis = (result: string) =>
    ({ type: 'test', test: 'crisis', figure: 'Ash', passed: 1, result, text: '' }) as GameEvent;

  it('after a Crisis test that said snap fire: only a 5 or 6 hits, with the odds of hits', () => {
    const v = diceAskView(s, shot, [crisis('snapFire')]);
    expect(v.targetText).toBe(
      "Each die + Ash's Rep 5, snap fire: only a 5 or 6 (10 or more) hits; any other face misses.",
    );
    expect(v.targetText).not.toMatch(/unless/);
    // Three dice each hitting on 2 faces in 6: no hit 8/27, 1 hit 4/9, 2 hits 2/9, 3 hits 1/27.
    expect(v.oddsText).toBe('1 hit 4/9 (44.4%), no hit 8/27 (29.6%), 2 hits 2/9 (22.2%), 3 hits 1/27 (3.7%)');
  });

  it('a carrier\'s snap shot says why: the friend carried (cr12b left it as bare "snap fire")', () => {
    const carrier = oneFigure({ id: 'Ash', rep: 5, side: 'player', weapon: 'AR' });
    (carrier.figures['Ash'] as { carrying?: string }).carrying = 'Bo';
    const v = diceAskView(carrier, shot, []);
    expect(v.targetText).toBe(
      "Each die + Ash's Rep 5, snap fire, as Ash carries Bo: only a 5 or 6 (10 or more) hits; any other face misses.",
    );
    expect(v.oddsText).toBe('1 hit 4/9 (44.4%), no hit 8/27 (29.6%), 2 hits 2/9 (22.2%), 3 hits 1/27 (3.7%)');
  });

  it('return fire (not snap) reads the whole table as before', () => {
    const v = diceAskView(s, shot, [crisis('returnFire')]);
    expect(v.targetText).toMatch(/a 4 \(9\) is a hit unless: /);
  });

  it('a snap shot already fired is not read into the next shot', () => {
    const fired = {
      type: 'fire',
      figure: 'Ash',
      weapon: 'AR',
      reaction: 'snapFire',
      targets: [],
      text: '',
    } as GameEvent;
    const v = diceAskView(s, shot, [crisis('snapFire'), fired]);
    expect(v.targetText).toMatch(/is a hit unless: /);
  });
});

describe('the own-dice prompt names figures by name', () => {
  it('in an encounter, "Ranged combat for Ash", not "for the enemy" (seen in enteredDice\'s screenshot)', () => {
    const s = {
      sides: [
        { id: 'player', force: 'military' },
        { id: 'enemy', force: 'gang' },
      ],
      encounter: { player: 'player', np: 'enemy' },
      terrain: [],
      figures: { Ash: { id: 'Ash', rep: 5, side: 'player' } },
    } as unknown as GameState;
    expect(diceAskView(s, askFor('rangedCombat', 'Ash', 3), [roll('Ash', [6, 2, 6], 1)])).toMatchObject({
      title: 'Your dice: Ranged combat for Ash',
      sofar: [expect.stringMatching(/^In Sight for Ash: rolled 6, 2 and 6/)],
    });
    expect(diceAskView(s, askFor('activation', 'player', 1), []).title).toBe('Your dice: Activation for your force');
  });
});

describe('the own-dice prompt for activation doubles (play-test 2, 15)', () => {
  const act = askFor('activation', 'gangers', 1, { owner: 'gangers', others: ['police'] });
  const thrown = (dice: number[]): GameEvent =>
    ({ type: 'roll', purpose: 'activation', who: ['gangers', 'police'], dice, read: 'asRolled' }) as GameEvent;

  it('after a 5 and 5 says the dice are thrown again because of the doubles', () => {
    const first = diceAskView(undefined, act, []);
    const again = diceAskView(undefined, act, [thrown([5, 5])]);
    expect(again.title).toBe(`${first.title}: doubles, throw again`);
    expect(again.decides).toMatch(/^The last throw was doubles \(5 and 5\), so the activation dice are thrown again\./);
  });

  it('a throw that was not doubles asks as before', () => {
    expect(diceAskView(undefined, act, [thrown([5, 2])]).title).toBe(diceAskView(undefined, act, []).title);
  });
});

// Play-test 3, 21: the own-dice boxes named PEFs by their ids ("PEF resolution for b23-pef1", "PEF movement
// for pef2"); the log names them by place or number, and the box now does the same.
describe('the own-dice prompt names PEFs as the log does', () => {
  const s = {
    sides: [
      { id: 'player', force: 'guerilla' },
      { id: 'enemy', force: 'military' },
    ],
    encounter: { player: 'player', np: 'enemy' },
    terrain: [
      {
        id: 'b1',
        type: 'building',
        polygon: [
          [15, 15],
          [21, 15],
          [21, 21],
          [15, 21],
        ],
        dv: 3,
        floors: 2,
        areas: 1,
        openings: [],
      },
    ],
    figures: {},
  } as unknown as GameState;
  const ask = (purpose: string, who: string) => askFor(purpose, who, 2, { owner: 'enemy', read: 'pass', target: 4 });
  const pefRoll = (who: string): GameEvent =>
    ({
      type: 'roll',
      purpose: 'pefResolution',
      who: [who],
      dice: [5, 3],
      read: 'pass',
      target: 4,
      passed: 1,
      scripted: false,
    }) as GameEvent;

  it('a PEF in a building by its place, a PEF on the table by its number', () => {
    const where = 'the PEF from the two-storey building in the middle';
    const first = diceAskView(s, ask('pefResolution', 'b1-pef1'), []);
    expect(first.title).toBe(`Your dice: PEF resolution for ${where}`);
    const more = diceAskView(s, ask('howManyEnemy', 'b1-pef1'), [pefRoll('b1-pef1')]);
    expect(more.title).toBe(`Your dice: How Many Enemy for ${where}`);
    expect(more.sofar[0]).toBe(`PEF resolution for ${where}: rolled 5 and 3, 1 passed against 4.`);
    expect(diceAskView(s, ask('pefMovement', 'pef2'), []).title).toBe('Your dice: PEF movement for PEF 2');
    for (const v of [first, more]) expect([v.title, ...v.sofar].join(' ')).not.toMatch(/\bb1-pef|\bpef\d/);
  });
});
