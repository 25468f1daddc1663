// The computer's grenade policy (src/rulesets/chain-reaction/engine/grenadeOrder.ts): when it readies and where it throws.
import { describe, expect, it } from 'vitest';
import { validateScenario } from '../../../../src/rulesets/chain-reaction/scenario/validate';
import { initialState } from '../../../../src/rulesets/chain-reaction/start';
import { makeCtx } from '../../../../src/rulesets/chain-reaction/engine/makeCtx';
import { bestGrenadeSpot, grenadeOrder } from '../../../../src/rulesets/chain-reaction/engine/grenadeOrder';
import type { Vec } from '../../../../src/geometry/shapes';
import { play } from '../crPlay';
import { ENGINE, load, ofType } from './helpers';

type Fig = { id: string; at: Vec; stance?: 'prone'; ammo?: 'grenadeReady' };

function ctxOf(blue: Fig[], red: Fig[], opts: { force?: string; terrain?: unknown[] } = {}) {
  const fig = (f: Fig, facing: number) => ({
    id: f.id,
    rep: 4,
    weapon: 'AR',
    at: f.at,
    facing,
    ...(f.stance ? { stance: f.stance } : {}),
    ...(f.ammo ? { ammo: f.ammo } : {}),
  });
  const v = validateScenario({
    version: 1,
    seed: 'grenade-policy',
    terrain: opts.terrain ?? [],
    sides: [
      { id: 'blue', control: 'ai', force: opts.force ?? 'military', figures: blue.map((f) => fig(f, 270)) },
      { id: 'red', control: 'ai', force: 'gang', figures: red.map((f) => fig(f, 90)) },
    ],
  });
  if (!v.ok) throw new Error(JSON.stringify(v));
  const ctx = makeCtx(initialState(v.value));
  const enemies = red.map((f) => ctx.fig(f.id));
  return { ctx, enemies, thrower: ctx.fig(blue[0]!.id) };
}

describe("the computer's grenades", () => {
  it('readies one against two enemies standing together in reach, and throws between them', () => {
    const { ctx, enemies, thrower } = ctxOf(
      [{ id: 'g', at: [18, 20] }],
      [
        { id: 'a', at: [17, 15] },
        { id: 'b', at: [19, 15] },
      ],
    );
    expect(grenadeOrder(ctx, thrower, enemies)).toEqual({ do: 'readyGrenade', figure: 'g' });
    const spot = bestGrenadeSpot(ctx, thrower, enemies);
    expect(spot).toEqual({ at: [18, 15], harmed: ['a', 'b'], shaken: [] });
    thrower.grenade = 'now';
    expect(grenadeOrder(ctx, thrower, enemies)).toEqual({ do: 'throwGrenade', figure: 'g', at: [18, 15] });
  });

  it('shoots rather than throws at a lone enemy it can see in the open', () => {
    const { ctx, enemies, thrower } = ctxOf([{ id: 'g', at: [18, 20] }], [{ id: 'a', at: [18, 15] }]);
    expect(bestGrenadeSpot(ctx, thrower, enemies)?.harmed).toEqual(['a']);
    expect(grenadeOrder(ctx, thrower, enemies)).toBeUndefined();
  });

  it('throws at a lone enemy it cannot shoot because of cover (behind a wall)', () => {
    const wall = {
      id: 'w1',
      type: 'wall',
      dv: 2,
      line: [
        [14, 16],
        [22, 16],
      ],
    };
    const { ctx, enemies, thrower } = ctxOf([{ id: 'g', at: [18, 20] }], [{ id: 'a', at: [18, 15.2] }], {
      terrain: [wall],
    });
    expect(grenadeOrder(ctx, thrower, enemies)).toEqual({ do: 'readyGrenade', figure: 'g' });
  });

  it('never throws where a friend would be caught, and never beyond 6"', () => {
    const close = ctxOf(
      [
        { id: 'g', at: [18, 20] },
        { id: 'pal', at: [18, 16.5] },
      ],
      [
        { id: 'a', at: [17, 15] },
        { id: 'b', at: [19, 15] },
      ],
    );
    expect(bestGrenadeSpot(close.ctx, close.thrower, close.enemies)).toBeUndefined();
    const far = ctxOf(
      [{ id: 'g', at: [18, 30] }],
      [
        { id: 'a', at: [17, 15] },
        { id: 'b', at: [19, 15] },
      ],
    );
    expect(grenadeOrder(far.ctx, far.thrower, far.enemies)).toBeUndefined();
  });

  it('does not waste one on enemies lying prone (they escape the damage)', () => {
    const { ctx, enemies, thrower } = ctxOf(
      [{ id: 'g', at: [18, 20] }],
      [
        { id: 'a', at: [17, 15], stance: 'prone' },
        { id: 'b', at: [19, 15], stance: 'prone' },
      ],
    );
    expect(bestGrenadeSpot(ctx, thrower, enemies)).toBeUndefined();
  });

  it('only forces with grenades use them, and not after moving', () => {
    const police = ctxOf(
      [{ id: 'g', at: [18, 20] }],
      [
        { id: 'a', at: [17, 15] },
        { id: 'b', at: [19, 15] },
      ],
      { force: 'police' },
    );
    expect(grenadeOrder(police.ctx, police.thrower, police.enemies)).toBeUndefined();
    const moved = ctxOf(
      [{ id: 'g', at: [18, 20] }],
      [
        { id: 'a', at: [17, 15] },
        { id: 'b', at: [19, 15] },
      ],
    );
    moved.thrower.moved = true;
    expect(grenadeOrder(moved.ctx, moved.thrower, moved.enemies)).toBeUndefined();
  });

  it('keeps a grenade readied too slowly, and throws it in a later activation', () => {
    const { ctx, enemies, thrower } = ctxOf(
      [{ id: 'g', at: [18, 20] }],
      [
        { id: 'a', at: [17, 15] },
        { id: 'b', at: [19, 15] },
      ],
    );
    thrower.grenade = 'later';
    expect(grenadeOrder(ctx, thrower, enemies)).toBeUndefined();
  });
});

describe('the computer throws in play', () => {
  it('a computer side readies and throws at two enemies behind a wall, through the same rules as anyone', () => {
    const { events, illegal } = play(load(ENGINE, 'ai-grenade.json'), { turns: 1 });
    expect(illegal).toBeUndefined();
    const tests = ofType(events, 'test').filter((e) => e.test === 'readyGrenade' || e.test === 'throwGrenade');
    expect(tests.map((t) => [t.test, t.figure])).toEqual([
      ['readyGrenade', 'grenadier'],
      ['throwGrenade', 'grenadier'],
    ]);
    const blast = ofType(events, 'blast')[0]!;
    expect(blast.at).toEqual([18, 15]);
    expect([...blast.inside].sort()).toEqual(['a', 'b']);
  });
});
