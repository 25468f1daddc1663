// A figure carrying a wounded friend that charges (actively or as an In Sight reaction) first sets the friend
// down where it stands (project ruling; found by appSoak2 case 49, where the friend stayed "carried" by a
// charger who had run off).
import { describe, expect, it } from 'vitest';
import { makeCtx } from '../../../../src/rulesets/chain-reaction/engine/makeCtx';
import { charge } from '../../../../src/rulesets/chain-reaction/engine/charge';
import { randomSkirmish } from '../../../../src/rulesets/chain-reaction/sim/skirmish';

describe('a carrier that charges', () => {
  it('sets its friend down beside the spot it charges from, not on it, and says so', () => {
    const s = randomSkirmish('carrier-charges', { minFigures: 2, maxFigures: 2 });
    const [a, b] = s.sides;
    const mine = Object.values(s.figures).filter((f) => f.side === a!.id);
    const foe = Object.values(s.figures).find((f) => f.side === b!.id)!;
    const [runner, friend] = [mine[0]!, mine[1]!];
    runner.at = [18, 30];
    friend.at = [18, 30];
    friend.status = 'outOfTheFight';
    runner.carrying = friend.id;
    friend.carriedBy = runner.id;
    foe.at = [18, 20];
    const ctx = makeCtx(s);
    const r = ctx.fig(runner.id);
    charge(
      ctx,
      r,
      ctx.fig(foe.id),
      [
        [18, 30],
        [18, 26],
      ],
      'active',
    );
    const f = ctx.fig(friend.id);
    expect(r.carrying).toBeUndefined();
    expect(f.carriedBy).toBeUndefined();
    // Beside the charger's starting spot, never on it: a charge stopped by snap fire leaves the charger
    // there (soak case 72725). The nearest free spot lies a base-width away.
    expect(f.at).not.toEqual([18, 30]);
    expect(Math.hypot(f.at[0] - 18, f.at[1] - 30)).toBeLessThanOrEqual(1.5);
    expect(ctx.events).toContainEqual({ type: 'note', text: `${runner.id} sets ${friend.id} down to charge.` });
  });
});
