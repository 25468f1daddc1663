// The plain table's card beside the pointer covers as few other figures as it can (play-test 2, 35: the card
// of Alpha 1 lay over brood Bravo, right and below).
import { describe, expect, it } from 'vitest';
import { cardSpot } from '../../src/app/board/cardSpot';

const view = { width: 1366, height: 768 };
const fig = (x: number, y: number) => ({ left: x - 20, top: y - 24, right: x + 20, bottom: y + 20 });

describe('cardSpot', () => {
  it('sits below right of the pointer with nothing in the way', () => {
    expect(cardSpot(300, 300, 300, 80, [], view)).toEqual({ left: 316, top: 316 });
  });

  it('goes to another side of the pointer when a group lies below right', () => {
    const group = [fig(380, 340), fig(420, 340), fig(400, 370)];
    const at = cardSpot(300, 300, 300, 80, group, view);
    const covers = group.filter(
      (r) => r.left < at.left + 300 && r.right > at.left && r.top < at.top + 80 && r.bottom > at.top,
    );
    expect(covers).toEqual([]);
    expect(Math.abs(at.left - 300) <= 16 + 300 && Math.abs(at.top - 300) <= 16 + 80).toBe(true);
  });

  it('goes further out only when every side close by covers a figure', () => {
    const ring = [fig(420, 340), fig(180, 340), fig(420, 260), fig(180, 260)];
    const at = cardSpot(300, 300, 300, 80, ring, view);
    const covers = ring.filter(
      (r) => r.left < at.left + 300 && r.right > at.left && r.top < at.top + 80 && r.bottom > at.top,
    );
    expect(covers).toEqual([]);
  });
});
