import { describe, expect, it } from 'vitest';
import { endTone, turnCountText, turnLimitText } from '../../src/rulesets/chain-reaction/view/encounterText';
import type { GameState } from '../../src/rulesets/chain-reaction/state';
import { chainReactionView } from '../../src/rulesets/chain-reaction/view';

/** Just the parts of a state these words read. */
function state(kind: 'patrol' | 'raid' | 'defend' | undefined, ended?: { winner?: string }, turn = 1): GameState {
  return {
    turn,
    sides: [
      { id: 'player', control: 'human', force: 'military', figures: [] },
      { id: 'enemy', control: 'ai', force: 'gang', figures: [] },
    ],
    ...(kind ? { encounter: { kind, player: 'player', np: 'enemy', turnLimit: kind === 'defend' ? 20 : 30 } } : {}),
    ...(ended ? { ended: { reason: 'x', text: 'x', ...ended } } : {}),
  } as unknown as GameState;
}

describe('the encounter told', () => {
  it('announces the turn limit of each encounter from its own number, and nothing for a skirmish', () => {
    expect(turnLimitText(state('patrol'))).toMatch(/^Patrol: at most 30 turns\..*unfinished/);
    expect(turnLimitText(state('raid'))).toMatch(/^Raid: at most 30 turns/);
    expect(turnLimitText(state('defend'))).toMatch(
      /^Defend: you win by holding out for 20 turns, or sooner if every PEF is resolved/,
    );
    expect(turnLimitText(state(undefined))).toBeUndefined();
    expect(turnCountText(state('defend', undefined, 7))).toBe('Turn 7 of 20');
    // Play-test 3, 24: never a turn past the last.
    expect(turnCountText(state('defend', undefined, 20))).toBe('Turn 20 of 20');
    expect(turnCountText(state('defend', undefined, 21))).toBe('All 20 turns played');
    // Out of time the encounter now ends once turn 30 is over: the counter stays at 30 and says it is all played.
    const over = { ...state('patrol', undefined, 30), ended: { reason: 'timeUp', text: 'x' } } as GameState;
    expect(turnCountText(over)).toBe('All 30 turns played');
  });

  it('tells the end in the colour of who won: a Patrol lost is bad, not good', () => {
    expect(endTone(state('patrol', { winner: 'enemy' }))).toBe('bad');
    expect(endTone(state('patrol', { winner: 'player' }))).toBe('good');
    expect(endTone(state('raid', {}))).toBe('neutral');
    // A plain skirmish: the human side is the player's.
    expect(endTone(state(undefined, { winner: 'player' }))).toBe('good');
    expect(endTone(state(undefined, { winner: 'enemy' }))).toBe('bad');
  });

  it('a skirmish won under Watch (the computer plays both sides) is told as a win, not in red (issue 19 item 1)', () => {
    const s = state(undefined, { winner: 'player' });
    s.sides[0]!.control = 'ai';
    expect(endTone(s)).toBe('good');
    s.ended!.winner = 'enemy';
    expect(endTone(s)).toBe('bad');
  });
});

describe("the view's turn banner and end tone (what the log panel draws)", () => {
  const view = chainReactionView;
  it('joins the turn count and the limit in one line, and nothing for a skirmish', () => {
    expect(view.turnBanner!(state('defend', undefined, 7))).toMatch(
      /^Turn 7 of 20\. Defend: you win by holding out for 20 turns/,
    );
    expect(view.turnBanner!(state(undefined))).toBeUndefined();
  });
  it('colours the end by who won, as endTone does', () => {
    expect(view.endTone!(state('patrol', { winner: 'enemy' }))).toBe('bad');
    expect(view.endTone!(state('patrol', { winner: 'player' }))).toBe('good');
    expect(view.endTone!(state('raid', {}))).toBe('neutral');
  });
});
