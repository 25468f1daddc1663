// Head to head and same side through the app hub: the hand-over names the right player (a question put to
// the other side in the middle of a turn included), undo waits for the other's consent and takes back one
// decision, and the players come back with a save.
import { describe, expect, it } from 'vitest';
import { App } from '../../../src/app/app';
import { DEFAULT_OPTIONS, type BattleOptions } from '../../../src/app/newBattle';
import { computerCommand } from '../../../src/rulesets/chain-reaction/game';
import type { Command } from '../../../src/rulesets/chain-reaction/engine/commands';
import { memoryStore } from '../helpers';
import { playersOf, whoseWords } from '../../../src/app/players/players';
import { noFigureText } from '../../../src/app/statusText';

const small: BattleOptions = { ...DEFAULT_OPTIONS, groupSize: 2, enemySize: 'match', terrain: 'clear' };

/** Plays the app to its end as two people taking turns: whoever is asked takes the seat and plays the computer's move. */
function playHotSeat(app: App, limit = 3000) {
  const handOvers: { to: string; mid: boolean }[] = [];
  for (let i = 0; i < limit && app.session && !app.session.over; i++) {
    const s = app.session;
    const due = app.hotSeat.due(s);
    if (due) {
      handOvers.push({ to: due.name, mid: s.need.kind === 'decision' });
      expect(app.humanTurn()).toBe(false);
      expect(app.send({ do: 'endActivation' }).ok).toBe(false);
      app.takeSeat(due.name);
      continue;
    }
    expect(app.humanTurn()).toBe(true);
    const n = s.need;
    if (n.kind !== 'decision' && n.kind !== 'command') break;
    const cmd: Command =
      n.kind === 'decision' ? { do: 'decide', choice: n.decision.fallback } : computerCommand(s.state, n);
    expect(app.send(cmd).ok).toBe(true);
  }
  return handOvers;
}

describe('head to head on one screen', () => {
  it("tells whoever is asked the colour of their own figures (Ben's are orange, not blue; play-test 11)", () => {
    const app = new App(memoryStore());
    app.newBattle({ ...small, seed: 'h2h-1' }, { mode: 'headToHead', names: ['Ana', 'Ben'] });
    const seen = new Map<string, string>();
    for (let i = 0; i < 6; i++) {
      const due = app.hotSeat.due(app.session!);
      if (due) {
        app.takeSeat(due.name);
        seen.set(due.name, /(?:yours|\w+'s) are ([a-z ]+);/.exec(noFigureText(app))![1]!);
      } else app.send({ do: 'endActivation' });
    }
    expect(Object.fromEntries(seen)).toEqual({ Ana: 'blue', Ben: 'orange' });
  });

  it('hands the screen over whenever the other player is asked, and the battle plays to its end', () => {
    let mids = 0;
    for (const seed of ['h2h-1', 'h2h-2', 'h2h-3']) {
      const app = new App(memoryStore());
      expect(app.newBattle({ ...small, seed }, { mode: 'headToHead', names: ['Ana', 'Ben'] }).ok).toBe(true);
      expect(app.session!.state.sides.map((x) => x.control)).toEqual(['human', 'human']);
      // Nobody is seated at the start: the first player asked must take the screen.
      expect(app.hotSeat.due(app.session)?.name).toBeDefined();
      const h = playHotSeat(app);
      expect(app.session!.over).toBe(true);
      expect(new Set(h.map((x) => x.to))).toEqual(new Set(['Ana', 'Ben']));
      // Turns alternate: no hand-over to the player already seated.
      h.forEach((x, i) => i > 0 && expect(x.to).not.toBe(h[i - 1]!.to));
      mids += h.filter((x) => x.mid).length;
    }
    // In three battles, at least one question went to the other player in the middle of a command.
    expect(mids).toBeGreaterThan(0);
  });

  it('undo asks the other player and takes back only the last decision', () => {
    const app = new App(memoryStore());
    app.newBattle({ ...small, seed: 'h2h-undo' }, { mode: 'headToHead', names: ['Ana', 'Ben'] });
    const first = app.hotSeat.due(app.session)!.name;
    app.takeSeat(first);
    const leader = (app.session!.need as { groups: string[] }).groups[0]!;
    expect(app.send({ do: 'turn', figure: leader, facing: 0 }).ok).toBe(true);
    expect(app.send({ do: 'turn', figure: leader, facing: 90 }).ok).toBe(true);
    const steps = app.session!.steps.length;
    expect(app.undo()).toBe(false);
    const ask = app.hotSeat.undoAsk!;
    expect(ask.agreeBy).not.toBe(ask.asker);
    expect(app.humanTurn()).toBe(false);
    app.answerUndo(false);
    expect(app.session!.steps.length).toBe(steps);
    app.undo();
    app.answerUndo(true);
    expect(app.session!.steps.length).toBe(steps - 1);
  });

  it('the players are saved with the battle and come back with the autosave', () => {
    const store = memoryStore();
    const app = new App(store);
    app.newBattle({ ...small, seed: 'h2h-save' }, { mode: 'headToHead', names: ['Ana', 'Ben'] });
    app.takeSeat(app.hotSeat.due(app.session)!.name);
    const again = new App(store);
    expect(again.continueSaved().ok).toBe(true);
    expect(again.players).toEqual(app.players);
    // Reloading seats nobody: the table is hidden until the player asked confirms.
    expect(again.hotSeat.due(again.session)).toBeDefined();
    // A replay of it is watched, not played: no hand-over then.
    again.importFile(again.exportReplay(), 'r.json');
    expect(again.replaying).toBe(true);
    expect(again.hotSeat.due(again.session)).toBeUndefined();
    again.takeOver();
    expect(again.players.mode).toBe('headToHead');
  });
});

describe('same side', () => {
  it('gives each player a Star and a group of their own, and names whose figures may act', () => {
    const app = new App(memoryStore());
    const r = app.newBattle(
      { ...small, kind: 'patrol', seed: 'co-1', groupSize: 2 },
      { mode: 'sameSide', names: ['Ana', 'Ben', ' '] },
    );
    expect(r.ok).toBe(true);
    const p = app.players;
    expect(p.mode).toBe('sameSide');
    expect(p.players.map((x) => x.name)).toEqual(['Ana', 'Ben', 'Player 3']);
    const s = app.session!.state;
    for (const pl of p.players) {
      expect(pl.figures).toHaveLength(2);
      expect(pl.figures!.filter((id) => s.figures[id]!.star)).toEqual([pl.figures![0]]);
    }
    const all = p.players.flatMap((x) => x.figures!);
    expect(whoseWords(p, all, s)).toBe(p.players.map((x) => `${x.name}'s group: ${x.figures!.join(', ')}`).join('; '));
    // No hand-over between friends on the same side.
    expect(app.hotSeat.due(app.session)).toBeUndefined();
    expect(playersOf(JSON.parse(app.exportReplay()))).toEqual(p);
  });
});
