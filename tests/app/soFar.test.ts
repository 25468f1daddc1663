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
    app.newBattle({ ...DEFAULT_OPTIONS, kind: 'patrol', seed: 'sofar-4', enemyForce: 'guerilla' });
    for (let guard = 0; guard < 200 && !(app.need()?.kind === 'decision' && app.humanTurn()); guard++) {
      if (app.humanTurn()) app.send({ do: 'endActivation' });
      else app.stepComputer();
    }
    expect(app.need()?.kind).toBe('decision');
    const lines = soFarLines(app.session!.state);
    expect(lines).toContain('PEF 1 is 5 guerilla figures: Gabor, Hugo, Igor, Janek, Karel.');
    expect(lines).toContain('In Sight: Gabor comes into view of Ash, Bo, Cole in the south of the table.');
    expect(lines.at(-1)).toMatch(/ — your force wins\.$/);
    for (const l of lines) expect(l).not.toMatch(/\bpef\d|\bplayer wins|\(\d+\.\d, \d/);
    // The battle has started: the status line does not say "Setting up" (play-test 26).
    expect(phaseText(app, new Controller(app).orders())).toMatch(/^(Before turn 1|Turn \d+): your decision - /);
  });
});
