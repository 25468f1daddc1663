// The scenario for a new battle in each way of playing. Solo is the menu's battle as it was. Head to head is
// a skirmish with both sides played from the screen. Same side gives each player a group of their own led
// by their own Star, set apart along the player's edge, against the solo rules (or the skirmish's computer
// enemy). The players are written into the file's `players` field.
import { buildBattleScenario, PLAYER_SIDE, ENEMY_SIDE, type BattleOptions } from '../newBattle';
import { PLAYER_NAMES } from '../forces';
import { cleanNames, MAX_SAME_SIDE, type PlayMode, type Player, type Players } from './players';
import type { Vec } from '../../geometry/shapes';

export interface PlayChoice {
  mode: PlayMode;
  /** Players' names as typed: two for head to head (the first takes the bottom edge), two to four for same side. */
  names: string[];
}

type Side = { id: string; control: string; figures: { id: string; rep: number; star: boolean; at: Vec }[] };

/** Each same-side group stands in two files near the bottom edge, its own stretch of the table. */
function spotsFor(group: number, groups: number, n: number): Vec[] {
  const cx = (36 * (group + 0.5)) / groups;
  return Array.from({ length: n }, (_, i): Vec => {
    const x = cx - 0.75 + (i % 2) * 1.5;
    return [Math.round(x * 100) / 100, 32 - Math.floor(i / 2) * 1.5];
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
  const sides = file.sides as Side[];
  const mine = sides.find((s) => s.id === PLAYER_SIDE)!;
  const list: Player[] = [];
  const figures = mine.figures.map((f, i) => {
    const k = Math.floor(i / each);
    const first = i % each === 0;
    if (first) list.push({ name: names[k]!, side: PLAYER_SIDE, figures: [] });
    list[k]!.figures!.push(f.id);
    // Every player's first figure is their Star, at the Rep chosen for Stars; recruits never outrank it.
    const rep = first ? opts.starRep : Math.min(f.rep, opts.starRep);
    return { ...f, star: first, rep, at: spotsFor(k, count, each)[i % each]! };
  });
  const out = sides.map((s) => (s.id === PLAYER_SIDE ? { ...s, control: 'human', figures } : s));
  return { ...file, sides: out, players: { mode: 'sameSide', players: list } satisfies Players };
}
