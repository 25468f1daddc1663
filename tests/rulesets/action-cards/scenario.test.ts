// The scenario files (tests/fixtures/action-cards): good files play through the door to their end, bad files
// and illegal commands come back as one line naming the field or the cause (the contract's `sight`, `turn`).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { actionCards } from '../../../src/rulesets/action-cards';
import { play } from './drive';

const load = (name: string): unknown =>
  JSON.parse(readFileSync(new URL(`../../fixtures/action-cards/${name}`, import.meta.url), 'utf8'));

describe('good files', () => {
  it('the worked example: scripted dice, two shots, the los queries answered from the same sight code', () => {
    const r = play(load('worked-example.json'));
    if ('error' in r) throw new Error(r.error);
    expect(r.illegal).toBeUndefined();
    const text = r.events.filter((e) => e.type === 'shot').map((e) => actionCards.wording.event(e));
    expect(text[0]).toBe(
      'section: 8d6 = 29 (2,2,2,3,3,5,6,6) against 24 (armoured aliens in the open): 1 killed, 5 left over',
    );
    expect(text[1]).toMatch(/^trio: 12d6 = 47 .* 4 killed/);
    const fin = actionCards.final(r.state);
    expect(fin).toMatchObject({ type: 'final', winner: 'aliens' });
    expect(fin.figures.rifle1!.status).toBe('dead');
    const sc = actionCards.scenario.check(load('worked-example.json'));
    if (!sc.ok) throw new Error(sc.error.message);
    const q = actionCards
      .queries(sc.value)
      .map((x) => actionCards.answer(actionCards.startingState(sc.value).state, x));
    expect(q).toEqual([true, true]);
  });

  it('a file written by hand from the shared contract alone runs: the scripted shot, the default casualty, the stop', () => {
    // by-hand.json uses only what ../shared/contract/SCENARIO-variants.md names: sides with a faction, figures'
    // "dice", a side's "kill", the deck, scripted shoot dice, move / shoot commands and a los query.
    const r = play(load('by-hand.json'));
    if ('error' in r) throw new Error(r.error);
    expect(r.illegal).toBeUndefined();
    const shot = r.events.find((e) => e.type === 'shot');
    expect(shot && 'shares' in shot ? shot.shares[0] : undefined).toMatchObject({
      total: 29,
      kill: 24,
      killed: 1,
      leftOver: 5,
    });
    // Play stops when the scripted red side needs a command it has not got: its card is in play.
    expect(r.need).toMatchObject({ kind: 'command', side: 'red' });
    const fin = actionCards.final(r.state);
    expect(
      Object.entries(fin.figures)
        .filter(([, f]) => f.status === 'dead')
        .map(([id]) => id),
    ).toEqual(['r2']);
  });

  for (const name of ['four-factions.json', 'hold-building.json', 'search.json']) {
    it(`${name} plays an all-computer game to its end`, () => {
      const r = play(load(name));
      if ('error' in r) throw new Error(r.error);
      expect(r.illegal).toBeUndefined();
      expect(r.need.kind).toBe('ended');
      const out = actionCards.outcome(r.state);
      expect(out.turns).toBeGreaterThan(0);
      // The table as text: one character per inch, one row per inch, and a legend.
      const rows = actionCards.table(r.state).split('\n');
      expect(rows).toHaveLength(r.state.table.height + 1);
      expect(rows[0]).toHaveLength(r.state.table.width);
    });
  }

  it('the host cap stops a game unfinished with a turnLimit need', () => {
    const r = play(load('four-factions.json'), 1);
    if ('error' in r) throw new Error(r.error);
    expect(r.need).toMatchObject({ kind: 'turnLimit', turn: 1 });
  });
});

describe('bad files and illegal commands: one line', () => {
  const cases: [string, RegExp][] = [
    ['bad-faction.json', /^sides\[0\]\.faction: unknown faction "dragons"/],
    ['bad-purpose.json', /^dice\.hit: unknown dice purpose "hit"/],
    ['bad-card.json', /^deck\[0\]: unknown card "a:quadruple"/],
    ['one-side.json', /^sides: expected 2 to 6 sides/],
  ];
  for (const [name, want] of cases)
    it(name, () => {
      const r = play(load(name));
      expect('error' in r && r.error).toMatch(want);
      expect('error' in r && r.error.includes('\n')).toBe(false);
    });

  it('a shot without sight is refused naming `sight`', () => {
    const r = play(load('illegal-no-sight.json'));
    if ('error' in r) throw new Error(r.error);
    expect(r.illegal).toMatch(/sight/);
  });

  it("a group that is not the card's faction's is refused naming `turn`", () => {
    const r = play(load('illegal-turn.json'));
    if ('error' in r) throw new Error(r.error);
    expect(r.illegal).toMatch(/turn/);
  });
});
