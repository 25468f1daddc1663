// Figures that stand together: figures of one side chained by short links, each link with a line of sight
// either way, form one cluster. Which figures may join at all and who leads a cluster are a ruleset's rules
// (Chain Reaction's are in rulesets/chain-reaction/rules/groups.ts). Sight comes in as a callback so this
// stays independent of how sight is computed.
import type { GeoFigure } from './shapes';
import { dist, EPS, r3 } from './vec';

export interface GroupLink {
  a: string;
  b: string;
  /** Centre-to-centre distance, rounded to 1/1000". */
  distance: number;
  /** Which way the sight runs: a sees b, b sees a, or both. */
  sight: 'both' | 'aSeesB' | 'bSeesA';
}

export type CanSee = (a: GeoFigure, b: GeoFigure) => boolean;

export interface Cluster<F extends GeoFigure> {
  /** In the order the figures were given. */
  members: F[];
  /** Every qualifying link between two members (not just a spanning set), for drawing. */
  links: GroupLink[];
}

export interface Clusters<F extends GeoFigure> {
  /** Ordered by the position of each cluster's first member in the list given. */
  clusters: Cluster<F>[];
  /** All qualifying links. */
  links: GroupLink[];
}

/**
 * Splits the figures into clusters: two figures of one side within `linkDistance` inches (centre to centre)
 * with sight either way are linked, and links chain. Deterministic for a given order of figures.
 */
export function clusterFigures<F extends GeoFigure>(
  figures: readonly F[],
  canSee: CanSee,
  linkDistance: number,
): Clusters<F> {
  const reach = linkDistance + EPS;
  // Union-find over the figures; sight is only asked about pairs already close enough.
  const parent = figures.map((_, i) => i);
  const find = (i: number): number => {
    while (parent[i] !== i) {
      parent[i] = parent[parent[i]!]!;
      i = parent[i]!;
    }
    return i;
  };
  const links: { i: number; link: GroupLink }[] = [];
  for (let i = 0; i < figures.length; i++) {
    const a = figures[i]!;
    for (let j = i + 1; j < figures.length; j++) {
      const b = figures[j]!;
      if (a.side !== b.side) continue;
      const d = dist(a.at, b.at);
      if (d > reach) continue;
      const ab = canSee(a, b);
      const ba = canSee(b, a);
      if (!ab && !ba) continue;
      links.push({
        i,
        link: { a: a.id, b: b.id, distance: r3(d), sight: ab && ba ? 'both' : ab ? 'aSeesB' : 'bSeesA' },
      });
      const ri = find(i);
      const rj = find(j);
      if (ri !== rj) parent[Math.max(ri, rj)] = Math.min(ri, rj);
    }
  }

  const byRoot = new Map<number, number[]>();
  for (let i = 0; i < figures.length; i++) {
    const root = find(i);
    const list = byRoot.get(root);
    if (list) list.push(i);
    else byRoot.set(root, [i]);
  }
  // Roots are the smallest member index, so iterating in index order keeps the given order.
  const roots = [...byRoot.keys()].sort((x, y) => x - y);
  const clusters = roots.map((root) => {
    const idx = byRoot.get(root)!;
    const rootSet = new Set(idx);
    return {
      members: idx.map((i) => figures[i]!),
      links: links.filter((l) => rootSet.has(l.i)).map((l) => l.link),
    };
  });
  return { clusters, links: links.map((l) => l.link) };
}
