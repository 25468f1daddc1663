// What the shared table shows of this game, as plain data (core/rulesetView.ts): the log grouped by round
// and combat phase with each line's "why" table, rolls and modifier lines; the after-battle page; a
// figure's hover card; previews of spot, shoot and throw with the exact chance.
import type {
  AfterBattlePage,
  HoverCard,
  LogGroup,
  LogLine,
  LogModel,
  PreviewPicture,
  RulesetView,
} from '../../../core/rulesetView';
import { eventText, chanceText } from '../wording';
import { whyOf } from '../reference';
import { figureOf, phasesOf, statusOf, canAct } from '../figures';
import { shootChance, spotChance, throwChance } from '../chance';
import { testOdds } from '../odds';
import { WEAPONS } from '../tables';
import type { ApEvent, ApNeed, ApState, ApStepCommand } from '../types';
import type { Vec } from '../../../geometry/shapes';
import { figureName, named, reasonWords, sideName, vehicleName } from '../board/names';
import { agree } from '../wording';
import { statusWords, viewerSide } from '../board/view';
import { fogged, HEARD, UNSEEN } from './fogLog';

function figuresOf(e: ApEvent): string[] {
  const out: string[] = [];
  if ('figure' in e && typeof e.figure === 'string') out.push(e.figure);
  if ('target' in e && typeof e.target === 'string') out.push(e.target);
  if (e.type === 'roll') out.push(...e.who);
  return [...new Set(out)];
}

/** The event with its figures and sides by name, for the words (the line's `figures` keep the ids). */
function withNames(state: ApState | undefined, e: ApEvent, hidden: Set<string> = new Set()): ApEvent {
  if (!state) return e;
  const f = (id: string): string =>
    hidden.has(id)
      ? UNSEEN
      : state.figures.some((x) => x.id === id) || state.vehicles?.some((v) => v.id === id)
        ? figureName(state, id)
        : id;
  const x = { ...e } as Record<string, unknown>;
  for (const k of ['figure', 'target', 'by'] as const) if (typeof x[k] === 'string') x[k] = f(x[k] as string);
  // A sentence begins with the figure: "Someone unseen fires…".
  if ('figure' in e && hidden.has(e.figure)) x.figure = UNSEEN[0]!.toUpperCase() + UNSEEN.slice(1);
  // Unseen figures side by side in a list are counted, not repeated (play-test 4, 13: "someone unseen, someone
  // unseen act"): "2 figures unseen, Sgt Novak".
  const list = (ids: string[]): string[] => {
    const out: string[] = [];
    let run = 0;
    const flush = () => {
      if (run > 0) out.push(run === 1 ? UNSEEN : `${run} figures unseen`);
      run = 0;
    };
    for (const id of ids) {
      if (hidden.has(id)) run++;
      else {
        flush();
        out.push(f(id));
      }
    }
    flush();
    return out;
  };
  for (const k of ['who', 'hits', 'kill', 'damage', 'order'] as const)
    if (Array.isArray(x[k])) x[k] = list(x[k] as string[]);
  if (typeof x.side === 'string') x.side = sideName(state, x.side as string);
  if (e.type === 'dismount' || e.type === 'mount' || e.type === 'ied') {
    const v = state.vehicles?.find((w) => w.id === e.vehicle);
    x.vehicle = v ? vehicleName(v) : 'a vehicle';
  }
  if (e.type === 'vehicleHit') {
    const v = state.vehicles?.find((w) => w.id === e.vehicle);
    x.vehicle = v ? vehicleName(v) : 'a vehicle';
    if (state.ieds?.some((d) => d.id === e.by)) x.by = 'an IED';
  }
  if (typeof x.reason === 'string') x.reason = reasonWords(state, x.reason as string);
  if (typeof x.winner === 'string') x.winner = sideName(state, x.winner as string);
  // An unseen figure named inside the words ("spot w7") is written as unseen before the rest are named.
  const unseenIn = (text: string): string =>
    text
      .split(/(\s+)/)
      .map((w) => (hidden.has(w) ? UNSEEN : w.endsWith("'s") && hidden.has(w.slice(0, -2)) ? `${UNSEEN}'s` : w))
      .join('');
  for (const k of ['why', 'action', 'note'] as const)
    if (typeof x[k] === 'string') x[k] = named(state, unseenIn(x[k] as string));
  return x as unknown as ApEvent;
}

function lineOf(e: ApEvent, n: number, state?: ApState, hidden: Set<string> = new Set()): LogLine {
  const line: LogLine = {
    n,
    type: e.type,
    text: eventText(withNames(state, e, hidden)),
    figures: figuresOf(e).filter((id) => !hidden.has(id)),
  };
  // An unseen figure's own test: the outcome is heard, not its arithmetic (ranges, its kit).
  if ('figure' in e && hidden.has(e.figure)) {
    if (e.type === 'test')
      line.text = `${line.text.split(':')[0]}: ${e.pass ? (e.critical ? 'a critical success' : 'success') : e.fumble ? 'a fumble' : 'failure'}.`;
    return line;
  }
  const why = whyOf(e);
  if (why) line.section = why;
  if (e.type === 'test') {
    const o = testOdds(e.chance.chance);
    line.detail = {
      rolls: [`d100: ${String(e.roll).padStart(2, '0')}`],
      dice: [e.roll],
      target: e.chance.chance,
      modifiers: e.chance.mods.map((m) => ({ label: `${m.value > 0 ? '+' : ''}${m.value}%`, reason: m.text })),
      modifiersKnown: true,
      ...(why ? { table: why } : {}),
      odds: `${chanceText(e.chance)}: ${Math.round(o.pass * 100)}% to pass, ${Math.round(o.critical * 100)}% a critical, ${Math.round(o.fumble * 100)}% a fumble`,
      notes: [],
    };
  }
  if (e.type === 'move' && hidden.size === 0) line.at = e.to;
  return line;
}

/**
 * What a blast did to the figures the viewer cannot see, as far as it is fair to know (decision 90): how many
 * it caught and how many of them it hurt, never who, where or how badly. Read from the damage lines that follow
 * the blast in the same step (up to the next act, phase or blast).
 */
export function unseenBlastText(events: readonly ApEvent[], at: number, hidden: ReadonlySet<string>): string {
  const hurt = new Set<string>();
  for (const e of events.slice(at + 1)) {
    if (e.type === 'blast' || e.type === 'act' || e.type === 'phase') break;
    if (e.type === 'damage' && hidden.has(e.figure) && e.band !== 'none') hurt.add(e.figure);
  }
  const n = hidden.size;
  const caught = `The blast caught ${n === 1 ? '1 figure' : `${n} figures`} you cannot see`;
  if (n === 1) return hurt.size ? `${caught}, and hurt them.` : `${caught}, but did not hurt them.`;
  if (hurt.size === 0) return `${caught}, but hurt none of them.`;
  return `${caught}, and hurt ${hurt.size === n ? `all ${n}` : `${hurt.size} of them`}.`;
}

/**
 * Words for the combat phases of this round that passed with nobody to act before `phase` (play-test
 * pt16a-22: the log began at "Round 1, combat phase 3", phases 1-2 never said); none when none passed, or
 * when the log did not see the round begin (a log opened mid-round cannot know).
 */
export function passedPhases(
  last: { round: number; phase: number } | undefined,
  round: number,
  phase: number,
): string | undefined {
  const from = last?.round === round ? last.phase + 1 : last || round === 1 ? 1 : undefined;
  if (from === undefined || from >= phase) return undefined;
  const which = from === phase - 1 ? `Phase ${from} passes` : `Phases ${from}-${phase - 1} pass`;
  const those = from === phase - 1 ? 'that combat phase' : 'those combat phases';
  return `${which} with nobody acting: no figure still fighting has ${those} (BODY sets each figure's phases).`;
}

function makeLog(now: () => ApState | undefined): LogModel<ApEvent> {
  const groups: LogGroup[] = [];
  let n = 0;
  // The state as the previous batch of events left it: the one before the events being added.
  let before: ApState | undefined;
  const open = (title: string, turn: number): LogGroup => {
    const g: LogGroup = { n: groups.length + 1, title, turn, lines: [] };
    groups.push(g);
    return g;
  };
  // The last combat phase logged: phases with nobody to act have no event, so the log says they passed.
  let last: { round: number; phase: number } | undefined;
  return {
    groups,
    add(events) {
      for (const e of events) {
        if (e.type === 'roll') continue;
        let g = groups.at(-1);
        if (e.type === 'phase' || !g)
          g = open(
            e.type === 'phase' ? `Round ${e.round}, phase ${e.phase}` : 'Set-up',
            e.type === 'phase' ? e.round : 0,
          );
        if (e.type === 'phase') {
          const passed = passedPhases(last, e.round, e.phase);
          last = { round: e.round, phase: e.phase };
          if (passed) g.lines.push({ n: ++n, type: 'phase', text: passed, figures: [] });
        }
        const state = now();
        const seen = fogged(state, state ? viewerSide(state) : null, e, before);
        if (!seen) continue;
        if ('heard' in seen) {
          // One "Movement heard." for a run of unseen moves.
          if (g.lines.at(-1)?.text !== HEARD) g.lines.push({ n: ++n, type: 'move', text: HEARD, figures: [] });
          continue;
        }
        g.lines.push(lineOf(seen.event, ++n, state, seen.hidden));
        // The blast's unseen victims (not an unseen thrower): how many, and how many it hurt.
        const caught = e.type === 'blast' ? [...e.kill, ...e.damage].filter((id) => seen.hidden.has(id)) : [];
        if (caught.length) {
          const text = unseenBlastText(events, events.indexOf(e), new Set(caught));
          g.lines.push({ n: ++n, type: 'blast', text, figures: [] });
        }
      }
      // The next step's events are read against what the side knew before them too (fogLog.ts fogged).
      before = now();
    },
    lines: () => groups.flatMap((g) => g.lines),
  };
}

function afterBattle(state: ApState, need: ApNeed): AfterBattlePage | undefined {
  if (need.kind !== 'ended' || !state.ended) return undefined;
  const winner = state.ended.winner;
  const page: AfterBattlePage = {
    title: winner ? `${sideName(state, winner)} ${agree(sideName(state, winner), 'wins', 'win')}` : 'A draw',
    tone: 'neutral',
    text: `${reasonWords(state, state.ended.reason)}.`,
    sides: state.sides.map((s) => {
      const own = state.figures.filter((f) => f.side === s.id);
      return {
        id: s.id,
        detail: `${s.points} points`,
        count: `${own.filter(canAct).length} of ${own.length} still fighting`,
        rows: [['Figure', 'Status', 'Wound'], ...own.map((f) => [figureName(state, f), statusWords(f), f.wound])],
      };
    }),
  };
  if (winner) page.winner = winner;
  return page;
}

function hoverCard(state: ApState, id: string): HoverCard | undefined {
  const f = figureOf(state, id);
  if (!f) return undefined;
  return {
    title: figureName(state, f),
    side: sideName(state, f.side),
    sideIndex: Math.max(
      0,
      state.sides.findIndex((s) => s.id === f.side),
    ),
    rows: [
      ['Rank', f.rank],
      ['Weapon', f.weapon],
      ['Armour', f.armour ?? 'none'],
      ['Phases', phasesOf(f).join(', ')],
      ['Stance', `${f.stance}${f.motion !== 'still' ? `, ${f.motion}ing` : ''}`],
      ['Status', statusOf(f)],
      ['Morale markers', String(f.markers)],
      ...(state.clock.queue[0] === f.id && state.clock.started
        ? ([['AP left', String(state.clock.ap)]] as [string, string][])
        : []),
    ],
  };
}

function preview(state: ApState, order: string, figure: string, args: unknown): PreviewPicture | undefined {
  const f = figureOf(state, figure);
  const a = (args ?? {}) as { target?: string; aim?: number; at?: Vec };
  if (!f) return undefined;
  if ((order === 'shoot' || order === 'spot') && a.target) {
    const t = figureOf(state, a.target);
    if (!t) return undefined;
    const c = order === 'shoot' ? shootChance(state, f, t, a.aim ?? 0) : spotChance(state, f, t, a.aim ?? 0);
    return {
      lines: [{ from: f.at, to: t.at, ok: true }],
      odds: { [t.id]: `${c.chance}%` },
      note: chanceText(c),
      dice: WEAPONS[f.weapon].dice,
    };
  }
  if (order === 'throw' && a.at) {
    const c = throwChance(state, f, a.at);
    return {
      circles: [
        { at: a.at, radius: 2.5 },
        { at: a.at, radius: 7.5 },
      ],
      note: chanceText(c),
    };
  }
  return undefined;
}

export const apView: RulesetView<ApState, ApStepCommand, ApEvent, ApNeed> = {
  log: (now) => makeLog(now),
  afterBattle,
  hoverCard: (state, figure) => hoverCard(state, figure),
  preview,
  orderTitle: (_state, order) => (order === 'shoot' ? 'Shoot: 1 AP, plus up to 2 AP of aim at +10% each' : undefined),
};
