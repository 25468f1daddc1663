// Group cohesion and leaders (book pp. 7-8, RULINGS "Groups and leaders").
// Figures of one side chained by short links with a line of sight either way form a group; the group's
// leader decides when it activates and rolls the Leader Die. The world (LOS) comes in as a callback so
// this stays independent of how sight is computed.
import type { GeoFigure, Status } from './shapes';
import { dist, EPS, r3 } from './vec';

/** Longest link that keeps two figures in one group, centre to centre (inches). */
export const GROUP_LINK = 4;

/** Statuses whose figures belong to no group and break any chain running through them. */
export const NO_GROUP_STATUSES = [
  'outOfTheFight',
  'obviouslyDead',
  'captured',
  'leaving',
  'offTable',
] as const satisfies readonly Status[];

export interface GroupLink {
  a: string;
  b: string;
  /** Centre-to-centre distance, rounded to 1/1000". */
  distance: number;
  /** Which way the sight runs: a sees b, b sees a, or both. */
  sight: 'both' | 'aSeesB' | 'bSeesA';
}

export interface Group {
  side: string;
  leader: string;
  /** The leader first, then the others in roster order. */
  members: string[];
  /** True when no Star leads it and the highest Rep stands in. */
  temporary: boolean;
  /** The Leader Die is only rolled for a group of more than one figure. */
  leaderDie: boolean;
  /** Every qualifying link between two members (not just a spanning set), for drawing. */
  links: GroupLink[];
  /** Why this figure leads, in plain words. */
  reason: string;
}

export interface Ungrouped {
  id: string;
  status: Status;
  reason: string;
}

export interface GroupsResult {
  /** Ordered by the roster position of each group's first member. */
  groups: Group[];
  /** Figures that belong to no group because of their status. */
  ungrouped: Ungrouped[];
  /** All qualifying links, all sides. */
  links: GroupLink[];
}

export interface GroupOptions {
  /** Figures that led a group before this recount; used only to break ties on Rep. */
  previousLeaders?: Iterable<string>;
  /** Only group this side's figures. Default: every side, separately. */
  side?: string;
  /** Defaults to GROUP_LINK (4"). */
  linkDistance?: number;
}

export type CanSee = (a: GeoFigure, b: GeoFigure) => boolean;

const STATUS_WORDS: Record<(typeof NO_GROUP_STATUSES)[number], string> = {
  outOfTheFight: 'out of the fight',
  obviouslyDead: 'obviously dead',
  captured: 'captured',
  leaving: 'leaving the battlefield',
  offTable: 'off the table',
};

export function belongsToGroups(status: Status): boolean {
  return !(NO_GROUP_STATUSES as readonly Status[]).includes(status);
}

/** Split the roster into groups and pick each group's leader. Deterministic for a given roster order. */
export function computeGroups(figures: readonly GeoFigure[], canSee: CanSee, opts: GroupOptions = {}): GroupsResult {
  const reach = (opts.linkDistance ?? GROUP_LINK) + EPS;
  const previous = new Set(opts.previousLeaders ?? []);
  const ungrouped: Ungrouped[] = [];
  const eligible: { fig: GeoFigure; index: number }[] = [];
  figures.forEach((fig, index) => {
    if (opts.side !== undefined && fig.side !== opts.side) return;
    if (belongsToGroups(fig.status)) {
      eligible.push({ fig, index });
    } else {
      const words = STATUS_WORDS[fig.status as keyof typeof STATUS_WORDS];
      ungrouped.push({
        id: fig.id,
        status: fig.status,
        reason: `${fig.id} is ${words}: in no group, and no chain runs through them`,
      });
    }
  });

  // Union-find over eligible figures; sight is only asked about pairs already close enough.
  const parent = eligible.map((_, i) => i);
  const find = (i: number): number => {
    while (parent[i] !== i) {
      parent[i] = parent[parent[i]!]!;
      i = parent[i]!;
    }
    return i;
  };
  const links: { i: number; j: number; link: GroupLink }[] = [];
  for (let i = 0; i < eligible.length; i++) {
    const a = eligible[i]!.fig;
    for (let j = i + 1; j < eligible.length; j++) {
      const b = eligible[j]!.fig;
      if (a.side !== b.side) continue;
      const d = dist(a.at, b.at);
      if (d > reach) continue;
      const ab = canSee(a, b);
      const ba = canSee(b, a);
      if (!ab && !ba) continue;
      links.push({
        i,
        j,
        link: { a: a.id, b: b.id, distance: r3(d), sight: ab && ba ? 'both' : ab ? 'aSeesB' : 'bSeesA' },
      });
      const ri = find(i);
      const rj = find(j);
      if (ri !== rj) parent[Math.max(ri, rj)] = Math.min(ri, rj);
    }
  }

  const byRoot = new Map<number, number[]>();
  for (let i = 0; i < eligible.length; i++) {
    const root = find(i);
    const list = byRoot.get(root);
    if (list) list.push(i);
    else byRoot.set(root, [i]);
  }

  const groups: Group[] = [];
  // Roots are the smallest member index, so iterating in index order keeps roster order.
  const roots = [...byRoot.keys()].sort((x, y) => x - y);
  for (const root of roots) {
    const idx = byRoot.get(root)!;
    const members = idx.map((i) => eligible[i]!.fig);
    const { leader, temporary, reason } = pickLeader(members, previous);
    const rootSet = new Set(idx);
    groups.push({
      side: leader.side,
      leader: leader.id,
      members: [leader.id, ...members.filter((m) => m !== leader).map((m) => m.id)],
      temporary,
      leaderDie: members.length > 1,
      links: links.filter((l) => rootSet.has(l.i)).map((l) => l.link),
      reason,
    });
  }
  return { groups, ungrouped, links: links.map((l) => l.link) };
}

/** Members arrive in roster order. */
function pickLeader(
  members: readonly GeoFigure[],
  previous: ReadonlySet<string>,
): { leader: GeoFigure; temporary: boolean; reason: string } {
  const stars = members.filter((m) => m.star);
  if (stars.length > 0) {
    // Two Stars in one group is unusual; the higher Rep, then roster order, keeps it deterministic.
    const best = stars.reduce((a, b) => (b.rep > a.rep ? b : a));
    const why = stars.length > 1 ? ' (of several Stars here, the highest Rep, then roster order)' : '';
    return { leader: best, temporary: false, reason: `${best.id} leads: the Star is in this group${why}` };
  }
  const top = Math.max(...members.map((m) => m.rep));
  const tied = members.filter((m) => m.rep === top);
  const first = tied[0]!;
  if (members.length === 1) {
    return {
      leader: first,
      temporary: true,
      reason: `${first.id} is alone: leads itself as Temporary Leader (Rep ${top})`,
    };
  }
  if (tied.length === 1) {
    return {
      leader: first,
      temporary: true,
      reason: `${first.id} is Temporary Leader: highest Rep (${top}), no Star in the group`,
    };
  }
  const before = tied.find((m) => previous.has(m.id));
  if (before) {
    return {
      leader: before,
      temporary: true,
      reason: `${before.id} is Temporary Leader: tied on Rep ${top} with ${tied.length - 1} other(s), led before`,
    };
  }
  return {
    leader: first,
    temporary: true,
    reason: `${first.id} is Temporary Leader: tied on Rep ${top}, first in roster order`,
  };
}
