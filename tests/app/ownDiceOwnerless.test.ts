// Play-test 3, 21 and play-test 4, 22: with your own dice, the box asked for the PEFs' and the enemy recruits'
// dice while the menu said "the computer rolls its own". The enemy's recruits are now the computer's throw;
// the PEFs' and How Many Enemy's dice are the table's, which the menu and each such box say are yours, and why.
import { describe, expect, it } from 'vitest';
import { buildBattleScenario, DEFAULT_OPTIONS } from '../../src/app/newBattle';
import { validateScenario } from '../../src/rulesets/chain-reaction/scenario/validate';
import { Session } from '../../src/app/session';
import { chainReaction } from '../../src/rulesets/chain-reaction';
import { markLoaded } from '../../src/rulesets/catalog';
import { withOwnDice } from '../../src/app/dice/ownDice';
import { menuWords, OWN_DICE_HINT } from '../../src/app/ui/menuWords';
import { diceAskView } from '../../src/rulesets/chain-reaction/view/diceAskView';

markLoaded(chainReaction);

describe('your own dice in an encounter', () => {
  it("the menu says the table's dice are yours too, and the recruits the computer's", () => {
    expect(OWN_DICE_HINT).toMatch(/the table's too \(the PEFs' and how many enemies: no side's/);
    expect(OWN_DICE_HINT).toMatch(/the computer throws for its own figures and its recruits$/);
    const same = menuWords({ mode: 'sameSide', names: ['Uma', 'Vik'] } as Parameters<typeof menuWords>[0]);
    expect(same.ownDice.hint).toMatch(
      /the table's too .*the game throws for the other side's figures and its recruits$/,
    );
  });

  it("no box asks for an enemy recruit's die; every box for the table's dice says why it is yours", () => {
    const boxes: string[] = [];
    let recruits = 0;
    for (const seed of ['flint-3906', 'own-pef-2', 'own-pef-3']) {
      const source = withOwnDice(buildBattleScenario({ ...DEFAULT_OPTIONS, kind: 'patrol', seed }), true);
      const v = validateScenario(source);
      if (!v.ok) throw new Error(v.error.message);
      const s = new Session(chainReaction, v.value, source);
      let k = 0;
      for (let guard = 0; guard < 3000 && !s.over && boxes.length < 12; guard++) {
        const need = s.need;
        if (need.kind === 'dice') {
          const st = s.state;
          const ownerless = !need.ask.who.some((id) => st.figures[id] || st.sides.some((x) => x.id === id));
          if (ownerless) {
            const box = diceAskView(st, need.ask, []);
            boxes.push(`${need.ask.purpose}: ${box.decides}`);
          }
          const faces = Array.from({ length: need.ask.count }, () => ((k++ * 5 + 3) % 6) + 1);
          const r = s.apply({ do: 'dice', faces });
          if (!r.ok) throw new Error(r.error);
          recruits += r.events.filter((e) => e.type === 'test' && e.test === 'recruiting').length;
        } else if (s.waitingFor() === 'human') {
          const r =
            need.kind === 'decision'
              ? s.apply({ do: 'decide', choice: need.decision.fallback })
              : s.apply({ do: 'endActivation' });
          if (!r.ok) throw new Error(r.error);
        } else if (!s.playComputer()) break;
      }
    }
    // The play-test met PEF and recruit rolls in its first turn: so do these battles, and the enemies
    // came on the table without a box for their recruiting dice.
    expect(boxes.some((b) => /^pef/.test(b))).toBe(true);
    expect(boxes.some((b) => /^howManyEnemy/.test(b))).toBe(true);
    expect(recruits).toBeGreaterThan(0);
    for (const b of boxes) {
      expect(b).not.toMatch(/^recruiting/);
      expect(b).toMatch(/the table's, for the PEF: it belongs to no side, so whoever runs the solo game throws it/);
    }
  });
});
