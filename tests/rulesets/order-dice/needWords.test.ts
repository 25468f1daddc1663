// Property over seeded all-computer battles (play-test 5, 16): every "needing N+" in a shot's log line names
// its reasons with their amounts, and the base 3+ plus the named amounts is N (indirect fire: 6s only).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checked, file, of, play, started, unit, WOODS_BEFORE_RED } from './helpers';
import { shotPicture } from '../../../src/rulesets/order-dice/board/pictures';
import { playScenario } from '../../../src/rulesets/order-dice/play';
import { eventWords } from '../../../src/rulesets/order-dice/words';

const sc = checked(JSON.parse(readFileSync('tests/fixtures/order-dice/skirmish-ai.json', 'utf8')));

describe('order dice: a shot names every modifier behind its score', () => {
  it('over 40 seeded battles, base + named modifiers = the needed number, and some shots carry modifiers', () => {
    let checkedNeeds = 0;
    let withMods = 0;
    for (let i = 0; i < 40; i++) {
      const p = playScenario(sc, { seed: `need-${i}` });
      for (const e of p.events) {
        if (e.type !== 'shoot') continue;
        const line = eventWords(e);
        for (const m of line.matchAll(/needing (\d+)\+(?: \(([^)]*)\))?/g)) {
          const need = Number(m[1]);
          const why = (m[2] ?? '').split(';')[0]!.trim();
          checkedNeeds++;
          if (why.startsWith('indirect fire')) {
            expect(need).toBe(6);
            continue;
          }
          if (why === '' || why.startsWith('rolled')) {
            expect(need, line).toBe(3);
            continue;
          }
          const parts = why.split(', ');
          expect(parts[0], line).toBe('3+');
          const adds = parts.slice(1).map((x) => Number(/ \+(\d+)$/.exec(x)?.[1]));
          for (const a of adds) expect(a, line).toBeGreaterThan(0);
          if (adds.length > 0) withMods++;
          expect(3 + adds.reduce((a, b) => a + b, 0), line).toBe(need);
        }
      }
    }
    expect(checkedNeeds).toBeGreaterThan(50);
    expect(withMods).toBeGreaterThan(10);
  }, 300_000);
});

describe('order dice: the Fire preview gives the reasons the log will give', () => {
  it('inexperienced rifles at long range into the woods: both say 6+ = 3+, long range, soft cover, inexperienced', () => {
    const data = file({
      blue: [unit('b', [5, 30], 1, 'rifle', { quality: 'inexperienced' })],
      red: [unit('r', [5, 13], 1)],
      terrain: WOODS_BEFORE_RED,
      bag: ['blue'],
      dice: { hit: [[6]], damage: [[6]] },
      commands: [
        { do: 'order', unit: 'b', order: 'fire', target: 'r' },
        { do: 'react', unit: 'r', reaction: 'none' },
      ],
    });
    const why = 'needing 6+ (3+, long range +1, soft cover +1, inexperienced +1)';
    expect(shotPicture(started(data), 'b', 'r', 'r.1').note).toBe(`1 shot: 1 ${why}`);
    const line = eventWords(of(play(data).events, 'shoot')[0]!);
    expect(line).toContain(`1 rifle shot ${why.replace(')', ';')}`);
  });
});
