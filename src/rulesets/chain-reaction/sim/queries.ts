// Chain Reaction's answers to a scenario file's queries (los, cover, groups, swath, blast) against a game state, through the
// same geometry adapter the rules use, so an answer here is exactly what the engine would decide.
import { blastOn } from '../rules/blastCircle';
import { coverValueBetween } from '../../../geometry/cover';
import { computeSwath } from '../../../geometry/swath';
import type { GameState } from '../state';
import { coverOf, geoOf, groupsOf, onTable, sees, worldOf } from '../engine/world';
import { WEAPONS } from '../tables/weapons';
import type { Query } from '../scenario/schema';
import type { QueryName } from '../scenario/vocab';

export type QueryAnswerer<Q extends Query = Query> = (state: GameState, query: Q) => unknown;

type Answerers = { [K in QueryName]: QueryAnswerer<Extract<Query, { ask: K }>> };

const ANSWERERS: Answerers = {
  los: (s, q) => sees(s, worldOf(s), s.figures[q.from]!, s.figures[q.to]!),
  cover: (s, q) => {
    const c = coverOf(worldOf(s), s.figures[q.figure]!, s.figures[q.from]!);
    return { cover: c.cover, concealed: c.concealed };
  },
  groups: (s, q) => groupsOf(s, q.side).map((g) => g.members),
  swath: (s, q) => {
    const w = worldOf(s);
    const shooter = s.figures[q.figure]!;
    const weapon = WEAPONS[shooter.weapon];
    const res = computeSwath({
      shooter: geoOf(shooter),
      first: q.first,
      side: q.side,
      width: weapon.target,
      range: weapon.range,
      figures: onTable(s).map(geoOf),
      canSee: (a, b) => sees(s, w, s.figures[a.id]!, s.figures[b.id]!),
    });
    return res.ok ? res.targets.map((t) => t.id) : [];
  },
  blast: (s, q) => {
    const w = worldOf(s);
    const res = blastOn({
      centre: q.at,
      impact: q.impact,
      figures: onTable(s).map(geoOf),
      coverDvBetween: (p, c) => coverValueBetween(w.terrain, p, c).dv,
    });
    return { inside: res.inside, escapes: res.escapes };
  },
};

/** One query's result, as the sim's "answer" event carries it (the file's ids are checked already). */
export function answerQuery(state: GameState, query: Query): unknown {
  return (ANSWERERS[query.ask] as QueryAnswerer)(state, query);
}
