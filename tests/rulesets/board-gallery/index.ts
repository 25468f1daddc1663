// A tests-only ruleset that exists to stretch the plain table (core/board.ts), not to be a game: six sides,
// every terrain look and shape, forty figures with groups, badges, marks and downed ones, a long row of
// choices (some disabled, saying why), a point target refused in water, a figure target with a preview and the
// faces of a roll typed in. Side "blue" is the person's; "End" ends it with blue the winner. The browser test
// (tests/browser/board.test.ts) draws it and looks at it.
import { z } from 'zod';
import type { BoardPart, BoardPoint, BoardTerrain } from '../../../src/core/board';
import type { Ruleset } from '../../../src/core/ruleset';
import { seededDice, type DiceState } from '../../../src/core/dice/source';
import { err, ok } from '../../../src/core/result';

interface Fig {
  id: string;
  name: string;
  side: number;
  at: [number, number];
  down: boolean;
}
interface State {
  seed: string;
  dice: DiceState;
  turn: number;
  figures: Fig[];
  rolled?: number[];
  ended?: boolean;
}
type Command =
  | { do: 'move'; figure: string; to: [number, number] }
  | { do: 'down'; figure: string }
  | { do: 'faces'; faces: number[] }
  | { do: 'wait'; n: number }
  | { do: 'end' }
  | { do: 'control'; side: string; control: 'human' | 'ai' };
type Event = { type: 'moved' | 'downed' | 'rolled' | 'waited' | 'ended'; text: string };
type Need = { kind: 'command'; side: string } | { kind: 'ended'; reason: string; winner?: string };
interface Scenario {
  rules: 'board-gallery';
  seed: string;
}

const SIDES = ['blue', 'orange', 'green', 'purple', 'sky', 'red'];
const NAMES = ['Ash', 'Bea', 'Cole', 'Dot', 'Eli', 'Fay', 'Gus'];
const WATER: BoardTerrain = {
  id: 'lake',
  label: 'Lake: deep water, nobody goes in',
  look: 'water',
  shape: {
    kind: 'polygon',
    points: [
      [30, 4],
      [40, 3],
      [44, 9],
      [36, 13],
      [29, 9],
    ],
  },
};
const TERRAIN: BoardTerrain[] = [
  WATER,
  { id: 'w', label: 'Woods', look: 'woods', shape: { kind: 'circle', at: [10, 10], r: 5 } },
  { id: 'h', label: 'Hill', look: 'hill', shape: { kind: 'circle', at: [56, 12], r: 7 } },
  { id: 'b', label: 'House', look: 'building', shape: { kind: 'rect', x: 22, y: 26, w: 8, h: 6 } },
  {
    id: 'r',
    label: 'Road',
    look: 'road',
    shape: {
      kind: 'line',
      points: [
        [0, 40],
        [30, 38],
        [72, 42],
      ],
      width: 3,
    },
  },
  {
    id: 'wl',
    label: 'Stone wall',
    look: 'wall',
    shape: {
      kind: 'line',
      points: [
        [40, 20],
        [52, 20],
        [52, 30],
      ],
      width: 0.5,
    },
  },
  {
    id: 'hg',
    label: 'Hedge',
    look: 'hedge',
    shape: {
      kind: 'line',
      points: [
        [4, 30],
        [16, 30],
      ],
      width: 1,
    },
  },
  {
    id: 'f',
    label: 'Fence',
    look: 'fence',
    shape: {
      kind: 'line',
      points: [
        [60, 30],
        [70, 34],
      ],
      width: 0.3,
    },
  },
  { id: 'ro', label: 'Rough ground', look: 'rough', shape: { kind: 'rect', x: 60, y: 2, w: 10, h: 4 } },
  { id: 'ru', label: 'Rubble', look: 'rubble', shape: { kind: 'circle', at: [34, 22], r: 2 } },
  {
    id: 's',
    label: 'Scrub',
    look: 'scrub',
    shape: {
      kind: 'polygon',
      points: [
        [2, 18],
        [8, 16],
        [9, 22],
        [3, 24],
      ],
    },
  },
  { id: 'c', label: 'Crater', look: 'crater', shape: { kind: 'circle', at: [46, 34], r: 1.5 } },
  { id: 'o', label: 'Something else', look: 'other', shape: { kind: 'rect', x: 64, y: 20, w: 4, h: 4 } },
];

function start(seed: string): State {
  const figures: Fig[] = [];
  SIDES.forEach((side, s) => {
    const n = s === 0 ? 7 : 6 + (s % 2);
    for (let k = 0; k < n; k++)
      figures.push({
        id: `${side}-${k}`,
        name: `${NAMES[k % NAMES.length]} ${side}`,
        side: s,
        at: [6 + (s % 3) * 24 + (k % 4) * 3, 16 + Math.floor(s / 3) * 16 + Math.floor(k / 4) * 3],
        down: s > 0 && k === 1,
      });
  });
  return { seed, dice: seededDice(seed), turn: 1, figures };
}

const need = (s: State): Need =>
  s.ended ? { kind: 'ended', reason: 'done', winner: 'blue' } : { kind: 'command', side: 'blue' };
const inWater = (p: BoardPoint): boolean => {
  const pts = WATER.shape.kind === 'polygon' ? WATER.shape.points : [];
  let inside = false;
  for (let i = 0, j = pts.length - 1; i < pts.length; j = i++) {
    const [xi, yi] = pts[i]!;
    const [xj, yj] = pts[j]!;
    if (yi > p[1] !== yj > p[1] && p[0] < ((xj - xi) * (p[1] - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
};

function reduce(state: State, c: Command) {
  const s = structuredClone(state);
  const f = 'figure' in c ? s.figures.find((x) => x.id === c.figure) : undefined;
  let text = '';
  if (c.do === 'move') {
    if (!f) return { ok: false as const, error: 'no such figure' };
    if (inWater(c.to)) return { ok: false as const, error: 'not into the lake' };
    f.at = [c.to[0], c.to[1]];
    text = `${f.name} moves.`;
  } else if (c.do === 'down') {
    if (!f || f.down) return { ok: false as const, error: 'not standing' };
    f.down = true;
    text = `${f.name} goes down.`;
  } else if (c.do === 'faces') {
    s.rolled = c.faces;
    text = `Blue rolled ${c.faces.join(' and ')}.`;
  } else if (c.do === 'wait') text = `Blue waits (${c.n}).`;
  else if (c.do === 'end') {
    s.ended = true;
    text = 'Blue calls it a day and wins.';
  } else return { ok: true as const, state: s, events: [], need: need(s) };
  s.turn += 1;
  return { ok: true as const, state: s, events: [{ type: 'moved' as const, text }], need: need(s) };
}

const board: BoardPart<State, Command, Need> = {
  view: (s) => ({
    width: 72,
    height: 48,
    terrain: TERRAIN,
    figures: s.figures.map((f) => ({
      id: f.id,
      side: SIDES[f.side]!,
      at: f.at,
      facing: f.side * 60,
      label: f.name,
      mark: String(3 + (f.side % 3)),
      down: f.down,
      group: f.down ? undefined : `${f.side}-${f.at[1]}`,
      badges: f.side === 2 && !f.down ? ['pinned', 'hidden'] : [],
      card: [f.name, `Side: ${SIDES[f.side]}`, f.down ? 'Down' : 'Standing'],
    })),
    sides: SIDES.map((id, i) => ({ id, name: `${id[0]!.toUpperCase()}${id.slice(1)} band`, colour: i })),
    title: `Turn ${s.turn} · Blue band acts${s.rolled ? ` · rolled ${s.rolled.join(', ')}` : ''}`,
    panels: [
      { title: 'Cards in hand', lines: ['Advance', 'Take aim', 'Double time', 'Rally', 'Ambush'] },
      { title: 'Objective', lines: ['Hold the house at the middle of the table by turn 6'] },
    ],
    marks: [
      { at: [26, 24], label: 'Objective' },
      { at: [66, 44], label: 'Exit' },
    ],
  }),
  choices: (s, n, selected) => {
    if (n.kind !== 'command') return [];
    const mine = s.figures.find((f) => f.id === selected && f.side === 0);
    const foes = s.figures.filter((f) => f.side !== 0 && !f.down).map((f) => f.id);
    const from = mine?.at;
    return [
      {
        key: 'move',
        label: 'Move',
        enabled: !!mine,
        why: mine ? undefined : 'Select a figure of the blue band first',
        target: mine
          ? {
              kind: 'point',
              prompt: `Click where ${mine.name} goes`,
              command: (at) =>
                inWater(at)
                  ? { ok: false, why: 'Not into the lake' }
                  : { ok: true, command: { do: 'move', figure: mine.id, to: [at[0], at[1]] } },
              preview: (at) => ({
                lines: [{ from: from!, to: at, ok: !inWater(at) }],
                circles: [{ at: from!, radius: 6 }],
              }),
            }
          : undefined,
      },
      {
        key: 'shoot',
        label: 'Knock down',
        enabled: !!mine,
        why: mine ? undefined : 'Select a figure of the blue band first',
        target: mine
          ? {
              kind: 'figure',
              prompt: 'Pick who goes down',
              among: foes,
              command: (figure) => ({ do: 'down', figure }),
              preview: (figure) => {
                const t = s.figures.find((f) => f.id === figure)!;
                return {
                  lines: [{ from: from!, to: t.at, ok: true }],
                  odds: { [figure]: '5 in 6' },
                  note: `${mine.name} at ${t.name}`,
                };
              },
            }
          : undefined,
      },
      {
        key: 'roll',
        label: 'Throw two dice',
        enabled: true,
        target: {
          kind: 'faces',
          prompt: 'Throw two d6 and type the faces',
          ask: { purpose: 'gallery', count: 2, sides: 6, who: [], owner: 'blue', read: 'total' },
          command: (faces) => ({ do: 'faces', faces: [...faces] }),
        },
      },
      ...Array.from({ length: 14 }, (_, i) => ({
        key: `wait-${i}`,
        label: `A rather long order name number ${i + 1}`,
        enabled: i % 3 !== 0,
        why: i % 3 === 0 ? 'Needs a card this band does not hold' : undefined,
        command: { do: 'wait' as const, n: i },
      })),
      { key: 'end', label: 'End the battle', enabled: true, command: { do: 'end' } },
    ];
  },
  selectable: (s, n) => (n.kind === 'command' ? s.figures.filter((f) => f.side === 0 && !f.down).map((f) => f.id) : []),
  newBattle: { knobs: [], values: {}, make: (_v, seed) => ({ version: 1, rules: 'board-gallery', seed }) },
};

export const ruleset: Ruleset<State, Command, Event, Need, Scenario> = {
  name: 'board-gallery',
  title: 'Board gallery (test ruleset)',
  scenario: {
    schema: z.object({ rules: z.literal('board-gallery'), seed: z.string() }),
    check: (d) => {
      const o = d as Record<string, unknown>;
      return typeof o?.seed === 'string'
        ? ok({ rules: 'board-gallery', seed: o.seed })
        : err({ path: 'seed', message: 'expected a string' });
    },
  },
  startingState: (sc) => ({ state: start(sc.seed), events: [] }),
  begin: (s) => ({ ok: true, state: s, events: [], need: need(s) }),
  reduce,
  decisions: [],
  computerCommand: () => ({ do: 'wait', n: 0 }),
  controlOf: (_s, side) => (side === 'blue' ? 'human' : 'ai'),
  commands: () => [],
  seedOf: (sc) => sc.seed,
  turnCap: () => null,
  queries: () => [],
  answer: () => undefined,
  final: (s) => ({ type: 'final', turn: s.turn, figures: {}, winner: s.ended ? 'blue' : null }),
  outcome: (s) => ({ ended: !!s.ended, winner: s.ended ? 'blue' : null, turns: s.turn, lost: {} }),
  show: () => [],
  turnOf: (s) => s.turn,
  wording: { event: (e) => e.text },
  tables: { list: [], text: () => undefined },
  board,
  play: {
    command: (raw) => ok(raw as Command),
    label: (c) => c.do,
    control: (side, control) => ({ do: 'control', side, control }),
    fallback: () => undefined,
    handOver: (s) => s,
    held: () => undefined,
  },
};
