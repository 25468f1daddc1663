// The after-battle page's count line for a side: how many figures ended in each state, most first.
import { describe, expect, it } from 'vitest';
import { afterBattlePage, countLine } from '../../src/rulesets/chain-reaction/view/afterBattle';
import { App } from '../../src/app/app';
import { DEFAULT_OPTIONS } from '../../src/app/newBattle';
import { memoryStore } from './helpers';

describe('after-battle count line', () => {
  it('counts each status in plain words, the most common first', () => {
    expect(countLine(['carryOn', 'outOfTheFight', 'carryOn', 'obviouslyDead', 'carryOn'])).toBe(
      '5 figures: 3 carrying on, 1 out of the fight, 1 obviously dead',
    );
    expect(countLine(['offTable'])).toMatch(/^1 figure: 1 /);
  });

  it('a side that never came onto the table says so, not "0 figures:" with nothing after (play-test 11c)', () => {
    expect(countLine([])).toBe('No figures: none came onto the table');
  });

  it('out of the fight, some carried off: one count, not the same tag twice (play-test 15)', () => {
    const carried = countLine(['outOfTheFight', 'carriedOff']);
    expect(carried).toBe('2 figures: 2 out of the fight (1 of them carried off)');
    expect(carried).not.toMatch(/out of the fight.*out of the fight/);
    expect(countLine(['carriedOff', 'obviouslyDead'])).toBe(
      '2 figures: 1 out of the fight (carried off), 1 obviously dead',
    );
  });
});

// Play-test 3, 24 and play-test 4, 7: a figure carried off the table out of the fight was "off the table" on the
// card while the campaign's After the battle called it "(out of the fight)".
describe('after-battle card, a figure carried off', () => {
  it('reads "out of the fight, carried off", in its row and in the count', () => {
    const app = new App(memoryStore());
    expect(app.newBattle({ ...DEFAULT_OPTIONS, kind: 'skirmish', seed: 'carried-1', groupSize: 3 }).ok).toBe(true);
    const s = app.session!.state;
    const side = s.sides[0]!;
    const [dutch, razor, left] = side.figures as [string, string, string];
    const gone = (id: string, outOfTheFight: boolean) => ({
      ...s.figures[id]!,
      status: 'offTable' as const,
      record: { ...s.figures[id]!.record, outOfTheFight },
    });
    const end = {
      ...s,
      figures: { ...s.figures, [dutch]: gone(dutch, true), [razor]: gone(razor, true), [left]: gone(left, false) },
    };
    const page = afterBattlePage(end, { kind: 'ended', reason: 'test' })!;
    const card = page.sides.find((x) => x.id === side.id)!;
    expect(card.count).toBe('3 figures: 2 out of the fight (both carried off), 1 off the table');
    expect(card.rows.map((r) => r[2])).toEqual([
      'out of the fight, carried off',
      'out of the fight, carried off',
      'off the table',
    ]);
  });
});

// Play-test 6, 1 and 5: the page's words agree with its title and with the turns really played.
describe('after-battle page words', () => {
  const battle = (kind: 'skirmish' | 'patrol', seed: string) => {
    const app = new App(memoryStore());
    expect(app.newBattle({ ...DEFAULT_OPTIONS, kind, seed }).ok).toBe(true);
    return app.session!.state;
  };

  it('a solo skirmish won by the screen side: the title and the sentence both say you hold the field', () => {
    const s = battle('skirmish', 'medlar-4172');
    const [mine, theirs] = s.sides as [(typeof s.sides)[0], (typeof s.sides)[0]];
    const ended = {
      reason: 'sideDestroyed',
      winner: mine.id,
      text: `${theirs.id} has nobody left able to fight: ${mine.id} holds the field`,
    };
    const page = afterBattlePage(
      { ...s, turn: 4, ended },
      { kind: 'ended', reason: 'sideDestroyed', winner: mine.id },
    )!;
    expect(page.title).toBe('You hold the field');
    expect(page.text).toMatch(/: you hold the field\. 4 turns played\.$/);
  });

  it('a Patrol lost by walking off says "You lose", not that the enemy (two dead men) holds the field (play-test 11a, 2)', () => {
    const s = battle('patrol', 'lynx-1202');
    const mine = s.sides.find((x) => x.control !== 'ai') ?? s.sides[0]!;
    const theirs = s.sides.find((x) => x.id !== mine.id)!;
    const ended = {
      reason: 'playerLeft',
      winner: theirs.id,
      text: 'Patrol: your force left the table before its objective was met. You lose.',
    };
    const page = afterBattlePage(
      { ...s, turn: 10, ended },
      { kind: 'ended', reason: 'playerLeft', winner: theirs.id },
    )!;
    expect(page.title).toBe('You lose');
    expect(page.title).not.toMatch(/holds the field/);
    const won = afterBattlePage(
      { ...s, turn: 10, ended: { reason: 'patrolDone', winner: mine.id, text: 'Patrol: done. You win.' } },
      { kind: 'ended', reason: 'patrolDone', winner: mine.id },
    )!;
    expect(won.title).toBe('You win');
  });

  it('a Patrol out of time ends as turn 31 starts: 30 turns played, not 31', () => {
    const s = battle('patrol', 'sorrel-8853');
    const ended = {
      reason: 'timeUp',
      text: 'Patrol: 30 turns have passed without an end. The encounter is unfinished.',
    };
    const page = afterBattlePage({ ...s, turn: 31, ended }, { kind: 'ended', reason: 'timeUp' })!;
    expect(page.text).toMatch(/ 30 turns played\.$/);
    // The engine now ends it as turn 30 is over (turn 31 never begun): the same page.
    const now = afterBattlePage({ ...s, turn: 30, ended }, { kind: 'ended', reason: 'timeUp' })!;
    expect(now.text).toMatch(/ 30 turns played\.$/);
  });
});
