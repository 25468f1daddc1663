// Fog at the plain table: a person's side sees on the table only what the rules of spotting let it know. An
// enemy in the open and in sight is drawn in full; one in sight but in cover, not spotted, is a "?" mark with
// no name; one out of every friend's sight is not drawn at all; once spotted it is drawn in full. The computer
// likewise acts only on enemies its side knows of.
import { describe, expect, it } from 'vitest';
import { actionPoints } from '../../../src/rulesets/action-points';
import { knownEnemies, knownTo } from '../../../src/rulesets/action-points/fog';
import { computerCommand } from '../../../src/rulesets/action-points/ai';
import { begin, reduce } from '../../../src/rulesets/action-points/reduce';
import type { ApEvent, ApState } from '../../../src/rulesets/action-points/types';
import { fig, FOG_WOODS, scenario, start } from './helpers';

const board = actionPoints.board!;
const HOUSE = {
  id: 'h1',
  type: 'building',
  polygon: [
    [24, 8],
    [30, 8],
    [30, 14],
    [24, 14],
  ],
};

function table(control: 'human' | 'ai'): ApState {
  const file = scenario({
    terrain: [FOG_WOODS, HOUSE],
    // Blue first when the sides tie for the phase.
    dice: { initiative: [[1]] },
    blue: [{ id: 'b1', name: 'Hale', at: [18, 30], facing: 270 }],
    red: [
      { id: 'r1', name: 'Karim', at: [18, 10], facing: 90 },
      { id: 'r2', name: 'Yusuf', at: [12, 14.5], facing: 90 },
      { id: 'r3', name: 'Dragan', at: [27, 5], facing: 90 },
    ],
  });
  const { state } = start(file);
  return { ...state, sides: state.sides.map((s) => ({ ...s, control: s.id === 'blue' ? control : 'ai' })) };
}

describe('fog on the plain table', () => {
  it('draws seen enemies in full, unspotted ones in sight as a nameless mark, and leaves out the rest', () => {
    const state = table('human');
    expect(['r1', 'r2', 'r3'].map((id) => knownTo(state, 'blue', fig(state, id)))).toEqual([
      'seen',
      'glimpsed',
      'unknown',
    ]);
    const v = board.view(state);
    expect(v.figures.map((f) => [f.id, f.label, f.mark])).toEqual([
      ['b1', 'Hale', 'A'],
      ['r1', 'Karim', 'A'],
      ['r2', 'not spotted', '?'],
    ]);
    const mark = v.figures.find((f) => f.id === 'r2')!;
    expect(mark.facing).toBeUndefined();
    expect(mark.card!.join(' ')).not.toMatch(/Yusuf|assault rifle|average/);
    // The buttons' reasons do not name the enemy out of sight.
    // With only the one out of sight left, the buttons' reasons do not name it.
    const lone = structuredClone(state);
    for (const id of ['r1', 'r2']) fig(lone, id).out = 'removed';
    const b = begin(lone);
    if (b.need.kind !== 'command') throw new Error('no command asked');
    expect(b.need.figure).toBe('b1');
    const words = board
      .choices(b.state, b.need)
      .map((c) => `${c.why ?? ''} ${c.title ?? ''}`)
      .join(' ');
    // Nothing else in sight: "no enemy in sight", not "no other" (play-test: it was said with one in sight).
    expect(words).toMatch(/no enemy in sight/);
    expect(words).not.toMatch(/no other enemy/);
    expect(words).not.toMatch(/Dragan/);
    // Spotted: drawn in full.
    const spotted = structuredClone(state);
    fig(spotted, 'b1').seen.push('r2');
    expect(board.view(spotted).figures.find((f) => f.id === 'r2')!.label).toBe('Yusuf');
  });

  it('shows everything when only the computer plays, and when the battle is over', () => {
    expect(board.view(table('ai')).figures.map((f) => f.id)).toEqual(['b1', 'r1', 'r2', 'r3']);
    const over = { ...table('human'), ended: { reason: '6 rounds played', winner: null } };
    expect(board.view(over).figures.map((f) => f.id)).toEqual(['b1', 'r1', 'r2', 'r3']);
  });

  it('the computer acts only on enemies its side knows of: with none, it advances across the table', () => {
    const file = scenario({
      control: 'ai',
      terrain: [
        {
          id: 'h2',
          type: 'building',
          polygon: [
            [0, 14],
            [20, 14],
            [20, 20],
            [0, 20],
          ],
        },
      ],
      blue: [{ id: 'b1', at: [6, 4], facing: 90 }],
      red: [{ id: 'r1', at: [8, 32], facing: 270 }],
    });
    const b = begin(start(file).state);
    if (b.need.kind !== 'command') throw new Error('no command asked');
    const me = fig(b.state, b.need.figure);
    expect(knownEnemies(b.state, me)).toEqual([]);
    const cmd = computerCommand(b.state, b.need);
    // Not toward the enemy it cannot know of (straight down the table) but across it, to the far corner.
    expect(cmd.do === 'walk' || cmd.do === 'run').toBe(true);
    const to = 'to' in cmd ? cmd.to : me.at;
    const across: [number, number] = [36 - me.at[0], 36 - me.at[1]];
    const gain = (p: readonly number[]) =>
      Math.hypot(me.at[0] - p[0]!, me.at[1] - p[1]!) - Math.hypot(to[0] - p[0]!, to[1] - p[1]!);
    const enemy = b.state.figures.find((f) => f.side !== me.side)!.at;
    expect(gain(across)).toBeGreaterThan(gain(enemy) + 0.5);
  });

  it("the log does not name or place an enemy the person's side has not seen; the events keep it all", () => {
    const chance = {
      base: { text: 'average 50%', value: 50 },
      mods: [{ key: 'range', text: 'range 20"', value: -10 }],
      raw: 40,
      chance: 40,
    };
    const events: ApEvent[] = [
      { type: 'phase', round: 1, phase: 3, order: ['b1', 'r3', 'r1'] },
      { type: 'act', figure: 'r3', ap: 3 },
      { type: 'move', figure: 'r3', how: 'walk', from: [27, 5], to: [29, 5], inches: 2 },
      { type: 'move', figure: 'r3', how: 'walk', from: [29, 5], to: [31, 5], inches: 2 },
      { type: 'turn', figure: 'r3', facing: 180 },
      {
        type: 'test',
        figure: 'r3',
        test: 'shoot',
        target: 'b1',
        chance,
        roll: 71,
        pass: false,
        critical: false,
        fumble: false,
      },
      {
        type: 'test',
        figure: 'r3',
        test: 'spot',
        target: 'b1',
        chance,
        roll: 12,
        pass: true,
        critical: false,
        fumble: false,
      },
      { type: 'blast', figure: 'r3', at: [18, 28], kill: ['b1'], damage: [] },
      // The marks on one of ours name their cause: unseen there too (play-test 8, 19).
      { type: 'marker', figure: 'b1', markers: 1, why: 'shot at by r3' },
      { type: 'marker', figure: 'b1', markers: 2, why: "caught by r3's hand grenade" },
      { type: 'move', figure: 'r1', how: 'run', from: [18, 10], to: [18, 12], inches: 2 },
    ];
    const logFor = (state: ApState) => {
      const log = actionPoints.view!.log(() => state);
      log.add(events);
      return log.lines();
    };
    const lines = logFor(table('human'));
    const words = lines.map((l) => l.text).join('\n');
    expect(words).not.toMatch(/Dragan|\[29|\[31|range 20/);
    expect(lines.map((l) => l.text)).toEqual([
      "Phases 1-2 pass with nobody acting: no figure still fighting has those combat phases (BODY sets each figure's phases).",
      'Round 1, combat phase 3: Hale, someone unseen, Karim act, in that order.',
      'Movement heard.',
      'Someone unseen shoots at Hale: failure.',
      "Someone unseen's grenade explodes: kill zone Hale, damage zone empty.",
      'Hale gets a morale marker (shot at by someone unseen) and tests morale at the start of the next act.',
      "Hale gets a morale marker (caught by someone unseen's hand grenade) and tests morale at the start of the next act.",
      'Karim runs 2".',
    ]);
    expect(lines.flatMap((l) => l.figures)).not.toContain('r3');
    expect(lines.find((l) => l.text === 'Movement heard.')!.at).toBeUndefined();
    // The events are untouched, and a table the computer plays on both sides is told in full.
    expect(events[2]).toMatchObject({ figure: 'r3', to: [29, 5] });
    const full = logFor(table('ai')).map((l) => l.text);
    expect(full).toContain('Dragan moves 2".');
    expect(full.join(' ')).toMatch(/Dragan shoots at Hale: average 50%, range 20" −10% = 40%/);
    // A glimpse (in sight, not spotted) is not named either; once spotted its doings are told in full.
    const yusuf: ApEvent = { type: 'move', figure: 'r2', how: 'crawl', from: [12, 14.5], to: [12, 15], inches: 0.5 };
    const glimpsed = actionPoints.view!.log(() => table('human'));
    glimpsed.add([yusuf]);
    expect(glimpsed.lines().map((l) => l.text)).toEqual(['Movement heard.']);
    const spotted = table('human');
    fig(spotted, 'b1').seen.push('r2');
    const told = actionPoints.view!.log(() => spotted);
    told.add([yusuf]);
    expect(told.lines().map((l) => l.text)).toEqual(['Yusuf moves 0.5".']);
  });
});

describe('the log reads each step against what the side knew as it began (play-test 15)', () => {
  const shot: ApEvent = {
    type: 'test',
    figure: 'r1',
    test: 'shoot',
    target: 'b1',
    chance: { base: { text: 'average 50%', value: 50 }, mods: [], raw: 50, chance: 50 },
    roll: 12,
    pass: true,
    critical: false,
    fumble: false,
  };

  it('"Karim acts" then "Karim shoots at Hale", not "Someone unseen" once the shot has felled the one who saw him', () => {
    const seen = table('human');
    expect(knownTo(seen, 'blue', fig(seen, 'r1'))).toBe('seen');
    // The shot takes Hale, blue's only eyes: after it, blue sees nobody.
    const after = structuredClone(seen);
    fig(after, 'b1').wound = 'dead';
    expect(knownTo(after, 'blue', fig(after, 'r1'))).not.toBe('seen');
    let now = seen;
    const log = actionPoints.view!.log(() => now);
    log.add([{ type: 'act', figure: 'r1', ap: 3 }]);
    now = after;
    log.add([shot]);
    expect(log.lines().map((l) => l.text.split(':')[0])).toEqual(['Karim acts with 3 AP.', 'Karim shoots at Hale']);
  });

  it('a figure seen as it walks off out of sight is heard, not placed; one never seen stays unseen', () => {
    const seen = table('human');
    const gone = structuredClone(seen);
    fig(gone, 'r1').at = [27, 4];
    expect(knownTo(gone, 'blue', fig(gone, 'r1'))).toBe('unknown');
    let now = seen;
    const log = actionPoints.view!.log(() => now);
    log.add([{ type: 'act', figure: 'r3', ap: 3 }]);
    now = gone;
    log.add([{ type: 'move', figure: 'r1', how: 'walk', from: [18, 10], to: [27, 4], inches: 10.8 }]);
    log.add([{ ...shot, figure: 'r3' }]);
    expect(log.lines().map((l) => l.text.split(':')[0])).toEqual(['Movement heard.', 'Someone unseen shoots at Hale']);
    expect(log.lines()[0]!.at).toBeUndefined();
  });
});

describe('a spot of a glimpsed enemy keeps the fog on both its lines (play-test 37)', () => {
  it('unseen figures side by side in a list are counted, not repeated (play-test 4, 13)', () => {
    const log = actionPoints.view!.log(() => table('human'));
    log.add([
      { type: 'phase', round: 1, phase: 2, order: ['r2', 'r3'] },
      { type: 'phase', round: 1, phase: 3, order: ['r2', 'r3', 'b1', 'r1'] },
      { type: 'blast', figure: 'b1', at: [20, 10], kill: [], damage: ['r2', 'r3', 'r1'] },
    ]);
    expect(log.lines().map((l) => l.text)).toEqual([
      "Phase 1 passes with nobody acting: no figure still fighting has that combat phase (BODY sets each figure's phases).",
      'Round 1, combat phase 2: 2 figures unseen act, in that order.',
      'Round 1, combat phase 3: 2 figures unseen, Hale, Karim act, in that order.',
      "Hale's grenade explodes: kill zone empty, damage zone 2 figures unseen, Karim.",
      'The blast caught 2 figures you cannot see, but hurt none of them.',
    ]);
  });

  it('a blast on unseen figures says how many it caught and hurt, never who or how badly (play-test 4, 14)', () => {
    const dmg = (figure: string, band: 'none' | 'light' | 'critical'): ApEvent => ({
      type: 'damage',
      figure,
      by: 'b1',
      dice: [7],
      plus: 0,
      armour: 0,
      net: 7,
      critical: false,
      band,
    });
    const log = actionPoints.view!.log(() => table('human'));
    log.add([
      { type: 'blast', figure: 'b1', at: [20, 10], kill: ['r2'], damage: ['r3', 'r1'], what: 'RPG' },
      dmg('r2', 'critical'),
      { type: 'wound', figure: 'r2', band: 'critical', worst: 'critical' },
      dmg('r3', 'none'),
      dmg('r1', 'light'),
      { type: 'wound', figure: 'r1', band: 'light', worst: 'light' },
    ]);
    const words = log.lines().map((l) => l.text);
    expect(words).toContain('The blast caught 2 figures you cannot see, and hurt 1 of them.');
    expect(words.join(' ')).not.toMatch(/Yusuf|Dragan|critical/);
    // Told in full when nobody's eyes are the table's.
    const full = actionPoints.view!.log(() => table('ai'));
    full.add([{ type: 'blast', figure: 'b1', at: [20, 10], kill: ['r2'], damage: [], what: 'RPG' }]);
    expect(
      full
        .lines()
        .map((l) => l.text)
        .join(' '),
    ).not.toMatch(/cannot see/);
  });

  it('"Hale: spot someone unseen" above "Hale spot (someone unseen)", never the name a line before', () => {
    const spot = (pass: boolean): ApEvent[] => [
      { type: 'ap', figure: 'b1', action: 'spot r2', cost: 1, left: 2 },
      {
        type: 'test',
        figure: 'b1',
        test: 'spot',
        target: 'r2',
        chance: { base: { text: 'average 50%', value: 50 }, mods: [], raw: 50, chance: 50 },
        roll: pass ? 12 : 82,
        pass,
        critical: false,
        fumble: false,
      },
    ];
    const missed = actionPoints.view!.log(() => table('human'));
    missed.add(spot(false));
    const words = missed.lines().map((l) => l.text);
    expect(words.join('\n')).not.toMatch(/Yusuf/);
    expect(words[0]).toBe('Hale: spot someone unseen for 1 AP, 2 left.');
    expect(missed.lines().flatMap((l) => l.figures)).not.toContain('r2');
    // Spotted (the state after the roll), both lines name him.
    const after = table('human');
    fig(after, 'b1').seen.push('r2');
    const found = actionPoints.view!.log(() => after);
    found.add(spot(true));
    expect(found.lines()[0]!.text).toBe('Hale: spot Yusuf for 1 AP, 2 left.');
  });
});

describe('the panels keep the fog as the log does (play-test 56)', () => {
  it("names no enemy the person's side has not seen: not in the phase order, the side panel or the title", () => {
    const state = table('human');
    // Phase 3: Hale, then Dragan (out of every friend's sight), then Karim (in the open, seen).
    state.clock = { ...state.clock, round: 1, phase: 3, queue: ['b1', 'r3', 'r1'], started: true, ap: 3 };
    const words = (s: ApState) => {
      const v = board.view(s);
      return [v.title, ...v.panels.flatMap((p) => [p.title, ...p.lines])].join('\n');
    };
    const v = board.view(state);
    expect(v.panels.find((p) => p.title.startsWith('Phase 3'))!.lines).toEqual([
      '1. Hale (Blue)',
      '2. someone unseen (Red)',
      '3. Karim (Red)',
    ]);
    const red = v.panels.find((p) => p.title.startsWith('Red'))!.lines;
    // Karim seen; Yusuf (a glimpse) and Dragan are counted, not named.
    expect(red).toEqual(['Karim: acts later this phase', '2 more, not seen yet']);
    expect(words(state)).not.toMatch(/Dragan|Yusuf/);
    // Dragan acting: the title says someone unseen acts, with no name and no AP.
    const his = { ...state, clock: { ...state.clock, queue: ['r3', 'r1'] } };
    expect(board.view(his).title).toBe('Round 1 of 6, phase 3 · someone unseen (Red) acts');
    expect(words(his)).not.toMatch(/Dragan|Yusuf/);
    // Only the computer playing: every name is told.
    const all = table('ai');
    all.clock = state.clock;
    expect(words(all)).toMatch(/2\. Dragan \(Red\)/);
  });

  it('after the end nobody is "acting now", and the acting figure\'s AP is a badge, not a mark', () => {
    const state = table('ai');
    state.clock = { ...state.clock, round: 1, phase: 3, queue: ['b1', 'r1'], started: true, ap: 0 };
    const hale = board.view(state).figures.find((f) => f.id === 'b1')!;
    expect(hale.mark).toBe('0');
    expect(hale.badges![0]).toBe('0 AP left');
    const over = { ...state, ended: { reason: '6 rounds played', winner: null } };
    const v = board.view(over);
    expect(v.panels.flatMap((p) => p.lines).join(' ')).not.toMatch(/acting now/);
    expect(v.figures.find((f) => f.id === 'b1')!.mark).toBe('A');
  });
});

describe('last-seen marks', () => {
  it('an enemy that walks out of sight leaves a nameless mark where it was last seen; the log gives no place', () => {
    // Karim (red, a veteran: he acts first) stands in the open in Hale's sight, then walks behind the house.
    const house = {
      id: 'h1',
      type: 'building',
      polygon: [
        [14, 10],
        [24, 10],
        [24, 20],
        [14, 20],
      ],
    };
    const file = scenario({
      terrain: [house],
      blue: [{ id: 'b1', name: 'Hale', at: [19, 30], facing: 270 }],
      red: [{ id: 'r1', name: 'Karim', rank: 'veteran', at: [12, 22], facing: 270 }],
    });
    (file.sides as { control: string }[])[0]!.control = 'human';
    const b = begin(start(file).state);
    expect(b.need).toMatchObject({ kind: 'command', figure: 'r1' });
    const view0 = actionPoints.board!.view(b.state);
    expect(view0.figures.map((f) => f.id)).toContain('r1');
    expect(view0.marks ?? []).toEqual([]);
    const r = reduce(b.state, { do: 'walk', figure: 'r1', to: [12, 15] });
    if (!r.ok) throw new Error(r.error);
    expect(r.state.lastSeen?.blue?.r1).toEqual([12, 22]);
    const view1 = actionPoints.board!.view(r.state);
    expect(view1.figures.map((f) => f.id)).not.toContain('r1');
    expect(view1.marks).toEqual([{ at: [12, 22], label: 'enemy last seen' }]);
    // (The side panels keep the public roster; the table itself shows no name and no new place.)
    expect(JSON.stringify([view1.figures, view1.marks])).not.toMatch(/Karim|\[12, ?15\]/);
    const log = actionPoints.view!.log(() => r.state);
    log.add(r.events);
    const words = log.lines().map((l) => l.text);
    expect(words).toContain('Movement heard.');
    expect(words.join(' ')).not.toMatch(/Karim|\[12, 15\]/);
  });
});
