import { describe, expect, it } from 'vitest';
import { FOLLOW_SLACK_PX, LogFollow } from '../../src/app/ui/logFollow';

describe('the log follows new events unless the player has scrolled up', () => {
  it('follows from the start, and keeps following when an entry is opened (no scroll by the player)', () => {
    const f = new LogFollow();
    expect(f.added(3)).toBe(true);
    // Opening an entry makes the panel taller but is not a scroll: still following.
    expect(f.added(1)).toBe(true);
    expect(f.pill()).toBeUndefined();
  });

  it('holds still once the player scrolls up, counts new lines on the pill, and the pill brings them back', () => {
    const f = new LogFollow();
    f.scrolled(300);
    expect(f.added(2)).toBe(false);
    expect(f.added(1)).toBe(false);
    expect(f.pill()).toBe('▼ 3 new events');
    f.jump();
    expect(f.pill()).toBeUndefined();
    expect(f.added(1)).toBe(true);
  });

  it('scrolling back to the end follows again', () => {
    const f = new LogFollow();
    f.scrolled(500);
    f.added(1);
    expect(f.pill()).toBe('▼ 1 new event');
    f.scrolled(FOLLOW_SLACK_PX - 1);
    expect(f.pill()).toBeUndefined();
    expect(f.added(1)).toBe(true);
  });
});

describe('our own scroll to the end is not the player scrolling up', () => {
  it('keeps following when the panel got shorter between our scroll and its event (an encounter, turn 1)', () => {
    // Seen in Patrol vole-3382: the log put at its end (top 3300 of 3930, 630 high), then the objective
    // above it showed and left it 448 high; the scroll event then read 182px from the end.
    const f = new LogFollow();
    f.moved(3300);
    f.scrolled(182, 3300);
    expect(f.following).toBe(true);
    expect(f.added(5)).toBe(true);
    expect(f.pill()).toBeUndefined();
  });

  it('a scroll by the player after ours still stops the following', () => {
    const f = new LogFollow();
    f.moved(3300);
    f.scrolled(0, 3300);
    f.scrolled(400, 2900);
    expect(f.following).toBe(false);
    expect(f.added(2)).toBe(false);
    expect(f.pill()).toBe('▼ 2 new events');
  });
});
