// Odds where the player decides: a second try at a Challenge (one die passed now fails, p.8's table) and
// readying a grenade, from the rules' own odds functions.
import { describe, expect, it } from 'vitest';
import { decisionOdds, grenadeButtonTitle } from '../../../src/rulesets/chain-reaction/view/decisionOdds';
import { challengeOdds } from '../../../src/rulesets/chain-reaction/rules/challenge';
import { readyGrenadeOdds } from '../../../src/rulesets/chain-reaction/rules/grenade';
import { explainOdds } from '../../../src/rulesets/chain-reaction/explain/odds';
import type { GameState } from '../../../src/rulesets/chain-reaction/state';
import type { DecisionRequest } from '../../../src/rulesets/chain-reaction/engine/decisions';
import { battle } from '../helpers';

describe('odds where the player decides', () => {
  const s: GameState = battle({ seed: 'decide-odds' }).state;
  const f = Object.values(s.figures).find((x) => x.side === 'player')!;
  const ask = (kind: DecisionRequest['kind']): DecisionRequest => ({
    seq: 0,
    kind,
    figure: f.id,
    side: f.side,
    options: ['reroll', 'quit'],
    fallback: 'reroll',
    text: 'q',
  });

  it('a second try at a Challenge gives the odds of the retry, where one pass fails', () => {
    const text = decisionOdds(s, ask('challengeRetry'))!;
    expect(text).toBe(`If it tries once more: ${explainOdds(challengeOdds({ rep: f.rep, reroll: true }))}`);
    expect(text).not.toMatch(/May reroll/i);
  });

  it('questions with no throw behind them carry no odds', () => {
    expect(decisionOdds(s, ask('inSightTarget'))).toBeUndefined();
  });

  it('the Grenade button tells the chance of readying one', () => {
    expect(grenadeButtonTitle({ ...f, grenade: undefined })).toBe(
      `Ready a grenade for ${f.id}: ${explainOdds(readyGrenadeOdds({ rep: f.rep }))}`,
    );
    expect(grenadeButtonTitle({ ...f, grenade: 'now' })).toBeUndefined();
  });
});
