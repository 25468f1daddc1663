// The Humvee's grenade machine gun (decision 84): the vehicle table gives the Humvee "GMG/.50 cal", so a file
// may mount a `gmg` on the rows that list one. The crew figure who mans it fires it as a launcher (1d6/2
// rounds, 10" to 75", the heavy weapon bonus, "shooter in a moving vehicle" after a drive), all round from the
// roof turret, with the vehicle's rounds; the board offers it to that crew figure with the chance rolled, and
// the computer fires it at a cluster. Scripted dice throughout.
import { describe, expect, it } from 'vitest';
import { actionPoints } from '../../../src/rulesets/action-points';
import { computerCommand } from '../../../src/rulesets/action-points/ai';
import { begin } from '../../../src/rulesets/action-points/reduce';
import { eventText } from '../../../src/rulesets/action-points/wording';
import type { ApNeed, ApState } from '../../../src/rulesets/action-points/types';
import { fig, humveeScenario, ofType, refusal, run, start } from './helpers';

const board = actionPoints.board!;
type PointTarget = Extract<NonNullable<ReturnType<typeof board.choices>[number]['target']>, { kind: 'point' }>;

/** Blue's Humvee with the GMG manned by Hale (b1, its driver); Karim, a novice, in the open behind it. */
function gmgFile(o: Record<string, unknown> = {}): Record<string, unknown> {
  return humveeScenario({
    table: { width: 48, height: 48 },
    humvee: { weapons: ['gmg', 'hmg'] },
    karim: { rank: 'novice', at: [11, 45] },
    ...o,
  });
}

function acting(file: Record<string, unknown>): { state: ApState; need: ApNeed } {
  const b = begin(start(file).state);
  return { state: b.state, need: b.need };
}

describe('the Humvee’s grenade machine gun', () => {
  it('fires all round from the turret: behind the Humvee, at average 50% + heavy crew 20%, 1d6/2 rounds', () => {
    // 1 on the d6: one round. 11 hits Karim 17" behind the Humvee (it faces north, he is south).
    const { state, need } = acting(gmgFile({ dice: { rounds: [[1]], shoot: [[1, 1]], damage: [[1, 1, 1, 1]] } }));
    expect(need).toMatchObject({ kind: 'command', figure: 'b1' });
    const r = run(state, { do: 'fire', figure: 'b1', target: 'r1' });
    const t = ofType(r.events, 'test')[0]!;
    expect([t.test, t.roll, t.pass, t.chance.chance]).toEqual(['fire grenade machine gun', 11, true, 70]);
    expect(t.chance.mods.map((m) => [m.key, m.value])).toEqual([['heavyBonus', 20]]);
    expect(eventText(t)).toMatch(/^b1 fires the grenade machine gun at r1: average 50%, heavy weapon crew \+20% = 70%/);
    expect(ofType(r.events, 'rounds')[0]).toMatchObject({ rounds: 1, left: 11 });
    expect(ofType(r.events, 'blast')[0]).toMatchObject({ at: [11, 45], kill: ['r1'], what: 'grenade machine gun' });
    // The rounds are the vehicle's; the crew figure keeps its own kit, still inside.
    expect(r.state.vehicles![0]!.mountedRounds).toBe(11);
    expect(fig(r.state, 'b1').launcher).toBeUndefined();
    expect(fig(r.state, 'b1').inside).toBe('hv1');
    // Vega mans the second weapon, the .50 cal, and has no GMG to fire.
    expect(state.vehicles![0]!.weapons).toEqual(['gmg', 'hmg']);
  });

  it('after a drive the moving vehicle costs −20%: the board’s preview shows the chance then rolled', () => {
    const { state } = acting(gmgFile({ dice: { rounds: [[2]], shoot: [[5, 1]], deviation: [[6, 2, 2]] } }));
    const driven = run(state, { do: 'drive', figure: 'b1', to: [11, 22] }).state;
    const choices = board.choices(driven, { kind: 'command', side: 'blue', figure: 'b1', ap: 2, phase: 3, round: 1 });
    const fire = choices.find((c) => c.key === 'fire')!;
    expect(fire.label).toBe('Fire the grenade machine gun (1 AP, 1d6/2 rounds, 12 left)');
    const t = fire.target as PointTarget;
    const note = t.preview!([11, 45])!.note!;
    expect(note).toMatch(
      /^grenade machine gun: 12 rounds left, 10" to 75" \(nothing nearer than 10"\)\. Karim, 23\.0" away: average 50%, heavy weapon crew \+20%, shooter in a moving vehicle −20% = 50% \(1 AP\)/,
    );
    // At a bare point too: only the firer's rows, the moving vehicle among them.
    expect(t.preview!([30, 40])!.note).toMatch(
      /The point, [\d.]+" away: average 50%, heavy weapon crew \+20%, shooter in a moving vehicle −20% = 50% \(1 AP\)/,
    );
    const cmd = t.command([11, 45]);
    expect(cmd).toEqual({ ok: true, command: { do: 'fire', figure: 'b1', target: 'r1' } });
    const r = run(driven, (cmd as { command: Parameters<typeof run>[1] }).command);
    // 51 misses at 50%; average deviation 2d10 m = 4 m, halved: 2" toward 6 o'clock (back toward the Humvee).
    const test = ofType(r.events, 'test')[0]!;
    expect([test.roll, test.pass, test.chance.chance]).toEqual([51, false, 50]);
    expect(ofType(r.events, 'deviate')[0]).toMatchObject({ aimed: [11, 45], landed: [11, 43], inches: 2 });
  });

  it('is for the vehicles whose row lists one; rounds only with it; the card counts them', () => {
    const technical = humveeScenario({ humvee: { type: 'Technical', weapons: ['gmg'] } });
    const bad = actionPoints.scenario.check(technical);
    expect(bad.ok).toBe(false);
    if (!bad.ok) {
      expect(bad.error.path).toBe('vehicles[0].weapons[0]');
      expect(bad.error.message).toMatch(
        /^a Technical mounts no grenade machine gun \(the vehicle table gives one to: Humvee, /,
      );
    }
    const noGmg = actionPoints.scenario.check(humveeScenario({ humvee: { rounds: 20 } }));
    expect(noGmg.ok || noGmg.error.message).toBe(
      'rounds are for a grenade machine gun, chaingun, autocannon or tank gun, and this vehicle mounts none',
    );
    // The menu's "Humvee with a GMG": the Humvee row, its grenade machine gun instead of the .50 cal.
    const menu = board.newBattle!.make({ ...board.newBattle!.values, vehicle1: 'Humvee with a GMG' }, 'gmg-menu');
    expect(menu.vehicles).toMatchObject([{ type: 'Humvee', weapons: ['gmg'] }]);
    expect(actionPoints.scenario.check(menu).ok).toBe(true);
    const { state } = start(gmgFile({ humvee: { weapons: ['gmg'], rounds: 20 } }));
    expect(state.vehicles![0]!.mountedRounds).toBe(20);
    const card = board.view(state).figures.find((f) => f.id === 'hv1')!.card!;
    expect(card).toContain('weapons: grenade machine gun (20 rounds left, 10" to 75")');
    // The crew figure with the GMG may not shoot it as a rifle: it fires it.
    const b = begin(state).state;
    expect(refusal(b, { do: 'shoot', figure: 'b1', target: 'r1' })).toBe(
      'b1 mans the grenade machine gun in hv1: use Fire, at a point or a target',
    );
    // Its 10" minimum range holds from the vehicle too.
    expect(refusal(b, { do: 'fire', figure: 'b1', at: [11, 34] })).toMatch(
      /inside the grenade machine gun's minimum range of 10"/,
    );
  });

  it('the computer’s gunner fires it at a cluster it sees', () => {
    const file = gmgFile({
      control: 'ai',
      karim: { rank: 'novice', at: [10, 6] },
    });
    const red = (file.sides as { figures: Record<string, unknown>[] }[])[1]!;
    red.figures.push({ id: 'r2', rank: 'novice', weapon: 'assault rifle', at: [11, 6], facing: 90 });
    red.figures.push({ id: 'r3', rank: 'novice', weapon: 'assault rifle', at: [12, 6], facing: 90 });
    const { state, need } = acting(file);
    expect(need).toMatchObject({ kind: 'command', figure: 'b1' });
    const cmd = computerCommand(state, need as ApNeed & { kind: 'command' });
    expect(cmd).toMatchObject({ do: 'fire', figure: 'b1' });
  });
});
