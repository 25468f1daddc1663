// Chain Reaction's groups and leaders (book pp. 7-8, RULINGS "Groups and leaders"). Figures of one side
// chained by 4" links with a line of sight either way form a group (the shared geometry's clusters); who may
// be in one depends on status, and the leader, who decides when the group activates and rolls the Leader
// Die, is the Star or else the highest Rep.
import { clusterFigures, type CanSee, type GroupLink } from '../../../geometry/groups';
import type { GeoFigure } from '../../../geometry/shapes';
import type { Status } from '../status';

export type { CanSee, GroupLink };

/** What the group rules read of a figure: its geometry view with its status, Rep and whether it is a Star. */
export interface GroupFigure extends GeoFigure {
  status: Status;
  rep: number;
  star?: boolean;
}

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
export function computeGroups(figures: readonly GroupFigure[], canSee: CanSee, opts: GroupOptions = {}): GroupsResult {
  const previous = new Set(opts.previousLeaders ?? []);
  const ungrouped: Ungrouped[] = [];
  const eligible: GroupFigure[] = [];
  for (const fig of figures) {
    if (opts.side !== undefined && fig.side !== opts.side) continue;
    if (belongsToGroups(fig.status)) {
      eligible.push(fig);
    } else {
      const words = STATUS_WORDS[fig.status as keyof typeof STATUS_WORDS];
      ungrouped.push({
        id: fig.id,
        status: fig.status,
        reason: `${fig.id} is ${words}: in no group, and no chain runs through them`,
      });
    }
  }
  const { clusters, links } = clusterFigures(eligible, canSee, opts.linkDistance ?? GROUP_LINK);
  const groups: Group[] = clusters.map(({ members, links }) => {
    const { leader, temporary, reason } = pickLeader(members, previous);
    return {
      side: leader.side,
      leader: leader.id,
      members: [leader.id, ...members.filter((m) => m !== leader).map((m) => m.id)],
      temporary,
      leaderDie: members.length > 1,
      links,
      reason,
    };
  });
  return { groups, ungrouped, links };
}

/** Members arrive in roster order. */
function pickLeader(
  members: readonly GroupFigure[],
  previous: ReadonlySet<string>,
): { leader: GroupFigure; temporary: boolean; reason: string } {
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
