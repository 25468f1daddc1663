// The dice duel on the plain table (core/board.ts): its figures as tokens, a panel of who stands, the choices
// of the side that acts (select a figure, shoot at an enemy with the odds drawn, or pass; choose who falls
// when hit) and a new battle of one to four figures a side against the computer or a second person. It
// proves a ruleset living outside src/ plays in the browser with no edit to the host.
import type { BoardChoice, BoardFigure, BoardPart } from '../../../src/core/board';
import { distance, neededToHit } from './rules';
import type { DuelCommand, DuelNeed, DuelState } from './types';

/** A name as a person reads it: the file's id with a capital ("ann" → "Ann"). */
const named = (id: string): string => id.charAt(0).toUpperCase() + id.slice(1);

const standing = (s: DuelState, side: string): string[] =>
  s.sides.find((x) => x.id === side)?.figures.filter((id) => s.figures[id]?.status === 'standing') ?? [];

const enemyOf = (s: DuelState, side: string): string => s.sides.find((x) => x.id !== side)?.id ?? side;

/** "4+: 1 in 2 to hit" */
function odds(needed: number): string {
  const n = 7 - needed;
  const [a, b] = n === 3 ? [1, 2] : n === 2 ? [1, 3] : [n, 6];
  return `${needed}+: ${a} in ${b} to hit`;
}

function figure(s: DuelState, id: string): BoardFigure {
  const f = s.figures[id]!;
  const side = s.sides.findIndex((x) => x.id === f.side);
  const down = f.status === 'down';
  const acting = s.order[s.acted] === f.side && !s.pending && !s.ended;
  return {
    id,
    side: f.side,
    at: f.at,
    // Each side faces the other half of the table.
    facing: side === 0 ? 90 : 270,
    label: named(id),
    mark: named(id).charAt(0),
    down,
    group: down ? undefined : f.side,
    badges: down ? [] : s.pending?.options.includes(id) ? ['hit'] : acting ? ['may shoot'] : [],
    card: [
      `${named(id)}, ${named(f.side)}`,
      down ? 'Down: out of the duel' : 'Standing',
      'Shoots with a d6: 4+ within 12", 5+ beyond',
    ],
  };
}

function shootChoice(s: DuelState, side: string, shooter: string | undefined): BoardChoice<DuelCommand> {
  if (!shooter)
    return { key: 'shoot', label: 'Shoot', enabled: false, why: 'Select one of your standing figures first' };
  const from = s.figures[shooter]!;
  const targets = standing(s, enemyOf(s, side));
  return {
    key: 'shoot',
    label: `${named(shooter)} shoots`,
    enabled: targets.length > 0,
    why: targets.length ? undefined : 'Nobody of the other side is standing',
    title: 'One d6: 4+ hits within 12", 5+ beyond',
    target: {
      kind: 'figure',
      prompt: `Pick whom ${named(shooter)} shoots at`,
      among: targets,
      command: (target) => ({ do: 'shoot', figure: shooter, target }),
      preview: (target) => {
        const to = s.figures[target]!;
        const inches = distance(from.at, to.at);
        return {
          lines: [{ from: from.at, to: to.at, ok: true }],
          odds: { [target]: odds(neededToHit(inches)) },
          note: `${named(shooter)} to ${named(target)}: ${inches.toFixed(1)}", needs ${neededToHit(inches)}+`,
        };
      },
    },
  };
}

export const duelBoard: BoardPart<DuelState, DuelCommand, DuelNeed> = {
  view(s) {
    const acting = s.pending?.side ?? (s.ended ? undefined : s.order[s.acted]);
    const doing = s.pending ? 'chooses who falls' : 'acts';
    return {
      width: s.table.width,
      height: s.table.height,
      terrain: [],
      figures: s.sides.flatMap((x) => x.figures.map((id) => figure(s, id))),
      sides: s.sides.map((x, i) => ({ id: x.id, name: named(x.id), colour: i })),
      title: s.ended
        ? `${named(s.ended.winner)} wins the duel on turn ${s.turn}`
        : `Turn ${s.turn} · ${acting ? `${named(acting)} ${doing}` : 'rolling for the first go'}`,
      panels: [
        {
          title: 'Standing',
          lines: s.sides.map((x) => `${named(x.id)}: ${standing(s, x.id).length} of ${x.figures.length}`),
        },
        { title: 'This turn', lines: s.order.map((id, i) => `${i + 1}. ${named(id)}${i < s.acted ? ' (done)' : ''}`) },
      ],
    };
  },
  choices(s, need, selected) {
    if (need.kind === 'decision')
      return [
        {
          key: 'casualty',
          label: 'Choose who falls',
          enabled: true,
          target: {
            kind: 'figure',
            prompt: `A hit: pick which of ${named(need.side)}'s figures falls`,
            among: need.options,
            command: (fig) => ({ do: 'casualty', figure: fig }),
          },
        },
      ];
    if (need.kind !== 'command') return [];
    const mine = standing(s, need.side);
    const shooter = selected && mine.includes(selected) ? selected : undefined;
    return [
      shootChoice(s, need.side, shooter),
      { key: 'pass', label: 'Pass', enabled: true, command: { do: 'pass', side: need.side } },
    ];
  },
  selectable: (s, need) => (need.kind === 'command' ? standing(s, need.side) : []),
  newBattle: {
    knobs: [
      { key: 'size', label: 'Figures a side', kind: 'number', min: 1, max: 4 },
      { key: 'opponent', label: 'South played by', kind: 'choice', options: ['the computer', 'a second person'] },
    ],
    values: { size: 2, opponent: 'the computer' },
    make(values, seed) {
      const size = Math.max(1, Math.min(4, Math.round(Number(values.size) || 2)));
      const names = [
        ['ann', 'bo', 'cal', 'dee'],
        ['cy', 'di', 'eve', 'fox'],
      ];
      const side = (id: string, k: number, y: number, control: string) => ({
        id,
        control,
        figures: names[k]!.slice(0, size).map((f, i) => ({ id: f, at: [8 + i * 7 + k * 2, y] })),
      });
      return {
        version: 1,
        rules: 'dice-duel',
        seed,
        table: { width: 36, height: 24 },
        sides: [
          side('north', 0, 5, 'human'),
          side('south', 1, 16, values.opponent === 'a second person' ? 'human' : 'ai'),
        ],
      };
    },
  },
};
