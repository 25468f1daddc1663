// 500 seeded all-computer games on the shipped skirmish: at least 99% end within the six turns, none with a
// refused computer command, and every game keeps the bag's bookkeeping (never a negative die, never more
// dice than units) and its pins (a unit left standing has fewer pins than its morale).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checked } from './helpers';
import { playScenario } from '../../../src/rulesets/order-dice/play';
import { QUALITY } from '../../../src/rulesets/order-dice/tables';

const sc = checked(JSON.parse(readFileSync('tests/fixtures/order-dice/skirmish-ai.json', 'utf8')));

describe('order dice: all-computer soak', () => {
  it('of 500 seeded games at least 99% end, with no refused command', () => {
    let ended = 0;
    const winners: Record<string, number> = {};
    for (let i = 0; i < 500; i++) {
      const p = playScenario(sc, { seed: `soak-${i}` });
      expect(p.illegal).toBeUndefined();
      if (p.state.phase.kind === 'ended') ended++;
      expect(p.state.turn).toBeLessThanOrEqual(6);
      for (const n of Object.values(p.state.bag)) expect(n).toBeGreaterThanOrEqual(0);
      for (const u of p.state.units) if (!u.destroyed) expect(u.pins).toBeLessThan(QUALITY[u.quality].morale);
      const w = String(p.final.winner);
      winners[w] = (winners[w] ?? 0) + 1;
    }
    expect(ended / 500).toBeGreaterThanOrEqual(0.99);
    // Both sides win some: the computer is not one-sided by construction.
    expect(Object.keys(winners).length).toBeGreaterThan(1);
  }, 600_000);
});
