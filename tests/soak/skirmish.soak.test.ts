// Soak: many seeded skirmishes of random forces on generated terrain, all played by the computer.
// No exception, the invariants hold, and replaying a battle gives the same log byte for byte, even when
// its dice are fed back as a script under another seed (so no die came from anywhere but the dice source).
import { describe, expect, it } from 'vitest';
import { randomSkirmish } from '../../src/rulesets/chain-reaction/sim/skirmish';
import { runBattle } from '../../src/rulesets/chain-reaction/game';
import { seededDice } from '../../src/core/dice/source';
import type { Purpose } from '../../src/rulesets/chain-reaction/purposes';
import { rollsAsScript } from './check';
import { soakShard, TURNS } from './soak';

describe('soak', () => {
  soakShard(0, 2);
});

describe('replays', () => {
  it('the same seed and commands give a byte-identical log, and the logged dice replay it exactly', () => {
    for (let i = 0; i < 20; i++) {
      const seed = `replay-${i}`;
      const a = runBattle(randomSkirmish(seed, { maxFigures: 5 }), { maxTurns: TURNS });
      const b = runBattle(randomSkirmish(seed, { maxFigures: 5 }), { maxTurns: TURNS });
      expect(JSON.stringify(b.events)).toBe(JSON.stringify(a.events));
      // Feed every logged die back as a script under a different seed: the battle must not change.
      const s = randomSkirmish(seed, { maxFigures: 5 });
      s.dice = seededDice('some other seed entirely', rollsAsScript(a.events) as Partial<Record<Purpose, number[][]>>);
      const c = runBattle(s, { maxTurns: TURNS });
      const strip = (ev: typeof a.events) =>
        JSON.stringify(ev.map((e) => (e.type === 'roll' ? { ...e, scripted: undefined } : e)));
      expect(strip(c.events)).toBe(strip(a.events));
    }
  }, 300_000);
});

describe('the invariant checker', () => {
  it('catches a figure acting after it fell, a made-up status and an unknown dice purpose', async () => {
    const { brokenInvariant } = await import('./check');
    const s = randomSkirmish('checker', { minFigures: 2, maxFigures: 2 });
    const id = Object.keys(s.figures)[0]!;
    const fell = [
      { type: 'status', figure: id, from: 'carryOn', to: 'obviouslyDead' },
      { type: 'fire', figure: id, weapon: 'AR', targets: [], text: '' },
    ] as never[];
    expect(brokenInvariant(s, fell, s)).toMatch(/acts \(fire\) while obviouslyDead/);
    expect(brokenInvariant(s, [{ type: 'status', figure: id, from: 'carryOn', to: 'asleep' }] as never[], s)).toMatch(
      /illegal status/,
    );
    expect(
      brokenInvariant(
        s,
        [{ type: 'roll', purpose: 'luck', who: [], dice: [3], read: 'asRolled', scripted: false }] as never[],
        s,
      ),
    ).toMatch(/unknown purpose/);
  });
});
