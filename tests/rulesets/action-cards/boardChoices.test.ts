// The plain table's choices of the action-card skirmish, one by one on a small laid-out battle with scripted dice:
// a move that stops on entering the trees and a point refused with its reason; a shot whose preview odds are the
// odds module's own; linked fire whose second shot shows the dice already held and whose odds match a count of
// every throw; a blast placed at a point; a charge that locks; a casualty question answered all three ways; the
// faces of one's own dice. And the view: names, never the file's ids, and the card in play marked.
import { describe, expect, it } from 'vitest';
import type { BoardChoice, BoardPoint } from '../../../src/core/board';
import { Session } from '../../../src/app/session';
import { actionCards } from '../../../src/rulesets/action-cards';
import { killOddsWithHeld } from '../../../src/rulesets/action-cards/board/shots';
import type { AcCommand, AcNeed } from '../../../src/rulesets/action-cards/commands';
import type { AcEvent } from '../../../src/rulesets/action-cards/events';
import { killOdds, killOddsText, pct } from '../../../src/rulesets/action-cards/odds';
import type { AcState } from '../../../src/rulesets/action-cards/state';
import { file, randomFile, row } from './setup';

const board = actionCards.board!;
type S = Session<typeof actionCards>;

function battle(extra: Record<string, unknown> = {}): { s: S; src: Record<string, unknown> } {
  const jeep = { id: 'jeep', vehicle: 'offroad', figures: [{ id: 'j1', at: [30, 30] as [number, number], facing: 0 }] };
  const src = file(
    [
      {
        id: 'blue',
        control: 'human',
        faction: 'soldiers',
        groups: [row('sec', 4, [4, 20], ['rifle', 'grenade', 'support', 'rocket']), row('sup', 4, [20, 28]), jeep],
      },
      { id: 'red', control: 'human', faction: 'aliens', groups: [row('trio', 3, [4, 27])] },
    ],
    {
      terrain: [
        {
          id: 'copse',
          type: 'woods',
          polygon: [
            [8, 10],
            [14, 10],
            [14, 16],
            [8, 16],
          ],
        },
      ],
      deck: ['blue:triple', 'red:double', 'blue:single', 'red:single'],
      ...extra,
    },
  );
  const sc = actionCards.scenario.check(src);
  if (!sc.ok) throw new Error(sc.error.message);
  return { s: new Session(actionCards, sc.value, src), src };
}

function choice(s: S, key: string, selected?: string): BoardChoice<AcCommand> {
  const c = board.choices(s.state, s.need, selected).find((x) => x.key === key);
  if (!c) throw new Error(`no choice ${key} for ${selected}`);
  return c;
}

function point(c: BoardChoice<AcCommand>, at: BoardPoint) {
  if (c.target?.kind !== 'point') throw new Error(`${c.key} takes no point`);
  return { answer: c.target.command(at), preview: c.target.preview?.(at) };
}

function figure(c: BoardChoice<AcCommand>, id: string) {
  if (c.target?.kind !== 'figure') throw new Error(`${c.key} takes no figure`);
  expect(c.target.among).toContain(id);
  return { command: c.target.command(id), preview: c.target.preview?.(id) };
}

function apply(s: S, cmd: AcCommand): AcEvent[] {
  const r = s.apply(cmd);
  if (!r.ok) throw new Error(r.error);
  return r.events;
}

describe('the order bar of a card', () => {
  it('offers Move, Shoot, Special and End card, disabled with a reason until a figure is selected', () => {
    const { s } = battle();
    const none = board.choices(s.state, s.need);
    expect(none.map((c) => c.key)).toEqual(['move', 'shoot', 'special', 'endCard']);
    expect(none.filter((c) => !c.enabled).map((c) => c.why)).toEqual(
      Array(3).fill('select a figure of Soldiers first'),
    );
    expect(board.selectable(s.state, s.need)).toEqual([
      'sec1',
      'sec2',
      'sec3',
      'sec4',
      'sup1',
      'sup2',
      'sup3',
      'sup4',
      'j1',
    ]);
    const keys = board.choices(s.state, s.need, 'sec1').map((c) => c.key);
    expect(keys).toEqual(['move', 'charge', 'shoot', 'blast', 'special', 'endCard']);
    expect(choice(s, 'special', 'sec1')).toMatchObject({
      enabled: false,
      why: 'section Alpha has no special action in this scenario',
    });
  });

  it('moves to a point, telling where the line stops and why; refuses a point with its reason', () => {
    const { s } = battle();
    const move = choice(s, 'move', 'sec1');
    const into = point(move, [11, 13]);
    expect(into.preview?.note).toMatch(/^Alpha 1 leads section Alpha over [\d.]+" and stops on entering the trees$/);
    expect(into.answer.ok).toBe(true);
    const back = point(choice(s, 'move', 'j1'), [25, 30]);
    expect(back.answer).toEqual({ ok: false, why: 'a vehicle moves only straight ahead, the way it faces' });
    const ev = apply(s, (into.answer as { command: AcCommand }).command);
    expect(ev.find((e) => e.type === 'move')).toMatchObject({ stop: 'feature', by: 'copse' });
  });

  it("shoots with linked fire: the preview's odds are the odds module's, the second shot counts the dice held", () => {
    const { s } = battle({
      dice: {
        shoot: [
          [6, 6, 6, 6, 1, 1, 1],
          [1, 1, 1],
          [2, 2, 2, 2],
        ],
      },
    });
    const shoot = choice(s, 'shoot', 'sec1');
    const first = figure(shoot, 'trio1');
    // Seven ordinary dice (rifle 1, support 2, rocket 4) at aliens in the open, kill number 24, three figures.
    expect(first.preview?.note).toContain(`7d6 against 24 (pod Delta in the open)`);
    expect(first.preview?.note).toContain(killOddsText(7, 24, 3));
    // On the table, a few words under the target's first figure: 1 - P(0 kills) of the same odds.
    expect(first.preview?.odds).toEqual({ trio1: `linked: 24 a kill: 1+ killed ${pct(1 - killOdds(7, 24, 3)[0]!)}` });
    expect(first.preview?.lines?.length).toBe(1);
    const ev1 = apply(s, first.command);
    expect(ev1.find((e) => e.type === 'pooled')).toMatchObject({ group: 'sec', target: 'trio', pool: 7 });
    // The held dice total 27; the support section adds 4 more: its odds count every throw of the four.
    const second = figure(choice(s, 'shoot', 'sup1'), 'trio1');
    expect(second.preview?.note).toContain('added to 7 dice held (27)');
    const byHand = [0, 0, 0, 0];
    for (let a = 1; a <= 6; a++)
      for (let b = 1; b <= 6; b++)
        for (let c = 1; c <= 6; c++)
          for (let d = 1; d <= 6; d++) byHand[Math.min(3, Math.floor((27 + a + b + c + d) / 24))]! += 1 / 1296;
    killOddsWithHeld(4, 27, 24, 3).forEach((p, k) => expect(p).toBeCloseTo(byHand[k]!, 9));
    apply(s, second.command);
    const ev = apply(s, choice(s, 'endCard').command!);
    const shot = ev.find((e) => e.type === 'shot');
    expect(shot).toMatchObject({ groups: ['sec', 'sup'], target: 'trio', dice: [6, 6, 6, 6, 1, 1, 1, 2, 2, 2, 2] });
    expect(shot && shot.type === 'shot' && shot.shares[0]!.killed).toBe(1);
  });

  it('places a blast at a point, or says why not there', () => {
    const { s } = battle();
    const blast = choice(s, 'blast', 'sec2');
    const miss = point(blast, [30, 4]);
    expect(miss.answer).toEqual({
      ok: false,
      why: 'no enemy group it may shoot has a figure inside a 6" circle there',
    });
    const hit = point(blast, [5, 28]);
    expect(hit.answer).toEqual({ ok: true, command: { do: 'shoot', group: 'sec', target: 'trio', blastAt: [5, 28] } });
    expect(hit.preview?.circles).toEqual([{ at: [5, 28], radius: 3 }]);
    expect(hit.preview?.note).toContain(`pod Delta: 3d6 against 24 (open): ${killOddsText(3, 24, 3)}`);
    const ev = apply(s, (hit.answer as { command: AcCommand }).command);
    expect(ev.find((e) => e.type === 'blast')).toMatchObject({ at: [5, 28] });
  });

  it('charges an enemy in reach into hand to hand, and then Move is refused with its reason', () => {
    const { s } = battle();
    apply(s, { do: 'endCard' });
    expect(s.need).toMatchObject({ kind: 'command', side: 'red' });
    const charge = choice(s, 'charge', 'trio1');
    const c = figure(charge, 'sec1');
    expect(c.preview?.note).toMatch(/charges into contact with Alpha \d: hand to hand$/);
    const ev = apply(s, c.command);
    expect(ev.some((e) => e.type === 'lock')).toBe(true);
    expect(choice(s, 'move', 'trio1')).toMatchObject({ enabled: false, why: 'pod Delta is locked in hand to hand' });
    expect(board.view(s.state).figures.find((f) => f.id === 'trio1')?.badges).toContain('hand to hand');
  });
});

describe('questions to a person', () => {
  it('asks the owner which figures fall: the nearest, the farthest or one picked, each as chosen', () => {
    // Aliens' 18 dice total 18 against the soldiers' 6: three of four fall; blue chooses which.
    const { s } = battle({ deck: ['red:single', 'blue:single'], dice: { shoot: [Array(18).fill(1)] } });
    apply(s, { do: 'shoot', group: 'trio', target: 'sec' });
    expect(s.need).toMatchObject({ kind: 'decision', side: 'blue', count: 3 });
    expect(board.view(s.state).title).toMatch(/Soldiers choose 3 of 4 to fall \(shooting\)$/);
    const keys = board.choices(s.state, s.need).map((c) => c.key);
    expect(keys).toEqual(['nearest', 'farthest', 'pick']);
    const dead = (st: AcState) => st.figures.filter((f) => f.status === 'dead').map((f) => f.id);
    const answers: Record<string, string[]> = {};
    for (const key of keys) {
      const c = choice(s, key);
      apply(s, c.command ?? figure(c, 'sec3').command);
      answers[key] = dead(s.state);
      expect(s.undo()).toBe(true);
    }
    // The trio stands south of the section's row, all at the same distance: ties fall in file order.
    expect(answers.nearest).toEqual(['sec1', 'sec2', 'sec3']);
    expect(answers.farthest).toEqual(['sec2', 'sec3', 'sec4']);
    expect(answers.pick).toContain('sec3');
    expect(answers.pick).toHaveLength(3);
  });

  it("takes the faces of a person's own dice, and the shot uses them", () => {
    const { s } = battle({ enteredDice: ['blue'] });
    apply(s, { do: 'shoot', group: 'sup', target: 'trio' });
    expect(s.need).toMatchObject({ kind: 'dice', side: 'blue', ask: { purpose: 'shoot', count: 4 } });
    expect(board.view(s.state).title).toMatch(/Soldiers throw 4 dice$/);
    const faces = choice(s, 'faces');
    if (faces.target?.kind !== 'faces') throw new Error('no faces target');
    expect(faces.target.ask.count).toBe(4);
    const bad = s.apply(faces.target.command([1, 2, 9, 3]));
    expect(bad).toEqual({ ok: false, error: 'dice: the dice for shoot: 9 is not a face of a d6 (1 to 6)' });
    const ev = apply(s, faces.target.command([6, 5, 4, 3]));
    expect(ev.find((e) => e.type === 'pooled')).toMatchObject({ group: 'sup', dice: [6, 5, 4, 3] });
  });
});

const ID = /^[a-z][a-z-]*\d[\w-]*$|^(grp|fig)-/;

function texts(st: AcState): string[] {
  const v = board.view(st);
  return [
    v.title,
    ...v.sides.map((x) => x.name),
    ...v.panels.flatMap((p) => [p.title, ...p.lines]),
    ...v.figures.flatMap((f) => [f.label, ...(f.badges ?? []), ...(f.card ?? [])]),
    ...v.terrain.map((t) => t.label),
    ...(v.marks ?? []).map((m) => m.label),
  ];
}

describe('the view', () => {
  it('names everything in words: no side, group, figure or piece id anywhere a person reads', () => {
    for (const seed of [3, 4, 6]) {
      const src = randomFile(seed) as { sides: { control: string }[] };
      src.sides[0]!.control = 'human';
      const sc = actionCards.scenario.check(src);
      if (!sc.ok) throw new Error(sc.error.message);
      const s = new Session(actionCards, sc.value, src);
      const st = s.state;
      const ids = new Set([
        ...st.sides.map((x) => x.id),
        ...st.groups.map((g) => g.id),
        ...st.figures.map((f) => f.id),
        ...st.pieces.map((p) => p.id),
      ]);
      for (let i = 0; i < 300 && !s.over; i++) {
        // Every third step is read (the reading is the slow part).
        const read = i % 3 === 0;
        for (const t of read ? texts(s.state) : []) {
          const words = t.split(/[\s,.:;()!'"·▶]+/).filter(Boolean);
          for (const w of words) {
            expect(ids.has(w), `"${w}" in "${t}"`).toBe(false);
            expect(w, `"${t}"`).not.toMatch(ID);
          }
        }
        const need = s.need as AcNeed;
        if (s.waitingFor() === 'human') {
          if (read)
            for (const c of board.choices(s.state, need, board.selectable(s.state, need)[0]))
              for (const t of [c.label, c.why ?? '', c.title ?? ''])
                for (const w of t.split(/[\s,.:;()!'"|]+/).filter(Boolean))
                  expect(ids.has(w), `"${w}" in "${t}"`).toBe(false);
          s.apply(actionCards.computerCommand(s.state, need as never));
        } else s.playComputer();
      }
      // The log at the table tells the same game by name too.
      const log = actionCards.view!.log(() => s.state);
      log.add(s.events());
      expect(log.lines().length).toBeGreaterThan(20);
      for (const t of [...log.groups.map((g) => g.title), ...log.lines().map((l) => l.text)])
        for (const w of t.split(/[\s,.:;()!'"]+/).filter(Boolean)) expect(ids.has(w), `"${w}" in "${t}"`).toBe(false);
    }
  });

  it('shows the cards of the turn in order with the one in play marked and its actions left', () => {
    const { s } = battle();
    const cards = board.view(s.state).panels[0]!;
    expect(cards.title).toBe('Cards of turn 1');
    expect(cards.lines.slice(0, 4)).toEqual([
      '▶ 1. Soldiers: triple card, 3 actions left',
      '2. Armoured aliens: double card',
      '3. Soldiers: single card',
      '4. Armoured aliens: single card',
    ]);
    expect(board.view(s.state).title).toBe(
      'Turn 1 of 10 · card 1 of 4: Soldiers: triple card · Soldiers to act, 3 actions left',
    );
    apply(s, { do: 'endCard' });
    const after = board.view(s.state).panels[0]!.lines;
    expect(after[0]).toBe('1. Soldiers: triple card (played)');
    expect(after[1]).toBe('▶ 2. Armoured aliens: double card, 2 actions left');
    expect(board.view(s.state).sides.map((x) => x.colour)).toEqual([0, 1]);
    // The number in a token is its shooting dice, and its hover card says so (play-test 35).
    const marked = board.view(s.state).figures.filter((x) => x.mark);
    expect(marked.length).toBeGreaterThan(0);
    for (const f of marked)
      expect(f.card?.[1]).toMatch(
        new RegExp(`: ${parseInt(f.mark!, 10)} shooting di(e|ce).*\\(the number on the token`),
      );
    // Over, no card is in play any more.
    const over = board.view({ ...s.state, ended: { reason: 'the turns are over', winner: null } }).panels[0]!.lines;
    expect(over.filter((l) => l.startsWith('▶'))).toEqual([]);
  });
});
