// Properties over random seeds: the exact odds agree with brute force; a game replays bit for bit from its seed;
// at every step nobody comes back from the dead, every figure stays on the table, locks join live groups of
// different factions; and a refused command leaves the state exactly as it was.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { actionCards } from '../../../src/rulesets/action-cards';
import type { AcCommand } from '../../../src/rulesets/action-cards/commands';
import { killOdds, sumOdds, waysOfSum } from '../../../src/rulesets/action-cards/odds';
import type { AcState } from '../../../src/rulesets/action-cards/state';
import { randomFile, start } from './setup';

function brute(n: number, kill: number, figures: number): number[] {
  const out = new Array(figures + 1).fill(0);
  const total = 6 ** n;
  for (let i = 0; i < total; i++) {
    let x = i,
      sum = 0;
    for (let k = 0; k < n; k++) {
      sum += (x % 6) + 1;
      x = Math.floor(x / 6);
    }
    out[Math.min(figures, Math.floor(sum / kill))] += 1 / total;
  }
  return out;
}

describe('exact odds', () => {
  it('agree with enumerating every throw of up to 5 dice', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5 }),
        fc.integer({ min: 1, max: 24 }),
        fc.integer({ min: 1, max: 6 }),
        (n, k, f) => {
          const a = killOdds(n, k, f);
          const b = brute(n, k, f);
          a.forEach((p, i) => expect(p).toBeCloseTo(b[i]!, 12));
        },
      ),
      { numRuns: 60 },
    );
  });

  it('count every throw exactly, even for 40 dice', () => {
    expect(waysOfSum(40).reduce((a, b) => a + b, 0n)).toBe(6n ** 40n);
    expect(sumOdds(2)[7]).toBeCloseTo(6 / 36, 15);
    expect(killOdds(40, 6, 100).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
  });
});

function check(s: AcState, dead: Set<string>): void {
  for (const f of s.figures) {
    if (dead.has(f.id)) expect(f.status).toBe('dead');
    if (f.status === 'dead') dead.add(f.id);
    expect(f.at[0]).toBeGreaterThanOrEqual(0);
    expect(f.at[1]).toBeGreaterThanOrEqual(0);
    expect(f.at[0]).toBeLessThanOrEqual(s.table.width);
    expect(f.at[1]).toBeLessThanOrEqual(s.table.height);
  }
  for (const l of s.locks) {
    const a = s.groups.find((g) => g.id === l.a)!;
    const b = s.groups.find((g) => g.id === l.b)!;
    expect(a.side).not.toBe(b.side);
  }
  expect(s.actionsLeft).toBeGreaterThanOrEqual(0);
}

/** Plays a seeded all-computer game step by step, checking the invariants and trying one bad command each step. */
function walk(seed: number): { events: string; steps: number } {
  let s = start(randomFile(seed));
  const first = actionCards.begin(s);
  s = first.state;
  let need = first.need;
  const events = [JSON.stringify(first.events)];
  const dead = new Set<string>();
  let steps = 0;
  while (need.kind === 'command' || need.kind === 'decision') {
    check(s, dead);
    const before = JSON.stringify(s);
    const bad: AcCommand = { do: 'shoot', group: s.groups[0]!.id, target: s.groups[0]!.id };
    expect(actionCards.reduce(s, bad).ok).toBe(false);
    expect(JSON.stringify(s)).toBe(before);
    const r = actionCards.reduce(s, actionCards.computerCommand(s, need as never));
    if (!r.ok) throw new Error(r.error);
    s = r.state;
    need = r.need;
    events.push(JSON.stringify(r.events));
    steps++;
  }
  check(s, dead);
  expect(need.kind).toBe('ended');
  return { events: events.join('\n'), steps };
}

describe('whole games over seeds', () => {
  it('keep the invariants, refuse bad commands without a change, and replay from the seed', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), (seed) => {
        const a = walk(seed);
        const b = walk(seed);
        expect(b.events).toBe(a.events);
      }),
      { numRuns: 6 },
    );
  }, 120_000);
});
