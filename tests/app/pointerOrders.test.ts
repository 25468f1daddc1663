// Orders given with the pointer, through the door (core/pointerOrders.ts): the host's sending and group move
// play a made-up game's commands with no Chain Reaction in them, and Chain Reaction's part turns the pointer's
// gesture into the order a click in a mode would give.
import { describe, expect, it } from 'vitest';
import { sendFromTable, sendGroupMove, type Sender } from '../../src/app/orders';
import type { PointerOrders } from '../../src/core/pointerOrders';
import { clickOrder, pendingOrder } from '../../src/rulesets/chain-reaction/view/pointerOrders';
import { readyAt } from './helpers';

/** A made-up game: a command sends a named runner some inches; the game lets nobody run more than 5. */
interface Run {
  who: string;
  inches: number;
}
type Seen = { type: 'seen' } | { type: 'ran' };

function table(
  refuse: string[] = [],
  seenBy: string[] = [],
  refusal?: (s: { turn: number } | undefined, c: Run, error: string) => string,
  asks: string[] = [],
) {
  const sent: Run[] = [];
  const said: string[] = [];
  const orders: PointerOrders<{ turn: number }, Run, Seen> = {
    pending: () => undefined,
    fit: (_s, c) => ({ ...c, inches: Math.min(c.inches, 5) }),
    // Said for a cut move only where a runner may be asked something, so the other tests' words stay as they were.
    ...(asks.length ? { fitWhy: (_s: unknown, c: Run) => (c.inches > 5 ? 'no more than 5' : undefined) } : {}),
    figureOf: (c) => c.who,
    answers: (c) => c.who === 'answer',
    groupStop: (events) => (events.some((e) => e.type === 'seen') ? 'was seen' : undefined),
    dragTests: [],
    noTest: '',
  };
  const need = { kind: 'command' };
  const app: Sender<{ turn: number }, Run, Seen> = {
    session: {
      state: { turn: 1 },
      need,
      ruleset: { view: { pointerOrders: orders, ...(refusal ? { refusal } : {}) } },
    },
    send: (c) => {
      if (refuse.includes(c.who)) return { ok: false, error: 'blocked' };
      sent.push(c);
      // A runner in `asks` stops part way with a question for the player (as In Sight's 2" does).
      if (asks.includes(c.who)) need.kind = 'decision';
      return { ok: true, events: [{ type: seenBy.includes(c.who) ? 'seen' : 'ran' }] };
    },
    say: (text) => said.push(text),
    humanTurn: () => true,
  };
  return { app, sent, said };
}

describe("the host sends another game's orders", () => {
  it('a group move: each command fitted by the game, a refused one passed over, stopped where the game says', () => {
    const { app, sent, said } = table(['Bo'], ['Cy']);
    const r = sendGroupMove(app, [
      { who: 'Al', inches: 8 },
      { who: 'Bo', inches: 2 },
      { who: 'Cy', inches: 3 },
      { who: 'Di', inches: 4 },
    ]);
    expect(sent).toEqual([
      { who: 'Al', inches: 5 },
      { who: 'Cy', inches: 3 },
    ]);
    expect(r).toEqual({
      moved: ['Al', 'Cy'],
      skipped: ['Bo (blocked)'],
      stopped: 'Cy was seen; Di wait for new orders',
    });
    expect(said).toEqual([
      'Group move: Al, Cy moved. Could not move: Bo (blocked). Stopped: Cy was seen; Di wait for new orders.',
    ]);
  });

  it('a move stopped at a question is told as waiting, not as moved or cut short where it was sent (play-test 17a)', () => {
    // Before: "Group move: Al, Bo moved. Stopped short: Bo (no more than 5)." while Bo's question still waited.
    const last = table([], [], undefined, ['Bo']);
    const r = sendGroupMove(last.app, [
      { who: 'Al', inches: 2 },
      { who: 'Bo', inches: 8 },
    ]);
    expect(r).toEqual({ moved: ['Al'], skipped: [], asking: 'Bo' });
    expect(last.said).toEqual([
      "Group move: Al moved. Bo's move waits on a question: where Bo ends is told once it is answered.",
    ]);
    const first = table([], [], undefined, ['Al']);
    sendGroupMove(first.app, [
      { who: 'Al', inches: 8 },
      { who: 'Bo', inches: 2 },
    ]);
    expect(first.sent).toEqual([{ who: 'Al', inches: 5 }]);
    expect(first.said).toEqual([
      "Group move: Al's move waits on a question: where Al ends is told once it is answered; Bo waits for new orders.",
    ]);
  });

  it("a group move's refused figure is told in the game's own words for a refusal (play-test 15a: 'deep water water1')", () => {
    const words = (_s: { turn: number } | undefined, c: Run, error: string) => `${error} by the lake, ${c.inches}"`;
    const { app, said } = table(['Bo'], [], words);
    const r = sendGroupMove(app, [
      { who: 'Al', inches: 2 },
      { who: 'Bo', inches: 3 },
    ]);
    expect(r.skipped).toEqual(['Bo (blocked by the lake, 3")']);
    expect(said).toEqual(['Group move: Al moved. Could not move: Bo (blocked by the lake, 3").']);
  });

  it("an order in a mode ends the mode; the answer to the game's question does not", () => {
    const { app } = table();
    let done = 0;
    const ctl = { mode: 'throw', done: () => done++ };
    expect(sendFromTable(app, ctl, { cmds: [{ who: 'answer', inches: 1 }] })?.ok).toBe(true);
    expect(done).toBe(0);
    expect(sendFromTable(app, ctl, { cmds: [{ who: 'Al', inches: 1 }] })?.ok).toBe(true);
    expect(done).toBe(1);
  });
});

describe("Chain Reaction's order under the pointer", () => {
  const { ctl } = readyAt('order-note');
  const s = ctl.state()!;
  const me = s.figures[[...ctl.orders().figures][0]!]!;
  const friend = Object.values(s.figures).find((f) => f.side === me.side && f.id !== me.id)!;
  const enemy = Object.values(s.figures).find((f) => f.side !== me.side && f.status !== 'offTable')!;
  const at = [10.13, 20.9] as const;

  it('a throw lands on the quarter inch under the pointer', () => {
    expect(pendingOrder(s, { mode: 'throw', figure: me.id, pointer: at })).toEqual({
      do: 'throwGrenade',
      figure: me.id,
      at: [10.25, 21],
    });
  });

  it('a charge is at an enemy only; a retrieve only of a figure out of the fight', () => {
    const g = { figure: me.id, pointer: at };
    expect(pendingOrder(s, { ...g, mode: 'charge', hover: enemy.id })).toEqual({
      do: 'charge',
      figure: me.id,
      target: enemy.id,
    });
    expect(pendingOrder(s, { ...g, mode: 'charge', hover: friend.id })).toBeUndefined();
    expect(pendingOrder(s, { ...g, mode: 'retrieve', hover: friend.id })).toBeUndefined();
    const down = { ...s, figures: { ...s.figures, [friend.id]: { ...friend, status: 'outOfTheFight' as const } } };
    expect(pendingOrder(down, { ...g, mode: 'retrieve', hover: friend.id })).toEqual({
      do: 'retrieve',
      figure: me.id,
      target: friend.id,
    });
  });

  it('nothing without a figure to order, or for a drag just begun', () => {
    expect(pendingOrder(s, { mode: 'throw', pointer: at })).toBeUndefined();
    expect(pendingOrder(s, { mode: 'select', drag: { figure: me.id, path: [], fast: false }, pointer: at })).toBe(
      undefined,
    );
  });
});

describe("a click in a mode: the controller asks the game's part through the door", () => {
  it('charge and retrieve say what to click instead; throw lands on the hundredth; select gives nothing', () => {
    const { app, ctl } = readyAt('order-note');
    const s = ctl.state()!;
    const me = s.figures[[...ctl.orders().figures][0]!]!;
    const friend = Object.values(s.figures).find((f) => f.side === me.side && f.id !== me.id)!;
    const enemy = Object.values(s.figures).find((f) => f.side !== me.side && f.status !== 'offTable')!;
    ctl.select(me.id);
    ctl.setMode('charge');
    expect(ctl.pointerUp(friend.at, false)).toBeUndefined();
    expect(app.message).toEqual({ text: 'Click an enemy figure to charge it.', error: true });
    expect(ctl.pointerUp(enemy.at, false)).toEqual({ do: 'charge', figure: me.id, target: enemy.id });
    ctl.setMode('retrieve');
    expect(ctl.pointerUp(friend.at, false)).toBeUndefined();
    expect(app.message).toEqual({ text: 'Click a figure that is out of the fight.', error: true });
    ctl.setMode('throw');
    expect(ctl.pointerUp([10.134, 20.9], false)).toEqual({ do: 'throwGrenade', figure: me.id, at: [10.13, 20.9] });
    expect(clickOrder(s, { mode: 'select', figure: me.id, pointer: [1, 1] })).toBeUndefined();
    expect(clickOrder(s, { mode: 'charge', pointer: [1, 1], hover: enemy.id })).toBeUndefined();
  });
});
