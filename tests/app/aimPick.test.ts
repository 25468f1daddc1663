// Play-test 3, 12 (lesson "Charging into melee"): after left's charge, left's token covered most of target's,
// and a click on target's middle picked left: "Click an enemy figure to charge it." Aiming, a click that
// lands where an enemy's and a friend's bases overlap means the enemy.
import { describe, expect, it } from 'vitest';
import { readyAt } from './helpers';
import type { GameState } from '../../src/rulesets/chain-reaction/state';

function table(s: GameState): GameState {
  const mine = Object.values(s.figures).filter((f) => f.side === 'player' && f.status === 'carryOn');
  const foe = Object.values(s.figures).find((f) => f.side === 'enemy')!;
  const figures = { ...s.figures };
  for (const f of Object.values(s.figures))
    figures[f.id] = {
      ...f,
      at: [2 + Object.keys(figures).indexOf(f.id) * 1.2, 2],
      status: f.side === 'enemy' ? 'offTable' : f.status,
    };
  figures[mine[0]!.id] = { ...mine[0]!, at: [18, 24], facing: 270 };
  figures[mine[1]!.id] = { ...mine[1]!, at: [17.7, 17], facing: 90 };
  figures[foe.id] = { ...foe, at: [18, 18], facing: 270, status: 'carryOn' };
  return { ...s, figures, terrain: [] };
}

describe('aiming at an enemy a friend half covers', () => {
  it('charge: a click between the two bases, nearer the friend, means the enemy', () => {
    const { app, ctl } = readyAt('aim-pick-1', table);
    const s = app.view()!;
    const me = Object.values(s.figures).find((f) => f.at[0] === 18 && f.at[1] === 24)!;
    const friend = Object.values(s.figures).find((f) => f.at[0] === 17.7)!;
    const foe = Object.values(s.figures).find((f) => f.side === 'enemy' && f.status === 'carryOn')!;
    expect(ctl.orders().figures.has(me.id)).toBe(true);
    ctl.select(me.id);
    ctl.setMode('charge');
    // 0.46" from the friend's centre, 0.57" from the enemy's: on both tokens.
    expect(ctl.pointerUp([17.8, 17.45], false)).toEqual({ do: 'charge', figure: me.id, target: foe.id });
    // The friend alone, clicked square on, is still a friend.
    ctl.setMode('charge');
    expect(ctl.pointerUp(friend.at, false)).toBeUndefined();
  });

  it('out of aiming, a click there is the friend, as before', () => {
    const { app, ctl } = readyAt('aim-pick-1', table);
    const friend = Object.values(app.view()!.figures).find((f) => f.at[0] === 17.7)!;
    expect(ctl.figureAt([17.8, 17.45])).toBe(friend.id);
  });
});
