// The scenario for a new battle in each way of playing. Solo is the menu's battle as it was. Head to head is
// a skirmish with both sides played from the screen. Same side gives each player a group of their own led
// by their own Star, set apart along the player's edge, against the solo rules (or the skirmish's computer
// enemy). The players are written into the file's `players` field.
import { buildBattleScenario, PLAYER_SIDE, ENEMY_SIDE, type BattleOptions } from '../newBattle';
import { PLAYER_NAMES } from '../forces';
import { cleanNames, MAX_SAME_SIDE, type PlayMode, type Player, type Players } from './players';
import type { Vec } from '../../geometry/shapes';
import { startSpotClear, type StartPiece } from '../../scenario/placement';

export interface PlayChoice {
  mode: PlayMode;
  /** Players' names as typed: two for head to head (the first takes the bottom edge), two to four for same side. */
  names: string[];
}

type Side = { id: string; control: string; figures: { id: string; rep: number; star: boolean; at: Vec }[] };

/** Where the players' side may start: sections 7-9 (y from 24), kept 1.5" back from its own edge, as the solo set-up asks. */
const ZONE = { top: 24, bottom: 34.5, left: 0.6, right: 35.4 } as const;
/** Figures' centres stay this far apart, a base and a little over. */
const APART = 1.2;

/** Steps round a wanted spot, a quarter inch apart out to 10", nearest first (then by row, then column). */
const STEPS: readonly Vec[] = (() => {
  const out: { d: number; v: Vec }[] = [];
  for (let j = -40; j <= 40; j++)
    for (let i = -40; i <= 40; i++) if (Math.hypot(i, j) <= 40) out.push({ d: Math.hypot(i, j), v: [i / 4, j / 4] });
  out.sort((a, b) => a.d - b.d || a.v[1] - b.v[1] || a.v[0] - b.v[0]);
  return out.map((o) => o.v);
})();

/**
 * The spot nearest `want` where a figure's whole base is clear of buildings, water, impassable ground and
 * wall and fence lines (scenario/placement.ts), inside the zone and clear of `taken`. Before, a group's two
 * files ignored the table, and some figures started on a building's outline (issue 19: 28 of 300 shared
 * campaign encounters were refused by the file check for it).
 */
function nearestClear(want: Vec, terrain: readonly StartPiece[], taken: readonly Vec[]): Vec {
  for (const [dx, dy] of STEPS) {
    const p: Vec = [Math.round((want[0] + dx) * 100) / 100, Math.round((want[1] + dy) * 100) / 100];
    if (p[0] < ZONE.left || p[0] > ZONE.right || p[1] < ZONE.top || p[1] > ZONE.bottom) continue;
    if (startSpotClear(terrain, p) && taken.every((q) => Math.hypot(q[0] - p[0], q[1] - p[1]) >= APART)) return p;
  }
  return want;
}

/** Each same-side group stands in two files near the bottom edge, its own stretch of the table, on clear ground. */
function spotsFor(group: number, groups: number, n: number, terrain: readonly StartPiece[], taken: Vec[]): Vec[] {
  const cx = (36 * (group + 0.5)) / groups;
  return Array.from({ length: n }, (_, i): Vec => {
    const x = cx - 0.75 + (i % 2) * 1.5;
    const spot = nearestClear([Math.round(x * 100) / 100, 32 - Math.floor(i / 2) * 1.5], terrain, taken);
    taken.push(spot);
    return spot;
  });
}

/** The scenario for the menu's choices; `play` absent or solo gives the solo battle unchanged. */
export function buildScenarioFor(opts: BattleOptions, play?: PlayChoice): Record<string, unknown> {
  if (!play || play.mode === 'solo') return buildBattleScenario(opts);
  if (play.mode === 'headToHead') {
    const names = cleanNames([play.names[0] ?? '', play.names[1] ?? '']);
    const file = buildBattleScenario({ ...opts, kind: 'skirmish', watch: false });
    // Each player leads with a Star (the book gives every player one), at the Rep chosen for Stars.
    const sides = (file.sides as Side[]).map((s) => ({
      ...s,
      control: 'human',
      figures: s.figures.map((f, i) => (i === 0 ? { ...f, star: true, rep: opts.starRep } : f)),
    }));
    const players: Players = {
      mode: 'headToHead',
      players: [
        { name: names[0]!, side: PLAYER_SIDE },
        { name: names[1]!, side: ENEMY_SIDE },
      ],
    };
    return { ...file, sides, players };
  }
  const count = Math.max(2, Math.min(MAX_SAME_SIDE, play.names.length));
  const names = cleanNames(play.names.slice(0, count));
  const each = Math.max(1, Math.min(Math.floor(PLAYER_NAMES.length / count), Math.round(opts.groupSize)));
  // Same side is played against the solo rules: a skirmish asked for becomes a Patrol (the menu says so).
  const kind = opts.kind === 'skirmish' ? 'patrol' : opts.kind;
  const file = buildBattleScenario({ ...opts, kind, groupSize: each * count, watch: false });
  const mine = (file.sides as Side[]).find((s) => s.id === PLAYER_SIDE)!;
  const groups = names.map((name, k) => ({ name, ids: mine.figures.slice(k * each, (k + 1) * each).map((f) => f.id) }));
  // Every player's first figure is their Star, at the Rep chosen for Stars; recruits never outrank it.
  const firsts = new Set(groups.map((g) => g.ids[0]));
  const sides = (file.sides as Side[]).map((s) =>
    s.id !== PLAYER_SIDE
      ? s
      : {
          ...s,
          figures: s.figures.map((f) =>
            firsts.has(f.id)
              ? { ...f, star: true, rep: opts.starRep }
              : { ...f, star: false, rep: Math.min(f.rep, opts.starRep) },
          ),
        },
  );
  return splitSameSide({ ...file, sides }, groups);
}

/**
 * Same side: the player's figures handed out to the players (`groups`, each player's Star first), each
 * group set on its own stretch of the player's edge, and the players written into the file.
 */
export function splitSameSide(
  file: Record<string, unknown>,
  groups: readonly { name: string; ids: readonly string[] }[],
): Record<string, unknown> {
  const where = new Map<string, Vec>();
  const terrain = (file.terrain ?? []) as StartPiece[];
  // Figures of other sides (none in an encounter, whose enemy the set-up makes) keep their spots.
  const taken: Vec[] = (file.sides as Side[])
    .filter((s) => s.id !== PLAYER_SIDE)
    .flatMap((s) => s.figures.map((f) => f.at));
  groups.forEach((g, k) => {
    const spots = spotsFor(k, groups.length, g.ids.length, terrain, taken);
    g.ids.forEach((id, i) => where.set(id, spots[i]!));
  });
  const sides = (file.sides as Side[]).map((s) =>
    s.id === PLAYER_SIDE ? { ...s, figures: s.figures.map((f) => ({ ...f, at: where.get(f.id) ?? f.at })) } : s,
  );
  const players: Players = {
    mode: 'sameSide',
    players: groups.map((g): Player => ({ name: g.name, side: PLAYER_SIDE, figures: [...g.ids] })),
  };
  return { ...file, sides, players };
}
