// The table's controller over a made-up game (Controller<S, C>): it finds figures, drags a group in formation and
// gives one-key orders only through the game's parts (core/pointerOrders.ts), with no Chain Reaction in them.
import { describe, expect, it } from 'vitest';
import { Controller } from '../../src/app/controller';
import type { App } from '../../src/app/app';
import type { PointerOrders } from '../../src/core/pointerOrders';

/** A made-up game: runners on a field; a command runs one along a path, or rests one. */
interface Field {
  at: Record<string, [number, number]>;
  carried: string[];
}
type Order = { run: string; path: (readonly [number, number])[]; sprint: boolean } | { rest: string };

function made(field: Field, mayOrder: string[]) {
  const said: string[] = [];
  const parts: PointerOrders<Field, Order, never> = {
    pending: () => undefined,
    fit: (_s, c) => c,
    figureOf: (c) => ('run' in c ? c.run : c.rest),
    answers: () => false,
    groupStop: () => undefined,
    dragTests: [],
    noTest: '',
    figures: (s) =>
      Object.entries(s.at).map(([id, at]) => ({ id, side: 'us', at, gone: false, carried: s.carried.includes(id) })),
    // Everyone follows everyone; the controller keeps only those the person may order.
    followers: (s, id) => Object.keys(s.at).filter((x) => x !== id),
    move: (run, path, sprint) => ({ run, path: [...path], sprint }),
    moveOf: (c) => ('run' in c ? { fast: c.sprint } : undefined),
    quick: (_s, kind, id) => (kind === 'grenade' ? { mode: 'throw' } : id ? { command: { rest: id } } : undefined),
  };
  const app = {
    view: () => field,
    need: () => ({ kind: 'command', side: 'us' }),
    humanTurn: () => true,
    replaying: false,
    say: (text: string) => said.push(text),
    session: {
      controlOf: () => 'human',
      ruleset: {
        view: {
          pointerOrders: parts,
          orderable: () => ({ side: 'us', figures: new Set(mayOrder), choices: [] }),
        },
      },
    },
  } as unknown as App;
  return { ctl: new Controller<Field, Order>(app), said };
}

describe("the table's controller plays a game it does not know", () => {
  const field: Field = { at: { Al: [10, 10], Bo: [12, 10], Cy: [10.4, 10], Di: [20, 20] }, carried: ['Cy'] };

  it('finds the figure under the pointer from the figures the game lists, passing a carried one by', () => {
    const { ctl } = made(field, ['Al', 'Bo', 'Cy']);
    expect(ctl.figureAt([10.35, 10])).toBe('Al');
    expect(ctl.figureAt([12.2, 10.1])).toBe('Bo');
    expect(ctl.figureAt([16, 16])).toBeUndefined();
    expect(ctl.fig('Di')).toEqual({ id: 'Di', side: 'us', at: [20, 20], gone: false, carried: false });
  });

  it("a group drag gives the game's move for the dragged figure and each follower it may order, in formation", () => {
    const { ctl } = made(field, ['Al', 'Bo', 'Cy']);
    ctl.toggleGroupMove();
    expect(ctl.pointerDown([10, 10], false)).toBe(true);
    ctl.pointerMove([12, 13]);
    ctl.pointerMove([14, 16]);
    const { cmds, left } = ctl.pointerUpAll([14, 16], true);
    expect(left).toEqual(['Di (not yours to order now)']);
    expect(cmds.map((c) => ('run' in c ? c.run : c.rest))).toEqual(['Al', 'Bo', 'Cy']);
    expect(cmds.every((c) => 'run' in c && c.sprint)).toBe(true);
    const end = (c: Order) => ('run' in c ? c.path[c.path.length - 1] : undefined);
    expect(end(cmds[0]!)).toEqual([14, 16]);
    expect(end(cmds[1]!)).toEqual([16, 16]);
    expect(end(cmds[2]!)![0]).toBeCloseTo(14.4, 5);
  });

  it("one-key orders are the game's: a command, or the mode it asks for", () => {
    const { ctl, said } = made(field, ['Al', 'Bo']);
    expect(ctl.quick('prone')).toBeUndefined();
    expect(said.at(-1)).toBe('Select one of your figures first.');
    ctl.select('Bo');
    expect(ctl.quick('prone')).toEqual({ rest: 'Bo' });
    expect(ctl.quick('end')).toEqual({ rest: 'Bo' });
    expect(ctl.quick('grenade')).toBeUndefined();
    expect(ctl.mode).toBe('throw');
  });
});
