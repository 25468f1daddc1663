// Night in action cards and order dice: the rulings give neither game a night rule, so their menus offer no
// Light knob (action points, which has one, does), and a file asking for night is played as by day with one line
// in the log saying so (it had been kept silently; decision 61 in order dice, decisions.md in action cards).
import { describe, expect, it } from 'vitest';
import { actionCards } from '../../src/rulesets/action-cards';
import { checkScenario as acCheck } from '../../src/rulesets/action-cards/scenario';
import { startingState as acStart } from '../../src/rulesets/action-cards/start';
import { actionPoints } from '../../src/rulesets/action-points';
import { playScenario } from '../../src/rulesets/order-dice/play';
import { logModel } from '../../src/rulesets/order-dice/view';
import { orderDice } from '../../src/rulesets/order-dice';
import { checked, file, unit } from './order-dice/helpers';
import { file as acFile, row } from './action-cards/setup';

const NIGHT = 'night asked for, but this game has no night rule: the battle is fought as by day';

describe('night where the game has no night rule', () => {
  it('the menus of action cards and order dice offer no night; action points does', () => {
    const keys = (r: { board?: { newBattle?: { knobs: readonly { key: string }[] } } }) =>
      r.board!.newBattle!.knobs.map((k) => k.key);
    expect(keys(actionCards)).not.toContain('light');
    expect(keys(orderDice)).not.toContain('light');
    expect(keys(actionPoints)).toContain('light');
  });

  it('action cards: a night file starts with the line, a day file without it', () => {
    const sides = [
      { id: 'unit', faction: 'soldiers', groups: [row('sec', 2, [4, 24])] },
      { id: 'aliens', faction: 'aliens', groups: [row('trio', 2, [20, 5])] },
    ];
    const lines = (light: string) => {
      const sc = acCheck(acFile(sides, { light }));
      if (!sc.ok) throw new Error(sc.error.message);
      const start = acStart(sc.value);
      const log = actionCards.view!.log(() => start.state);
      log.add(start.events);
      return log.lines().map((l) => l.text);
    };
    // The action-cards log starts each line with a capital (play-test 16a).
    const capital = NIGHT[0]!.toUpperCase() + NIGHT.slice(1);
    expect(lines('night')).toContain(capital);
    expect(lines('day')).not.toContain(capital);
  });

  it('order dice: a night file starts with the line, a day file without it', () => {
    const lines = (light: string) => {
      const p = playScenario(checked(file({ light, blue: [unit('b1', [10, 30], 5)], red: [unit('r1', [10, 6], 5)] })), {
        turns: 1,
      });
      const log = logModel(() => p.state);
      log.add(p.events);
      return log.lines().map((l) => l.text);
    };
    expect(lines('night')[0]).toBe(NIGHT);
    expect(lines('day')).not.toContain(NIGHT);
  });
});
