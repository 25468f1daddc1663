// The reaction chain panel: the current and past activations, each drawn as a tree of what caused what -
// the cause, each test with its dice, odds and result, then what that result set off. Pointing at a node
// lights its figures up on the table; a test's "What if" opens its odds in the what-if panel. Toggled from
// the toolbar and the X key; rebuilt from the battle's events only while it is open.
import type { App } from '../app';
import type { Controller } from '../controller';
import type { ChainActivation, ChainNode } from '../../core/rulesetView';
import { clear, h } from './dom';
import { openWhatIf } from './whatIfPanel';
import { placeFloat } from './floatPlace';
import type { TableControls } from './sceneDeps';

const KIND_WORD: Record<ChainNode['kind'], string> = { cause: 'Cause', test: 'Test', effect: 'Then' };

/** The events on the table: the whole battle, or up to the replay's cursor (a step stopped by a question waits). */
function shownEvents(app: App) {
  const s = app.session;
  if (!s) return [];
  const end = app.cursor ?? s.history.length - 1;
  return s.history.flatMap((e, i) => (i <= end && (!s.asking(i) || !e.step) ? e.events : []));
}

export class ChainPanel {
  readonly root: HTMLElement;
  private body: HTMLElement;
  private drawnFor?: unknown;

  constructor(
    private readonly app: App,
    private readonly ctl: Controller,
    private readonly table: () => TableControls | undefined = () => undefined,
  ) {
    this.body = h('div', { class: 'chain-body' });
    this.root = h(
      'section',
      { id: 'chain-panel', class: 'float-panel', role: 'region', 'aria-label': 'Reaction chains', hidden: true },
      h(
        'div',
        { class: 'float-head' },
        h('h2', {}, 'Reaction chains'),
        h('button', { type: 'button', class: 'close', 'aria-label': 'Close', onclick: () => this.toggle(false) }, '×'),
      ),
      h('p', { class: 'muted' }, 'Point at a line to light its figures up on the table. X shows or hides this.'),
      this.coachBox(),
      this.body,
    );
    document.body.append(this.root);
    this.root.addEventListener('mouseleave', () => this.ctl.setHighlight([]));
  }

  /** The coach is a setting: kept with the others, offered here beside the chains it explains. */
  private coachBox(): HTMLElement {
    const box = h('input', {
      type: 'checkbox',
      id: 'coach-toggle',
      checked: !!this.app.settings.coach,
    }) as HTMLInputElement;
    box.addEventListener('change', () => this.app.setSettings({ ...this.app.settings, coach: box.checked }));
    this.app.on((c) => {
      if (c.kind === 'settings') box.checked = !!this.app.settings.coach;
    });
    return h(
      'label',
      { class: 'coach-box', for: 'coach-toggle' },
      box,
      ' Coach: before each order, say which tests it brings on and their odds',
    );
  }

  get open(): boolean {
    return !this.root.hidden;
  }

  toggle(show = !this.open): void {
    this.root.hidden = !show;
    if (!show) this.ctl.setHighlight([]);
    this.drawnFor = undefined;
    this.render();
    this.place();
  }

  /** Keeps off the figures on the table (they move, the table pans and zooms, the panel grows). */
  place(): void {
    if (this.open) placeFloat(this.root, this.table(), Object.keys(this.ctl.state()?.figures ?? {}));
  }

  /** Redraws when open and the battle moved on (a new step, an undo, a replay step). */
  render(): void {
    if (!this.open) return;
    const s = this.app.session;
    // The history entry on the table says it all: a new step, an undo or a replay step is a new entry.
    const last = s?.history[this.app.cursor ?? s.history.length - 1];
    if (last !== undefined && last === this.drawnFor) return;
    this.drawnFor = last;
    const view = this.app.view();
    const chains = s?.ruleset.view?.chains?.(shownEvents(this.app), [s.state, view]) ?? [];
    clear(this.body);
    if (chains.length === 0) {
      this.body.append(h('p', { class: 'muted' }, 'Nothing has happened yet: no shots, no tests.'));
      return;
    }
    // Newest first: the activation under way is open, the ones before it folded.
    const list = [...chains].reverse();
    list.forEach((a, i) => this.body.append(this.activationEl(a, i === 0)));
    this.place();
  }

  private activationEl(a: ChainActivation, open: boolean): HTMLElement {
    const side = this.app.view()?.sides.findIndex((x) => x.id === a.side);
    return h(
      'details',
      { class: 'chain-act', open, 'data-side': side ?? '' },
      h('summary', {}, a.title),
      h(
        'ul',
        { class: 'chain-tree' },
        a.roots.map((n) => this.nodeEl(n)),
      ),
    );
  }

  private nodeEl(n: ChainNode): HTMLElement {
    const whatIf = this.app.session?.ruleset.view?.whatIf;
    const row = h(
      'div',
      {
        class: `chain-node k-${n.kind}`,
        'data-node': n.id,
        'data-type': n.type,
        'data-test': n.test ?? '',
        'data-figures': n.figures.join(' '),
        tabindex: 0,
      },
      h('span', { class: 'chain-kind' }, KIND_WORD[n.kind]),
      h('span', { class: 'chain-text' }, n.text),
      n.dice.length ? h('div', { class: 'chain-dice' }, h('b', {}, 'Dice: '), n.dice.join(', ')) : null,
      n.odds ? h('div', { class: 'chain-odds' }, h('b', {}, 'Odds before the roll: '), n.odds) : null,
      n.question && whatIf
        ? h(
            'button',
            { type: 'button', class: 'small whatif-open', onclick: () => openWhatIf(whatIf, n.question!) },
            'What if…',
          )
        : null,
    );
    const light = () => this.ctl.setHighlight(n.figures);
    row.addEventListener('mouseenter', light);
    row.addEventListener('focus', light);
    return h(
      'li',
      {},
      row,
      n.children.length
        ? h(
            'ul',
            {},
            n.children.map((c) => this.nodeEl(c)),
          )
        : null,
    );
  }
}
