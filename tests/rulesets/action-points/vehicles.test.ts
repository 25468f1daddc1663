// Vehicles with scripted dice: the file's vehicle starts with its table row's armour and IED protection; a
// hit whose PEN reaches the armour rolls 1d10 on the damage table (1-4 immobilised, 5-7 a weapon lost, 8-10
// destroyed, the crew then taking 2d10 each), one below does nothing and rolls nothing; an IED's PEN is set
// against the IED protection. The odds a preview shows are those of the same table read.
import { describe, expect, it } from 'vitest';
import { closeCtx, openCtx } from '../../../src/rulesets/action-points/ctx';
import { hitVehicle, penOf, vehicleOdds, vehicleOddsText } from '../../../src/rulesets/action-points/vehicles';
import { actionPoints } from '../../../src/rulesets/action-points';
import type { ApEvent, ApState, ApStepCommand } from '../../../src/rulesets/action-points/types';
import type { PreviewPicture } from '../../../src/core/rulesetView';
import type { BoardTarget } from '../../../src/core/board';
import { Session } from '../../../src/app/session';
import { begin, reduce } from '../../../src/rulesets/action-points/reduce';
import { computerCommand } from '../../../src/rulesets/action-points/ai';
import { fig, ofType, play, scenario, start } from './helpers';

function withHumvee(dice: Record<string, number[][]>, type = 'Humvee'): ApState {
  return start(
    scenario({
      dice,
      blue: [
        { id: 'b1', name: 'Hale', at: [10, 30], armour: 'light' },
        { id: 'b2', name: 'Vega', at: [12, 30] },
      ],
      red: [{ id: 'r1', name: 'Karim', weapon: 'hmg', at: [10, 5] }],
      vehicles: [{ id: 'hv1', side: 'blue', type, at: [11, 28], crew: ['b1', 'b2'], weapons: ['hmg', 'gpmg'] }],
      ieds: [{ id: 'ied1', at: [11, 20], pen: 3 }],
    }),
  ).state;
}

describe('vehicles', () => {
  it('start with the table row: a Humvee has armour 2 and IED protection 1', () => {
    const s = withHumvee({});
    expect(s.vehicles).toEqual([
      expect.objectContaining({ id: 'hv1', armour: 2, ied: 1, crew: ['b1', 'b2'], destroyed: false }),
    ]);
    expect(s.ieds).toEqual([{ id: 'ied1', at: [11, 20], pen: 3, spent: false }]);
  });

  it('an hmg (PEN 2) against armour 2 rolls the table: 3 immobilised, 6 a weapon lost', () => {
    const s = withHumvee({ vehicleDamage: [[3], [6]] });
    const c = openCtx(s);
    const v = c.s.vehicles![0]!;
    hitVehicle(c, v, penOf('hmg'), fig(c.s, 'r1'));
    hitVehicle(c, v, penOf('hmg'), fig(c.s, 'r1'));
    expect(ofType(c.events, 'vehicleHit').map((e) => [e.pen, e.armour, e.roll, e.result])).toEqual([
      [2, 2, 3, 'immobilised'],
      [2, 2, 6, 'weaponDestroyed'],
    ]);
    expect([v.immobilised, v.weaponsLost, v.destroyed]).toEqual([true, 1, false]);
  });

  it('a gpmg (PEN 1) below armour 2 does nothing and rolls nothing', () => {
    const s = withHumvee({ vehicleDamage: [[9]] });
    const c = openCtx(s);
    hitVehicle(c, c.s.vehicles![0]!, penOf('gpmg'), fig(c.s, 'r1'));
    expect(c.events.filter((e) => e.type === 'roll')).toEqual([]);
    expect(ofType(c.events, 'vehicleHit')[0]).toMatchObject({ pen: 1, armour: 2, result: 'noEffect' });
    expect(c.events[0]!.type).toBe('vehicleHit');
  });

  it('destroyed (9): each crew figure takes 2d10, less body armour', () => {
    // Hale: 6+5 = 11, light armour 1d6+4 with a 2 = 6 off, 5 left; Vega: 9+9 = 18, no armour.
    const s = withHumvee({
      vehicleDamage: [[9]],
      damage: [
        [6, 5],
        [9, 9],
      ],
      armour: [[2]],
    });
    const c = openCtx(s);
    const v = c.s.vehicles![0]!;
    hitVehicle(c, v, 2, fig(c.s, 'r1'));
    expect([v.destroyed, v.weaponsLost]).toEqual([true, 2]);
    expect(ofType(c.events, 'damage').map((e) => [e.figure, e.dice, e.armour, e.net])).toEqual([
      ['b1', [6, 5], 6, 5],
      ['b2', [9, 9], 0, 18],
    ]);
    closeCtx(c);
  });

  it("an IED's PEN 3 is set against the IED protection (1), not the armour", () => {
    const s = withHumvee({ vehicleDamage: [[1]] }, 'M1117');
    const c = openCtx(s);
    const v = c.s.vehicles![0]!;
    expect([v.armour, v.ied]).toEqual([4, 4]);
    hitVehicle(c, v, 3, { id: 'ied1', ied: true });
    expect(ofType(c.events, 'vehicleHit')[0]).toMatchObject({ pen: 3, armour: 4, result: 'noEffect' });
    const h = openCtx(withHumvee({ vehicleDamage: [[1]] }));
    hitVehicle(h, h.s.vehicles![0]!, 3, { id: 'ied1', ied: true });
    expect(ofType(h.events, 'vehicleHit')[0]).toMatchObject({ pen: 3, armour: 1, roll: 1, result: 'immobilised' });
    // The log names the vehicle and the IED, not their ids.
    const log = actionPoints.view!.log(() => h.s);
    log.add(h.events);
    expect(log.lines().map((l) => l.text)).toEqual([
      'The Humvee is hit by an IED: PEN 3 against 1, 1d10 rolled 1: immobilised.',
    ]);
  });

  it('the odds are the table read over every face of the d10', () => {
    expect(vehicleOdds(2, 2)).toEqual({ noEffect: 0, immobilised: 0.4, weaponDestroyed: 0.3, destroyed: 0.3 });
    expect(vehicleOdds(1, 2)).toEqual({ noEffect: 1, immobilised: 0, weaponDestroyed: 0, destroyed: 0 });
    expect(vehicleOddsText(2, 2)).toBe('PEN 2 against armour 2: 40% immobilised, 30% a weapon lost, 30% destroyed');
    expect(vehicleOddsText(0, 2)).toBe('PEN 0 against armour 2: no effect');
    // Each face rolled gives the result the odds counted for it.
    for (let d = 1; d <= 10; d++) {
      const c = openCtx(withHumvee({ vehicleDamage: [[d]] }));
      hitVehicle(c, c.s.vehicles![0]!, 2, fig(c.s, 'r1'));
      const r = ofType(c.events, 'vehicleHit')[0]!.result;
      expect(r).toBe(d <= 4 ? 'immobilised' : d <= 7 ? 'weaponDestroyed' : 'destroyed');
    }
  });
});

describe('a shot at a vehicle through the reducer', () => {
  it('Karim (hmg) shoots the Humvee: the shot test, then PEN 2 v armour 2, 9 destroys it and the crew take 2d10', () => {
    const file = scenario({
      // Red first in the tied phase; the shot 15 hits; 9 on the damage table; the crew's 2d10 and Hale's armour.
      dice: {
        initiative: [[2]],
        shoot: [[1, 5]],
        vehicleDamage: [[9]],
        damage: [
          [6, 5],
          [9, 9],
        ],
        armour: [[2]],
      },
      blue: [
        { id: 'b1', name: 'Hale', at: [10, 30], armour: 'light' },
        { id: 'b2', name: 'Vega', at: [12, 30] },
      ],
      red: [{ id: 'r1', name: 'Karim', weapon: 'hmg', at: [11, 10], facing: 90 }],
      vehicles: [{ id: 'hv1', side: 'blue', type: 'Humvee', at: [11, 27], crew: ['b1', 'b2'], weapons: ['hmg'] }],
      commands: [{ do: 'shoot', figure: 'r1', target: 'hv1' }],
    });
    const { state, events, illegal } = play(file, 1);
    expect(illegal).toBeUndefined();
    const shot = ofType(events, 'test').find((e) => e.test === 'shoot')!;
    expect([shot.figure, shot.target, shot.roll, shot.pass]).toEqual(['r1', 'hv1', 15, true]);
    expect(ofType(events, 'vehicleHit')[0]).toMatchObject({
      vehicle: 'hv1',
      by: 'r1',
      pen: 2,
      armour: 2,
      roll: 9,
      result: 'destroyed',
    });
    expect(ofType(events, 'damage').map((e) => [e.figure, e.net])).toEqual([
      ['b1', 5],
      ['b2', 18],
    ]);
    expect(state.vehicles![0]!.destroyed).toBe(true);
  });
});

describe('a vehicle on the board', () => {
  const file = () =>
    scenario({
      dice: { initiative: [[2]], shoot: [[1, 5]], vehicleDamage: [[5]] },
      blue: [
        { id: 'b1', name: 'Hale', at: [10, 30], armour: 'light' },
        { id: 'b2', name: 'Vega', at: [12, 30] },
      ],
      red: [{ id: 'r1', name: 'Karim', weapon: 'hmg', at: [11, 10], facing: 90 }],
      vehicles: [{ id: 'hv1', side: 'blue', type: 'Humvee', at: [11, 27], crew: ['b1', 'b2'], weapons: ['hmg'] }],
    });

  it('is a token with a card, and the shot preview gives the chance rolled and the damage odds', () => {
    const s = start(file()).state;
    const token = actionPoints.board!.view(s).figures.find((f) => f.id === 'hv1')!;
    expect([token.label, token.mark, token.side]).toEqual(['Humvee', 'V', 'blue']);
    expect(token.card).toEqual([
      'Humvee (V on the token), Blue',
      'armour 2, IED protection 1',
      'weapons: hmg',
      'crew: Hale, Vega',
    ]);
    const shootPreview = actionPoints.previews!.shoot! as unknown as (
      s: ApState,
      from: string,
      to: string,
      aim: number,
    ) => PreviewPicture;
    const p = shootPreview(s, 'r1', 'hv1', 0);
    expect(p.note).toContain('If hit: PEN 2 against armour 2: 40% immobilised, 30% a weapon lost, 30% destroyed.');
    // The shown chance is the one the shot then rolls against.
    const shown = Number(p.odds!.hv1!.replace('% to hit', ''));
    const played = play({ ...file(), commands: [{ do: 'shoot', figure: 'r1', target: 'hv1' }] }, 1);
    const shot = ofType(played.events, 'test').find((e) => e.target === 'hv1')!;
    expect(shot.chance.chance).toBe(shown);
    // A vehicle in the open is no spot roll (decision 61): its preview gives no chance (not a shot's by mistake).
    const spotPreview = actionPoints.previews!.spot! as unknown as typeof shootPreview;
    expect(spotPreview(s, 'r1', 'hv1', 0)).toEqual({ note: 'A vehicle in the open needs no spotting: shoot at it.' });
    const after = actionPoints.board!.view(played.state).figures.find((f) => f.id === 'hv1')!;
    expect(after.badges).toEqual(['1 weapon(s) lost']);
    expect(after.card).toContain('weapons: none working');
  });

  it("is hidden from a person's side with no clear line to it", () => {
    const asRed = (f: Record<string, unknown>) => {
      const s = start(f).state;
      return {
        ...s,
        sides: s.sides.map((x) => ({ ...x, control: x.id === 'red' ? ('human' as const) : ('ai' as const) })),
      };
    };
    expect(actionPoints.board!.view(asRed(file())).figures.some((f) => f.id === 'hv1')).toBe(true);
    const walled = {
      ...file(),
      terrain: [
        {
          id: 'h',
          type: 'building',
          polygon: [
            [0, 15],
            [36, 15],
            [36, 18],
            [0, 18],
          ],
        },
      ],
    };
    expect(actionPoints.board!.view(asRed(walled)).figures.some((f) => f.id === 'hv1')).toBe(false);
  });
});

describe('a shot at a vehicle from the board', () => {
  // Karim (red, a person) and the blue Humvee with its crew (the computer) in the open.
  const file = () => {
    const f = scenario({
      dice: { initiative: [[2]], shoot: [[1, 5]], vehicleDamage: [[9]] },
      blue: [
        { id: 'b1', name: 'Hale', at: [10, 33], armour: 'light', stance: 'prone' },
        { id: 'b2', name: 'Vega', at: [12, 33], stance: 'prone' },
      ],
      red: [{ id: 'r1', name: 'Karim', weapon: 'hmg', at: [11, 10], facing: 90 }],
      vehicles: [{ id: 'hv1', side: 'blue', type: 'Humvee', at: [11, 27], crew: ['b1', 'b2'], weapons: ['hmg'] }],
    });
    const sides = f.sides as { id: string; control: string }[];
    for (const s of sides) s.control = s.id === 'red' ? 'human' : 'ai';
    return f;
  };

  it('offers the Humvee among the shot targets with its preview, and pressing it rolls that chance', () => {
    const sc = actionPoints.scenario.check(file());
    if (!sc.ok) throw new Error(sc.error.message);
    const s = new Session(actionPoints, sc.value, file());
    for (let i = 0; i < 50 && !(s.need.kind === 'command' && s.need.figure === 'r1'); i++) s.playComputer();
    expect(s.need).toMatchObject({ kind: 'command', figure: 'r1' });
    const choices = actionPoints.board!.choices(s.state, s.need);
    for (const key of ['shoot', 'shoot-aim1', 'shoot-aim2']) {
      const c = choices.find((x) => x.key === key)!;
      expect(c.enabled).toBe(true);
      expect(c.target?.kind === 'figure' && c.target.among).toContain('hv1');
    }
    const shoot = choices.find((x) => x.key === 'shoot-aim1')!;
    expect(shoot.title).toContain('Humvee');
    const t = shoot.target as Extract<BoardTarget<ApStepCommand>, { kind: 'figure' }>;
    const p = t.preview!('hv1')!;
    expect(p.note).toContain('If hit: PEN 2 against armour 2: 40% immobilised, 30% a weapon lost, 30% destroyed.');
    expect(p.note).not.toMatch(/hv1|b1|b2|r1/);
    const shown = Number(p.odds!.hv1!.replace('% to hit', ''));
    expect(shown).toBeGreaterThan(15);
    const r = s.apply(t.command('hv1'));
    expect(r.ok).toBe(true);
    const events = r.ok ? (r.events as ApEvent[]) : [];
    const shot = ofType(events, 'test').find((e) => e.target === 'hv1')!;
    expect(shot.chance.chance).toBe(shown);
    expect(shot.pass).toBe(true);
    expect(s.state.vehicles![0]!.destroyed).toBe(true);
  });

  it('offers no shot at a vehicle behind a building, nor at its own side’s', () => {
    const walled = {
      ...file(),
      terrain: [
        {
          id: 'h',
          type: 'building',
          polygon: [
            [0, 15],
            [36, 15],
            [36, 18],
            [0, 18],
          ],
        },
      ],
    };
    const sc = actionPoints.scenario.check(walled);
    if (!sc.ok) throw new Error(sc.error.message);
    const s = new Session(actionPoints, sc.value, walled);
    for (let i = 0; i < 50 && !(s.need.kind === 'command' && s.need.figure === 'r1'); i++) s.playComputer();
    const shoot = actionPoints.board!.choices(s.state, s.need).find((x) => x.key === 'shoot');
    expect(shoot?.target?.kind === 'figure' ? shoot.target.among : []).not.toContain('hv1');
  });
});

describe('the computer and an enemy vehicle', () => {
  // Karim (red, the computer) kneels facing the Humvee; its crew lie behind him, out of his sight.
  const file = (weapon: string, extraBlue: Record<string, unknown>[] = []) =>
    scenario({
      dice: { initiative: [[2]] },
      blue: [{ id: 'b1', name: 'Hale', at: [11, 2] }, ...extraBlue] as never,
      red: [{ id: 'r1', name: 'Karim', weapon, at: [11, 10], facing: 90, stance: 'kneeling' }],
      vehicles: [{ id: 'hv1', side: 'blue', type: 'Humvee', at: [11, 27], crew: ['b1'], weapons: ['hmg'] }],
    });
  const first = (f: Record<string, unknown>, seen: string[] = []) => {
    const s = start(f).state;
    fig(s, 'r1').seen.push(...seen);
    const b = begin(s);
    if (b.need.kind !== 'command') throw new Error(`need ${b.need.kind}`);
    return computerCommand(b.state, b.need);
  };

  it('shoots a Humvee its hmg can hurt (PEN 2 against armour 2), aimed with the AP it has', () => {
    expect(first(file('hmg'))).toEqual({ do: 'shoot', figure: 'r1', target: 'hv1', aim: 2 });
  });

  it('leaves it alone with a rifle (PEN 0) or against an M1117 (armour 4)', () => {
    expect(first(file('assault rifle'))).not.toMatchObject({ do: 'shoot' });
    const m1117 = file('hmg');
    (m1117.vehicles as { type: string }[])[0]!.type = 'M1117';
    expect(first(m1117)).not.toMatchObject({ do: 'shoot' });
  });

  it('takes the better shot: a spotted figure standing in the open nearer than the vehicle', () => {
    const cmd = first(file('hmg', [{ id: 'b2', name: 'Vega', at: [11, 16] }]), ['b2']);
    expect(cmd).toMatchObject({ do: 'shoot', target: 'b2' });
  });

  it('the shot it chooses is taken by the rules and rolls the damage table', () => {
    const f = { ...file('hmg'), dice: { initiative: [[2]], shoot: [[1, 5]], vehicleDamage: [[3]] } };
    const b = begin(start(f).state);
    if (b.need.kind !== 'command') throw new Error('no command');
    const r = reduce(b.state, computerCommand(b.state, b.need));
    if (!r.ok) throw new Error(r.error);
    expect(r.state.vehicles![0]!.immobilised).toBe(true);
  });
});
