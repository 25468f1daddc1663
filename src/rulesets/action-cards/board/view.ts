// What the plain table shows of an action-card game (core/board.ts BoardView): the terrain in the shared
// shapes with what each piece means for cover, sight and moving; every figure under its name, outlined with its
// group, with its shooting dice and its state (locked in hand to hand, burrowed, in the air); the factions in
// the six colours; a title line (turn, card, who acts, actions left); and panels: the cards of the turn in order
// with the one in play marked, the objective, the factions' figures left, held linked fire and the fights.
import { targetQuestion } from '../fights';
import type { BoardFigure, BoardLook, BoardPanel, BoardTerrain, BoardView } from '../../../core/board';
import type { Vec } from '../../../geometry/shapes';
import { holder } from '../engine';
import { TERRAIN_TABLE, type TerrainKind } from '../tables';
import { featureAt, type AcPiece } from '../terrain';
import { type AcState, figuresLeft, groupOf, liveFigures, lockedWith, type Card } from '../state';
import type { Cover } from '../vocab';
import { namesOf, PIECE_WORD, type Names } from './names';

const LOOK: Readonly<Record<AcPiece['type'], BoardLook>> = {
  building: 'building',
  woods: 'woods',
  rocky: 'rough',
  scrub: 'scrub',
  rubble: 'rubble',
  water: 'water',
  road: 'road',
  impassable: 'other',
  hill: 'hill',
  wall: 'wall',
  fence: 'fence',
  river: 'water',
};

export const COVER_MEANING: Readonly<Record<Cover, string>> = {
  open: 'no cover (shot at the open kill number)',
  cover: 'cover (shot at the cover kill number)',
  buildings: 'hard cover (shot at the buildings kill number)',
};

function kindOf(p: AcPiece): TerrainKind {
  if (p.type === 'fence') return p.kind === 'wire' ? 'wireFence' : 'woodenFence';
  if (p.type === 'river') return p.line ? 'river' : 'water';
  return p.type;
}

/** "the trees: hard cover (...); blocks sight; a move stops on entering". */
export function pieceLabel(p: AcPiece): string {
  const kind = kindOf(p);
  const row = TERRAIN_TABLE[kind];
  const move =
    row.stops === 'enter'
      ? 'a move stops on entering'
      : row.stops === 'cross'
        ? 'a move stops just past it'
        : row.stops === 'never'
          ? 'no one may enter'
          : 'no effect on moving';
  const sight = kind === 'hill' ? 'its crest blocks sight' : row.blocks ? 'blocks sight' : 'does not block sight';
  const cover =
    row.stops === 'cross' ? `${COVER_MEANING[row.protection]} when 1" behind it` : COVER_MEANING[row.protection];
  return `${PIECE_WORD[kind]}: ${cover}; ${sight}; ${move}`;
}

/** A building's search so far, for its hover card when the objective is to search the buildings. */
function searchNote(s: AcState, p: AcPiece): string {
  const o = s.objective;
  if (o.aim !== 'search' || p.type !== 'building') return '';
  return o.searched.includes(p.id) ? ' — searched: nothing found' : ' — not searched yet';
}

function terrainOf(s: AcState): BoardTerrain[] {
  return s.pieces.map((p) => {
    const base = { id: p.id, label: `${pieceLabel(p)}${searchNote(s, p)}`, look: LOOK[p.type] };
    if ('polygon' in p && p.polygon) return { ...base, shape: { kind: 'polygon', points: p.polygon } };
    const line = 'line' in p && p.line ? p.line : [];
    return { ...base, shape: { kind: 'line', points: line, width: p.type === 'river' ? 2 : 0.5 } };
  });
}

export function centreOf(points: readonly Vec[]): Vec {
  const n = Math.max(1, points.length);
  return [points.reduce((a, p) => a + p[0], 0) / n, points.reduce((a, p) => a + p[1], 0) / n];
}

function badgesOf(s: AcState, n: Names, groupId: string): string[] {
  const g = groupOf(s, groupId)!;
  const out: string[] = [];
  if (lockedWith(s, g.id).length) out.push('hand to hand');
  if (g.burrowed) out.push('burrowed');
  if (g.flying) out.push('in the air');
  if (s.pool?.groups.includes(g.id)) out.push('linked fire');
  if (s.pool?.target === g.id) out.push(`targeted by ${n.side(s.pool.side)}`);
  return out;
}

function figuresOf(s: AcState, n: Names): BoardFigure[] {
  const firstAlive = new Map<string, string>();
  for (const g of s.groups) {
    const f = liveFigures(s, g)[0];
    if (f) firstAlive.set(g.id, f.id);
  }
  return s.figures.map((f) => {
    const g = groupOf(s, f.group)!;
    const faction = s.sides.find((x) => x.id === f.side)!.faction;
    const feature = featureAt(s.terrain, f.at);
    const locks = lockedWith(s, g.id);
    const card = [
      `${n.figure(f.id)} of ${n.group(g.id)}, ${n.side(f.side)}`,
      // The number on the token is said where the token is explained (play-test 35: "every token shows 1").
      `${f.weapon}: ${f.dice} shooting ${f.dice === 1 ? 'die' : 'dice'}${f.area ? ' in a 6" blast circle' : ''}${
        f.dice > 0 ? ` (the number on the token${f.area ? ', * for the blast' : ''})` : ''
      }`,
      `hand to hand: ${f.closeDice} ${f.closeDice === 1 ? 'die' : 'dice'}`,
      `kill numbers: open ${faction.kill.open}, cover ${faction.kill.cover}, buildings ${faction.kill.buildings}`,
      `standing in ${feature ? PIECE_WORD[feature.kind] : 'the open'}`,
    ];
    if (locks.length) card.push(`locked in hand to hand with ${locks.map(n.group).join(', ')}`);
    const out: BoardFigure = { id: f.id, side: f.side, at: f.at, label: n.figure(f.id), group: g.id, card };
    if (f.dice > 0) out.mark = `${f.dice}${f.area ? '*' : ''}`;
    if (f.facing !== undefined) out.facing = f.facing;
    if (f.status === 'dead') out.down = true;
    else if (firstAlive.get(g.id) === f.id) {
      const b = badgesOf(s, n, g.id);
      if (b.length) out.badges = b;
    }
    return out;
  });
}

const CARD_WORD: Readonly<Record<Card['kind'], string>> = {
  single: 'single',
  double: 'double',
  triple: 'triple',
  event: 'Special Event',
};

export function cardText(n: Names, c: Card): string {
  return c.side ? `${n.side(c.side)}: ${CARD_WORD[c.kind]} card` : 'Special Event card';
}

function cardsPanel(s: AcState, n: Names): BoardPanel {
  const lines = s.laid.map((c, i) => {
    const head = `${i + 1}. ${cardText(n, c)}`;
    if (i < s.cardIndex || (i === s.cardIndex && (s.phase === 'done' || s.phase === 'next'))) return `${head} (played)`;
    // Once the battle is over no card is in play.
    if (s.ended) return head;
    if (i === s.cardIndex && s.actors.length) {
      // Who acts is said only where the card does not say it (a Special Event hands actions round).
      const who = c.side === s.actors[0] ? '' : `${n.side(s.actors[0]!)} to act, `;
      return `▶ ${head}, ${who}${s.actionsLeft} action${s.actionsLeft === 1 ? '' : 's'} left`;
    }
    if (i === s.cardIndex) return `▶ ${head}: in play`;
    return head;
  });
  // None laid out at the end: the deck ran out as the turn began.
  if (!lines.length) lines.push(s.ended ? 'no cards were left to draw' : 'no cards laid out yet');
  lines.push(`${s.deck.draw.length} to draw, ${s.deck.discard.length} played before`);
  return { title: `Cards of turn ${s.turn}`, lines };
}

function objectivePanel(s: AcState, n: Names): BoardPanel {
  const o = s.objective;
  const last = `after turn ${s.maxTurns}, most figures left wins`;
  if (o.aim === 'holdBuilding') {
    const h = holder(s);
    return {
      title: 'Objective: hold the building',
      lines: [
        `Be alone in the marked building after turn ${s.maxTurns}; else most figures left wins.`,
        h ? `${n.side(h)} holds it now.` : 'Nobody holds it alone now.',
      ],
    };
  }
  if (o.aim === 'search') {
    const buildings = s.terrain.areas.filter((a) => a.kind === 'building').length;
    return {
      title: 'Objective: search the buildings',
      lines: [
        'Find the item: a group in a building searches, a die per figure, any 6.',
        'A ? on a building: not searched yet.',
        `${o.searched.length} of ${buildings} buildings searched; ${last}.`,
      ],
    };
  }
  return {
    title: 'Objective: last faction standing',
    lines: [`Be the last faction on the table; ${last}.`],
  };
}

function factionsPanel(s: AcState, n: Names): BoardPanel {
  return {
    title: 'Factions',
    lines: s.sides.map((x) => {
      const all = s.figures.filter((f) => f.side === x.id).length;
      const who = x.control === 'human' ? 'person' : 'computer';
      return `${n.side(x.id)} (${who}): ${figuresLeft(s, x.id)} of ${all} left`;
    }),
  };
}

function fightPanels(s: AcState, n: Names): BoardPanel[] {
  const out: BoardPanel[] = [];
  if (s.pool)
    out.push({
      title: 'Linked fire held',
      lines: [
        `${n.side(s.pool.side)}: ${s.pool.dice.length} dice from ${s.pool.groups.map(n.group).join(' and ')} at ${n.group(s.pool.target)}, totalled when they shoot at anything else or the card ends`,
      ],
    });
  if (s.locks.length)
    out.push({
      title: 'Hand to hand',
      lines: s.locks.map(
        (l) => `${n.group(l.a)} and ${n.group(l.b)} are locked (fought out after a double or triple card)`,
      ),
    });
  return out;
}

/** The title line over the table. */
export function titleOf(s: AcState, n: Names): string {
  if (s.ended) {
    const who = s.ended.winner ? `${n.side(s.ended.winner)} win` : 'a draw';
    return `Battle over after turn ${s.turn}: ${who}`;
  }
  const card = s.laid[s.cardIndex];
  const head = `Turn ${s.turn} of ${s.maxTurns}${card ? ` · card ${s.cardIndex + 1} of ${s.laid.length}: ${cardText(n, card)}` : ''}`;
  if (s.diceWait) return `${head} · ${n.side(s.diceWait.ask.owner)} throw ${s.diceWait.ask.count} dice`;
  const r = s.removals[0];
  const live = r ? r.candidates.filter((id) => s.figures.find((f) => f.id === id)?.status === 'active').length : 0;
  if (r && live > r.count && s.sides.find((x) => x.id === r.side)?.control === 'human')
    return `${head} · ${n.side(r.side)} choose ${r.count} of ${live} to fall (${r.why})`;
  const ask = s.removals.length === 0 && s.phase === 'fights' ? targetQuestion(s) : undefined;
  if (ask) return `${head} · ${n.side(ask.side)} name who their even dice go against in hand to hand`;
  const actor = s.actors[0];
  if (actor && s.phase === 'acting')
    return `${head} · ${n.side(actor)} to act, ${s.actionsLeft} action${s.actionsLeft === 1 ? '' : 's'} left`;
  return head;
}

/** The marks: the building to hold; the buildings still to search. */
function marksOf(s: AcState): BoardView['marks'] {
  const o = s.objective;
  const areas = s.terrain.areas.filter((a) => a.kind === 'building');
  if (o.aim === 'holdBuilding') {
    const b = areas.find((a) => a.id === o.building);
    return b ? [{ at: centreOf(b.polygon), label: 'hold this building' }] : [];
  }
  // One "?" per building left to search (fifteen full labels ran into each other at 1366x768); the words are
  // in the hover card and the objective panel.
  if (o.aim === 'search')
    return areas
      .filter((a) => !o.searched.includes(a.id))
      .map((a) => ({ at: centreOf(a.polygon), label: 'not searched yet', short: '?' }));
  return [];
}

export function boardView(s: AcState): BoardView {
  const n = namesOf(s);
  return {
    width: s.table.width,
    height: s.table.height,
    terrain: terrainOf(s),
    figures: figuresOf(s, n),
    sides: s.sides.map((x, i) => ({ id: x.id, name: n.side(x.id), colour: i % 6 })),
    title: titleOf(s, n),
    panels: [cardsPanel(s, n), factionsPanel(s, n), ...fightPanels(s, n), objectivePanel(s, n)],
    marks: marksOf(s),
  };
}
