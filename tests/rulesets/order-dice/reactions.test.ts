// Every reaction window of the chapter, at its moment, with scripted dice: who may react, the 2d6 test (and
// Down without one), what a failure costs, fire back and run to cover either side of 20", escape and stand
// and shoot around an assault, ambushes, and the exceptions (no reaction to a reaction, an escape or a run to cover).
import { describe, expect, it } from 'vitest';
import { file, of, orderDice, play, rolls, squad, started, team, trace, unit, vehicle } from './helpers';
import type { OdCommand, OdState } from '../../../src/rulesets/order-dice/state';

const order = (u: string, o: string, more: Record<string, unknown> = {}) => ({
  do: 'order',
  unit: u,
  order: o,
  ...more,
});
const react = (u: string, r: string, more: Record<string, unknown> = {}) => ({
  do: 'react',
  unit: u,
  reaction: r,
  ...more,
});
/** Units far away in a corner, so each side keeps a die in the bag. */
const spareBlue = unit('b9', [34, 34], 1);
const spareRed = unit('r9', [34, 1], 1);

function stepAll(s: OdState, cmds: OdCommand[]) {
  let state = s;
  let need = orderDice.begin(s).need;
  state = orderDice.begin(s).state;
  const events = [];
  for (const c of cmds) {
    const r = orderDice.reduce(state, c);
    if (!r.ok) throw new Error(r.error);
    state = r.state;
    need = r.need;
    events.push(...r.events);
  }
  return { state, need, events };
}

describe('order dice: who may react and the test', () => {
  it('going down needs no test; the die comes from the bag and shots at it are -1', () => {
    const p = play(
      file({
        blue: [unit('b', [5, 30], 1), spareBlue],
        red: [unit('r', [5, 22], 1), spareRed],
        bag: ['blue', 'red'],
        dice: { hit: [[6]], damage: [[1]] },
        commands: [order('b', 'fire', { target: 'r' }), react('r', 'down')],
      }),
    );
    expect(rolls(p.events, 'reactionTest')).toHaveLength(0);
    expect(of(p.events, 'reaction')[0]).toMatchObject({ reaction: 'down', moment: 'targeted', passed: true });
    expect(of(p.events, 'shoot')[0]!.needs).toEqual([4]);
    // Red had 2 dice; Down took one, the next draw took the other.
    expect(of(p.events, 'draw')[1]!.left).toEqual({ blue: 1, red: 0 });
    expect(p.final.units.r!.order).toBe('down');
  });

  it('a failed test gives a pin and takes no die; the unit may still be ordered later', () => {
    const p = play(
      file({
        blue: [unit('b', [5, 30], 1), spareBlue],
        red: [unit('r', [5, 14], 1), spareRed],
        bag: ['blue', 'red'],
        dice: { reactionTest: [[6, 5]], hit: [[1]] },
        commands: [order('b', 'fire', { target: 'r' }), react('r', 'fireBack'), order('r', 'rally')],
      }),
    );
    expect(of(p.events, 'reaction')[0]).toMatchObject({
      reaction: 'fireBack',
      passed: false,
      test: { total: 11, target: 9 },
    });
    expect(of(p.events, 'pin').find((e) => e.unit === 'r')).toMatchObject({ added: 1 });
    expect(of(p.events, 'draw')[1]!.left).toEqual({ blue: 1, red: 1 });
    expect(of(p.events, 'order').map((e) => e.unit)).toEqual(['b', 'r']);
  });

  it('the test is 2d6 at or under morale minus pins; a double 1 always passes', () => {
    const p = play(
      file({
        blue: [unit('b', [5, 30], 1), spareBlue],
        red: [unit('r', [5, 14], 1, 'rifle', { quality: 'inexperienced', pins: 7 }), spareRed],
        bag: ['blue'],
        dice: { reactionTest: [[1, 1]], hit: [[1]] },
        commands: [order('b', 'fire', { target: 'r' }), react('r', 'fireBack')],
      }),
    );
    expect(of(p.events, 'reaction')[0]).toMatchObject({ passed: true, test: { total: 2, target: 1 } });
  });

  it('a unit holding an order other than Ambush is not asked', () => {
    const p = play(
      file({
        blue: [unit('b', [5, 30], 1), spareBlue],
        red: [unit('r', [5, 14], 1), spareRed],
        bag: ['red', 'blue'],
        commands: [order('r', 'rally'), order('b', 'fire', { target: 'r' })],
      }),
    );
    expect(of(p.events, 'reaction')).toHaveLength(0);
    expect(of(p.events, 'shoot')).toHaveLength(1);
  });

  it('a unit without an order whose side has no die left in the bag may not react', () => {
    const st = started(file({ blue: [unit('b', [5, 30], 1), spareBlue], red: [unit('r', [5, 14], 1)], bag: ['blue'] }));
    st.bag.red = 0;
    const r = orderDice.reduce(st, order('b', 'fire', { target: 'r' }) as OdCommand);
    expect(r.ok && r.need.kind).not.toBe('decision');
  });

  it('asks a person with "ask", lets the computer answer with "computer"', () => {
    const base = { blue: [unit('b', [5, 30], 1), spareBlue], bag: ['blue'] };
    const ask = started(file({ ...base, red: [unit('r', [5, 14], 1), spareRed], redControl: 'human' }));
    const r1 = orderDice.reduce(ask, order('b', 'fire', { target: 'r' }) as OdCommand);
    expect(r1.ok && r1.need.kind).toBe('decision');
    if (r1.ok && r1.need.kind === 'decision') {
      expect(r1.need.question!.allowed).toEqual(['down', 'fireBack']);
      expect(r1.need.question!.chance.fireBack).toBeCloseTo(30 / 36, 12);
      expect(r1.need.question!.why.fireBack).toBe('shot at from 16", within 20"');
    }
    const data = file({ ...base, red: [unit('r', [5, 14], 1), spareRed], redControl: 'human' });
    (data.sides as { reactions?: string }[])[1]!.reactions = 'computer';
    const r2 = orderDice.reduce(started(data), order('b', 'fire', { target: 'r' }) as OdCommand);
    expect(r2.ok && r2.need.kind).not.toBe('decision');
  });
});

describe('order dice: fire back and run to cover', () => {
  it('fire back within 20" is simultaneous: both roll before either removes casualties, the active unit first', () => {
    const p = play(
      file({
        blue: [unit('b', [5, 30], 1), spareBlue],
        red: [unit('r', [5, 14], 1), spareRed],
        bag: ['blue'],
        dice: { reactionTest: [[3, 3]], hit: [[6], [6]], damage: [[6], [6]] },
        commands: [order('b', 'fire', { target: 'r' }), react('r', 'fireBack')],
      }),
    );
    const t = trace(p.events);
    const firstCasualty = t.indexOf('casualty');
    expect(t.lastIndexOf('roll:damage')).toBeLessThan(firstCasualty);
    expect(rolls(p.events, 'hit').map((r) => r.who[0])).toEqual(['b', 'r']);
    // Both die: the red figure killed by blue's shot still fired.
    expect(p.final.figures['b.1']!.status).toBe('dead');
    expect(p.final.figures['r.1']!.status).toBe('dead');
    expect(of(p.events, 'reaction')[0]!.why).toBe('shot at from 16", within 20"');
  });

  it('fire back beyond 20" is refused, naming 20"', () => {
    const p = play(
      file({
        blue: [unit('b', [5, 30], 1), spareBlue],
        red: [unit('r', [5, 8], 1), spareRed],
        bag: ['blue'],
        commands: [order('b', 'fire', { target: 'r' }), react('r', 'fireBack')],
      }),
    );
    expect(p.illegal).toContain('20"');
  });

  it('fire back answers only a Fire order: an Advance that shoots may be met only by going down', () => {
    const s = started(
      file({
        blue: [unit('b', [5, 30], 1), spareBlue],
        red: [unit('r', [5, 14], 1), spareRed],
        bag: ['blue'],
        redControl: 'human',
      }),
    );
    const r = orderDice.reduce(s, order('b', 'advance', { to: [5, 29], target: 'r' }) as OdCommand);
    expect(r.ok && r.need.kind === 'decision' && r.need.question!.allowed).toEqual(['down']);
  });

  it('run to cover beyond 20": the move comes before the shot; within 20" it is refused', () => {
    const terrain = [
      {
        id: 'h',
        type: 'building',
        polygon: [
          [7, 2],
          [12, 2],
          [12, 6],
          [7, 6],
        ],
        dv: 3,
      },
    ];
    const p = play(
      file({
        blue: [unit('b', [5, 30], 1), spareBlue],
        red: [unit('r', [5, 8], 1), spareRed],
        terrain,
        bag: ['blue'],
        dice: { reactionTest: [[2, 2]] },
        commands: [order('b', 'fire', { target: 'r' }), react('r', 'runToCover', { to: [9.5, 1] })],
      }),
    );
    const t = trace(p.events);
    expect(t.indexOf('move')).toBeGreaterThan(t.indexOf('reaction:runToCover:pass'));
    // Behind the building the target is out of sight: the shot is lost.
    expect(of(p.events, 'shoot')[0]!.shots).toBe(0);
    expect(of(p.events, 'reaction')[0]!.why).toBe('shot at from 22", beyond 20"');
    const close = play(
      file({
        blue: [unit('b', [5, 30], 1), spareBlue],
        red: [unit('r', [5, 14], 1), spareRed],
        bag: ['blue'],
        commands: [order('b', 'fire', { target: 'r' }), react('r', 'runToCover', { to: [5, 4] })],
      }),
    );
    expect(close.illegal).toContain('within 20"');
  });

  it('no run to cover from indirect fire', () => {
    const mortar = team('m', [5, 30], 270, 'mortar');
    const s = started(
      file({ blue: [mortar, spareBlue], red: [unit('r', [5, 8], 1), spareRed], bag: ['blue'], redControl: 'human' }),
    );
    const r = orderDice.reduce(s, order('m', 'fire', { target: 'r' }) as OdCommand);
    expect(r.ok && r.need.kind === 'decision' && r.need.question!.allowed).toEqual(['down']);
    if (r.ok) {
      const no = orderDice.reduce(r.state, react('r', 'runToCover', { to: [5, 2] }) as OdCommand);
      expect(!no.ok && no.error).toContain('indirect');
    }
  });

  it('no reaction to a run to cover: an ambusher watching its path is not asked', () => {
    const p = play(
      file({
        blue: [unit('b', [5, 30], 1), unit('ba', [20, 5], 1)],
        red: [unit('r', [5, 8], 1), spareRed],
        bag: ['blue', 'blue'],
        dice: { reactionTest: [[2, 2]] },
        commands: [
          order('ba', 'ambush'),
          order('b', 'fire', { target: 'r' }),
          react('r', 'runToCover', { to: [5, 2] }),
        ],
      }),
    );
    expect(of(p.events, 'reaction').map((e) => e.unit)).toEqual(['r']);
  });
});

describe('order dice: assaults', () => {
  it('escape comes before the assaulters move; caught anyway, the escaper has no point-blank fire', () => {
    const p = play(
      file({
        blue: [unit('b', [5, 9], 3), spareBlue],
        red: [unit('r', [5, 3], 1), spareRed],
        bag: ['blue'],
        dice: { reactionTest: [[2, 2]], closeQuarters: [[6, 6, 6], [1]], closeDamage: [[6, 6, 6], []] },
        commands: [order('b', 'run', { target: 'r' }), react('r', 'escape')],
      }),
    );
    const t = trace(p.events);
    expect(t.indexOf('reaction:escape:pass')).toBeLessThan(t.indexOf('move'));
    const moves = of(p.events, 'move').map((m) => m.unit);
    expect(moves).toEqual(['r', 'b']);
    expect(of(p.events, 'assault')[0]).toMatchObject({ target: 'r', contact: true });
    expect(of(p.events, 'reaction').map((e) => e.reaction)).toEqual(['escape']);
    expect(of(p.events, 'closeQuarters')[0]).toMatchObject({ winner: 'b' });
  });

  it('an escape through friends: the assault falls on the friend it reaches', () => {
    const p = play(
      file({
        blue: [unit('b', [5, 20], 3), spareBlue],
        red: [unit('r', [5, 15], 1), unit('r2', [5, 8.5], 2), spareRed],
        bag: ['blue'],
        dice: { reactionTest: [[2, 2]] },
        commands: [order('b', 'run', { target: 'r' }), react('r', 'escape'), react('r2', 'none')],
      }),
    );
    expect(of(p.events, 'assault')[0]).toMatchObject({ target: 'r2', contact: true });
    expect(of(p.events, 'closeQuarters')[0]).toMatchObject({ attacker: 'b', defender: 'r2' });
  });

  it('stand and shoot comes after the assaulters arrive, point blank, before close quarters', () => {
    const p = play(
      file({
        blue: [unit('b', [5, 14], 3), spareBlue],
        red: [unit('r', [5, 8], 2), spareRed],
        bag: ['blue'],
        dice: { reactionTest: [[2, 2]], hit: [[6, 6]], damage: [[6, 1]] },
        commands: [order('b', 'run', { target: 'r' }), react('r', 'none'), react('r', 'standAndShoot')],
      }),
    );
    const t = trace(p.events);
    expect(t.indexOf('assault')).toBeLessThan(t.indexOf('reaction:standAndShoot:pass'));
    expect(t.indexOf('reaction:standAndShoot:pass')).toBeLessThan(t.indexOf('closeQuarters'));
    expect(of(p.events, 'shoot')[0]).toMatchObject({ unit: 'r', pointBlank: true, kills: 1 });
  });

  it('stand and shoot is offered too when the assaulters fall short; then no close quarters', () => {
    const p = play(
      file({
        blue: [unit('b', [5, 30], 3), spareBlue],
        red: [unit('r', [5, 15], 2), spareRed],
        bag: ['blue'],
        dice: { reactionTest: [[2, 2]], hit: [[1, 1]] },
        commands: [order('b', 'run', { target: 'r' }), react('r', 'none'), react('r', 'standAndShoot')],
      }),
    );
    expect(of(p.events, 'assault')[0]).toMatchObject({ contact: false });
    expect(of(p.events, 'reaction')[0]!.why).toBe('b moved after failing to reach it');
    expect(of(p.events, 'closeQuarters')).toHaveLength(0);
  });

  it('close quarters: more kills wins, a tie fights again, the loser is destroyed', () => {
    const p = play(
      file({
        blue: [unit('b', [5, 10], 2), spareBlue],
        red: [unit('r', [5, 8], 2), spareRed],
        bag: ['blue'],
        dice: {
          closeQuarters: [
            [4, 1],
            [4, 1],
            [4, 4],
            [1, 1],
          ],
          closeDamage: [[4], [4], [4, 1], []],
        },
        commands: [order('b', 'run', { target: 'r' }), react('r', 'none'), react('r', 'none')],
      }),
    );
    const cq = of(p.events, 'closeQuarters');
    expect(cq.map((c) => [c.attackerKills, c.defenderKills, c.winner])).toEqual([
      [1, 1, null],
      [1, 0, 'b'],
    ]);
    expect(p.final.units.r!.status).toBe('destroyed');
  });

  it('infantry cannot assault an armoured vehicle', () => {
    const tank = vehicle('t', [5, 10], 9);
    const p = play(
      file({
        blue: [unit('b', [5, 14], 3), spareBlue],
        red: [tank, spareRed],
        bag: ['blue'],
        commands: [order('b', 'run', { target: 't' })],
      }),
    );
    expect(p.illegal).toContain('armoured vehicle');
  });
});

describe('order dice: ambush', () => {
  const ambusher = unit('ra', [20, 20], 2);
  it('springs on a Run moving in its field of fire, shooting before the move ends', () => {
    const p = play(
      file({
        blue: [unit('b', [5, 30], 2), spareBlue],
        red: [ambusher, spareRed],
        bag: ['red', 'blue'],
        dice: { reactionTest: [[3, 3]], hit: [[6, 6]], damage: [[1, 1]] },
        commands: [order('ra', 'ambush'), order('b', 'run', { to: [5, 20] }), react('ra', 'ambush')],
      }),
    );
    const t = trace(p.events);
    expect(t.indexOf('reaction:ambush:pass')).toBeLessThan(t.indexOf('move'));
    expect(of(p.events, 'shoot')[0]!.unit).toBe('ra');
    expect(p.final.units.ra!.order).toBe('fire');
    // The ambusher turned its own die: after three draws one of the four dice is still in the bag.
    const left = of(p.events, 'draw')[2]!.left;
    expect(left.blue! + left.red!).toBe(1);
  });

  it('against an Advance, the ambush and its pin come before the advancing unit shoots', () => {
    const p = play(
      file({
        blue: [unit('b', [5, 30], 1), spareBlue],
        red: [ambusher, unit('r', [5, 18], 1)],
        bag: ['red', 'blue'],
        dice: { reactionTest: [[3, 3]], hit: [[1, 6], [3]], damage: [[1]] },
        commands: [
          order('ra', 'ambush'),
          order('b', 'advance', { to: [5, 28], target: 'r' }),
          react('ra', 'ambush'),
          react('r', 'none'),
        ],
      }),
    );
    const shots = of(p.events, 'shoot');
    expect(shots.map((s) => s.unit)).toEqual(['ra', 'b']);
    // b took the ambush's pin, so its advancing shot needs 3 + 1 (advance) + 1 (pin) = 5.
    expect(shots[1]!.needs).toEqual([5]);
  });

  it('an ambusher that fails keeps Ambush, may not try again against the same action, and may react later', () => {
    const p = play(
      file({
        blue: [unit('b', [5, 30], 1), unit('b2', [8, 30], 1)],
        red: [ambusher, spareRed],
        bag: ['red', 'blue', 'blue'],
        dice: {
          reactionTest: [
            [6, 6],
            [2, 2],
          ],
          hit: [[1], [1, 1]],
        },
        commands: [
          order('ra', 'ambush'),
          order('b', 'advance', { to: [5, 28], target: 'ra' }),
          react('ra', 'ambush'),
          order('b2', 'run', { to: [8, 22] }),
          react('ra', 'ambush'),
        ],
      }),
    );
    const r = of(p.events, 'reaction');
    // Failed against b's advance: not asked again when b shoots it (same action); asked again for b2's run.
    expect(r.map((e) => [e.unit, e.enemy, e.passed])).toEqual([
      ['ra', 'b', false],
      ['ra', 'b2', true],
    ]);
  });

  it('a heavy weapon team ambushes once a turn, its die turned to Fire even when the test fails', () => {
    const mmg = team('mg', [20, 20], 180);
    const p = play(
      file({
        blue: [unit('b', [5, 30], 1), unit('b2', [8, 30], 1)],
        red: [mmg, spareRed],
        bag: ['red', 'blue', 'blue'],
        dice: { reactionTest: [[6, 6]] },
        commands: [
          order('mg', 'ambush'),
          order('b', 'run', { to: [5, 22] }),
          react('mg', 'ambush'),
          order('b2', 'run', { to: [8, 22] }),
        ],
      }),
    );
    expect(of(p.events, 'reaction')).toHaveLength(1);
    expect(p.final.units.mg!.order).toBe('fire');
  });

  it('against an assault on another unit, the ambush comes before the point-blank fire', () => {
    const p = play(
      file({
        blue: [unit('b', [5, 14], 3), spareBlue],
        red: [unit('r', [5, 8], 2), unit('ra', [12, 12], 2)],
        bag: ['red', 'blue'],
        dice: {
          reactionTest: [
            [2, 2],
            [2, 2],
          ],
          hit: [
            [1, 1],
            [1, 1],
          ],
        },
        commands: [
          order('ra', 'ambush'),
          order('b', 'run', { target: 'r' }),
          react('r', 'none'),
          react('ra', 'ambush'),
          react('r', 'standAndShoot'),
        ],
      }),
    );
    const r = of(p.events, 'reaction');
    expect(r.map((e) => `${e.unit}:${e.reaction}`)).toEqual(['ra:ambush', 'r:standAndShoot']);
    expect(r[0]!.why).toBe('b assaulted r: the ambush comes before point-blank fire');
  });

  it('an ambusher assaulted may not ambush its assaulter, but may escape or stand and shoot', () => {
    const st = stepAll(
      started(
        file({
          blue: [unit('b', [5, 14], 3), spareBlue],
          red: [unit('ra', [5, 8], 2), spareRed],
          bag: ['red', 'blue'],
          redControl: 'human',
        }),
      ),
      [order('ra', 'ambush') as OdCommand, order('b', 'run', { target: 'ra' }) as OdCommand],
    );
    expect(st.need.kind === 'decision' && st.need.question!.allowed).toEqual(['escape']);
    const no = orderDice.reduce(st.state, react('ra', 'ambush') as OdCommand);
    expect(!no.ok && no.error).toContain('not a reaction');
    const next = orderDice.reduce(st.state, react('ra', 'none') as OdCommand);
    expect(next.ok && next.need.kind === 'decision' && next.need.question!.allowed).toEqual(['standAndShoot']);
  });

  it('no reaction to an escape: an ambusher watching the escape route is not asked', () => {
    const p = play(
      file({
        blue: [unit('b', [5, 9], 3), unit('ba', [14, 3], 1)],
        red: [unit('r', [5, 3], 1), spareRed],
        bag: ['blue', 'blue'],
        dice: { reactionTest: [[2, 2]] },
        commands: [order('ba', 'ambush'), order('b', 'run', { target: 'r' }), react('r', 'escape')],
      }),
    );
    expect(of(p.events, 'reaction').map((e) => e.unit)).toEqual(['r']);
  });
});

describe('order dice: one chance per enemy action', () => {
  it('a unit that failed to escape is not asked to stand and shoot against the same assault', () => {
    const p = play(
      file({
        blue: [unit('b', [5, 14], 3), spareBlue],
        red: [unit('r', [5, 8], 2), spareRed],
        bag: ['blue'],
        dice: { reactionTest: [[6, 6]] },
        commands: [order('b', 'run', { target: 'r' }), react('r', 'escape')],
      }),
    );
    expect(of(p.events, 'reaction').map((e) => [e.reaction, e.passed])).toEqual([['escape', false]]);
    expect(of(p.events, 'closeQuarters').length).toBeGreaterThan(0);
  });
});

describe('order dice: fire back with a minimum range', () => {
  it('a mortar team shot at from inside its 12" minimum may not fire back (only go down)', () => {
    const mortar = team('m', [5, 12], 90, 'mortar');
    const s = started(
      file({ blue: [unit('b', [5, 20], 1), spareBlue], red: [mortar, spareRed], bag: ['blue'], redControl: 'human' }),
    );
    const r = orderDice.reduce(s, order('b', 'fire', { target: 'm' }) as OdCommand);
    expect(r.ok && r.need.kind === 'decision' && r.need.question!.allowed).toEqual(['down']);
    // At 16" the same team may fire back.
    const s2 = started(
      file({ blue: [unit('b', [5, 28], 1), spareBlue], red: [mortar, spareRed], bag: ['blue'], redControl: 'human' }),
    );
    const r2 = orderDice.reduce(s2, order('b', 'fire', { target: 'm' }) as OdCommand);
    expect(r2.ok && r2.need.kind === 'decision' && r2.need.question!.allowed).toEqual(['down', 'fireBack']);
  });
});

describe('order dice: consolidation', () => {
  it('the winner of close quarters moves up to 3" into cover, and no ambusher is asked about it', () => {
    const st = stepAll(
      started(
        file({
          blue: [unit('b', [5, 10], 2), spareBlue],
          red: [unit('r', [5, 8], 1), unit('ra', [20, 10], 2)],
          terrain: [
            {
              id: 'w',
              type: 'woods',
              polygon: [
                [3, 11.5],
                [9, 11.5],
                [9, 16],
                [3, 16],
              ],
            },
          ],
          bag: ['red', 'blue'],
          dice: { closeQuarters: [[6, 6], [1]], closeDamage: [[6, 6], []] },
          redControl: 'human',
        }),
      ),
      [
        order('ra', 'ambush'),
        order('b', 'run', { target: 'r' }),
        react('r', 'none'),
        react('ra', 'none'),
        react('r', 'none'),
      ] as OdCommand[],
    );
    const moves = of(st.events, 'move');
    expect(moves.at(-1)).toMatchObject({
      unit: 'b',
      why: 'consolidation into cover, which the enemy may not react to',
    });
    expect(moves.at(-1)!.to[1]).toBeGreaterThan(11.5);
    // The ambusher watched the consolidation from 15" and was not asked: the game goes on to the next die.
    expect(st.need.kind).toBe('command');
  });
});

describe('order dice: exception sentences', () => {
  it('a mix of direct and indirect fire allows a run to cover (indirect fire alone does not)', () => {
    // A squad of two rifles with a light mortar among them, 22" away: beyond 20", rifles in range.
    const mixed = squad('mx', [
      ['rifle', [5, 30]],
      ['rifle', [6, 30]],
      ['mortar', [7, 30]],
    ]);
    const s = started(
      file({ blue: [mixed, spareBlue], red: [unit('r', [5, 8], 1), spareRed], bag: ['blue'], redControl: 'human' }),
    );
    const r = orderDice.reduce(s, order('mx', 'fire', { target: 'r' }) as OdCommand);
    expect(r.ok && r.need.kind === 'decision' && r.need.question!.allowed).toEqual(['down', 'runToCover']);
  });

  it('an ambusher may take a standard reaction: fire back turns its own die to Fire, no die leaves the bag', () => {
    const p = play(
      file({
        blue: [unit('b', [5, 30], 1), spareBlue],
        red: [unit('ra', [5, 14], 1), spareRed],
        bag: ['red', 'blue'],
        dice: { reactionTest: [[3, 3]], hit: [[1], [1]] },
        commands: [order('ra', 'ambush'), order('b', 'fire', { target: 'ra' }), react('ra', 'fireBack')],
      }),
    );
    expect(of(p.events, 'reaction')[0]).toMatchObject({ unit: 'ra', reaction: 'fireBack', passed: true });
    expect(rolls(p.events, 'hit').map((r) => r.who[0])).toEqual(['b', 'ra']);
    // Red's spare die is still in the bag after the reaction (the ambusher turned its own).
    const drawsAfter = of(p.events, 'draw').slice(2);
    expect(drawsAfter[0]?.left.red ?? 0).toBe(0);
    expect(of(p.events, 'draw')[1]!.left).toEqual({ blue: 1, red: 1 });
    expect(p.final.units.ra!.order).toBe('fire');
  });

  it('an ambusher that fails a standard reaction keeps Ambush and takes a pin', () => {
    const p = play(
      file({
        blue: [unit('b', [5, 30], 1), spareBlue],
        red: [unit('ra', [5, 14], 1), spareRed],
        bag: ['red', 'blue'],
        dice: { reactionTest: [[6, 6]], hit: [[1]] },
        commands: [order('ra', 'ambush'), order('b', 'fire', { target: 'ra' }), react('ra', 'fireBack')],
      }),
    );
    expect(of(p.events, 'reaction')[0]).toMatchObject({ unit: 'ra', reaction: 'fireBack', passed: false });
    expect(p.final.units.ra).toMatchObject({ order: 'ambush', pins: 1 });
  });
});
