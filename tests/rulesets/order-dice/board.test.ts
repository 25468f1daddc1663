// The order-dice game at the plain table (src/rulesets/order-dice/board): whole battles played by a seeded
// person pressing what the board offers (all people, and a person against the computer) end with nothing
// stuck or refused; every kind of choice is offered and works in a set-up made for it, each reaction decision
// answered both ways; previews show the odds module's exact numbers; nothing on screen carries an id.
import seedrandom from 'seedrandom';
import { describe, expect, it } from 'vitest';
import { Session } from '../../../src/app/session';
import { playByChoices } from '../../../src/app/board/playByChoices';
import type { BoardChoice, BoardView } from '../../../src/core/board';
import { chanceWords, testChance } from '../../../src/rulesets/order-dice/odds';
import { firePlan, planOdds } from '../../../src/rulesets/order-dice/shooting';
import type { OdCommand, OdState } from '../../../src/rulesets/order-dice/state';
import { checked, file, orderDice, team, unit } from './helpers';

const board = orderDice.board!;

function session(data: Record<string, unknown>): Session<typeof orderDice> {
  return new Session(orderDice, checked(data), data);
}

/** Every internal id of the game: sides, units, figures, objectives. */
function idsOf(s: OdState): string[] {
  return [
    ...s.sides.map((x) => x.id),
    ...s.units.flatMap((u) => [u.id, ...u.figures.map((f) => f.id)]),
    ...s.objectives.map((o) => o.id),
  ];
}

/** The words a person reads: the view's labels, cards, title and panels, and the choices' words. */
function screenWords(v: BoardView, choices: readonly BoardChoice<OdCommand>[]): string[] {
  return [
    v.title,
    ...v.sides.map((x) => x.name),
    ...v.terrain.map((t) => t.label),
    ...v.figures.flatMap((f) => [f.label, f.mark ?? '', ...(f.badges ?? []), ...(f.card ?? [])]),
    ...v.panels.flatMap((p) => [p.title, ...p.lines]),
    ...(v.marks ?? []).map((m) => m.label),
    ...choices.flatMap((c) => [c.label, c.why ?? '', c.title ?? '', c.target?.prompt ?? '']),
  ];
}

function idOnScreen(s: OdState, words: readonly string[]): string | undefined {
  const ids = new Set(idsOf(s));
  for (const w of words)
    for (const token of w.split(/[^A-Za-z0-9.-]+/)) {
      const t = token.replace(/\.+$/, '');
      if (ids.has(t)) return `"${t}" in "${w}"`;
    }
  return undefined;
}

describe('order dice at the plain table: whole battles by its choices', () => {
  const cases = [
    ...[1, 2, 3, 4, 5, 6].map((n) => ({ n, north: 'person', south: 'person' })),
    ...[7, 8, 9, 10, 11, 12].map((n) => ({
      n,
      north: n % 2 ? 'computer' : 'person',
      south: n % 2 ? 'person' : 'computer',
    })),
  ];
  it.each(cases)('seed $n ($north vs $south) plays to the end, nothing stuck or refused, no id on screen', (c) => {
    const values = {
      north: c.north,
      south: c.south,
      units: 2 + (c.n % 4),
      support: c.n % 3 !== 0,
      scenario: c.n % 2 ? 'hold the objectives' : 'destroy the enemy',
      terrain: ['random', 'clear', 'urban', 'wooded', 'mountain'][c.n % 5]!,
    };
    const s = session(board.newBattle!.make(values, `board-${c.n}`));
    // A seeded stream, so a failing seed replays.
    const r = seedrandom.alea(`board-person-${c.n}`);
    // Look at the screen every few steps while the person plays.
    let leak: string | undefined;
    let steps = 0;
    const look = () => {
      if (leak || steps++ % 5) return;
      const sel = board.selectable(s.state, s.need);
      leak = idOnScreen(s.state, screenWords(board.view(s.state), board.choices(s.state, s.need, sel[0])));
    };
    const chooser = () => {
      look();
      return r();
    };
    const res = playByChoices(s, chooser);
    expect(res.stuck).toBeUndefined();
    expect(res.steps.filter((x) => x.refused)).toEqual([]);
    expect(res.over).toBe(true);
    expect(s.state.phase.kind).toBe('ended');
    expect(res.steps.length).toBeGreaterThan(0);
    expect(leak).toBeUndefined();
    const end = board.view(s.state);
    expect(end.title).toMatch(/the battle is over: (North wins|South wins|a draw)/);
    expect(idOnScreen(s.state, screenWords(end, []))).toBeUndefined();
    // The log and the after-battle page name units and sides too.
    const log = orderDice.view!.log(() => s.state);
    log.add(s.events());
    const logWords = log.lines().flatMap((l) => [l.text, ...(l.detail?.notes ?? [])]);
    const page = orderDice.view!.afterBattle!(s.state, s.need)!;
    const pageWords = [page.title, page.text, ...page.sides.flatMap((x) => [x.detail, x.count, ...x.rows.flat()])];
    expect(idOnScreen(s.state, [...logWords, ...log.groups.map((g) => g.title), ...pageWords])).toBeUndefined();
  });
});

/** The one choice with this key (failing loudly when it is not offered). */
function choice(s: Session<typeof orderDice>, key: string, selected?: string): BoardChoice<OdCommand> {
  const c = board.choices(s.state, s.need, selected).find((x) => x.key === key);
  if (!c)
    throw new Error(
      `no choice ${key}: ${board
        .choices(s.state, s.need, selected)
        .map((x) => x.key)
        .join(', ')}`,
    );
  return c;
}

function press(s: Session<typeof orderDice>, c: BoardChoice<OdCommand>, pick?: string | [number, number]) {
  expect(c.enabled).toBe(true);
  let cmd = c.command;
  const t = c.target;
  if (t?.kind === 'figure') cmd = t.command(typeof pick === 'string' ? pick : t.among[0]!);
  if (t?.kind === 'point') {
    const at = pick as [number, number];
    const made = t.command(at);
    if (!made.ok) throw new Error(`point ${JSON.stringify(at)} refused: ${made.why}`);
    cmd = made.command;
  }
  const res = s.apply(cmd!);
  if (!res.ok) throw new Error(res.error);
  return res.events;
}

const duel = (more: Record<string, unknown>) =>
  file({ blueControl: 'human', redControl: 'human', bag: ['blue', 'red'], ...more } as never);

describe('order dice at the plain table: every choice, worked', () => {
  it('says why nothing can be ordered before a unit is picked, and only the drawn side is selectable', () => {
    const s = session(duel({ blue: [unit('b', [5, 30], 2)], red: [unit('r', [5, 16], 2)] }));
    expect(board.selectable(s.state, s.need)).toEqual(['b.1', 'b.2']);
    const none = board.choices(s.state, s.need);
    expect(none.every((c) => !c.enabled && c.why === 'select one of your units without an order')).toBe(true);
    expect(choice(s, 'fire', 'r.1')).toMatchObject({ enabled: false, why: "Red's Squad 1 is not yours to order now" });
  });

  // Play-test 11c: "2nd Squad can't be picked for Fire" read as the player's own squad (both sides had one).
  it("a unit that can't be picked for Fire is named with its side, and says why", () => {
    const s = session(
      duel({
        blue: [unit('b', [5, 30], 2), unit('b2', [9, 30], 2)],
        red: [unit('r', [5, 16], 2), unit('r2', [30, 1], 2)],
      }),
    );
    const fire = choice(s, 'fire', 'b.1');
    if (fire.target?.kind !== 'figure') throw new Error('a figure');
    expect(fire.target.among).toEqual(['r.1', 'r.2']);
    expect(fire.target.whyNot!('b2.1')).toBe("Blue's Squad 2 is on the same side as Blue's Squad 1");
    expect(fire.target.whyNot!('r2.1')).toMatch(/^Red's Squad 2 can't be a target for Blue's Squad 1: .+/);
  });

  it('fire shows the exact odds of the odds module, and fire back answered yes and no', () => {
    const data = duel({ blue: [unit('b', [5, 30], 2)], red: [unit('r', [5, 16], 2)] });
    const s = session(data);
    const fire = choice(s, 'fire', 'b.1');
    expect(fire.target?.kind).toBe('figure');
    if (fire.target?.kind !== 'figure') return;
    expect(fire.target.among).toEqual(['r.1', 'r.2']);
    // Two rifles at 14" (long range): each shot hits on 4+ and kills on 4+, 1 in 4 a shot.
    const o = planOdds(s.state, firePlan(s.state, 'b', 'r'));
    expect(o.kills.map((p) => p * 16)).toEqual([9, 6, 1].map((x) => expect.closeTo(x, 9)));
    const words = `kills 0: ${chanceWords(o.kills[0]!)}, 1: ${chanceWords(o.kills[1]!)}, 2: ${chanceWords(o.kills[2]!)}; pin ${chanceWords(o.pin)}`;
    expect(fire.target.preview!('r.2')!.odds).toEqual({ 'r.2': words });
    expect(words).toBe('kills 0: 56.3%, 1: 37.5%, 2: 6.3%; pin 75%');
    press(s, fire, 'r.1');
    expect(s.need.kind).toBe('decision');
    const keys = board.choices(s.state, s.need).map((c) => c.key);
    expect(keys).toEqual(['react:down', 'react:fireBack', 'react:none']);
    // Regular: morale 9, no pins; 30 in 36.
    expect(choice(s, 'react:fireBack').label).toBe(`Fire back (${chanceWords(testChance(9))})`);
    expect(choice(s, 'react:fireBack').label).toBe('Fire back (83.3%)');
    const back = session(data);
    press(back, choice(back, 'fire', 'b.2'), 'r.2');
    const yes = press(back, choice(back, 'react:fireBack'));
    expect(yes.filter((e) => e.type === 'reaction').map((e) => e.type === 'reaction' && e.reaction)).toEqual([
      'fireBack',
    ]);
    const no = press(s, choice(s, 'react:none'));
    expect(no.some((e) => e.type === 'reaction')).toBe(false);
    expect(no.filter((e) => e.type === 'shoot')).toHaveLength(1);
  });

  it('go down is offered without a test and taken', () => {
    const s = session(duel({ blue: [unit('b', [5, 30], 2)], red: [unit('r', [5, 16], 2)] }));
    press(s, choice(s, 'fire', 'b.1'), 'r.1');
    const down = choice(s, 'react:down');
    expect(down.label).toBe('Go down (no test)');
    const ev = press(s, down);
    expect(ev.some((e) => e.type === 'reaction' && e.reaction === 'down' && e.passed)).toBe(true);
    // The shot at long range (4+) now needs one more.
    expect(ev.filter((e) => e.type === 'shoot').map((e) => e.type === 'shoot' && e.needs)).toEqual([[5, 5]]);
  });

  it('run to cover beyond 20": the computer picks the spot, or the person does (a bad spot is refused in words)', () => {
    const data = duel({ blue: [unit('b', [5, 34], 2, 'lmg')], red: [unit('r', [5, 8], 2)] });
    for (const spot of [false, true]) {
      const s = session(data);
      press(s, choice(s, 'fire', 'b.1'), 'r.1');
      expect(board.choices(s.state, s.need).map((c) => c.key)).toEqual([
        'react:down',
        'react:runToCover',
        'react:runToCover:spot',
        'react:none',
      ]);
      const c = choice(s, spot ? 'react:runToCover:spot' : 'react:runToCover');
      if (spot) {
        if (c.target?.kind !== 'point') throw new Error('a point');
        // Toward the shooter is neither cover nor farther: refused with a reason.
        const bad = c.target.command([5, 12]);
        expect(bad).toEqual({ ok: false, why: 'a run to cover must end in cover, out of sight or further away' });
        expect(c.target.preview!([5, 1])!.note).toMatch(/farther away/);
      }
      const ev = press(s, c, spot ? [5, 1] : undefined);
      expect(ev.some((e) => e.type === 'reaction' && e.reaction === 'runToCover')).toBe(true);
    }
  });

  it('an assault: escape (both ways of picking the spot), or no escape and then stand and shoot', () => {
    const data = duel({ blue: [unit('b', [5, 20], 6)], red: [unit('r', [5, 12], 2)] });
    const s = session(data);
    const assault = choice(s, 'assault', 'b.3');
    if (assault.target?.kind !== 'figure') throw new Error('a figure');
    expect(assault.target.preview!('r.1')!.note).toMatch(/into contact/);
    press(s, assault, 'r.1');
    expect(board.choices(s.state, s.need).map((c) => c.key)).toEqual([
      'react:escape',
      'react:escape:spot',
      'react:none',
    ]);
    press(s, choice(s, 'react:none'));
    expect(s.need.kind).toBe('decision');
    const stand = choice(s, 'react:standAndShoot');
    expect(stand.title).toMatch(/Its fire: kills 0: /);
    const ev = press(s, stand);
    expect(ev.some((e) => e.type === 'reaction' && e.reaction === 'standAndShoot')).toBe(true);
    for (const key of ['react:escape', 'react:escape:spot']) {
      const e = session(data);
      press(e, choice(e, 'assault', 'b.1'), 'r.2');
      const c = choice(e, key);
      if (c.target?.kind === 'point') expect(c.target.command([5, 25])).toMatchObject({ ok: false });
      const out = press(e, c, key.endsWith('spot') ? [5, 0] : undefined);
      expect(out.some((x) => x.type === 'reaction' && x.reaction === 'escape')).toBe(true);
    }
  });

  it('ambush set by one side and sprung on the other side’s advance; rally, down and run', () => {
    const s = session(
      duel({
        bag: ['red', 'blue', 'blue'],
        blue: [unit('b', [5, 30], 2), unit('c', [20, 30], 2, 'rifle', { pins: 2 })],
        red: [unit('r', [5, 10], 2)],
      }),
    );
    press(s, choice(s, 'ambush', 'r.1'));
    const adv = choice(s, 'advance', 'b.1');
    if (adv.target?.kind !== 'point') throw new Error('a point');
    expect(adv.target.command([5, 30])).toEqual({
      ok: false,
      why: 'that is where it stands: pick a point to move toward',
    });
    expect(adv.target.command([5, 40])).toEqual({ ok: false, why: 'that is off the table' });
    expect(adv.target.preview!([5, 20])!.note).toBe('moves 6" of 6" (all its move spent, short of the point asked)');
    press(s, adv, [5, 20]);
    expect(s.need.kind).toBe('decision');
    const amb = choice(s, 'react:ambush');
    expect(amb.label).toBe(`Ambush (${chanceWords(testChance(9))})`);
    press(s, amb);
    // The pinned unit's orders carry its order test's chance: morale 9 less 2 pins.
    const rally = choice(s, 'rally', 'c.1');
    expect(rally.label).toBe(`Rally (test ${chanceWords(testChance(7))})`);
    expect(choice(s, 'rally', 'b.1').enabled).toBe(false);
    press(s, rally);
    expect(s.state.turn).toBe(2);
    press(s, choice(s, 'down', s.need.kind === 'command' && s.need.side === 'red' ? 'r.1' : 'b.1'));
  });

  it('advance and fire at a named unit, and a plain run', () => {
    const s = session(
      duel({
        bag: ['blue', 'blue'],
        blue: [unit('b', [5, 30], 2), unit('c', [20, 30], 2)],
        red: [unit('r', [5, 10], 2)],
      }),
    );
    const af = choice(s, 'advance-fire:r', 'b.1');
    expect(af.label).toBe("Advance, fire at Red's Squad 1");
    if (af.target?.kind !== 'point') throw new Error('a point');
    const pic = af.target.preview!([5, 20])!;
    expect(pic.note).toMatch(/then fires: kills 0: /);
    const ev = press(s, af, [5, 20]);
    expect(ev.some((e) => e.type === 'move')).toBe(true);
    // The target may only go down against an Advance's shot: asked, it declines, and the shot is made.
    expect(board.choices(s.state, s.need).map((c) => c.key)).toEqual(['react:down', 'react:none']);
    const shot = press(s, choice(s, 'react:none'));
    expect(shot.some((e) => e.type === 'shoot' && e.unit === 'b' && e.shots > 0)).toBe(true);
    const run = press(s, choice(s, 'run', 'c.1'), [30, 30]);
    expect(run.some((e) => e.type === 'move' && e.unit === 'c')).toBe(true);
  });

  it('a heavy-weapon team turns to face, or turns and fires', () => {
    const data = duel({
      bag: ['blue', 'blue'],
      blue: [team('t', [5, 30], 90), team('u', [15, 30], 90)],
      red: [unit('r', [5, 10], 6)],
    });
    const s = session(data);
    expect(choice(s, 'fire', 't.1')).toMatchObject({
      enabled: false,
      why: "Red's Squad 1: outside the medium machine gun's fire arc",
    });
    const tf = choice(s, 'turn-fire', 't.1');
    if (tf.target?.kind !== 'figure') throw new Error('a figure');
    expect(tf.target.among).toEqual(['r.1', 'r.2', 'r.3', 'r.4', 'r.5', 'r.6']);
    expect(tf.target.preview!('r.1')!.odds!['r.1']).toMatch(/^kills 0: /);
    const ev = press(s, tf, 'r.1');
    expect(ev.some((e) => e.type === 'pivot')).toBe(true);
    if (s.need.kind === 'decision') press(s, choice(s, 'react:none'));
    const turned = press(s, choice(s, 'turn', 'u.1'), [15, 0]);
    expect(turned.some((e) => e.type === 'pivot' && e.unit === 'u' && e.facing === -90)).toBe(true);
  });
});

describe('order dice at the plain table: names, not ids', () => {
  it('names unnamed units by kind and number and sides by their plain word', () => {
    const s = session(
      duel({ blue: [unit('b-sec1', [5, 30], 2), unit('b-sec2', [9, 30], 2)], red: [unit('r7', [5, 16], 2)] }),
    );
    const v = board.view(s.state);
    expect(v.figures.filter((f) => f.label).map((f) => f.label)).toEqual(['Squad 1', 'Squad 2', 'Squad 1']);
    expect(v.sides).toEqual([
      { id: 'blue', name: 'Blue', colour: 0 },
      { id: 'red', name: 'Red', colour: 1 },
    ]);
    expect(v.title).toBe("Turn 1 of 6 · Blue's die was drawn · dice in the bag: Blue 1, Red 1");
    expect(v.panels.map((p) => p.title)).toEqual(['The bag', 'Orders this turn', 'Objective']);
    expect(v.panels[0]!.lines).toEqual(['Blue: 1 die left, 2 units standing', 'Red: 1 die left, 1 unit standing']);
    expect(idOnScreen(s.state, screenWords(v, board.choices(s.state, s.need, 'b-sec1.1')))).toBeUndefined();
  });

  it('shows each unit outlined as a group, its order and pins on its first figure', () => {
    const s = session(duel({ blue: [unit('b', [5, 30], 3, 'rifle', { pins: 1 })], red: [unit('r', [5, 16], 2)] }));
    press(s, choice(s, 'down', 'b.2'));
    const v = board.view(s.state);
    const b = v.figures.filter((f) => f.group === 'b');
    expect(b).toHaveLength(3);
    expect(b[0]).toMatchObject({ label: 'Squad 1', mark: '1', badges: ['Down', '1 pin', 'done'] });
    expect(b[1]!.badges).toBeUndefined();
    expect(v.panels[1]!.lines).toEqual(["Blue's Squad 1: Down"]);
  });
});
