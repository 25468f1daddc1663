// Which fallen figures' DEAD/OUT badges are drawn. A fallen figure's badge sits on its own base; in a dense
// contact those badges were printed over each other and over the living (play-test 3, 8 and 26: no name in
// the cluster could be read, and two living figures were hard to find). A badge is drawn only where it
// covers no standing figure and no fallen badge already drawn; the grey crossed base still says it fell,
// and hovering the figure brings its badge forward.

export interface FallenDisc {
  at: readonly [number, number];
  down: boolean;
  /** Whether it has a badge to show at all. */
  badge: boolean;
  /** The badge's width, in the same units as `at` (a badge is wider than its base: "DEAD"). */
  w?: number;
}

/**
 * For each disc, whether its fallen badge is drawn. `r` is a base's radius: a badge keeps half its width
 * plus r from a standing figure's centre, and two badges keep half their widths apart (side by side,
 * "OUT" and "DEAD" ran together into "OUTDEAD").
 */
export function fallenBadgesShown(discs: readonly FallenDisc[], r: number): boolean[] {
  const standing = discs.filter((d) => !d.down);
  const drawn: FallenDisc[] = [];
  const half = (d: FallenDisc) => Math.max(r, (d.w ?? 0) / 2);
  return discs.map((d) => {
    if (!d.down || !d.badge) return false;
    const apart = (o: FallenDisc) => Math.hypot(o.at[0] - d.at[0], o.at[1] - d.at[1]);
    if (standing.some((o) => apart(o) < r + half(d))) return false;
    if (drawn.some((o) => apart(o) < half(o) + half(d) + 2)) return false;
    drawn.push(d);
    return true;
  });
}
