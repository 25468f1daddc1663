// What the shared table's panels show of this game, as plain data (core/rulesetView.ts): the log, grouped by
// turn and card, each line with its "why" section of this game's rules reference, and under every kill line
// the dice, the kill number and the exact odds of 0, 1, 2... kills, from the same odds code the preview and the
// computer player use; the what-if panel turns the dice, the kill number and the figures.
import type { LogGroup, LogLine, LogModel, OddsModel, OddsRow, RulesetView } from '../../../core/rulesetView';
import type { AcCommand, AcNeed } from '../commands';
import type { AcEvent, Share } from '../events';
import { oddsRowText, splitKillOdds } from '../fightOdds';
import { killOddsText, waysOfSum } from '../odds';
import type { AcState } from '../state';
import { cardGives, cardText, eventText, whyOf } from '../wording';
import { namesOf } from '../board/names';

import { afterBattle, hoverCard, orderTitle, preview } from './panels';

/** A kill roll's odds as knobs: dice, kill number, figures in the target. */
export function killModel(dice: number, kill: number, figures: number): OddsModel {
  return {
    title: `${dice}d6 against ${kill}`,
    knobs: [
      { key: 'dice', label: 'dice', kind: 'number', min: 1, max: 60 },
      { key: 'kill', label: 'kill number', kind: 'number', min: 1, max: 60 },
      { key: 'figures', label: 'figures in the target', kind: 'number', min: 1, max: 20 },
    ],
    values: { dice, kill, figures },
  };
}

function gcd(a: bigint, b: bigint): bigint {
  while (b !== 0n) [a, b] = [b, a % b];
  return a;
}

/** Every number of kills with its exact chance, likeliest first. */
export function killRows(model: OddsModel): OddsRow[] {
  const n = Number(model.values.dice);
  const kill = Number(model.values.kill);
  const figures = Number(model.values.figures);
  const ways = waysOfSum(n);
  const counts: bigint[] = new Array(figures + 1).fill(0n);
  ways.forEach((w, total) => (counts[Math.min(figures, Math.floor(total / kill))]! += w));
  const all = 6n ** BigInt(n);
  return counts
    .map((c, k) => {
      const g = c === 0n ? all : gcd(c, all);
      const chance = Number((c * 1_000_000_000n) / all) / 1e9;
      return {
        key: String(k),
        label: `${k} ${k === 1 ? 'kill' : 'kills'}`,
        chance,
        fraction: `${c / g}/${all / g}`,
        percent: `${(chance * 100).toFixed(1)}%`,
      };
    })
    .sort((a, b) => b.chance - a.chance);
}

function shareDetail(sh: Share, notes: string[] = []): LogLine['detail'] {
  return {
    rolls: [`${sh.dice.length}d6: ${sh.dice.join(', ')} = ${sh.total}`],
    dice: [...sh.dice],
    target: sh.kill,
    modifiers: [
      {
        label: `kill number ${sh.kill}`,
        reason: `${sh.faction} ${sh.cover === 'open' ? 'in the open' : `in ${sh.cover}`}`,
      },
    ],
    modifiersKnown: true,
    odds: killOddsText(sh.dice.length, sh.kill, sh.available),
    question: killModel(sh.dice.length, sh.kill, sh.available),
    notes,
  };
}

function figuresOf(e: AcEvent): string[] {
  switch (e.type) {
    case 'move':
      return Object.keys(e.positions);
    case 'casualties':
      return [...e.figures];
    case 'roll':
      return [...e.who];
    default:
      return [];
  }
}

type Namer = (id: string) => string;

function lineOf(n: number, e: AcEvent, nm: Namer): LogLine {
  // A card's line sits under a heading that names the card already: it says only what the card gives.
  const text = e.type === 'card' ? cardGives(e, nm) : eventText(e, nm);
  const line: LogLine = { n, type: e.type, text, figures: figuresOf(e) };
  const why = whyOf(e);
  if (why) line.section = why;
  if (e.type === 'move') line.at = e.to;
  if (e.type === 'shot' || e.type === 'melee') {
    const first = e.shares[0];
    if (first)
      line.detail = shareDetail(
        first,
        e.shares.slice(1).map((s) => `${nm(s.side)}: ${s.total} against ${s.kill}, ${s.killed} killed`),
      );
    // Into someone's fight the odds before the throw are those of the whole roll as it is split (the preview's).
    if (line.detail && e.type === 'shot' && e.intoFight) {
      const rows = splitKillOdds(e.dice.length, first!, e.shares.slice(1));
      line.detail.odds = e.shares.map((s, i) => `${nm(s.side)}: ${oddsRowText(rows[i]!)}`).join('; ');
    }
  }
  if (e.type === 'blast') {
    const first = e.shares[0];
    if (first) line.detail = shareDetail(first);
    line.at = e.at;
  }
  return line;
}

const capital = (t: string): string => t.charAt(0).toUpperCase() + t.slice(1);

/** The log: a group per turn's draw and per card played; ids are told by name when the game is known. */
export function logModel(now: () => AcState | undefined = () => undefined): LogModel<AcEvent> {
  const nm: Namer = (id) => {
    const st = now();
    return st ? namesOf(st).known(id) : id;
  };
  const groups: LogGroup[] = [];
  let n = 0;
  let turn = 0;
  const current = (): LogGroup => {
    if (!groups.length) groups.push({ n: 0, title: 'Set-up', turn: 0, lines: [] });
    return groups[groups.length - 1]!;
  };
  return {
    groups,
    add(events) {
      for (const e of events) {
        if (e.type === 'roll') continue;
        if (e.type === 'draw') {
          turn = e.turn;
          groups.push({ n: groups.length, title: `Turn ${e.turn}`, turn, lines: [] });
        } else if (e.type === 'card') {
          const g: LogGroup = {
            n: groups.length,
            title: `Card ${e.index + 1}: ${cardText(e.card, nm)}`,
            turn,
            lines: [],
          };
          if (e.actors[0]) g.side = e.actors[0];
          groups.push(g);
        }
        // Each line starts with a capital, as a sentence on the table does (play-test pt16a-21: "turn 1").
        const line = lineOf(n++, e, nm);
        current().lines.push({ ...line, text: capital(line.text) });
      }
    },
    lines: () => groups.flatMap((g) => g.lines),
  };
}

export const view: RulesetView<AcState, AcCommand, AcEvent, AcNeed> = {
  log: (now) => logModel(now),
  whatIf: {
    answer: killRows,
    withValue: (model, key, value) => ({ ...model, values: { ...model.values, [key]: value } }),
  },
  afterBattle,
  hoverCard: (state, figure) => hoverCard(state, figure),
  preview,
  orderTitle,
  decisionOdds: (state, need) =>
    need.kind === 'decision' && need.decision === 'meleeTarget'
      ? `name the faction your even dice go against in hand to hand`
      : need.kind === 'decision'
        ? `choose ${need.count} of ${need.candidates.length} to remove (${state.removals[0]?.why ?? 'casualties'})`
        : undefined,
};
