// Chain Reaction's table pictures as plain strokes (view/tableSketches.ts, view/aimSketch.ts), on the grenade
// fixture: A 6" south of E behind a building, and the same ground cleared. What the host draws is exactly these
// strokes, so each case checks the piece a player looks for and the words beside the pointer.
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { load, REPO } from '../rulesets/chain-reaction/engine/helpers';
import { initialState } from '../../src/rulesets/chain-reaction/start';
import { aimSketch } from '../../src/rulesets/chain-reaction/view/aimSketch';
import { look, underlay } from '../../src/rulesets/chain-reaction/view/tableSketches';
import type { Stroke } from '../../src/core/sketch';
import type { GameState } from '../../src/rulesets/chain-reaction/state';

const FIXTURES = join(REPO, 'tests', 'browser', 'fixtures');
const walled = (): GameState => initialState(load(FIXTURES, 'grenade.json'));
const open = (): GameState => {
  const sc = load(FIXTURES, 'grenade.json');
  sc.terrain = [];
  return initialState(sc);
};
const noAim = { targets: [], side: 'right' as const };
const shown = { los: true, cover: true, vision: false, cohesion: true, ranges: true };
const rings = (strokes: Stroke[], at: readonly number[]) =>
  strokes.filter((x) => x.kind === 'ring' && x.at[0] === at[0] && x.at[1] === at[1]);

describe("Chain Reaction's table sketches", () => {
  it('throw: the 6" reach round the thrower, the blast circle at the pointer, E ringed inside; too far said so', () => {
    const s = open();
    const near = aimSketch(s, { mode: 'throw', shooter: 'A', hover: undefined, pointer: [18, 23], aim: noAim })!;
    expect(near.strokes[0]).toMatchObject({ kind: 'ring', at: [18, 28.5], r: 6, dashed: true });
    expect(near.strokes[1]).toMatchObject({ kind: 'fill', colour: 0xff5a3a });
    expect(rings(near.strokes, [18, 22.5])).toHaveLength(1);
    expect(near.note).toMatchObject({ tone: 'info' });
    expect(near.note!.text).toMatch(/^Throw 5\.5", spot in view\. Odds: .*Inside: E is 0\.5" from the blast/);
    const far = aimSketch(s, { mode: 'throw', shooter: 'A', hover: undefined, pointer: [10, 18], aim: noAim })!;
    expect(far.strokes[1]).toMatchObject({ kind: 'fill', colour: 0x888888 });
    expect(far.note).toEqual({ text: 'Too far: 13.2" (a grenade reaches 6"). nobody inside the circle', tone: 'bad' });
  });

  it('charge: a 6" ring round the enemy and the line to it, green when the charge can go; a friend is no target', () => {
    const s = open();
    const c = aimSketch(s, { mode: 'charge', shooter: 'A', hover: 'E', pointer: [18, 22.5], aim: noAim })!;
    expect(c.strokes[0]).toMatchObject({ kind: 'ring', at: [18, 22.5], r: 6, dashed: true, colour: 0x3ee86b });
    expect(c.note?.tone).toBe('good');
    expect(c.note?.text).toMatch(/Charge test: /);
    const blocked = aimSketch(walled(), { mode: 'charge', shooter: 'A', hover: 'E', pointer: [18, 22.5], aim: noAim })!;
    expect(blocked.strokes[0]).toMatchObject({ colour: 0xff4d4d });
    expect(blocked.note?.text).toMatch(/^Can't charge: A has no line of sight to E/);
    const friend = aimSketch(s, { mode: 'charge', shooter: 'A', hover: 'B', pointer: [16, 30], aim: noAim })!;
    expect(friend).toEqual({ strokes: [], note: { text: 'Point at the enemy to charge.', tone: 'info' } });
  });

  it("fire: the swath wedge with E ringed, then E's dice on a label once aimed; out of sight, the red line and why", () => {
    const s = open();
    const hover = aimSketch(s, { mode: 'fire', shooter: 'A', hover: 'E', pointer: [18, 22.5], aim: noAim })!;
    expect(hover.strokes.slice(0, 2).map((x) => x.kind)).toEqual(['fill', 'path']);
    expect(hover.strokes[1]).toMatchObject({ closed: true, colour: 0xffa040 });
    expect(rings(hover.strokes, [18, 22.5])).toMatchObject([{ colour: 0x3ee86b }]);
    expect(hover.note).toMatchObject({ tone: 'good' });
    expect(hover.note!.text).toMatch(/^Aim at E: the \d+" swath to the (left|right) holds E\. Click to aim\.$/);
    const aim = { targets: [{ figure: 'E', dice: 2 }], side: 'right' as const };
    const aimed = aimSketch(s, { mode: 'fire', shooter: 'A', hover: undefined, pointer: [0, 0], aim })!;
    expect(aimed.strokes.filter((x) => x.kind === 'label')).toMatchObject([{ text: '2d', at: [18, 22.5], dy: 24 }]);
    expect(aimed.note).toEqual({ text: 'Swath (right, S to switch): E.', tone: 'info' });
    const hidden = aimSketch(walled(), { mode: 'fire', shooter: 'A', hover: 'E', pointer: [18, 22.5], aim: noAim })!;
    expect(hidden.strokes).toMatchObject([{ kind: 'line', colour: 0xff4d4d }]);
    expect(hidden.note?.text).toMatch(/^Can't fire at E: A has no line of sight to E/);
    expect(aimSketch(s, { mode: 'turn', shooter: 'A', hover: undefined, pointer: [0, 0], aim: noAim })).toBeUndefined();
  });

  it('sight: blocked by the building, the red line stops there and the building is outlined; cover badges beside E', () => {
    const l = look(walled(), 'A', 'E', [18, 22.5], shown)!;
    expect(l.strokes[0]).toMatchObject({ kind: 'line', from: [18, 28.5], colour: 0xff4d4d, width: 3 });
    expect(l.strokes.some((x) => x.kind === 'path' && x.closed && x.colour === 0xff4d4d)).toBe(true);
    expect(l.strokes.filter((x) => x.kind === 'label')).toMatchObject([{ text: 'IN THE OPEN', left: true, dx: 0.75 }]);
    expect(l.note?.text).toMatch(/^A can't see E: blocked by .*\. No cover or concealment from A\.$/);
    const clear = look(open(), 'A', 'E', [18, 22.5], shown)!;
    expect(clear.strokes[0]).toMatchObject({ kind: 'line', colour: 0x3ee86b, alpha: 0.95 });
    expect(look(open(), 'A', 'E', [18, 22.5], { ...shown, los: false, cover: false })).toEqual({ strokes: [] });
  });

  it('under the figures: the night sheet first, ranges round the selected figure, the groups only when shown', () => {
    const s = open();
    const day = underlay(s, 'A', shown, () => 0x123456);
    expect(day.ground.strokes).toEqual([]);
    expect(day.reach.strokes.map((x) => x.kind === 'ring' && x.r)).toContain(6);
    expect(day.groups.strokes.some((x) => x.kind === 'line' && x.colour === 0x123456)).toBe(true);
    expect(underlay(s, 'A', { ...shown, cohesion: false }, () => 0).groups.strokes).toEqual([]);
    const night = underlay({ ...s, conditions: { ...s.conditions, light: 'night' } }, 'A', shown, () => 0);
    expect(night.ground.strokes[0]).toMatchObject({ kind: 'fill', colour: 0x05081a, alpha: 0.5 });
    expect(night.ground.strokes.at(-1)).toMatchObject({ kind: 'ring', at: [18, 28.5], r: 12, dashed: true });
  });

  it("groups: nothing round a figure on its own, and the leader's mark can't be taken for the yellow can-act ring", () => {
    // Play-test 9, 11: with Groups on, every group of one wore a gold ring, read as "may act" in lesson 5.
    const s = open();
    const g = underlay(s, undefined, shown, (i) => [0x1f6fd0, 0xe07a10][i]!).groups.strokes;
    expect(g.filter((x) => 'at' in x && x.at[0] === 18 && x.at[1] === 22.5)).toEqual([]);
    const leader = rings(g, [18, 28.5]);
    expect(leader).toHaveLength(1);
    expect(leader[0]).toMatchObject({ dashed: true, colour: 0x1f6fd0 });
    for (const x of g) if ('colour' in x) expect([0xffd700, 0xfff36a]).not.toContain(x.colour);
  });

  it('Defend: the building to defend is outlined and tagged; once the enemy is after one, only that one', () => {
    // Play-test 8, 12: "the building you defend" was neither marked nor named on the table.
    const s = walled();
    const buildings = s.terrain.filter((t) => t.type === 'building');
    expect(buildings.length).toBeGreaterThan(0);
    const held = buildings[0]!;
    const defend = (extra: object): GameState =>
      ({
        ...s,
        encounter: {
          kind: 'defend',
          buildings: buildings.map((b) => ({ id: b.id, exempt: b.id === held.id })),
          ...extra,
        },
      }) as unknown as GameState;
    const tagged = (st: GameState) => underlay(st, undefined, shown, () => 0).marks.strokes;
    expect(tagged(s).some((x) => x.kind === 'label' && /DEFEND/.test(x.text))).toBe(false);
    const before = tagged(defend({}));
    expect(before.filter((x) => x.kind === 'path' && x.closed)).toMatchObject([{ points: held.polygon }]);
    expect(before.filter((x) => x.kind === 'label').map((x) => x.kind === 'label' && x.text)).toEqual([
      'BUILDING TO DEFEND',
    ]);
    // The enemy's target: that building, whichever the player held (here none is held any more).
    const target = {
      ...defend({ defend: { kind: 'rescueOrRecover', found: true, building: held.id } }),
    } as GameState;
    (target.encounter as unknown as { buildings: { exempt: boolean }[] }).buildings.forEach((b) => (b.exempt = false));
    expect(tagged(target).filter((x) => x.kind === 'path' && x.closed)).toMatchObject([{ points: held.polygon }]);
  });
  it('Defend: neighbouring buildings to defend share one tag over the topmost; one far off has its own', () => {
    // Play-test 17a: the tags of buildings 1" apart printed over each other ("BUILDING TO DEFENDDING TO DEFEND").
    const s = walled();
    const b = s.terrain.find((t) => t.type === 'building')!;
    const at = (id: string, x: number, y: number) => ({
      ...b,
      id,
      polygon: [
        [x, y],
        [x + 3, y],
        [x + 3, y + 2],
        [x, y + 2],
      ] as [number, number][],
    });
    const terrain = [at('p', 4, 10), at('q', 8, 9), at('r', 4, 13), at('far', 25, 10)];
    const st = {
      ...s,
      terrain,
      encounter: { kind: 'defend', buildings: terrain.map((t) => ({ id: t.id, exempt: true })) },
    } as unknown as GameState;
    const strokes = underlay(st, undefined, shown, () => 0).marks.strokes;
    expect(strokes.filter((x) => x.kind === 'path' && x.closed)).toHaveLength(4);
    const tags = strokes.flatMap((x) => (x.kind === 'label' ? [[x.text, x.at[0], x.at[1]]] : []));
    expect(tags).toEqual([
      ['BUILDINGS TO DEFEND', 9.5, 9],
      ['BUILDING TO DEFEND', 26.5, 10],
    ]);
  });
});
