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
}

/** For each disc, whether its fallen badge is drawn; `clear` is how far apart two centres must be. */
export function fallenBadgesShown(discs: readonly FallenDisc[], clear: number): boolean[] {
  const standing = discs.filter((d) => !d.down);
  const drawn: FallenDisc[] = [];
  return discs.map((d) => {
    if (!d.down || !d.badge) return false;
    const near = (o: FallenDisc) => Math.hypot(o.at[0] - d.at[0], o.at[1] - d.at[1]) < clear;
    if (standing.some(near) || drawn.some(near)) return false;
    drawn.push(d);
    return true;
  });
}
