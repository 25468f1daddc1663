// The note before an order: without the coach a drag says only the In Sight (and Fast Move) it brings on;
// with the coach every order says its first test, or that none comes of it.
import { describe, expect, it } from 'vitest';
import { orderNote, pendingOrder } from '../../../src/app/chain/orderNote';
import { readyAt } from '../helpers';

describe('the note before an order', () => {
  it('a short drag on a clear table: nothing without the coach, "no test" with it', () => {
    const { ctl } = readyAt('order-note');
    const s = ctl.state()!;
    const id = [...ctl.orders().figures][0]!;
    const f = s.figures[id]!;
    ctl.drag = { figure: id, path: [[f.at[0] + 1, f.at[1]]], fast: false };
    expect(pendingOrder(ctl)).toMatchObject({ do: 'move', figure: id });
    const lines = orderNote(s, ctl, false, true);
    // Whatever the table, an In Sight line says whom and the chance; else there is nothing to say.
    for (const l of lines)
      expect(l.text).toMatch(/brings .* into sight: In Sight \d+d6 against \d+d6, you win \d+\.\d%/);
    const coached = orderNote(s, ctl, true, true);
    expect(coached.length).toBeGreaterThan(0);
    if (!lines.length) expect(coached.map((l) => l.text)).toEqual(['Coach: no test comes of this order']);
  });

  it('a fast drag shows the Fast Move odds even without the coach', () => {
    const { ctl } = readyAt('order-note-fast');
    const s = ctl.state()!;
    const id = [...ctl.orders().figures][0]!;
    const f = s.figures[id]!;
    ctl.drag = { figure: id, path: [[f.at[0] + 1, f.at[1]]], fast: true };
    const lines = orderNote(s, ctl, false, true);
    expect(lines[0]!.test).toBe('fastMove');
    expect(lines[0]!.text).toMatch(new RegExp(`^Fast Move: ${id}: moves \\d+" \\d+/\\d+`));
  });

  it('no order under the pointer, no note', () => {
    const { ctl } = readyAt('order-note');
    expect(pendingOrder(ctl)).toBeUndefined();
    expect(orderNote(ctl.state()!, ctl, true, true)).toEqual([]);
  });
});
