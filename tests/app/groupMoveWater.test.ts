// Play-test 18a, seed pt18a-02 (head to head): a group dragged toward deep water. The message said all four
// "Stopped short: … (deep water is in the way …)", but the log said only "Ash moves 3.5"." and "Bo moves 3.0".":
// the ruler ends a cut path 0.02" short of the stop, and the move sentence's probe for why asked for 0.02".
import { describe, expect, it } from 'vitest';
import { App } from '../../src/app/app';
import { DEFAULT_OPTIONS } from '../../src/app/newBattle';
import { Controller } from '../../src/app/controller';
import { sendGroupMove } from '../../src/app/orders';
import { memoryStore } from './helpers';
import type { Vec } from '../../src/geometry/shapes';

describe('a group move the water stops', () => {
  it("says in each figure's move line what stopped it, as the message does", () => {
    const app = new App(memoryStore());
    expect(
      app.newBattle({ ...DEFAULT_OPTIONS, seed: 'pt18a-02' }, { mode: 'headToHead', names: ['Ana', 'Ben'] }).ok,
    ).toBe(true);
    // Ben's militia act first and pass; then Ana takes the screen.
    const ready = () => {
      const need = app.need();
      return need?.kind === 'command' && need.side === 'player' && !app.hotSeat.due(app.session!);
    };
    for (let i = 0; i < 8 && !ready(); i++) {
      const due = app.hotSeat.due(app.session!);
      if (due) app.takeSeat(due.name);
      else expect(app.send({ do: 'endActivation' }).ok).toBe(true);
    }
    expect(ready()).toBe(true);
    const ctl = new Controller(app);
    ctl.toggleGroupMove();
    const from: Vec = [15.5, 33];
    const to: Vec = [21, 25.5];
    ctl.pointerDown(from, false);
    for (let i = 1; i <= 10; i++)
      ctl.pointerMove([from[0] + ((to[0] - from[0]) * i) / 10, from[1] + ((to[1] - from[1]) * i) / 10]);
    const { cmds } = ctl.pointerUpAll(to, false);
    expect(cmds).toHaveLength(4);
    sendGroupMove(app, cmds);
    expect(app.message.text).toMatch(/Stopped short: Ash \(deep water/);
    const moves = app.log.lines().filter((l) => / moves \d/.test(l.text));
    expect(moves).toHaveLength(4);
    for (const m of moves) expect(m.text).toMatch(/and stops there: deep water is in the way/);
  });
});
