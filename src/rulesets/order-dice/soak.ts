// Random all-computer games for the shared engine soak (`src/sim/soak.ts`) and their invariants: one of three
// fixed tables (open, wooded, walled) with two mixed forces, each game played under its own seed.
import type { SoakPart } from '../../core/ruleset';
import { QUALITY } from './tables';
import { checkScenario } from './scenario';
import { startingState } from './start';
import type { OdEvent, OdState } from './state';

const TABLES = ['open', 'wooded', 'walled'] as const;

const TERRAIN: Record<(typeof TABLES)[number], unknown[]> = {
  open: [],
  wooded: [
    {
      id: 'w1',
      type: 'woods',
      polygon: [
        [8, 12],
        [16, 12],
        [16, 18],
        [8, 18],
      ],
    },
    {
      id: 'w2',
      type: 'woods',
      polygon: [
        [22, 18],
        [30, 18],
        [30, 24],
        [22, 24],
      ],
    },
    {
      id: 's1',
      type: 'scrub',
      polygon: [
        [14, 24],
        [20, 24],
        [20, 28],
        [14, 28],
      ],
    },
  ],
  walled: [
    {
      id: 'wall1',
      type: 'wall',
      line: [
        [4, 12],
        [16, 12],
      ],
    },
    {
      id: 'wall2',
      type: 'wall',
      line: [
        [20, 24],
        [32, 24],
      ],
    },
    {
      id: 'r1',
      type: 'rubble',
      polygon: [
        [16, 16],
        [20, 16],
        [20, 20],
        [16, 20],
      ],
    },
    {
      id: 'h1',
      type: 'building',
      polygon: [
        [26, 8],
        [32, 8],
        [32, 13],
        [26, 13],
      ],
      openings: [{ kind: 'door', at: [29, 13] }],
    },
  ],
};

const line = (id: string, at: [number, number], n: number, weapon: string) =>
  Array.from({ length: n }, (_, i) => ({
    id: `${id}${i + 1}`,
    weapon: i === 1 && n > 3 ? 'lmg' : weapon,
    at: [at[0] + i, at[1]],
  }));

function force(side: string, y: number, control: string, flip: boolean) {
  const u = (id: string, quality: string, x: number, n: number, weapon: string, more: object = {}) => ({
    id: `${side}-${id}`,
    quality,
    figures: line(`${side}-${id}-`, [flip ? 36 - x - n : x, y], n, weapon),
    ...more,
  });
  return {
    id: side,
    control,
    units: [
      u('a', 'regular', 4, 5, 'rifle'),
      u('b', flip ? 'inexperienced' : 'veteran', 14, 4, 'smg'),
      u('c', 'regular', 24, 6, 'assault rifle'),
      {
        ...u('mg', 'regular', 20, 2, 'rifle', { kind: 'team' }),
        figures: line(`${side}-mg-`, [flip ? 14 : 20, y + (flip ? -1 : 1)], 2, 'mmg'),
      },
    ],
  };
}

export function soakScenario(table: (typeof TABLES)[number], seed: string) {
  const r = checkScenario({
    version: 1,
    rules: 'order-dice',
    seed,
    terrain: TERRAIN[table],
    sides: [force('blue', 32, 'ai', false), force('red', 3, 'ai', true)],
  });
  if (!r.ok) throw new Error(`soak scenario: ${r.error.path}: ${r.error.message}`);
  return r.value;
}

export const soak: SoakPart<OdState, OdEvent> = {
  case(i, base) {
    const table = TABLES[i % TABLES.length]!;
    const seed = `${base}-${table}-${i}`;
    return { seed, tags: { table }, state: startingState(soakScenario(table, seed)).state };
  },
  broken(_initial, events, final) {
    for (const [side, n] of Object.entries(final.bag)) if (n < 0) return `${side}'s bag went below zero`;
    for (const u of final.units) {
      if (!u.destroyed && u.pins >= QUALITY[u.quality].morale) return `${u.id} stands with ${u.pins} pins`;
      if (u.destroyed && u.figures.some((f) => f.alive)) return `${u.id} is destroyed with figures standing`;
    }
    if (final.turn > final.maxTurns) return `turn ${final.turn} is past the game's ${final.maxTurns}`;
    for (const e of events)
      if (e.type === 'reaction' && e.passed && e.test && e.test.total > e.test.target && e.test.total !== 2)
        return `${e.unit} passed a test it failed`;
    return undefined;
  },
};
