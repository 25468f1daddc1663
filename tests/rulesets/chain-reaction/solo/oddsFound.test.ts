// Two things the battle odds found in Chain Reaction, kept as regression cases.
// 1. Continuation 29 of the "odds-patrol" Patrol (clear table, after the opening In Sight) broke off: the
//    computer ordered Dex across the ford, but a ford ends the move at the water's edge, on Cole's base, and
//    the reducer refused it. The computer's bounds now test where the walk really stops (solo/moves.ts fitPath).
//    The same hole on the way home: batch#192 of 2,000 seeded Patrols ordered riker straight off the table
//    onto baker's base at the edge (solo/autopilot.ts exitStep now asks the same).
// 2. On the "odds-patrol" Patrol's random table a 7" river with no bridge cut the table in two: no route to
//    the far edge, so the computer's patrol went home at once (and no person could have done better). An
//    encounter's table is now rolled again when its far edge can't be reached (terrain/reach.ts).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { App } from '../../../../src/app/app';
import { DEFAULT_OPTIONS, type BattleOptions } from '../../../../src/app/newBattle';
import { playContinuation, positionKey } from '../../../../src/core/odds/runner';
import { pickScenario, rulesetNamed } from '../../../../src/rulesets';
import { drive } from '../../../../src/core/drive';
import { connected } from '../../../../src/rulesets/chain-reaction/engine/route';
import { PATROL_RECON } from '../../../../src/rulesets/chain-reaction/tables/encounters';
import { sectionCentre, type Vec } from '../../../../src/geometry/shapes';
import type { GameState } from '../../../../src/rulesets/chain-reaction/state';

/** The Patrol at the player's first order, the opening questions answered as the dialog's main button does. */
function patrolAtFirstOrder(opts: Partial<BattleOptions>) {
  const app = new App();
  expect(app.newBattle({ ...DEFAULT_OPTIONS, kind: 'patrol', seed: 'odds-patrol', deploy: false, ...opts })).toEqual({
    ok: true,
  });
  for (let guard = 0; !(app.humanTurn() && app.need()?.kind === 'command') && guard < 300; guard++) {
    const need = app.need();
    if (app.humanTurn() && need?.kind === 'decision') app.send({ do: 'decide', choice: need.decision.fallback });
    else app.stepComputer();
  }
  return app.session!;
}

describe('found by the odds (Chain Reaction)', () => {
  it("the computer no longer orders a move over a ford onto a friend's base at the water's edge", () => {
    const cr = rulesetNamed('chain-reaction');
    if (!cr.ok) throw new Error(cr.error.message);
    const ruleset = cr.value;
    const saved = JSON.parse(readFileSync('tests/fixtures/odds/ford-onto-a-friend.json', 'utf8'));
    const cmd = ruleset.computerCommand(saved.state, saved.need) as { do: string; figure?: string };
    const res = ruleset.reduce(saved.state, cmd, saved.limits);
    expect(res.ok, res.ok ? '' : res.error).toBe(true);
    // Before the fix: Dex over the ford to (16.2, 16.6), stopped at the water on Cole's base and refused. Since
    // fix15a a walk that would end over a base is set beside it, so wherever it goes, nobody ends over Cole.
    if (!res.ok) return;
    const figs = (res.state as GameState).figures;
    const cole = figs.Cole!.at;
    for (const f of Object.values(figs))
      if (f.id !== 'Cole' && f.status !== 'offTable' && !f.carriedBy)
        expect(Math.hypot(f.at[0] - cole[0], f.at[1] - cole[1])).toBeGreaterThanOrEqual(1 - 1e-6);
  });

  it("batch#192 of the seeded Patrols: nobody is ordered off the table over a friend's base", () => {
    const picked = pickScenario(JSON.parse(readFileSync('tests/fixtures/scenarios/solo/patrol-ai.json', 'utf8')));
    if (!picked.ok) throw new Error(picked.error.message);
    const { ruleset, scenario } = picked.value;
    const start = ruleset.startingState(scenario, { seed: 'batch#192' }).state;
    // Before the fix: "ai policy chose an illegal command ... would end on baker's base at (20.7, 35.5)".
    const end = drive(ruleset, start, { keepEvents: false });
    expect(ruleset.outcome(end.state).ended).toBe(true);
  });

  it('continuation 29 of the odds-patrol Patrol plays to its end', () => {
    const session = patrolAtFirstOrder({ terrain: 'clear' });
    const state = session.state;
    const key = positionKey(state);
    // The same position the odds were asked of (a changed key would mean the case no longer reproduces).
    expect(key).toBe('a9a60486ae5c2b7d');
    const run = playContinuation(session.ruleset, state, key, 29);
    expect(run.error).toBeUndefined();
    expect(run.ended).toBe(true);
  });

  it("the odds-patrol Patrol's table has a way to every far-edge section from where the patrol starts", () => {
    const session = patrolAtFirstOrder({ terrain: 'random' });
    const s = session.state as GameState;
    const start = Object.values(s.figures).find((f) => f.side === 'player')!.at;
    for (const n of PATROL_RECON.sections) {
      const far: Vec = [sectionCentre(n)[0], 3];
      // The computer's own route grid is asked, not the generator's check.
      expect(connected(s.terrain, start, far), `section ${n}`).toBe(true);
    }
  });
});
