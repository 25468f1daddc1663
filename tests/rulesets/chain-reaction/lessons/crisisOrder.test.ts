// Play-test 3, 11: Knuckles stands between boss and kid and is hard to click, so the natural three clicks
// gave "2 dice at boss, 1 die at kid". The lesson took it, and its recap then told a shot from Knuckles and
// a second Crisis Test that never happened. The step now asks for one die each and says so when refused.
import { describe, expect, it } from 'vitest';
import { crisis } from '../../../../src/rulesets/chain-reaction/lessons/crisis';
import { orderProblem } from '../../../../src/rulesets/chain-reaction/lessons/check';
import type { Command } from '../../../../src/rulesets/chain-reaction/engine/commands';

const step = crisis.steps.find((s) => s.kind === 'do')!;
if (step.kind !== 'do') throw new Error('the fire step');

const fire = (targets: { figure: string; dice: number }[]): Command => ({
  do: 'fire',
  figure: 'Trooper',
  targets,
  swath: 'left',
});

describe('the Crisis lesson takes only the order its recap tells', () => {
  it('two dice at Boss and one at Kid is refused, saying what the step asks', () => {
    const why = orderProblem(
      step.expect,
      fire([
        { figure: 'Boss', dice: 2 },
        { figure: 'Kid', dice: 1 },
      ]),
    );
    expect(why).toBe(
      'not those dice: this step asks Trooper to fire with 1 die at Boss and 1 die at Knuckles and 1 die at Kid (set them with - and + in the fire panel)',
    );
  });

  it('one die each is taken', () => {
    expect(step.solution).toBeDefined();
    expect(orderProblem(step.expect, step.solution!)).toBeUndefined();
  });
});
