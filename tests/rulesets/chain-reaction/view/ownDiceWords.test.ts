// Your own dice: the damage dice of your own hit are the target's roll, which the game throws when the
// target's side doesn't throw at the table (play-test 2, 17; first pass 31). The log's damage line says so
// in its detail, and the prompt for your shot says it before you throw. Played on the Tight Ammo example
// (Ivan's 5 hits Boris; the damage die, a 2, is the game's), with the reds throwing their own dice.
import { describe, expect, it } from 'vitest';
import { play } from '../crPlay';
import { book } from '../engine/helpers';
import type { GameEvent } from '../../../../src/rulesets/chain-reaction/engine/events';
import type { GameState } from '../../../../src/rulesets/chain-reaction/state';
import { chainReactionView } from '../../../../src/rulesets/chain-reaction/view/index';
import type { LogBuilder } from '../../../../src/rulesets/chain-reaction/view/logModel';
import { diceAskView } from '../../../../src/rulesets/chain-reaction/view/diceAskView';
import type { DiceAsk } from '../../../../src/core/dice/entered';

/** The example's events as thrown (not set in advance), and its table with the reds entering their dice. */
function ownDiceBattle(entering: string[]): { events: GameEvent[]; s: GameState } {
  const r = play(book('ivan-tight-ammo.json'));
  const events = r.events
    .filter((e): e is GameEvent => e.type !== 'final' && e.type !== 'answer')
    .map((e) =>
      e.type === 'roll' ? { ...e, scripted: false, ...(e.who.includes('ivan') ? { entered: true } : {}) } : e,
    );
  const s = { ...r.final!, dice: { ...r.final!.dice, entered: { for: entering, queue: [] } } };
  return { events, s };
}

function damageDetail(events: readonly GameEvent[], s: GameState): string[] {
  const log = chainReactionView.log!(() => s) as LogBuilder;
  log.add(events);
  return log.lines().find((l) => l.text.startsWith('Damage on boris'))?.detail?.notes ?? [];
}

describe('your own dice: who threw the damage dice', () => {
  it("the log's damage line says the game threw the target's damage die, and why", () => {
    const { events, s } = ownDiceBattle(['reds']);
    expect(damageDetail(events, s)).toContainEqual(
      expect.stringMatching(
        /^The game threw this damage die: damage is thrown for the figure hit, and .+ dice are the game's, not thrown at the table\.$/,
      ),
    );
    // When the target's side throws at the table too, or nobody does, nothing is said.
    expect(damageDetail(events, ownDiceBattle(['reds', 'blues']).s).join(' ')).not.toMatch(/The game threw/);
    expect(damageDetail(events, { ...s, dice: { ...s.dice, entered: undefined } } as GameState).join(' ')).not.toMatch(
      /The game threw/,
    );
  });

  it('the prompt for your shot says who throws the damage dice of its hits', () => {
    const { s } = ownDiceBattle(['reds']);
    const shot: DiceAsk = {
      purpose: 'rangedCombat',
      count: 3,
      sides: 6,
      who: ['ivan'],
      owner: 'reds',
      read: 'asRolled',
    };
    expect(diceAskView(s, shot, []).decides).toMatch(
      /hit or miss\. If you hit .+, the game throws the damage dice: damage is thrown for the figure hit, and .+ dice are the game's\.$/,
    );
    const both = ownDiceBattle(['reds', 'blues']).s;
    const h2h = {
      ...both,
      people: {
        mode: 'headToHead',
        players: [
          { name: 'Ria', side: 'reds' },
          { name: 'Sol', side: 'blues' },
        ],
      },
    } as GameState;
    const v = diceAskView(h2h, shot, []);
    expect(v.title).toBe("Ria's dice: Ranged combat for ivan");
    expect(v.decides).toMatch(
      /If you hit Sol's figures, Sol throws the damage dice: damage is thrown for the figure hit\.$/,
    );
  });
});
