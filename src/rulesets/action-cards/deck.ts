// The action deck: each faction's single, double and triple cards plus one Special Event card per faction (at
// most four). A file may fix the first cards drawn; after those (or without them) the full deck is built and
// shuffled with the shared dice: one `shuffle` die per swap (a die of i faces picks which of the first i cards
// goes to place i, from the last place down), so a seed replays the same order.
import type { DiceBox } from './dice';
import { rollFor } from './dice';
import type { AcSide, AcState, Card } from './state';

export const MAX_EVENTS = 4;

export function buildDeck(sides: readonly AcSide[]): Card[] {
  const cards: Card[] = [];
  for (const s of sides) {
    const c = s.faction.cards;
    for (let i = 0; i < c.single; i++) cards.push({ kind: 'single', side: s.id });
    for (let i = 0; i < c.double; i++) cards.push({ kind: 'double', side: s.id });
    for (let i = 0; i < c.triple; i++) cards.push({ kind: 'triple', side: s.id });
  }
  for (let i = 0; i < Math.min(MAX_EVENTS, sides.length); i++) cards.push({ kind: 'event' });
  return cards;
}

export function shuffle(box: DiceBox, cards: readonly Card[]): Card[] {
  const out = [...cards];
  for (let i = out.length - 1; i > 0; i--) {
    const j = (rollFor(box, 'shuffle', 1, { sides: i + 1, note: `shuffle: place ${i + 1}` })[0] as number) - 1;
    const k = Math.min(i, Math.max(0, j));
    [out[i], out[k]] = [out[k]!, out[i]!];
  }
  return out;
}

/** Cards drawn in a turn: as many as there are factions still in play, never fewer than four. */
export function cardsPerTurn(factionsInPlay: number): number {
  return Math.max(4, factionsInPlay);
}

/** Draws n cards (changing the state's deck); says whether the discards had to be shuffled back. */
export function draw(s: AcState, box: DiceBox, n: number): { cards: Card[]; reshuffled: boolean } {
  const cards: Card[] = [];
  let reshuffled = false;
  while (cards.length < n) {
    if (s.deck.script.length > 0) {
      cards.push({ ...s.deck.script.shift()!, fromFile: true });
      continue;
    }
    if (!s.deck.built) {
      s.deck.built = true;
      s.deck.discard = [];
      s.deck.draw = shuffle(box, buildDeck(s.sides));
    }
    if (s.deck.draw.length === 0) {
      if (s.deck.discard.length === 0) break;
      s.deck.draw = shuffle(box, s.deck.discard);
      s.deck.discard = [];
      reshuffled = true;
    }
    cards.push(s.deck.draw.shift()!);
  }
  return { cards, reshuffled };
}
