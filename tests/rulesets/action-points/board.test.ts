// The action-point game at the plain table (src/rulesets/action-points/board): whole battles played by
// pressing the board's own buttons (people only, people against the computer, with their own dice) end
// with no stuck or refused step; every kind of choice is offered and taken, and its preview's chance is the
// one the rules roll against (with the odds module's words); nothing on screen names a figure, side or
// terrain piece by its id; every knob setting of a new battle makes a file that checks, and one plays
// through the sim.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import seedrandom from 'seedrandom';
import { describe, expect, it } from 'vitest';
import { Session } from '../../../src/app/session';
import { playByChoices } from '../../../src/app/board/playByChoices';
import type { BoardChoice, BoardPoint } from '../../../src/core/board';
import type { KnobValue } from '../../../src/core/rulesetView';
import { run } from '../../../src/sim/run';
import { actionPoints } from '../../../src/rulesets/action-points';
import { begin, reduce } from '../../../src/rulesets/action-points/reduce';
import { meleeChance, shootChance, spotChance, throwChance } from '../../../src/rulesets/action-points/chance';
import { testOdds } from '../../../src/rulesets/action-points/odds';
import {
  FORCES,
  LIGHT,
  MISSIONS,
  PLAYERS,
  TABLES,
  VEHICLE_TYPES,
  MENU_VEHICLES,
} from '../../../src/rulesets/action-points/board/newBattle';
import type { ApNeed, ApState, ApStepCommand } from '../../../src/rulesets/action-points/types';
import { fig, scenario, start } from './helpers';

const board = actionPoints.board!;
const nb = board.newBattle!;

function session(file: Record<string, unknown>): Session<typeof actionPoints> {
  const sc = actionPoints.scenario.check(file);
  if (!sc.ok) throw new Error(`${sc.error.path}: ${sc.error.message}`);
  return new Session(actionPoints, sc.value, file);
}

function battle(seed: string, values: Record<string, KnobValue>, ownDice = false): Record<string, unknown> {
  const file = nb.make({ ...nb.values, ...values }, seed);
  if (ownDice)
    file.enteredDice = (file.sides as { id: string; control: string }[])
      .filter((s) => s.control === 'human')
      .map((s) => s.id);
  return file;
}

describe('whole battles with vehicles by the board’s buttons', () => {
  it('people on both sides, each with a vehicle, play to the end; the buttons drive and get out', () => {
    const keys = new Set<string>();
    for (const [i, pair] of [
      ['Humvee', 'Technical'],
      ['Snatch Landrover', 'M1117'],
      ['Technical', 'Viking'],
    ].entries()) {
      const seed = `board-vehicle-${i}`;
      const s = session(
        battle(seed, { player1: 'person', player2: 'person', size: 3, vehicle1: pair[0]!, vehicle2: pair[1]! }),
      );
      const r = seedrandom(seed);
      const res = playByChoices(s, () => r(), 20000);
      expect(res.stuck).toBeUndefined();
      expect(res.steps.filter((x) => x.refused)).toEqual([]);
      expect(res.over).toBe(true);
      for (const x of res.steps) keys.add(x.key);
    }
    expect([...keys]).toEqual(expect.arrayContaining(['drive', 'dismount']));
  }, 240_000);
});

describe('whole battles by the board’s buttons', () => {
  const cases = Array.from({ length: 12 }, (_, i) => ({
    seed: `board-${i}`,
    values: {
      player1: 'person',
      player2: i % 3 === 0 ? 'person' : 'computer',
      size: 2 + (i % 3),
      force1: FORCES[i % 3]!,
      force2: FORCES[(i + 1) % 3]!,
      mission: MISSIONS[i % 2]!,
      light: LIGHT[i % 3]!,
      table: TABLES[i % 5]!,
    },
    own: i % 4 === 1,
  }));
  it.each(cases)(
    '$seed ($values.player1 against $values.player2, own dice $own) plays to its end',
    ({ seed, values, own }) => {
      const s = session(battle(seed, values, own));
      const r = seedrandom(seed);
      const res = playByChoices(s, () => r(), 20000);
      expect(res.stuck).toBeUndefined();
      expect(res.steps.filter((x) => x.refused)).toEqual([]);
      expect(res.over).toBe(true);
      expect(s.need.kind).toBe('ended');
      if (own) expect(res.steps.some((x) => x.key === 'dice')).toBe(true);
    },
    240_000,
  );
});

/** A state in the middle of an act, as the table would hold it. */
function acting(file: Record<string, unknown>, edit?: (s: ApState) => void): { state: ApState; need: ApNeed } {
  const { state } = start(file);
  if (edit) edit(state);
  const b = begin(state);
  return { state: b.state, need: b.need };
}

function choice(state: ApState, need: ApNeed, key: string): BoardChoice<ApStepCommand> {
  const c = board.choices(state, need).find((x) => x.key === key);
  if (!c)
    throw new Error(
      `no choice ${key}: ${board
        .choices(state, need)
        .map((x) => x.key)
        .join(', ')}`,
    );
  if (!c.enabled) throw new Error(`choice ${key} is disabled: ${c.why}`);
  return c;
}

/** Takes a choice (with this target) through the reducer: the command must be taken. */
function take(state: ApState, need: ApNeed, key: string, target?: string | BoardPoint): ApStepCommand {
  const c = choice(state, need, key);
  let cmd: ApStepCommand;
  if (c.command) cmd = c.command;
  else if (c.target?.kind === 'figure') cmd = c.target.command(target as string);
  else if (c.target?.kind === 'point') {
    const res = c.target.command(target as BoardPoint);
    if (!res.ok) throw new Error(`${key}: ${res.why}`);
    cmd = res.command;
  } else throw new Error(`choice ${key} has nothing to give`);
  const r = reduce(state, cmd);
  if (!r.ok) throw new Error(`${key} refused: ${r.error}`);
  return cmd;
}

const OPEN = { version: 1, rules: 'action-points', seed: 'kinds' };

describe('every kind of choice', () => {
  const file = scenario({
    ...OPEN,
    options: { snapFire: true, manoeuvres: true, firstAid: true },
    terrain: [
      {
        id: 'wd9',
        type: 'woods',
        polygon: [
          [20, 4],
          [28, 4],
          [28, 10],
          [20, 10],
        ],
      },
    ],
    blue: [{ id: 'q1', rank: 'elite', at: [12, 30], facing: 270, grenades: 2, smoke: 1 }],
    red: [
      { id: 'q7', rank: 'average', at: [12, 12], facing: 90, stance: 'kneeling' },
      { id: 'q8', rank: 'novice', at: [21, 9], facing: 90, hidden: true },
    ],
  });

  it("each token's letter is said on its hover card (play-test 38: the letters were explained nowhere)", () => {
    const { state } = acting(file);
    const v = board.view(state);
    const lettered = v.figures.filter((x) => x.mark && /^[A-Z]$/.test(x.mark));
    expect(lettered.length).toBeGreaterThan(0);
    for (const f of lettered) expect(f.card?.[0]).toContain(`(${f.mark} on the token`);
  });

  it('moves, turns, stances and the end of the act, each taken by the rules', () => {
    const { state, need } = acting(file);
    expect(need.kind).toBe('command');
    expect(board.selectable(state, need)).toEqual(['q1']);
    take(state, need, 'walk', [12, 20]);
    take(state, need, 'run', [30, 34]);
    take(state, need, 'dive', [13, 30]);
    take(state, need, 'turn', [12, 35]);
    take(state, need, 'kneel');
    take(state, need, 'prone');
    take(state, need, 'endAct');
    // A far click walks as far as the AP reach that way: 3 AP, 9".
    const far = choice(state, need, 'walk').target!;
    const res = far.kind === 'point' ? far.command([12, 2]) : undefined;
    expect(res).toEqual({ ok: true, command: { do: 'walk', figure: 'q1', to: [12, 21] } });
    const prone = acting(file, (s) => {
      fig(s, 'q1').stance = 'prone';
      fig(s, 'q1').motion = 'crawl';
    });
    take(prone.state, prone.need, 'crawl', [12, 28]);
    take(prone.state, prone.need, 'stand');
    take(prone.state, prone.need, 'stop');
    expect(choice(prone.state, prone.need, 'crawl').target?.kind).toBe('point');
    const walk = board.choices(prone.state, prone.need).find((c) => c.key === 'walk')!;
    expect(walk.enabled).toBe(false);
    expect(walk.why).toMatch(/stand up/);
  });

  it('spot and shoot: previews give the chance rolled, with the odds module’s words', () => {
    const { state, need } = acting(file);
    const a = fig(state, 'q1');
    for (const aim of [0, 1, 2]) {
      const key = aim ? `spot-aim${aim}` : 'spot';
      const c = choice(state, need, key);
      expect(c.target?.kind === 'figure' && c.target.among).toEqual(['q8']);
      const chance = spotChance(state, a, fig(state, 'q8'), aim).chance;
      const p = c.target?.kind === 'figure' ? c.target.preview!('q8')! : undefined;
      expect(p?.odds?.q8).toBe(`${chance}% to spot`);
      expect(p?.note).toContain(`${Math.round(testOdds(chance).pass * 100)}% to spot`);
      take(state, need, key, 'q8');
    }
    for (const aim of [0, 1, 2]) {
      const key = aim ? `shoot-aim${aim}` : 'shoot';
      const c = choice(state, need, key);
      // The hidden one in the woods is not spotted: only the kneeling one in the open may be shot.
      expect(c.target?.kind === 'figure' && c.target.among).toEqual(['q7']);
      const chance = shootChance(state, a, fig(state, 'q7'), aim).chance;
      const p = c.target?.kind === 'figure' ? c.target.preview!('q7')! : undefined;
      expect(p?.odds?.q7).toBe(`${chance}% to hit`);
      expect(p?.note).toContain(`${Math.round(testOdds(chance).pass * 100)}% to hit`);
      expect(p?.note).toMatch(/target kneeling/);
      const cmd = take(state, need, key, 'q7');
      // The chance the rules roll against is the preview's.
      const r = reduce(state, cmd);
      const t = r.ok ? r.events.find((e) => e.type === 'test' && e.test === 'shoot') : undefined;
      expect(t && t.type === 'test' && t.chance.chance).toBe(chance);
    }
    const snap = choice(state, need, 'snap');
    expect(snap.target?.kind === 'figure' && snap.target.among).toEqual(['q8']);
    take(state, need, 'snap', 'q8');
  });

  it('grenades and smoke at a point, with the throw’s chance; a point beyond range falls short', () => {
    const { state, need } = acting(file);
    const c = choice(state, need, 'throw');
    const t = c.target!;
    if (t.kind !== 'point') throw new Error('not a point');
    const p = t.preview!([12, 14])!;
    const chance = throwChance(state, fig(state, 'q1'), [12, 14]).chance;
    expect(p.note).toContain(`= ${chance}%`);
    expect(p.note).toContain('In the blast: ');
    take(state, need, 'throw', [12, 14]);
    take(state, need, 'smoke', [14, 20]);
    const short = t.command([12, 1]);
    expect(short).toEqual({ ok: true, command: { do: 'throw', figure: 'q1', at: [12, 10] } });
  });

  it('hand to hand and its manoeuvres, first aid, clearing a jam, setting up', () => {
    const close = scenario({
      ...OPEN,
      options: { manoeuvres: true, firstAid: true },
      blue: [
        { id: 'q1', rank: 'veteran', at: [12, 20], facing: 270 },
        { id: 'q2', rank: 'average', at: [13, 20], facing: 270 },
        { id: 'q3', rank: 'novice', weapon: 'gpmg', at: [20, 30], facing: 270, setUp: false },
      ],
      red: [{ id: 'q7', rank: 'average', at: [12, 19], facing: 90 }],
    });
    const { state, need } = acting(close, (s) => {
      fig(s, 'q1').jammed = true;
    });
    expect(need.kind === 'command' && need.figure).toBe('q1');
    const chance = meleeChance(state, fig(state, 'q1'), fig(state, 'q7')).chance;
    const at = choice(state, need, 'attack');
    const p = at.target?.kind === 'figure' ? at.target.preview!('q7') : undefined;
    expect(p?.odds?.q7).toBe(`${chance}% to hit`);
    take(state, need, 'attack', 'q7');
    for (const m of ['feint', 'charge', 'circle', 'breakaway', 'trip', 'allOut'])
      take(state, need, `attack-${m}`, 'q7');
    take(state, need, 'clear');
    const moves = board.choices(state, need).find((c) => c.key === 'walk')!;
    expect(moves.enabled).toBe(false);
    // First aid: a friend with a medium wound in contact, at the start of the act.
    const aid = acting(close, (s) => {
      fig(s, 'q7').at = [30, 2];
      fig(s, 'q2').wound = 'medium';
    });
    take(aid.state, aid.need, 'firstAid', 'q2');
    // The heavy gunner not set up: its act goes to setting up.
    let s = aid.state;
    let n: ApNeed = aid.need;
    while (n.kind === 'command' && n.figure !== 'q3') {
      const r = reduce(s, { do: 'endAct', figure: n.figure });
      if (!r.ok) throw new Error(r.error);
      s = r.state;
      n = r.need;
    }
    take(s, n, 'setUp');
  });

  it('a roll a person throws: the faces of two d10s, tens first', () => {
    const own: Record<string, unknown> = { ...file, enteredDice: ['blue'] };
    (own.sides as { control: string }[])[0]!.control = 'human';
    (own.sides as { control: string }[])[1]!.control = 'ai';
    const s = session(own);
    const need = s.need;
    expect(need.kind).toBe('command');
    const cmd = take(s.state, need, 'shoot', 'q7');
    expect(s.apply(cmd).ok).toBe(true);
    expect(s.need.kind).toBe('dice');
    const d = choice(s.state, s.need, 'dice');
    expect(d.target?.kind === 'faces' && [d.target.ask.count, d.target.ask.sides]).toEqual([2, 10]);
    expect(board.view(s.state).title).toMatch(/Blue throws dice: shoot/);
    // 0 and 3 read as 03: a hit (and a critical) whatever the chance.
    const faces = d.target?.kind === 'faces' ? d.target.command([10, 3]) : undefined;
    const res = s.apply(faces!);
    expect(res.ok).toBe(true);
    const test = res.ok ? res.events.find((e) => e.type === 'test') : undefined;
    expect(test && test.type === 'test' && [test.roll, test.pass]).toEqual([3, true]);
  });
});

describe('a building on the board', () => {
  // Play-test 15a: "in through 1 door(s) free or 3 window(s) for 3 AP".
  it('counts its doors and windows in words that agree', () => {
    const label = (openings: { kind: 'door' | 'window'; at: [number, number] }[]) => {
      const file = scenario({
        terrain: [
          {
            id: 'h1',
            type: 'building',
            polygon: [
              [2, 16],
              [12, 16],
              [12, 20],
              [2, 20],
            ],
            openings,
          },
        ],
        blue: [{ id: 'b1', name: 'Hale', at: [6, 30], facing: 270 }],
        red: [{ id: 'r1', name: 'Karim', at: [6, 8], facing: 90 }],
      });
      return board.view(start(file).state).terrain.find((t) => t.look === 'building')!.label;
    };
    const door = { kind: 'door' as const, at: [7, 20] as [number, number] };
    const window = (x: number) => ({ kind: 'window' as const, at: [x, 16] as [number, number] });
    expect(label([door, window(4), window(6), window(8)])).toBe(
      'building: hard cover, blocks sight; in through 1 door free or 3 windows for 3 AP',
    );
    expect(label([window(4)])).toBe('building: hard cover, blocks sight; in through 1 window for 3 AP');
    expect(label([door, { ...door, at: [9, 20] }])).toBe('building: hard cover, blocks sight; in through 2 doors free');
  });
});

/** Every word the board shows (view and choices, with previews of each target) over a battle. */
function shown(state: ApState, need: ApNeed): string[] {
  const v = board.view(state);
  const out = [
    v.title,
    ...v.panels.flatMap((p) => [p.title, ...p.lines]),
    ...v.figures.flatMap((f) => [f.label, f.mark ?? '', ...(f.badges ?? []), ...(f.card ?? [])]),
    ...v.sides.map((s) => s.name),
    ...v.terrain.map((t) => t.label),
  ];
  for (const c of board.choices(state, need)) {
    out.push(c.label, c.why ?? '', c.title ?? '');
    const t = c.target;
    if (t?.kind === 'figure') for (const id of t.among) out.push(t.prompt, t.preview?.(id)?.note ?? '');
    if (t?.kind === 'point') {
      const p = t.preview?.([v.width / 2, 1]);
      const r = t.command([v.width / 2, 1]);
      out.push(t.prompt, p?.note ?? '', r.ok ? '' : r.why);
    }
    if (t?.kind === 'faces') out.push(t.prompt);
  }
  return out;
}

describe('names on screen, never ids', () => {
  it('over whole battles, nothing shown names a figure, side or terrain piece by its id', () => {
    for (const [i, own] of [
      [0, false],
      [1, true],
    ] as const) {
      const file = battle(`names-${i}`, { player1: 'person', player2: 'computer', size: 6, mission: 'first aid' }, own);
      // Ids no word would contain, so any that leaks is found.
      const text = JSON.stringify(file).replace(
        /"id":"([ab])(\d*)"/g,
        (_m, s: string, n: string) => `"id":"zq${s}${n}x"`,
      );
      const renamed = JSON.parse(text.replace(/"enteredDice":\["a"\]/, '"enteredDice":["zqax"]')) as Record<
        string,
        unknown
      >;
      const s = session(renamed);
      const ids = [
        ...s.state.figures.map((f) => f.id),
        ...s.state.sides.map((x) => x.id),
        ...s.state.terrain.map((p) => p.id),
      ];
      const r = seedrandom(`names-${i}`);
      let looked = 0;
      for (let k = 0; k < 400 && !s.over; k++) {
        if (k % 5 === 0) {
          for (const line of shown(s.state, s.need)) {
            for (const id of ids) expect(line, line).not.toMatch(new RegExp(`\\b${id}\\b`));
            // Counts agree with their nouns: "1 door", "3 windows", never "door(s)" (play-test 15a).
            expect(line, line).not.toMatch(/\w\(s\)/);
          }
          looked++;
        }
        const res = playByChoices(s, () => r(), 1);
        expect(res.stuck).toBeUndefined();
      }
      expect(looked).toBeGreaterThan(10);
      // The log and the after-battle page too.
      const log = actionPoints.view!.log(() => s.state);
      log.add(s.events());
      const page = actionPoints.view!.afterBattle!(s.state, s.need);
      const words = [
        ...log.lines().map((l) => l.text),
        ...log.groups.map((g) => g.title),
        page?.title ?? '',
        ...(page?.sides.flatMap((x) => x.rows.flat()) ?? []),
      ];
      for (const line of words) for (const id of ids) expect(line, line).not.toMatch(new RegExp(`\\b${id}\\b`));
    }
  }, 240_000);

  it('a file without names gets names from what each figure carries', () => {
    const { state } = start(
      scenario({
        ...OPEN,
        blue: [
          { id: 'k1', weapon: 'sniper rifle', at: [5, 30] },
          { id: 'k2', at: [8, 30] },
          { id: 'k3', at: [11, 30] },
        ],
        red: [{ id: 'k9', weapon: 'lmg', at: [5, 3] }],
      }),
    );
    const v = board.view(state);
    expect(v.figures.map((f) => f.label)).toEqual(['Sniper', 'Rifleman 1', 'Rifleman 2', 'Gunner']);
    expect(v.sides.map((s) => s.name)).toEqual(['Blue', 'Red']);
  });

  it('names are unique in the battle: made-up ones across both sides, a name given twice, a made-up one a file name would repeat', () => {
    const { state } = start(
      scenario({
        ...OPEN,
        blue: [
          { id: 'k1', at: [5, 30] },
          { id: 'k2', name: 'Hale', at: [8, 30] },
          { id: 'k3', weapon: 'lmg', at: [11, 30] },
        ],
        red: [
          { id: 'k7', at: [5, 3] },
          { id: 'k8', name: 'Hale', at: [8, 3] },
          { id: 'k9', name: 'Gunner', at: [11, 3] },
        ],
      }),
    );
    const labels = board.view(state).figures.map((f) => f.label);
    expect(labels).toEqual(['Rifleman 1', 'Hale', 'Gunner 1', 'Rifleman 2', 'Hale 2', 'Gunner']);
    expect(new Set(labels).size).toBe(labels.length);
  });
});

describe('new battles from the menu', () => {
  it('every knob setting makes a file that checks and starts, its figures apart and on open ground', () => {
    let n = 0;
    for (const force1 of FORCES)
      for (const force2 of FORCES)
        for (const player1 of PLAYERS)
          for (const player2 of PLAYERS)
            for (const mission of MISSIONS)
              for (const table of TABLES)
                for (const light of LIGHT) {
                  const size = 2 + (n % 7);
                  const values = { force1, force2, player1, player2, mission, table, light, size };
                  const file = nb.make(values, `knobs-${n++}`);
                  const sc = actionPoints.scenario.check(file);
                  if (!sc.ok) throw new Error(`${JSON.stringify(values)}: ${sc.error.path}: ${sc.error.message}`);
                  const { state } = actionPoints.startingState(sc.value);
                  expect(state.sides.map((s) => s.control)).toEqual([
                    player1 === 'person' ? 'human' : 'ai',
                    player2 === 'person' ? 'human' : 'ai',
                  ]);
                  expect(state.figures.filter((f) => f.side === 'a')).toHaveLength(size);
                  expect(state.figures.filter((f) => f.side === 'b')).toHaveLength(size);
                  expect(state.options.firstAid).toBe(mission.includes('first aid'));
                  expect(state.options.evacuate).toBe(mission.includes('evacuation'));
                  expect(state.light).toBe(light);
                  for (const f of state.figures)
                    for (const o of state.figures)
                      if (o !== f) expect(Math.hypot(f.at[0] - o.at[0], f.at[1] - o.at[1])).toBeGreaterThanOrEqual(2);
                }
    expect(n).toBe(3 * 3 * 2 * 2 * MISSIONS.length * 5 * 3);
  }, 240_000);

  it('a fair table (the default) is the same ground from both edges: every piece has its turned copy, every spot its turned twin', () => {
    const turn = (v: readonly number[]) => [Math.round((36 - v[0]!) * 100) / 100, Math.round((36 - v[1]!) * 100) / 100];
    const key = (pts: readonly (readonly number[])[]) =>
      pts
        .map((v) => v.join(','))
        .sort()
        .join(' ');
    for (const table of TABLES)
      for (const seed of ['fair-1', 'fair-2', 'fair-3']) {
        const file = nb.make({ ...nb.values, table, size: 8 }, `${seed}-${table}`);
        const pieces = file.terrain as { type: string; polygon?: number[][]; line?: number[][] }[];
        const shapes = new Set(pieces.map((p) => `${p.type} ${key(p.polygon ?? p.line ?? [])}`));
        for (const p of pieces)
          expect(shapes.has(`${p.type} ${key((p.polygon ?? p.line ?? []).map(turn))}`)).toBe(true);
        const [a, b] = file.sides as { figures: { at: number[]; facing: number }[] }[];
        expect(b!.figures.map((f) => f.at)).toEqual(a!.figures.map((f) => turn(f.at)));
        expect(b!.figures.map((f) => f.facing)).toEqual(a!.figures.map((f) => (f.facing + 180) % 360));
      }
    // As generated, the two halves differ.
    const raw = nb.make({ ...nb.values, table: 'urban', halves: 'as generated' }, 'fair-1-urban');
    expect(JSON.stringify(raw.terrain)).not.toEqual(
      JSON.stringify(nb.make({ ...nb.values, table: 'urban' }, 'fair-1-urban').terrain),
    );
  });

  it('bad knob values fall back to the defaults', () => {
    const file = nb.make({ force1: 'pirates', size: 99, player2: 7 }, 'bad-knobs');
    expect(actionPoints.scenario.check(file).ok).toBe(true);
    const sides = file.sides as { name: string; control: string; figures: unknown[] }[];
    expect(sides.map((s) => [s.name, s.control, s.figures.length])).toEqual([
      ['Regulars', 'human', 8],
      ['Militia', 'ai', 8],
    ]);
  });

  it('a new battle played by the computer on both sides runs through `sim play` to its end', () => {
    const file = nb.make({ ...nb.values, player1: 'computer', player2: 'computer', size: 3 }, 'sim-run');
    const dir = mkdtempSync(join(tmpdir(), 'ap-board-'));
    const path = join(dir, 'battle.json');
    writeFileSync(path, JSON.stringify(file));
    const out: string[] = [],
      err: string[] = [];
    const code = run(['play', path], { out: (l) => out.push(l), err: (l) => err.push(l) });
    expect(err).toEqual([]);
    expect(code).toBe(0);
    const last = JSON.parse(
      out
        .flatMap((l) => l.split('\n'))
        .filter((l) => l.startsWith('{'))
        .at(-1)!,
    );
    expect(last.type).toBe('final');
    expect(last.unfinished).toBeUndefined();
    expect(Object.keys(last.figures)).toHaveLength(6);
  }, 120_000);
});

describe('a vehicle from the menu', () => {
  it('every vehicle knob setting writes a vehicle that checks, crewed by its own side, apart from the figures', () => {
    for (const [i, type] of VEHICLE_TYPES.entries()) {
      const values = {
        ...nb.values,
        vehicle1: type,
        vehicle2: VEHICLE_TYPES[(i + 3) % VEHICLE_TYPES.length]!,
        size: 2 + (i % 7),
      };
      const file = nb.make(values, `vehicle-${i}`);
      const sc = actionPoints.scenario.check(file);
      if (!sc.ok) throw new Error(`${type}: ${sc.error.path}: ${sc.error.message}`);
      const { state } = actionPoints.startingState(sc.value);
      const want = [values.vehicle1, values.vehicle2].filter((t) => t !== 'none').map((t) => MENU_VEHICLES[t]!.type);
      expect((state.vehicles ?? []).map((v) => v.type)).toEqual(want);
      for (const v of state.vehicles ?? []) {
        expect(v.crew.every((id) => state.figures.find((f) => f.id === id)?.side === v.side)).toBe(true);
        // The crew ride inside, at the vehicle's place; everyone else stands at least 2" off.
        for (const f of state.figures)
          if (v.crew.includes(f.id)) expect([f.inside, f.at]).toEqual([v.id, v.at]);
          else expect(Math.hypot(f.at[0] - v.at[0], f.at[1] - v.at[1])).toBeGreaterThanOrEqual(2);
      }
    }
    // None (the default) writes no vehicles, and the figures stand where they did.
    expect(nb.make(nb.values, 'vehicle-none').vehicles).toBeUndefined();
    const plain = nb.make(nb.values, 'vehicle-same');
    const withOne = nb.make({ ...nb.values, vehicle2: 'Humvee' }, 'vehicle-same');
    expect(withOne.sides).toEqual(plain.sides);
    expect(nb.make({ ...nb.values, vehicle1: 'a tank of my own' }, 'vehicle-bad').vehicles).toBeUndefined();
  });

  it('a battle with a Humvee and a Technical, both computers, runs through `sim play` to its end', () => {
    const file = nb.make(
      { ...nb.values, player1: 'computer', player2: 'computer', size: 3, vehicle1: 'Humvee', vehicle2: 'Technical' },
      'sim-vehicle',
    );
    const dir = mkdtempSync(join(tmpdir(), 'ap-board-'));
    const path = join(dir, 'battle.json');
    writeFileSync(path, JSON.stringify(file));
    const out: string[] = [],
      err: string[] = [];
    const code = run(['play', path], { out: (l) => out.push(l), err: (l) => err.push(l) });
    expect(err).toEqual([]);
    expect(code).toBe(0);
    const last = JSON.parse(
      out
        .flatMap((l) => l.split('\n'))
        .filter((l) => l.startsWith('{'))
        .at(-1)!,
    );
    expect(last.type).toBe('final');
    expect(last.unfinished).toBeUndefined();
    // The computer shot at the Technical (armour 0, which every gun reaches) in this game.
    expect(out.some((l) => l.includes('"vehicleHit"') && l.includes('"bv"'))).toBe(true);
  }, 120_000);
});
