// Launchers in the menu's new battles (board/newBattle.ts, decision 83): the knob hands each side its squad
// launcher (Regulars and Special forces a grenade launcher, Militia an RPG) and, asked for, a heavy weapon
// (a GMG, a 60mm mortar, a Javelin only against a vehicle); the vehicle's crew carries none. The figure card
// says the launcher, its rounds and its minimum range; a menu battle's RPG gunner fires with scripted dice at
// the chance its preview showed.
import { describe, expect, it } from 'vitest';
import { actionPoints } from '../../../src/rulesets/action-points';
import { begin } from '../../../src/rulesets/action-points/reduce';
import { firePreview } from '../../../src/rulesets/action-points/board/launcherChoices';
import { fig, ofType, run, start } from './helpers';

const board = actionPoints.board!;
const nb = board.newBattle!;

type FileFigure = { id: string; name: string; launcher?: string; at: number[]; [k: string]: unknown };
const figuresOf = (file: Record<string, unknown>, i: number) => (file.sides as { figures: FileFigure[] }[])[i]!.figures;

describe('launchers in the menu’s battles', () => {
  it('hands each side its squad launcher, and a heavy weapon when asked, never to the crew', () => {
    const plain = nb.make({ ...nb.values, size: 4 }, 'kit-1');
    expect(figuresOf(plain, 0).map((f) => f.launcher)).toEqual([undefined, 'ugl', undefined, undefined]);
    expect(figuresOf(plain, 1).map((f) => f.launcher)).toEqual([undefined, 'rpg', undefined, undefined]);

    const heavy = nb.make({ ...nb.values, size: 6, support: 'launchers and a heavy weapon' }, 'kit-2');
    expect(figuresOf(heavy, 0).map((f) => f.launcher)).toEqual([
      undefined,
      'ugl',
      undefined,
      'gmg',
      undefined,
      undefined,
    ]);
    expect(figuresOf(heavy, 1).map((f) => f.launcher)).toEqual([
      undefined,
      'rpg',
      undefined,
      'mortar60',
      undefined,
      undefined,
    ]);

    // Special forces: a Javelin only when the enemy brings a vehicle, else a 60mm mortar.
    const sf = { ...nb.values, force1: 'special forces', size: 4, support: 'launchers and a heavy weapon' };
    expect(figuresOf(nb.make(sf, 'kit-3'), 0).map((f) => f.launcher)).toEqual([
      undefined,
      undefined,
      'ugl',
      'mortar60',
    ]);
    const vsHumvee = nb.make({ ...sf, vehicle2: 'Humvee' }, 'kit-3');
    expect(figuresOf(vsHumvee, 0).map((f) => f.launcher)).toEqual([undefined, undefined, 'ugl', 'javelin']);
    // With its own vehicle, the last figure is its crew and carries no launcher.
    const crewed = nb.make({ ...sf, vehicle1: 'Humvee', vehicle2: 'Humvee' }, 'kit-3');
    expect(figuresOf(crewed, 0).map((f) => f.launcher)).toEqual([undefined, undefined, 'ugl', undefined]);

    const none = nb.make({ ...nb.values, size: 8, support: 'none' }, 'kit-4');
    expect([...figuresOf(none, 0), ...figuresOf(none, 1)].some((f) => f.launcher)).toBe(false);
    // Every level checks and starts.
    for (const support of ['none', 'launchers', 'launchers and a heavy weapon'])
      expect(actionPoints.scenario.check(nb.make({ ...nb.values, size: 8, support }, 'kit-5')).ok).toBe(true);
  });

  it('the figure card says the launcher, its rounds, its range from the minimum, and its set-up', () => {
    // The computer on both sides: no fog, every card is shown.
    const file = nb.make(
      { ...nb.values, player1: 'computer', size: 4, support: 'launchers and a heavy weapon' },
      'card-1',
    );
    const { state } = start(file);
    const card = (id: string) => board.view(state).figures.find((f) => f.id === id)!.card!;
    expect(card('a2')).toContain('grenade launcher: 4 rounds left, 10" to 75" (nothing nearer than 10")');
    expect(card('b2')).toContain('RPG: 3 rounds left, 5" to 250" (nothing nearer than 5")');
    // Heavy weapons start the battle set up (the file's default); moved, the card counts the set-up left.
    expect(card('a4')).toContain('grenade machine gun: 12 rounds left, 10" to 75" (nothing nearer than 10")');
    fig(state, 'a4').launcherSetUpLeft = 3;
    expect(card('a4')).toContain(
      'grenade machine gun: 12 rounds left, 10" to 75" (nothing nearer than 10"); set up in 3 more acts',
    );
    expect(card('a1').some((l) => /rounds left/.test(l))).toBe(false);
  });

  it('a menu battle’s RPG gunner fires at the chance its preview showed (scripted 50 hits, 51 would miss)', () => {
    const file = nb.make({ ...nb.values, size: 2 }, 'rpg-1');
    // Open ground, the Regulars' sergeant 20" in front of the Militia's RPG gunner; the others off.
    file.terrain = [];
    const [a, b] = [figuresOf(file, 0), figuresOf(file, 1)];
    (file.sides as { figures: FileFigure[] }[])[0]!.figures = [{ ...a[0]!, at: [18, 30] }];
    (file.sides as { figures: FileFigure[] }[])[1]!.figures = [{ ...b[1]!, at: [18, 10], facing: 90 }];
    for (const s of file.sides as { control: string }[]) s.control = 'script';
    file.dice = { shoot: [[5, 0]], damage: [[1, 1, 1, 1, 1, 1]] };
    const { state } = start(file);
    // Phase 3: the sergeant (veteran, light armour: BODY 14) acts and ends his act; phase 4: the gunner.
    let s = begin(state).state;
    expect(s.clock.queue[0]).toBe('a1');
    s = run(s, { do: 'endAct', figure: 'a1' }).state;
    expect(s.clock.queue[0]).toBe('b2');
    const cmd = { do: 'fire' as const, figure: 'b2', target: 'a1' };
    const p = firePreview(s, fig(s, 'b2'), cmd);
    // Novice 40%, heavy weapon crew +10% = 50%.
    expect(p.note).toMatch(
      /^RPG: 3 rounds left, 5" to 250" \(nothing nearer than 5"\)\. Sgt \w+, 20\.0" away: novice 40%, heavy weapon crew \+10% = 50% \(1 AP\)/,
    );
    const r = run(s, cmd);
    const t = ofType(r.events, 'test')[0]!;
    expect([t.test, t.roll, t.pass, t.chance.chance]).toEqual(['fire RPG', 50, true, 50]);
    expect(ofType(r.events, 'blast')[0]).toMatchObject({ what: 'RPG', kill: ['a1'] });
    expect(fig(r.state, 'b2').rounds).toBe(2);
  });
});
