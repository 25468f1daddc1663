// Places where the engine used to differ from the book (issue 11), each pinned with the book's numbers on
// scripted dice. Scenario files live in tests/fixtures/scenarios/engine/ so `sim play` runs them too.
import { describe, expect, it } from 'vitest';
import { answers, diceOf, ENGINE, finalOf, fires, load, ofType, rolls, statusChanges, tests, type Ev } from './helpers';
import { play } from '../crPlay';

const run = (name: string) => {
  const r = play(load(ENGINE, name));
  if (r.illegal) throw new Error(`${name}: commands[${r.illegal.index}] refused: ${r.illegal.error}`);
  return r.events;
};

describe('Leader Die only from a leader who is carrying on (p.8; RULINGS)', () => {
  const events = run('leader-die-ducking-back.json');

  it("a ducking-back Harris throws no Leader Die for the officers' test", () => {
    const firstTest = events.findIndex((e) => e.type === 'test' && e.test === 'crisis');
    expect(rolls(events.slice(0, firstTest), 'crisis')).toHaveLength(1);
    expect(rolls(events.slice(0, firstTest), 'leaderDie')).toEqual([]);
  });

  it('so the officers read 5 and 3 as one die passed: snap fire, not return fire', () => {
    for (const officer of ['cole', 'dent', 'ames']) {
      expect(tests(events, 'crisis', officer)[0]).toMatchObject({
        causes: ['firedOn'],
        passed: 1,
        result: 'snapFire',
        modifiers: [],
      });
    }
  });
});

describe('Recover from Hunker Down gets the cover die (reference sheet; RULINGS)', () => {
  const events = run('recover-hunker-cover.json');

  it('Hans behind the wall throws three dice; the third (3) is his one pass: Duck Back, not Leave', () => {
    expect(rolls(events, 'recover')).toMatchObject([{ who: ['hans'], dice: [5, 6, 3], target: 4, passed: 1 }]);
    const t = tests(events, 'recover', 'hans')[0]!;
    expect(t).toMatchObject({ causes: ['hunkerDown'], passed: 1, result: 'duckBack' });
    expect(t.modifiers).toEqual([expect.objectContaining({ id: 'inCover', dice: 1 })]);
    expect(statusChanges(events, 'hans')).toEqual(['hunkerDown>duckBack']);
  });
});

describe('Fog, rain or snow at night: sight 6" (p.16; RULINGS corrected)', () => {
  const file = load(ENGINE, 'weather-at-night.json');
  const seen = (light: 'day' | 'night', weather: 'clear' | 'fog') =>
    answers(play({ ...file, light, weather }).events, 'before');

  it('in fog at night Riker sees Hans at 5" but not Ivan at 8"', () => {
    expect(seen('night', 'fog')).toEqual([true, false]);
  });

  it('fog by day and a clear night both allow 12": Ivan is seen', () => {
    expect(seen('day', 'fog')).toEqual([true, true]);
    expect(seen('night', 'clear')).toEqual([true, true]);
  });
});

describe('Reloading takes the activation (p.15; RULINGS)', () => {
  it('Ivan reloads, walks his normal 8", and fires only at his next activation', () => {
    const events = run('reload-then-fire.json');
    expect(ofType(events, 'ammo')).toMatchObject([{ figure: 'ivan', ammo: 'loaded' }]);
    const turnOf = (e: Ev) => ofType(events.slice(0, events.indexOf(e)), 'turn').length;
    const shots = fires(events, 'ivan');
    expect(shots).toHaveLength(1);
    expect(turnOf(shots[0]!)).toBe(2);
  });

  it('firing in the activation it reloaded is refused with one line', () => {
    const r = play(load(ENGINE, 'illegal-fire-after-reload.json'));
    expect(r.illegal).toMatchObject({
      index: 1,
      error: 'ivan reloaded this activation and may not fire until its next',
    });
    expect(fires(r.events)).toEqual([]);
  });
});

describe('Duck Back once the move is done (reference sheet, Status and Actions; RULINGS)', () => {
  const events = run('duck-back-done.json');

  it('Hans, ducked back earlier, passes 2d6 on a new test: return fire, not held at Duck Back', () => {
    expect(tests(events, 'crisis', 'hans')[0]).toMatchObject({ causes: ['firedOn'], passed: 2, result: 'returnFire' });
    expect(statusChanges(events, 'hans')).toEqual(['duckBack>carryOn']);
    expect(fires(events, 'hans')).toMatchObject([{ reaction: 'returnFire', targets: [{ figure: 'riker' }] }]);
  });
});

describe('Blast escapees are outgunned (p.15: blast circle weapons rank 5; RULINGS)', () => {
  const events = run('blast-escape-outgunned.json');

  it('Flat, prone inside the circle, escapes the damage', () => {
    expect(ofType(events, 'blast')).toMatchObject([{ inside: ['flat'], escapes: { flat: 'prone' } }]);
    expect(ofType(events, 'damage')).toEqual([]);
  });

  it('passing both dice he is still outgunned: Duck Back, and no return fire', () => {
    expect(tests(events, 'crisis', 'flat')).toMatchObject([{ causes: ['outgunned'], passed: 2, result: 'duckBack' }]);
    expect(statusChanges(events, 'flat')).toEqual(['carryOn>duckBack']);
    expect(fires(events)).toEqual([]);
  });
});

describe('Charging may need a Fast Move (p.21; RULINGS)', () => {
  it('Riker, 20" off, fast moves 16" (3 and 4 passed) to the 6" point and charges home', () => {
    const events = run('charge-fast-move.json');
    expect(rolls(events, 'fastMove')).toMatchObject([{ who: ['riker'], dice: [3, 4] }]);
    expect(ofType(events, 'move')[0]).toMatchObject({ figure: 'riker', from: [18, 34], to: [18, 20], inches: 14 });
    expect(tests(events, 'chargeIntoMelee')).toHaveLength(1);
    expect(ofType(events, 'melee')).toMatchObject([{ attacker: 'riker', defender: 'hans', result: 'attackerWins' }]);
  });

  it('a Fast Move that comes up short (6 and 6: 8") runs its 8" but means no melee and no fire that activation', () => {
    const r = play(load(ENGINE, 'illegal-charge-fast-short.json'));
    expect(rolls(r.events, 'fastMove')).toMatchObject([{ dice: [6, 6] }]);
    expect(tests(r.events, 'chargeIntoMelee')).toEqual([]);
    expect(ofType(r.events, 'move')).toMatchObject([{ figure: 'riker', from: [18, 34], to: [18, 26], inches: 8 }]);
    expect(r.illegal).toMatchObject({ index: 1 });
  });

  // Riker (Rep 5) and Hans as in the file above, with Hans moved, more commands first, other dice, more of
  // Riker's men beside him.
  const twoApart = (
    hansAt: [number, number],
    extra: object[] = [],
    dice: object = {},
    friends: object[] = [],
    rikerIs: object = {},
  ) => {
    const file = load(ENGINE, 'illegal-charge-fast-short.json') as unknown as {
      sides: { figures: object[] }[];
      dice: object;
      commands: object[];
    };
    const riker = Object.assign(file.sides[0]!.figures[0]!, rikerIs);
    file.sides[0]!.figures.push(...friends.map((f) => ({ ...riker, ...f })));
    Object.assign(file.sides[1]!.figures[0]!, { at: hansAt });
    file.dice = { activation: [[5, 1]], fastMove: [[1, 1]], ...dice };
    file.commands = [...extra, { figure: 'riker', do: 'charge', target: 'hans' }];
    return play(file as never);
  };

  it('a target beyond even a 16" Fast Move (Hans 23" off: 17" to go) cannot be charged, and no die is thrown', () => {
    const r = twoApart([18, 11]);
    expect(r.illegal?.error).toMatch(
      /can't reach 6" from hans \(23\.0" away\) even with the longest Fast Move \(16" of move\)/,
    );
    expect(rolls(r.events, 'fastMove')).toEqual([]);
  });

  it('a charger that reloaded this activation may not Fast Move, so 14" to go is refused', () => {
    const r = twoApart([18, 14], [{ figure: 'riker', do: 'reload' }], {}, [], { ammo: 'outOfAmmo' });
    expect(r.illegal?.error).toMatch(/reloaded this activation, so it can't Fast Move/);
  });

  it('once the group has thrown its Fast Move (6, 6: 8"), a charge that needs more is refused, not gambled', () => {
    const r = twoApart([18, 14], [{ figure: 'kurz', do: 'fastMove', path: [[24, 34]] }], { fastMove: [[6, 6]] }, [
      { id: 'kurz', rep: 5, weapon: 'AR', at: [21, 34], facing: 0 },
    ]);
    expect(rolls(r.events, 'fastMove')).toMatchObject([{ who: ['riker', 'kurz'], dice: [6, 6] }]);
    expect(r.illegal?.index).toBe(1);
    expect(r.illegal?.error).toMatch(/the group's Fast Move throw \(6, 6\) gives it 8" of move/);
  });
});

describe('Every hit over the Impact takes its own Recover test (p.18; RULINGS)', () => {
  const file = load(ENGINE, 'over-impact-recover.json');

  it('a 2 puts Hans out of the fight, and the 4 over Impact 3 still gets its test: 5 and 6, obviously dead', () => {
    const events = play(file).events;
    expect(ofType(events, 'damage').map((d) => [d.die, d.result])).toEqual([
      [2, 'outOfTheFight'],
      [4, 'recoverTest'],
    ]);
    expect(tests(events, 'recover', 'hans')).toMatchObject([
      { causes: ['damage'], passed: 0, result: 'obviouslyDead' },
    ]);
    expect(finalOf(events).figures.hans).toMatchObject({ status: 'obviouslyDead' });
  });

  it('two hits over the Impact (4 and 5) take one Recover test each; the worse (none passed) stands', () => {
    const events = play({
      ...file,
      dice: {
        ...file.dice,
        damage: [[4], [5]],
        recover: [
          [2, 3],
          [5, 6],
        ],
      },
    }).events;
    expect(diceOf(events, 'recover')).toEqual([
      [2, 3],
      [5, 6],
    ]);
    expect(tests(events, 'recover', 'hans').map((t) => t.result)).toEqual(['knockedDown', 'obviouslyDead']);
    expect(finalOf(events).figures.hans).toMatchObject({ status: 'obviouslyDead' });
  });
});

describe('Breaking off melee: only a failed Crisis test does it (p.22; RULINGS)', () => {
  const events = run('melee-break-off.json');

  it('Riker and Hans are evenly matched and stay locked', () => {
    expect(ofType(events, 'melee')).toMatchObject([{ attacker: 'riker', defender: 'hans', result: 'evenlyMatched' }]);
  });

  it('Hans, outgunned, passes one die and ducks back: the melee is broken off', () => {
    expect(tests(events, 'crisis', 'hans')).toMatchObject([{ causes: ['outgunned'], passed: 1, result: 'duckBack' }]);
    expect(ofType(events, 'note').map((n) => n.text)).toContain(
      "hans breaks off the melee with riker: the Crisis test's duck back takes hans out of the melee.",
    );
  });

  // Play-test 9, 4: "2 passed — duck back" was followed by "the failed Crisis test moves Cole away".
  it('with both dice passed (1 and 2), outgunned still ducks back: the words name that result, not a failure', () => {
    const two = play({
      ...load(ENGINE, 'melee-break-off.json'),
      dice: { ...load(ENGINE, 'melee-break-off.json').dice, crisis: [[1, 2]] },
    }).events;
    expect(tests(two, 'crisis', 'hans')).toMatchObject([{ causes: ['outgunned'], passed: 2, result: 'duckBack' }]);
    const notes = ofType(two, 'note').map((n) => n.text);
    expect(notes).toContain(
      "hans breaks off the melee with riker: the Crisis test's duck back takes hans out of the melee.",
    );
    expect(notes.join(' ')).not.toMatch(/failed/);
  });

  it('at his next activation he fights no round and may walk away', () => {
    expect(ofType(events, 'melee')).toHaveLength(1);
    expect(
      ofType(events, 'move')
        .filter((m) => m.figure === 'hans')
        .at(-1),
    ).toMatchObject({ to: [14, 20] });
  });
});

describe('In Sight winners who cannot fire charge within 6", else duck back (p.12)', () => {
  const file = load(ENGINE, 'in-sight-winner-facing-away.json');

  it('fog at night: Riker comes into view 6" behind Hans; Hans wins, faces away, turns and charges', () => {
    const events = play(file).events;
    expect(ofType(events, 'inSight')).toMatchObject([{ trigger: 'riker', at: [18, 26], seen: ['hans'] }]);
    expect(tests(events, 'inSight')).toMatchObject([{ result: 'red' }]);
    expect(ofType(events, 'note').map((n) => n.text)).toContain(
      "hans's side won the In Sight, but hans can't fire (hans faces away from riker): riker is within 6\", so hans charges.",
    );
    expect(tests(events, 'chargeIntoMelee')).toMatchObject([{ figures: ['hans', 'riker'] }]);
    expect(fires(events)).toEqual([]);
  });

  it('a clear night: Riker comes into view 12" off, nobody within 6", so Hans ducks back', () => {
    const events = play({ ...file, weather: 'clear' }).events;
    expect(ofType(events, 'inSight')).toMatchObject([{ at: [18, 32] }]);
    expect(ofType(events, 'note').map((n) => n.text)).toContain(
      "hans's side won the In Sight, but hans can't fire (hans faces away from riker): no enemy within 6\", so hans ducks back.",
    );
    expect(statusChanges(events, 'hans')).toEqual(['carryOn>duckBack']);
    expect(tests(events, 'chargeIntoMelee')).toEqual([]);
  });
});

describe('Buildings: areas are totals over the floors; collapse follows the floors (p.24; RULINGS)', () => {
  const events = run('collapse-upstairs.json');

  it("the rocket bursts on Otto's ground floor: Hans upstairs is not in the circle", () => {
    expect(ofType(events, 'blast')).toMatchObject([{ inside: ['otto'] }]);
    expect(ofType(events, 'damage').filter((d) => d.figure === 'hans' && d.die > 0)).toEqual([]);
  });

  it('the area caves in (2): Otto below is obviously dead, Hans above takes the Recover test and carries on', () => {
    expect(diceOf(events, 'collapse')).toEqual([[2]]);
    expect(finalOf(events).figures.otto).toMatchObject({ status: 'obviouslyDead' });
    expect(tests(events, 'recover', 'hans')).toMatchObject([{ causes: ['damage'], passed: 2, result: 'knockedDown' }]);
    expect(finalOf(events).figures.hans).toMatchObject({ status: 'carryOn', stance: 'prone' });
  });
});
