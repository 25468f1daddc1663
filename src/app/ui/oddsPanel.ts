// The Odds panel: "who wins from here?" for any game. The host gives the game's name, the position as JSON
// text and a name for each side; the panel plays the position on in Web Workers (app/odds/oddsClient.ts), the
// computer at every side, and streams each side's chances with their 95% intervals, the figures it loses on
// average and how many turns the fights took. Painted at most once a frame, so the table never stutters;
// Cancel ends the workers at once. Plain DOM, so Chain Reaction's table and the plain table both mount it.
import { clear, h } from './dom';
import { DEFAULT_RUNS, startOdds, type OddsRunning } from '../odds/oddsClient';
import type { OddsSummary } from '../../core/odds/tally';
import { twoProportion, type Share } from '../../core/odds/wilson';
import { leadLine } from '../odds/oddsWords';
import { turnsAxis } from './turnsAxis';

export interface OddsPanelOptions {
  /** The game's name as the catalog knows it. */
  rules: string;
  /** The position as JSON text. */
  state: string;
  /** The sides in the game's order. */
  sides: readonly string[];
  /** A side's name as a person reads it (never its id). */
  sideName(side: string): string;
  runs?: number;
  /** What-ifs to offer (the ruleset's `continuation.variants` of the position); none: no what-if row. */
  variants?: readonly { id: string; label: string }[];
  /** The game's sentence on what the runs know that the player may not (`continuation.knows`). */
  knows?: string;
  /** The game's word for a run with no winner (`continuation.neither`); absent: "Out of turns". */
  neither?: string;
  /** What the game counts its play in (`continuation.turnWord`: "round"); absent: "turn". */
  turnWord?: string;
}

/** "Rounds": a heading's word for the game's unit of play. */
const plural = (word: string) => `${word[0]!.toUpperCase()}${word.slice(1)}s`;

/** The run counts offered. */
const RUN_CHOICES = [100, 500, 2000] as const;

let panel: HTMLElement | undefined;
let running: OddsRunning | undefined;
/** The what-if's own run, beside the position's. */
let whatIfRun: OddsRunning | undefined;

function root(): HTMLElement {
  if (panel?.isConnected) return panel;
  panel = h('section', { id: 'odds-panel', class: 'float-panel', role: 'dialog', 'aria-label': 'Odds', hidden: true });
  document.body.append(panel);
  return panel;
}

export function oddsOpen(): boolean {
  return !!panel && !panel.hidden;
}

export function closeOdds(): void {
  running?.cancel();
  running = undefined;
  whatIfRun?.cancel();
  whatIfRun = undefined;
  const p = root();
  p.hidden = true;
  clear(p);
}

const pct = (x: number) => `${Math.round(x * 100)}%`;

/** "34% (30–38)": the share and its 95% range, in percent. */
function shareText(s: Share): string {
  return `${pct(s.p)} (${Math.round(s.low * 100)}–${Math.round(s.high * 100)})`;
}

function turnsChart(turns: readonly [number, number][], word = 'turn'): SVGSVGElement {
  const ns = 'http://www.w3.org/2000/svg';
  const svg = document.createElementNS(ns, 'svg');
  const w = 380;
  const hgt = 70;
  svg.setAttribute('width', String(w));
  svg.setAttribute('height', String(hgt + 16));
  // Drawn to scale in a narrower panel (docked over the log).
  svg.setAttribute('viewBox', `0 0 ${w} ${hgt + 16}`);
  svg.setAttribute('role', 'img');
  if (!turns.length) return svg;
  const first = turns[0]![0];
  const last = turns[turns.length - 1]![0];
  const span = last - first + 1;
  const max = Math.max(...turns.map(([, n]) => n));
  const bw = Math.max(2, Math.floor(w / span) - 1);
  const Word = word[0]!.toUpperCase() + word.slice(1);
  svg.setAttribute('aria-label', `${Word}s played: ${turns.map(([t, n]) => `${n} ended on ${word} ${t}`).join(', ')}`);
  for (const [t, n] of turns) {
    const r = document.createElementNS(ns, 'rect');
    const bh = Math.max(1, Math.round((n / max) * hgt));
    r.setAttribute('x', String((t - first) * (bw + 1)));
    r.setAttribute('y', String(hgt - bh));
    r.setAttribute('width', String(bw));
    r.setAttribute('height', String(bh));
    r.setAttribute('class', 'odds-bar');
    const tip = document.createElementNS(ns, 'title');
    tip.textContent = `${Word} ${t}: ${n} fight${n === 1 ? '' : 's'} ended`;
    r.append(tip);
    svg.append(r);
  }
  for (const { x, text } of turnsAxis(first, last, bw, word)) {
    const tx = document.createElementNS(ns, 'text');
    tx.setAttribute('x', String(x));
    tx.setAttribute('y', String(hgt + 13));
    tx.setAttribute('text-anchor', 'middle');
    tx.textContent = text;
    svg.append(tx);
  }
  return svg;
}

/** The panel's body for the tally so far. */
function body(
  o: OddsPanelOptions,
  s: OddsSummary,
  faults: readonly { i: number; error: string }[],
  total: number,
  state: 'running' | 'done' | 'cancelled',
): Node[] {
  const status =
    state === 'done'
      ? `All ${s.runs} played.`
      : state === 'cancelled'
        ? `Stopped after ${s.runs} of ${total}.`
        : `Played ${s.runs} of ${total}…`;
  const rows = s.sides.map((x) =>
    h(
      'tr',
      { 'data-side': x.side },
      h('th', { scope: 'row' }, o.sideName(x.side)),
      h('td', {}, shareText(x.win)),
      h('td', {}, shareText(x.lose)),
      h('td', {}, shareText(x.outOfTurns)),
      h('td', {}, x.expectedLosses.toFixed(1)),
    ),
  );
  const best = [...s.sides].sort((a, b) => b.win.p - a.win.p)[0];
  const lead = best && s.played > 0 ? leadLine(o.sideName(best.side), shareText(best.win), s.played) : '';
  return [
    h('p', { id: 'odds-status', 'data-played': String(s.runs), 'data-state': state }, status),
    lead ? h('p', { class: 'odds-lead' }, lead) : null,
    h(
      'table',
      { id: 'odds-table', class: 'odds-table' },
      h(
        'thead',
        {},
        h(
          'tr',
          {},
          h('th', {}, ''),
          h('th', {}, 'Wins'),
          h('th', {}, 'Loses'),
          h(
            'th',
            { title: `Runs with no winner: the game ended so, or it was still going many ${o.turnWord ?? 'turn'}s on` },
            o.neither ?? 'Out of turns',
          ),
          h('th', { title: 'Figures lost from here on per fight, on average' }, 'Lost'),
        ),
      ),
      h('tbody', {}, rows),
    ),
    h(
      'p',
      { class: 'muted' },
      'In brackets: the 95% range, in percent. Lost: figures put out of the fight from here on, per fight, on average.',
    ),
    h('h3', {}, `${plural(o.turnWord ?? 'turn')} the fights took (${s.meanTurns.toFixed(1)} on average)`),
    turnsChart(s.turns, o.turnWord),
    s.errors
      ? h(
          'p',
          { class: 'muted', id: 'odds-faults', title: faults.map((f) => `run ${f.i}: ${f.error}`).join('\n') },
          `${s.errors} broke off with a fault of the program and ${s.errors === 1 ? 'is' : 'are'} left out (hover for why).`,
        )
      : null,
  ].filter((x): x is NonNullable<typeof x> => x !== null);
}

/** Opens the panel and starts playing the position on (any run already going is stopped first). */
export function openOdds(o: OddsPanelOptions): void {
  running?.cancel();
  whatIfRun?.cancel();
  const p = root();
  clear(p);
  p.hidden = false;
  const total = o.runs ?? DEFAULT_RUNS;
  const out = h(
    'div',
    { class: 'odds-body' },
    h('p', { id: 'odds-status', 'data-played': '0', 'data-state': 'running' }, 'Starting…'),
  );
  const cancel = h('button', { type: 'button', id: 'odds-cancel' }, 'Cancel');
  const again = h('button', { type: 'button', id: 'odds-again' }, 'Run again');
  const count = h(
    'select',
    { id: 'odds-runs', title: 'How many times to play the battle on' },
    RUN_CHOICES.map((n) => h('option', { value: String(n), selected: n === total }, `${n} times`)),
  );
  p.append(
    h(
      'div',
      { class: 'float-head' },
      h('h2', {}, 'Odds from here'),
      h('button', { type: 'button', id: 'odds-close', title: 'Close', onclick: closeOdds }, '×'),
    ),
    h(
      'p',
      { class: 'muted' },
      `The computer plays every side on from this position, ${total} times, each time with dice of its own; ${o.knows ?? 'what nobody can see yet is drawn afresh each time.'} The battle itself is not touched.`,
    ),
    out,
    h('div', { class: 'odds-buttons' }, cancel, again, count),
  );
  const compare = o.variants?.length ? whatIfRow(o, total, () => (phase === 'done' ? latest : undefined)) : undefined;
  if (compare) p.append(compare.root);
  let latest: OddsSummary | undefined;
  let phase: 'running' | 'done' | 'cancelled' = 'running';
  let frame = 0;
  const paint = () => {
    frame = 0;
    if (latest) out.replaceChildren(...body(o, latest, running?.tally.errors.slice(0, 5) ?? [], total, phase));
    cancel.disabled = phase !== 'running';
    compare?.ready(phase);
  };
  const later = () => {
    if (!frame) frame = requestAnimationFrame(paint);
  };
  const run = startOdds(
    { rules: o.rules, state: o.state, sides: o.sides, runs: total },
    {
      update(summary, done) {
        latest = summary;
        if (done) phase = 'done';
        later();
      },
      refused(why) {
        phase = 'cancelled';
        if (frame) cancelAnimationFrame(frame);
        frame = 0;
        out.replaceChildren(h('p', { id: 'odds-status', 'data-state': 'refused' }, `No odds: ${why}.`));
        cancel.disabled = true;
        // The same position would be refused again (play-test 2, 23): nothing to run until it moves on.
        again.disabled = true;
        again.title = `Nothing to run again: ${why}.`;
        count.disabled = true;
        compare?.ready('refused');
      },
    },
  );
  running = run;
  cancel.onclick = () => {
    run.cancel();
    phase = 'cancelled';
    if (!latest)
      out.replaceChildren(h('p', { id: 'odds-status', 'data-played': '0', 'data-state': 'cancelled' }, 'Stopped.'));
    later();
    paint();
  };
  again.onclick = () => openOdds({ ...o, runs: Number(count.value) });
}

/**
 * Whether the open panel has no numbers for its position: it says "No odds" (a roll or a question waiting, the
 * battle over), or it is still starting, its refusal perhaps on its way. Either way there is nothing to call
 * stale, and the table asks again from the position now (play-test 17b: two steps in a row after a question
 * was answered found the panel starting, and it said the battle had moved on since odds never worked out).
 */
export function oddsRefused(): boolean {
  const status = panel && !panel.hidden ? panel.querySelector('#odds-status') : null;
  const state = status?.getAttribute('data-state');
  return state === 'refused' || (state === 'running' && status?.getAttribute('data-played') === '0');
}

/**
 * The position the panel was asked about has gone by (a command was played, undone, or the battle ended): its
 * runs stop and its numbers go, so no old "who wins" stands beside a table that has moved on. What is left is
 * one line saying so and a button that asks again from the position now (`again`).
 */
export function staleOdds(why: string, again: () => void): void {
  if (!panel || panel.hidden) return;
  running?.cancel();
  running = undefined;
  whatIfRun?.cancel();
  whatIfRun = undefined;
  const p = root();
  clear(p);
  p.append(
    h(
      'div',
      { class: 'float-head' },
      h('h2', {}, 'Odds from here'),
      h('button', { type: 'button', id: 'odds-close', title: 'Close', onclick: closeOdds }, '×'),
    ),
    h('p', { id: 'odds-status', 'data-state': 'stale', 'data-played': '0' }, why),
    h(
      'div',
      { class: 'odds-buttons' },
      h('button', { type: 'button', id: 'odds-now', onclick: again }, 'Odds from the position now'),
    ),
  );
}

/** "+12 points, clear at 95%": the what-if's difference in words. */
function differenceText(a: Share, b: Share): string {
  const t = twoProportion(b.k, b.n, a.k, a.n);
  const points = Math.round(t.diff * 100);
  return `${points > 0 ? '+' : ''}${points} points, ${t.clear ? 'clear' : 'not clear'} at 95%`;
}

/**
 * The what-if row: pick a change, play the changed position on as many times as the position itself, and
 * set each side's chance to win beside the position's, with whether the difference is clear at 95% (pooled
 * two-proportion test). Offered once the position's own runs are all in.
 */
function whatIfRow(
  o: OddsPanelOptions,
  total: number,
  base: () => OddsSummary | undefined,
): { root: HTMLElement; ready(phase: 'running' | 'done' | 'cancelled' | 'refused'): void } {
  const pick = h(
    'select',
    { id: 'odds-variant', title: 'The change to try' },
    (o.variants ?? []).map((v) => h('option', { value: v.id }, v.label)),
  );
  const go = h('button', { type: 'button', id: 'odds-compare', disabled: true }, 'Compare');
  const out = h('div', { id: 'odds-whatif-out' });
  // Why Compare is greyed, in words (play-test 18a: after Cancel it stayed grey with nothing said).
  const why = h('p', { id: 'odds-whatif-why', class: 'muted' });
  const root = h(
    'div',
    { class: 'odds-whatif' },
    h('h3', {}, 'What if'),
    h('div', { class: 'odds-buttons' }, pick, go),
    why,
    out,
  );
  go.onclick = () => {
    const now = base();
    if (!now) return;
    whatIfRun?.cancel();
    const label = (o.variants ?? []).find((v) => v.id === pick.value)?.label ?? '';
    let frame = 0;
    let latest: OddsSummary | undefined;
    let done = false;
    const paint = () => {
      frame = 0;
      if (!latest) return;
      const rows = now.sides.map((x) => {
        const w = latest!.sides.find((y) => y.side === x.side);
        return h(
          'tr',
          { 'data-side': x.side },
          h('th', { scope: 'row' }, o.sideName(x.side)),
          h('td', {}, shareText(x.win)),
          h('td', {}, w ? shareText(w.win) : '–'),
          h('td', {}, w && done ? differenceText(x.win, w.win) : '…'),
        );
      });
      out.replaceChildren(
        h(
          'p',
          { id: 'odds-whatif-status', 'data-played': String(latest.runs), 'data-state': done ? 'done' : 'running' },
          done ? `${label}: all ${latest.runs} played.` : `${label}: played ${latest.runs} of ${total}…`,
        ),
        h(
          'table',
          { id: 'odds-whatif-table', class: 'odds-table' },
          h(
            'thead',
            {},
            h('tr', {}, h('th', {}, 'Wins'), h('th', {}, 'Now'), h('th', {}, 'What if'), h('th', {}, 'Difference')),
          ),
          h('tbody', {}, rows),
        ),
      );
    };
    whatIfRun = startOdds(
      { rules: o.rules, state: o.state, sides: o.sides, runs: total, variant: pick.value },
      {
        update(summary, finished) {
          latest = summary;
          done = finished;
          if (!frame) frame = requestAnimationFrame(paint);
        },
        refused(why) {
          out.replaceChildren(h('p', { id: 'odds-whatif-status', 'data-state': 'refused' }, `No odds: ${why}.`));
        },
      },
    );
  };
  return {
    root,
    ready(phase) {
      go.disabled = phase !== 'done';
      const text =
        phase === 'running'
          ? `Compare sets a change beside the odds above once all ${total} have been played.`
          : phase === 'cancelled'
            ? 'The odds above were stopped before the end: Run again, then Compare.'
            : phase === 'refused'
              ? 'No odds from here, so nothing to compare them with.'
              : '';
      why.textContent = text;
      why.hidden = !text;
      go.title = text;
    },
  };
}
