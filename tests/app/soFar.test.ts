// The "So far" list of a question's dialog says the events as the log does (play-test 19, 24): a Patrol's
// first In Sight, asked right after the start, lists "PEF 1", "your force wins" and a part of the table,
// never "pef1", "player wins" or a pair of coordinates.
import { describe, expect, it } from 'vitest';
import { App } from '../../src/app/app';
import { DEFAULT_OPTIONS } from '../../src/app/newBattle';
import { Controller } from '../../src/app/controller';
import { phaseText } from '../../src/app/statusText';
import { soFarLines } from '../../src/rulesets/chain-reaction/view/decisionPreview';

describe('the question dialog\'s "So far"', () => {
  it('names sides and PEFs, and gives no coordinates', () => {
    const app = new App();
    app.newBattle({ ...DEFAULT_OPTIONS, kind: 'patrol', seed: 'sofar15-1', enemyForce: 'guerilla' });
    for (let guard = 0; guard < 200 && !(app.need()?.kind === 'decision' && app.humanTurn()); guard++) {
      if (app.humanTurn()) app.send({ do: 'endActivation' });
      else app.stepComputer();
    }
    expect(app.need()?.kind).toBe('decision');
    const lines = soFarLines(app.session!.state);
    expect(lines).toContain('PEF 3 is 5 guerilla figures: Igor, Janek, Karel, Leon, Milos.');
    // Igor, who throws for his group, is seen by nobody: the line names the three who are (play-test 10a, 10).
    // (Seed moved from sofar-4 in session 15: Patrol tables are rolled again unless every section can be reconned.)
    expect(lines).toContain(
      'In Sight: Karel, Leon, Milos, in the north-west of the table, come into view of Ash, Bo, Cole, Dex.',
    );
    expect(lines.at(-1)).toMatch(/ — your force wins\.$/);
    for (const l of lines) expect(l).not.toMatch(/\bpef\d|\bplayer wins|\(\d+\.\d, \d/);
    // The battle has started: the status line does not say "Setting up" (play-test 26).
    expect(phaseText(app, new Controller(app).orders())).toMatch(/^(Before turn 1|Turn \d+): your decision - /);
  });

  // Play-test 4, 17 and 22: "Your first Patrol" opened on "Before turn 1: your decision - Ash won the In
  // Sight: choose whom to fire at." with an empty "So far", though turn 1's activation dice had been thrown
  // and a contact, its enemies and the In Sight test had come before the question.
  it("a Patrol's first question says the turn it is and tells the contact, how many and who won first", () => {
    const app = new App();
    app.newBattle({ ...DEFAULT_OPTIONS, kind: 'patrol', seed: 'fp15-449', groupSize: 4, starRep: 5 });
    expect(app.need()?.kind).toBe('decision');
    // The engine holds the state from before the step: turn 0, nothing played.
    expect(app.session!.state.turn).toBe(0);
    expect(app.session!.history.length).toBe(1);
    expect(phaseText(app, new Controller(app).orders())).toBe(
      "Turn 1: your decision - Ash's side won the In Sight: choose whom Ash fires at.",
    );
    const q = app.session!.ruleset.view!.question!(app.session!.state, app.session!.need)!;
    expect(q.turn).toBe(1);
    expect(q.soFar).toEqual([
      // Nobody of Rep 6 is on the table (Ash, the best, is Rep 5): not "your force acts first" (play-test 10a, 33);
      // the event keeps each side's best leader at the throw, so the line says Rep 5 here as it does live (11c).
      "Turn 1: activation dice your force 6, the enemy 2; your force needs Rep 6 but your force's best leader is Rep 5; the enemy has nobody on the table who can lead a group (its PEFs, as Rep 4, still move on this die), so neither side can act: no group on the table can act yet, though a group a PEF turns out to be may still act this turn.",
      'Cole sees PEF 1: 3 and 3 against 4 — contact!',
      "How many enemy: 1 more than the 4 of Ash's group — 5.",
      'PEF 1 is 5 guerilla figures: Zeno, Abel, Boris, Cyril, Dario.',
      'In Sight: Boris, Cyril, Dario, in the west of the table, come into view of Ash, Bo, Cole, Dex.',
      'In Sight test: Zeno (Rep 4, -1d6 temporary leader rolling) 1 success on 3d6, Ash (Rep 5) 2 successes on 5d6 — your force wins.',
    ]);
  });

  it('a question raised as a later turn starts names that turn, not the last', () => {
    const app = new App();
    app.newBattle({ ...DEFAULT_OPTIONS, kind: 'patrol', seed: 'fp-4', groupSize: 4, starRep: 5 });
    expect(app.need()?.kind).toBe('decision');
    expect(app.session!.state.turn).toBe(0);
    expect(phaseText(app, new Controller(app).orders())).toMatch(/^Turn 2: your decision - /);
    expect(soFarLines(app.session!.state).at(-1)).toMatch(/ — your force wins\.$/);
  });
});
