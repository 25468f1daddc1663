// A group move stopped by a question says so, not a cut-short reason it never reached. Play-test 18a, seed
// pt18a-04 (solo Patrol, set up where the group stands): Ash fires at Walt, then a group drag takes him through
// a door; he comes into sight of Dario with 2.7" of his move left, and the message said "Stopped short: Ash
// (going through the door or window used up the rest of its move)" beside the log's "5.3" of the 8" move".
import { describe, expect, it } from 'vitest';
import { App } from '../../src/app/app';
import { DEFAULT_OPTIONS } from '../../src/app/newBattle';
import { Controller } from '../../src/app/controller';
import { sendGroupMove } from '../../src/app/orders';
import { memoryStore } from './helpers';
import type { Vec } from '../../src/geometry/shapes';

function drag(ctl: Controller, from: Vec, to: Vec) {
  ctl.pointerDown(from, false);
  for (let i = 1; i <= 10; i++)
    ctl.pointerMove([from[0] + ((to[0] - from[0]) * i) / 10, from[1] + ((to[1] - from[1]) * i) / 10]);
  return ctl.pointerUpAll(to, false);
}

describe('a group move that stops for a question', () => {
  it('names the question, not the door that would have used up the rest of the move', () => {
    const app = new App(memoryStore());
    expect(app.newBattle({ ...DEFAULT_OPTIONS, seed: 'pt18a-04', kind: 'patrol', deploy: true }).ok).toBe(true);
    expect(app.send({ do: 'startBattle' }).ok).toBe(true);
    expect(app.send({ do: 'fire', figure: 'Ash', targets: [{ figure: 'Walt', dice: 3 }] }).ok).toBe(true);
    const ctl = new Controller(app);
    ctl.toggleGroupMove();
    const ash = app.view()!.figures['Ash']!.at;
    const { cmds } = drag(ctl, ash, [17, 24]);
    expect(cmds.length).toBe(4);
    sendGroupMove(app, cmds);
    const said = app.message.text;
    // Going on the 0.7" offered, the others staying put: the log's move line shows how much of the move was left.
    expect(app.send({ do: 'decide', choice: 0 }).ok).toBe(true);
    for (let i = 0; i < 10 && app.need()?.kind === 'decision'; i++) {
      const need = app.need()!;
      if (need.kind === 'decision') app.send({ do: 'decide', choice: need.decision.fallback });
    }
    const moves = app
      .session!.events()
      .map((e) => ('text' in e ? (e.text ?? '') : ''))
      .filter((t) => t.startsWith('Ash moves'));
    expect(moves.at(-1)).toContain('5.3" of the 8" move');
    expect(said).toBe(
      "Group move: Ash's move waits on a question: where Ash ends is told once it is answered; Bo, Cole, Dex wait for new orders.",
    );
  });
});
