// The owner's choice of casualties (src/rulesets/order-dice/losses.ts): a person whose side picks its own
// casualties is asked which figures fall, after the dice and before anything takes effect; fire back stays
// simultaneous (both picks first, then both shootings); a close-quarters round waits for its picks before its
// result; an ambusher's hits are picked before the mover goes on; the default (a side that does not ask, the
// computer, a side handed over) is the figures nearest the enemy; a bad pick is one line and changes nothing.
import { describe, expect, it } from 'vitest';
import { Session } from '../../../src/app/session';
import { playByChoices } from '../../../src/app/board/playByChoices';
import type { OdCommand, OdEvent, OdNeed, OdState } from '../../../src/rulesets/order-dice/state';
import { checked, file, of, orderDice, unit } from './helpers';

const board = orderDice.board!;

type At = { state: OdState; need: OdNeed };

function begin(data: Record<string, unknown>): At {
  return orderDice.begin(orderDice.startingState(checked(data)).state);
}

/** Plays commands in order, gathering every event. */
function run(at: At, cmds: OdCommand[], events: OdEvent[] = []): At {
  let cur = at;
  for (const c of cmds) {
    const r = orderDice.reduce(cur.state, c);
    if (!r.ok) throw new Error(r.error);
    events.push(...r.events);
    cur = r;
  }
  return cur;
}

const alive = (s: OdState, unitId: string) =>
  s.units
    .find((u) => u.id === unitId)!
    .figures.filter((f) => f.alive)
    .map((f) => f.id);

/**
 * Blue (script) shoots at Red's squad of five from 10" with scripted dice: two hits, two kills. Red is a
 * person asked about its reactions (the tests answer none) and, when set, about its casualties.
 */
const target = (more: Record<string, unknown> = {}) =>
  file({
    blue: [unit('b', [5, 20], 4)],
    red: [unit('r', [5, 10], 5)],
    redControl: 'human',
    bag: ['blue'],
    dice: { hit: [[6, 6, 1, 1]], damage: [[6, 6]] },
    ...more,
  });
/** Blue fires at Red, and Red does not react. */
const FIRE: OdCommand[] = [
  { do: 'order', unit: 'b', order: 'fire', target: 'r' },
  { do: 'react', unit: 'r', reaction: 'none' },
];

const withSides = (data: Record<string, unknown>, red: Record<string, unknown>) => ({
  ...data,
  sides: (data.sides as Record<string, unknown>[]).map((x) => (x.id === 'red' ? { ...x, ...red } : x)),
});

describe('order dice: the owner picks the casualties', () => {
  it('a person is asked after the dice, before any effect, and the picked figures fall', () => {
    const data = withSides(target(), { casualties: 'ask' });
    const ev: OdEvent[] = [];
    const at = run(begin(data), FIRE, ev);
    // Two kills of four: Red picks. The shot's line is told (play-test 8, 20: the question came before the
    // dice that cause it); nothing of the shooting has taken effect yet.
    expect(at.need).toMatchObject({ kind: 'decision', side: 'red', losses: { unit: 'r', count: 2, cause: 'shot' } });
    const q = at.need.kind === 'decision' ? at.need.losses! : undefined;
    // Nearest the shooter first: r.1 stands at [5,10], nearest b.1 at [5,20].
    expect(q!.nearest).toEqual(['r.1', 'r.2', 'r.3', 'r.4', 'r.5']);
    expect(of(ev, 'shoot').map((e) => [e.unit, e.hits, e.kills])).toEqual([['b', 2, 2]]);
    expect(ev.at(-1)).toMatchObject({ type: 'shoot', unit: 'b' });
    expect(of(ev, 'casualty')).toEqual([]);
    expect(of(ev, 'pin')).toEqual([]);
    expect(alive(at.state, 'r')).toHaveLength(5);
    expect(board.view(at.state).title).toContain("Red's Squad 1 loses 2 of its 5 figures to Blue's Squad 1's fire");
    const keys = board.choices(at.state, at.need).map((c) => c.key);
    expect(keys).toEqual(['fall:nearest', 'fall:farthest', 'fall:pick']);
    const far = board.choices(at.state, at.need)[1]!;
    expect(far.label).toBe('Lose the 2 farthest (Rifle, Rifle)');
    const done = run(at, [far.command!], ev);
    expect(of(ev, 'casualty').map((c) => c.figure)).toEqual(['r.4', 'r.5']);
    expect(alive(done.state, 'r')).toEqual(['r.1', 'r.2', 'r.3']);
    // Then the rest of the shooting: its event told once, the casualties, the pin (three of five stand: no
    // morale test).
    expect(ev.map((e) => e.type).filter((t) => ['shoot', 'casualty', 'pin', 'morale'].includes(t))).toEqual([
      'shoot',
      'casualty',
      'casualty',
      'pin',
    ]);
  });

  it('one clicked figure falls first, the rest nearest', () => {
    const data = withSides(target(), { casualties: 'ask' });
    const at = run(begin(data), FIRE);
    const pick = board.choices(at.state, at.need).find((c) => c.key === 'fall:pick')!;
    expect(pick.target?.kind).toBe('figure');
    if (pick.target?.kind !== 'figure') return;
    expect(pick.target.command('r.4')).toEqual({ do: 'casualties', unit: 'r', figures: ['r.4', 'r.1'] });
  });

  it('by default (no setting, or the computer) the figures nearest the shooter fall with no question', () => {
    const ai = withSides(target({ dice: { reactionTest: [[6, 6]], hit: [[6, 6, 1, 1]], damage: [[6, 6]] } }), {
      control: 'ai',
    });
    for (const data of [withSides(target(), {}), withSides(target(), { casualties: 'computer' }), ai]) {
      const ev: OdEvent[] = [];
      const at = run(begin(data), data === ai ? FIRE.slice(0, 1) : FIRE, ev);
      expect(at.need.kind === 'decision' && at.need.losses).toBeFalsy();
      expect(of(ev, 'casualty').map((c) => c.figure)).toEqual(['r.1', 'r.2']);
    }
  });

  it('fire back stays simultaneous: both picks come before either shooting takes effect', () => {
    const data = file({
      blue: [unit('b', [5, 20], 4)],
      red: [unit('r', [5, 10], 4)],
      blueControl: 'human',
      redControl: 'human',
      bag: ['blue'],
      dice: {
        reactionTest: [[1, 2]],
        hit: [
          [6, 6, 1, 1],
          [6, 1, 1, 1],
        ],
        damage: [[6, 6], [6]],
      },
    });
    const both = {
      ...data,
      sides: (data.sides as Record<string, unknown>[]).map((x) => ({ ...x, casualties: 'ask' })),
    };
    const ev: OdEvent[] = [];
    let at = run(begin(both), FIRE.slice(0, 1), ev);
    expect(at.need).toMatchObject({ kind: 'decision', side: 'red', question: { moment: 'targeted' } });
    at = run(at, [{ do: 'react', unit: 'r', reaction: 'fireBack' }], ev);
    // Red's losses first (Blue's shooting is the active one), then Blue's.
    expect(at.need).toMatchObject({ kind: 'decision', side: 'red', losses: { unit: 'r', count: 2 } });
    at = run(at, [{ do: 'casualties', unit: 'r', figures: ['r.2', 'r.4'] }], ev);
    expect(at.need).toMatchObject({ kind: 'decision', side: 'blue', losses: { unit: 'b', count: 1 } });
    // Red's fire is not weakened by its losses, and nothing has fallen yet; both shots were told before the
    // first question, each once.
    expect(of(ev, 'casualty')).toEqual([]);
    const told = [
      ['b', 2, 2],
      ['r', 1, 1],
    ];
    expect(of(ev, 'shoot').map((e) => [e.unit, e.hits, e.kills])).toEqual(told);
    at = run(at, [{ do: 'casualties', unit: 'b', figures: ['b.3'] }], ev);
    expect(of(ev, 'shoot').map((e) => [e.unit, e.hits, e.kills])).toEqual(told);
    expect(of(ev, 'casualty').map((c) => c.figure)).toEqual(['r.2', 'r.4', 'b.3']);
  });

  it('fire back with no one asked: both shots are told before either takes effect', () => {
    const data = file({
      blue: [unit('b', [5, 20], 4)],
      red: [unit('r', [5, 10], 4, 'rifle', { pins: 1 })],
      redControl: 'human',
      bag: ['blue'],
      dice: {
        reactionTest: [[1, 2]],
        hit: [
          [6, 6, 1, 1],
          [6, 1, 1, 1],
        ],
        damage: [[6, 1], [6]],
      },
    });
    const ev: OdEvent[] = [];
    const at = run(begin(data), FIRE.slice(0, 1), ev);
    expect(run(at, [{ do: 'react', unit: 'r', reaction: 'fireBack' }], ev).need.kind).not.toBe('decision');
    const kinds = ev.map((e) => e.type).filter((t) => ['shoot', 'casualty', 'pin'].includes(t));
    // Red's fire back was shot with its 1 pin; Blue's pin on it is told after both shots, not between them.
    expect(kinds).toEqual(['shoot', 'shoot', 'casualty', 'pin', 'casualty', 'pin']);
  });

  it('close quarters: each round waits for its picks, then its result is told', () => {
    const data = file({
      blue: [unit('b', [5, 14], 4)],
      red: [unit('r', [5, 10], 3)],
      redControl: 'human',
      bag: ['blue'],
      dice: {
        reactionTest: [[6, 6]],
        closeQuarters: [
          [6, 6, 6, 6],
          [1, 1, 1],
        ],
        closeDamage: [[6, 6, 1, 1]],
      },
    });
    // Red's reactions are the computer's: it tries to stand and shoot and fails (12), taking a pin.
    const ask = withSides(data, { reactions: 'computer', casualties: 'ask' });
    const ev: OdEvent[] = [];
    let at = run(begin(ask), [{ do: 'order', unit: 'b', order: 'run', target: 'r' }], ev);
    expect(at.need).toMatchObject({ kind: 'decision', losses: { unit: 'r', count: 2, cause: 'closeQuarters' } });
    expect(of(ev, 'closeQuarters')).toEqual([]);
    at = run(at, [{ do: 'casualties', unit: 'r', figures: ['r.2', 'r.3'] }], ev);
    expect(of(ev, 'casualty').map((c) => c.figure)).toEqual(['r.2', 'r.3']);
    expect(of(ev, 'closeQuarters')[0]).toMatchObject({ attackerKills: 2, defenderKills: 0, winner: 'b' });
    expect(of(ev, 'destroyed')[0]).toMatchObject({ unit: 'r', why: 'lost the close quarters' });
  });

  it("an ambusher's hits on a mover are picked before the mover goes on", () => {
    const data = file({
      blue: [unit('b', [5, 30], 5)],
      red: [unit('amb', [5, 8], 2)],
      blueControl: 'human',
      redControl: 'ai',
      bag: ['red', 'blue'],
      dice: { reactionTest: [[1, 1]], hit: [[6, 6]], damage: [[6, 6]] },
    });
    const ask = {
      ...data,
      sides: (data.sides as Record<string, unknown>[]).map((x) =>
        x.id === 'blue' ? { ...x, reactions: 'computer', casualties: 'ask' } : x,
      ),
    };
    const ev: OdEvent[] = [];
    let at = run(begin(ask), [{ do: 'order', unit: 'amb', order: 'ambush' }], ev);
    at = run(at, [{ do: 'order', unit: 'b', order: 'run', to: [5, 20] }], ev);
    expect(at.need).toMatchObject({ kind: 'decision', side: 'blue', losses: { unit: 'b', count: 2 } });
    expect(of(ev, 'move')).toEqual([]);
    at = run(at, [{ do: 'casualties', unit: 'b', figures: ['b.1', 'b.4'] }], ev);
    expect(of(ev, 'casualty').map((c) => c.figure)).toEqual(['b.1', 'b.4']);
    // The survivors then run on (b.2 leads now).
    expect(of(ev, 'move')).toHaveLength(1);
    expect(of(ev, 'move')[0]!.from).toEqual([6, 30]);
    expect(of(ev, 'morale')).toEqual([]);
  });

  it('a bad pick or another command while a pick is asked is one line and changes nothing', () => {
    const data = withSides(target(), { casualties: 'ask' });
    const at = run(begin(data), FIRE);
    const bad: [OdCommand, RegExp][] = [
      [{ do: 'casualties', unit: 'r', figures: ['r.1'] }, /2 of r's figures fall: name 2, not 1/],
      [{ do: 'casualties', unit: 'r', figures: ['r.1', 'b.1'] }, /b\.1 is not a standing figure of r/],
      [{ do: 'casualties', unit: 'r', figures: ['r.1', 'r.1'] }, /r\.1 is named twice/],
      [{ do: 'casualties', unit: 'b', figures: ['b.1', 'b.2'] }, /the figures to pick now are r's/],
      [{ do: 'react', unit: 'r', reaction: 'down' }, /2 of r's figures fall: pick them first/],
    ];
    for (const [cmd, line] of bad) {
      const r = orderDice.reduce(at.state, cmd);
      expect(r.ok, JSON.stringify(cmd)).toBe(false);
      if (!r.ok) {
        expect(r.error).toMatch(line);
        expect(r.error).not.toContain('\n');
      }
    }
    // With no pick asked, a pick is refused too.
    const fresh = begin(data);
    const r = orderDice.reduce(fresh.state, { do: 'casualties', unit: 'r', figures: ['r.1'] });
    expect(r.ok).toBe(false);
  });

  it('handing the side to the computer while it picks takes the nearest', () => {
    const data = withSides(target(), { casualties: 'ask' });
    const at = run(begin(data), FIRE);
    const ev: OdEvent[] = [];
    run(at, [{ do: 'control', side: 'red', control: 'ai' }], ev);
    expect(of(ev, 'casualty').map((c) => c.figure)).toEqual(['r.1', 'r.2']);
  });

  it('whole battles where people pick their casualties play to the end by the board', () => {
    let picks = 0;
    for (const n of [1, 2, 3, 4]) {
      const data = board.newBattle!.make(
        { north: 'person', south: n % 2 ? 'computer' : 'person', units: 3 + (n % 3), casualties: 'I pick them' },
        `casualties-${n}`,
      );
      const s = new Session(orderDice, checked(data), data);
      let a = n * 104729;
      const res = playByChoices(s, () => {
        a = (a * 16807) % 2147483647;
        return a / 2147483647;
      });
      expect(res.stuck).toBeUndefined();
      expect(res.steps.filter((x) => x.refused)).toEqual([]);
      expect(res.over).toBe(true);
      picks += res.steps.filter((x) => x.key.startsWith('fall:')).length;
    }
    expect(picks).toBeGreaterThan(3);
  }, 120_000);
});
