// The log panel: every event in plain words, grouped by turn and activation. A line with dice opens to
// show them, the number they were read against, each modifier and why, the table row used (with a
// button to show the whole table), and the exact odds. New lines are appended, not re-rendered.
import type { App } from '../app';
import type { RulesetTables } from '../../core/ruleset';
import type { LogDetail, LogGroup, LogLine, WhatIfView } from '../../core/rulesetView';
import { byId, clear, h } from './dom';
import { LogFollow } from './logFollow';
import { showTable } from './tableDialog';
import { openWhatIf } from './whatIfPanel';
import { glossify } from './glossaryText';
import { whyLink } from './whyLink';

export class LogPanel {
  private root = byId('log');
  private body: HTMLElement;
  private groups = new Map<number, { el: HTMLElement; lines: number }>();
  private log?: unknown;
  /** The encounter's terms (turn limit) above the log, with the turn count. */
  private banner = h('div', { class: 'log-banner', id: 'log-banner', hidden: true });
  private follow = new LogFollow();
  private pill = h('button', {
    type: 'button',
    class: 'log-pill',
    id: 'log-pill',
    hidden: true,
    onclick: () => this.toEnd(),
  });

  constructor(private readonly app: App) {
    this.body = h('div', { class: 'log-body', role: 'log', 'aria-live': 'polite' });
    this.root.append(
      h(
        'div',
        { class: 'log-head' },
        h('strong', {}, 'Log'),
        h('span', { class: 'muted' }, ' - click a line with ▸ to see its dice, modifiers, table row and odds'),
      ),
      this.banner,
      this.body,
      this.pill,
    );
    this.body.addEventListener(
      'scroll',
      () => {
        this.follow.scrolled(this.distanceFromEnd(), this.body.scrollTop);
        this.showPill();
      },
      { passive: true },
    );
    // The panel shrinks while a question is docked over its foot: a log that follows keeps its end in view.
    if (typeof ResizeObserver === 'function')
      new ResizeObserver(() => {
        if (this.follow.following) this.scrollToEnd();
      }).observe(this.body);
  }

  private distanceFromEnd(): number {
    return this.body.scrollHeight - this.body.scrollTop - this.body.clientHeight;
  }

  private scrollToEnd(): void {
    this.body.scrollTop = this.body.scrollHeight;
    this.follow.moved(this.body.scrollTop);
  }

  private toEnd(): void {
    this.follow.jump();
    this.scrollToEnd();
    this.showPill();
  }

  private showPill(): void {
    const text = this.follow.pill();
    this.pill.hidden = !text;
    if (text && this.pill.textContent !== text) this.pill.textContent = text;
  }

  /** Brings the panel up to date; a new log object (new battle, undo, replay rewind) is drawn afresh. */
  render(): void {
    const log = this.app.log;
    if (log !== this.log) {
      this.log = log;
      this.groups.clear();
      clear(this.body);
      this.follow.jump();
    }
    this.renderBanner();
    let added = 0;
    for (const g of log.groups) {
      let seen = this.groups.get(g.n);
      if (!seen) {
        const el = this.groupEl(g);
        this.body.append(el);
        seen = { el, lines: 0 };
        this.groups.set(g.n, seen);
      }
      for (let i = seen.lines; i < g.lines.length; i++) {
        seen.el.append(this.lineEl(g.lines[i]!));
        added += 1;
      }
      seen.lines = g.lines.length;
    }
    if (added && this.follow.added(added)) this.scrollToEnd();
    this.showPill();
  }

  private renderBanner(): void {
    const s = this.app.view();
    const text = s && this.app.session?.ruleset.view?.turnBanner?.(s);
    this.banner.hidden = !text;
    if (!text) return;
    if (this.banner.textContent !== text) this.banner.textContent = text;
  }

  private groupEl(g: LogGroup): HTMLElement {
    const side = g.side ? this.app.view()?.sides.findIndex((s) => s.id === g.side) : undefined;
    return h(
      'section',
      { class: `log-group${g.side ? ' act' : ' turn'}`, 'data-side': side ?? '' },
      h('h3', {}, g.title),
    );
  }

  private lineEl(l: LogLine): HTMLElement {
    // The end is told in the colour of who won: green for the player, red for the enemy, plain if unfinished.
    const view = this.app.view();
    const tone =
      l.type === 'end' && view ? ` tone-${this.app.session?.ruleset.view?.endTone?.(view) ?? 'neutral'}` : '';
    const cls = `log-line t-${l.type}${tone}`;
    // A note saying why a figure did not react links the rule it rests on (its page is the link's title); the
    // line itself ends with its reason, not a " - no line of sight, p.16" tail (play-test 35).
    const words = [...glossify(l.text), whyLink(l.section)];
    if (!l.detail) return h('div', { class: cls, 'data-n': l.n }, ...words);
    return h(
      'details',
      { class: cls, 'data-n': l.n },
      h('summary', {}, ...words),
      detailEl(l.detail, this.app.session?.ruleset.view?.whatIf, this.app.session?.ruleset.tables),
    );
  }
}

function detailEl(d: LogDetail, whatIf: WhatIfView | undefined, tables: RulesetTables | undefined): HTMLElement {
  const box = h('div', { class: 'detail' });
  if (d.rolls.length) box.append(h('div', {}, h('b', {}, 'Dice: '), d.rolls.join(' ')));
  if (d.target !== undefined) box.append(h('div', {}, h('b', {}, 'Read against: '), String(d.target)));
  if (d.modifiers.length) {
    box.append(
      h('div', {}, h('b', {}, 'Modifiers:')),
      h(
        'ul',
        {},
        d.modifiers.map((m) => h('li', {}, `${m.label}${m.reason ? ` - ${m.reason}` : ''}`)),
      ),
    );
  } else if (d.modifiersKnown) box.append(h('div', { class: 'muted' }, 'No modifiers applied.'));
  for (const n of d.notes) box.append(h('div', { class: 'muted' }, n));
  if (d.row) box.append(h('div', {}, h('b', {}, 'Table: '), d.row.text));
  if (d.odds) box.append(h('div', { class: 'odds' }, h('b', {}, 'Odds before the roll: '), d.odds));
  if (d.question && whatIf) {
    const q = d.question;
    box.append(
      h('button', { class: 'small whatif-open', type: 'button', onclick: () => openWhatIf(whatIf, q) }, 'What if…'),
    );
  }
  const table = d.row?.table ?? d.table;
  if (table && tables)
    box.append(
      h(
        'button',
        { class: 'small', type: 'button', onclick: () => showTable(tables, table, d.row?.ref) },
        'Show the table',
      ),
    );
  return box;
}
