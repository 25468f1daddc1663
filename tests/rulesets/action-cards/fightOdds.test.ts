// Shooting into someone else's fight: the exact odds on every faction in it (fightOdds.ts), checked against
// every throw of the dice dealt by the rules' own splitDice, and against the game itself: the preview's note
// names the odds, and the shot, rolled with each of the 216 throws of three dice in turn, kills exactly as often.
import { describe, expect, it } from 'vitest';
import { actionCards } from '../../../src/rulesets/action-cards';
import type { AcCommand } from '../../../src/rulesets/action-cards/commands';
import { killsFrom, splitDice } from '../../../src/rulesets/action-cards/combat';
import type { AcEvent } from '../../../src/rulesets/action-cards/events';
import { oddsRowText, splitKillOdds, type Recipient } from '../../../src/rulesets/action-cards/fightOdds';
import { killOdds } from '../../../src/rulesets/action-cards/odds';
import { logModel } from '../../../src/rulesets/action-cards/view';
import { drive } from './drive';
import { file, row, start } from './setup';

/** Every throw of n d6. */
function* throws(n: number): Generator<number[]> {
  if (n === 0) {
    yield [];
    return;
  }
  for (const rest of throws(n - 1)) for (let f = 1; f <= 6; f++) yield [...rest, f];
}

/** Kill counts over every throw, dealt by the rules' splitDice. */
function byHand(n: number, target: Recipient, others: readonly Recipient[]): number[][] {
  const names = others.map((_, i) => `o${i}`);
  const counts = [target, ...others].map((r) => new Array<number>(r.available + 1).fill(0));
  for (const t of throws(n)) {
    const split = splitDice(t, 'target', names);
    ['target', ...names].forEach((who, i) => {
      const r = i === 0 ? target : others[i - 1]!;
      const total = split.get(who)!.reduce((a, b) => a + b, 0);
      counts[i]![killsFrom(total, r.kill, r.available).killed]!++;
    });
  }
  return counts.map((row) => row.map((c) => c / 6 ** n));
}

describe('odds of dice split into a fight', () => {
  it('equal the count over every throw dealt by splitDice', () => {
    const cases: [number, Recipient, Recipient[]][] = [
      [1, { kill: 2, available: 1 }, [{ kill: 1, available: 1 }]],
      [
        3,
        { kill: 6, available: 4 },
        [
          { kill: 5, available: 3 },
          { kill: 3, available: 2 },
        ],
      ],
      [4, { kill: 4, available: 2 }, [{ kill: 6, available: 4 }]],
      [
        5,
        { kill: 9, available: 4 },
        [
          { kill: 6, available: 4 },
          { kill: 8, available: 6 },
          { kill: 3, available: 1 },
        ],
      ],
      [4, { kill: 6, available: 4 }, []],
    ];
    for (const [n, t, o] of cases) {
      const exact = splitKillOdds(n, t, o);
      const counted = byHand(n, t, o);
      exact.forEach((r, i) =>
        r.forEach((p, k) => expect(p, `${n} dice, faction ${i}, ${k} kills`).toBeCloseTo(counted[i]![k]!, 14)),
      );
    }
    // No one else in the fight: every die counts against the target, as a plain shot.
    expect(splitKillOdds(6, { kill: 6, available: 4 }, [])[0]).toEqual(killOdds(6, 6, 4));
  });

  it('the preview says them, and the shot kills as often over every throw', () => {
    // The swarm charges the police; another police faction shoots into the fight with three pistols.
    const spec = [
      { id: 'a', faction: 'swarm', groups: [row('sw', 2, [10, 10])] },
      { id: 'b', faction: 'police', groups: [row('p', 2, [10, 15])] },
      { id: 'c', faction: 'police', groups: [row('q', 3, [10, 30])] },
    ];
    const deck = ['a:single', 'c:single', 'c:single', 'c:single'];
    const charge: AcCommand = { do: 'move', group: 'sw', figure: 'sw1', to: [10, 20] };
    const before = drive(start(file(spec, { deck })), [charge]);
    expect(before.need).toMatchObject({ kind: 'command', side: 'c' });
    const shoot = actionCards.board!.choices(before.state, before.need, 'q1').find((c) => c.key === 'shoot')!;
    const target = shoot.target!;
    if (target.kind !== 'figure') throw new Error('expected a figure to pick');
    const note = target.preview!('p1')!.note!;
    // Even dice against the police (kill 6 each, two figures), odd ones to the swarm (6 in the open, two).
    const odds = splitKillOdds(3, { kill: 6, available: 2 }, [{ kill: 6, available: 2 }]);
    expect(note).toContain(`3d6 into the fight: even dice against Police (6, in the open): ${oddsRowText(odds[0]!)}`);
    expect(note).toContain(`odd dice dealt in turn to Creature swarm (6, in the open): ${oddsRowText(odds[1]!)}`);
    // Now the game itself, once per throw.
    const counts = [
      [0, 0, 0],
      [0, 0, 0],
    ];
    for (const t of throws(3)) {
      const d = drive(start(file(spec, { deck, dice: { shoot: [t] } })), [
        charge,
        { do: 'shoot', group: 'q', target: 'p' },
      ]);
      const shot = d.events.find((e): e is AcEvent & { type: 'shot' } => e.type === 'shot')!;
      expect(shot.intoFight).toBe(true);
      shot.shares.forEach((sh, i) => counts[i]![sh.killed]!++);
    }
    counts.forEach((row, i) => row.forEach((c, k) => expect(c / 216).toBeCloseTo(odds[i]![k]!, 14)));
    // The log's line of such a shot opens on the same odds.
    const d = drive(start(file(spec, { deck, dice: { shoot: [[6, 5, 2]] } })), [
      charge,
      { do: 'shoot', group: 'q', target: 'p' },
    ]);
    const log = logModel(() => d.state);
    log.add(d.events);
    const line = log.groups.flatMap((g) => g.lines).find((l) => l.type === 'shot')!;
    expect(line.detail!.odds).toBe(`Police: ${oddsRowText(odds[0]!)}; Creature swarm: ${oddsRowText(odds[1]!)}`);
  });
});
