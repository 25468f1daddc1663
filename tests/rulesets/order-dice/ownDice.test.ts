// Own dice in the order-dice game (src/rulesets/order-dice/ownDice.ts): a side whose player throws real dice
// is asked the faces of every roll of its units (the shooter's hits and damage, order and reaction tests,
// morale), in the order the rules make them, each with what passes; the other side's rolls and the bag come
// from the seeded source; bad faces or another command while a roll waits are one line and change nothing;
// a replay of the same commands is the same game; whole battles with own dice play to the end by the board.
import { describe, expect, it } from 'vitest';
import { Session } from '../../../src/app/session';
import { playByChoices } from '../../../src/app/board/playByChoices';
import type { OdCommand, OdNeed, OdState } from '../../../src/rulesets/order-dice/state';
import { checked, file, of, orderDice, rolls, unit } from './helpers';

const board = orderDice.board!;

function start(data: Record<string, unknown>, own: string[]) {
  const s0 = orderDice.startingState(checked(data)).state;
  return orderDice.begin(orderDice.play.enterDice!(s0, own));
}

type Step = { state: OdState; need: OdNeed; events: unknown[] };

function step(st: Step, cmd: OdCommand): Step {
  const r = orderDice.reduce(st.state, cmd);
  if (!r.ok) throw new Error(r.error);
  return r;
}

/** Blue (a person throwing its own dice) has a squad of three rifles 18" from Red's squad of three. */
const duel = (more: Record<string, unknown> = {}) =>
  file({
    blue: [unit('b', [5, 30], 3)],
    red: [unit('r', [5, 12], 3)],
    blueControl: 'human',
    redControl: 'script',
    bag: ['blue'],
    ...more,
  });

describe('order dice: own dice', () => {
  it("asks the shooter's side for the hits, then the damage, and plays them as thrown", () => {
    let st: Step = start(duel(), ['blue']);
    expect(st.need.kind).toBe('command');
    st = step(st, { do: 'order', unit: 'b', order: 'fire', target: 'r' });
    // Red is a script side with nothing left to say: no reaction. Blue's three shots need 3+ (18" is long
    // range for a rifle: 4+). The step waits for the faces and nothing of it is told yet.
    expect(st.need).toMatchObject({ kind: 'dice', side: 'blue', ask: { purpose: 'hit', count: 3, who: ['b'] } });
    expect(st.events).toEqual([]);
    const words = board.choices(st.state, st.need)[0]!;
    expect(words.target?.kind).toBe('faces');
    expect(words.title).toBe("Blue's Squad 1 throws 3d6 for its shots to hit");
    st = step(st, { do: 'dice', faces: [6, 4, 1] });
    // Two hits: Blue throws their damage too (regular targets die on 4+).
    expect(st.need).toMatchObject({ kind: 'dice', side: 'blue', ask: { purpose: 'damage', count: 2, who: ['r'] } });
    expect(board.choices(st.state, st.need)[0]!.title).toBe(
      "Blue throws 2d6 for damage on the hits on Red's Squad 1 (kills on 4+)",
    );
    st = step(st, { do: 'dice', faces: [5, 2] });
    const ev = st.events as Parameters<typeof of>[0];
    expect(rolls(ev, 'hit')[0]).toMatchObject({ dice: [6, 4, 1], entered: true });
    expect(rolls(ev, 'damage')[0]).toMatchObject({ dice: [5, 2], entered: true });
    expect(of(ev, 'shoot')[0]).toMatchObject({ hits: 2, kills: 1 });
    expect(of(ev, 'casualty')).toHaveLength(1);
    // The bag's next draw is the seeded source's, not the person's.
    expect(rolls(ev, 'bag').every((r) => !r.entered)).toBe(true);
  });

  it("a pinned unit's order test and the target's reaction test are each their own side's to throw", () => {
    const data = duel({ blue: [unit('b', [5, 30], 3, 'rifle', { pins: 2 })], redControl: 'human' });
    let st: Step = start(data, ['blue', 'red']);
    const seen: unknown[] = [];
    const go = (cmd: OdCommand) => {
      const next = step(st, cmd);
      seen.push(...next.events);
      return next;
    };
    st = go({ do: 'order', unit: 'b', order: 'fire', target: 'r' });
    expect(st.need).toMatchObject({ kind: 'dice', side: 'blue', ask: { purpose: 'orderTest', count: 2, target: 7 } });
    expect(board.choices(st.state, st.need)[0]!.title).toBe(
      "Blue's Squad 1 throws 2d6 for its order test: 7 or less passes (a double 1 always does)",
    );
    st = go({ do: 'dice', faces: [1, 1] }); // a double 1 passes whatever the target
    // Red may react (a person, asked): it tries to fire back and throws its own test.
    expect(st.need).toMatchObject({ kind: 'decision', side: 'red' });
    st = go({ do: 'react', unit: 'r', reaction: 'fireBack' });
    expect(st.need).toMatchObject({ kind: 'dice', side: 'red', ask: { purpose: 'reactionTest', target: 9 } });
    st = go({ do: 'dice', faces: [6, 6] }); // 12: failed, a pin and no die
    expect(st.need).toMatchObject({ kind: 'dice', side: 'blue', ask: { purpose: 'hit' } });
    st = go({ do: 'dice', faces: [1, 1, 1] });
    const ev = seen as Parameters<typeof of>[0];
    expect(of(ev, 'orderTest')[0]).toMatchObject({ passed: true, total: 2, target: 7 });
    expect(of(ev, 'reaction')[0]).toMatchObject({ reaction: 'fireBack', passed: false, test: { total: 12 } });
    expect(st.state.units.find((u) => u.id === 'b')!.pins).toBe(1);
    expect(st.state.units.find((u) => u.id === 'r')!.pins).toBe(1);
  });

  it('bad faces and other commands while a roll waits are one line each and change nothing', () => {
    const st: Step = start(duel(), ['blue']);
    const waiting = step(st, { do: 'order', unit: 'b', order: 'fire', target: 'r' });
    const tries: [OdCommand, RegExp][] = [
      [{ do: 'dice', faces: [6, 4] }, /^dice: the dice for hit: expected 3 dice of 1 to 6, got 2$/],
      [{ do: 'dice', faces: [6, 4, 7] }, /^dice: the dice for hit: 7 is not a face of a d6/],
      [{ do: 'order', unit: 'b', order: 'down' }, /^order: the dice for hit must be entered first/],
    ];
    for (const [cmd, line] of tries) {
      const r = orderDice.reduce(waiting.state, cmd);
      expect(r.ok).toBe(false);
      if (!r.ok) {
        expect(r.error).toMatch(line);
        expect(r.error).not.toContain('\n');
      }
    }
    // A dice command with no roll waiting is refused too.
    const none = orderDice.reduce(st.state, { do: 'dice', faces: [1] });
    expect(none.ok).toBe(false);
  });

  it('handing the side to the computer mid-wait throws the roll from the seeded source', () => {
    const st: Step = start(duel(), ['blue']);
    const waiting = step(st, { do: 'order', unit: 'b', order: 'fire', target: 'r' });
    const handed = step(waiting, { do: 'control', side: 'blue', control: 'ai' });
    const ev = handed.events as Parameters<typeof of>[0];
    expect(of(ev, 'control')).toHaveLength(1);
    expect(rolls(ev, 'hit')[0]?.entered).toBeUndefined();
    expect(of(ev, 'shoot')).toHaveLength(1);
    expect(handed.need.kind).not.toBe('dice');
  });

  it('whole battles with a person throwing their own dice play to the end by the board, and replay the same', () => {
    for (const n of [1, 2, 3]) {
      const made = board.newBattle!.make(
        { north: 'person', south: n === 3 ? 'person' : 'computer', units: 2 + n, support: n !== 2 },
        `own-dice-${n}`,
      );
      const data = { ...made, enteredDice: n === 3 ? ['north', 'south'] : ['north'] };
      const s = new Session(orderDice, checked(data), data);
      let a = n * 7919;
      const r = () => {
        a = (a * 16807) % 2147483647;
        return a / 2147483647;
      };
      const res = playByChoices(s, r);
      expect(res.stuck).toBeUndefined();
      expect(res.steps.filter((x) => x.refused)).toEqual([]);
      expect(res.over).toBe(true);
      const faces = res.steps.filter((x) => x.key === 'faces').length;
      expect(faces).toBeGreaterThan(5);
      // Entered rolls are only ever the entering sides' own units'.
      const own = new Set(data.enteredDice);
      const unitSide = new Map(s.state.units.map((u) => [u.id, u.side]));
      for (const e of s.events())
        if (e.type === 'roll' && e.entered && ['hit', 'orderTest', 'reactionTest', 'morale'].includes(e.purpose))
          expect(own.has(unitSide.get(e.who[0]!)!)).toBe(true);
      // The same commands from the same start give the same game.
      let st = orderDice.begin(orderDice.play.enterDice!(orderDice.startingState(checked(data)).state, [...own]));
      for (const c of s.steps.map((x) => x.command)) {
        const next = orderDice.reduce(st.state, c as OdCommand);
        expect(next.ok).toBe(true);
        if (next.ok) st = next;
      }
      expect(st.state).toEqual(s.state);
    }
  }, 120_000);
});
