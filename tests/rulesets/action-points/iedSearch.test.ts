// Looking for IEDs with scripted dice (decision 65): 1 AP (+10% an AP of looking), one spot roll at the
// searcher's rank with its own spotting rows and the table's "within 12\" of an IED" -30%, rolled whether or
// not one lies near; a pass finds each unspent IED within 12" in sight for the searcher's side. A found IED
// is marked on that side's table, and its vehicles drive round it, not over it. The table offers the search
// only in a battle with IEDs, and the computer's driver looks before it drives.
import { describe, expect, it } from 'vitest';
import { actionPoints } from '../../../src/rulesets/action-points';
import { begin } from '../../../src/rulesets/action-points/reduce';
import { computerCommand } from '../../../src/rulesets/action-points/ai';
import { iedSearchChance } from '../../../src/rulesets/action-points/chance';
import type { ApNeed, ApState } from '../../../src/rulesets/action-points/types';
import { eventText } from '../../../src/rulesets/action-points/wording';
import { fig, ofType, refusal, run, scenario, start } from './helpers';

const board = actionPoints.board!;
const NEED = { kind: 'command', side: 'blue', figure: 'b1', ap: 3, phase: 2, round: 1 } as const;

/** Blue's veteran Hale on foot beside the Humvee (Vega inside); IEDs 8" and 20" up the road; red far off. */
function battle(dice: Record<string, number[][]> = {}, ieds = true): ApState {
  return begin(
    start(
      scenario({
        dice,
        blue: [
          { id: 'b1', name: 'Hale', rank: 'veteran', at: [9, 28] },
          { id: 'b2', name: 'Vega', rank: 'veteran', at: [11, 30] },
        ],
        red: [{ id: 'r1', name: 'Karim', at: [32, 4] }],
        vehicles: [{ id: 'hv1', side: 'blue', type: 'Humvee', at: [11, 28], facing: 270, crew: ['b2'] }],
        ...(ieds
          ? {
              ieds: [
                { id: 'x1', at: [11, 20], pen: 3 },
                { id: 'x2', at: [11, 8], pen: 3 },
              ],
            }
          : {}),
      }),
    ).state,
  ).state;
}

const d100 = (n: number) => [Math.floor(n / 10) % 10, n % 10];

describe('looking for IEDs', () => {
  it('veteran 60%, within 12" of an IED -30% = 30%: a 30 finds the near one only; the far one stays hidden', () => {
    const s = battle({ spot: [d100(30)] });
    expect(iedSearchChance(s, fig(s, 'b1')).chance).toBe(30);
    const r = run(s, { do: 'search', figure: 'b1' });
    expect(ofType(r.events, 'ap')[0]).toMatchObject({ cost: 1, left: 2 });
    expect(ofType(r.events, 'test')[0]).toMatchObject({
      test: 'search for IEDs',
      chance: { chance: 30 },
      roll: 30,
      pass: true,
    });
    const found = ofType(r.events, 'iedFound');
    expect(found).toEqual([{ type: 'iedFound', figure: 'b1', ied: 'x1', at: [11, 20] }]);
    expect(eventText(found[0]!)).toBe('b1 finds an IED at [11, 20].');
    expect(r.state.ieds!.map((d) => d.found ?? [])).toEqual([['blue'], []]);
  });

  it('a 31 finds nothing; the roll is the same with no IED near', () => {
    const miss = run(battle({ spot: [d100(31)] }), { do: 'search', figure: 'b1' });
    expect(ofType(miss.events, 'test')[0]).toMatchObject({ roll: 31, pass: false });
    expect(ofType(miss.events, 'iedFound')).toEqual([]);
    // Aimed 2 AP: 50%.
    const s = battle({ spot: [d100(50)] });
    expect(iedSearchChance(s, fig(s, 'b1'), 2).chance).toBe(50);
    expect(ofType(run(s, { do: 'search', figure: 'b1', aim: 2 }).events, 'iedFound')).toHaveLength(1);
    // From inside, buttoned up: 60 - 30 - 30 = 5% at the floor.
    expect(iedSearchChance(s, fig(s, 'b2')).mods.map((m) => m.key)).toEqual(['nearBlast', 'buttonedUp']);
  });

  it('a found IED is marked for its side, and its vehicles drive round it, not over it', () => {
    const r = run(battle({ spot: [d100(10)] }), { do: 'search', figure: 'b1' });
    expect(board.view(r.state).marks).toContainEqual({ at: [11, 20], label: 'IED found' });
    expect(board.view(battle()).marks ?? []).not.toContainEqual(expect.objectContaining({ label: 'IED found' }));
    const hale = run(r.state, { do: 'endAct', figure: 'b1' }).state;
    expect(hale.clock.queue[0]).toBe('b2');
    expect(refusal(hale, { do: 'drive', figure: 'b2', to: [11, 16] })).toBe(
      'hv1 cannot drive there: the IED found at [11, 20]',
    );
    expect(ofType(run(hale, { do: 'drive', figure: 'b2', to: [16, 22] }).events, 'ied')).toEqual([]);
  });

  it('the table offers it (with its chance) only in a battle with IEDs; a file may script it', () => {
    const c = board.choices(battle(), NEED).find((x) => x.key === 'search')!;
    expect(c).toMatchObject({ label: 'Look for IEDs within 12" (1 AP)', enabled: true });
    expect(c.title).toBe('veteran 60%, looking within 12" of an IED −30% = 30%: finds every IED within 12" in sight');
    expect(board.choices(battle({}, false), NEED).some((x) => x.key.startsWith('search'))).toBe(false);
    expect(refusal(battle({}, false), { do: 'search', figure: 'b1' })).toBe('no IEDs in this battle');
  });

  it('the computer spends AP it has nothing better for on a look, in a battle with IEDs; else it ends the act', () => {
    // Hale prone with 1 AP left and no enemy known: too few AP to stand, nothing to shoot or spot.
    const hemmed = (ieds: boolean) => {
      const s = battle({}, ieds);
      s.clock.ap = 1;
      fig(s, 'b1').stance = 'prone';
      return s;
    };
    const need = NEED as ApNeed & { kind: 'command' };
    const none = computerCommand(hemmed(false), need);
    const look = computerCommand(hemmed(true), need);
    expect(none).toEqual({ do: 'endAct', figure: 'b1' });
    expect(look).toEqual({ do: 'search', figure: 'b1' });
    // The driver of a helicopter does not look: no IED reaches it.
    const air = battle({}, true);
    air.vehicles![0]!.type = 'Blackhawk';
    air.vehicles![0]!.ied = null;
    air.vehicles![0]!.immobilised = true;
    const s = run(air, { do: 'endAct', figure: 'b1' }).state;
    expect(computerCommand(s, { ...need, figure: 'b2' }).do).not.toBe('search');
  });
});
