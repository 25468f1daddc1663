// Play-test 16's watched Defends, replayed headless through the app: end lines and panels that disagreed with
// what happened on the table (issue 19).
import { describe, expect, it } from 'vitest';
import { App } from '../../src/app/app';
import { DEFAULT_OPTIONS, type BattleOptions } from '../../src/app/newBattle';
import type { LogBuilder } from '../../src/rulesets/chain-reaction/view/logModel';
import { objectivePanel } from '../../src/rulesets/chain-reaction/explain/objectivePanel';
import { objectiveFacts } from '../../src/rulesets/chain-reaction/solo/objectiveFacts';
import { memoryStore } from './helpers';

/** A battle the computer plays for both sides to its end (or `turns` turns), as Watch does. */
function watched(opts: Partial<BattleOptions>, turns = 40): App {
  const app = new App(memoryStore());
  expect(app.newBattle({ ...DEFAULT_OPTIONS, deploy: false, ...opts, watch: true }).ok).toBe(true);
  for (let n = 0; n < 8000 && !app.session!.over && app.session!.state.turn <= turns; n++)
    expect(app.stepComputer()?.ok).toBe(true);
  return app;
}
const lines = (app: App) => (app.log as unknown as LogBuilder).lines().map((l) => l.text);
const panel = (app: App) =>
  objectivePanel(objectiveFacts(app.session!.state)!)
    .lines.map((l) => l.text)
    .join(' | ');

describe('Defend "cedar-176": won on turn 1, every PEF resolved and none of them the enemy (play-test 16)', () => {
  const app = watched({ kind: 'defend', seed: 'cedar-176' });
  const log = lines(app);

  it('the line above the log names both ways to win, not only the turns to hold out', () => {
    const fresh = new App(memoryStore());
    expect(fresh.newBattle({ ...DEFAULT_OPTIONS, kind: 'defend', seed: 'cedar-176', deploy: false }).ok).toBe(true);
    expect(fresh.session!.ruleset.view!.turnBanner!(fresh.session!.state)).toMatch(
      /^Turn 1 of 20\. Defend: you win by holding out for 20 turns, or sooner if every PEF is resolved with no enemy left able to fight\./,
    );
  });

  it('the end says nobody came, and the panel no longer waits for the first enemy', () => {
    expect(app.session!.over).toBe(true);
    expect(app.session!.state.turn).toBe(1);
    expect(log).toContain('Defend: every PEF is resolved and none of them was the enemy: nobody is coming. You win.');
    expect(panel(app)).toMatch(/No enemy was found, so what it came for was never learnt/);
    expect(panel(app)).not.toMatch(/learnt when the first enemy is found/);
  });
});

describe('Defend "pt16a-05" at night: the enemy takes the building where a defender lies out of the fight (play-test 16)', () => {
  const app = watched({ kind: 'defend', seed: 'pt16a-05', light: 'night' }, 12);
  const log = lines(app);

  it('the line names the defender inside who no longer holds it, and does not say the enemy walked in', () => {
    const end = log.find((l) => /the enemy takes what it came for/.test(l));
    expect(end).toBeDefined();
    expect(end).toMatch(
      /^\w+ is inside the building .+ and no defender inside can hold it any more \((\w+, )*\w+ and \w+ are out of the fight\)/,
    );
  });

  it('while the building is known, the panel says only a defender carrying on holds it', () => {
    expect(panel(app)).toMatch(
      /keep a figure inside it, carrying on \(one who is down, ducking back or hunkered down does not hold it\)/,
    );
  });
});
