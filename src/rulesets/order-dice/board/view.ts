// What the plain table draws of an order-dice game (core/board.ts BoardView): the terrain with what each
// piece does in plain words, every figure outlined with its unit (the unit's name, order die, pins and
// "done" on its first figure), the sides' colours, a title line (turn, whose die was drawn, the bag) and the
// panels: the bag, the orders given this turn, the objective and how it stands. Names only, never ids.
import type { BoardFigure, BoardLook, BoardPanel, BoardShape, BoardTerrain, BoardView } from '../../../core/board';
import { holder } from '../engine';
import { GAME, QUALITY, WEAPON } from '../tables';
import { leadOf } from '../place';
import { liveFigures, type OdState, type Unit } from '../state';
import type { OdPiece } from '../terrain';
import { lossWords } from './casualties';
import { ORDER_NAME, WEAPON_WORDS, agree, diceAskWords, sideName, unitFull, unitName } from './names';

const LOOK: Readonly<Record<OdPiece['type'], BoardLook>> = {
  woods: 'woods',
  rocky: 'rough',
  water: 'water',
  river: 'water',
  road: 'road',
  impassable: 'other',
  scrub: 'scrub',
  rubble: 'rubble',
  building: 'building',
  hill: 'hill',
  wall: 'wall',
  fence: 'fence',
};

/** What a piece does in this game, in a line (terrain.ts's reading of the rulings). */
function pieceWords(p: OdPiece): string {
  switch (p.type) {
    case 'woods':
      return 'woods: rough ground (each inch counts two), soft cover, limits sight; no vehicles';
    case 'rocky':
      return 'rocky ground: rough (each inch counts two), hard cover; no vehicles';
    case 'scrub':
      return 'scrub: rough ground (each inch counts two), soft cover';
    case 'rubble':
      return 'rubble: rough ground (each inch counts two), hard cover; no vehicles';
    case 'water':
    case 'river':
      return 'water: rough ground (each inch counts two); no vehicles';
    case 'road':
      return 'road: open ground';
    case 'impassable':
      return 'impassable ground: nothing moves here';
    case 'building':
      return 'building: hard cover; go in or out within 1" of a door; no vehicles';
    case 'hill':
      return 'hill: its crest blocks sight across it';
    case 'wall':
      return `${p.tall ? 'tall wall: blocks sight; ' : 'wall: '}hard cover to a figure within 2" behind it; vehicles cannot cross`;
    case 'fence':
      return p.kind === 'wire'
        ? 'wire fence: no cover; vehicles cannot cross'
        : 'wooden fence: soft cover to a figure within 2" behind it; vehicles cannot cross';
  }
}

function shapeOf(p: OdPiece): BoardShape {
  if ('line' in p) return { kind: 'line', points: p.line, width: p.type === 'wall' ? 0.5 : 0.3 };
  return { kind: 'polygon', points: p.polygon };
}

export function terrainOf(s: OdState): BoardTerrain[] {
  return s.terrain.map((p) => ({ id: p.id, label: pieceWords(p), look: LOOK[p.type], shape: shapeOf(p) }));
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** The words under a unit's name on its hover card. */
function unitCard(s: OdState, u: Unit): string[] {
  const q = QUALITY[u.quality];
  const live = liveFigures(u);
  const weapons = new Map<string, number>();
  for (const f of live) weapons.set(WEAPON_WORDS[f.weapon], (weapons.get(WEAPON_WORDS[f.weapon]) ?? 0) + 1);
  const arms = [...weapons].map(([w, n]) => (n > 1 ? `${w} x${n}` : w)).join(', ');
  const lines = [
    unitFull(s, u.id),
    `${u.quality}: morale ${q.morale}, a hit kills on ${q.damage}+`,
    u.destroyed
      ? 'destroyed'
      : u.kind === 'vehicle'
        ? `armed with ${arms || 'nothing'}`
        : `${live.length} of ${u.strength} figures: ${arms}`,
  ];
  if (u.kind === 'vehicle')
    lines.push(
      `armour ${u.armour ?? 8}${u.turret ? ', turret (fires all round)' : ', fires to its front'}` +
        `${u.immobile ? ', immobilised' : ''}${u.weaponLost ? ', weapon lost' : ''}`,
    );
  if (u.kind === 'team' && u.figures.some((f) => WEAPON[f.weapon].heavy))
    lines.push('heavy weapon: fires to its front (45 degrees each side)');
  if (!u.destroyed) {
    lines.push(
      u.pins > 0 ? `${plural(u.pins, 'pin')}: ${plural(u.pins, 'more')} to score to hit, order test` : 'no pins',
    );
    lines.push(u.order ? `order: ${ORDER_NAME[u.order]}` : 'no order yet: its die is in the bag');
  }
  return lines;
}

function badgesOf(u: Unit): string[] {
  if (u.destroyed) return ['destroyed'];
  const b: string[] = [];
  if (u.order) b.push(ORDER_NAME[u.order]);
  if (u.pins > 0) b.push(plural(u.pins, 'pin'));
  // Ambush is a die held, not spent: the unit may still fire when an enemy moves.
  if (u.order !== null && u.order !== 'ambush') b.push('done');
  return b;
}

export function figuresOf(s: OdState): BoardFigure[] {
  const out: BoardFigure[] = [];
  for (const u of s.units) {
    const lead = leadOf(u) ?? u.figures[0]!;
    const card = unitCard(s, u);
    const arc = u.kind === 'vehicle' ? !u.turret : u.kind === 'team';
    for (const f of u.figures) {
      const first = f === lead;
      const fig: BoardFigure = {
        id: f.id,
        side: u.side,
        at: f.at,
        label: first ? unitName(s, u.id) : '',
        group: u.id,
        card: [...card, `this figure: ${WEAPON_WORDS[f.weapon]}${f.alive ? '' : ', fallen'}`],
      };
      if (arc) fig.facing = u.facing;
      if (!f.alive || u.destroyed) fig.down = true;
      if (first) {
        if (u.pins > 0 && !u.destroyed) fig.mark = String(Math.min(u.pins, 99));
        const badges = badgesOf(u);
        if (badges.length > 0) fig.badges = badges;
      }
      out.push(fig);
    }
  }
  return out;
}

const bagWords = (s: OdState) => s.sides.map((x) => `${sideName(s, x.id)} ${s.bag[x.id] ?? 0}`).join(', ');

/** Whose die was drawn: the side acting now (a question is asked during that side's order). */
function drawnSide(s: OdState): string | undefined {
  if (s.phase.kind === 'order') return s.phase.side || undefined;
  if ((s.phase.kind === 'react' || s.phase.kind === 'casualties') && s.action)
    return s.units.find((u) => u.id === s.action!.unit)?.side;
  return undefined;
}

export function titleOf(s: OdState): string {
  const turn = `Turn ${s.turn} of ${s.maxTurns}`;
  if (s.phase.kind === 'ended') {
    const w = s.phase.winner;
    return `${turn} · the battle is over: ${w ? `${sideName(s, w)} ${agree(sideName(s, w), 'wins', 'win')}` : 'a draw'}`;
  }
  if (s.phase.kind === 'capped') return `${turn} · play stopped at the turn limit`;
  const side = drawnSide(s);
  const drawn = side ? `${sideName(s, side)}'s die was drawn` : 'the bag is drawn';
  const now = s.diceWait
    ? ` · ${diceAskWords(s, s.diceWait.ask)}`
    : s.phase.kind === 'casualties'
      ? ` · ${lossWords(s, s.phase.question)}: ${sideName(s, s.phase.question.side)} ${agree(sideName(s, s.phase.question.side), 'picks', 'pick')} which fall`
      : s.phase.kind === 'react'
        ? ` · ${unitFull(s, s.phase.question.unit)} may react to ${unitFull(s, s.phase.question.enemy)}`
        : '';
  return `${turn} · ${drawn}${now} · dice in the bag: ${bagWords(s)}`;
}

export function panelsOf(s: OdState): BoardPanel[] {
  const bag: BoardPanel = {
    title: 'The bag',
    lines: s.sides.map((x) => {
      const standing = s.units.filter((u) => u.side === x.id && !u.destroyed).length;
      return `${sideName(s, x.id)}: ${plural(s.bag[x.id] ?? 0, 'die', 'dice')} left, ${plural(standing, 'unit')} standing`;
    }),
  };
  const given = s.units.filter((u) => !u.destroyed && u.order !== null);
  const orders: BoardPanel = {
    title: `Orders this turn`,
    lines: given.length ? given.map((u) => `${unitFull(s, u.id)}: ${ORDER_NAME[u.order!]}`) : ['none yet'],
  };
  const kills = s.sides.map((x) => `${sideName(s, x.id)} ${s.kills[x.id] ?? 0}`).join(', ');
  const goal: string[] = [];
  if (s.objectives.length > 0) {
    goal.push(
      `Hold more objectives than the enemy after turn ${s.maxTurns}: a side holds one when only its figures are within ${GAME.objectiveReach}".`,
    );
    s.objectives.forEach((o, i) => {
      const h = holder(s, o.at);
      goal.push(`Objective ${i + 1}: ${h ? `held by ${sideName(s, h)}` : 'held by nobody'}`);
    });
    goal.push(`Equal objectives: enemy units destroyed decide (${kills}).`);
  } else {
    goal.push(`Destroy more enemy units than you lose by the end of turn ${s.maxTurns}.`);
    goal.push(`Enemy units destroyed: ${kills}.`);
  }
  goal.push('A side with no units left loses at once.');
  return [bag, orders, { title: 'Objective', lines: goal }];
}

export function boardView(s: OdState): BoardView {
  return {
    width: s.table.width,
    height: s.table.height,
    terrain: terrainOf(s),
    figures: figuresOf(s),
    sides: s.sides.map((x, i) => ({ id: x.id, name: sideName(s, x.id), colour: i % 6 })),
    title: titleOf(s),
    panels: panelsOf(s),
    marks: s.objectives.map((o, i) => ({ at: o.at, label: `Objective ${i + 1}` })),
  };
}
