// Play-test 3 entry 18: "moves 3.8" (out of movement (rough ground counts double)): advance order" put a
// bracket in a bracket, and named rough ground on a walk that met none; a pivot read "to 57 degrees".
import { describe, expect, it } from 'vitest';
import { walk } from '../../../src/rulesets/order-dice/movement';
import { eventWords } from '../../../src/rulesets/order-dice/words';
import type { OdEvent, OdState } from '../../../src/rulesets/order-dice/state';

const woods = {
  id: 'w4',
  type: 'woods',
  polygon: [
    [0, 10],
    [36, 10],
    [36, 14],
    [0, 14],
  ],
};
const table = (terrain: unknown[]) => ({ table: { width: 36, height: 36 }, terrain }) as unknown as OdState;

const moveLine = (stopped: string | undefined): string =>
  eventWords({
    type: 'move',
    unit: 'Rifles',
    from: [5, 20],
    to: [5, 14],
    wanted: [5, 4],
    ...(stopped ? { stopped } : {}),
    why: 'advance order',
  } as OdEvent);

describe('order dice: a move that stops short', () => {
  it('through the woods: rough ground named, no bracket inside the bracket', () => {
    const w = walk(table([woods]), [5, 20], [5, 4], 8, false);
    expect(w.stopped).toBe('all its move spent, short of the point asked, rough ground counting double');
    const t = moveLine(w.stopped);
    expect(t).toMatch(
      /^Rifles moves 6" \(all its move spent, short of the point asked, rough ground counting double\): advance order$/,
    );
    expect(t).not.toMatch(/\([^)]*\(/);
  });

  it('in the open: its whole move spent, said as what happened, not "out of movement" (play-test 7, 21)', () => {
    const w = walk(table([]), [5, 20], [5, 4], 6, false);
    expect(w.stopped).toBe('all its move spent, short of the point asked');
    const t = moveLine(w.stopped);
    expect(t).toMatch(/^Rifles moves 6" \(all its move spent, short of the point asked\): advance order$/);
    expect(t).not.toMatch(/out of movement/);
  });

  it('blocked: says what stopped it ("stopped by ground no unit can cross"), a vehicle its own ground (play-test 9, 12)', () => {
    const rock = { id: 'x1', type: 'impassable', polygon: woods.polygon };
    const w = walk(table([rock]), [5, 20], [5, 4], 12, false);
    expect(w.stopped).toBe('stopped by ground no unit can cross');
    expect(moveLine(w.stopped)).toMatch(/^Rifles moves 6" \(stopped by ground no unit can cross\): advance order$/);
    // A jeep stops at the woods' edge: not "ground no unit can cross", which a rifleman walks through.
    expect(walk(table([woods]), [5, 20], [5, 4], 12, true).stopped).toBe(
      'stopped by woods, which no vehicle can enter',
    );
    expect(walk(table([]), [5, 3], [5, -4], 12, false).stopped).toBe('stopped at the table edge');
  });

  it('a pivot names a direction, not degrees', () => {
    const t = eventWords({ type: 'pivot', unit: 'Mortar team', facing: 57 } as OdEvent);
    expect(t).toMatch(/pivots? to face south-east$/);
    expect(t).not.toMatch(/degrees|°/);
  });

  it("a pivot to shoot names the unit it turns toward, not a compass word beside a side's name (play-test 7, 21)", () => {
    const t = eventWords({
      type: 'pivot',
      unit: "South's MMG team",
      facing: 270,
      toward: "North's 1st Squad",
    } as OdEvent);
    expect(t).toBe("South's MMG team pivots toward North's 1st Squad");
  });

  it('going down says once that it needs no test', () => {
    const t = eventWords({
      type: 'reaction',
      unit: 'Mortar team',
      reaction: 'down',
      moment: 'targeted',
      why: "targeted by South's shooting: going down needs no test",
    } as unknown as OdEvent);
    expect(t.match(/no test/g)).toHaveLength(1);
  });
});
