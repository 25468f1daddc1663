// Pictures before an order: for a shot, which enemy groups the shooters see (a line each, red where blocked and
// what blocks it), the target's cover and kill number and the exact chance of 0, 1, 2... kills; for a move,
// where it stops and why. Also the order bar of the card in play.
import type { OrderChoice, PreviewPicture } from '../../core/ruleset';
import type { Vec } from '../../geometry/shapes';
import { shotDice, isLocked } from './actions';
import type { AcNeed } from './commands';
import { measureLine } from './move';
import { killOddsText } from './odds';
import { groupCover, groupSees } from './sight';
import { type AcState, groupKill, groupOf, liveFigures, onTableGroups, sideOf } from './state';

export function shotPreview(s: AcState, group: string): PreviewPicture {
  const g = groupOf(s, group);
  if (!g) return { note: `no group ${group}` };
  const { dice } = shotDice(s, g);
  const from = liveFigures(s, g).map((f) => f.at);
  const lines: NonNullable<PreviewPicture['lines']> = [];
  const odds: Record<string, string> = {};
  const notes: string[] = [];
  for (const t of onTableGroups(s)) {
    if (t.side === g.side) continue;
    const sight = groupSees(s, g, t);
    lines.push({ from: sight.from, to: sight.to, ok: sight.sees });
    if (!sight.sees) {
      notes.push(`${t.id}: hidden${sight.blockedBy ? ` by ${sight.blockedBy}` : ''}`);
      continue;
    }
    const cover = groupCover(s, t, from);
    const kill = groupKill(s, t)[cover];
    const n = liveFigures(s, t).length;
    odds[t.id] = `${dice}d6 against ${kill} (${cover}): ${killOddsText(dice, kill, n)}`;
  }
  return { lines, odds, note: notes.join('; ') };
}

export function movePreview(s: AcState, group: string, figure: string, to: Vec): PreviewPicture {
  const g = groupOf(s, group);
  const f = s.figures.find((x) => x.id === figure);
  if (!g || !f) return { note: 'no such group or figure' };
  const line = measureLine(s, g, f, to, sideOf(s, g.side)!.faction.move);
  return {
    lines: [{ from: f.at, to: line.end, ok: line.stop === 'reached' }],
    note: `stops: ${line.stop}${line.by ? ` (${line.by})` : ''}`,
  };
}

export function orderBar(s: AcState, need: AcNeed, selected: string | undefined): OrderChoice[] {
  const g = selected ? groupOf(s, selected) : undefined;
  const mine = need.kind === 'command' && g !== undefined && g.side === need.side;
  const locked = g ? isLocked(s, g.id) : false;
  const why = !mine ? 'not a group of the card in play' : undefined;
  const canShoot = mine && shotDice(s, g!).dice + shotDice(s, g!).area > 0;
  return [
    {
      order: 'move',
      label: 'Move',
      enabled: mine && !locked,
      ...(why ? { why } : locked ? { why: 'locked in hand to hand' } : {}),
    },
    {
      order: 'shoot',
      label: 'Shoot',
      enabled: canShoot,
      ...(why ? { why } : !canShoot ? { why: 'no shooting dice' } : {}),
    },
    { order: 'special', label: 'Special', enabled: mine && !locked, ...(why ? { why } : {}) },
    { order: 'endCard', label: 'End card', enabled: need.kind === 'command' },
  ];
}
