// The door's other members: previews with the exact chance and the wound distribution, odds in words, the
// order bar with AP costs, the session's replay steps, hand-over and the control command, registration.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { drive } from '../../../src/rulesets/action-points/play';
import { tableText, whyOf } from '../../../src/rulesets/action-points/reference';
import { actionPoints } from '../../../src/rulesets/action-points';
import { rulesetNamed } from '../../../src/rulesets';
import { begin, reduce } from '../../../src/rulesets/action-points/reduce';
import { fig, scenario, start, WOODS } from './helpers';

const woods = WOODS;
const file = scenario({
  terrain: [woods],
  blue: [{ id: 'vet', rank: 'veteran', at: [10, 30], facing: 270 }],
  red: [{ id: 'rec', at: [10, 10.5], facing: 90, stance: 'kneeling', armour: 'light' }],
});

describe('the door', () => {
  it('is registered under its name', () => {
    const r = rulesetNamed('action-points');
    expect(r.ok && r.value.name).toBe('action-points');
  });
  it('previews a shot with the modifiers on their own and the wound distribution from the armour', () => {
    const { state } = start(file);
    const shot = actionPoints.previews!.shoot as (
      s: typeof state,
      a: string,
      b: string,
      aim: number,
    ) => { note?: string; odds?: Record<string, string> };
    const p = shot(state, 'vet', 'rec', 2);
    expect(p.odds).toEqual({ rec: '40% to hit' });
    expect(p.note).toContain(
      'veteran 60%, aimed 2 AP +20%, target kneeling \u221220%, target in soft cover \u221220% = 40% (costs 3 AP)',
    );
    // 2d10 against 1d6+4: no wound when the dice do not beat the armour.
    expect(p.note).toMatch(/If hit: none \d+\.\d%, light/);
  });
  it('gives odds in words and an order bar with AP costs', () => {
    expect(actionPoints.odds!('40')).toBe('40% to pass (4% a critical), 5% a fumble');
    const { state } = start(file);
    const b = begin(state);
    const bar = actionPoints.orderBar!(b.state, b.need, 'vet');
    expect(bar.find((o) => o.order === 'walk')).toMatchObject({ label: 'Walk 3" (1 AP)', enabled: true });
    // In woods and not spotted yet: the shot is refused.
    expect(reduce(b.state, { do: 'shoot', figure: 'vet', target: 'rec', aim: 0 }).ok).toBe(false);
    // In the open it is seen without a roll; after the shot the bar says why Shoot is off.
    const open = begin(start({ ...file, terrain: [] }).state);
    const shot = reduce(open.state, { do: 'shoot', figure: 'vet', target: 'rec', aim: 0 });
    if (!shot.ok) throw new Error(shot.error);
    const bar2 = actionPoints.orderBar!(shot.state, shot.need, 'vet');
    expect(bar2.find((o) => o.order === 'shoot')).toMatchObject({
      enabled: false,
      why: 'already shot or attacked once this act',
    });
  });
  it('checks replay steps, labels them, and hands sides over', () => {
    expect(actionPoints.play.command({ do: 'walk', figure: 'vet', to: [10, 28] }).ok).toBe(true);
    const bad = actionPoints.play.command({ do: 'walk', figure: 'vet' });
    expect(bad.ok).toBe(false);
    expect(actionPoints.play.label({ do: 'shoot', figure: 'vet', target: 'rec' })).toBe('shoot vet');
    const { state } = start(file);
    expect(actionPoints.play.handOver(state).sides.map((s) => s.control)).toEqual(['human', 'human']);
    const r = reduce(begin(state).state, actionPoints.play.control('red', 'ai'));
    expect(r.ok && r.state.sides[1]!.control).toBe('ai');
    expect(fig(state, 'vet').rank).toBe('veteran');
  });
});

describe('why? links', () => {
  it('every test, wound and failed morale of a game opens a table that exists', () => {
    const sc = actionPoints.scenario.check(
      JSON.parse(readFileSync('tests/fixtures/action-points/ai-skirmish.json', 'utf8')),
    );
    if (!sc.ok) throw new Error(sc.error.message);
    for (const seed of ['w1', 'w2', 'w3']) {
      const r = drive(actionPoints.startingState(sc.value, { seed }).state);
      for (const e of r.events) {
        if (e.type !== 'test' && e.type !== 'damage' && e.type !== 'failedMorale') continue;
        const id = whyOf(e);
        expect(id, JSON.stringify(e)).toBeDefined();
        expect(tableText(id!)).toBeDefined();
      }
    }
  });
});
