// Head to head with Watch and your own dice (play-test 4, 10): a side handed to the computer never waits for
// typed faces — the computer throws its rolls, a box left open when Watch was pressed included — so the
// game never hangs on "Waiting for Maud's guerillas to throw dice..."; nobody is asked to take the screen
// for the computer's side; and the log names the side handed over, never its id ("player").
import { describe, expect, it } from 'vitest';
import { App } from '../../../src/app/app';
import { DEFAULT_OPTIONS, type BattleOptions } from '../../../src/app/newBattle';
import { computerCommand } from '../../../src/rulesets/chain-reaction/game';
import type { Command } from '../../../src/rulesets/chain-reaction/engine/commands';
import { watchedSide } from '../../../src/app/ui/watchToggle';
import { memoryStore } from '../helpers';

const opts: BattleOptions = {
  ...DEFAULT_OPTIONS,
  seed: 'fjord-6243',
  playerForce: 'guerilla',
  enemyForce: 'police',
  terrain: 'mountain',
  ownDice: true,
};

/** One move of the people or the computer; false when nothing could move the game on (a hang). */
function move(app: App, faces: () => number): boolean {
  const s = app.session!;
  const due = app.hotSeat.due(s);
  if (due) {
    app.takeSeat(due.name);
    return true;
  }
  const n = s.need;
  if (s.waitingFor() !== 'human') return !!app.stepComputer();
  if (n.kind === 'dice') return app.send({ do: 'dice', faces: Array.from({ length: n.ask.count }, faces) }).ok;
  if (n.kind !== 'decision' && n.kind !== 'command') return false;
  const cmd: Command =
    n.kind === 'decision' ? { do: 'decide', choice: n.decision.fallback } : computerCommand(s.state, n);
  return app.send(cmd).ok;
}

function newGame(): { app: App; faces: () => number } {
  const app = new App(memoryStore());
  expect(app.newBattle(opts, { mode: 'headToHead', names: ['Maud', 'Tobias'] })).toEqual({ ok: true });
  let k = 0;
  return { app, faces: () => ((k++ * 5 + 3) % 6) + 1 };
}

describe('head to head: Watch with your own dice', () => {
  it('the watched side throws no typed dice, nobody is seated for it, and the game plays to its end', () => {
    const { app, faces } = newGame();
    const side = watchedSide(app)!;
    // Play by hand until the other side is to give an order (Tobias's activation), then press Watch.
    for (let i = 0; i < 200; i++) {
      const n = app.session!.need;
      if (n.kind === 'command' && n.side !== side && !app.hotSeat.due(app.session)) break;
      expect(move(app, faces)).toBe(true);
    }
    expect(app.setControl(side, 'ai').ok).toBe(true);
    const said = app.session!.history.at(-1)!.events.map((e) => (e as { text?: string }).text);
    expect(said[0]).toBe("The computer plays Maud's guerillas from here.");
    let computerTurns = 0;
    for (let i = 0; i < 3000 && !app.session!.over; i++) {
      const s = app.session!;
      if (s.need.kind === 'dice') expect(s.controlOf(s.need.side)).toBe('human');
      const due = app.hotSeat.due(s);
      if (due) expect(s.waitingFor()).toBe('human');
      if (s.waitingFor() === 'ai') computerTurns++;
      expect(move(app, faces)).toBe(true);
    }
    expect(computerTurns).toBeGreaterThan(0);
    expect(app.session!.over).toBe(true);
  });

  it('Watch pressed while the watched side’s dice box is open: the computer throws that roll', () => {
    const { app, faces } = newGame();
    const side = watchedSide(app)!;
    for (let i = 0; i < 300; i++) {
      const s = app.session!;
      if (s.need.kind === 'dice' && s.need.side === side && !app.hotSeat.due(s)) break;
      expect(move(app, faces)).toBe(true);
    }
    expect(app.session!.need).toMatchObject({ kind: 'dice', side });
    expect(app.setControl(side, 'ai').ok).toBe(true);
    expect(app.session!.need.kind === 'dice' && app.session!.need.side === side).toBe(false);
    // Taken back, the side's rolls are typed again.
    expect(app.setControl(side, 'human').ok).toBe(true);
    expect(app.session!.history.at(-1)!.events.map((e) => (e as { text?: string }).text)[0]).toBe(
      "Maud's guerillas are played from the screen again.",
    );
    let typed = false;
    for (let i = 0; i < 400 && !typed && !app.session!.over; i++) {
      const s = app.session!;
      typed = s.need.kind === 'dice' && s.need.side === side;
      expect(move(app, faces)).toBe(true);
    }
    expect(typed).toBe(true);
  });
});
