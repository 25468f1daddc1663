// Shooting played through scenario files: laying the Target dice out on several targets, Tight Ammo and
// reloading, the Ranged Combat table against cover, damage and the Recover test, Outgunned, chains of
// fire that end when one side can't or won't answer, the Pitiful Shot, and the shooting Stop! box.
import { describe, expect, it } from 'vitest';
import { play } from '../crPlay';
import { eventText } from '../../../../src/rulesets/chain-reaction/explain/eventText';
import {
  answers,
  book,
  diceOf,
  finalOf,
  fires,
  ofType,
  onlyTest,
  playBook,
  rolls,
  statusChanges,
  story,
  tests,
} from './helpers';

describe('Hans fires his SMG at Charles (1 die) and Billy Pink (the rest), throwing 3, 5 and 2', () => {
  // Beyond the book: Hans is Rep 4; the damage die on Charles (3), his Recover (3,4) and Billy's Crisis
  // throw (3,4: outgunned by the SMG, he ducks back) are scripted.
  const events = playBook('hans-dice-allocation.json');

  it('Billy is inside the 3" swath to the left of Charles', () => {
    expect(answers(events, 'before')[0]).toEqual(['charles', 'billy']);
  });

  it('the dice are laid out high to low: the 5 to Charles, the 3 and 2 to Billy', () => {
    expect(diceOf(events, 'rangedCombat')).toEqual([[3, 5, 2]]);
    expect(fires(events, 'hans')[0]!.targets).toMatchObject([
      { figure: 'charles', dice: [5], hit: true },
      { figure: 'billy', dice: [3, 2], hit: false },
    ]);
  });

  it('Charles is hit; Billy, missed and with a friend down beside him, takes the Crisis test', () => {
    expect(ofType(events, 'damage')).toMatchObject([{ figure: 'charles', die: 3, result: 'recoverTest' }]);
    expect(onlyTest(events, 'crisis', 'billy')).toMatchObject({
      causes: ['outgunned', 'manDown'],
      passed: 2,
      result: 'duckBack',
    });
  });
});

describe('Ivan fires his SMG and throws 1, 1 and 5', () => {
  // Beyond the book: Ivan is Rep 4; Boris's damage (2) and Recover (1,2) are scripted.
  const events = playBook('ivan-tight-ammo.json');

  it('the 5 hits, and only after the shot is the SMG out of ammo', () => {
    expect(fires(events, 'ivan')[0]!.targets).toMatchObject([{ figure: 'boris', dice: [5, 1, 1], hit: true }]);
    const kinds = events.map((e) => e.type);
    expect(kinds.indexOf('ammo')).toBe(kinds.indexOf('fire') + 1);
    expect(ofType(events, 'ammo')[0]).toMatchObject({ figure: 'ivan', ammo: 'outOfAmmo' });
    expect(ofType(events, 'damage')).toMatchObject([{ figure: 'boris', by: 'ivan', die: 2 }]);
  });

  it('the log says "out of ammo" once, and why (play-test 11c: "out of ammo: ... out of ammo after this shot")', () => {
    const line = eventText(ofType(events, 'ammo')[0]!);
    expect(line).toBe('ivan is out of ammo: the shot threw two or more 1s, so this shot is its last until it reloads.');
    expect(line?.match(/out of ammo/g)).toHaveLength(1);
  });

  it('at his next activation he reloads and still moves a normal 8"', () => {
    expect(ofType(events, 'ammo')[1]).toMatchObject({ figure: 'ivan', ammo: 'loaded' });
    const turns = ofType(events, 'turn').map((t) => t.turn);
    expect(turns).toEqual([1, 2]);
    expect(ofType(events, 'move').at(-1)).toMatchObject({ figure: 'ivan', inches: 8 });
    expect(finalOf(events).figures.ivan).toMatchObject({ ammo: 'loaded', at: [10, 8] });
  });

  it('having reloaded he may not move faster than normal', () => {
    const scenario = book('ivan-tight-ammo.json');
    scenario.commands[4] = {
      figure: 'ivan',
      do: 'fastMove',
      path: [
        [18, 8],
        [10, 8],
      ],
    };
    expect(play(scenario).illegal).toMatchObject({
      index: 4,
      error: 'ivan reloaded this activation and may move no faster than normal',
    });
  });
});

describe('Billy Pink (Rep 5, SAR) fires at Hans (Rep 3) behind a wall: 3 and 6', () => {
  // Beyond the book: Hans's Recover dice. He is in cover, so the Reaction Tests table gives him a third
  // die; the book's two passes are the 2 and 3, and the extra die is a 6 that changes nothing.
  const events = playBook('billy-pink-hits-hans.json');

  it('Hans is in cover from Billy', () => {
    expect(answers(events, 'before')).toEqual([{ cover: true, concealed: false }]);
  });

  it('5+3 = 8 misses a target in cover, 5+6 = 11 hits', () => {
    const why = fires(events, 'billy')[0]!.targets[0]!.why;
    expect(why).toContain('6+5=11: hit');
    expect(why).toContain('3+5=8: miss (target in cover)');
  });

  it('damage 4 beats Impact 3: knocked down, Recover test passes 2, and he carries on', () => {
    expect(ofType(events, 'damage')).toMatchObject([
      { figure: 'hans', by: 'billy', die: 4, impact: 3, result: 'recoverTest' },
    ]);
    expect(rolls(events, 'recover')[0]).toMatchObject({ who: ['hans'], target: 3, passed: 2 });
    expect(onlyTest(events, 'recover', 'hans')).toMatchObject({ causes: ['damage'], result: 'knockedDown' });
    expect(finalOf(events).figures.hans).toMatchObject({ status: 'carryOn', stance: 'prone' });
  });
});

describe("Billy Pink, out of ammo with his SMG, is fired on by Slag's semi-automatic rifle", () => {
  // Beyond the book: Slag's miss (2,3) and Billy's Crisis dice (2,4); a pile of crates gives him cover to
  // duck back to.
  const events = playBook('billy-pink-out-of-ammo.json');

  it("he passes both dice, but can't shoot back, so he is outgunned and ducks back", () => {
    expect(onlyTest(events, 'crisis', 'billy')).toMatchObject({ causes: ['outgunned'], passed: 2, result: 'duckBack' });
    expect(statusChanges(events, 'billy')).toEqual(['carryOn>duckBack']);
    expect(fires(events, 'billy')).toEqual([]);
    const duck = ofType(events, 'move').find((m) => m.figure === 'billy')!;
    expect(duck.why).toContain('ducking back');
    expect(duck.inches).toBeLessThanOrEqual(6);
  });
});

describe("Ahmed (rifle) and Qwan (SMG): the fire goes on until one of them can't or won't answer", () => {
  // Beyond the book: both Rep 4; the misses (2,3 and 3,2,2) and the Crisis dice (1,4 for Qwan, 3,3 for
  // Ahmed) are scripted.
  const events = playBook('ahmed-and-qwan.json');

  it('Ahmed misses, Qwan returns fire and misses, Ahmed passes 2 but is outgunned and ducks back: the end', () => {
    expect(story(events, ['fire', 'test', 'status'])).toEqual([
      'fire ahmed active at qwan',
      'crisis qwan returnFire',
      'fire qwan returnFire at ahmed',
      'crisis ahmed duckBack',
      'status ahmed duckBack',
    ]);
    expect(onlyTest(events, 'crisis', 'ahmed')).toMatchObject({ causes: ['outgunned'], passed: 2 });
    expect(onlyTest(events, 'crisis', 'qwan')).toMatchObject({ causes: ['firedOn'], passed: 2 });
  });
});

describe('Benny (Rep 3) fires at Char in cover and throws a 6', () => {
  // Beyond the book: Char's damage (5) and Recover (1,2,3) are scripted.
  const events = playBook('benny-pitiful-shot.json');

  it('6+3 = 9 still misses cover, so he throws the pitiful shot: a 2, and Char is hit', () => {
    expect(diceOf(events, 'rangedCombat')).toEqual([[6]]);
    expect(rolls(events, 'pitifulShot')).toMatchObject([{ who: ['benny'], dice: [2], target: 3, passed: 1 }]);
    expect(fires(events, 'benny')[0]!.targets).toMatchObject([{ figure: 'char', dice: [6], hit: true }]);
    expect(ofType(events, 'damage')).toMatchObject([{ figure: 'char', by: 'benny', die: 5 }]);
  });
});

describe('shooting Stop! box: a Rep 3 with an SMG and a Rep 4 with a bolt-action rifle', () => {
  // Beyond the book: the positions, the In Sight throws (1 die against 3: the rifleman wins), the misses
  // and the Crisis dice (3,5 for the SMG man, 2,4 for the rifleman).
  const events = playBook('shooting-stop.json');

  it('the SMG man walks into view and throws 1 die (Rep 3, moved, temporary leader) against 3', () => {
    expect(ofType(events, 'inSight')).toMatchObject([{ trigger: 'gunner', seen: ['rifleman'] }]);
    expect(rolls(events, 'inSight').map((r) => [r.who[0], r.dice.length])).toEqual([
      ['gunner', 1],
      ['rifleman', 3],
    ]);
  });

  it('In Sight, fire, Crisis: and the bolt-action rifle is outgunned by the SMG', () => {
    expect(story(events, ['fire', 'test', 'status'])).toEqual([
      'inSight gunner,rifleman red',
      'fire rifleman inSight at gunner',
      'crisis gunner snapFire',
      'fire gunner snapFire at rifleman',
      'crisis rifleman duckBack',
      'status rifleman duckBack',
    ]);
    expect(onlyTest(events, 'crisis', 'gunner')).toMatchObject({ causes: ['firedOn'], passed: 1 });
    expect(onlyTest(events, 'crisis', 'rifleman')).toMatchObject({ causes: ['outgunned'], passed: 2 });
    expect(tests(events, 'crisis')).toHaveLength(2);
  });
});
