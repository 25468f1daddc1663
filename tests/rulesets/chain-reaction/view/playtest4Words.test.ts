// Play-test 4's words (/work/notes/playtest4.md): in an encounter the dice lines name the figures who threw
// (6), the side ids never reach the screen (3, 19), the activation line says what is true (4, 8, 18).
import { describe, expect, it } from 'vitest';
import { chainReactionView } from '../../../../src/rulesets/chain-reaction/view/index';
import type { LogBuilder } from '../../../../src/rulesets/chain-reaction/view/logModel';
import type { GameEvent } from '../../../../src/rulesets/chain-reaction/engine/events';
import type { GameState } from '../../../../src/rulesets/chain-reaction/state';
import { oddsSideName } from '../../../../src/app/players/oddsSideName';
import { activationText } from '../../../../src/rulesets/chain-reaction/explain/activation';
import { SOLO } from '../../../../src/app/players/players';

/** A Raid: Spider and Wren (yours), Abel (the computer's gangers). */
const raid = {
  terrain: [],
  table: { width: 36, height: 36 },
  turn: 1,
  encounter: { player: 'player', np: 'enemy' },
  sides: [
    { id: 'player', force: 'gang', control: 'human', figures: ['Spider', 'Wren'] },
    { id: 'enemy', force: 'gang', control: 'ai', figures: ['Abel'] },
  ],
  figures: {
    Spider: { id: 'Spider', side: 'player', rep: 3, star: false, at: [14, 10], status: 'carryOn' },
    Wren: { id: 'Wren', side: 'player', rep: 4, star: true, at: [15, 10], status: 'carryOn' },
    Abel: { id: 'Abel', side: 'enemy', rep: 4, star: false, at: [30, 30], status: 'carryOn' },
  },
} as unknown as GameState;

function logOf(s: GameState, events: GameEvent[]) {
  const log = chainReactionView.log!(() => s) as LogBuilder;
  log.add(events);
  return log.lines();
}

const roll = (purpose: string, who: string[], dice: number[], extra: object = {}): GameEvent =>
  ({ type: 'roll', purpose, who, dice, read: 'asRolled', scripted: false, ...extra }) as GameEvent;

describe('play-test 4 words', () => {
  it("an encounter's dice lines name the figures, not 'the enemy' (6)", () => {
    const lines = logOf(raid, [
      roll('crisis', ['Spider', 'Wren'], [5, 4]),
      roll('inSight', ['Wren'], [2, 1, 6], { read: 'successes', successes: 2 }),
      roll('activation', ['player', 'enemy'], [3, 5]),
      {
        type: 'test',
        test: 'crisisTest',
        figure: 'Spider',
        passed: 2,
        result: 'carryOn',
        text: 'Spider takes the Crisis test: 2 passed — carry on.',
      } as GameEvent,
    ]);
    const rolls = lines.flatMap((l) => l.detail?.rolls ?? []);
    expect(rolls.join(' | ')).toContain('Crisis test for Spider, Wren: rolled 5 and 4');
    expect(rolls.join(' | ')).toContain('for Wren: rolled 2, 1 and 6');
    expect(rolls.join(' | ')).toContain('for your force, the enemy');
    expect(rolls.join(' | ')).not.toMatch(/for the enemy, the enemy/);
  });

  it('Watch hands a side over by its name, not its id (3)', () => {
    const lines = logOf(raid, [
      { type: 'note', text: 'The computer plays player from here.' },
      { type: 'note', text: 'player is played from the screen again.' },
    ] as GameEvent[]).map((l) => l.text);
    expect(lines).toEqual(['The computer plays your force from here.', 'Your force is played from the screen again.']);
  });

  it("the Odds and What-if rows name the sides as the log does, a player's side by the player (19)", () => {
    const view = chainReactionView;
    expect(oddsSideName(SOLO, view, raid, 'player')).toBe('Your force');
    expect(oddsSideName(SOLO, view, raid, 'enemy')).toBe('The enemy');
    const skirmish = {
      ...raid,
      encounter: undefined,
      sides: raid.sides.map((x, i) => ({ ...x, force: i ? 'militia' : 'police' })),
    } as unknown as GameState;
    expect(oddsSideName(SOLO, view, skirmish, 'enemy')).toBe('The militia');
    const h2h = {
      mode: 'headToHead' as const,
      players: [
        { name: 'Maud', side: 'player' },
        { name: 'Tobias', side: 'enemy' },
      ],
    };
    expect(oddsSideName(h2h, view, skirmish, 'enemy')).toBe('Tobias');
  });

  const activation = (turn: number, dice: Record<string, number>, order: string[]): GameEvent => ({
    type: 'activation',
    turn,
    dice,
    order,
    text: activationText(turn, dice, order, 0),
  });
  const activate = (side: string, leader: string): GameEvent =>
    ({
      type: 'activate',
      side,
      leader,
      figures: [leader],
      text: `${side} activates the group led by ${leader}.`,
    }) as GameEvent;

  it('a side with only PEFs has nobody to act, not a best leader of Rep 0; and a contact may still bring a group (4, 18)', () => {
    const onlyPefs = { ...raid, leaders: ['Wren'] } as unknown as GameState;
    const [line] = logOf(onlyPefs, [activation(1, { player: 6, enemy: 4 }, ['player', 'enemy'])]).map((l) => l.text);
    expect(line).toBe(
      "Turn 1: activation dice your force 6, the enemy 4; your force needs Rep 6 but your force's best leader is Rep 4; " +
        'the enemy has nobody on the table who can lead a group, so neither side can act: no group on the table can act yet, ' +
        'though a group a PEF turns out to be may still act this turn.',
    );
    // Later in the same turn a contact's group acts: still not "nobody acts this turn".
    const lines = logOf(onlyPefs, [
      activation(1, { player: 6, enemy: 4 }, ['player', 'enemy']),
      activate('enemy', 'Abel'),
    ]);
    expect(lines.map((l) => l.text).join(' ')).not.toMatch(/nobody acts this turn|Rep 0/);
  });

  // Play-test 14b: "the enemy has nobody on the table who can lead a group" on a 5 with three PEFs on the table,
  // and "needs Rep 6 but its best leader is Rep 3" with two more: PEFs act as Rep 4 groups, and the line says so.
  it('the enemy kept from acting by a die over 4 says its PEFs (Rep 4) stay put too', () => {
    const pef = (id: string, resolved?: string) => ({
      id,
      at: [10, 30],
      section: 2,
      ...(resolved ? { resolved } : {}),
    });
    const withPefs = (pefs: object[], leaders: string[], figures: object) =>
      ({
        ...raid,
        leaders,
        figures,
        encounter: { player: 'player', np: 'enemy', pefs },
      }) as unknown as GameState;
    const mine = { Spider: raid.figures.Spider, Wren: raid.figures.Wren };
    const start = withPefs([pef('pef1'), pef('pef2'), pef('pef3')], ['Wren'], mine);
    const [t1] = logOf(start, [activation(1, { enemy: 5, player: 1 }, ['enemy', 'player'])]).map((l) => l.text);
    expect(t1).toMatch(
      /^Turn 1: activation dice the enemy 5, your force 1; the enemy has nobody on the table who can lead a group \(a PEF counts as Rep 4, so no PEF moves either\), so none of the enemy's groups can act; /,
    );
    const stan = { ...raid.figures.Abel, id: 'Stan', rep: 3 };
    const later = withPefs([pef('pef1'), pef('pef2', 'contact'), pef('pef3')], ['Wren', 'Stan'], {
      ...mine,
      Stan: stan,
    });
    const [t3] = logOf(later, [activation(1, { enemy: 6, player: 2 }, ['enemy', 'player'])]).map((l) => l.text);
    expect(t3).toContain(
      "the enemy needs Rep 6 but the enemy's best leader is Rep 3 (a PEF counts as Rep 4, so no PEF moves either), so",
    );
    // On a 4 or less the PEFs move, though no group of the enemy's acts (play-test 14c): said, and a turn in which
    // no group acted is "no group acts this turn", never "nobody acts" with PEF moves after it.
    const [t4] = logOf(start, [activation(1, { enemy: 4, player: 1 }, ['enemy', 'player'])]).map((l) => l.text);
    expect(t4).toContain(
      "the enemy has nobody on the table who can lead a group (its PEFs, as Rep 4, still move on this die), so none of the enemy's groups can act",
    );
    const [t5] = logOf(start, [
      activation(1, { player: 6, enemy: 2 }, ['player', 'enemy']),
      { type: 'turn', turn: 2 } as GameEvent,
    ]).map((l) => l.text);
    expect(t5).toMatch(
      /\(its PEFs, as Rep 4, still move on this die\), so neither side can act: no group acts this turn\.$/,
    );
    expect(t5).not.toMatch(/nobody acts/);
  });

  // Play-test 15a: "its PEFs, as Rep 4, still move on this die" on turns 9 and 12 with all three PEFs resolved. The
  // event keeps how many were still on the table at the throw; the line reads that, live and reopened alike.
  it('says nothing of PEFs once every PEF is resolved, and keeps the clause when the throw had some', () => {
    const gone = {
      ...raid,
      leaders: ['Wren'],
      figures: { Spider: raid.figures.Spider, Wren: raid.figures.Wren },
      encounter: {
        player: 'player',
        np: 'enemy',
        pefs: ['pef1', 'pef2', 'pef3'].map((id) => ({ id, at: [10, 30], section: 2, resolved: 'falseAlarm' })),
      },
    } as unknown as GameState;
    const thrown = (pefs: number) =>
      ({ ...activation(1, { enemy: 4, player: 1 }, ['enemy', 'player']), pefsOnTable: { enemy: pefs } }) as GameEvent;
    const [none] = logOf(gone, [thrown(0)]).map((l) => l.text);
    expect(none).toContain('the enemy has nobody on the table who can lead a group, so');
    expect(none).not.toMatch(/PEF/);
    // Reopened after the last PEF was resolved later that turn: the throw had one, so the line still says it.
    const [one] = logOf(gone, [thrown(1)]).map((l) => l.text);
    expect(one).toContain('(its PEFs, as Rep 4, still move on this die)');
  });

  it('a turn line written before its leaders are in the state (your own dice\' "So far") is bound by the figures on the table (10a, 33)', () => {
    // The state is still the last turn's (turn 0, no leaders): the line was "your force acts first, with groups led
    // by Rep 6 or better" although nobody of Rep 6 stands on the table, and the log then said neither side acts.
    const before = { ...raid, turn: 0, leaders: [] } as unknown as GameState;
    const [line] = logOf(before, [activation(1, { player: 6, enemy: 4 }, ['player', 'enemy'])]).map((l) => l.text);
    expect(line).toMatch(
      /^Turn 1: activation dice your force 6, the enemy 4; your force needs Rep 6 but has no leader of that Rep/,
    );
    expect(line).not.toMatch(/acts first/);
    // A die the best figure reaches is left as the dice say.
    const [ok] = logOf(before, [activation(1, { player: 4, enemy: 2 }, ['player', 'enemy'])]).map((l) => l.text);
    expect(ok).toMatch(/your force acts first, with groups led by Rep 4 or better/);
  });

  it('a turn already over when its line is written says nobody acted, not "acts first" (8)', () => {
    const later = { ...raid, turn: 12, leaders: ['Wren', 'Abel'] } as unknown as GameState;
    const lines = logOf(later, [
      { type: 'turn', turn: 10 } as GameEvent,
      activation(10, { enemy: 6, player: 5 }, ['enemy', 'player']),
      { type: 'turn', turn: 11 } as GameEvent,
      activation(11, { player: 5, enemy: 3 }, ['player', 'enemy']),
      activate('enemy', 'Abel'),
      { type: 'turn', turn: 12 } as GameEvent,
    ]).map((l) => l.text);
    const t10 = lines.find((l) => l.startsWith('Turn 10:'));
    const t11 = lines.find((l) => l.startsWith('Turn 11:'));
    expect(t10).toBe(
      'Turn 10: activation dice the enemy 6, your force 5; the enemy needs Rep 6 but has no leader of that Rep; ' +
        'your force needs Rep 5 but has no leader of that Rep, so neither side can act: nobody acts this turn.',
    );
    expect(t11).toBe(
      'Turn 11: activation dice your force 5, the enemy 3; your force needs Rep 5 but has no leader of that Rep, so none ' +
        'of your groups can act; the enemy acts, with groups led by Rep 3 or better.',
    );
  });

  // Play-test 8, 4: "your force ..., so none of their groups can act" of the player's own side, and "the enemy
  // needs Rep 1 but has no leader of that Rep" when the enemy had nobody left (every leader is Rep 1 or more).
  it("a turn over: a die of 1 kept from acting means nobody could lead; the player's own groups are 'your'", () => {
    const later = { ...raid, turn: 12, leaders: ['Wren'] } as unknown as GameState;
    const lines = logOf(later, [
      { type: 'turn', turn: 8 } as GameEvent,
      activation(8, { player: 6, enemy: 1 }, ['player', 'enemy']),
      { type: 'turn', turn: 9 } as GameEvent,
    ]).map((l) => l.text);
    expect(lines.find((l) => l.startsWith('Turn 8:'))).toBe(
      'Turn 8: activation dice your force 6, the enemy 1; your force needs Rep 6 but has no leader of that Rep; ' +
        'the enemy has nobody on the table who can lead a group, so neither side can act: nobody acts this turn.',
    );
  });

  it('a Raid lost with the Star out of the fight on the table does not say the force left the table (7)', () => {
    const text = "Raid: the player's force left the table before its objective was met. The player loses.";
    const lost = {
      ...raid,
      encounter: { ...raid.encounter, kind: 'raid', exited: ['Spider'] },
      figures: {
        ...raid.figures,
        Spider: { ...raid.figures.Spider!, status: 'offTable' },
        Wren: { ...raid.figures.Wren!, status: 'outOfTheFight' },
      },
    } as unknown as GameState;
    const [line] = logOf(lost, [{ type: 'end', reason: 'playerLeft', winner: 'enemy', text }]).map((l) => l.text);
    expect(line).toBe(
      'Raid: Spider left the table and nobody of your force still on it can fight (Wren out of the fight), before its objective was met. You lose.',
    );
    // Everyone gone off the table: the line as it was.
    const gone = {
      ...lost,
      figures: { ...lost.figures, Wren: { ...lost.figures.Wren!, status: 'offTable' } },
    } as GameState;
    const [plain] = logOf(gone, [{ type: 'end', reason: 'playerLeft', winner: 'enemy', text }]).map((l) => l.text);
    expect(plain).toBe('Raid: your force left the table before its objective was met. You lose.');
  });

  it('a figure reporting back gets one line (5)', () => {
    const lines = logOf(raid, [
      {
        type: 'status',
        figure: 'Wren',
        from: 'carryOn',
        to: 'offTable',
        why: "leaves the table by the player's own edge",
      },
      {
        type: 'objective',
        what: 'exited',
        figure: 'Wren',
        at: [15, 35],
        text: "Wren leaves the table by the player's edge.",
      },
    ] as GameEvent[]).map((l) => l.text);
    expect(lines).toEqual(['Wren leaves the table by your own edge.']);
  });
});
