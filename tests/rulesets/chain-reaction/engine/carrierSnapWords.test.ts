// A figure carrying a wounded friend fires as snap fire (p.22), whether in its own activation, on sight or
// in return fire: the miss words name the friend carried, so "snap fire" on an own shot does not read as a
// slip (play-test 11c, issue 19: "Ash fires ... 4+5=9: miss (snap fire, target in cover)", no word of Bo).
import { describe, expect, it } from 'vitest';
import { makeCtx } from '../../../../src/rulesets/chain-reaction/engine/makeCtx';
import { shoot } from '../../../../src/rulesets/chain-reaction/engine/shoot';
import { resolveFire } from '../../../../src/rulesets/chain-reaction/rules/fire';
import { randomSkirmish } from '../../../../src/rulesets/chain-reaction/sim/skirmish';
import type { GameEvent } from '../../../../src/rulesets/chain-reaction/engine/events';
import type { FireMode } from '../../../../src/rulesets/chain-reaction/engine/shotTypes';

/** Ash (Rep 5, carrying Bo) shoots one die at a foe in the open and throws a 4: 4+5=9, a miss only for snap fire. */
function carrierShot(mode: FireMode, carrying = true) {
  const s = randomSkirmish('carrier-snap', { minFigures: 2, maxFigures: 2 });
  const [a, b] = s.sides;
  const mine = Object.values(s.figures).filter((f) => f.side === a!.id);
  const foe = Object.values(s.figures).find((f) => f.side === b!.id)!;
  const [ash, bo] = [mine[0]!, mine[1]!];
  Object.assign(ash, { rep: 5, weapon: 'AR', ammo: 'loaded', at: [18, 30], facing: 270, stance: 'standing' });
  Object.assign(foe, { at: [18, 20], facing: 90, stance: 'standing' });
  bo.at = [18, 30];
  if (carrying) {
    bo.status = 'outOfTheFight';
    ash.carrying = bo.id;
    bo.carriedBy = ash.id;
  } else bo.at = [40, 40];
  s.terrain = [];
  const ctx = makeCtx(s);
  ctx.roll = (req) => (req.purpose === 'rangedCombat' ? [4] : Array<number>(req.count).fill(6));
  const r = shoot(ctx, { shooter: ash.id, targets: [{ figure: foe.id, dice: 1 }], mode }, 9);
  if (!r.ok) throw new Error(r.error);
  const fire = (ctx.events as GameEvent[]).find((e) => e.type === 'fire' && e.figure === ash.id);
  return { fire: fire as Extract<GameEvent, { type: 'fire' }>, bo: bo.id };
}

describe('a carrier fires', () => {
  it.each<FireMode>(['active', 'inSight', 'returnFire'])(
    'on a %s shot the miss says the carrying makes it snap fire',
    (mode) => {
      const { fire, bo } = carrierShot(mode);
      expect(fire.snap).toBe(true);
      expect(fire.targets[0]!.why).toBe(`4+5=9: miss (snap fire: carrying ${bo})`);
    },
  );

  it('a snap fire from the Crisis test says just "snap fire", carrying or not', () => {
    expect(carrierShot('snapFire').fire.targets[0]!.why).toBe('4+5=9: miss (snap fire)');
    expect(carrierShot('snapFire', false).fire.targets[0]!.why).toBe('4+5=9: miss (snap fire)');
  });

  it("the rule's modifier gives the same reason", () => {
    const out = resolveFire(
      { shooter: { id: 'ash', rep: 5, weapon: 'AR', carrying: 'bo' }, targets: [{ id: 'x', dice: 1 }] },
      () => [4],
    );
    expect(out.ok && out.modifiers).toEqual([
      { id: 'snapFire', label: 'Snap fire', reason: 'carrying bo: misses on an 8 or 9' },
    ]);
    expect(out.ok && out.targets[0]!.hits).toBe(0);
  });
});
