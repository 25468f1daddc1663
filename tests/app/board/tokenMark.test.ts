// Play-test 6, 3: a fallen figure's number was drawn over its cross, so a beaten army looked alive.
import { describe, expect, it } from 'vitest';
import { tokenMark } from '../../../src/app/board/tokenMark';
import type { BoardFigure } from '../../../src/core/board';

const fig = (more: Partial<BoardFigure>): BoardFigure => ({ id: 'a', side: 's', at: [1, 1], label: 'A', ...more });

describe('the mark inside a token', () => {
  it('a standing figure shows its mark (at most three characters); a fallen one shows none', () => {
    expect(tokenMark(fig({ mark: '18*' }))).toBe('18*');
    expect(tokenMark(fig({ mark: 'Rep45' }))).toBe('Rep');
    expect(tokenMark(fig({ mark: '6', down: true }))).toBeUndefined();
  });
});
