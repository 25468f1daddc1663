// The words of the three variant games, scanned (issue 19: refusals and log lines that called a figure "it",
// or showed an id or a camelCase name). A few seeded all-computer battles from each game's menu are played by
// the computer; every log line as the table shows it, and every button's reason at every step, must have no
// standalone "it", no camelCase word and no id like v1 or u3. The action-points battles also check that the
// computer never shoots at a vehicle its gun's PEN can't reach (brief item 3).
import { describe, expect, it } from 'vitest';
import { rulesetNamed } from '../../src/rulesets';
import type { AnyRuleset } from '../../src/core/ruleset';
import { penOf } from '../../src/rulesets/action-points/vehicles';
import { gunner } from '../../src/rulesets/action-points/crew';
import type { ApState } from '../../src/rulesets/action-points/types';

const MENUS: Record<string, Record<string, unknown>[]> = {
  'action-points': [
    {
      player1: 'computer',
      player2: 'computer',
      vehicle1: 'Humvee',
      vehicle2: 'Blackhawk',
      mission: 'evacuation',
      size: 6,
    },
    {
      player1: 'computer',
      player2: 'computer',
      vehicle1: 'Apache/Tigre',
      vehicle2: 'Viking',
      mission: 'first aid and evacuation',
      support: 'launchers and a heavy weapon',
    },
  ],
  'order-dice': [
    {
      north: 'computer',
      south: 'computer',
      northReactions: 'the computer decides',
      southReactions: 'the computer decides',
      casualties: 'the nearest fall',
    },
  ],
  'action-cards': [{ people: 0 }, { people: 0, scenario: 'search the buildings' }],
};

/** What is wrong with a line the table shows, or undefined. */
export function badWords(t: string): string | undefined {
  const m = /\bit\b|\b[a-z]+[A-Z]\w*\b|\b[a-z]{1,3}\d+\b/.exec(t);
  return m ? `"${m[0]}" in: ${t}` : undefined;
}

interface Played {
  lines: string[];
  whys: string[];
  /** Action points: the computer's shots at a vehicle its gun can't pierce, in words. */
  wasted: string[];
}

/** An action-points shot at a vehicle the shooter's gun can't pierce, in words, else undefined. */
function wastedShot(state: unknown, cmd: unknown): string | undefined {
  const s = state as ApState;
  const c = cmd as { do?: string; figure?: string; target?: string };
  const v = s.vehicles?.find((x) => x.id === c.target);
  const f = s.figures?.find((x) => x.id === c.figure);
  return c.do === 'shoot' && v && f && penOf(gunner(s, f).weapon) < v.armour
    ? `${f.id}'s gun can't pierce ${v.id}`
    : undefined;
}

function play(g: AnyRuleset, values: Record<string, unknown>, seed: string): Played {
  const nb = g.board!.newBattle!;
  const sc = g.scenario.check(nb.make({ ...nb.values, ...values } as never, seed));
  if (!sc.ok) throw new Error(sc.error.message);
  const b = g.begin(g.startingState(sc.value as never).state);
  let [state, need] = [b.state, b.need];
  const out: Played = { lines: [], whys: [], wasted: [] };
  const log = g.view!.log(() => state);
  log.add(b.events);
  for (let i = 0; i < 4000 && (need.kind === 'command' || need.kind === 'decision'); i++) {
    for (const c of g.board!.choices(state, need)) if (c.why) out.whys.push(c.why);
    const cmd = g.computerCommand(state, need as never);
    if (g.name === 'action-points') out.wasted.push(...[wastedShot(state, cmd)].filter((x): x is string => !!x));
    const r = g.reduce(state, cmd);
    if (!r.ok) throw new Error(r.error);
    [state, need] = [r.state, r.need];
    log.add(r.events);
  }
  out.lines = log.lines().map((l) => l.text);
  return out;
}

describe('the variant games’ words', () => {
  for (const [name, menus] of Object.entries(MENUS)) {
    it(`${name}: no "it" for a figure, no id or camelCase in the log or a button's reason`, () => {
      const r = rulesetNamed(name);
      if (!r.ok) throw new Error(r.error.message);
      const bad: string[] = [];
      for (const [i, m] of menus.entries()) {
        const p = play(r.value, m, `words-${i}`);
        expect(p.lines.length).toBeGreaterThan(20);
        expect(p.wasted).toEqual([]);
        for (const t of [...p.lines, ...p.whys]) {
          const b = badWords(t);
          if (b) bad.push(b);
        }
      }
      expect([...new Set(bad)].slice(0, 10)).toEqual([]);
    });
  }
});
