// The view's log and what-if: lines grouped by turn and card, each with its "why" section; a kill line carries
// the dice, the kill number and the exact odds, and the what-if rows are exact fractions that add up to one.
import { describe, expect, it } from 'vitest';
import { actionCards } from '../../../src/rulesets/action-cards';
import { killModel, killRows } from '../../../src/rulesets/action-cards/view';
import { drive } from './drive';
import { file, row, start } from './setup';

describe('the log', () => {
  it('groups lines by turn and card, and explains a kill line from its numbers', () => {
    const s = start(
      file(
        [
          {
            id: 'unit',
            faction: 'soldiers',
            groups: [row('sec', 4, [4, 20], ['rifle', 'rifle', 'support', 'rocket'])],
          },
          { id: 'aliens', faction: 'aliens', groups: [row('trio', 3, [4, 30])] },
        ],
        {
          deck: ['unit:single', 'aliens:single', 'aliens:single', 'aliens:single'],
          dice: { shoot: [[2, 2, 2, 3, 3, 5, 6, 6]] },
        },
      ),
    );
    const d = drive(s, [{ do: 'shoot', group: 'sec', target: 'trio' }]);
    const log = actionCards.view!.log(() => d.state);
    log.add(d.events);
    expect(log.groups.map((g) => g.title).slice(0, 3)).toEqual([
      // Headings start with a capital (play-test pt16a-21: "turn 1", "card 1").
      'Turn 1',
      'Card 1: Soldiers single',
      'Card 2: Armoured aliens single',
    ]);
    const shot = log.lines().find((l) => l.type === 'shot')!;
    expect(shot.section).toBe('shoot');
    expect(shot.detail).toMatchObject({ target: 24, dice: [2, 2, 2, 3, 3, 5, 6, 6] });
    expect(shot.detail!.odds).toMatch(/^0 kills .*%, 1 kill .*%/);
    expect(log.lines().find((l) => l.type === 'casualties')!.figures).toEqual(['trio1']);
    // The log names, never ids: the issue's own example line.
    expect(shot.text).toBe(
      'Section Alpha: 8d6 = 29 (2,2,2,3,3,5,6,6) against 24 (armoured aliens in the open): 1 killed, 5 left over',
    );
  });
});

describe('the what-if', () => {
  it('gives exact fractions: 2d6 against 7 with one figure kills on 21/36 = 7/12', () => {
    const rows = killRows(killModel(2, 7, 1));
    expect(rows.find((r) => r.key === '1')).toMatchObject({ fraction: '7/12', percent: '58.3%' });
    expect(rows.find((r) => r.key === '0')).toMatchObject({ fraction: '5/12' });
  });

  it('rows add up to one and come likeliest first', () => {
    const rows = killRows(killModel(8, 24, 3));
    expect(rows.reduce((a, r) => a + r.chance, 0)).toBeCloseTo(1, 6);
    for (let i = 1; i < rows.length; i++) expect(rows[i - 1]!.chance).toBeGreaterThanOrEqual(rows[i]!.chance);
    const turned = actionCards.view!.whatIf!.withValue(killModel(8, 24, 3), 'dice', 16);
    expect(turned.values.dice).toBe(16);
  });
});

describe('the panels', () => {
  it('the after-battle page names the winner, why, and every figure', () => {
    const s = start(
      file(
        [
          { id: 'unit', faction: 'soldiers', groups: [row('sec', 4, [4, 20])] },
          { id: 'aliens', faction: 'aliens', groups: [row('pair', 2, [4, 30])] },
        ],
        {
          deck: ['aliens:single', 'unit:single', 'unit:single', 'unit:single'],
          dice: { shoot: [[6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6]] },
        },
      ),
    );
    const d = drive(s, [{ do: 'shoot', group: 'pair', target: 'sec' }]);
    const page = actionCards.view!.afterBattle!(d.state, d.need);
    expect(page).toMatchObject({
      winner: 'aliens',
      tone: 'good',
      text: 'Armoured aliens are the last faction on the table, after 1 turn.',
    });
    expect(page!.sides[0]).toMatchObject({ id: 'unit', detail: 'soldiers', count: '0 of 4 left' });
    expect(page!.sides[0]!.rows).toHaveLength(5);
  });

  it('the after-battle sentence is one whole sentence for every way a battle ends (issue 19: "the turns are over and Police holds the building, after 10 turns.")', () => {
    const s = start(
      file([
        { id: 'unit', faction: 'soldiers', groups: [row('sec', 4, [4, 4])] },
        { id: 'cops', faction: 'police', groups: [row('pair', 2, [30, 32])] },
      ]),
    );
    const page = (ended: { winner: string | null; reason: string }, turn = 10) =>
      actionCards.view!.afterBattle!({ ...s, turn, ended }, { kind: 'ended', reason: ended.reason } as never)!.text;
    expect(page({ winner: 'cops', reason: 'the turns are over and cops holds b9' })).toBe(
      'All 10 turns are played, and Police alone hold the building.',
    );
    expect(page({ winner: 'unit', reason: 'the turns are over: most figures left' })).toBe(
      'All 10 turns are played: Soldiers have the most figures left.',
    );
    expect(page({ winner: null, reason: 'the turns are over: most figures left' })).toBe(
      'All 10 turns are played: a tie for the most figures left, so nobody wins.',
    );
    expect(page({ winner: 'unit', reason: 'the item is found' }, 4)).toBe('Soldiers found the item in turn 4.');
    expect(page({ winner: null, reason: 'one faction left' }, 3)).toBe('No faction is left, after 3 turns.');
  });

  it('at the end of the last turn the cards of that turn still show, all played (not "no cards laid out yet")', () => {
    const s = start(
      file(
        [
          { id: 'unit', faction: 'soldiers', groups: [row('sec', 4, [4, 4])] },
          { id: 'aliens', faction: 'aliens', groups: [row('pair', 2, [30, 32])] },
        ],
        { turns: 1, deck: ['aliens:single', 'unit:single', 'unit:single', 'aliens:single'] },
      ),
    );
    const d = drive(
      s,
      Array.from({ length: 4 }, () => ({ do: 'endCard' }) as const),
    );
    expect(d.need.kind).toBe('ended');
    const cards = actionCards.board!.view(d.state).panels[0]!;
    expect(cards.title).toBe('Cards of turn 1');
    expect(cards.lines.slice(0, 4)).toEqual([
      '1. Armoured aliens: single card (played)',
      '2. Soldiers: single card (played)',
      '3. Soldiers: single card (played)',
      '4. Armoured aliens: single card (played)',
    ]);
    expect(cards.lines.join(' ')).not.toMatch(/no cards laid out/);
  });

  it('the hover card and the shot preview read the same numbers the rules use', () => {
    const s = start(
      file([
        { id: 'unit', faction: 'soldiers', groups: [row('sec', 4, [4, 20], ['rifle', 'rifle', 'support', 'rocket'])] },
        { id: 'aliens', faction: 'aliens', groups: [row('trio', 3, [4, 30])] },
      ]),
    );
    const card = actionCards.view!.hoverCard!(s, 'sec4');
    expect(card!.rows).toContainEqual(['shooting dice', '4d6']);
    expect(card!.rows).toContainEqual(['kill numbers', '6 / 9 / 12']);
    const pic = actionCards.view!.preview!(s, 'shoot', 'sec1', undefined);
    expect(pic!.odds!.trio).toMatch(/^8d6 against 24 \(open\): 0 kills/);
    expect(pic!.lines).toEqual([{ from: [4, 20], to: [4, 30], ok: true }]);
  });
});
