// The deck and the card turn: the deck's make-up, how many cards a turn draws, the file's fixed cards, the
// shuffle through the shared dice, splitting a card's actions over groups, lost actions, the Special Event, and
// refusing a group that is not the card's faction's.
import { describe, expect, it } from 'vitest';
import { actionCards } from '../../../src/rulesets/action-cards';
import { buildDeck, cardsPerTurn } from '../../../src/rulesets/action-cards/deck';
import { drive } from './drive';
import { file, row, start } from './setup';

const two = (extra: Record<string, unknown> = {}) =>
  file(
    [
      { id: 'blue', faction: 'police', groups: [row('b1', 2, [4, 4]), row('b2', 2, [10, 4])] },
      { id: 'red', faction: 'police', groups: [row('r1', 5, [4, 30])] },
    ],
    extra,
  );

describe('the deck', () => {
  it('holds 5 single, 3 double and 1 triple per faction and one event per faction, at most four', () => {
    const s = start(two());
    const deck = buildDeck(s.sides);
    expect(
      deck
        .filter((c) => c.side === 'blue')
        .map((c) => c.kind)
        .sort(),
    ).toEqual(['double', 'double', 'double', 'single', 'single', 'single', 'single', 'single', 'triple']);
    expect(deck.filter((c) => c.kind === 'event')).toHaveLength(2);
    const six = start(
      file(
        ['a', 'b', 'c', 'd', 'e', 'f'].map((id, i) => ({
          id,
          faction: 'police',
          groups: [row(`${id}g`, 1, [2 + i * 5, 2])],
        })),
      ),
    );
    expect(buildDeck(six.sides).filter((c) => c.kind === 'event')).toHaveLength(4);
  });

  it('draws one card per faction in play, never fewer than four', () => {
    expect(cardsPerTurn(2)).toBe(4);
    expect(cardsPerTurn(4)).toBe(4);
    expect(cardsPerTurn(6)).toBe(6);
    const b = actionCards.begin(start(two()));
    const draw = b.events.find((e) => e.type === 'draw');
    expect(draw && 'cards' in draw ? draw.cards : []).toHaveLength(4);
  });

  it("plays the file's cards in order, then builds and shuffles the deck with `shuffle` dice", () => {
    const b = actionCards.begin(
      start(two({ deck: ['red:double', 'blue:single', 'event', 'blue:triple', 'red:single'] })),
    );
    const first = b.events.find((e) => e.type === 'draw');
    expect(first).toMatchObject({ cards: ['red:double', 'blue:single', 'event', 'blue:triple'] });
    expect(b.need).toMatchObject({ kind: 'command', side: 'red', actionsLeft: 2 });
    // Play through turn 1 with nothing done: turn 2 starts with the fifth fixed card, then the shuffled deck.
    let s = b.state;
    let need = b.need;
    const rolls: string[] = [];
    while (need.kind === 'command' && s.turn === 1) {
      const r = actionCards.reduce(s, { do: 'endCard' });
      if (!r.ok) throw new Error(r.error);
      s = r.state;
      need = r.need;
      for (const e of r.events) if (e.type === 'roll') rolls.push(e.purpose);
    }
    expect(s.turn).toBe(2);
    expect(s.laid[0]).toMatchObject({ kind: 'single', side: 'red' });
    // 20 cards in the built deck: 19 shuffle dice.
    expect(rolls.filter((p) => p === 'shuffle')).toHaveLength(19);
  });

  it('reshuffles the discards when the deck runs out, and replays the same from the same seed', () => {
    const f = two({ turns: 12 });
    const a = drive(
      start(f),
      Array.from({ length: 200 }, () => ({ do: 'endCard' as const })),
    );
    const b = drive(
      start(f),
      Array.from({ length: 200 }, () => ({ do: 'endCard' as const })),
    );
    expect(a.events.some((e) => e.type === 'draw' && e.reshuffled)).toBe(true);
    expect(JSON.stringify(a.events)).toBe(JSON.stringify(b.events));
  });
});

describe('a card and its actions', () => {
  const f = two({ deck: ['blue:triple', 'red:single', 'blue:double', 'red:single'] });

  it('a triple gives one group two actions and another one; the fourth goes to the next card', () => {
    const d = drive(start(f), [
      { do: 'move', group: 'b1', figure: 'b11', to: [4, 6] },
      { do: 'move', group: 'b1', figure: 'b11', to: [4, 8] },
      { do: 'move', group: 'b2', figure: 'b21', to: [10, 6] },
      { do: 'move', group: 'b2', figure: 'b21', to: [10, 8] },
    ]);
    expect(d.illegal).toMatch(/turn: group b2 is blue's and the card in play is red's/);
    expect(d.state.figures.find((x) => x.id === 'b21')!.at).toEqual([10, 6]);
  });

  it('ending a card loses the actions left on it', () => {
    const d = drive(start(f), [{ do: 'move', group: 'b1', figure: 'b11', to: [4, 6] }, { do: 'endCard' }]);
    const done = d.events.find((e) => e.type === 'cardDone');
    expect(done).toMatchObject({ card: 'blue:triple', unused: 2 });
    expect(d.need).toMatchObject({ kind: 'command', side: 'red', actionsLeft: 1 });
  });

  it('a double lets two groups act once each', () => {
    const d = drive(start(two({ deck: ['blue:double', 'red:single', 'red:single', 'red:single'] })), [
      { do: 'move', group: 'b1', figure: 'b11', to: [4, 6] },
      { do: 'move', group: 'b2', figure: 'b21', to: [10, 6] },
    ]);
    expect(d.need).toMatchObject({ side: 'red' });
    expect(d.events.filter((e) => e.type === 'move')).toHaveLength(2);
  });
});

describe('the Special Event', () => {
  it('gives the faction with fewest figures one free single action', () => {
    const d = drive(start(two({ deck: ['event', 'red:single', 'red:single', 'red:single'] })), []);
    expect(d.events.find((e) => e.type === 'card')).toMatchObject({ card: 'event', actors: ['blue'], actions: 1 });
    expect(d.need).toMatchObject({ kind: 'command', side: 'blue', actionsLeft: 1 });
  });

  it('gives tied factions one each, in file order', () => {
    const tied = file(
      [
        { id: 'blue', faction: 'police', groups: [row('b1', 3, [4, 4])] },
        { id: 'red', faction: 'police', groups: [row('r1', 3, [4, 30])] },
      ],
      { deck: ['event', 'red:single', 'red:single', 'red:single'] },
    );
    const d = drive(start(tied), [
      { do: 'move', group: 'b1', figure: 'b11', to: [4, 6] },
      { do: 'move', group: 'r1', figure: 'r11', to: [4, 28] },
    ]);
    expect(d.illegal).toBeUndefined();
    expect(d.events.filter((e) => e.type === 'move').map((e) => 'group' in e && e.group)).toEqual(['b1', 'r1']);
  });

  it('a scenario may name it an explosion: its dice once against every group in the 6" circle', () => {
    const d = drive(
      start(
        two({
          deck: ['event', 'red:single', 'red:single', 'red:single'],
          event: { kind: 'blast', dice: 3, at: [5, 30] },
          dice: { special: [[6, 6, 1]] },
        }),
      ),
      [],
    );
    const blast = d.events.find((e) => e.type === 'blast');
    expect(blast).toMatchObject({ group: 'event', at: [5, 30], dice: [6, 6, 1] });
    expect(blast && 'shares' in blast ? blast.shares.map((x) => [x.group, x.total, x.killed]) : []).toEqual([
      ['r1', 13, 2],
    ]);
    expect(d.state.figures.filter((f) => f.side === 'red' && f.status === 'dead')).toHaveLength(2);
  });
});
