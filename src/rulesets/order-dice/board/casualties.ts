// The owner's pick of casualties at the plain table (losses.ts): the figures nearest the enemy (the default),
// the farthest, or one clicked on the table with the rest nearest. Each button names the weapons that would
// fall, since that is what the choice changes (an LMG gunner kept, a rifleman lost).
import type { BoardChoice } from '../../../core/board';
import type { LossQuestion, OdCommand, OdState } from '../state';
import { unitFull, unitName, WEAPON_WORDS } from './names';

type Choice = BoardChoice<OdCommand>;

/** The figure ids' weapons in words ("LMG, Rifle"). */
function weapons(s: OdState, ids: readonly string[]): string {
  const figs = s.units.flatMap((u) => u.figures);
  return ids.map((id) => WEAPON_WORDS[figs.find((f) => f.id === id)!.weapon]).join(', ');
}

/** What the question is, in names ("North's Squad 1 loses 2 of its 5 figures to South's MMG team's fire"). */
export function lossWords(s: OdState, q: LossQuestion): string {
  const how = q.cause === 'shot' ? `${unitFull(s, q.by)}'s fire` : `close quarters with ${unitFull(s, q.by)}`;
  return `${unitFull(s, q.unit)} loses ${q.count} of its ${q.nearest.length} figures to ${how}`;
}

export function casualtyChoices(s: OdState, q: LossQuestion): Choice[] {
  const nearest = q.nearest.slice(0, q.count);
  const farthest = q.nearest.slice(-q.count);
  const fall = (figures: readonly string[]): OdCommand => ({ do: 'casualties', unit: q.unit, figures: [...figures] });
  const why = lossWords(s, q);
  const n = q.count === 1 ? 'the' : `the ${q.count}`;
  return [
    {
      key: 'fall:nearest',
      label: `Lose ${n} nearest (${weapons(s, nearest)})`,
      enabled: true,
      title: `${why}: these stand nearest the enemy (the usual pick)`,
      command: fall(nearest),
    },
    {
      key: 'fall:farthest',
      label: `Lose ${n} farthest (${weapons(s, farthest)})`,
      enabled: true,
      title: `${why}: these stand farthest from the enemy`,
      command: fall(farthest),
    },
    {
      key: 'fall:pick',
      label: q.count === 1 ? 'Pick who falls' : 'Pick one to fall first',
      enabled: true,
      title: `${why}: the figure you click falls${q.count > 1 ? ', then the nearest' : ''}`,
      target: {
        kind: 'figure',
        prompt: `Which figure of ${unitName(s, q.unit)} falls?`,
        among: [...q.nearest],
        command: (id) => fall([id, ...q.nearest.filter((x) => x !== id).slice(0, q.count - 1)]),
      },
    },
  ];
}
