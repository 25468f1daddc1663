import { describe, expect, it } from 'vitest';
import { readyAt as ready } from './helpers';
import { simplify } from '../../src/geometry/simplify';
import { fitCommand } from '../../src/rulesets/chain-reaction/view/pointerOrders';
import { reduce } from '../../src/rulesets/chain-reaction/game';
import { WEAPONS } from '../../src/rulesets/chain-reaction/tables/weapons';
import type { FigureState, GameState } from '../../src/rulesets/chain-reaction/state';
import type { Vec } from '../../src/geometry/shapes';

const byId = (s: GameState, id: string): FigureState => s.figures[id]!;

describe('the table controller', () => {
  it('a pointer that leaves the table is marked away and the table redraws without its note (play-test 5, 3)', () => {
    const { ctl } = ready('ctl-away');
    const id = [...ctl.orders().figures][0]!;
    ctl.select(id);
    ctl.pointerMove([30, 30]);
    expect(ctl.away).toBe(false);
    const v = ctl.version;
    ctl.pointerAway();
    expect(ctl.away).toBe(true);
    expect(ctl.version).toBeGreaterThan(v);
    ctl.pointerMove([29, 30]);
    expect(ctl.away).toBe(false);
  });

  it('a pointer that leaves the table leaves no figure hovered, so the hover card goes (play-test 7, 3)', () => {
    const { app, ctl } = ready('ctl-away-hover');
    const f = byId(app.view()!, [...ctl.orders().figures][0]!);
    ctl.pointerMove(f.at);
    expect(ctl.hover).toBe(f.id);
    ctl.pointerAway();
    expect(ctl.hover).toBeUndefined();
    // The game moving on (the enemy's shots) does not bring it back while the pointer is off the table.
    ctl.refresh();
    expect(ctl.hover).toBeUndefined();
    ctl.pointerMove(f.at);
    expect(ctl.hover).toBe(f.id);
  });

  it("a drag of one of the player's figures becomes a move along the drawn path", () => {
    const { app, ctl } = ready('ctl-1');
    const s = app.view()!;
    const id = [...ctl.orders().figures][0]!;
    const f = byId(s, id);
    expect(ctl.pointerDown(f.at, false)).toBe(true);
    const pts: Vec[] = [];
    for (let i = 1; i <= 12; i++) pts.push([f.at[0] + i * 0.2, f.at[1] - i * 0.3]);
    for (const p of pts) ctl.pointerMove(p);
    const cmd = ctl.pointerUp(pts[pts.length - 1]!, false);
    expect(cmd?.do).toBe('move');
    if (cmd?.do !== 'move') return;
    expect(cmd.figure).toBe(id);
    // A straight drag thins to its end point (to the hundredth of an inch).
    const end = pts[pts.length - 1]!;
    expect(cmd.path).toEqual([[Math.round(end[0] * 100) / 100, Math.round(end[1] * 100) / 100]]);
    expect(app.send(cmd).ok).toBe(true);
  });

  it('shift-drag asks for a fast move; a click without dragging gives no command', () => {
    const { app, ctl } = ready('ctl-2');
    const f = byId(app.view()!, [...ctl.orders().figures][0]!);
    ctl.pointerDown(f.at, true);
    ctl.pointerMove([f.at[0], f.at[1] - 2]);
    expect(ctl.pointerUp([f.at[0], f.at[1] - 2], false)?.do).toBe('fastMove');
    ctl.pointerDown(f.at, false);
    expect(ctl.pointerUp(f.at, false)).toBeUndefined();
  });

  it('fire mode: all dice on the first target, one die moved to each target added in the swath', () => {
    // Line two enemies up in front of the first player figure, side by side, in the open.
    const { app, ctl } = ready('ctl-3', (s) => {
      const me = Object.values(s.figures).find((f) => f.side === 'player' && f.weapon === 'AR')!;
      const foes = Object.values(s.figures)
        .filter((f) => f.side === 'enemy')
        .slice(0, 2);
      const figures = { ...s.figures };
      figures[me.id] = { ...me, at: [18, 30], facing: 270 };
      foes.forEach((e, i) => {
        figures[e.id] = { ...e, at: [18 + i * 1.5, 18], facing: 90 };
      });
      for (const f of Object.values(s.figures))
        if (f.side === 'enemy' && !foes.includes(f)) figures[f.id] = { ...f, at: [2, 2], status: 'offTable' };
      return { ...s, figures, terrain: [] };
    });
    const s = app.view()!;
    const me = Object.values(s.figures).find((f) => f.side === 'player' && f.at[0] === 18 && f.at[1] === 30)!;
    const foes = Object.values(s.figures).filter((f) => f.side === 'enemy' && f.status === 'carryOn');
    ctl.select(me.id);
    ctl.setMode('fire');
    expect(ctl.mode).toBe('fire');
    ctl.pointerUp(foes[0]!.at, false);
    expect(ctl.targets).toEqual([{ figure: foes[0]!.id, dice: WEAPONS.AR.target }]);
    expect(ctl.swathSide).toBe('right');
    ctl.pointerUp(foes[1]!.at, false);
    expect(ctl.targets).toEqual([
      { figure: foes[0]!.id, dice: 2 },
      { figure: foes[1]!.id, dice: 1 },
    ]);
    // Play-test 43: the hint follows the dice, it doesn't keep "with 3 dice" once they are spread.
    expect(app.message?.text).toBe(
      `${me.id} aims 2 dice at ${foes[0]!.id}, 1 die at ${foes[1]!.id}. Click a target again to take it off; Enter fires.`,
    );
    ctl.setDice(foes[1]!.id, 5);
    expect(ctl.targets.reduce((a, t) => a + t.dice, 0)).toBe(3);
    expect(ctl.targets[1]!.dice).toBe(1);
    const cmd = ctl.fireCommand();
    expect(cmd).toEqual({ do: 'fire', figure: me.id, targets: ctl.targets, swath: 'right' });
    expect(reduce(s, cmd!).ok).toBe(true);
    // Switching the swath side drops the target it no longer holds and gives its dice back.
    ctl.flipSwath();
    expect(ctl.swathSide).toBe('left');
    expect(ctl.targets).toEqual([{ figure: foes[0]!.id, dice: 3 }]);
    expect(app.message?.text).toMatch(new RegExp(`aims at ${foes[0]!.id} with 3 dice\\.`));
  });

  it('turn mode faces the clicked point', () => {
    const { app, ctl } = ready('ctl-4');
    const f = byId(app.view()!, [...ctl.orders().figures][0]!);
    ctl.select(f.id);
    ctl.setMode('turn');
    expect(ctl.pointerUp([f.at[0] + 3, f.at[1]], false)).toEqual({ do: 'turn', figure: f.id, facing: 0 });
    expect(ctl.pointerUp([f.at[0], f.at[1] - 3], false)).toEqual({ do: 'turn', figure: f.id, facing: 270 });
  });

  it('orders are refused for figures that may not act, with a reason', () => {
    const { app, ctl } = ready('ctl-5');
    const enemy = Object.values(app.view()!.figures).find((f) => f.side === 'enemy')!;
    ctl.select(enemy.id);
    ctl.setMode('fire');
    expect(ctl.mode).toBe('select');
    expect(app.message.error).toBe(true);
  });
});

describe('fitting a dragged move to the allowance', () => {
  it('a path longer than the allowance is cut where it runs out, and the engine accepts it', () => {
    const { app, ctl } = ready('ctl-6');
    const s = app.view()!;
    const f = byId(s, [...ctl.orders().figures][0]!);
    const far: Vec = [f.at[0], Math.max(1, f.at[1] - 20)];
    expect(reduce(s, { do: 'move', figure: f.id, path: [far] }).ok).toBe(false);
    const fitted = fitCommand(s, { do: 'move', figure: f.id, path: [far] });
    expect(reduce(s, fitted).ok).toBe(true);
    if (fitted.do === 'move') expect(fitted.path[fitted.path.length - 1]![1]).toBeLessThan(f.at[1] - 7);
    const fast = fitCommand(s, { do: 'fastMove', figure: f.id, path: [far] });
    expect(reduce(s, fast).ok).toBe(true);
  });
});

describe('thinning a pointer trail', () => {
  it('keeps the ends and the corners, drops points on straight runs', () => {
    expect(
      simplify([
        [0, 0],
        [1, 0.01],
        [2, 0],
        [2, 1],
        [2, 2],
      ]),
    ).toEqual([
      [0, 0],
      [2, 0],
      [2, 2],
    ]);
    expect(
      simplify([
        [0, 0],
        [5, 5],
      ]),
    ).toEqual([
      [0, 0],
      [5, 5],
    ]);
  });
});
