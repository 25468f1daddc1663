// What the shared table shows of an order-dice game, as plain data (core/rulesetView.ts): the log grouped by
// turn and die drawn, each line with its figures, its dice and odds; the decision dialog's odds line; the
// after-battle page. Words come from the one wording layer (words.ts).
import type { AfterBattlePage, LogGroup, LogLine, LogModel, RulesetView } from '../../../core/rulesetView';
import { chanceWords, testChance } from '../odds';
import { MOMENT_WORDS, eventWords, questionWords } from '../words';
import type { OdCommand, OdEvent, OdNeed, OdState } from '../state';
import { agree, named, sideName, unitFull, unitName } from '../board/names';
import { holder } from '../engine';

const figuresOf = (s: OdState | undefined, unit: string | undefined): string[] =>
  unit ? (s?.units.find((u) => u.id === unit)?.figures.map((f) => f.id) ?? []) : [];

function unitOfEvent(e: OdEvent): string | undefined {
  return 'unit' in e && typeof e.unit === 'string' ? e.unit : undefined;
}

/** The rules reference section a line explains itself by (the "why?" link). */
const SECTION: Partial<Record<OdEvent['type'], string>> = {
  draw: 'bag',
  setAside: 'bag',
  orderTest: 'orders',
  order: 'orders',
  reaction: 'reactions',
  shoot: 'shooting',
  pin: 'pins',
  morale: 'morale',
  closeQuarters: 'assault',
  assault: 'assault',
  vehicleHit: 'vehicles',
  move: 'moving',
};

export function logModel(now: () => OdState | undefined): LogModel<OdEvent> {
  const groups: LogGroup[] = [];
  let n = 0;
  let turn = 1;
  let pending: Extract<OdEvent, { type: 'roll' }>[] = [];
  const group = (title: string, side?: string) => {
    groups.push({ n: groups.length + 1, title, turn, lines: [], ...(side ? { side } : {}) });
  };
  return {
    groups,
    add(events) {
      for (const e of events) {
        if (e.type === 'roll') {
          pending.push(e);
          continue;
        }
        if (e.type === 'turn') {
          turn = e.turn;
          if (groups.at(-1)?.title !== `Turn ${e.turn}`) group(`Turn ${e.turn}`);
        } else if (e.type === 'draw') {
          const s = now();
          group(`A ${s ? sideName(s, e.side) : e.side} die`, e.side);
        } else if (groups.length === 0) group(`Turn ${turn}`);
        const unit = unitOfEvent(e);
        // The screen reads names: the game's words carry ids (the sim prints them as they are).
        const s = now();
        const say = (t: string) => (s ? named(s, t) : t);
        const many = (id: string) => (s ? pluralName(unitName(s, id)) : false);
        const text = e.type === 'casualty' && s ? `a figure of ${unitFull(s, e.unit)} falls` : say(eventWords(e, many));
        const line: LogLine = { n: ++n, type: e.type, text, figures: figuresOf(s, unit) };
        const section = SECTION[e.type];
        if (section) line.section = section;
        if (pending.length > 0) {
          const target = pending.find((r) => r.target !== undefined)?.target;
          line.detail = {
            rolls: pending.map((r) => eventWords(r)),
            dice: pending.flatMap((r) => r.dice),
            ...(target !== undefined ? { target } : {}),
            modifiers: [],
            notes: e.type === 'reaction' ? [MOMENT_WORDS[e.moment], say(e.why)] : [],
            ...(target !== undefined && (e.type === 'reaction' || e.type === 'orderTest' || e.type === 'morale')
              ? { odds: `${chanceWords(testChance(target))} to pass 2d6 at or under ${target}` }
              : {}),
          };
          pending = [];
        }
        groups[groups.length - 1]!.lines.push(line);
      }
    },
    lines: () => groups.flatMap((g) => g.lines),
  };
}

/** A unit's name reads as plural ("Raiders", "Riflemen"): its verbs agree ("Raiders are given Fire"). */
export function pluralName(name: string): boolean {
  const last = name.trim().split(/\s+/).at(-1) ?? '';
  return /[^s']s$|men$|people$/i.test(last);
}

const destroyedWords = (n: number): string => `${n} enemy unit${n === 1 ? '' : 's'} destroyed`;

/** Why the battle ended, from the numbers that decided it (the engine's own line is the sim's). */
function endWords(s: OdState, reason: string): string {
  if (reason.startsWith('a side')) {
    const gone = s.sides.filter((x) => s.units.every((u) => u.side !== x.id || u.destroyed));
    return `${gone.map((x) => sideName(s, x.id)).join(' and ')} has no units left`;
  }
  const kills = s.sides.map((x) => `${sideName(s, x.id)} ${s.kills[x.id] ?? 0}`).join(', ');
  if (s.objectives.length === 0) return `after the last turn; enemy units destroyed: ${kills}`;
  const held = s.sides
    .map((x) => `${sideName(s, x.id)} ${s.objectives.filter((o) => holder(s, o.at) === x.id).length}`)
    .join(', ');
  return `after the last turn; objectives held: ${held}; enemy units destroyed: ${kills}`;
}

export function afterBattle(s: OdState): AfterBattlePage | undefined {
  if (s.phase.kind !== 'ended' && s.phase.kind !== 'capped') return undefined;
  const winner = s.phase.kind === 'ended' ? s.phase.winner : null;
  const reason = s.phase.kind === 'ended' ? endWords(s, s.phase.reason) : `stopped at turn ${s.phase.turn}`;
  return {
    ...(winner ? { winner } : {}),
    title: winner ? `${sideName(s, winner)} ${agree(sideName(s, winner), 'wins', 'win')}` : 'A draw',
    tone: 'neutral',
    text: `${named(s, reason)} (turn ${s.turn})`,
    sides: s.sides.map((side) => {
      const units = s.units.filter((u) => u.side === side.id);
      return {
        id: side.id,
        name: sideName(s, side.id),
        detail: `${units.length} unit${units.length === 1 ? '' : 's'}`,
        count: `${units.filter((u) => !u.destroyed).length} standing, ${destroyedWords(s.kills[side.id] ?? 0)}`,
        rows: units.map((u) => [
          unitName(s, u.id),
          u.quality,
          u.destroyed ? 'destroyed' : `${u.figures.filter((f) => f.alive).length}/${u.strength} figures`,
          `${u.pins} pin${u.pins === 1 ? '' : 's'}`,
        ]),
      };
    }),
  };
}

export const view: RulesetView<OdState, OdCommand, OdEvent, OdNeed> = {
  log: logModel,
  afterBattle: (s) => afterBattle(s),
  decisionOdds: (s, need) =>
    (need.kind === 'decision' || need.kind === 'command') && need.question
      ? named(s, questionWords(need.question))
      : undefined,
};
