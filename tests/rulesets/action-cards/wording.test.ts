// The log's words for action-card events: distances to one decimal, as the move preview says them (play-test 50).
import { describe, expect, it } from 'vitest';
import { actionCards } from '../../../src/rulesets/action-cards';
import { SCENARIO_KINDS, makeBattle } from '../../../src/rulesets/action-cards/board/newBattle';
import { eventText, factionVerb } from '../../../src/rulesets/action-cards/wording';
import { play } from './drive';
import { file, row, start } from './setup';

describe('action-card log words', () => {
  it('says a move of 4.35" as 4.4", the same number the preview showed', () => {
    const line = eventText({
      type: 'move',
      group: 'A',
      figure: 'A1',
      from: [0, 0],
      to: [4.35, 0],
      distance: 4.35,
      stop: 'feature',
      positions: {},
    });
    expect(line).toContain('4.4"');
    expect(line).not.toMatch(/\d\.\d\d/);
  });
});

describe('the table log reads as words, not as the program (play-test 54, issue 19)', () => {
  const s = start(
    file(
      [
        { id: 'unit', faction: 'soldiers', groups: [row('sec', 4, [4, 20], ['rifle', 'rifle', 'support', 'rocket'])] },
        { id: 'aliens', faction: 'aliens', groups: [row('trio', 3, [4, 30])] },
      ],
      { deck: ['unit:single', 'aliens:single', 'aliens:single', 'aliens:single'] },
    ),
  );
  const share = {
    side: 'aliens',
    faction: 'armoured aliens',
    dice: [1, 1, 3],
    total: 5,
    kill: 24,
    cover: 'open' as const,
    available: 3,
    killed: 0,
    leftOver: 5,
  };

  it('a card is named once, in its heading; its line says what it gives', () => {
    const log = actionCards.view!.log(() => s);
    log.add([
      { type: 'draw', turn: 1, cards: ['unit:single', 'event'], reshuffled: false },
      { type: 'card', turn: 1, index: 0, card: 'unit:single', actors: ['unit'], actions: 1 },
      { type: 'cardDone', card: 'unit:single', unused: 1 },
      { type: 'card', turn: 1, index: 1, card: 'event', actors: ['aliens'], actions: 1 },
      { type: 'cardDone', card: 'event', unused: 1 },
    ]);
    const [, first, second] = log.groups;
    expect(first!.title).toBe('Card 1: Soldiers single');
    expect(first!.lines.map((l) => l.text)).toEqual([
      'One action, for one group',
      'Soldiers single card done (1 action unused)',
    ]);
    // One wording for the Special Event card, in the panel and the log (play-test pt16a-21).
    expect(second!.title).toBe('Card 2: Special Event');
    expect(second!.lines.map((l) => l.text)).toEqual([
      'Armoured aliens, with the fewest figures left, have one free action',
      'Special Event card done (1 action unused)',
    ]);
    expect(log.groups[0]!.lines[0]!.text).toBe('Turn 1: cards drawn Soldiers single, Special Event');
  });

  it('a blast names the groups it catches and keeps its point for the table, not as coordinates', () => {
    const log = actionCards.view!.log(() => s);
    log.add([
      { type: 'blast', group: 'sec', at: [27.04, 30.5], dice: [1, 1, 3], shares: [{ ...share, group: 'trio' }] },
    ]);
    const line = log.lines()[0]!;
    expect(line.text).toBe(
      "Section Alpha's blast catches pod Bravo: pod Bravo 3d6 = 5 (1,1,3) against 24 (armoured aliens in the open): 0 killed, 5 left over",
    );
    expect(line.at).toEqual([27.04, 30.5]);
    // The weapon and the group it was thrown at, when the event has them (play-test 8, 17).
    log.add([
      {
        type: 'blast',
        group: 'sec',
        at: [27.04, 30.5],
        dice: [1, 1, 3],
        shares: [{ ...share, group: 'trio' }],
        weapon: 'grenade',
        aimedAt: 'trio',
      },
    ]);
    expect(log.lines()[1]!.text).toMatch(
      /^Section Alpha's grenade, thrown at pod Bravo, catches pod Bravo: pod Bravo 3d6/,
    );
    // Shooting into a fight: the shooters throw; the factions are where the dice go, not who "takes" them.
    const into = eventText({
      type: 'shot',
      side: 'unit',
      groups: ['sec', 'sec2'],
      target: 'trio',
      intoFight: true,
      dice: [1, 1, 3],
      shares: [share],
    });
    expect(into).toBe(
      'sec and sec2 shoot into the fight at trio: at aliens, 3d6 = 5 (1,1,3) against 24 (armoured aliens in the open): 0 killed, 5 left over',
    );
    const none = eventText({ type: 'blast', group: 'event', at: [3, 4], dice: [2, 5], shares: [] });
    expect(none).toBe("the special event's blast catches nobody (2d6 = 7 (2,5))");
  });

  it('a whole battle on the table: no coordinates, no two decimals, no figure called by a code like A1', () => {
    const made = makeBattle({ factions: 3, people: 0, scenario: SCENARIO_KINDS[0], table: 'urban' }, 'wren-5150');
    const d = play({ ...made, seed: 'wren-5150' });
    if ('error' in d) throw new Error(d.error);
    const log = actionCards.view!.log(() => d.state);
    log.add(d.events);
    const texts = [...log.groups.map((g) => g.title), ...log.lines().map((l) => l.text)];
    expect(texts.length).toBeGreaterThan(30);
    for (const t of texts) {
      expect(t).not.toMatch(/\(\d+(\.\d+)?, \d/);
      expect(t).not.toMatch(/\d\.\d\d/);
      expect(t).not.toMatch(/\b[A-Z]\d\b/);
    }
    // The table's labels are the same names.
    const labels = actionCards.board!.view(d.state).figures.map((f) => f.label);
    expect(labels.some((l) => /^[A-Z][a-z-]+ \d$/.test(l))).toBe(true);
    for (const l of labels) expect(l).not.toMatch(/^[A-Z]\d$/);
  });
});

describe('moves and the special event in words', () => {
  const s = start(
    file([
      { id: 'unit', faction: 'soldiers', groups: [row('sec', 2, [4, 20])] },
      { id: 'aliens', faction: 'aliens', groups: [row('trio', 3, [4, 30])] },
    ]),
  );
  const words = (e: Parameters<typeof eventText>[0]) => {
    const log = actionCards.view!.log(() => s);
    log.add([e]);
    return log.lines()[0]!.text;
  };

  it('a move says who led it, as the preview does, the distance after "over" (play-test 15a: "leads squad Charlie 8\"" read as a name)', () => {
    expect(
      words({
        type: 'move',
        group: 'sec',
        figure: 'sec1',
        from: [4, 20],
        to: [8, 20],
        distance: 4,
        stop: 'reached',
        positions: { sec1: [8, 20], sec2: [9, 20] },
      }),
    ).toBe('Alpha 1 leads section Alpha over 4" and gets there');
  });

  it('a faction named as many takes a plural verb in every sentence (play-test 10b, 14: "Soldiers has no figures left")', () => {
    expect(words({ type: 'cardSkipped', card: 'unit:double', why: 'unit has no figures left' })).toBe(
      'Soldiers double passes: Soldiers have no figures left',
    );
    expect(words({ type: 'control', side: 'unit', control: 'ai' } as never)).toBe(
      'Soldiers are now played by the computer',
    );
    expect(
      words({ type: 'end', winner: 'unit', reason: 'the turns are over and unit holds b9', figures: {} } as never),
    ).toMatch(/\(the turns are over and Soldiers hold /);
    expect(words({ type: 'fightOver', groups: ['sec', 'trio'], left: ['unit'], fellBack: [], defended: [] })).toBe(
      'The fight is over: Soldiers hold the ground',
    );
    expect(factionVerb('Creature swarm', 'has', 'have')).toBe('has');
    expect(factionVerb('Police 2', 'has', 'have')).toBe('have');
  });

  it('"Soldiers have" a free action, a faction named as one "has" it', () => {
    const card = { type: 'card' as const, turn: 1, index: 0, card: 'event', actions: 1 };
    expect(words({ ...card, actors: ['unit'] })).toBe('Soldiers, with the fewest figures left, have one free action');
    expect(words({ ...card, actors: ['unit', 'aliens'] })).toBe(
      'Soldiers and Armoured aliens, with the fewest figures left, have one free action each, in turn',
    );
  });
});
