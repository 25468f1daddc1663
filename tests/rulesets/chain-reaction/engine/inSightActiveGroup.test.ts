// In Sight is thrown by the leader of each group in sight as the groups stand at the test. An active figure
// that walked within 4" of a friend's group is in that group then, and its leader throws for it, one die short
// for moving (RULINGS: "-1d6 if that group is active and moved"). The line says why that leader throws, not the
// one the activation named (play-test 10b, 12: "In Sight test: Teo (Rep 4, -1d6 active and moved ...)" in
// Ugo's activation, with nothing saying Ugo had joined Teo's group).
import { describe, expect, it } from 'vitest';
import { finish } from '../../../../src/rulesets/chain-reaction/engine/ctx';
import { makeCtx } from '../../../../src/rulesets/chain-reaction/engine/makeCtx';
import { resolveInSightAt } from '../../../../src/rulesets/chain-reaction/engine/inSight';
import { initialState } from '../../../../src/rulesets/chain-reaction/start';
import { validateScenario } from '../../../../src/rulesets/chain-reaction/scenario/validate';

function walkedIn(walkerAt: [number, number]) {
  const r = validateScenario({
    version: 1,
    seed: 'in-sight-joined',
    terrain: [],
    sides: [
      {
        id: 'blue',
        control: 'script',
        force: 'military',
        figures: [
          { id: 'Teo', rep: 5, weapon: 'AR', at: [15, 20], facing: 270 },
          { id: 'Ugo', rep: 4, weapon: 'AR', at: walkerAt, facing: 270 },
        ],
      },
      {
        id: 'red',
        control: 'script',
        force: 'military',
        figures: [{ id: 'Tanaka', rep: 4, weapon: 'AR', at: [18, 6], facing: 90 }],
      },
    ],
  });
  if (!r.ok) throw new Error(r.error.message);
  const s = initialState(r.value);
  s.active = { side: 'blue', leader: 'Ugo', figures: ['Ugo'], seen: [] };
  s.figures.Ugo!.moved = true;
  const ctx = makeCtx(s);
  resolveInSightAt(ctx, ctx.fig('Ugo'), ctx.fig('Ugo').at);
  const test = finish(ctx).events.find((e) => e.type === 'test' && e.test === 'inSight');
  return test && 'text' in test ? (test.text ?? '') : '';
}

describe('In Sight: an active figure that walked into another group', () => {
  it("is thrown for by that group's leader, and the line says the mover joined it", () => {
    const line = walkedIn([14, 17]);
    expect(line).toMatch(
      /^In Sight test: Teo \(Rep 5, -1d6 active and moved, -1d6 temporary leader rolling; Ugo moved into this group\) /,
    );
  });

  it('a mover still in a group of its own throws for itself, with no such words', () => {
    const line = walkedIn([6, 17]);
    expect(line).toMatch(/^In Sight test: Ugo \(Rep 4, -1d6 active and moved, -1d6 temporary leader rolling\) /);
    expect(line).not.toMatch(/moved into this group/);
  });
});
