// The table tells the truth while the player works: the sight line follows the pointer on every move,
// a tip about a figure goes when the figure moves away, an order given in a mode ends the mode, and while
// an In Sight question is open the table shows the mark, the path and the figures where they stand.
import { describe, expect, it } from 'vitest';
import { readyAt } from './helpers';
import { sendFromTable } from '../../src/app/orders';
import { inSightPreview, standingView } from '../../src/rulesets/chain-reaction/view/decisionPreview';
import { askedWhereBSteps, ENGINE, load } from '../rulesets/chain-reaction/engine/helpers';
import { startOf } from '../rulesets/chain-reaction/crPlay';
import { begin, reduce } from '../../src/rulesets/chain-reaction/game';
import type { GameState } from '../../src/rulesets/chain-reaction/state';
import type { Vec } from '../../src/geometry/shapes';

/** A player figure alone on a clear table with one enemy, both where the test wants them. */
function duel(seed: string, meAt: Vec, foeAt: Vec, more: (s: GameState, me: string) => void = () => undefined) {
  return readyAt(seed, (s) => {
    const figures = { ...s.figures };
    const me = Object.values(s.figures).find((f) => f.side === 'player')!;
    const foe = Object.values(s.figures).find((f) => f.side !== 'player')!;
    for (const f of Object.values(s.figures))
      if (f.id !== me.id && f.id !== foe.id) figures[f.id] = { ...f, status: 'offTable', at: [0.5, 0.5] };
    figures[me.id] = { ...me, at: meAt, facing: 270, status: 'carryOn', stance: 'standing' };
    figures[foe.id] = { ...foe, at: foeAt, facing: 90, status: 'carryOn', stance: 'standing' };
    const out = { ...s, figures, terrain: [] };
    more(out, me.id);
    return out;
  });
}

describe('the sight line and tips follow what they are about', () => {
  it('with a figure selected every pointer move redraws the sight line, not only a change of figure under it', () => {
    const { app, ctl } = readyAt('trust-hover');
    const me = [...ctl.orders().figures][0]!;
    ctl.select(me);
    const at = app.view()!.figures[me]!.at;
    const versions: number[] = [];
    for (let i = 1; i <= 5; i++) {
      ctl.pointerMove([Math.min(35, at[0] + 3 + i * 2), Math.max(1, at[1] - 6)]);
      versions.push(ctl.version);
    }
    // Five moves over open ground, no figure under any of them: five redraws.
    expect(new Set(versions).size).toBe(5);
  });

  it('a tip about a figure goes when the figure moves away from under the pointer', () => {
    const { app, ctl } = duel('trust-tip', [18, 30], [18, 10]);
    const me = Object.values(app.view()!.figures).find((f) => f.side === 'player' && f.status === 'carryOn')!;
    ctl.pointerMove(me.at);
    expect(ctl.hover).toBe(me.id);
    expect(app.send({ do: 'move', figure: me.id, path: [[24, 30]] }).ok).toBe(true);
    ctl.refresh();
    expect(ctl.hover).toBeUndefined();
  });
});

describe('an order given in a mode ends the mode', () => {
  it('a grenade thrown from the table leaves throw mode; one refused (too far) keeps it to try again', () => {
    const { app, ctl } = duel('trust-throw', [18, 30], [18, 26], (s, me) => {
      s.figures[me]!.grenade = 'now';
    });
    const me = Object.values(app.view()!.figures).find((f) => f.side === 'player' && f.status === 'carryOn')!;
    ctl.select(me.id);
    ctl.setMode('throw');
    sendFromTable(app, ctl, { cmds: [ctl.pointerUp([18, 12], false)!] });
    expect(ctl.mode).toBe('throw');
    sendFromTable(app, ctl, { cmds: [ctl.pointerUp([18, 25.5], false)!] });
    expect(ctl.mode).toBe('select');
    // Where it landed is in the event, for the table's mark.
    const thrown = app.log.groups.flatMap((g) => g.lines).find((l) => l.type === 'test' && l.at);
    expect(thrown?.at).toEqual([18, 25.5]);
    // The spot in words (the mark on the table shows it exactly).
    expect(thrown?.text).toMatch(/lands in the south of the table|goes off wide of \(18\.0, 25\.5\)|drops at/);
  });

  it('a charge sent from the table leaves charge mode; clicking a friend to charge keeps it on with a reason', () => {
    const { app, ctl } = duel('trust-charge', [18, 24], [18, 16]);
    const s = app.view()!;
    const me = Object.values(s.figures).find((f) => f.side === 'player' && f.status === 'carryOn')!;
    const foe = Object.values(s.figures).find((f) => f.side !== 'player' && f.status === 'carryOn')!;
    ctl.select(me.id);
    ctl.setMode('charge');
    expect(ctl.pointerUp(me.at, false)).toBeUndefined();
    expect(ctl.mode).toBe('charge');
    const cmd = ctl.pointerUp(foe.at, false)!;
    expect(cmd).toEqual({ do: 'charge', figure: me.id, target: foe.id });
    sendFromTable(app, ctl, { cmds: [cmd] });
    expect(app.log.groups.flatMap((g) => g.lines).some((l) => /charge/i.test(l.text))).toBe(true);
    expect(ctl.mode).toBe('select');
  });

  it("after a Retrieve, clicking one's own figure selects it instead of asking for a figure out of the fight", () => {
    const { app, ctl } = duel('trust-retrieve', [18, 30], [30, 5], (s, me) => {
      const friend = Object.values(s.figures).find((f) => f.side === 'player' && f.id !== me)!;
      s.figures[friend.id] = { ...friend, status: 'outOfTheFight', stance: 'prone', at: [19, 30] };
    });
    const s = app.view()!;
    const me = Object.values(s.figures).find((f) => f.side === 'player' && f.status === 'carryOn')!;
    const friend = Object.values(s.figures).find((f) => f.side === 'player' && f.status === 'outOfTheFight')!;
    ctl.select(me.id);
    ctl.setMode('retrieve');
    const cmd = ctl.pointerUp(friend.at, false);
    expect(cmd).toEqual({ do: 'retrieve', figure: me.id, target: friend.id });
    sendFromTable(app, ctl, { cmds: [cmd!] });
    expect(app.session!.state.figures[me.id]!.carrying).toBe(friend.id);
    expect(ctl.mode).toBe('select');
    let said = '';
    app.say = (t: string) => {
      said = t;
    };
    ctl.pointerDown(me.at, false);
    ctl.pointerUp(me.at, false);
    expect(said).not.toMatch(/out of the fight/);
    expect(ctl.selected).toBe(me.id);
  });
});

describe('while an In Sight question is open', () => {
  const asked = (): GameState => {
    const s = load(ENGINE, 'in-sight-group-step.json');
    s.sides[0]!.control = 'human';
    const start = begin(startOf(s, {}).state);
    const moved = reduce(start.state, {
      do: 'move',
      figure: 'A',
      path: [
        [14.5, 19],
        [20, 19],
      ],
    });
    if (!moved.ok) throw new Error(moved.error);
    return moved.state;
  };

  it('the 2" question carries the mark, the path on from it and the enemy seen; A is shown standing on the mark', () => {
    const s = asked();
    expect(s.pending?.decision.kind).toBe('inSightExtra');
    const pre = inSightPreview(s)!;
    expect(pre.seen).toEqual(['E']);
    expect(s.pending!.decision.text).toContain('E');
    expect(pre.path[0]).toEqual(pre.at);
    expect(pre.path[pre.path.length - 1]).toEqual([20, 19]);
    // The engine keeps A at its start until the answer; the table shows it where it came into view.
    expect(s.figures.A!.at).not.toEqual(pre.at);
    expect(standingView(s).figures.A!.at).toEqual(pre.at);
    expect(standingView(s)).toBe(standingView(s));
  });

  it('at the step question A stands where its 2" took it, and B where it is', () => {
    const s = askedWhereBSteps();
    expect(s.pending?.decision.kind).toBe('inSightStep');
    expect(s.pending!.decision.text).toMatch(/A has come into sight of E: B may step/);
    const v = standingView(s);
    expect(v.figures.A!.at).not.toEqual(s.figures.A!.at);
    expect(v.figures.B!.at).toEqual(s.figures.B!.at);
  });
});
