// Log lines the play-test 10a (/work/notes/playtest10a.md) found saying one thing while their numbers said
// another: dice under a sentence they did not decide, a roll with no sentence of its own, odds for a roll
// nobody made or for results that could not happen. Each case is built from the battle or lesson named.
import { describe, expect, it } from 'vitest';
import { chainReactionView } from '../../../../src/rulesets/chain-reaction/view/index';
import type { LogBuilder, LogLine } from '../../../../src/rulesets/chain-reaction/view/logModel';
import type { GameEvent } from '../../../../src/rulesets/chain-reaction/engine/events';
import type { GameState } from '../../../../src/rulesets/chain-reaction/state';
import { next, startLesson, tryOrder } from '../../../../src/rulesets/chain-reaction/lessons/runner';
import { melee } from '../../../../src/rulesets/chain-reaction/lessons/melee';
import { movement } from '../../../../src/rulesets/chain-reaction/lessons/movement';
import type { Command } from '../../../../src/rulesets/chain-reaction/engine/commands';
import { whose } from '../../../../src/rulesets/chain-reaction/explain/phrases';
import { savedLine } from '../../../../src/app/autosave';
import { finishReaction, readCrisisRow } from '../../../../src/rulesets/chain-reaction/rules/crisis';
import { crisisFreeWillQuestion } from '../../../../src/rulesets/chain-reaction/explain/reactionTests';

/** A skirmish table: soldiers (Ash, Bo, Dex) against gangers (Leon, Janek, Boris). */
const table = {
  terrain: [],
  sides: [
    { id: 'player', force: 'military', control: 'human', figures: ['Ash', 'Bo', 'Dex'] },
    { id: 'enemy', force: 'gang', control: 'ai', figures: ['Leon', 'Janek', 'Boris'] },
  ],
  figures: {
    Ash: { id: 'Ash', side: 'player', rep: 5, star: true },
    Bo: { id: 'Bo', side: 'player', rep: 3, star: false },
    Dex: { id: 'Dex', side: 'player', rep: 5, star: false },
    Leon: { id: 'Leon', side: 'enemy', rep: 4, star: false },
    Janek: { id: 'Janek', side: 'enemy', rep: 4, star: false },
    Boris: { id: 'Boris', side: 'enemy', rep: 4, star: false },
  },
} as unknown as GameState;

function logOf(events: GameEvent[], state: GameState = table): LogLine[] {
  const log = chainReactionView.log!(() => state) as LogBuilder;
  log.add(events);
  return log.lines();
}

const lineOf = (lines: LogLine[], re: RegExp): LogLine => {
  const l = lines.find((x) => re.test(x.text));
  expect(l, lines.map((x) => x.text).join('\n')).toBeDefined();
  return l!;
};

describe("each sentence's Dice are the dice that decided it (10a, 9 and 15)", () => {
  it("lesson 15: Rico's charge line shows Rico's 1 and 5 with Tony's 2 and 6, not Lenny's throw", () => {
    const started = startLesson(melee);
    if (!started.ok) throw new Error(started.error);
    let play = next(started.value);
    const log = chainReactionView.log!(() => play.state) as LogBuilder;
    log.add(started.value.events);
    for (const figure of ['Lenny', 'Rico']) {
      const r = tryOrder(play, { do: 'charge', figure, target: 'Tony' } as Command);
      if (!r.ok) throw new Error(r.error);
      play = next(r.value);
      log.add(r.value.events);
    }
    const lines = log.lines();
    const rico = lineOf(lines, /^Rico charges Tony/);
    expect(rico.detail!.rolls.join(' ')).toMatch(/Charge into melee for Rico: rolled 1 and 5/);
    expect(rico.detail!.rolls.join(' ')).toMatch(/Charge into melee for Tony: rolled 2 and 6/);
    expect(rico.detail!.rolls.join(' ')).not.toMatch(/Lenny/);
    expect(rico.detail!.notes.join(' ')).toMatch(/Tony's 2 and 6 are the throw made against the first charge/);
    // The note before it says Tony's dice are read again; it carries no dice of its own.
    expect(lineOf(lines, /^Tony already threw/).detail?.rolls ?? []).toEqual([]);
  });

  it("Patrol heron-1606, turn 10: the charge dice sit under the charge, not under 'Leon is charged and drops Janek.'", () => {
    const roll = (who: string, dice: number[], target: number, passed: number): GameEvent => ({
      type: 'roll',
      purpose: 'chargeIntoMelee',
      who: [who],
      dice,
      read: 'pass',
      target,
      passed,
      scripted: false,
    });
    const lines = logOf([
      { type: 'turn', turn: 10 },
      roll('Dex', [6, 6], 5, 0),
      roll('Leon', [1, 5], 4, 1),
      { type: 'note', text: 'Leon is charged and drops Janek.' },
      {
        type: 'test',
        test: 'chargeIntoMelee',
        figures: ['Dex', 'Leon'],
        result: 'targetFires',
        row: { table: 'chargeIntoMelee', row: 'targetMore', column: 'charger' },
        modifiers: [],
        text: 'Dex charges Leon from the front (In Sight): Dex passes 0, Leon passes 1 — Leon fires.',
      },
    ]);
    expect(lineOf(lines, /drops Janek/).detail?.rolls ?? []).toEqual([]);
    const charge = lineOf(lines, /^Dex charges Leon/);
    expect(charge.detail!.rolls).toEqual([
      'Charge into melee for Dex: rolled 6 and 6, 0 passed against 5.',
      'Charge into melee for Leon: rolled 1 and 5, 1 passed against 4.',
    ]);
  });
});

describe('an objective roll has its own sentence (10a, 11 and 23)', () => {
  const defend = { ...table, encounter: { kind: 'defend', player: 'player' } } as unknown as GameState;
  const raid = { ...table, encounter: { kind: 'raid', player: 'player' } } as unknown as GameState;
  const search = (die: number, target: number): GameEvent => ({
    type: 'roll',
    purpose: 'objective',
    who: ['pef1'],
    dice: [die],
    read: 'asRolled',
    target,
    note: `Raid: is the objective here? Found on ${target} or less`,
    scripted: false,
  });
  const howMany: GameEvent[] = [
    { type: 'roll', purpose: 'howManyEnemy', who: ['pef1'], dice: [4, 5], read: 'asRolled', scripted: false },
    {
      type: 'test',
      test: 'howManyEnemy',
      figure: 'Ash',
      result: '6',
      row: { table: 'howManyEnemy', row: 'more' },
      text: "How many enemy: 2 more than the 4 of Ash's group — 6.",
    },
  ];

  it("night Defend heron-1404: the enemy's 'is it here?' die (3 against 2) is its own line, not How Many's", () => {
    const lines = logOf(
      [
        { type: 'turn', turn: 1 },
        {
          type: 'roll',
          purpose: 'objective',
          who: ['pef1'],
          dice: [6],
          read: 'successes',
          successes: 0,
          scripted: false,
        },
        {
          type: 'objective',
          what: 'rescueOrRecover',
          text: 'The enemy has come to take something from the buildings (rolled 6).',
        },
        search(3, 2),
        ...howMany,
      ],
      defend,
    );
    const came = lineOf(lines, /has come to take something/);
    expect(came.detail!.rolls.join(' ')).not.toMatch(/success/);
    expect(came.detail!.rolls.join(' ')).toMatch(/rolled 6 \(1-3: kill or capture .*4-6: take something/);
    const own = lineOf(lines, /^Is what the enemy came for at /);
    expect(own.text).toMatch(/Rolled 3, needing 2 or less .*: not here\.$/);
    expect(own.detail!.dice).toEqual([3]);
    const hm = lineOf(lines, /^How many enemy/);
    expect(hm.detail!.dice).toEqual([4, 5]);
    expect(hm.detail!.rolls.join(' ')).not.toMatch(/bjective/);
  });

  it("Raid heron-2010: the player's objective search is not called the enemy's", () => {
    const lines = logOf([{ type: 'turn', turn: 1 }, search(6, 1), ...howMany], raid);
    const own = lineOf(lines, /^Is the objective at /);
    expect(own.text).toMatch(/Rolled 6, needing 1 or less .*: not here\.$/);
    expect([own.text, ...own.detail!.rolls].join(' ')).not.toMatch(/enemy/);
    expect(lineOf(lines, /^How many enemy/).detail!.rolls.join(' ')).not.toMatch(/bjective/);
  });
});

describe('a Star who goes for a friend threw nothing (10a, 14)', () => {
  it('"Ash goes to fetch Bo" has no odds line, and says in words that no die was thrown', () => {
    const lines = logOf([
      { type: 'turn', turn: 6 },
      {
        type: 'test',
        test: 'retrieveWounded',
        figure: 'Ash',
        result: 'willing',
        text: 'Ash goes to fetch Bo (a Star may always choose to).',
      },
    ]);
    const d = lineOf(lines, /^Ash goes to fetch Bo/).detail!;
    expect(d.odds).toBeUndefined();
    expect(d.notes).toContain(
      'No dice: Ash is a Star, and a Star may always choose to fetch a wounded friend, so nothing was thrown.',
    );
  });
});

describe('a side with only PEFs has nobody on the table (10a, 19)', () => {
  it('campaign Raid, turn 1 written once the turn is over: not "needs Rep 2 but has no leader of that Rep"', () => {
    // Nobody could act in turn 1, so turn 2 was rolled at once: the line is written from turn 2's state.
    const onlyPefs = {
      ...table,
      turn: 2,
      leaders: ['Ash'],
      encounter: { kind: 'raid', player: 'player', np: 'enemy' },
      sides: [table.sides[0], { id: 'enemy', force: 'gang', control: 'ai', figures: [] }],
      figures: { Ash: table.figures.Ash, Bo: table.figures.Bo, Dex: table.figures.Dex },
    } as unknown as GameState;
    const text = logOf(
      [
        { type: 'turn', turn: 1 },
        { type: 'activation', turn: 1, dice: { player: 6, enemy: 2 }, order: ['player', 'enemy'], text: '' },
        { type: 'turn', turn: 2 },
      ],
      onlyPefs,
    )
      .map((l) => l.text)
      .find((t) => t.startsWith('Turn 1:'));
    expect(text).toMatch(/the enemy has nobody on the table who can lead a group/);
    expect(text).not.toMatch(/needs Rep 2/);
  });
});

describe('lesson 6: the group Fast Move and going prone (10a, 30 and 31)', () => {
  const lesson = (): LogLine[] => {
    const started = startLesson(movement);
    if (!started.ok) throw new Error(started.error);
    let play = started.value;
    const log = chainReactionView.log!(() => play.state) as LogBuilder;
    log.add(play.events);
    while (play.step < play.lesson.steps.length) {
      const step = play.lesson.steps[play.step]!;
      if (step.kind === 'do') {
        const r = tryOrder(play, step.solution);
        if (!r.ok) throw new Error(r.error);
        play = r.value;
        log.add(play.events);
      }
      play = next(play);
    }
    return log.lines();
  };

  it("the Fast Move line gives Ace's odds and Bo's, each named", () => {
    const odds = lineOf(lesson(), /^Fast Move for the group: 4 and 5/).detail!.odds!;
    // One throw of 2d6, each die passing on Rep or less: Rep 5 passes 2 with 25/36; Rep 3 passes 1 with 1/2.
    expect(odds).toMatch(
      /^Ace \(Rep 5\): moves 16" 25\/36 .*; Bo \(Rep 3\): moves 12" 1\/2 \(50\.0%\), moves 16" 1\/4/,
    );
  });

  it('"Bo goes prone" is one clean sentence', () => {
    const prone = lineOf(lesson(), /^Bo goes prone/).text;
    expect(prone).toBe('Bo goes prone: that ends the move, but Bo may still fire.');
  });
});

describe('own dice: the game threw the damage dice, said once (10a, 3)', () => {
  it('"Damage on Leon (hit 1 of 2)" over two damage dice says it once, for both', () => {
    const own = { ...table, dice: { entered: { for: ['player'], queue: [] } } } as unknown as GameState;
    const die = (d: number): GameEvent => ({
      type: 'roll',
      purpose: 'damage',
      who: ['Leon'],
      dice: [d],
      read: 'asRolled',
      target: 3,
      scripted: false,
    });
    const lines = logOf(
      [
        { type: 'turn', turn: 2 },
        die(4),
        die(2),
        {
          type: 'damage',
          figure: 'Leon',
          by: 'Ash',
          die: 4,
          impact: 3,
          result: 'knockedDown',
          text: 'Damage on Leon (hit 1 of 2): 4.',
        },
        {
          type: 'damage',
          figure: 'Leon',
          by: 'Ash',
          die: 2,
          impact: 3,
          result: 'outOfTheFight',
          text: 'Damage on Leon (hit 2 of 2): 2.',
        },
      ],
      own,
    );
    // Each hit's line carries its own die (play-test 13c), and says once that the game threw it.
    for (const hit of [/^Damage on Leon \(hit 1/, /^Damage on Leon \(hit 2/]) {
      const notes = lineOf(lines, hit).detail!.notes.filter((n) => /The game threw/.test(n));
      expect(notes).toEqual([
        "The game threw this damage die: damage is thrown for the figure hit, and the gangers' dice are the game's, not thrown at the table.",
      ]);
    }
  });
});

describe('own dice then Watch: the reopened log keeps the note (play-test 14a, plover-1407)', () => {
  it('"The game threw this damage die" is said with the side under Watch as before it', () => {
    const watched = {
      ...table,
      dice: { entered: { for: [], queue: [] } },
      watchedDice: ['player'],
    } as unknown as GameState;
    const lines = logOf(
      [
        { type: 'turn', turn: 2 },
        { type: 'roll', purpose: 'damage', who: ['Leon'], dice: [4], read: 'asRolled', target: 3, scripted: false },
        {
          type: 'damage',
          figure: 'Leon',
          by: 'Ash',
          die: 4,
          impact: 3,
          result: 'knockedDown',
          text: 'Damage on Leon: 4.',
        },
      ],
      watched,
    );
    const notes = lineOf(lines, /^Damage on Leon/).detail!.notes.filter((n) => /The game threw/.test(n));
    expect(notes).toEqual([
      "The game threw this damage die: damage is thrown for the figure hit, and the gangers' dice are the game's, not thrown at the table.",
    ]);
  });
});

describe("a rocket's miss gives its numbers (10a, 7)", () => {
  it('"Leon fires the rocket launcher at Ash: a miss" shows 2+4=6 and the Ranged Combat row', () => {
    const lines = logOf([
      { type: 'turn', turn: 1 },
      { type: 'roll', purpose: 'rangedCombat', who: ['Leon'], dice: [2], read: 'asRolled', scripted: true },
      {
        type: 'fire',
        figure: 'Leon',
        weapon: 'RL',
        reaction: 'snapFire',
        targets: [{ figure: 'Ash', dice: [2], hit: false, why: 'the round misses the spot' }],
        text: 'Leon fires the rocket launcher at Ash: a miss; it must be reloaded.',
      } as GameEvent,
    ]);
    const d = lineOf(lines, /rocket launcher/).detail!;
    expect(d.notes).toContain('Ash: 2+4=6: the round misses the spot');
    expect(d.row?.text).toMatch(/Ranged Combat table .*row "3-7": always a miss/);
  });
});

describe('one possessive, one plural (10a, 20)', () => {
  it("a name ending in s takes 's as everywhere else; a plural takes the apostrophe alone", () => {
    expect(whose('Boris')).toBe("Boris's");
    expect(whose('Ash')).toBe("Ash's");
    expect(whose('the gangers')).toBe("the gangers'");
  });

  it('the Continue card counts "1 command"', () => {
    const base = { title: 'rl-charge.json', turn: 1, savedAt: '' };
    expect(savedLine({ ...base, steps: 1 }, 'now')).toBe('rl-charge.json - turn 1, 1 command, saved now.');
    expect(savedLine({ ...base, steps: 4 }, 'now')).toBe('rl-charge.json - turn 1, 4 commands, saved now.');
  });
});

describe('a figure already hunkered down: the question and the odds say what will happen (10a, 5 and 21)', () => {
  it("lesson 8: the Trooper's second Crisis test gives the odds of staying hunkered down or leaving", () => {
    const lines = logOf([
      { type: 'turn', turn: 1 },
      { type: 'status', figure: 'Dex', from: 'carryOn', to: 'hunkerDown', why: 'hunkers down away from Leon' },
      {
        type: 'roll',
        purpose: 'crisis',
        who: ['Dex'],
        dice: [3, 4],
        target: 5,
        read: 'pass',
        passed: 2,
        scripted: false,
      },
      {
        type: 'test',
        test: 'crisis',
        figure: 'Dex',
        causes: ['firedOn'],
        passed: 2,
        result: 'hunkerDown',
        row: { table: 'crisis', row: '2', column: 'firedOn' },
        modifiers: [],
        text: 'Dex takes the Crisis test (fired on): 2 passed — hunker down.',
      },
    ]);
    const odds = lineOf(lines, /^Dex takes the Crisis test/).detail!.odds!;
    // Rep 5 on 2d6: both dice fail only on 6 and 6 (1/36), and that Hunker Down is his second.
    expect(odds).toBe('Stays hunkered down 35/36 (97.2%), Leave the battlefield (a second Hunker Down) 1/36 (2.8%)');
    expect(odds).not.toMatch(/Return fire|Snap fire/);
  });

  it('the Free Will question offers a hunkered Star what each choice really does', () => {
    const menu = ([2, 1, 0] as const).map((n) => {
      const row = readCrisisRow(n, ['firedOn']).worst;
      return { passed: n, row, result: finishReaction(row, 'hunkerDown', true).result };
    });
    expect(crisisFreeWillQuestion('Ash', menu)).toBe(
      'Ash (Star) may choose the Crisis result by Free Will (2 passed → stay hunkered down, 1 passed → stay hunkered down, 0 passed → leave the battlefield (a second Hunker Down)) or roll',
    );
  });
});
