// Head to head with your own dice (play-test 2, 20; first pass 70): every roll is thrown by the player of
// the side it belongs to, so the screen is handed over to that player first (Ria's damage dice used to come
// up in Sol's part), and every prompt names whose dice it asks for ("Ria's dice: …", not "Your dice").
import { describe, expect, it } from 'vitest';
import { App } from '../../../src/app/app';
import { DEFAULT_OPTIONS, type BattleOptions } from '../../../src/app/newBattle';
import { computerCommand } from '../../../src/rulesets/chain-reaction/game';
import type { Command } from '../../../src/rulesets/chain-reaction/engine/commands';
import { memoryStore } from '../helpers';
import { playerOfSide } from '../../../src/app/players/players';
import { diceAskView } from '../../../src/rulesets/chain-reaction/view/diceAskView';

const opts: BattleOptions = { ...DEFAULT_OPTIONS, groupSize: 2, enemySize: 'match', terrain: 'clear', ownDice: true };

describe('head to head with your own dice', () => {
  for (const seed of ['h2h-dice-1', 'h2h-dice-2', 'h2h-dice-3']) {
    it(`each roll is thrown by its own player, after a hand-over when needed (seed ${seed})`, () => {
      const app = new App(memoryStore());
      app.newBattle({ ...opts, seed }, { mode: 'headToHead', names: ['Ria', 'Sol'] });
      const thrownBy = new Map<string, number>();
      let midTurn = 0;
      let k = 0;
      for (let i = 0; i < 4000 && app.session && !app.session.over && k < 200; i++) {
        const s = app.session;
        const due = app.hotSeat.due(s);
        if (due) {
          if (s.need.kind === 'dice' && app.hotSeat.atScreen) midTurn++;
          app.takeSeat(due.name);
          continue;
        }
        const n = s.need;
        if (n.kind === 'dice') {
          // The one at the screen is the player of the side whose roll it is, and the prompt says so.
          const owner = playerOfSide(app.players, n.side)!.name;
          expect(app.hotSeat.atScreen).toBe(owner);
          expect(diceAskView(s.state, n.ask, n.before).title).toMatch(new RegExp(`^${owner}'s dice: `));
          thrownBy.set(owner, (thrownBy.get(owner) ?? 0) + 1);
          const faces = Array.from({ length: n.ask.count }, () => ((k++ * 5 + 3) % 6) + 1);
          expect(app.send({ do: 'dice', faces }).ok).toBe(true);
          continue;
        }
        if (n.kind !== 'decision' && n.kind !== 'command') break;
        const cmd: Command =
          n.kind === 'decision' ? { do: 'decide', choice: n.decision.fallback } : computerCommand(s.state, n);
        expect(app.send(cmd).ok).toBe(true);
      }
      // Both players threw dice, and at least once a roll of one came in the other's part.
      expect([...thrownBy.keys()].sort()).toEqual(['Ria', 'Sol']);
      expect(midTurn).toBeGreaterThan(0);
    });
  }
});
