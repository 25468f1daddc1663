// A new order-dice battle from the menu's knobs (board/newBattle.ts): every combination of the layout knobs
// (units, support, scenario, table) makes a file the game's checker takes, with every figure on the table,
// clear of ground it may not stand on and of other figures, and the game set going; the player knobs set each
// side's control and reactions and nothing else; and a made file plays to its end through `npm run sim`.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { distToPolygonEdge, pointInPolygon } from '../../../src/geometry/vec';
import { orderDice } from '../../../src/rulesets/order-dice';
import type { OdState } from '../../../src/rulesets/order-dice/state';
import { checked } from './helpers';

const nb = orderDice.board!.newBattle!;
const knob = (key: string) => nb.knobs.find((k) => k.key === key)!;
const options = (key: string): readonly string[] => {
  const k = knob(key);
  return k.kind === 'choice' ? k.options : [];
};

const FOOT_BARRED = ['building', 'water', 'river', 'impassable'];
const VEHICLE_BARRED = [...FOOT_BARRED, 'woods', 'rocky', 'rubble'];

function problems(s: OdState): string[] {
  const out: string[] = [];
  const all = s.units.flatMap((u) => u.figures.map((f) => ({ u, f })));
  for (const { u, f } of all) {
    const [x, y] = f.at;
    if (x < 0 || y < 0 || x > s.table.width || y > s.table.height) out.push(`${f.id} off the table`);
    const barred = u.kind === 'vehicle' ? VEHICLE_BARRED : FOOT_BARRED;
    for (const t of s.terrain)
      if ('polygon' in t && barred.includes(t.type) && pointInPolygon(f.at, t.polygon))
        out.push(`${f.id} in ${t.type}`);
      // Its whole 1" base clear too (pt15b: a squad stood half in a river, centres a hair outside the bank).
      else if ('polygon' in t && barred.includes(t.type) && distToPolygonEdge(f.at, t.polygon) < 0.5 - 1e-9)
        out.push(`${f.id}'s base over ${t.type}`);
    for (const o of all)
      if (o.f !== f && Math.hypot(o.f.at[0] - x, o.f.at[1] - y) < 0.99) out.push(`${f.id} on ${o.f.id}`);
  }
  return out;
}

describe('order dice: a new battle from the knobs', () => {
  it('offers its knobs with defaults in range', () => {
    expect(nb.knobs.map((k) => k.key)).toEqual([
      'units',
      'support',
      'north',
      'northReactions',
      'south',
      'southReactions',
      'casualties',
      'ownDice',
      'scenario',
      'terrain',
    ]);
    expect(nb.values).toMatchObject({ units: 3, north: 'person', south: 'computer' });
  });

  const layouts: { units: number; support: boolean; scenario: string; terrain: string }[] = [];
  for (let units = 2; units <= 6; units++)
    for (const support of [false, true])
      for (const scenario of options('scenario'))
        for (const terrain of options('terrain')) layouts.push({ units, support, scenario, terrain });

  it(`makes a valid, playable file for each of the ${layouts.length} layouts`, () => {
    layouts.forEach((v, i) => {
      const data = nb.make(v, `layout-${i}`);
      const sc = checked(data);
      const s = orderDice.begin(orderDice.startingState(sc).state).state;
      expect(problems(s), JSON.stringify(v)).toEqual([]);
      expect(s.units.filter((u) => u.side === 'north')).toHaveLength(v.units);
      expect(s.units.filter((u) => u.side === 'south')).toHaveLength(v.units);
      expect(s.units.some((u) => u.kind !== 'infantry')).toBe(v.support && v.units >= 3);
      expect(s.objectives).toHaveLength(v.scenario === 'hold the objectives' ? 3 : 0);
      expect(s.units.every((u) => u.name && u.name.length > 0)).toBe(true);
      expect(s.phase.kind).toBe('order');
    });
  });

  it('no squad stands with its base in the water (pt15b): seed engine16-od0, whose water reaches the south band', () => {
    // Before: South's second squad stood with centres 0.02" from the water's edge, half of each base in it.
    const s = orderDice.begin(orderDice.startingState(checked(nb.make({ units: 3 }, 'engine16-od0'))).state).state;
    expect(s.terrain.some((t) => t.type === 'water')).toBe(true);
    expect(problems(s)).toEqual([]);
  });

  it('sets each side to a person or the computer, asking or not, for every player combination', () => {
    const asks = (r: string) => (r === 'ask me every time' ? 'ask' : 'computer');
    for (const north of options('north'))
      for (const south of options('south'))
        for (const [northReactions, southReactions] of [
          ['ask me every time', 'the computer decides'],
          ['the computer decides', 'ask me every time'],
          ['ask me every time', 'ask me every time'],
        ] as const) {
          const sc = checked(nb.make({ north, south, northReactions, southReactions }, 'players'));
          const want = (who: string) => (who === 'person' ? 'human' : 'ai');
          expect(sc.sides.map((x) => x.control)).toEqual([want(north), want(south)]);
          // Each side's setting is its own.
          expect(sc.sides.map((x) => x.reactions)).toEqual([asks(northReactions), asks(southReactions)]);
          // The rest of the file is the same layout whoever plays it.
          const { sides: a, ...restA } = sc;
          const { sides: b, ...restB } = checked(nb.make({}, 'players'));
          expect(restA).toEqual(restB);
          expect(a.map((x) => x.units)).toEqual(b.map((x) => x.units));
        }
  });

  it("a person's casualties and own dice: picked or nearest, and the people's sides throwing their dice", () => {
    const pick = checked(nb.make({ north: 'person', south: 'computer', casualties: 'I pick them' }, 'c'));
    expect(pick.sides.map((x) => x.casualties)).toEqual(['ask', 'ask']);
    const near = checked(nb.make({ north: 'person', south: 'computer', casualties: 'the nearest fall' }, 'c'));
    expect(near.sides.map((x) => x.casualties)).toEqual(['computer', 'computer']);
    expect(nb.make({ north: 'person', south: 'computer' }, 'c').enteredDice).toBeUndefined();
    expect(nb.make({ north: 'person', south: 'computer', ownDice: true }, 'c').enteredDice).toEqual(['north']);
    expect(nb.make({ north: 'person', south: 'person', ownDice: true }, 'c').enteredDice).toEqual(['north', 'south']);
    expect(nb.make({ north: 'computer', south: 'computer', ownDice: true }, 'c').enteredDice).toBeUndefined();
  });

  it('gives the same battle for the same seed and a different one for another', () => {
    expect(nb.make({ units: 4 }, 'same')).toEqual(nb.make({ units: 4 }, 'same'));
    expect(nb.make({ units: 4 }, 'same')).not.toEqual(nb.make({ units: 4 }, 'other'));
  });

  it('a made file plays to its end through npm run sim -- play', () => {
    const data = nb.make(
      { north: 'computer', south: 'computer', units: 4, scenario: 'hold the objectives', terrain: 'wooded' },
      'sim-run',
    );
    const dir = mkdtempSync(join(tmpdir(), 'od-new-'));
    const path = join(dir, 'battle.json');
    writeFileSync(path, JSON.stringify(data));
    const r = spawnSync('npm', ['run', '-s', 'sim', '--', 'play', path], { encoding: 'utf8', timeout: 240_000 });
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    const lines = r.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { type: string; [k: string]: unknown });
    const final = lines.at(-1)!;
    expect(final.type).toBe('final');
    expect(final.unfinished).toBeUndefined();
    expect(lines.some((l) => l.type === 'ended')).toBe(true);
    expect(Object.keys(final.units as object)).toHaveLength(8);
  }, 300_000);
});
