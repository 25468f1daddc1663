// Whether the log follows new events: it does until the player scrolls up to read, and then counts what
// arrives for the "new events" pill; scrolling back to the end, or the pill, follows again. Decided from
// the player's own scrolling, not from where the panel happens to stand when lines arrive: opening an
// entry makes the panel taller, and that used to stop the following by itself. Our own scroll to the end
// raises a scroll event too, read a frame later: if the panel got shorter meanwhile (the encounter's
// banner or objective showing above it), that event finds the panel short of its end, and used to be taken
// for the player scrolling up, so encounters stopped following from turn 1.

/** Within this many pixels of the end counts as at the end. */
export const FOLLOW_SLACK_PX = 40;

export class LogFollow {
  following = true;
  /** Lines that arrived while the player was reading further up. */
  unseen = 0;

  /** Where we last scrolled the panel ourselves, until the scroll event that reports it. */
  private ownTop: number | undefined;

  /** We scrolled the panel to its end, which left it at `top`. */
  moved(top: number): void {
    this.ownTop = top;
  }

  /** The panel scrolled (by the player or by us): at the end means follow again. */
  scrolled(distanceFromEnd: number, top?: number): void {
    if (top !== undefined && this.ownTop !== undefined && Math.abs(top - this.ownTop) < 1) {
      // Our own scroll to the end: whatever the panel's height did since, the player has not scrolled.
      this.ownTop = undefined;
      return;
    }
    this.ownTop = undefined;
    this.following = distanceFromEnd < FOLLOW_SLACK_PX;
    if (this.following) this.unseen = 0;
  }

  /** Lines arrived: true when the panel should scroll to them. */
  added(lines: number): boolean {
    if (this.following) return true;
    this.unseen += lines;
    return false;
  }

  /** Back to the end (the pill, or a new log). */
  jump(): void {
    this.following = true;
    this.unseen = 0;
  }

  /** The pill's words, or nothing when it should be hidden. */
  pill(): string | undefined {
    if (this.following || this.unseen === 0) return undefined;
    return `▼ ${this.unseen} new event${this.unseen === 1 ? '' : 's'}`;
  }
}
