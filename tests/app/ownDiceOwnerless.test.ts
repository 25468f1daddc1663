// Play-test 3, 21: with your own dice, the box asked for the PEFs' and the enemy recruits' dice while the
// menu said "the computer rolls its own". The menu now says which dice are yours, and each such box says why.
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
  it("the menu says the PEFs' and recruits' dice are yours too", () => {
    expect(OWN_DICE_HINT).toMatch(/PEFs' and the enemy recruits'/);
    expect(OWN_DICE_HINT).not.toMatch(/the computer rolls its own$/);
    const same = menuWords({ mode: 'sameSide', names: ['Uma', 'Vik'] } as Parameters<typeof menuWords>[0]);
    expect(same.ownDice.hint).toMatch(/for the PEFs and the other side's recruits/);
  });

  it('every box for a roll no figure owns says it is yours because nobody else throws it', () => {
    const boxes: string[] = [];
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
        } else if (s.waitingFor() === 'human') {
          const r =
            need.kind === 'decision'
              ? s.apply({ do: 'decide', choice: need.decision.fallback })
              : s.apply({ do: 'endActivation' });
          if (!r.ok) throw new Error(r.error);
        } else if (!s.playComputer()) break;
      }
    }
    // The play-test met PEF and recruit rolls in its first turn: so do these battles.
    expect(boxes.some((b) => /^pef|^howManyEnemy/.test(b))).toBe(true);
    for (const b of boxes)
      expect(b).toMatch(/with nobody else to throw it, you do\. The computer throws only for its figures/);
  });
});
