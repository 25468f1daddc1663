// Every kind of test the engine can emit gets an odds line in its log entry: the kinds are read from the
// engine's own source (each `test: '...'` it emits), then seeded all-computer battles of every kind are
// played and each test, damage and melee line is checked for odds worked out by the rule's odds function.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LogBuilder } from '../../../src/rulesets/chain-reaction/view/logModel';
import { questionFor } from '../../../src/rulesets/chain-reaction/view/oddsModels';
import type { TestEvent } from '../../../src/rulesets/chain-reaction/engine/events';
import { battle } from '../helpers';
import type { CrSession as Session } from '../../../src/app/crSession';

const ROOT = join(__dirname, '../../../src/rulesets/chain-reaction');

/** The test kinds emitted by the engine and the solo rules, read from their `type: 'test', test: '...'`. */
function emittedKinds(): Set<string> {
  const kinds = new Set<string>();
  for (const dir of ['engine', 'solo']) {
    for (const f of readdirSync(join(ROOT, dir))) {
      const text = readFileSync(join(ROOT, dir, f), 'utf8');
      for (const m of text.matchAll(/type: 'test',\s*test: '(\w+)'/g)) kinds.add(m[1]!);
    }
  }
  return kinds;
}

/** A watched battle (the computer on both sides) played for at most `steps` commands. */
function played(seed: string, kind: 'skirmish' | 'patrol' | 'raid' | 'defend', steps: number): Session {
  const s = battle({ seed, kind, watch: true });
  for (let i = 0; i < steps && !s.over; i++) {
    const r = s.playComputer();
    if (!r || !r.ok) break;
  }
  return s;
}

describe('odds in every log entry', () => {
  it('every test kind the engine emits has an odds model', () => {
    const kinds = emittedKinds();
    expect(kinds.size).toBeGreaterThanOrEqual(12);
    const fig = () => ({ rep: 4, star: false, side: 'a' });
    for (const k of kinds) {
      const e: TestEvent = {
        type: 'test',
        test: k,
        figure: 'x',
        figures: ['x', 'y'],
        result: '2',
        throws: [
          { figure: 'x', rep: 4, dice: 4, modifiers: [] },
          { figure: 'y', rep: 3, dice: 3, modifiers: [] },
        ],
      };
      const q = questionFor(e, [], (id) => (id === 'y' ? { ...fig(), side: 'b' } : fig()));
      expect(q, `no odds model for ${k}`).toBeDefined();
    }
  });

  it('in seeded battles every test, damage and melee line carries its odds', () => {
    const seen = new Set<string>();
    const runs: [string, 'skirmish' | 'patrol' | 'raid' | 'defend'][] = [
      ['odds-1', 'skirmish'],
      ['odds-2', 'patrol'],
      ['odds-3', 'raid'],
      ['odds-4', 'defend'],
      ['odds-5', 'skirmish'],
    ];
    for (const [seed, kind] of runs) {
      const s = played(seed, kind, 150);
      const log = new LogBuilder((id) => {
        const f = s.state.figures[id];
        return f ? { rep: f.rep, star: f.star, side: f.side } : undefined;
      });
      log.add(s.events());
      for (const l of log.lines()) {
        if (l.type !== 'test' && l.type !== 'damage' && l.type !== 'melee') continue;
        const kindOf = l.type === 'test' ? l.text : l.type;
        // A Star who chose his result by Free Will threw no dice: his line says so instead of giving odds
        // (play-test 2 finding 4).
        // Nor does a Star who fetches a wounded friend (he may always choose to): its line says no dice were thrown.
        if (
          l.type === 'test' &&
          l.detail?.odds === undefined &&
          /Free Will|a Star may always/.test(JSON.stringify(l.detail))
        ) {
          expect(JSON.stringify(l.detail), `${seed}: "${kindOf}"`).toMatch(/[Nn]o dice/);
          continue;
        }
        expect(l.detail?.odds, `${seed}: no odds on "${kindOf}"`).toMatch(/\d+(\/\d+)? \(\d+\.\d%\)/);
        seen.add(l.type);
      }
      const tests = s.events().filter((e): e is TestEvent => e.type === 'test');
      for (const t of tests) seen.add(t.test);
    }
    // The runs reach the common chain: In Sight, fire, Crisis, damage and the solo rules' PEFs.
    for (const k of ['inSight', 'crisis', 'damage', 'pefResolution', 'pefMovement']) expect(seen).toContain(k);
  }, 120_000);
});
