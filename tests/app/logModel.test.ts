import { describe, expect, it } from 'vitest';
import { LogBuilder } from '../../src/rulesets/chain-reaction/view/logModel';
import { buildChains, walk } from '../../src/rulesets/chain-reaction/view/chainTree';
import { eventText, facingWords } from '../../src/rulesets/chain-reaction/explain/eventText';
import { crisisOdds } from '../../src/rulesets/chain-reaction/rules/crisis';
import { explainOdds } from '../../src/rulesets/chain-reaction/explain/odds';
import type { GameEvent } from '../../src/rulesets/chain-reaction/engine/events';
import { battle, untilHuman } from './helpers';

const crisisRoll: GameEvent = {
  type: 'roll',
  purpose: 'crisis',
  who: ['hans'],
  dice: [4, 6],
  target: 4,
  read: 'pass',
  passed: 1,
  scripted: false,
};
const crisisTest: GameEvent = {
  type: 'test',
  test: 'crisis',
  figure: 'hans',
  causes: ['firedOn'],
  passed: 1,
  result: 'snapFire',
  row: { table: 'crisis', row: '1', column: 'firedOn' },
  modifiers: [],
  text: 'hans takes the Crisis test (fired on): 1 passed - snap fire.',
};

// Play-test 2 finding 4: a Star who chose by Free Will threw nothing; his line in the same group's test
// showed the other figure's dice and "(a Star may choose by Free Will instead)" after he chose.
describe("a Star's Free Will test", () => {
  const ivoRoll: GameEvent = { ...crisisRoll, who: ['Ivo'], dice: [5, 4, 5] } as GameEvent;
  const ivoTest: GameEvent = {
    ...crisisTest,
    figure: 'Ivo',
    text: 'Ivo takes the Crisis test (fired on): 1 passed - snap fire.',
  } as GameEvent;
  const ashTest: GameEvent = {
    ...crisisTest,
    figure: 'Ash',
    passed: 2,
    result: 'returnFire',
    text: 'Ash takes the Crisis test (fired on) and, as a Star, takes the result of 2 passed by Free Will: return fire.',
  } as GameEvent;
  const fig = (id: string) => (id === 'Ash' ? { rep: 5, star: true } : { rep: 5, star: false });

  it('shows no dice and no odds on his line, and says he chose', () => {
    const log = new LogBuilder(fig);
    log.add([{ type: 'turn', turn: 1 }, ivoRoll, ivoTest, ashTest]);
    const [ivo, ash] = log.lines();
    expect(ivo!.detail!.dice).toEqual([5, 4, 5]);
    expect(ash!.detail?.dice ?? []).toEqual([]);
    expect(ash!.detail?.rolls ?? []).toEqual([]);
    expect(ash!.detail?.odds).toBeUndefined();
    expect(ash!.detail!.notes).toContain(
      'No dice: Ash chose the result by Free Will, so nothing was thrown for this test.',
    );
  });

  it('a Star who threw instead gets the chances of his dice, not of the result he could have chosen', () => {
    // Play-test 4, 1: Ash (Star, Rep 5) pressed "Roll the dice"; his line said "Carry on 1 (100.0%)".
    const ashRolled: GameEvent = {
      ...crisisTest,
      figure: 'Ash',
      text: 'Ash takes the Crisis test (fired on): 1 passed - snap fire.',
    } as GameEvent;
    const ashRoll: GameEvent = { ...crisisRoll, who: ['Ash'], target: 5, dice: [6, 3] } as GameEvent;
    const log = new LogBuilder(fig);
    log.add([{ type: 'turn', turn: 1 }, ashRoll, ashRolled]);
    const odds = log.lines()[0]!.detail!.odds!;
    // Rep 5 on 2d6, fired on: 2 passed 4/9, 1 passed 4/9, 0 passed 1/9 (the QRS Crisis rows).
    const dice = explainOdds(crisisOdds({ testers: [{ id: 'Ash', rep: 5, causes: ['firedOn'] }] })['Ash']!);
    expect(odds).toBe(`${dice} (a Star may choose by Free Will instead)`);
    expect(odds).not.toMatch(/100(\.0)?%/);
  });

  it('the chain shows no dice under his test either', () => {
    const chains = buildChains([{ type: 'turn', turn: 1 }, ivoRoll, ivoTest, ashTest], fig);
    const nodes = walk(chains.flatMap((a) => a.roots));
    const ash = nodes.find((n) => n.figures.includes('Ash'))!;
    expect(ash.dice).toEqual([]);
    expect(ash.odds).toBeUndefined();
    expect(nodes.find((n) => n.figures.includes('Ivo'))!.dice).toEqual([5, 4, 5]);
  });
});

describe('the log', () => {
  it('folds a throw into the line it decided, with the table row and the exact odds', () => {
    const log = new LogBuilder((id) => (id === 'hans' ? { rep: 4, star: false } : undefined));
    log.add([{ type: 'turn', turn: 1 }, crisisRoll, crisisTest]);
    expect(log.groups.map((g) => g.title)).toEqual(['Turn 1']);
    const [line] = log.lines();
    expect(line!.text).toBe(crisisTest.type === 'test' ? crisisTest.text : '');
    expect(line!.detail!.dice).toEqual([4, 6]);
    expect(line!.detail!.target).toBe(4);
    expect(line!.detail!.rolls[0]).toBe('Crisis test for hans: rolled 4 and 6, 1 passed against 4.');
    expect(line!.detail!.row!.table).toBe('crisis');
    expect(line!.detail!.row!.text).toBe('Crisis Test table (p.13), row "Pass 1", column "Fired on": Snap fire');
    expect(line!.detail!.odds).toBe(
      explainOdds(crisisOdds({ testers: [{ id: 'hans', rep: 4, causes: ['firedOn'] }] })['hans']!),
    );
  });

  it('reads a Ranged Combat row in words, not "Hit / never" (play-test 7)', () => {
    const log = new LogBuilder((id) => (id === 'hans' ? { rep: 4, star: false } : undefined));
    const fire = (die: number): GameEvent => ({
      type: 'fire',
      figure: 'hans',
      weapon: 'BA',
      targets: [{ figure: 'ivo', dice: [die], hit: true, why: '' }],
      text: 'hans fires at ivo.',
    });
    log.add([{ type: 'turn', turn: 1 }, fire(6), fire(5), fire(1)]);
    const rows = log.lines().map((l) => l.detail?.row?.text);
    expect(rows[0]).toBe('Ranged Combat table (p.17), row "10+": always a hit');
    expect(rows[1]).toMatch(/^Ranged Combat table \(p\.17\), row "9": a hit, but a miss if \w/);
    expect(rows[2]).toBe('Ranged Combat table (p.17), row "3-7": always a miss');
    expect(rows.join(' ')).not.toContain(' / ');
  });

  it("groups events by activation, and a group's later tests show the one shared throw", () => {
    const log = new LogBuilder(() => ({ rep: 4, star: false }));
    log.add([
      { type: 'turn', turn: 2 },
      {
        type: 'activate',
        side: 'red',
        leader: 'hans',
        figures: ['hans', 'fritz'],
        text: 'red activates the group led by hans.',
      },
      // One throw for the group: it names both who read it.
      { ...crisisRoll, who: ['hans', 'fritz'] } as GameEvent,
      crisisTest,
      { ...crisisTest, figure: 'fritz', text: 'fritz takes the Crisis test.' } as GameEvent,
      { type: 'status', figure: 'fritz', from: 'carryOn', to: 'duckBack', why: 'ducks back' },
    ]);
    expect(log.groups.map((g) => [g.title, g.side])).toEqual([
      ['Turn 2', undefined],
      ['Red: the group led by hans', 'red'],
    ]);
    const lines = log.groups[1]!.lines;
    expect(lines.map((l) => l.type)).toEqual(['activate', 'test', 'test', 'status']);
    expect(lines[2]!.detail!.dice).toEqual([4, 6]);
    expect(lines[3]!.text).toBe('fritz is now ducking back (was carrying on): ducks back.');
  });

  it('a throw nothing claimed is shown on its own line', () => {
    const log = new LogBuilder(() => undefined);
    log.add([
      {
        type: 'roll',
        purpose: 'leaderDie',
        who: ['x'],
        dice: [3],
        target: 4,
        read: 'pass',
        passed: 1,
        scripted: false,
      },
    ]);
    expect(log.lines()).toHaveLength(1);
    expect(log.lines()[0]!.text).toMatch(/^Leader Die for x: rolled 3/);
  });

  it('every event of a real battle reads as words, and every roll is shown somewhere', () => {
    const s = battle({ seed: 'log-1' });
    for (let i = 0; i < 6 && !s.over; i++) {
      untilHuman(s);
      if (!s.over) s.apply({ do: 'endActivation' });
    }
    const events = s.events();
    const log = new LogBuilder((id) => s.state.figures[id]);
    log.add(events);
    const lines = log.lines();
    for (const l of lines) expect(l.text.length).toBeGreaterThan(3);
    const rolls = events.filter((e) => e.type === 'roll').length;
    const shown = lines.reduce((a, l) => a + (l.detail?.rolls.length ?? 0), 0);
    expect(shown).toBeGreaterThanOrEqual(rolls);
  });

  it('words for facings and the events that carry no sentence', () => {
    expect(facingWords(270)).toBe('north (toward the enemy edge)');
    expect(facingWords(-90)).toBe('north (toward the enemy edge)');
    expect(facingWords(0)).toBe('east (right)');
    expect(eventText({ type: 'stance', figure: 'a', stance: 'prone' })).toBe('a goes prone.');
    expect(eventText({ type: 'ammo', figure: 'a', ammo: 'outOfAmmo', why: 'two 1s' })).toBe(
      'a is out of ammo: two 1s.',
    );
    // A reload reads as what the figure does, then what it is now.
    expect(
      eventText({ type: 'ammo', figure: 'a', ammo: 'loaded', why: 'reloads (may still move, no faster than normal)' }),
    ).toBe('a reloads (may still move, no faster than normal): loaded again.');
  });
});
