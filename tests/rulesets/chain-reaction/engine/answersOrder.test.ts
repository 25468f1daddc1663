// A command may ask the computer's side a question (answered by its policy) before it asks a person's.
// The person's answers are theirs alone, in order: the computer's question in between must not make the
// engine ask the person twice or read the wrong answer (found while merging Watch/take-over).
import { describe, expect, it } from 'vitest';
import { makeCtx } from '../../../../src/rulesets/chain-reaction/engine/makeCtx';
import { NeedDecision } from '../../../../src/rulesets/chain-reaction/engine/decisions';
import { randomSkirmish } from '../../../../src/rulesets/chain-reaction/sim/skirmish';
import type { GameState } from '../../../../src/rulesets/chain-reaction/state';

function twoSides(): { s: GameState; mine: string; theirs: string } {
  const s0 = randomSkirmish('answers-order', { minFigures: 2, maxFigures: 2 });
  const [a, b] = s0.sides;
  const s: GameState = {
    ...s0,
    sides: s0.sides.map((x) => ({ ...x, control: x.id === a!.id ? 'human' : 'ai' })),
  };
  const mine = Object.values(s.figures).find((f) => f.side === a!.id)!.id;
  const theirs = Object.values(s.figures).find((f) => f.side === b!.id)!.id;
  return { s, mine, theirs };
}

const ask = (figure: string, fallback: boolean) =>
  ({ kind: 'freeWill', figure, text: 'take it?', options: [true, false], fallback }) as never;

describe("the people's answers are read in the order they were asked", () => {
  it("the computer's question first, then the person's: one answer is enough, and it is the person's", () => {
    const { s, mine, theirs } = twoSides();
    const first = makeCtx(s, []);
    expect(first.decide(ask(theirs, true))).toBe(true);
    expect(() => first.decide(ask(mine, true))).toThrow(NeedDecision);
    const again = makeCtx(s, [false]);
    expect(again.decide(ask(theirs, true))).toBe(true);
    expect(again.decide(ask(mine, true))).toBe(false);
    // The events keep numbering every question, the computer's included.
    expect(again.events.filter((e) => e.type === 'decision').map((e) => (e.type === 'decision' ? e.id : ''))).toEqual([
      'freeWill:0',
      'freeWill:1',
    ]);
  });
});
