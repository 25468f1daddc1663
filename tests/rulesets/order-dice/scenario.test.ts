// The scenario files: good ones play as scripted (fire back, an ambush before point-blank fire), bad ones give
// one line naming the field, and illegal commands one line naming the contract's word (20", turn).
import { readdirSync, readFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { checkScenario } from '../../../src/rulesets/order-dice/scenario';
import { playScenario } from '../../../src/rulesets/order-dice/play';
import { orderDice } from '../../../src/rulesets/order-dice';
import { of, trace } from './helpers';

const dir = 'tests/fixtures/order-dice';
const read = (f: string): unknown => JSON.parse(readFileSync(`${dir}/${f}`, 'utf8'));
const good = (f: string) => {
  const r = checkScenario(read(f));
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

/** `npm run sim -- <args>`: the exit status, stdout's JSON lines and stderr. */
function sim(...args: string[]) {
  const r = spawnSync('npm', ['run', '-s', 'sim', '--', ...args], { encoding: 'utf8', timeout: 120_000 });
  const lines = r.stdout
    .trim()
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .map((l) => JSON.parse(l) as Record<string, unknown>);
  return { status: r.status, lines, stderr: r.stderr };
}

describe('order dice: a file written only from the contract, through sim', () => {
  it('contract-by-hand.json (SCENARIO-variants.md only, reactions as react commands) plays as scripted', () => {
    const r = sim('play', `${dir}/contract-by-hand.json`);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    const reactions = r.lines.filter((l) => l.type === 'reaction');
    expect(reactions.map((l) => [l.unit, l.reaction, l.moment, l.passed])).toEqual([
      ['r1', 'fireBack', 'targeted', true],
      ['r2', 'ambush', 'moving', true],
      ['b2', 'standAndShoot', 'assaultArrived', true],
    ]);
    // Fire back: both shootings, the active unit's first; the ambush shot before the run's move.
    const t = r.lines.map((l) => String(l.type)).filter((x) => ['shoot', 'move', 'closeQuarters'].includes(x));
    expect(t).toEqual(['shoot', 'shoot', 'shoot', 'move', 'move', 'shoot', 'closeQuarters']);
    const final = r.lines.at(-1)!;
    expect(final.type).toBe('final');
    expect((final.units as Record<string, unknown>).b2).toEqual({ status: 'destroyed', pins: 1, order: null });
    expect((final.units as Record<string, unknown>).r2).toMatchObject({ status: 'active', order: 'run' });
  }, 150_000);

  it('a bad file and an illegal command: one line on stderr, exit 2', () => {
    const bad = sim('play', `${dir}/bad/bad-bag.json`);
    expect(bad.status).toBe(2);
    expect(bad.stderr.trim().split('\n')).toHaveLength(1);
    expect(bad.stderr).toMatch(/bag\[1\]: no side "green"/);
    const illegal = sim('play', `${dir}/bad/illegal-fire-back-beyond-20.json`);
    expect(illegal.status).toBe(2);
    expect(illegal.stderr.trim().split('\n')).toHaveLength(1);
    expect(illegal.stderr).toMatch(/20"/);
  }, 150_000);
});

describe('order dice: scenario files', () => {
  it('fire-back.json: both units shoot at once; the final line carries units, pins and orders', () => {
    const p = playScenario(good('fire-back.json'));
    expect(p.illegal).toBeUndefined();
    expect(of(p.events, 'shoot').map((s) => [s.unit, s.hits, s.kills])).toEqual([
      ['b', 1, 1],
      ['r', 1, 1],
    ]);
    expect(p.final.units.r).toEqual({ status: 'active', pins: 1, order: 'fire' });
    expect(p.final.units.b).toEqual({ status: 'active', pins: 1, order: 'fire' });
    expect(p.final.figures.r1).toMatchObject({ status: 'dead', at: [5, 16] });
    const answers = of(p.events, 'answer');
    expect(answers.map((a) => [a.when, a.index, a.result])).toEqual([
      ['before', 0, true],
      ['after', 0, true],
    ]);
    expect(orderDice.wording.event(of(p.events, 'reaction')[0]!)).toBe(
      'r tests to fire back when the enemy declared its shot (shot at from 14", within 20"): 4 and 4 = 8 against 10, passed',
    );
  });

  it('ambush-assault.json: the ambush comes before the point-blank fire', () => {
    const p = playScenario(good('ambush-assault.json'));
    expect(p.illegal).toBeUndefined();
    const t = trace(p.events).filter((x) => x.startsWith('reaction') || x === 'assault' || x === 'shoot');
    expect(t.slice(0, 4)).toEqual(['reaction:ambush:pass', 'shoot', 'assault', 'reaction:standAndShoot:pass']);
  });

  it('each bad file gives one line naming its field', () => {
    const lines: Record<string, string> = {};
    for (const f of readdirSync(`${dir}/bad`).filter((x) => x.startsWith('bad-'))) {
      const r = checkScenario(read(`bad/${f}`));
      expect(r.ok, f).toBe(false);
      if (!r.ok) lines[f] = `${r.error.path}: ${r.error.message}`;
    }
    expect(lines['bad-weapon.json']).toMatch(
      /^sides\[0\]\.units\[0\]\.figures\[0\]\.weapon: unknown weapon "[^"]+" \(expected one of/,
    );
    expect(lines['bad-purpose.json']).toMatch(/^dice/);
    expect(lines['bad-bag.json']).toBe('bag[1]: no side "green"');
    expect(lines['bad-command-unit.json']).toBe('commands[0].unit: no unit "ghost"');
    expect(lines['bad-reaction.json']).toMatch(/^commands\[1\]\.reaction/);
    expect(lines['bad-duplicate-id.json']).toMatch(/^sides\[1\]\.units\[0\]\.figures\[0\]\.id: id "b1" is used twice/);
    expect(lines['bad-off-table.json']).toMatch(/off the 36" x 36" table/);
    expect(lines['bad-quality.json']).toMatch(/quality/);
    for (const l of Object.values(lines)) expect(l).not.toContain('\n');
  });

  it('illegal commands stop play with one line naming 20" or turn', () => {
    const far = playScenario(good('bad/illegal-fire-back-beyond-20.json'));
    expect(far.illegal).toMatch(/^error: commands\[1\] \(fireBack r\): .*20"/);
    const side = playScenario(good('bad/illegal-wrong-side.json'));
    expect(side.illegal).toMatch(/^error: commands\[0\] \(fire r\): .*turn/);
  });
});

describe('order dice: the app side play part', () => {
  it('checks replay steps, labels them, hands sides over and answers open questions', () => {
    const play = orderDice.play;
    expect(play.command({ do: 'order', unit: 'b', order: 'fire', target: 'r' }).ok).toBe(true);
    const bad = play.command({ do: 'order', unit: 'b', order: 'charge' });
    expect(!bad.ok && bad.error.path).toBe('order');
    expect(play.label({ do: 'react', unit: 'r', reaction: 'fireBack' })).toBe('fireBack r');
    const sc = good('fire-back.json');
    const start = orderDice.begin(orderDice.startingState(sc).state).state;
    const r = orderDice.reduce(start, sc.commands[0]!);
    expect(r.ok && r.need.kind === 'command' && r.need.question?.unit).toBe('r');
    if (!r.ok) return;
    expect(play.held(r.state)).toBe('question');
    const handed = play.handOver(r.state);
    expect(orderDice.controlOf(handed, 'red')).toBe('human');
    expect(play.fallback(r.state, r.need)).toMatchObject({ do: 'react', unit: 'r' });
    // Handing red to the computer answers its open question at once.
    const c = orderDice.reduce(r.state, play.control('red', 'ai'));
    expect(c.ok && of(c.events, 'shoot').length).toBeGreaterThan(0);
  });
});

describe('order dice: a generated table', () => {
  it('"generate" lays out the shared generator\'s table under the seed, and an all-computer game plays out on it', () => {
    const sc = good('generated-ai.json');
    const a = orderDice.startingState(sc).state;
    const b = orderDice.startingState(sc).state;
    expect(a.terrain.length).toBeGreaterThan(0);
    expect(JSON.stringify(a.terrain)).toBe(JSON.stringify(b.terrain));
    expect(JSON.stringify(orderDice.startingState(sc, { seed: 'other' }).state.terrain)).not.toBe(
      JSON.stringify(a.terrain),
    );
    const p = playScenario(sc);
    expect(p.state.phase.kind).toBe('ended');
  });
});
