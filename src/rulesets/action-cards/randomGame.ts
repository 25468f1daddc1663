// Seeded all-computer games for the soak test and `npm run bench`: two to six factions at spread-out starting
// spots on a generated table, as a scenario file, and small builders of such files (the tests use them too).
import { checkScenario } from './scenario';
import { startingState } from './start';
import type { AcState } from './state';

type Fig = { id: string; at: [number, number]; weapon?: string; dice?: number };
export type Grp = { id: string; figures: Fig[]; vehicle?: string };
export type SideSpec = { id: string; control?: string; faction: string; groups: Grp[]; [k: string]: unknown };

/** A row of figures for a group: ids `${id}1`..., 1.1 inch apart from `at`. */
export function row(id: string, n: number, at: [number, number], weapons: string[] = []): Grp {
  return {
    id,
    figures: Array.from({ length: n }, (_, i) => {
      const f: Fig = { id: `${id}${i + 1}`, at: [at[0] + i * 1.1, at[1]] };
      if (weapons[i]) f.weapon = weapons[i];
      return f;
    }),
  };
}

/** A scenario file of these sides (each scripted unless it says otherwise). */
export function file(sides: SideSpec[], extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    version: 1,
    rules: 'action-cards',
    seed: 'test',
    sides: sides.map((s) => ({ control: 'script', ...s })),
    ...extra,
  };
}

/** The starting state of a file, which must be valid (a bad file is a mistake in the caller: it throws). */
export function start(f: Record<string, unknown>): AcState {
  const sc = checkScenario(f);
  if (!sc.ok) throw new Error(`${sc.error.path}: ${sc.error.message}`);
  return startingState(sc.value).state;
}

const FACTIONS = ['soldiers', 'aliens', 'burrowers', 'police', 'swarm'] as const;

/** A whole all-computer game for a seed: 2 to 6 factions at spread-out starting spots on a generated table. */
export function randomFile(seed: number): Record<string, unknown> {
  const n = 2 + (seed % 5);
  const spots: [number, number][] = [
    [4, 4],
    [28, 31],
    [28, 4],
    [4, 31],
    [16, 2],
    [16, 33],
  ];
  const sides: SideSpec[] = [];
  for (let i = 0; i < n; i++) {
    const faction = FACTIONS[(seed * 7 + i * 3) % FACTIONS.length]!;
    const size = faction === 'aliens' ? 3 : faction === 'swarm' ? 6 : 4;
    const groups = 2;
    const [x, y] = spots[i]!;
    const gs: Grp[] = [];
    for (let k = 0; k < groups; k++)
      gs.push(
        row(
          `s${i}g${k}-`,
          size,
          [x, y + k * 1.5],
          faction === 'soldiers' ? ['rifle', 'rifle', 'support', 'rocket'] : [],
        ),
      );
    sides.push({ id: `side${i}`, control: 'ai', faction, groups: gs });
  }
  const kinds = ['clear', 'urban', 'wooded', 'random'];
  return file(sides, { seed: `game-${seed}`, generate: { terrain: kinds[seed % kinds.length] } });
}
