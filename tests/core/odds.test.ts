// The battle odds (core/odds/): Wilson intervals and the two-proportion test against worked values, and the
// continuations' promises on real games: the same position gives the same numbers, the game's own dice and
// state are never touched, every side is the computer's, and fog redraws only what nobody can see.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { twoProportion, wilson } from '../../src/core/odds/wilson';
import {
  capFor,
  continuationSeed,
  continuationStart,
  MAX_COMMANDS,
  playContinuation,
  positionKey,
  refusal,
  runOdds,
} from '../../src/core/odds/runner';
import { addRun, emptyTally, mergeTallies, summarize, type OddsRun } from '../../src/core/odds/tally';
import { pickScenario, rulesetNamed } from '../../src/rulesets';
import type { AnyRuleset } from '../../src/core/ruleset';
import { drive } from '../../src/core/drive';
import { pointInPolygon, distToPolygonEdge } from '../../src/geometry/vec';
import { standable, standingSpotTest } from '../../src/rulesets/chain-reaction/spots';
import { WOODS_REACH } from '../../src/rulesets/chain-reaction/sim/woods';
import type { GameState } from '../../src/rulesets/chain-reaction/state';

function startOf(path: string): { ruleset: AnyRuleset; state: unknown } {
  const picked = pickScenario(JSON.parse(readFileSync(path, 'utf8')));
  if (!picked.ok) throw new Error(picked.error.message);
  const { ruleset, scenario } = picked.value;
  return { ruleset, state: ruleset.startingState(scenario, {}).state };
}

const PATROL = 'tests/fixtures/scenarios/solo/patrol-ai.json';

describe('Wilson 95% intervals', () => {
  it('match the worked values', () => {
    // 5 of 10: 0.2366 to 0.7634; 0 of 10: 0 to 0.2775; 10 of 10: 0.7225 to 1 (Wilson 1927, Newcombe 1998).
    const half = wilson(5, 10);
    expect(half.low).toBeCloseTo(0.2366, 4);
    expect(half.high).toBeCloseTo(0.7634, 4);
    const none = wilson(0, 10);
    expect(none.low).toBe(0);
    expect(none.high).toBeCloseTo(0.2775, 4);
    const all = wilson(10, 10);
    expect(all.low).toBeCloseTo(0.7225, 4);
    expect(all.high).toBe(1);
    // 81 of 263 (Newcombe's example 1): 0.2553 to 0.3662.
    const n = wilson(81, 263);
    expect(n.low).toBeCloseTo(0.2553, 3);
    expect(n.high).toBeCloseTo(0.3662, 3);
  });

  it('are mirror images for k and n - k, and nothing known from no runs', () => {
    for (const [k, n] of [
      [3, 17],
      [40, 500],
      [1, 2],
    ] as const) {
      const a = wilson(k, n);
      const b = wilson(n - k, n);
      expect(a.low).toBeCloseTo(1 - b.high, 12);
      expect(a.high).toBeCloseTo(1 - b.low, 12);
      expect(a.low).toBeLessThanOrEqual(a.p);
      expect(a.high).toBeGreaterThanOrEqual(a.p);
    }
    expect(wilson(0, 0)).toMatchObject({ low: 0, high: 1 });
  });

  it('the two-proportion test: 45/100 against 30/100 is clear, 45/100 against 40/100 is not', () => {
    // pooled 0.375, standard error sqrt(0.375 * 0.625 * 2/100) = 0.06847, z = 0.15 / 0.06847 = 2.191.
    const clear = twoProportion(45, 100, 30, 100);
    expect(clear.z).toBeCloseTo(2.191, 3);
    expect(clear.clear).toBe(true);
    expect(twoProportion(45, 100, 40, 100).clear).toBe(false);
    expect(twoProportion(0, 10, 0, 10)).toMatchObject({ z: 0, clear: false });
  });
});

describe('the tally', () => {
  const runs: OddsRun[] = [
    { i: 0, ended: true, winner: 'blue', turns: 4, lost: { blue: 1, red: 3 } },
    { i: 1, ended: true, winner: 'red', turns: 6, lost: { blue: 5, red: 2 } },
    { i: 2, ended: false, winner: null, turns: 9, lost: { blue: 0, red: 0 } },
    { i: 3, ended: true, winner: 'blue', turns: 4, lost: { blue: 2, red: 4 } },
    { i: 4, ended: false, winner: null, turns: 0, lost: {}, error: 'boom' },
  ];

  it('counts wins, losses, out of turns, losses and turns, leaving faults out of the shares', () => {
    const t = emptyTally(['blue', 'red']);
    for (const r of runs) addRun(t, r);
    const s = summarize(t);
    expect(s.played).toBe(4);
    expect(s.errors).toBe(1);
    const blue = s.sides.find((x) => x.side === 'blue')!;
    expect([blue.win.k, blue.lose.k, blue.outOfTurns.k]).toEqual([2, 1, 1]);
    expect(blue.expectedLosses).toBe(2);
    expect(s.turns).toEqual([
      [4, 2],
      [6, 1],
      [9, 1],
    ]);
  });

  it('does not depend on how the runs were split or ordered', () => {
    const whole = emptyTally(['blue', 'red']);
    for (const r of runs) addRun(whole, r);
    const a = emptyTally(['blue', 'red']);
    const b = emptyTally(['blue', 'red']);
    for (const r of [...runs].reverse()) addRun(r.i % 2 ? a : b, r);
    expect(summarize(mergeTallies(a, b))).toEqual(summarize(whole));
  });
});

describe('continuations of a new Patrol', () => {
  const { ruleset, state } = startOf(PATROL);

  it('repeat: the same position gives the same numbers, and the game itself is untouched', () => {
    const before = JSON.stringify(state);
    const first = summarize(runOdds(ruleset, state, { runs: 3 }));
    const second = summarize(runOdds(ruleset, structuredClone(state), { runs: 3 }));
    expect(second).toEqual(first);
    expect(first.played).toBe(3);
    expect(JSON.stringify(state)).toBe(before);
    // The game plays on exactly as it would have had nobody asked the odds.
    const untouched = startOf(PATROL).state;
    const a = drive(ruleset, state, { maxTurns: 3, keepEvents: false }).state;
    const b = drive(ruleset, untouched, { maxTurns: 3, keepEvents: false }).state;
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
  });

  it("each continuation has its own dice, not the game's, and every side is the computer's", () => {
    const key = positionKey(state);
    const s0 = continuationStart(ruleset, state, key, 0) as { dice: unknown; sides: { control: string }[] };
    const s1 = continuationStart(ruleset, state, key, 1) as { dice: unknown };
    const game = state as { dice: unknown };
    expect(s0.dice).not.toEqual(game.dice);
    expect(s1.dice).not.toEqual(s0.dice);
    expect(s0.sides.every((s) => s.control === 'ai')).toBe(true);
    expect(continuationSeed(key, 3)).toBe(`odds:${key}#3`);
    expect(positionKey(structuredClone(state))).toBe(key);
  });

  it('draws the unresolved PEFs fresh in each continuation (what they hold is not in the position)', () => {
    const enc = (state as { encounter: { pefs: { resolved?: string }[] } }).encounter;
    expect(enc.pefs.length).toBeGreaterThan(0);
    expect(enc.pefs.every((p) => p.resolved === undefined)).toBe(true);
    const key = positionKey(state);
    const found = new Set<string>();
    for (let i = 0; i < 6; i++) {
      const start = continuationStart(ruleset, state, key, i);
      const end = drive(ruleset, start, { maxTurns: 12, keepEvents: false }).state as {
        encounter: { pefs: { resolved?: string }[] };
      };
      found.add(end.encounter.pefs.map((p) => p.resolved ?? '-').join(','));
    }
    expect(found.size).toBeGreaterThan(1);
  });

  it('refuses a finished battle in words', () => {
    const over = structuredClone(state) as { ended?: unknown };
    over.ended = { reason: 'sideDestroyed', text: '' };
    expect(refusal(ruleset, over)).toBe('the battle is over');
    expect(refusal(ruleset, state)).toBeUndefined();
  });
});

describe('every game plays on from a position', () => {
  for (const path of [
    'tests/fixtures/action-cards/four-factions.json',
    'tests/fixtures/action-points/ai-small.json',
    'tests/fixtures/order-dice/skirmish-ai.json',
  ]) {
    it(path, () => {
      const { ruleset, state } = startOf(path);
      expect(refusal(ruleset, state)).toBeUndefined();
      const a = summarize(runOdds(ruleset, state, { runs: 4 }));
      expect(a.errors).toBe(0);
      expect(a.played).toBe(4);
      expect(summarize(runOdds(ruleset, state, { runs: 4 }))).toEqual(a);
    });
  }
});

describe('losses are counted from the position on', () => {
  it('a side with losses already is never said to lose more than it has left (play-test 17b)', () => {
    // Action cards, four factions, played on until somebody has lost figures. Before, a run's losses were
    // those of the whole battle: soldiers with 5 of 8 left "lost 8.0 per fight".
    const { ruleset, state } = startOf('tests/fixtures/action-cards/four-factions.json');
    let mid = state;
    for (let k = 0; k < 40 && Object.values(ruleset.outcome(mid).lost).every((n) => n === 0); k++)
      mid = drive(ruleset, mid, { maxCommands: 5, keepEvents: false }).state;
    const before = ruleset.outcome(mid).lost;
    expect(Object.values(before).some((n) => n > 0)).toBe(true);
    const key = positionKey(mid);
    for (let i = 0; i < 3; i++) {
      const run = playContinuation(ruleset, mid, key, i);
      const end = ruleset.outcome(
        drive(ruleset, continuationStart(ruleset, mid, key, i), {
          maxTurns: capFor(ruleset, mid),
          maxCommands: MAX_COMMANDS,
          keepEvents: false,
        }).state,
      ).lost;
      for (const side of Object.keys(end)) expect(run.lost[side]).toBe(end[side]! - (before[side] ?? 0));
    }
  });
});

describe('fog redraws hidden things only', () => {
  it("the action-card deck: the draw pile's order changes, its cards and everything else stay", () => {
    const cards = rulesetNamed('action-cards');
    if (!cards.ok) throw new Error('no action-cards');
    const { ruleset, state } = startOf('tests/fixtures/action-cards/four-factions.json');
    // Play until the deck is built and cards are still in the pile.
    const mid = drive(ruleset, state, { maxTurns: 1, maxCommands: 3, keepEvents: false }).state as {
      deck: { draw: { kind: string; side?: string }[]; built: boolean };
    };
    expect(mid.deck.built).toBe(true);
    expect(mid.deck.draw.length).toBeGreaterThan(3);
    const part = ruleset.continuation!;
    const reseeded = part.reseed(mid, 's') as typeof mid;
    const fogged = part.fog!(reseeded, 's') as typeof mid;
    const key = (c: { kind: string; side?: string }) => `${c.kind}:${c.side ?? ''}`;
    expect(fogged.deck.draw.map(key).sort()).toEqual(reseeded.deck.draw.map(key).sort());
    expect(fogged.deck.draw.map(key)).not.toEqual(reseeded.deck.draw.map(key));
    expect({ ...fogged, deck: { ...fogged.deck, draw: [] } }).toEqual({
      ...reseeded,
      deck: { ...reseeded.deck, draw: [] },
    });
    // The fog has its own stream: the continuation's dice are those of the reseed.
    expect((fogged as unknown as { dice: unknown }).dice).toEqual((reseeded as unknown as { dice: unknown }).dice);
  });
});

describe('what-ifs (Chain Reaction)', () => {
  const { ruleset, state } = startOf(PATROL);
  const part = ruleset.continuation!;

  it('offer a Rep point either way and a weapon swap for each figure, worded by name', () => {
    const labels = part.variants!(state).map((v) => v.label);
    expect(labels).toContain('riker with Rep 6');
    expect(labels).toContain('riker with Rep 4');
    expect(labels).toContain('riker with a SAW');
    expect(labels).toContain('baker with an assault rifle');
    expect(labels).not.toContain('baker with a SAW');
  });

  it('change that one figure only, and refuse what does not fit the position', () => {
    const s = state as { figures: Record<string, { rep: number; weapon: string }> };
    const v = part.vary!(state, 'dunn:rep:4') as typeof s;
    expect(v.figures['dunn']!.rep).toBe(4);
    expect({ ...v, figures: { ...v.figures, dunn: s.figures['dunn'] } }).toEqual(s);
    expect((part.vary!(state, 'adams:weapon:SAW') as typeof s).figures['adams']!.weapon).toBe('SAW');
    expect(part.vary!(state, 'adams:rep:9')).toBeUndefined();
    expect(part.vary!(state, 'nobody:rep:5')).toBeUndefined();
    expect(s.figures['dunn']!.rep).toBe(3);
  });
});

describe('what-if: started in the woods (Chain Reaction)', () => {
  // The Patrol on a wooded table, where the patrol starts under the trees; riker is set out in the open
  // between the woods, 5" or so from the nearest.
  const file = JSON.parse(readFileSync(PATROL, 'utf8'));
  file.generate.terrain = 'wooded';
  const picked = pickScenario(file);
  if (!picked.ok) throw new Error(picked.error.message);
  const { ruleset, scenario } = picked.value;
  const start = ruleset.startingState(scenario, {}).state as GameState;
  const state: GameState = {
    ...start,
    figures: { ...start.figures, riker: { ...start.figures['riker']!, at: [18, 20] } },
  };
  const part = ruleset.continuation!;
  const woods = start.terrain.filter((t) => t.type === 'woods').map((t) => ('polygon' in t ? t.polygon : []));

  it('is offered for a figure in the open with woods near, worded with how far, and not for one in the woods', () => {
    const labels = part.variants!(state).map((v) => v.label);
    const offered = labels.filter((l) => /started in the woods/.test(l));
    expect(offered).toHaveLength(1);
    const m = /^riker started in the woods \((\d+\.\d)" away\)$/.exec(offered[0]!);
    expect(m).not.toBeNull();
    expect(Number(m![1])).toBeGreaterThan(4);
    expect(Number(m![1])).toBeLessThanOrEqual(WOODS_REACH);
    // The others stand under the trees already: nothing to try for them.
    for (const id of ['adams', 'baker', 'cole', 'dunn'])
      expect(woods.some((w) => pointInPolygon(start.figures[id]!.at, w))).toBe(true);
    expect(part.vary!(state, 'adams:woods:')).toBeUndefined();
  });

  it('moves that figure only, onto free ground well inside the nearest woods, the distance it said', () => {
    const v = part.vary!(state, 'riker:woods:') as GameState;
    const at = v.figures['riker']!.at;
    const piece = woods.find((w) => pointInPolygon(at, w));
    expect(piece).toBeDefined();
    expect(distToPolygonEdge(at, piece!)).toBeGreaterThanOrEqual(0.5);
    expect(standable(v.terrain, at)).toBe(true);
    expect(standingSpotTest(v.figures, 'riker')(at)).toBe(true);
    const label = part.variants!(state).find((x) => x.id === 'riker:woods:')!.label;
    expect(label).toContain(`(${Math.hypot(at[0] - 18, at[1] - 20).toFixed(1)}" away)`);
    // No spot of any woods on a fine grid is nearer and free.
    const d = Math.hypot(at[0] - 18, at[1] - 20);
    const free = standingSpotTest(state.figures, 'riker');
    for (let y = 0.25; y < 36; y += 0.25)
      for (let x = 0.25; x < 36; x += 0.25) {
        const p: [number, number] = [x, y];
        if (Math.hypot(x - 18, y - 20) >= d - 0.36) continue;
        const w = woods.find((q) => pointInPolygon(p, q));
        if (w && distToPolygonEdge(p, w) >= 0.5 && standable(state.terrain, p))
          expect(free(p), `${x},${y}`).toBe(false);
      }
    expect({ ...v, figures: { ...v.figures, riker: state.figures['riker'] } }).toEqual(state);
    // Now in the woods: no further woods what-if for riker; the changed position plays on.
    expect(part.variants!(v).some((x) => x.id === 'riker:woods:')).toBe(false);
    const s = summarize(runOdds(ruleset, v, { runs: 3 }));
    expect(s.errors).toBe(0);
    expect(s.played).toBe(3);
  });
});
