// The after-battle page, the hover card, the order preview and the order buttons' titles, as plain data, with
// the names a person reads (board/names.ts), never the file's ids.
import type { AfterBattlePage, HoverCard, PreviewPicture } from '../../../core/rulesetView';
import type { Vec } from '../../../geometry/shapes';
import type { AcNeed } from '../commands';
import { shotDice, isLocked } from '../actions';
import { movePreview, shotPreview } from '../preview';
import { featureAt } from '../terrain';
import { TERRAIN_TABLE } from '../tables';
import { type AcState, figureOf, figuresLeft, groupOf, lockedWith } from '../state';
import { namesOf } from '../board/names';
import { allOf } from '../../../core/allOf';
import { factionVerb } from '../wording';

/** Free text the rules built with ids in it (the end's reason): every word that is an id told by name. */
const named = (s: AcState, t: string): string => t.replace(/[\w-]+/g, (w) => namesOf(s).known(w));

/** How the battle ended, as one whole sentence built from the end's facts. The engine's reason was printed with
 *  ", after N turns." glued on ("the turns are over and Police holds the building, after 10 turns."). */
export function endSentence(s: AcState): string {
  const ended = s.ended!;
  const n = namesOf(s);
  const who = ended.winner ? n.side(ended.winner) : undefined;
  const turns = `${s.turn} turn${s.turn === 1 ? '' : 's'}`;
  const all = `${allOf(s.maxTurns, 'turn')} ${s.maxTurns === 1 ? 'is' : 'are'} played`;
  const reason = ended.reason;
  if (reason === 'one faction left')
    return who
      ? `${who} ${factionVerb(who, 'is', 'are')} the last faction on the table, after ${turns}.`
      : `No faction is left, after ${turns}.`;
  if (reason === 'the item is found') return `${who ?? 'A faction'} found the item in turn ${s.turn}.`;
  if (reason.startsWith('the turns are over and ') && who)
    return `${all}, and ${who} alone ${factionVerb(who, 'holds', 'hold')} the building.`;
  if (reason.startsWith('the turns are over'))
    return who
      ? `${all}: ${who} ${factionVerb(who, 'has', 'have')} the most figures left.`
      : `${all}: a tie for the most figures left, so nobody wins.`;
  const text = named(s, reason);
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}, after ${turns}.`;
}

export function afterBattle(s: AcState, need: AcNeed): AfterBattlePage | undefined {
  if (need.kind !== 'ended' || !s.ended) return undefined;
  const winner = s.ended.winner;
  const n = namesOf(s);
  const page: AfterBattlePage = {
    title: winner ? `Won by ${n.side(winner)}` : 'A draw',
    tone: winner ? 'good' : 'neutral',
    text: endSentence(s),
    sides: s.sides.map((x) => ({
      id: x.id,
      name: n.side(x.id),
      detail: x.faction.name,
      count: `${figuresLeft(s, x.id)} of ${s.figures.filter((f) => f.side === x.id).length} left`,
      rows: [
        ['figure', 'group', 'status'],
        ...s.figures.filter((f) => f.side === x.id).map((f) => [n.figure(f.id), n.group(f.group), f.status]),
      ],
    })),
  };
  if (winner) page.winner = winner;
  return page;
}

export function hoverCard(s: AcState, figure: string): HoverCard | undefined {
  const f = figureOf(s, figure);
  if (!f) return undefined;
  const g = groupOf(s, f.group)!;
  const side = s.sides.findIndex((x) => x.id === f.side);
  const faction = s.sides[side]!.faction;
  const feature = featureAt(s.terrain, f.at);
  const locks = lockedWith(s, g.id);
  const n = namesOf(s);
  return {
    title: `${n.figure(f.id)} (${f.weapon})`,
    side: n.side(f.side),
    sideIndex: side,
    rows: [
      ['group', n.group(g.id) + (g.burrowed ? ' (burrowed)' : g.flying ? ' (in the air)' : '')],
      ['status', f.status],
      ['shooting dice', `${f.dice}d6${f.area ? ' (area)' : ''}`],
      ['close-combat dice', `${f.closeDice}d6`],
      ['kill numbers', `${faction.kill.open} / ${faction.kill.cover} / ${faction.kill.buildings}`],
      ['standing in', feature ? TERRAIN_TABLE[feature.kind].name : 'the open'],
      ['hand to hand', locks.length ? `locked with ${locks.map((id) => n.group(id)).join(', ')}` : 'no'],
    ],
  };
}

/** 'shoot' (args unused: every enemy group) and 'move' (args: the point [x, y]) for the figure's group. */
export function preview(s: AcState, order: string, figure: string, args: unknown): PreviewPicture | undefined {
  const f = figureOf(s, figure);
  if (!f) return undefined;
  if (order === 'shoot') return shotPreview(s, f.group);
  if (order === 'move' && Array.isArray(args) && args.length === 2)
    return movePreview(s, f.group, figure, args as unknown as Vec);
  return undefined;
}

export function orderTitle(s: AcState, order: string, figure: string | undefined): string | undefined {
  const f = figure ? figureOf(s, figure) : undefined;
  if (!f) return undefined;
  const g = groupOf(s, f.group)!;
  const name = namesOf(s).group(g.id);
  if (order === 'shoot') {
    const d = shotDice(s, g);
    return `${name} shoots with ${d.dice}d6${d.area ? ` and ${d.area}d6 of area weapons` : ''}`;
  }
  if (order === 'move')
    return isLocked(s, g.id)
      ? `${name} is locked in hand to hand`
      : `${name} moves up to ${s.sides.find((x) => x.id === g.side)!.faction.move}"`;
  return undefined;
}
