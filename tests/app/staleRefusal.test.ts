// A refusal is cleared once the game moves on without the player (play-test 15a, 4: "the path is blocked"
// from turn 3 was still shown on turn 6 after Watch).
import { describe, expect, it } from 'vitest';
import { App } from '../../src/app/app';
import { DEFAULT_OPTIONS } from '../../src/app/newBattle';

describe('stale refusals', () => {
  it('Watch and the computer playing on clear a refusal', () => {
    const app = new App();
    app.newBattle({ ...DEFAULT_OPTIONS, seed: 'fix15c-stale', groupSize: 2, enemySize: 'match', terrain: 'clear' });
    let guard = 0;
    while (!app.humanTurn() && guard++ < 100) app.stepComputer();
    app.say('the path is blocked (deep water) at (3.0, 4.0)', true);
    expect(app.message.error).toBe(true);
    const side = app.view()!.sides.find((x) => x.control === 'human')!.id;
    expect(app.setControl(side, 'ai').ok).toBe(true);
    expect(app.message).toEqual({ text: '', error: false });
    app.say('the path is blocked (deep water) at (3.0, 4.0)', true);
    const step = app.stepComputer();
    expect(step?.ok).toBe(true);
    expect(app.message).toEqual({ text: '', error: false });
  });
});
