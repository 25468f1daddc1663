// The computer lands a helicopter for an evacuation pick-up (decisions 80 and 94), with scripted dice: a friend
// carrying a casualty within 15" of the hovering Blackhawk, nearer to it than to the side's own edge, and no
// enemy the side knows of within 12" of it. The pilot lands (1 AP), stays down while the casualty comes, and
// the carrier hands it aboard within 1" of the helicopter: 50 victory points. With an enemy within 12" it
// does not land.
import { describe, expect, it } from 'vitest';
import { begin } from '../../../src/rulesets/action-points/reduce';
import { computerCommand } from '../../../src/rulesets/action-points/ai';
import { drive } from '../../../src/rulesets/action-points/play';
import type { ApNeed, ApState } from '../../../src/rulesets/action-points/types';
import { fig, ofType, scenario, start } from './helpers';

/**
 * Blue's Blackhawk hovering at (18, 18), Hale its pilot alone; Vega 6" south of it carrying the dead Reyes,
 * 12" from blue's own (bottom) edge; red's Karim at `karim`. Initiative: blue first (its 2 over red's 1).
 */
function field(karim: [number, number]): ApState {
  const s = start(
    scenario({
      options: { evacuate: true },
      control: 'ai',
      rounds: 2,
      blue: [
        { id: 'b1', name: 'Hale', rank: 'veteran', at: [18, 18] },
        { id: 'b2', name: 'Vega', rank: 'veteran', at: [18, 24], facing: 270 },
        { id: 'b3', name: 'Reyes', rank: 'novice', at: [18, 24] },
      ],
      red: [{ id: 'r1', name: 'Karim', rank: 'novice', at: karim, facing: 90 }],
      vehicles: [{ id: 'bh', side: 'blue', type: 'Blackhawk', at: [18, 18], facing: 270, crew: ['b1'], weapons: [] }],
      dice: { initiative: [[2, 1]] },
    }),
  ).state;
  fig(s, 'b3').wound = 'dead';
  fig(s, 'b2').carrying = 'b3';
  return s;
}

describe('the computer lands for an evacuation pick-up', () => {
  it('Karim 20" off: Hale lands (1 AP), stays down, and Vega hands Reyes aboard for 50 points', () => {
    const s = field([30, 2]);
    const b = begin(s);
    const need = b.need as Extract<ApNeed, { kind: 'command' }>;
    expect(need.figure).toBe('b1');
    expect(computerCommand(b.state, need)).toEqual({ do: 'land', figure: 'b1' });
    const r = drive(s, {});
    const flights = ofType(r.events, 'flight');
    // It lands once and does not take off again while Reyes is on the way.
    expect(flights[0]).toEqual({ type: 'flight', figure: 'bh', up: false });
    const landAp = ofType(r.events, 'ap').find((e) => e.action === 'land bh');
    expect(landAp).toMatchObject({ figure: 'b1', cost: 1 });
    const off = ofType(r.events, 'evacuated');
    expect(off).toEqual([expect.objectContaining({ figure: 'b2', target: 'b3', vehicle: 'bh' })]);
    const offAt = r.events.indexOf(off[0]!);
    expect(flights.filter((e) => r.events.indexOf(e) < offAt)).toEqual([flights[0]]);
    expect(r.state.sides.find((x) => x.id === 'blue')!.points).toBeGreaterThanOrEqual(50);
  });

  it('Karim within 12" of the helicopter: not safe, it stays in the air', () => {
    const s = field([18, 8]);
    const b = begin(s);
    const need = b.need as Extract<ApNeed, { kind: 'command' }>;
    expect(need.figure).toBe('b1');
    expect(computerCommand(b.state, need).do).not.toBe('land');
  });
});
